//! `prompts`: every `expect` of the script was met by what the program
//! printed before the input it belongs to.

use super::CheckOutcome;
use crate::script_run::ScriptRun;

pub const PROMPTS: &str = "prompts";

pub fn check_prompts(run: &ScriptRun) -> CheckOutcome {
    if run.expectations.is_empty() {
        return CheckOutcome::skip(PROMPTS, "this script expects no particular output");
    }
    let unmet: Vec<_> = run
        .expectations
        .iter()
        .filter(|outcome| !outcome.met)
        .collect();
    let Some(first) = unmet.first() else {
        return CheckOutcome::pass(
            PROMPTS,
            format!("all {} expected prompts appeared", run.expectations.len()),
        );
    };
    // The output judged came before input number `after_inputs + 1`: that
    // input's line is where the prompt should have been.
    let line = run
        .input_lines
        .get(first.after_inputs)
        .and_then(|&number| run.line(number))
        .or_else(|| run.last_line());
    let seen = first
        .seen
        .trim_end()
        .lines()
        .last()
        .unwrap_or("")
        .trim()
        .to_string();
    let more = if unmet.len() > 1 {
        format!(" ({} more unmet)", unmet.len() - 1)
    } else {
        String::new()
    };
    CheckOutcome::fail(
        PROMPTS,
        format!(
            "step {} expected the program to print {} before this input{more}",
            first.step, first.expected
        ),
    )
    .at(line)
    .expected(format!("output containing {}", first.expected))
    .seen(if seen.is_empty() {
        "no output".to_string()
    } else {
        seen
    })
    .help("the wording of a prompt may differ, but it must say what it asks for")
}
