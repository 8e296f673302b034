//! `seed-prompt`: the program asks for the random number seed once, before
//! anything else (the spec's EnterRandomSeed, called once in main).

use super::jawbone_events::{JawboneEvent, JawboneEventKind};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const SEED_PROMPT: &str = "seed-prompt";

pub fn check_seed_prompt(
    view: &TranscriptView<'_>,
    events: &[JawboneEvent],
    complete: bool,
) -> CheckOutcome {
    let mut tally = CheckFindings::new(SEED_PROMPT);
    let seed_prompts: Vec<usize> = events
        .iter()
        .filter(|event| matches!(event.kind, JawboneEventKind::SeedPrompt { .. }))
        .map(|event| event.offset)
        .collect();
    // The first thing that belongs to playing: a question to play, or a throw.
    let play_starts = events.iter().find(|event| {
        matches!(
            event.kind,
            JawboneEventKind::PlayPrompt { .. }
                | JawboneEventKind::ThrowFirstPrompt { .. }
                | JawboneEventKind::Throw(_)
        )
    });
    match (seed_prompts.first(), play_starts) {
        (Some(&first), Some(play)) if play.offset < first => {
            let line = view.line_at(play.offset);
            tally.fail(
                CheckOutcome::fail(
                    tally.id(),
                    "The program must ask for the random number seed first, before it asks to play or throws",
                )
                .at(Some(line.clone()))
                .expected("the seed prompt before this line")
                .seen(line.text),
            );
        }
        (Some(_), _) => tally.judged_one(),
        (None, _) => {}
    }
    for &again in seed_prompts.iter().skip(1) {
        let line = view.line_at(again);
        tally.fail(
            CheckOutcome::fail(
                tally.id(),
                "The seed is asked once, at the start of the program (EnterRandomSeed is called only once), but the program asked for it again",
            )
            .at(Some(line.clone()))
            .expected("no second seed prompt")
            .seen("the seed asked again"),
        );
    }
    tally.outcome(
        |_| "the seed is asked once, before the first game".to_string(),
        |id| {
            if complete || play_starts.is_some() {
                CheckOutcome::skip(
                    id,
                    "the program asked for no random number seed: nothing to judge",
                )
                .help("use the spec's EnterRandomSeed function, prompt included")
            } else {
                CheckOutcome::skip(id, "the run ended before the program asked anything")
            }
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::jawbone::jawbone_events::read_jawbone_events;
    use crate::checks::jawbone::jawbone_events::tests::default_patterns;
    use crate::checks::CheckStatus;

    #[test]
    fn the_seed_is_asked_once_and_first() {
        let seed = "Please enter a random number seed: 42\n";
        let play = "Would you like to play Porojen Leuka? (Y/N): y\n";
        let again = "Would you like to play again? (Y/N): y\n";
        // (transcript, complete, status, failing line)
        let cases = [
            (format!("{seed}{play}"), true, CheckStatus::Pass, None),
            (format!("{play}{seed}"), true, CheckStatus::Fail, Some(1)),
            (
                format!("{seed}{play}{again}{seed}"),
                true,
                CheckStatus::Fail,
                Some(4),
            ),
            (play.to_string(), true, CheckStatus::Skip, None),
            (String::new(), false, CheckStatus::Skip, None),
        ];
        for (text, complete, status, line) in cases {
            let view = TranscriptView::new(&text);
            let events = read_jawbone_events(
                &text,
                &default_patterns(),
                &reference::jawbone::JawboneRules::default(),
            );
            let outcome = check_seed_prompt(&view, &events, complete);
            assert_eq!(outcome.status, status, "{text}");
            assert_eq!(outcome.line.map(|line| line.number), line, "{text}");
        }
    }
}
