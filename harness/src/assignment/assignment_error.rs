//! Why an assignment could not be loaded: an unknown name (the known ones
//! listed) or a field of its `assignment.yaml` that is wrong.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum AssignmentError {
    #[error("unknown assignment '{name}'; the assignments are: {}", known.join(", "))]
    Unknown {
        name: String,
        known: Vec<&'static str>,
    },
    #[error("{file}: {message}")]
    Yaml { file: PathBuf, message: String },
    #[error("{file}: field `{field}`: {message}")]
    Field {
        file: PathBuf,
        field: String,
        message: String,
    },
    /// A `rules:` section that is wrong, with its line.
    #[error(transparent)]
    Rules(#[from] reference::rules_file::RulesError),
}
