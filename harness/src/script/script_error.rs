//! Why a script could not be read: always naming the file, and the field
//! with its line and column (every wrong value of the file listed).

use std::path::PathBuf;

use crate::yaml_field::{render_problems, FieldProblems, LocatedProblem};

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
    /// Values that are wrong, every one of the file: each at its line and
    /// column, with the path to the field (step indexes counted from 1).
    #[error("{}", render_problems(file, problems))]
    Invalid {
        file: PathBuf,
        problems: Vec<LocatedProblem>,
    },
}

impl ScriptError {
    /// The script file the error is about.
    pub fn file(&self) -> &std::path::Path {
        match self {
            ScriptError::Unreadable { file, .. }
            | ScriptError::Yaml { file, .. }
            | ScriptError::Invalid { file, .. } => file,
        }
    }

    /// The `problems` found in `text`, the file at `file`.
    pub fn invalid(file: &std::path::Path, text: &str, problems: FieldProblems) -> Self {
        ScriptError::Invalid {
            file: file.to_path_buf(),
            problems: problems.located_in(text),
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
        let repeated = regex::Regex::new(r" at line \d+ column \d+").expect("valid regex");
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
