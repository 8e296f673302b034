//! `croupier verify`: judge a saved transcript (a student's pasted run, a
//! spec's sample) without running anything.

use super::{CommandError, Outcome};
use crate::behaviour::Behaviour;
use crate::checks::{game_judge, CheckOutcome, JudgeInput, TranscriptView};
use crate::cli::VerifyArgs;
use crate::report::{render, CheckReport, ProgramReport, ScriptCheckResult};
use crate::transcript::render_terminal_bytes;

pub fn verify(args: VerifyArgs) -> Result<Outcome, CommandError> {
    let assignment = super::load_assignment(
        &args.assignment,
        args.assignment_file.as_deref(),
        args.patterns.as_deref(),
    )?;
    let bytes = std::fs::read(&args.transcript).map_err(|source| CommandError::Transcript {
        file: args.transcript.clone(),
        source,
    })?;
    let text = render_terminal_bytes(&bytes);
    // A saved transcript says nothing of the draws or of when input was asked.
    let behaviour = Behaviour::default();
    let outcomes: Vec<CheckOutcome> = match game_judge(&assignment.game) {
        Some(judge_game) => judge_game(&JudgeInput {
            view: TranscriptView::new(&text),
            patterns: &assignment.patterns,
            builtin_patterns: crate::assignment::Assignment::builtin_patterns(&assignment.name),
            rules: &assignment.rules,
            seed: args.seed,
            dice: &[],
            complete: true,
            behaviour: &behaviour,
            expected: None,
        }),
        None => Vec::new(),
    };
    let name = args.transcript.display().to_string();
    let checks = outcomes
        .into_iter()
        .map(|outcome| {
            let id = outcome.id.clone();
            let reproduce = format!("croupier verify {} {name}", assignment.name);
            let result = ScriptCheckResult::new(&name, args.seed, outcome, reproduce)
                .with_excerpt_from(&text);
            CheckReport::fold(&id, assignment.weight(&id), vec![result])
        })
        .collect();
    let report = ProgramReport::new(&assignment.name, &name, checks, Vec::new(), Vec::new());
    super::print(&render(&report, args.format))?;
    Ok(if report.nothing_failed() {
        Outcome::Passed
    } else {
        Outcome::Failed
    })
}
