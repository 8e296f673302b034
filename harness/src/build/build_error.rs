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
    #[error("cannot build with `{command}`: {source}")]
    Compiler {
        command: String,
        #[source]
        source: crate::run::RunError,
    },
    #[error("cannot prepare the build's folder under the temp dir: {source}")]
    Workspace {
        #[source]
        source: std::io::Error,
    },
    /// croupier is root and would have had to compile the submission as root.
    #[error("the build was not started: {0}; croupier does not compile a submission as root (wait for the other runs, or widen CROUPIER_UIDS)")]
    NotContained(#[source] crate::run::BuildAccountError),
    #[error("the croupier executable cannot be found to run the reference: {0}")]
    CurrentExe(std::io::Error),
}
