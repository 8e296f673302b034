//! `croupier verify`: judge a saved transcript (a student's pasted run, a
//! spec's sample) without running anything, and say what a transcript
//! cannot show.

use std::collections::BTreeMap;

use super::{CommandError, Outcome};
use crate::behaviour::Behaviour;
use crate::checks::{
    game_judge, implemented_checks, judged_in_time, CheckOutcome, JudgeDeadline, JudgeInput,
    TranscriptView,
};
use crate::cli::VerifyArgs;
use crate::report::{render, CheckReport, ProgramReport, ScriptCheckResult};
use crate::saved_transcript::{unjudgeable_from_a_transcript, SavedTranscript};
use crate::shell_command::ShellCommand;

pub fn verify(args: VerifyArgs) -> Result<Outcome, CommandError> {
    let assignment = super::load_assignment(
        &args.assignment,
        args.assignment_file.as_deref(),
        args.patterns.as_deref(),
    )?;
    let saved = SavedTranscript::read(&args.transcript, &assignment.meanings)?;
    let text = &saved.text;
    // A saved transcript says nothing of the draws or of when input was asked.
    let behaviour = Behaviour::default();
    let judge_time = args
        .judge_time
        .unwrap_or_else(|| assignment.limits.judge_time_or_default());
    let deadline = JudgeDeadline::after(judge_time);
    let input = JudgeInput {
        view: TranscriptView::new(text),
        patterns: &assignment.patterns,
        builtin_patterns: crate::assignment::Assignment::builtin_patterns(&assignment.name),
        rules: &assignment.rules,
        seed: args.seed,
        dice: &[],
        complete: true,
        behaviour: &behaviour,
        expected: None,
        deadline: &deadline,
    };
    let mut judged: BTreeMap<String, CheckOutcome> = BTreeMap::new();
    if let Some(judge_game) = game_judge(&assignment.game) {
        let game = crate::assignment::game_checks(&assignment.game).unwrap_or(&[]);
        for outcome in judged_in_time(game.iter().copied(), &input, judge_game) {
            judged.insert(outcome.id.clone(), outcome);
        }
    }
    let answers_missing = !saved.shows_answers;
    let mut notes = Vec::new();
    if answers_missing
        && implemented_checks(&assignment)
            .iter()
            .any(|id| assignment.needs_inputs(id))
    {
        notes.push(
            "the transcript shows no answers after its prompts (saved from a pipe, e.g. \
             `./game < answers.txt > saved.txt`?), so the checks that read what was typed \
             are not judged; save a run from a terminal (`script -q saved.txt ./game`) or \
             use `croupier check`"
                .to_string(),
        );
    }
    notes.push(
        "runs, prompts, draws and exact-replay need the program itself: \
         `croupier check` runs it and judges them"
            .to_string(),
    );
    let name = args.transcript.display().to_string();
    let reproduce = ShellCommand::new([
        "croupier".to_string(),
        "verify".to_string(),
        assignment.name.clone(),
        name.clone(),
    ])
    .to_string();
    let checks = implemented_checks(&assignment)
        .into_iter()
        .map(|id| {
            let outcome = if let Some(reason) = unjudgeable_from_a_transcript(id) {
                CheckOutcome::skip(id, reason)
            } else if answers_missing && assignment.needs_inputs(id) {
                CheckOutcome::skip(
                    id,
                    "this check reads what was typed, and the transcript shows no answers",
                )
            } else {
                judged
                    .remove(id)
                    .unwrap_or_else(|| CheckOutcome::skip(id, "croupier has no judge for it yet"))
            };
            let result = ScriptCheckResult::new(&name, args.seed, outcome, reproduce.clone())
                .with_excerpt_from(text);
            CheckReport::fold(id, assignment.weight(id), vec![result])
        })
        .collect();
    let report = ProgramReport::new(&assignment.name, &name, checks, Vec::new(), notes);
    super::print(&render(&report, args.format))?;
    Ok(if report.nothing_failed() {
        Outcome::Passed
    } else {
        Outcome::Failed
    })
}
