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
        /// "4:7" (line and column) where the YAML parser knows it.
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
    /// The script file the error is about.
    pub fn file(&self) -> &std::path::Path {
        match self {
            ScriptError::Unreadable { file, .. }
            | ScriptError::Yaml { file, .. }
            | ScriptError::Field { file, .. } => file,
        }
    }

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

    /// A serde_yaml error: its location and message, the file named, and
    /// step indexes counted from 1 as croupier's own messages count them.
    pub fn from_yaml(file: &std::path::Path, error: &serde_yaml::Error) -> Self {
        let location = error
            .location()
            .map(|at| format!("{}:{}", at.line(), at.column()))
            .unwrap_or_else(|| "?".to_string());
        let message = error.to_string();
        // serde_yaml repeats the location at the end; it is already in front.
        let repeated = regex::Regex::new(r" at line \d+ column \d+$").expect("valid regex");
        let message = repeated.replace(&message, "");
        ScriptError::Yaml {
            file: file.to_path_buf(),
            location,
            message: count_indexes_from_one(&message),
        }
    }
}

/// `steps[0].send` as serde writes it becomes `steps[1].send`.
fn count_indexes_from_one(message: &str) -> String {
    let index = regex::Regex::new(r"\[(\d+)\]").expect("valid regex");
    index
        .replace_all(message, |found: &regex::Captures<'_>| {
            let number: usize = found[1].parse().unwrap_or(0);
            format!("[{}]", number + 1)
        })
        .into_owned()
}
