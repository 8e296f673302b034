//! Porojen Leuka's rule checks: the transcript read as jawbone events, then
//! judged against the reference rules (the throw table, `Round`,
//! `keeps_throwing`, the 94 goal, `Stakes`).

mod banked_totals;
mod game_replay;
mod game_state;
mod jawbone_events;
mod replay_wording;
mod round_decisions;
mod seed_prompt_check;
mod stakes_ledger;
mod throw_table_check;
mod value_reader;

pub use jawbone_events::{
    read_jawbone_events, JawboneEvent, JawboneEventKind, ThrowReport, EVENT_PATTERNS,
};

use super::{CheckOutcome, JudgeInput, Patterns};
use game_replay::GameReplay;
use seed_prompt_check::check_seed_prompt;
use throw_table_check::check_throw_table;

/// Every jawbone game check on one transcript, in `game_checks` order.
pub fn judge_jawbone(input: &JudgeInput<'_>) -> Vec<CheckOutcome> {
    let rules = input.rules.jawbone();
    let events = events_of(input);
    let mut outcomes = vec![
        check_seed_prompt(&input.view, &events, input.complete),
        check_throw_table(rules, &input.view, &events, input.complete),
    ];
    let mut replay = GameReplay::new(&input.view, rules);
    for event in &events {
        replay.read(event);
    }
    let any_throw = events
        .iter()
        .any(|event| matches!(event.kind, JawboneEventKind::Throw(_)));
    outcomes.extend(replay.outcomes(any_throw, input.complete));
    outcomes
}

/// The game events of a run: read by values from its draws and dialogue,
/// unless an instructor gave patterns of their own (`--patterns`) or the
/// draws are unknown (a saved transcript, a static binary): then by the
/// patterns of `assignment.yaml`.
fn events_of(input: &JudgeInput<'_>) -> Vec<JawboneEvent> {
    let text = input.view.text();
    let rules = input.rules.jawbone();
    if !patterns_overridden(input.patterns, input.builtin_patterns) {
        if let Some(events) = value_reader::read_by_values(
            text,
            input.behaviour,
            input.expected,
            rules,
            input.deadline,
        ) {
            return events;
        }
    }
    read_jawbone_events(text, input.patterns, rules)
}

/// Whether `patterns` differ from the built-in assignment's.
fn patterns_overridden(patterns: &Patterns, builtin: Option<&Patterns>) -> bool {
    let Some(builtin) = builtin else {
        return true;
    };
    EVENT_PATTERNS.iter().any(|name| {
        patterns.get(name).map(|regex| regex.as_str())
            != builtin.get(name).map(|regex| regex.as_str())
    })
}

/// The outcome of a check when no throw was read: nothing to judge.
fn without_throws(id: &'static str, complete: bool) -> CheckOutcome {
    if complete {
        CheckOutcome::skip(
            id,
            "no throw (a number from 0 to 99) was found in the output: nothing to judge",
        )
        .help("show each throw's number (0-99) and what it scored")
    } else {
        CheckOutcome::skip(id, "the run ended before the first throw")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::{CheckStatus, TranscriptView};
    use jawbone_events::tests::default_patterns;

    /// A short game in the reference's words: every rule followed.
    pub(super) const GOOD_ROUNDS: &str = "\
Please enter a random number seed: 42
Would you like to play Porojen Leuka? (Y/N): y
Would you like to throw first? (Y/N): y
Your round: you have 0 points banked.
You threw 66: 2 points (round: 2)
Throw again? (Y/N): y
You threw 12: Erillään Pystyyn! The round's points are lost.
Score: you 0, computer 0.
The computer's round: it has 0 points banked.
The computer threw 86: 7 points (round: 7)
The computer threw 86: 7 points (round: 14)
The computer threw 79: 4 points (round: 18)
The computer banks 18 points: its total is 18.
Score: you 0, computer 18.
Your round: you have 0 points banked.
You threw 40: 1 point (round: 1)
Throw again? (Y/N): n
You bank 1 point: your total is 1.
Score: you 1, computer 18.
";

    /// Every outcome of the jawbone judge on `text`, as (id, status, line).
    pub(super) fn judged(text: &str) -> Vec<(String, CheckStatus, Option<usize>)> {
        let patterns = default_patterns();
        let input = JudgeInput {
            view: TranscriptView::new(text),
            patterns: &patterns,
            builtin_patterns: Some(&patterns),
            rules: &reference::game_rules::GameRules::spec("jawbone"),
            seed: None,
            dice: &[],
            complete: true,
            behaviour: &crate::behaviour::Behaviour::default(),
            expected: None,
            deadline: &crate::checks::JudgeDeadline::unbounded(),
        };
        judge_jawbone(&input)
            .into_iter()
            .map(|outcome| {
                (
                    outcome.id,
                    outcome.status,
                    outcome.line.map(|line| line.number),
                )
            })
            .collect()
    }

    #[test]
    fn a_good_transcript_passes_what_it_shows() {
        let statuses: Vec<(String, CheckStatus)> = judged(GOOD_ROUNDS)
            .into_iter()
            .map(|(id, status, _)| (id, status))
            .collect();
        let expected = [
            ("seed-prompt", CheckStatus::Pass),
            ("throw-table", CheckStatus::Pass),
            ("round-accounting", CheckStatus::Pass),
            ("computer-strategy", CheckStatus::Pass),
            ("at-least-one-throw", CheckStatus::Pass),
            ("stop-at-94", CheckStatus::Skip),
            ("stakes", CheckStatus::Skip),
        ]
        .map(|(id, status)| (id.to_string(), status));
        assert_eq!(statuses, expected);
    }

    #[test]
    fn stakes_shown_before_the_end_of_a_game_was_read_are_judged_by_value() {
        // The game's end is never read (no winner named, no 94 shown): the
        // stakes after one game won by either side hold; others fail.
        let cases = [
            (
                "Stakes: you 6 markkaa, computer 4 markkaa.\n",
                CheckStatus::Pass,
            ),
            (
                "Stakes: you 4 markkaa, computer 6 markkaa.\n",
                CheckStatus::Pass,
            ),
            (
                "Stakes: you 7 markkaa, computer 3 markkaa.\n",
                CheckStatus::Fail,
            ),
            (
                "Stakes: you 11 markkaa, computer 9 markkaa.\n",
                CheckStatus::Fail,
            ),
        ];
        for (stakes, status) in cases {
            let text = format!("{GOOD_ROUNDS}{stakes}");
            let seen = judged(&text)
                .into_iter()
                .find(|(id, _, _)| id == "stakes")
                .map(|(_, status, _)| status);
            assert_eq!(seen, Some(status), "{stakes}");
        }
    }

    #[test]
    fn no_throws_is_a_skip_not_a_failure() {
        for (id, status, _) in judged("Please enter a random number seed: 42\nGoodbye\n") {
            let expected = match id.as_str() {
                "seed-prompt" => CheckStatus::Pass,
                _ => CheckStatus::Skip,
            };
            assert_eq!(status, expected, "{id}");
        }
    }
}
