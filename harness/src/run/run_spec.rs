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
    pub sandbox: Sandbox,
    /// Files outside the working directory the program appends to (the seed shim's report):
    /// made writable by the run's own user and visible inside a sandbox.
    pub shared_files: Vec<PathBuf>,
    /// croupier's own program (the reference games): it runs as croupier's user, since copying
    /// croupier for another user to run would cost more than it protects.
    pub trusted: bool,
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
            sandbox: Sandbox::default(),
            shared_files: Vec::new(),
            trusted: false,
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

/// What isolates the program beyond its own user, session and limits.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Sandbox {
    /// Nothing more: the program sees the machine's files and network.
    #[default]
    None,
    /// bubblewrap: no network, a read-only system, a tmpfs working directory capped at the file
    /// size limit.
    Bubblewrap,
}

/// What one run may use before croupier stops it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunLimits {
    /// Real time from start to end.
    pub wall: Duration,
    /// Bytes of output over all streams; the transcript keeps exactly this many.
    pub output_bytes: u64,
    /// CPU time of each process (RLIMIT_CPU, whole seconds, rounded up).
    pub cpu: Duration,
    /// RLIMIT_AS of a native program; a JVM (a program named `java`) is not given one, since it
    /// reserves its heap up front and would not start.
    pub address_space: u64,
    /// RLIMIT_FSIZE.
    pub file_size: u64,
    /// RLIMIT_NOFILE.
    pub open_files: u64,
    /// Processes and threads of the program at once (RLIMIT_NPROC of the run's own user).
    pub processes: u64,
}

impl Default for RunLimits {
    fn default() -> Self {
        RunLimits {
            wall: Duration::from_secs(10),
            output_bytes: 1 << 20,
            cpu: Duration::from_secs(10),
            address_space: 512 << 20,
            file_size: 16 << 20,
            open_files: 64,
            processes: 64,
        }
    }
}
