//! Failures of croupier itself while running a program (never a verdict on the program).

use std::io;
use std::path::PathBuf;

/// Why croupier could not run a program; a program that misbehaves gets a verdict instead.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("could not open a pseudo-terminal to run the program in: {source}")]
    OpenTerminal { source: io::Error },
    #[error("could not create pipes for the program's input and output: {source}")]
    CreatePipes { source: io::Error },
    #[error("could not start {} in {}: {source}", program.display(), working_dir.display())]
    Spawn {
        program: PathBuf,
        working_dir: PathBuf,
        source: io::Error,
    },
    /// Reading output, writing input or waiting for the program failed in an unexpected way.
    #[error("lost contact with the program while {action}: {source}")]
    Contact {
        action: &'static str,
        source: io::Error,
    },
}
