//! Why croupier could not attempt a build (a failed compile is a result, not
//! one of these).

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("the {language} compiler '{compiler}' was not found on PATH (it is set by `{field}` in {assignment_file}); install it, e.g. `apt-get install {package}`")]
    MissingCompiler {
        language: &'static str,
        compiler: String,
        field: &'static str,
        assignment_file: PathBuf,
        package: &'static str,
    },
    #[error("`{field}` in {assignment_file} is empty: it must name a command")]
    EmptyCommand {
        field: &'static str,
        assignment_file: PathBuf,
    },
    #[error("build cache {path}: {source}")]
    Cache {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot read source {path}: {source}")]
    Source {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot start {command}: {source}")]
    Spawn {
        command: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the croupier executable cannot be found to run the reference: {0}")]
    CurrentExe(std::io::Error),
}
