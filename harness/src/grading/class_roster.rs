//! The students of a class: each subfolder, single `.c`/`.java` file, or
//! executable of the submissions folder, named after it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::student_name::escaped_name;
use super::GradingError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Student {
    /// The folder's or executable's name, or a source's name without its extension, escaped
    /// ([`escaped_name`]).
    pub name: String,
    pub path: PathBuf,
}

/// The students under `folder`, sorted by name. Hidden entries, other files
/// (a manifest, a README) and the folders in `skip` (the results folder, when
/// it lies inside) are not students.
pub fn discover_class(folder: &Path, skip: &[&Path]) -> Result<Vec<Student>, GradingError> {
    let unreadable = |source| GradingError::Submissions {
        folder: folder.to_path_buf(),
        source,
    };
    let skipped: Vec<PathBuf> = skip
        .iter()
        .filter_map(|path| path.canonicalize().ok())
        .collect();
    let mut students: BTreeMap<String, PathBuf> = BTreeMap::new();
    for entry in std::fs::read_dir(folder).map_err(unreadable)? {
        let path = entry.map_err(unreadable)?.path();
        let Some(file_name) = path.file_name() else {
            continue;
        };
        if file_name.as_encoded_bytes().starts_with(b".") {
            continue;
        }
        if path.is_dir()
            && path
                .canonicalize()
                .is_ok_and(|canonical| skipped.contains(&canonical))
        {
            continue;
        }
        let Some(name) = student_name(&path) else {
            continue;
        };
        if let Some(first) = students.get(&name) {
            return Err(GradingError::DuplicateStudent {
                student: name,
                first: first.clone(),
                second: path,
            });
        }
        students.insert(name, path);
    }
    Ok(students
        .into_iter()
        .map(|(name, path)| Student { name, path })
        .collect())
}

/// The student a folder, a source or an executable of the submissions folder is: a folder's
/// or an executable's name, a source's name without its extension; `None` for other files.
pub fn student_name(path: &Path) -> Option<String> {
    // Shown and stored escaped: a name that is not UTF-8 is graded all the same.
    let file_name = path.file_name()?;
    // A path not there (yet) is named as a folder would be: a manifest may list one.
    let folder_like = path.is_dir() || !path.exists();
    if !is_source(path) && (folder_like || is_executable(path)) {
        return Some(escaped_name(file_name));
    }
    if is_source(path) {
        return Some(escaped_name(path.file_stem().unwrap_or(file_name)));
    }
    None
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|metadata| metadata.permissions().mode() & 0o111 != 0)
}

fn is_source(path: &Path) -> bool {
    crate::submission::SourceKind::of(path).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_and_single_sources_are_students() {
        let class = tempfile::tempdir().unwrap();
        let root = class.path();
        for folder in ["bo", "results", ".git"] {
            std::fs::create_dir(root.join(folder)).unwrap();
        }
        for file in [
            "ada.c",
            "Cy.java",
            "manifest.yaml",
            "README.md",
            ".hidden.c",
            "dee",
        ] {
            std::fs::write(root.join(file), "").unwrap();
        }
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(root.join("dee"), std::fs::Permissions::from_mode(0o755)).unwrap();
        let students = discover_class(root, &[&root.join("results")]).unwrap();
        let names: Vec<&str> = students
            .iter()
            .map(|student| student.name.as_str())
            .collect();
        assert_eq!(names, ["Cy", "ada", "bo", "dee"]);
        assert_eq!(students[1].path, root.join("ada.c"));
    }

    #[test]
    fn a_name_used_twice_is_refused() {
        let class = tempfile::tempdir().unwrap();
        std::fs::create_dir(class.path().join("ada")).unwrap();
        std::fs::write(class.path().join("ada.c"), "").unwrap();
        let error = discover_class(class.path(), &[]).unwrap_err();
        assert!(
            matches!(error, GradingError::DuplicateStudent { ref student, .. } if student == "ada")
        );
    }
}
