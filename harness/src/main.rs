//! The `croupier` binary: parse the command line, run the command, map the
//! result to an exit code (0 passed, 1 failed, 2 croupier could not do its job).

use std::process::ExitCode;

use clap::Parser;
use croupier::cli::Cli;
use croupier::commands::{self, CommandError, Outcome};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match commands::run(cli) {
        Ok(Outcome::Passed) => ExitCode::SUCCESS,
        Ok(Outcome::Failed) => ExitCode::from(1),
        Ok(Outcome::Exit(code)) => ExitCode::from(code),
        // A reader that stopped early (`croupier run ... | head`) is not a failure.
        Err(CommandError::Output(error)) if error.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}
