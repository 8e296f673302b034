//! Judging a script's run: the checks every assignment has (`runs`,
//! `prompts`) and, per assignment, the rule checks that read game events out
//! of what the program printed and replay them through the reference rules.

pub mod ceelo;
mod check_findings;
mod check_outcome;
pub mod craps;
mod display_request;
mod draw_alignment;
mod draws_check;
pub mod exact_replay;
mod java_exception;
pub mod jawbone;
mod judge_deadline;
mod judge_input;
pub mod ludo;
mod patterns;
mod prompts_check;
#[cfg(test)]
pub(crate) mod recorded_run;
mod runs_check;
mod transcript_view;
pub mod war;

pub use check_findings::{counted, nothing_read, CheckFindings, NothingJudged};
pub use check_outcome::{CheckOutcome, CheckStatus, TranscriptLine};
pub use draw_alignment::{words_mostly_disagree, DrawAlignment};
pub use draws_check::{check_draws, shown_draw_offset, DRAWS};
pub use exact_replay::{judge_exact_replay, ReferenceRuns, EXACT_REPLAY};
pub use java_exception::JavaException;
pub use judge_deadline::{JudgeDeadline, DEFAULT_JUDGE_TIME};
pub use judge_input::{GameJudge, JudgeInput};
pub use patterns::{PatternError, PatternMatch, Patterns};
pub use prompts_check::{check_prompts, PROMPTS};
pub use runs_check::{check_runs, RUNS};
pub use transcript_view::TranscriptView;

use crate::assignment::{game_checks, Assignment};
use crate::script_run::ScriptRun;
use crate::transcript::Verdict;
use exact_replay::ReferencePlay;

/// The judge of an assignment's game checks, once it has one.
pub fn game_judge(assignment: &str) -> Option<GameJudge> {
    match assignment {
        "ceelo" => Some(ceelo::judge_ceelo),
        "jawbone" => Some(jawbone::judge_jawbone),
        "war" => Some(war::judge_war),
        "ludo" => Some(ludo::judge_ludo),
        "craps" => Some(craps::judge_craps),
        _ => None,
    }
}

/// The check ids croupier can judge for `assignment`, in report order:
/// `exact-replay` last, as it judges the whole game at once (and skips,
/// with its reason, wherever the draws cannot be pinned).
pub fn implemented_checks(assignment: &Assignment) -> Vec<&'static str> {
    let mut ids = vec![RUNS, PROMPTS, DRAWS];
    if game_judge(&assignment.game).is_some() {
        ids.extend(game_checks(&assignment.game).unwrap_or(&[]));
    }
    ids.push(EXACT_REPLAY);
    ids
}

/// Every implemented check the script asks for, judged on its run and, where
/// the reference could play the script, against its game.
pub fn judge(
    assignment: &Assignment,
    run: &ScriptRun,
    expected: Option<&ReferencePlay>,
    deadline: &JudgeDeadline,
) -> Vec<CheckOutcome> {
    let mut outcomes = vec![check_runs(run), check_prompts(run)];
    if let Some(judge_game) = game_judge(&assignment.game) {
        let read = crate::reading::with_pictures_read(&run.text);
        let input = JudgeInput {
            view: TranscriptView::read_as(&run.text, &read),
            patterns: &assignment.patterns,
            builtin_patterns: Assignment::builtin_patterns(&assignment.name),
            rules: &assignment.rules,
            seed: run.seed,
            dice: &run.rigged,
            complete: run.transcript.end.verdict == Verdict::Ok,
            behaviour: &run.behaviour,
            expected,
            deadline,
        };
        outcomes.extend(judged_in_time([DRAWS], &input, |input| {
            vec![check_draws(&assignment.game, input)]
        }));
        let game = game_checks(&assignment.game).unwrap_or(&[]);
        outcomes.extend(judged_in_time(game.iter().copied(), &input, judge_game));
    }
    outcomes.retain(|outcome| run.script.runs_check(&outcome.id));
    outcomes
}

/// The outcomes of `checks`, judged by `judge` unless the deadline has
/// passed before it starts or while it reads (then what it read is partial,
/// and each of them is not judged).
pub fn judged_in_time<'a>(
    checks: impl IntoIterator<Item = &'a str>,
    input: &JudgeInput<'_>,
    judge: impl FnOnce(&JudgeInput<'_>) -> Vec<CheckOutcome>,
) -> Vec<CheckOutcome> {
    let checks: Vec<&str> = checks.into_iter().collect();
    let outcomes = if input.deadline.passed() {
        Vec::new()
    } else {
        judge(input)
    };
    if input.deadline.cut_short() {
        return checks
            .iter()
            .map(|id| input.deadline.not_judged(id))
            .collect();
    }
    outcomes
}
