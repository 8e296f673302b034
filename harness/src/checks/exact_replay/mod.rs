//! `exact-replay`: the student's game, read as events, equals the
//! reference's under the same seed, rigged draws and answers; where it does
//! not, the first difference with both events and both transcript lines.

mod first_divergence;
mod reference_runs;
mod replay_eligibility;
mod replay_events;

pub use first_divergence::{first_divergence, Divergence};
pub use reference_runs::{ReferencePlay, ReferenceRuns};
pub use replay_eligibility::{comparable_game, reference_skip_reason};
pub use replay_events::{comparable_streams, ReplayEvent, ReplayEventAt, ReplayGame};

use crate::assignment::Assignment;
use crate::checks::{CheckOutcome, Patterns, TranscriptView};
use crate::script_run::ScriptRun;
use crate::transcript::Verdict;

pub const EXACT_REPLAY: &str = "exact-replay";

/// Judge `run` against the reference's play of the same script, which
/// `reference_runs` holds or `play_reference` makes (once per script).
pub fn judge_exact_replay(
    assignment: &Assignment,
    run: &ScriptRun,
    reference_runs: &ReferenceRuns,
    play_reference: impl FnOnce() -> Result<ScriptRun, String>,
) -> CheckOutcome {
    let script = &run.script;
    let game = match comparable_game(
        ReplayGame::of(&assignment.name),
        &run.kind,
        &run.randomness,
        &script.dice,
    ) {
        Ok(game) => game,
        Err(reason) => {
            return CheckOutcome::skip(
                EXACT_REPLAY,
                format!("not compared with the reference: {reason}"),
            )
        }
    };
    let reference = reference_runs.get_or_play(script.path.clone(), script.name.clone(), || {
        let reference_run = play_reference()?;
        let end = &reference_run.transcript.end;
        if end.verdict != Verdict::Ok {
            return Err(format!(
                "the reference's run ended {}: {}",
                end.verdict.as_str(),
                end.detail
            ));
        }
        // The built-in patterns: they match the reference by design, and an
        // instructor's overrides are written for students' wording.
        let patterns = Assignment::builtin(&assignment.name)
            .map(|builtin| builtin.patterns)
            .map_err(|error| error.to_string())?;
        Ok(ReferencePlay {
            events: game.read(&reference_run.text, &patterns),
            text: reference_run.text,
        })
    });
    let reference = match reference {
        Ok(reference) => reference,
        Err(reason) => {
            return CheckOutcome::error(
                EXACT_REPLAY,
                format!("croupier could not play the reference on this script: {reason}"),
            )
        }
    };
    // The reference against itself plays the same draws however far the script rigs them.
    let compared_with_itself = run.kind == crate::build::RunnableKind::Reference;
    if let Some(reason) =
        reference_skip_reason(game, game.draws_shown(&reference.events), &script.dice)
            .filter(|_| !compared_with_itself)
    {
        return CheckOutcome::skip(
            EXACT_REPLAY,
            format!("not compared with the reference: {reason}"),
        );
    }
    compare_with_reference(
        game,
        &StudentPlay {
            text: &run.text,
            patterns: &assignment.patterns,
            complete: run.transcript.end.verdict == Verdict::Ok,
        },
        &reference,
    )
    .help(format!(
        "both games had the same seed, rigged draws and answers; see the reference's with: \
         croupier run {} reference --script {}",
        assignment.name,
        script.path.display()
    ))
}

/// The student's side of a comparison.
#[derive(Debug, Clone, Copy)]
pub struct StudentPlay<'a> {
    pub text: &'a str,
    pub patterns: &'a Patterns,
    /// The program ended by itself (a run cut short is judged as far as it got).
    pub complete: bool,
}

/// The verdict on `student`'s game against `reference`'s.
pub fn compare_with_reference(
    game: ReplayGame,
    student: &StudentPlay<'_>,
    reference: &ReferencePlay,
) -> CheckOutcome {
    let (student_events, reference_events) = comparable_streams(
        &game.read(student.text, student.patterns),
        &reference.events,
    );
    let student_view = TranscriptView::new(student.text);
    let reference_view = TranscriptView::new(&reference.text);
    let quote = |view: &TranscriptView<'_>, found: &ReplayEventAt| {
        let line = view.line_at(found.offset);
        (format!("'{}'", line.text.trim()), line)
    };
    // Only the sorts of event both games show are compared: a program whose
    // output shows none of them (it crashed first, printed nothing, or words
    // everything its own way) was not compared at all, and nothing scores
    // without being judged.
    if student_events.is_empty() {
        return CheckOutcome::skip(
            EXACT_REPLAY,
            "no event of the game could be read from the program's output, so there was \
             nothing to compare with the reference's game",
        );
    }
    let Some(divergence) = first_divergence(&student_events, &reference_events) else {
        return CheckOutcome::pass(
            EXACT_REPLAY,
            format!(
                "{} events, the same as the reference's game",
                student_events.len()
            ),
        );
    };
    // Where the game was, from every event the reference printed before it
    // parted (round headers count here even when the student prints none).
    let parted_at = reference_events
        .get(divergence.index())
        .map_or(usize::MAX, |found| found.offset);
    let before: Vec<ReplayEventAt> = reference
        .events
        .iter()
        .filter(|found| found.offset < parted_at)
        .cloned()
        .collect();
    let place = game.place(&before);
    match divergence {
        Divergence::Differs {
            student: mine,
            reference: theirs,
            ..
        } => {
            let (printed, line) = quote(&student_view, mine);
            let (expected, _) = quote(&reference_view, theirs);
            CheckOutcome::fail(
                EXACT_REPLAY,
                format!("{place}: you printed {printed} where the reference printed {expected}"),
            )
            .at(Some(line))
            .expected(format!("{expected}, read as {:?}", theirs.event))
            .seen(format!("{printed}, read as {:?}", mine.event))
        }
        Divergence::StudentStopped {
            index,
            reference: theirs,
        } if !student.complete => CheckOutcome::skip(
            EXACT_REPLAY,
            format!(
                "the run was cut short at {place} before the reference's game ended; its {index} \
                 events are the same as the reference's",
            ),
        )
        .expected(quote(&reference_view, theirs).0),
        Divergence::StudentStopped {
            reference: theirs, ..
        } => {
            let (expected, _) = quote(&reference_view, theirs);
            CheckOutcome::fail(
                EXACT_REPLAY,
                format!("{place}: your program printed no more of the game where the reference went on with {expected}"),
            )
            .at(student_view.last_line())
            .expected(format!("{expected}, read as {:?}", theirs.event))
            .seen("the end of the game")
        }
        Divergence::StudentWentOn { student: mine, .. } => {
            let (printed, line) = quote(&student_view, mine);
            CheckOutcome::fail(
                EXACT_REPLAY,
                format!("{place}: you printed {printed} after the reference's game had ended"),
            )
            .at(Some(line))
            .expected("the end of the game")
            .seen(format!("{printed}, read as {:?}", mine.event))
        }
    }
}

#[cfg(test)]
mod tests;
