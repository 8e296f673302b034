//! Why an assignment could not be loaded: an unknown name (the known ones
//! listed) or a field of its `assignment.yaml` that is wrong.

use std::path::{Path, PathBuf};

use crate::yaml_field::{render_problems, FieldProblems, LocatedProblem};

#[derive(Debug, thiserror::Error)]
pub enum AssignmentError {
    #[error("unknown assignment '{name}'; the assignments are: {}", known.join(", "))]
    Unknown {
        name: String,
        known: Vec<&'static str>,
    },
    #[error("{file}: {message}")]
    Yaml { file: PathBuf, message: String },
    /// serde's error, where the YAML parser knows the line and column.
    #[error("{file}:{location}: {message}")]
    Syntax {
        file: PathBuf,
        location: String,
        message: String,
    },
    /// A `rules:` section that is wrong, with its line.
    #[error(transparent)]
    Rules(#[from] reference::rules_file::RulesError),
    /// Values that are wrong, every one of the file, each at its line and column.
    #[error("{}", render_problems(file, problems))]
    Invalid {
        file: PathBuf,
        problems: Vec<LocatedProblem>,
    },
}

impl AssignmentError {
    /// serde's error, as `file:line:column: message`.
    pub fn yaml(file: &Path, error: &serde_yaml::Error) -> Self {
        let message = error.to_string();
        match error.location() {
            Some(at) => {
                // serde_yaml repeats the location in the message.
                let repeated = regex::Regex::new(r" at line \d+ column \d+").expect("valid regex");
                AssignmentError::Syntax {
                    file: file.to_path_buf(),
                    location: format!("{}:{}", at.line(), at.column()),
                    message: repeated.replace(&message, "").into_owned(),
                }
            }
            None => AssignmentError::Yaml {
                file: file.to_path_buf(),
                message,
            },
        }
    }

    /// The same YAML error with what was expected said first.
    pub fn explained(self, expected: &str) -> Self {
        match self {
            AssignmentError::Yaml { file, message } => AssignmentError::Yaml {
                file,
                message: format!("{expected}: {message}"),
            },
            AssignmentError::Syntax {
                file,
                location,
                message,
            } => AssignmentError::Syntax {
                file,
                location,
                message: format!("{expected}: {message}"),
            },
            other => other,
        }
    }

    /// The `problems` found in `text`, the file at `file`.
    pub fn invalid(file: &Path, text: &str, problems: FieldProblems) -> Self {
        AssignmentError::Invalid {
            file: file.to_path_buf(),
            problems: problems.located_in(text),
        }
    }
}
