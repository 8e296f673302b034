//! Running a game as a program: arguments in, a console over stdin/stdout,
//! end of input turned into a message and a clean exit.

use std::ffi::OsString;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use crate::console::{Console, ConsoleError, ConsoleResult};
use crate::rules_file::RulesError;

/// A reference game as a console program: its arguments, and how it plays.
pub trait Program: clap::Parser {
    /// Read the rules its arguments name (`--assignment-file`), before play.
    fn load_rules(&mut self) -> Result<(), RulesError> {
        Ok(())
    }

    /// Play until the game (or the player) ends it.
    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()>;
}

/// Said when standard input ends before the game does.
pub const END_OF_INPUT_MESSAGE: &str = "Input ended before the game did. Goodbye.";

/// The whole program over the process's stdin and stdout.
pub fn main<P: Program>() -> ExitCode {
    run_with_args::<P>(std::env::args_os())
}

/// The whole program with explicit arguments (the first is the program name),
/// over the process's stdin and stdout. croupier's built-in `reference`
/// program comes through here.
pub fn run_with_args<P: Program>(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    if crate::run_confinement::started_inside_a_run() {
        eprintln!("error: {}", crate::run_confinement::REFUSAL);
        return ExitCode::from(2);
    }
    let mut program = match P::try_parse_from(args) {
        Ok(program) => program,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    if let Err(error) = program.load_rules() {
        eprintln!("error: {error}");
        return ExitCode::from(2);
    }
    let stdin = io::stdin();
    let mut console = Console::new(stdin.lock(), io::stdout().lock());
    finish(program.play(&mut console), &mut console)
}

/// Map how a game ended to an exit code: end of input is a clean end with a
/// message; a closed stdout is not worth a panic; other I/O errors exit 1.
pub fn finish<R: BufRead, W: Write>(
    result: ConsoleResult<()>,
    console: &mut Console<R, W>,
) -> ExitCode {
    match result {
        Ok(()) => {
            let _ = console.flush();
            ExitCode::SUCCESS
        }
        Err(ConsoleError::EndOfInput) => {
            let _ = console.say("");
            let _ = console.say(END_OF_INPUT_MESSAGE);
            let _ = console.flush();
            ExitCode::SUCCESS
        }
        Err(ConsoleError::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(ConsoleError::Io(error)) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
