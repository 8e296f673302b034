//! Judging a script's run: the checks every assignment has (`runs`,
//! `prompts`) and, per assignment, the rule checks on what the program printed.

mod check_outcome;
mod prompts_check;
mod runs_check;

pub use check_outcome::{CheckOutcome, CheckStatus, TranscriptLine};
pub use prompts_check::{check_prompts, PROMPTS};
pub use runs_check::{check_runs, RUNS};

use crate::assignment::Assignment;
use crate::script_run::ScriptRun;

/// The check ids croupier can judge today for `assignment`, in report order.
pub fn implemented_checks(_assignment: &Assignment) -> Vec<&'static str> {
    vec![RUNS, PROMPTS]
}

/// Every implemented check the script asks for, judged on its run.
pub fn judge(assignment: &Assignment, run: &ScriptRun) -> Vec<CheckOutcome> {
    implemented_checks(assignment)
        .into_iter()
        .filter(|id| run.script.runs_check(id))
        .map(|id| match id {
            RUNS => check_runs(run),
            _ => check_prompts(run),
        })
        .collect()
}
