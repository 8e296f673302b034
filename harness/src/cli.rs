//! The command line (DESIGN.md's contract): `list`, `run`, `check`, `lint`,
//! `verify`, `grade`, `merge`, and the hidden `__reference` that runs a built-in
//! reference game.

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
    /// Play scripts with the reference and say, per script, whether it passes them.
    #[command(after_help = LINT_HELP)]
    Lint(LintArgs),
    /// Judge a saved transcript without running anything.
    Verify(VerifyArgs),
    /// Check every submission of a class, in parallel, into a results folder and a gradebook.
    #[command(after_help = GRADE_HELP)]
    Grade(GradeArgs),
    /// Join results folders (shards of one class) into one gradebook.
    #[command(after_help = MERGE_HELP)]
    Merge(MergeArgs),
    /// Run a built-in reference game (how `reference` programs are started).
    #[command(name = "__reference", hide = true)]
    Reference {
        game: String,
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<OsString>,
    },
}

const GRADE_HELP: &str = "\
Each student is a subfolder, a single .c/.java file or an executable of <SUBMISSIONS>.
Each result is written to <OUT>/<student>.json as soon as it is known, so an interrupted run
loses nothing: run again and the students already graded are skipped (unless --force).
At the end <OUT>/gradebook.csv holds one row per student, and a summary is printed.

Exit codes: 0 every student was graded (whatever their grades); 2 croupier could not do its
job (bad arguments, unknown assignment, or a student it could not grade, named on stderr;
run again to retry those).";

const LINT_HELP: &str = "\
A script the reference itself fails (a mistyped `expect:`, inputs the game never asks for, a
wrong `until`) would charge every student for the script's mistake: lint says so first, with
the failing check's message, the line and the command that shows the reference's run.

Exit codes: 0 the reference passes every script; 1 it fails some script; 2 a script cannot
be read (every error of it is listed) or croupier could not do its job.";

const MERGE_HELP: &str = "\
Joins the <student>.json files of results folders made by `grade --shard i/n` (or by
separate runs) into --out, with one gradebook.csv for them all.

Exit codes: 0 merged; 2 a folder held no results, results of another assignment, or one
student graded differently in two folders.";

/// What a program is and how to run it, shared by `run` and `check`.
#[derive(Debug, Args)]
pub struct ProgramArgs {
    /// The assignment: ceelo, war, ludo, jawbone or craps.
    pub assignment: String,
    /// A .c or .java file or folder, an executable, or `reference`; or give a command after `--`.
    pub program: Option<String>,
    #[command(flatten)]
    pub settings: RunSettings,
    /// The program as a command line, e.g. `-- python3 game.py`.
    #[arg(last = true)]
    pub command: Vec<OsString>,
}

/// How programs are built and run, shared by `run`, `check` and `grade`.
#[derive(Debug, Args)]
pub struct RunSettings {
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
    /// How much processor time judging one run may take (default 10s; ten times it of wall
    /// time at most); the checks not judged by then are not judged (they score nothing and are
    /// flagged for review).
    #[arg(long, value_name = "DURATION", value_parser = crate::limits::parse_duration)]
    pub judge_time: Option<std::time::Duration>,
    /// Run each program inside a sandbox as well: `bwrap` (bubblewrap: no network, read-only
    /// system, a size-capped temporary working directory).
    #[arg(long, value_name = "KIND", value_parser = parse_sandbox)]
    pub sandbox: Option<Sandbox>,
    /// Replace some of the assignment's output patterns: a YAML file with a
    /// `patterns:` map of pattern name to regex.
    #[arg(long, value_name = "FILE")]
    pub patterns: Option<PathBuf>,
    /// Use this assignment.yaml instead of the built-in one (a course's copy of
    /// fixtures/<assignment>/assignment.yaml with its own weights, visibility, limits, build
    /// commands or patterns).
    #[arg(long, value_name = "FILE")]
    pub assignment_file: Option<PathBuf>,
    /// Build cache folder (default: $CROUPIER_CACHE, else ~/.cache/croupier).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
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
    /// Scripts to run: a file, a folder of them or a built-in script's name each time; `default` is the built-in set (the default).
    #[arg(long = "scripts", value_name = "PATH")]
    pub scripts: Vec<String>,
    /// Scripts that count like the others but whose details students see only
    /// once grades are published (a file or folder each time).
    #[arg(long = "hidden-scripts", value_name = "PATH")]
    pub hidden_scripts: Vec<String>,
    /// Report format: text, json, csv, junit, gradescope or html.
    #[arg(long, default_value = "text")]
    pub format: ReportFormat,
}

#[derive(Debug, Args)]
pub struct LintArgs {
    /// The assignment: ceelo, war, ludo, jawbone or craps.
    pub assignment: String,
    /// Scripts: a file, a folder of them or a built-in script's name each; `default` (or none)
    /// is the built-in set.
    #[arg(value_name = "SCRIPT")]
    pub scripts: Vec<String>,
    #[command(flatten)]
    pub settings: RunSettings,
}

#[derive(Debug, Args)]
pub struct GradeArgs {
    /// The assignment: ceelo, war, ludo, jawbone or craps.
    pub assignment: String,
    /// A folder with one subfolder, single .c/.java file or executable per student.
    pub submissions: PathBuf,
    /// Scripts to run: a file, a folder of them or a built-in script's name each time; `default` is the built-in set (the default).
    #[arg(long = "scripts", value_name = "PATH")]
    pub scripts: Vec<String>,
    /// Scripts that count like the others but whose details students see only
    /// once grades are published (a file or folder each time).
    #[arg(long = "hidden-scripts", value_name = "PATH")]
    pub hidden_scripts: Vec<String>,
    /// Students graded at once (default: the number of cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// Results folder: <OUT>/<student>.json, <OUT>/gradebook.csv and <OUT>/report.html.
    #[arg(long, value_name = "DIR", default_value = "croupier-grades")]
    pub out: PathBuf,
    /// Grade students that already have a result in --out again.
    #[arg(long)]
    pub force: bool,
    /// A manifest of sample submissions and the checks each must fail: after grading, say
    /// whether every one graded so ("all as expected"), else name each that did not (exit 1).
    #[arg(long, value_name = "MANIFEST")]
    pub expect: Option<PathBuf>,
    /// Grade only slice I of N (students sorted by name, those with index % N == I-1).
    #[arg(long, value_name = "I/N", value_parser = crate::grading::Shard::parse)]
    pub shard: Option<crate::grading::Shard>,
    /// What to print at the end: text (summary), json (every report), csv (the
    /// gradebook), junit (a suite per student), gradescope (results per student) or
    /// html (the class page, also written to <OUT>/report.html).
    #[arg(long, default_value = "text")]
    pub format: ReportFormat,
    #[command(flatten)]
    pub settings: RunSettings,
}

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// Results folders made by `grade` (e.g. one per shard).
    #[arg(required = true)]
    pub folders: Vec<PathBuf>,
    /// Where the joined results and gradebook.csv go.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// What to print: text (summary), json, csv, junit, gradescope or html (as `grade`).
    #[arg(long, default_value = "text")]
    pub format: ReportFormat,
}

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The assignment: ceelo, war, ludo, jawbone or craps.
    pub assignment: String,
    /// A saved transcript: what the program printed, with the answers typed.
    pub transcript: PathBuf,
    /// Report format: text, json, csv, junit, gradescope or html.
    #[arg(long, default_value = "text")]
    pub format: ReportFormat,
    /// Replace some of the assignment's output patterns (see `check --patterns`).
    #[arg(long, value_name = "FILE")]
    pub patterns: Option<PathBuf>,
    /// Use this assignment.yaml instead of the built-in one (see `check --assignment-file`).
    #[arg(long, value_name = "FILE")]
    pub assignment_file: Option<PathBuf>,
    /// The seed the transcript was made with, if known.
    #[arg(long)]
    pub seed: Option<u64>,
    /// How much processor time judging the transcript may take (default 10s; ten times it of
    /// wall time at most); the checks not judged by then are not judged.
    #[arg(long, value_name = "DURATION", value_parser = crate::limits::parse_duration)]
    pub judge_time: Option<std::time::Duration>,
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
