//! `exact-replay`: the student's game is the reference's under the same
//! seed, rigged draws and answers: the same faces drawn and input asked for
//! at the same points, whatever the program prints around them; where it is
//! not, the first move that differs, with both transcript lines.

mod dialogue_replay;
mod reference_runs;
mod replay_eligibility;
mod replay_events;

pub use dialogue_replay::{compare_dialogues, PlayedGame};
pub use reference_runs::{ReferencePlay, ReferenceRuns};
pub use replay_eligibility::replay_skip_reason;
pub use replay_events::{comparable_streams, ReplayEvent, ReplayEventAt, ReplayGame};

use crate::assignment::Assignment;
use crate::checks::{CheckOutcome, CheckStatus};
use crate::script_run::ScriptRun;
use crate::transcript::Verdict;

pub const EXACT_REPLAY: &str = "exact-replay";

/// Judge `run` against the reference's play of the same script (`Err`:
/// why the reference could not play it).
pub fn judge_exact_replay(
    assignment: &Assignment,
    run: &ScriptRun,
    reference: Result<&ReferencePlay, &str>,
) -> CheckOutcome {
    if let Some(reason) = replay_skip_reason(run) {
        return CheckOutcome::skip(
            EXACT_REPLAY,
            format!("not compared with the reference: {reason}"),
        );
    }
    let reference = match reference {
        Ok(reference) => reference,
        Err(reason) => {
            return CheckOutcome::error(
                EXACT_REPLAY,
                format!("croupier could not play the reference on this script: {reason}"),
            )
        }
    };
    let outcome = compare_dialogues(
        PlayedGame {
            assignment: &assignment.game,
            rules: &assignment.rules,
            text: &run.text,
            behaviour: &run.behaviour,
        },
        PlayedGame {
            assignment: &assignment.game,
            rules: &assignment.rules,
            text: &reference.text,
            behaviour: &reference.behaviour,
        },
        run.transcript.end.verdict == Verdict::Ok,
    );
    // A run the script stopped at a wrong turn (the program asked for what
    // the game does not ask there) parted from the reference's game there:
    // the moves before it were the same, the request was not.
    let outcome = match (&run.stopped_because, outcome.status) {
        (Some(reason), CheckStatus::Skip) => CheckOutcome::fail(
            EXACT_REPLAY,
            format!("the game parted from the reference's where {reason}"),
        )
        .at(run.last_line())
        .expected("the reference's next move at that point")
        .seen("another request"),
        _ => outcome,
    };
    let reference = crate::shell_command::ShellCommand::new([
        "croupier".to_string(),
        "run".to_string(),
        assignment.name.clone(),
        "reference".to_string(),
        "--script".to_string(),
        run.script.path.display().to_string(),
    ]);
    outcome.help(format!(
        "both games had the same seed, draws and answers; see the reference's with: {reference}"
    ))
}
