//! What to run and under which conditions: program, arguments, environment, driver, limits.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// One program to run once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunSpec {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    /// The whole environment of the program: nothing is inherited from croupier's.
    pub env: Vec<(OsString, OsString)>,
    /// Where the program starts; it must exist, and the caller owns (and removes) it.
    pub working_dir: PathBuf,
    pub driver: DriverKind,
    pub limits: RunLimits,
}

impl RunSpec {
    /// A run of `program` in `working_dir` with no arguments, an empty environment, the PTY
    /// driver and the default limits.
    pub fn new(program: impl Into<PathBuf>, working_dir: impl Into<PathBuf>) -> Self {
        RunSpec {
            program: program.into(),
            args: Vec::new(),
            env: Vec::new(),
            working_dir: working_dir.into(),
            driver: DriverKind::default(),
            limits: RunLimits::default(),
        }
    }
}

/// How the program's standard streams are connected.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum DriverKind {
    /// A pseudo-terminal: the program sees a terminal, so C stdio shows a prompt printed without a
    /// newline before it reads. stdout and stderr arrive merged.
    #[default]
    Pty,
    /// Three pipes: stdout and stderr recorded apart, interleaved in arrival order (writes to the
    /// two closer together than croupier reads them come stdout first). C stdio fully buffers a
    /// pipe, so a C program's prompts may only show up when it exits.
    Pipe,
}

/// What one run may use before croupier stops it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunLimits {
    /// Real time from start to end.
    pub wall: Duration,
    /// Bytes of output over all streams; the transcript keeps exactly this many.
    pub output_bytes: u64,
}

impl Default for RunLimits {
    fn default() -> Self {
        RunLimits {
            wall: Duration::from_secs(10),
            output_bytes: 1 << 20,
        }
    }
}
