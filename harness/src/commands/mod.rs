//! The commands behind the command line; each returns whether everything it
//! judged passed, or a `CommandError` when it could not do its job.

mod check_command;
mod command_error;
mod grade_command;
mod lint_command;
mod list_command;
mod merge_command;
mod reference_command;
mod run_command;
mod verify_command;

pub use command_error::CommandError;

use std::path::{Path, PathBuf};

use crate::assignment::Assignment;
use crate::build::Builder;
use crate::cli::{Cli, Command, RunSettings};
use crate::limits::Limits;
use crate::script::Script;
use crate::script_run::RunOptions;
use crate::script_selection::{select_scripts, ScriptSelectionError};

/// How a command ended, for the exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Exit 0.
    Passed,
    /// Exit 1: a check failed, a run went wrong, or the build failed.
    Failed,
    /// The reference game's own exit code.
    Exit(u8),
}

pub fn run(cli: Cli) -> Result<Outcome, CommandError> {
    match cli.command {
        Command::List => list_command::list(),
        Command::Lint(args) => lint_command::lint(args),
        Command::Run(args) => run_command::run(args),
        Command::Check(args) => check_command::check(args),
        Command::Verify(args) => verify_command::verify(args),
        Command::Grade(args) => grade_command::grade(args),
        Command::Merge(args) => merge_command::merge(args),
        Command::Reference { game, args } => Ok(reference_command::play_reference(&game, args)),
    }
}

/// The assignment `name`: the built-in one, or a course's own `assignment.yaml`
/// for it, with an instructor's pattern overrides on top.
fn load_assignment(
    name: &str,
    assignment_file: Option<&Path>,
    patterns: Option<&Path>,
) -> Result<Assignment, CommandError> {
    let mut assignment = Assignment::builtin(name)?;
    if let Some(file) = assignment_file {
        assignment = Assignment::load(name, file)?;
    }
    if let Some(file) = patterns {
        assignment.override_patterns(file)?;
    }
    Ok(assignment)
}

/// The builder of every command that builds or runs; first, what dead croupiers left behind
/// (run folders, shim files, half-made builds) is removed.
fn builder_for(args: &RunSettings) -> Builder {
    use crate::stale_temp_files::{
        remove_stale, BUILDING, BUILD_FOLDER, DRAW_LOG, RUN_FOLDER, SHIM_PLAN,
    };
    let cache_root = cache_root(args);
    remove_stale(
        &std::env::temp_dir(),
        &[RUN_FOLDER, DRAW_LOG, SHIM_PLAN, BUILD_FOLDER],
    );
    remove_stale(&cache_root, &[BUILDING]);
    // A build is sandboxed as the runs are.
    Builder::new(cache_root).with_sandbox(args.sandbox.unwrap_or_default())
}

fn cache_root(args: &RunSettings) -> PathBuf {
    args.cache
        .clone()
        .unwrap_or_else(Builder::default_cache_root)
}

fn run_options(args: &RunSettings, seed: Option<u64>) -> RunOptions {
    RunOptions {
        driver: args.driver,
        limits: Limits {
            time: args.time,
            output: args.output,
            cpu: args.cpu,
            memory: args.memory,
            file_size: args.file_size,
            open_files: args.open_files,
            processes: args.processes,
            judge_time: args.judge_time,
        },
        seed,
        cache_root: cache_root(args),
        sandbox: args.sandbox.unwrap_or_default(),
    }
}

/// Write a rendering to stdout; ANSI colours pass only to a terminal.
fn print(rendered: &str) -> Result<(), CommandError> {
    use std::io::Write;
    let mut out = anstream::stdout().lock();
    out.write_all(rendered.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// `--scripts` then `--hidden-scripts`, the latter marked hidden.
fn graded_scripts(
    assignment: &Assignment,
    scripts: &[String],
    hidden_scripts: &[String],
) -> Result<Vec<Script>, ScriptSelectionError> {
    let mut selected = select_scripts(assignment, scripts)?;
    if !hidden_scripts.is_empty() {
        let mut hidden = select_scripts(assignment, hidden_scripts)?;
        for script in &mut hidden {
            script.hidden = true;
        }
        selected.extend(hidden);
    }
    for script in &selected {
        if let Some(warning) = missing_seed_warning(assignment, script) {
            eprintln!("warning: {warning}");
        }
    }
    Ok(selected)
}

/// A script without `seed:` in a game whose seed croupier pins runs on the
/// clock: no run of it can be reproduced.
pub fn missing_seed_warning(assignment: &Assignment, script: &Script) -> Option<String> {
    (script.seed.is_none() && assignment.seeding == crate::assignment::Seeding::Pinned).then(|| {
        format!(
            "{}: no `seed:`, so {}'s draws come from the clock and no run of this script can be reproduced; give it a seed",
            script.path.display(),
            assignment.name
        )
    })
}
