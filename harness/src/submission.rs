//! What the user named as `<program>`: a C or Java source file or folder, an
//! executable, the word `reference`, or a command after `--`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::assignment::Language;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Submission {
    /// The assignment's reference program, built into croupier.
    Reference,
    /// Source files to build; `root` is the folder they are compiled from.
    Sources {
        language: Language,
        root: PathBuf,
        files: Vec<PathBuf>,
    },
    /// A ready program (any language), run as it is.
    Executable(PathBuf),
    /// A command line given after `--`.
    Command(Vec<OsString>),
}

#[derive(Debug, thiserror::Error)]
pub enum SubmissionError {
    #[error("program '{0}' not found (give a .c or .java file or folder, an executable, `reference`, or a command after --)")]
    Missing(PathBuf),
    #[error("'{0}' holds no .c or .java files to build")]
    NoSources(PathBuf),
    #[error("'{path}' holds both .c and .java files; name the file or folder of one language")]
    MixedLanguages { path: PathBuf },
    #[error("'{0}' is neither a .c or .java source nor an executable file")]
    NotRunnable(PathBuf),
    #[error("no program given: name one, or give a command after --")]
    Nothing,
    #[error("cannot read '{path}': {source}")]
    Unreadable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl Submission {
    /// Interpret `program` (or `command`, the words after `--`).
    pub fn locate(
        program: Option<&str>,
        command: &[OsString],
    ) -> Result<Submission, SubmissionError> {
        if !command.is_empty() {
            return Ok(Submission::Command(command.to_vec()));
        }
        match program {
            None => Err(SubmissionError::Nothing),
            Some("reference") => Ok(Submission::Reference),
            Some(path) => Submission::from_path(Path::new(path)),
        }
    }

    pub fn from_path(path: &Path) -> Result<Submission, SubmissionError> {
        let metadata =
            std::fs::metadata(path).map_err(|_| SubmissionError::Missing(path.to_path_buf()))?;
        if metadata.is_dir() {
            return Submission::from_folder(path);
        }
        match language_of(path) {
            Some(language) => Ok(Submission::Sources {
                language,
                // `ceelo.c` has the empty path as its parent: the current folder.
                root: path
                    .parent()
                    .filter(|parent| !parent.as_os_str().is_empty())
                    .map_or_else(|| PathBuf::from("."), Path::to_path_buf),
                files: vec![path.to_path_buf()],
            }),
            None if is_executable(&metadata) => Ok(Submission::Executable(path.to_path_buf())),
            None => Err(SubmissionError::NotRunnable(path.to_path_buf())),
        }
    }

    fn from_folder(folder: &Path) -> Result<Submission, SubmissionError> {
        let mut c_files = Vec::new();
        let mut java_files = Vec::new();
        collect_sources(folder, true, &mut c_files, &mut java_files)?;
        let (language, mut files) = match (c_files.is_empty(), java_files.is_empty()) {
            (false, true) => (Language::C, c_files),
            (true, false) => (Language::Java, java_files),
            (true, true) => return Err(SubmissionError::NoSources(folder.to_path_buf())),
            (false, false) => {
                return Err(SubmissionError::MixedLanguages {
                    path: folder.to_path_buf(),
                })
            }
        };
        files.sort();
        Ok(Submission::Sources {
            language,
            root: folder.to_path_buf(),
            files,
        })
    }

    /// How reports name it.
    pub fn describe(&self) -> String {
        match self {
            Submission::Reference => "reference".to_string(),
            Submission::Sources { files, root, .. } if files.len() == 1 => {
                files[0].display().to_string()
            }
            Submission::Sources { root, .. } => root.display().to_string(),
            Submission::Executable(path) => path.display().to_string(),
            Submission::Command(words) => words
                .iter()
                .map(|word| word.to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

fn language_of(path: &Path) -> Option<Language> {
    match path.extension()?.to_str()? {
        "c" => Some(Language::C),
        "java" => Some(Language::Java),
        _ => None,
    }
}

fn is_executable(metadata: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
}

/// `.c` files at the top of the folder (a C course builds one folder), and
/// `.java` files anywhere below it (packages live in subfolders).
fn collect_sources(
    folder: &Path,
    top_level: bool,
    c_files: &mut Vec<PathBuf>,
    java_files: &mut Vec<PathBuf>,
) -> Result<(), SubmissionError> {
    let unreadable = |source| SubmissionError::Unreadable {
        path: folder.to_path_buf(),
        source,
    };
    for entry in std::fs::read_dir(folder).map_err(unreadable)? {
        let entry = entry.map_err(unreadable)?;
        let path = entry.path();
        // A symlinked folder is not followed (it may lead anywhere, or back here); a symlinked
        // source is collected, and the build refuses it.
        if entry.file_type().map_err(unreadable)?.is_dir() {
            collect_sources(&path, false, c_files, java_files)?;
        } else {
            match language_of(&path) {
                Some(Language::C) if top_level => c_files.push(path),
                Some(Language::C) => {}
                Some(Language::Java) => java_files.push(path),
                None => {}
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_recognised_by_what_they_hold() {
        let folder = tempfile::tempdir().unwrap();
        let c_file = folder.path().join("ceelo.c");
        std::fs::write(&c_file, "int main(void){return 0;}").unwrap();
        let located = Submission::locate(Some(c_file.to_str().unwrap()), &[]).unwrap();
        assert!(
            matches!(located, Submission::Sources { language: Language::C, ref files, .. } if files.len() == 1)
        );
        let located = Submission::locate(Some(folder.path().to_str().unwrap()), &[]).unwrap();
        assert!(matches!(
            located,
            Submission::Sources {
                language: Language::C,
                ..
            }
        ));
        std::fs::write(folder.path().join("Craps.java"), "class Craps {}").unwrap();
        let mixed = Submission::locate(Some(folder.path().to_str().unwrap()), &[]);
        assert!(matches!(mixed, Err(SubmissionError::MixedLanguages { .. })));
        assert_eq!(
            Submission::locate(Some("reference"), &[]).unwrap(),
            Submission::Reference
        );
        assert!(matches!(
            Submission::locate(Some("/no/such/file.c"), &[]),
            Err(SubmissionError::Missing(_))
        ));
        let words = vec![OsString::from("python3"), OsString::from("game.py")];
        assert_eq!(
            Submission::locate(None, &words).unwrap(),
            Submission::Command(words)
        );
    }
}
