//! The command line (DESIGN.md's contract): `list`, `run`, `check`, and the
//! hidden `__reference` that runs a built-in reference game.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::report::ReportFormat;
use crate::run::{DriverKind, Sandbox};

#[derive(Debug, Parser)]
#[command(
    name = "croupier",
    version,
    about = "Drive console game assignments through scripts and judge them against the rules",
    after_help = "Exit codes: 0 every check passed; 1 a check failed or the submission did not build; 2 croupier could not do its job."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the assignments, their checks and built-in scripts.
    List,
    /// Play one script against a program and print the transcript.
    Run(RunArgs),
    /// Run scripts against a program and judge every check.
    Check(CheckArgs),
    /// Judge a saved transcript without running anything.
    Verify(VerifyArgs),
    /// Run a built-in reference game (how `reference` programs are started).
    #[command(name = "__reference", hide = true)]
    Reference {
        game: String,
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<OsString>,
    },
}

/// What a program is and how to run it, shared by `run` and `check`.
#[derive(Debug, Args)]
pub struct ProgramArgs {
    /// The assignment: ceelo, war, ludo, jawbone or craps.
    pub assignment: String,
    /// A .c or .java file or folder, an executable, or `reference`; or give a command after `--`.
    pub program: Option<String>,
    /// Run through a pseudo-terminal (what a person sees) or plain pipes.
    #[arg(long, value_parser = parse_driver, default_value = "pty")]
    pub driver: DriverKind,
    /// Wall-clock limit of each run (e.g. 10s, 500ms), over the script's and assignment's.
    #[arg(long, value_name = "DURATION", value_parser = crate::limits::parse_duration)]
    pub time: Option<std::time::Duration>,
    /// Output limit of each run (e.g. 1MiB).
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_size)]
    pub output: Option<u64>,
    /// CPU time of each process of a run (e.g. 5s; whole seconds, rounded up).
    #[arg(long, value_name = "DURATION", value_parser = crate::limits::parse_duration)]
    pub cpu: Option<std::time::Duration>,
    /// Memory of a run: address space of a native program, -Xmx of a Java one (e.g. 256MiB).
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_size)]
    pub memory: Option<u64>,
    /// Largest file a run may write (e.g. 16MiB).
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_size)]
    pub file_size: Option<u64>,
    /// Descriptors a run may hold open.
    #[arg(long, value_name = "COUNT", value_parser = crate::limits::parse_count)]
    pub open_files: Option<u64>,
    /// Processes and threads a run may have at once.
    #[arg(long, value_name = "COUNT", value_parser = crate::limits::parse_count)]
    pub processes: Option<u64>,
    /// Run each program inside a sandbox as well: `bwrap` (bubblewrap: no network, read-only
    /// system, a size-capped temporary working directory).
    #[arg(long, value_name = "KIND", value_parser = parse_sandbox)]
    pub sandbox: Option<Sandbox>,
    /// Replace some of the assignment's output patterns: a YAML file with a
    /// `patterns:` map of pattern name to regex.
    #[arg(long, value_name = "FILE")]
    pub patterns: Option<PathBuf>,
    /// Build cache folder (default: $CROUPIER_CACHE, else ~/.cache/croupier).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
    /// The program as a command line, e.g. `-- python3 game.py`.
    #[arg(last = true)]
    pub command: Vec<OsString>,
}

#[derive(Debug, Args)]
pub struct RunArgs {
    #[command(flatten)]
    pub program: ProgramArgs,
    /// The script: a .yaml file, or the name of a built-in script.
    #[arg(long)]
    pub script: String,
    /// Replace the script's seed.
    #[arg(long)]
    pub seed: Option<u64>,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    #[command(flatten)]
    pub program: ProgramArgs,
    /// Scripts to run: a file or folder each time; `default` is the built-in set (the default).
    #[arg(long = "scripts", value_name = "PATH")]
    pub scripts: Vec<String>,
    /// Report format: text or json.
    #[arg(long, default_value = "text")]
    pub format: ReportFormat,
}

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The assignment: ceelo, war, ludo, jawbone or craps.
    pub assignment: String,
    /// A saved transcript: what the program printed, with the answers typed.
    pub transcript: PathBuf,
    /// Report format: text or json.
    #[arg(long, default_value = "text")]
    pub format: ReportFormat,
    /// Replace some of the assignment's output patterns (see `check --patterns`).
    #[arg(long, value_name = "FILE")]
    pub patterns: Option<PathBuf>,
    /// The seed the transcript was made with, if known.
    #[arg(long)]
    pub seed: Option<u64>,
}

fn parse_sandbox(text: &str) -> Result<Sandbox, String> {
    match text {
        "bwrap" => Ok(Sandbox::Bubblewrap),
        "none" => Ok(Sandbox::None),
        other => Err(format!(
            "unknown sandbox '{other}' (expected bwrap or none)"
        )),
    }
}

fn parse_driver(text: &str) -> Result<DriverKind, String> {
    match text {
        "pty" => Ok(DriverKind::Pty),
        "pipe" => Ok(DriverKind::Pipe),
        other => Err(format!("unknown driver '{other}' (expected pty or pipe)")),
    }
}
