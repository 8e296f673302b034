//! The commands behind the command line; each returns whether everything it
//! judged passed, or a `CommandError` when it could not do its job.

mod check_command;
mod command_error;
mod list_command;
mod reference_command;
mod run_command;
mod verify_command;

pub use command_error::CommandError;

use crate::build::Builder;
use crate::cli::{Cli, Command, ProgramArgs};
use crate::limits::Limits;
use crate::script_run::RunOptions;

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
        Command::Run(args) => run_command::run(args),
        Command::Check(args) => check_command::check(args),
        Command::Verify(args) => verify_command::verify(args),
        Command::Reference { game, args } => Ok(reference_command::play_reference(&game, args)),
    }
}

fn builder_for(args: &ProgramArgs) -> Builder {
    Builder::new(
        args.cache
            .clone()
            .unwrap_or_else(Builder::default_cache_root),
    )
}

fn run_options(args: &ProgramArgs, seed: Option<u64>) -> RunOptions {
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
        },
        seed,
        sandbox: args.sandbox.unwrap_or_default(),
    }
}
