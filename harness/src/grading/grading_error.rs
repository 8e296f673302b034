//! Why grading could not do its job (exit code 2), naming the folder, the
//! file or the student concerned.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum GradingError {
    #[error("{file}: {message}")]
    Manifest { file: PathBuf, message: String },
    #[error("cannot read the submissions folder {folder}: {source}")]
    Submissions {
        folder: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("two submissions are both named '{student}': {first} and {second}; rename one")]
    DuplicateStudent {
        student: String,
        first: PathBuf,
        second: PathBuf,
    },
    #[error("results folder {folder}: {source}")]
    Results {
        folder: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("results folder {folder} is being written by another `croupier grade` (it holds {lock}); wait for that one to finish, or give this one another --out")]
    ResultsBusy { folder: PathBuf, lock: PathBuf },
    #[error("{file} is not a croupier result: {message}")]
    NotAResult { file: PathBuf, message: String },
    #[error("{file} is a result for {found}, not {expected}")]
    OtherAssignment {
        file: PathBuf,
        found: String,
        expected: String,
    },
    #[error("'{student}' was graded differently in {first} and {second}")]
    ConflictingResults {
        student: String,
        first: PathBuf,
        second: PathBuf,
    },
    #[error("{0} holds no results (<student>.json files written by `croupier grade`)")]
    NoResults(PathBuf),
    #[error("cannot start {jobs} grading jobs: {message}")]
    Jobs { jobs: usize, message: String },
}
