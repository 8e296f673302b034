//! The results folder: `<student>.json` per student, each written whole or
//! not at all (a temp file in the same folder, then a rename), so a killed
//! run leaves only complete results and a rerun knows who is done.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use super::GradingError;
use crate::report::{render_json, ProgramReport};

/// Temp files start so; a run killed mid-write leaves one behind.
const PARTIAL_PREFIX: &str = ".partial-";
/// Locked by the one `grade` writing into the folder.
const LOCK_FILE: &str = ".croupier-grade.lock";

/// The gradebook's file name in a results folder.
pub const GRADEBOOK_FILE: &str = "gradebook.csv";

/// The class page's file name in a results folder.
pub const REPORT_FILE: &str = "report.html";

#[derive(Debug, Clone)]
pub struct ResultStore {
    folder: PathBuf,
    /// Held (flock) while this store writes, so two graders never remove each other's files.
    _lock: Option<std::sync::Arc<std::fs::File>>,
}

impl ResultStore {
    /// Open (creating it) the results folder, dropping half-written files of a killed run.
    /// Another `grade` writing into the same folder is refused with a message naming it.
    pub fn create(folder: &Path) -> Result<ResultStore, GradingError> {
        let mut store = ResultStore {
            folder: folder.to_path_buf(),
            _lock: None,
        };
        std::fs::create_dir_all(folder).map_err(|source| store.error(source))?;
        store._lock = Some(std::sync::Arc::new(store.lock()?));
        for entry in std::fs::read_dir(folder).map_err(|source| store.error(source))? {
            let path = entry.map_err(|source| store.error(source))?.path();
            let partial = path
                .file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.starts_with(PARTIAL_PREFIX));
            if partial {
                std::fs::remove_file(&path).map_err(|source| store.error(source))?;
            }
        }
        Ok(store)
    }

    /// An existing results folder, to read.
    pub fn existing(folder: &Path) -> Result<ResultStore, GradingError> {
        let store = ResultStore {
            folder: folder.to_path_buf(),
            _lock: None,
        };
        std::fs::read_dir(folder).map_err(|source| store.error(source))?;
        Ok(store)
    }

    pub fn folder(&self) -> &Path {
        &self.folder
    }

    pub fn result_path(&self, student: &str) -> PathBuf {
        self.folder.join(format!("{student}.json"))
    }

    pub fn has(&self, student: &str) -> bool {
        self.result_path(student).is_file()
    }

    /// Store a student's report (its `student` field names the file).
    pub fn save(&self, student: &str, report: &ProgramReport) -> Result<(), GradingError> {
        self.write_whole(&format!("{student}.json"), render_json(report).as_bytes())
    }

    /// Write `bytes` to `file_name` in the folder, all at once.
    pub fn write_whole(&self, file_name: &str, bytes: &[u8]) -> Result<(), GradingError> {
        let mut partial = tempfile::Builder::new()
            .prefix(PARTIAL_PREFIX)
            .tempfile_in(&self.folder)
            .map_err(|source| self.error(source))?;
        // Temp files are private (0600); results are for the course staff to read.
        let readable = std::fs::Permissions::from_mode(0o644);
        partial
            .write_all(bytes)
            .and_then(|()| partial.as_file().set_permissions(readable))
            .and_then(|()| partial.as_file().sync_all())
            .map_err(|source| self.error(source))?;
        partial
            .persist(self.folder.join(file_name))
            .map_err(|error| self.error(error.error))?;
        Ok(())
    }

    pub fn load(&self, student: &str) -> Result<ProgramReport, GradingError> {
        read_report(&self.result_path(student))
    }

    /// Every `<student>.json` of the folder, by student name.
    pub fn load_all(&self) -> Result<Vec<(String, PathBuf, ProgramReport)>, GradingError> {
        let mut results = Vec::new();
        for entry in std::fs::read_dir(&self.folder).map_err(|source| self.error(source))? {
            let path = entry.map_err(|source| self.error(source))?.path();
            let Some(student) = student_of(&path) else {
                continue;
            };
            let report = read_report(&path)?;
            results.push((student, path, report));
        }
        results.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(results)
    }

    fn lock(&self) -> Result<std::fs::File, GradingError> {
        use std::os::fd::AsRawFd;
        let path = self.folder.join(LOCK_FILE);
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|source| self.error(source))?;
        // SAFETY: flock on a descriptor this function owns; no pointers.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            return Err(GradingError::ResultsBusy {
                folder: self.folder.clone(),
                lock: path,
            });
        }
        Ok(file)
    }

    fn error(&self, source: std::io::Error) -> GradingError {
        GradingError::Results {
            folder: self.folder.clone(),
            source,
        }
    }
}

/// The student a result file is for, or None for any other file.
fn student_of(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    if name.starts_with('.') || !path.is_file() {
        return None;
    }
    name.strip_suffix(".json").map(str::to_string)
}

fn read_report(path: &Path) -> Result<ProgramReport, GradingError> {
    let text = std::fs::read_to_string(path).map_err(|source| GradingError::Results {
        folder: path.to_path_buf(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|error| GradingError::NotAResult {
        file: path.to_path_buf(),
        message: error.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_grader_at_a_time_writes_into_a_folder() {
        let folder = tempfile::tempdir().unwrap();
        let first = ResultStore::create(folder.path()).expect("a free folder");
        let partial = folder.path().join(".partial-of-the-first");
        std::fs::write(&partial, b"half").unwrap();
        let second = ResultStore::create(folder.path()).expect_err("busy");
        assert!(
            second
                .to_string()
                .contains("being written by another `croupier grade`"),
            "{second}"
        );
        assert!(partial.exists(), "the second grader removed nothing");
        drop(first);
        ResultStore::create(folder.path()).expect("free again");
        assert!(!partial.exists(), "a dead grader's partial file is removed");
    }

    fn report(student: &str) -> ProgramReport {
        let mut report = ProgramReport::new("ceelo", "p.c", Vec::new(), Vec::new(), Vec::new());
        report.student = Some(student.to_string());
        report
    }

    #[test]
    fn saved_results_read_back_and_leftovers_of_a_killed_run_go() {
        let folder = tempfile::tempdir().unwrap();
        std::fs::write(folder.path().join(".partial-abc"), "{").unwrap();
        std::fs::write(folder.path().join(GRADEBOOK_FILE), "student\n").unwrap();
        let store = ResultStore::create(folder.path()).unwrap();
        assert!(!folder.path().join(".partial-abc").exists());
        assert!(!store.has("ada"));
        store.save("ada", &report("ada")).unwrap();
        store.save("bo", &report("bo")).unwrap();
        assert!(store.has("ada"));
        let all = store.load_all().unwrap();
        let names: Vec<&str> = all.iter().map(|(name, _, _)| name.as_str()).collect();
        assert_eq!(names, ["ada", "bo"]);
        assert_eq!(store.load("bo").unwrap().student.as_deref(), Some("bo"));
        let leftovers: Vec<_> = std::fs::read_dir(folder.path())
            .unwrap()
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.file_name().to_string_lossy().starts_with('.'))
            .filter(|entry| entry.file_name() != LOCK_FILE)
            .collect();
        assert!(leftovers.is_empty());
    }

    #[test]
    fn a_file_that_is_no_result_is_named() {
        let folder = tempfile::tempdir().unwrap();
        std::fs::write(folder.path().join("ada.json"), "[1, 2]").unwrap();
        let error = ResultStore::existing(folder.path())
            .unwrap()
            .load_all()
            .unwrap_err();
        assert!(
            error
                .to_string()
                .contains("ada.json is not a croupier result"),
            "{error}"
        );
    }
}
