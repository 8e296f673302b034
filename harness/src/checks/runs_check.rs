//! `runs`: the program started, ended by itself, and hit no limit.

use super::display_request::{display_request, OPENS_A_WINDOW};
use super::{CheckOutcome, JavaException};
use crate::script_run::ScriptRun;
use crate::transcript::Verdict;

pub const RUNS: &str = "runs";

pub fn check_runs(run: &ScriptRun) -> CheckOutcome {
    let end = &run.transcript.end;
    if end.verdict == Verdict::Ok {
        return CheckOutcome::pass(
            RUNS,
            format!(
                "ran and exited normally in {:.2} s",
                end.duration.as_secs_f64()
            ),
        );
    }
    if let Some(line) = display_request(&run.text) {
        return CheckOutcome::fail(RUNS, OPENS_A_WINDOW)
            .expected("a console program: its output printed, its input read from the keyboard")
            .seen(line.text.trim().to_string())
            .at(Some(line))
            .help("grading runs with no screen to open a window on, as a console game is played");
    }
    let help = match end.verdict {
        Verdict::NeedsMoreInput => match &run.unanswered_prompt {
            Some(_) if run.stopped_because.is_some() => "the program asked for something the game does not ask at that point: what came before is judged, nothing after",
            Some(_) => "no answer rule of the script matches this prompt: is it worded as the assignment asks?",
            None => "the program asked for more input than the script gives: if it asked again after a valid answer, it did not accept that answer",
        },
        Verdict::Timeout => "it did not finish in time: look for an endless loop, or a read that the end of input does not stop",
        Verdict::Crash => "it stopped with an error: run it yourself with the same input to see where",
        Verdict::OutputLimit => "it printed far more than a game needs: look for a loop that prints without end",
        Verdict::MemoryLimit => "it used more memory than allowed: look for unbounded allocation or recursion",
        Verdict::BuildError | Verdict::Ok => "",
    };
    let thrown = (end.verdict == Verdict::Crash)
        .then(|| JavaException::last_in(&run.text))
        .flatten();
    let (seen, line) = match thrown {
        Some(exception) => (
            format!("{}: {}", end.detail, exception.summary()),
            Some(exception.line),
        ),
        None => (end.detail.clone(), run.last_line()),
    };
    CheckOutcome::fail(RUNS, seen.clone())
        .at(line)
        .expected("the program ends by itself after the script's last input")
        .seen(seen)
        .help(help)
}
