//! The expected game of a script: the reference's play of it (same seed,
//! same answers), with its draws; and the rig that makes a student's program
//! see the very dice the reference saw, where the spec leaves the mapping
//! from a random number to a face to each program.

use crate::assignment::{Assignment, Seeding};
use crate::build::{BuildOutcome, Builder};
use crate::checks::exact_replay::{ReferencePlay, ReplayGame};
use crate::script::{ExpectationOutcome, ExpectedDialogue, Script};
use crate::script_run::{RunOptions, ScriptRun};
use crate::submission::Submission;
use crate::transcript::Verdict;

/// Play `script` with the reference, as `options` say (limits, seed). With
/// `warn`, what the reference's run shows wrong with the script is said on
/// stderr (once per script: the reference's plays are made once and kept).
pub fn play_expected(
    builder: &Builder,
    assignment: &Assignment,
    options: &RunOptions,
    script: &Script,
    warn: bool,
) -> Result<ReferencePlay, String> {
    let runnable = match builder.build(&Submission::Reference, assignment) {
        Ok(BuildOutcome::Ready { runnable, .. }) => runnable,
        Ok(BuildOutcome::Failed { command, .. }) => return Err(format!("{command} failed")),
        Err(error) => return Err(error.to_string()),
    };
    let run = ScriptRun::play(&runnable, script, assignment, options)
        .map_err(|error| error.to_string())?;
    if warn {
        for warning in script_warnings(assignment, script, &run) {
            eprintln!("warning: {warning}");
        }
    }
    let end = &run.transcript.end;
    if end.verdict != Verdict::Ok {
        return Err(format!(
            "the reference's run ended {}: {}",
            end.verdict.as_str(),
            end.detail
        ));
    }
    // The built-in patterns: they match the reference by design, and an
    // instructor's overrides are written for students' wording.
    let events = match ReplayGame::of(&assignment.game) {
        Some(game) => {
            let patterns = Assignment::builtin(&assignment.name)
                .map(|builtin| builtin.patterns)
                .map_err(|error| error.to_string())?;
            game.read(&run.text, &patterns, &assignment.rules)
        }
        None => Vec::new(),
    };
    Ok(ReferencePlay {
        events,
        text: run.text,
        behaviour: run.behaviour,
    })
}

/// What the reference's own run of `script` shows wrong with the script: a
/// step it does not meet, a run that does not end normally. Each names the
/// file and says whose problem it is.
pub fn script_warnings(assignment: &Assignment, script: &Script, run: &ScriptRun) -> Vec<String> {
    let file = script.path.display();
    let whose = format!(
        "the script's problem, not the students' (`croupier lint {} {file}` shows it)",
        assignment.name
    );
    let mut warnings: Vec<String> = run
        .expectations
        .iter()
        .filter(|outcome| !outcome.met)
        .map(|unmet| format!("{file}: {}: {whose}", reference_misses(unmet)))
        .collect();
    let end = &run.transcript.end;
    if end.verdict != Verdict::Ok {
        warnings.push(format!(
            "{file}: the reference's run of it ended {}: {}: {whose}",
            end.verdict.as_str(),
            end.detail
        ));
    }
    warnings
}

/// A step the reference itself does not meet: the script is wrong.
fn reference_misses(unmet: &ExpectationOutcome) -> String {
    format!(
        "the reference does not meet step {} `expect: {}`",
        unmet.step,
        unmet.expected.trim_matches('"')
    )
}

/// The reference's requests in `play`, to read a program's prompts beside.
pub fn dialogue_of(play: &ReferencePlay) -> ExpectedDialogue {
    ExpectedDialogue::new(
        &play.text,
        &play.behaviour.exchanges,
        play.behaviour.draws.is_some(),
    )
}

/// How many draws are rigged in all where the reference's game drew fewer:
/// a program whose game departs from the reference's draws on (the C shim
/// reads at most 4096).
pub const RIGGED_DRAWS: usize = 4096;

/// The draws to serve a program rigged on `script`: where the spec leaves
/// the mapping open (`seeding: pinned`), every face the reference drew, so
/// any correct mapping shows the reference's dice, then faces from ChaCha8
/// seeded with the script's seed up to [`RIGGED_DRAWS`]: a program that departs from the reference's game (a bug
/// that rolls on where the pass ended) keeps drawing rigged faces, so every
/// face it shows stays known whatever its mapping, and one wrong turn stays
/// one failure. Else the script's `dice:`.
pub fn rig_for(
    assignment: &Assignment,
    script: &Script,
    expected: Option<&ReferencePlay>,
) -> Vec<u32> {
    let reference_faces = expected.and_then(|play| play.behaviour.faces());
    match (assignment.seeding, reference_faces) {
        (Seeding::Pinned, Some(mut faces)) if faces.len() >= script.dice.len() => {
            let more = RIGGED_DRAWS.saturating_sub(faces.len());
            faces.extend(faces_past_the_reference(
                assignment.draws,
                script.seed.unwrap_or(0),
                more,
            ));
            faces
        }
        _ => script.dice.clone(),
    }
}

/// `count` faces of `range`, from ChaCha8 seeded with `seed`.
fn faces_past_the_reference(
    range: crate::assignment::DrawRange,
    seed: u64,
    count: usize,
) -> Vec<u32> {
    use reference::rng::RandomSource;
    let mut source = reference::rng::ChaChaSource::new(seed);
    (0..count)
        .map(|_| range.first + source.below(range.sides.max(1)))
        .collect()
}
