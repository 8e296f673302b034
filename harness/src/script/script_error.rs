//! Why a script could not be read: always naming the file, and the field
//! (with the step index) or the line and column.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    #[error("{file}: cannot read it: {source}")]
    Unreadable {
        file: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}:{location}: {message}")]
    Yaml {
        file: PathBuf,
        /// "line 4, column 7" where the YAML parser knows it.
        location: String,
        message: String,
    },
    #[error("{file}: field `{field}`: {message}")]
    Field {
        file: PathBuf,
        /// The path to the field, with step indexes counted from 1: `steps[3].send`.
        field: String,
        message: String,
    },
}

impl ScriptError {
    pub fn field(
        file: &std::path::Path,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        ScriptError::Field {
            file: file.to_path_buf(),
            field: field.into(),
            message: message.into(),
        }
    }

    /// A serde_yaml error: its location and message, the file named.
    pub fn from_yaml(file: &std::path::Path, error: &serde_yaml::Error) -> Self {
        let location = error
            .location()
            .map(|at| format!("line {}, column {}", at.line(), at.column()))
            .unwrap_or_else(|| "?".to_string());
        ScriptError::Yaml {
            file: file.to_path_buf(),
            location,
            message: error.to_string(),
        }
    }
}
