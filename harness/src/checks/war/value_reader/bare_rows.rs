//! Rows of bare values, as terse programs print a hand ("3  2-2   2/ 2"):
//! a counter before the cards that rises by one row after row numbers the
//! hands and is no card, and a row that repeats the final counts beside a
//! side's name or letter ("C 28-22") is the game's result, not a hand.

use std::ops::Range;

use reference::war::GameResult;

use super::{Value, Word};
use crate::reading::{words_of, Lexicon};

/// Rows of counted hands in a run from 1 before their first value is taken
/// for a counter: fewer could be a player's first cards (1, 2, 3 ...).
const LEAST_COUNTED_ROWS: usize = 5;

/// The values of each line, as index ranges of `values` (in text order).
fn rows(values: &[Value]) -> Vec<Range<usize>> {
    let line_of = |value: &Value| value.line_from;
    let mut rows = Vec::new();
    let mut index = 0;
    while index < values.len() {
        let line = line_of(&values[index]);
        let mut end = index + 1;
        while end < values.len() && line_of(&values[end]) == line {
            end += 1;
        }
        rows.push(index..end);
        index = end;
    }
    rows
}

/// Label as a hand's number the first value of each row of three values or
/// more that stands bare at its row's start, where such values count 1, 2,
/// 3 ... over at least `LEAST_COUNTED_ROWS` rows in a row.
pub(super) fn mark_row_counters(text: &str, values: &mut [Value]) {
    let counted: Vec<(usize, i64)> = rows(values)
        .into_iter()
        .filter(|row| row.len() >= 3)
        .map(|row| row.start)
        .filter(|&first| {
            let value = &values[first];
            value.before.is_empty()
                && !value.paired
                && text[value.line_from..value.start].trim().is_empty()
        })
        .map(|first| (first, values[first].value))
        .collect();
    let mut at = 0;
    while at < counted.len() {
        if counted[at].1 != 1 {
            at += 1;
            continue;
        }
        let mut end = at + 1;
        while end < counted.len() && counted[end].1 == counted[end - 1].1 + 1 {
            end += 1;
        }
        if end - at >= LEAST_COUNTED_ROWS {
            for &(first, _) in &counted[at..end] {
                values[first].before = vec![Word::Hand];
            }
        }
        at = end;
    }
}

/// Each row of two values that the row before it shows side by side, in
/// order, with nothing else on it but one side's name or letter ("C 28-22":
/// that side's game) or a lone `=` or `-` before equal counts (a tied
/// game): where the result stands and who it names. Its values are marked
/// as a result's, so they are read as no hand.
pub(super) fn restated_results(
    text: &str,
    values: &mut [Value],
    lexicon: &Lexicon<Word>,
) -> Vec<(usize, GameResult)> {
    let rows = rows(values);
    let mut results = Vec::new();
    for pair in rows.windows(2) {
        let (before, row) = (&pair[0], &pair[1]);
        if row.len() != 2 || before.len() < 2 {
            continue;
        }
        let (first, second) = (values[row.start].value, values[row.start + 1].value);
        let shown_before = (before.start..before.end - 1)
            .any(|at| values[at].value == first && values[at + 1].value == second);
        if !shown_before {
            continue;
        }
        let line = values[row.start].line_from;
        let line_end = text[line..].find('\n').map_or(text.len(), |at| line + at);
        let (value_start, value_end) = (values[row.start].start, values[row.start + 1].end);
        let rest = format!(
            "{} {}",
            &text[line..value_start],
            &text[value_end..line_end]
        );
        let words = words_of(&rest);
        let named: Vec<Word> = lexicon
            .find(&rest)
            .into_iter()
            .map(|found| found.0)
            .collect();
        let result = match (words.len(), named.as_slice()) {
            (1, [Word::Player]) => GameResult::PlayerWon,
            (1, [Word::Computer]) => GameResult::ComputerWon,
            (1, [Word::Tie]) => GameResult::Tied,
            (0, []) if first == second && matches!(rest.trim(), "=" | "-") => GameResult::Tied,
            _ => continue,
        };
        for value in &mut values[row.clone()] {
            value.result_line = true;
        }
        results.push((line, result));
    }
    results
}

#[cfg(test)]
mod tests {
    use super::super::read_war_values;
    use crate::checks::war::WarEvent;
    use reference::war::GameResult;

    /// `count` rows "N  P-C  a/b" of one game, then `last`.
    fn rows(count: i64, last: &str) -> String {
        let mut text = String::from("seed 1\n");
        for hand in 1..=count {
            text.push_str(&format!(
                "{hand:2} {:2}-{:<2} {:2}/{:2}\n",
                hand % 13 + 1,
                1,
                2 * hand,
                0
            ));
        }
        text + last + "\n"
    }

    #[test]
    fn a_counter_before_the_cards_numbers_the_hands() {
        let events: Vec<WarEvent> = read_war_values(&rows(6, "C 12-0"), 0, 1)
            .into_iter()
            .map(|event| event.event)
            .collect();
        assert!(events.contains(&WarEvent::Hand(6)), "{events:?}");
        assert!(
            events.contains(&WarEvent::Cards {
                player: 7,
                computer: 1
            }),
            "{events:?}"
        );
        assert!(
            events.contains(&WarEvent::Piles {
                player: 12,
                computer: 0
            }),
            "{events:?}"
        );
        assert!(events.contains(&WarEvent::GameResult(GameResult::ComputerWon)));
        // Too few rows to tell a counter from cards: no hand numbers.
        let short: Vec<WarEvent> = read_war_values(&rows(3, ""), 0, 1)
            .into_iter()
            .map(|event| event.event)
            .collect();
        assert!(!short.iter().any(|event| matches!(event, WarEvent::Hand(_))));
    }

    #[test]
    fn a_row_restating_the_counts_names_the_game_s_winner() {
        let cases = [
            ("P 12-0", Some(GameResult::PlayerWon)),
            ("C 12-0", Some(GameResult::ComputerWon)),
            ("tie 12-0", Some(GameResult::Tied)),
            // No side named: a restatement, no result.
            ("12-0", None),
        ];
        for (last, expected) in cases {
            let results: Vec<GameResult> = read_war_values(&rows(6, last), 0, 1)
                .into_iter()
                .filter_map(|event| match event.event {
                    WarEvent::GameResult(result) => Some(result),
                    _ => None,
                })
                .collect();
            assert_eq!(results.first().copied(), expected, "{last}");
        }
    }
}
