//! What the user named as `<program>`: a C, C++ or Java source file or folder, an
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
    /// A file or folder that exists but holds nothing croupier can build (empty, another
    /// language, two languages): the student's mistake, reported as a failed build.
    Unbuildable { path: PathBuf, reason: String },
}

/// Why croupier cannot even look at what it was given: the grader's mistake, not a student's.
#[derive(Debug, thiserror::Error)]
pub enum SubmissionError {
    #[error("program '{0}' not found (give a C, C++ or Java source file or folder, an executable, `reference`, or a command after --)")]
    Missing(PathBuf),
    #[error("no program given: name one, or give a command after --")]
    Nothing,
    #[error("cannot read '{path}': {source}")]
    Unreadable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// The languages croupier builds, as a student reads them in a message.
const LANGUAGES_BUILT: &str = "C (.c), C++ (.cpp, .cc, .cxx, .C) or Java (.java)";

/// A source's language from its extension, and whether the extension had to be matched
/// without regard to case (`Player.Java`, `GAME.CPP`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SourceKind {
    pub language: Language,
    pub case_folded: bool,
}

impl SourceKind {
    /// `.c` is C; `.C` is C++ (as gcc reads it); `.cpp`, `.cc`, `.cxx` and `.c++` are C++;
    /// `.java` is Java; any of them in another case is taken, noted as `case_folded`.
    pub fn of(path: &Path) -> Option<SourceKind> {
        let extension = path.extension()?.to_str()?;
        if extension == "C" {
            return Some(SourceKind {
                language: Language::Cpp,
                case_folded: false,
            });
        }
        let language = match extension.to_ascii_lowercase().as_str() {
            "c" => Language::C,
            "cpp" | "cc" | "cxx" | "c++" => Language::Cpp,
            "java" => Language::Java,
            _ => return None,
        };
        Some(SourceKind {
            language,
            case_folded: extension
                .chars()
                .any(|character| character.is_ascii_uppercase()),
        })
    }
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
        match SourceKind::of(path) {
            Some(kind) => Ok(Submission::Sources {
                language: kind.language,
                // `ceelo.c` has the empty path as its parent: the current folder.
                root: path
                    .parent()
                    .filter(|parent| !parent.as_os_str().is_empty())
                    .map_or_else(|| PathBuf::from("."), Path::to_path_buf),
                files: vec![path.to_path_buf()],
            }),
            None if is_executable(&metadata) => Ok(Submission::Executable(path.to_path_buf())),
            None => Ok(Submission::Unbuildable {
                path: path.to_path_buf(),
                reason: format!(
                    "{} is not a program croupier can build: submit a {LANGUAGES_BUILT} source",
                    shown_name(path)
                ),
            }),
        }
    }

    fn from_folder(folder: &Path) -> Result<Submission, SubmissionError> {
        let mut found = FoundFiles::default();
        collect_sources(folder, true, &mut found)?;
        let languages: Vec<Language> = [Language::C, Language::Cpp, Language::Java]
            .into_iter()
            .filter(|language| found.sources.iter().any(|(of, _)| of == language))
            .collect();
        let unbuildable = |reason: String| {
            Ok(Submission::Unbuildable {
                path: folder.to_path_buf(),
                reason,
            })
        };
        let language = match languages.as_slice() {
            [one] => *one,
            [] if found.others.is_empty() => {
                return unbuildable(format!(
                    "the submission is empty: it holds no {LANGUAGES_BUILT} source"
                ))
            }
            [] => {
                let mut others = found.others;
                others.sort();
                others.truncate(10);
                return unbuildable(format!(
                    "the submission holds no {LANGUAGES_BUILT} source; it holds: {}",
                    others.join(", ")
                ));
            }
            many => {
                let names: Vec<&str> = many.iter().map(|language| language.name()).collect();
                return unbuildable(format!(
                    "the submission holds sources in {}: submit the program in one language",
                    names.join(" and ")
                ));
            }
        };
        let mut files: Vec<PathBuf> = found
            .sources
            .into_iter()
            .filter(|(of, _)| *of == language)
            .map(|(_, path)| path)
            .collect();
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
            Submission::Sources { files, .. } if files.len() == 1 => files[0].display().to_string(),
            Submission::Sources { root, .. } => root.display().to_string(),
            Submission::Executable(path) | Submission::Unbuildable { path, .. } => {
                path.display().to_string()
            }
            Submission::Command(words) => words
                .iter()
                .map(|word| word.to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

fn shown_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}

fn is_executable(metadata: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
}

/// What a submission folder holds: its sources by language, and the names of other files
/// (to tell a student who submitted another language what croupier saw).
#[derive(Debug, Default)]
struct FoundFiles {
    sources: Vec<(Language, PathBuf)>,
    others: Vec<String>,
}

/// C and C++ files at the top of the folder (a C course builds one folder), and `.java` files
/// anywhere below it (packages live in subfolders).
fn collect_sources(
    folder: &Path,
    top_level: bool,
    found: &mut FoundFiles,
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
            collect_sources(&path, false, found)?;
            continue;
        }
        match SourceKind::of(&path).map(|kind| kind.language) {
            Some(Language::Java) => found.sources.push((Language::Java, path)),
            Some(language) if top_level => found.sources.push((language, path)),
            Some(_) => {}
            // Headers, notes and hidden files say nothing about the language submitted.
            None if is_header(&path) || shown_name(&path).starts_with('.') => {}
            None => found.others.push(shown_name(&path)),
        }
    }
    Ok(())
}

/// A C or C++ header: built along with the sources, never the program itself.
pub fn is_header(path: &Path) -> bool {
    path.extension()
        .and_then(|extension| extension.to_str())
        .is_some_and(|extension| {
            matches!(
                extension.to_ascii_lowercase().as_str(),
                "h" | "hpp" | "hh" | "hxx" | "h++"
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_name_the_language_in_any_case() {
        let cases = [
            ("ceelo.c", Some((Language::C, false))),
            ("ceelo.cpp", Some((Language::Cpp, false))),
            ("ludogame.C", Some((Language::Cpp, false))),
            ("game.cc", Some((Language::Cpp, false))),
            ("game.cxx", Some((Language::Cpp, false))),
            ("GAME.CPP", Some((Language::Cpp, true))),
            ("Player.Java", Some((Language::Java, true))),
            ("Craps.java", Some((Language::Java, false))),
            ("ceelo.py", None),
            ("player.h", None),
            ("Makefile", None),
        ];
        for (name, expected) in cases {
            let kind =
                SourceKind::of(Path::new(name)).map(|kind| (kind.language, kind.case_folded));
            assert_eq!(kind, expected, "{name}");
        }
    }

    #[test]
    fn a_submission_with_nothing_to_build_says_what_it_holds() {
        let folder = tempfile::tempdir().unwrap();
        let reason = |folder: &Path| match Submission::locate(folder.to_str(), &[]).unwrap() {
            Submission::Unbuildable { reason, .. } => reason,
            other => panic!("{other:?}"),
        };
        assert!(reason(folder.path()).contains("the submission is empty"));
        std::fs::write(folder.path().join("ceelo.py"), "print(1)").unwrap();
        assert!(reason(folder.path()).ends_with("it holds: ceelo.py"));
        let file = folder.path().join("ceelo.py");
        assert!(matches!(
            Submission::locate(file.to_str(), &[]).unwrap(),
            Submission::Unbuildable { .. }
        ));
    }

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
        assert!(
            matches!(mixed, Ok(Submission::Unbuildable { ref reason, .. }) if reason.contains("C and Java"))
        );
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
