//! The amounts a bet prompt gives as its limits (`($10-$200, tens only)`,
//! `min 10`, `between 10 and 200`, `up to $200`, `at least $10`): rules
//! for the bet asked, not anyone's money, so never a bank roll. A value a
//! money word stands before after the limit word (`up to your bank
//! balance: 110`) is the money again.

use std::ops::Range;

use crate::reading::{read_values, words_of, Lexicon, ShownValue};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LimitSense {
    /// Sets a bound or a step on what may be typed: `min`, `up to`, `between`.
    Bound,
    /// Says whose money a value is: `bank roll`, `balance`, `you have`.
    Money,
}

/// Words before (or, for `min`/`max`, after) a value that make it a bound,
/// and the money words that, standing after such a word, make the value
/// money again; in the languages students write their programs in (folded).
fn limit_words() -> Lexicon<LimitSense> {
    Lexicon::new(&[
        (
            LimitSense::Bound,
            &[
                "min",
                "minimum",
                "minimal",
                "minimo",
                "minima",
                "mindestens",
                "minst",
                "minstens",
                "max",
                "maximum",
                "maximal",
                "maximo",
                "maxima",
                "hochstens",
                "at least",
                "at most",
                "up to",
                "upto",
                "no more than",
                "not more than",
                "no less than",
                "not less than",
                "limit*",
                "between",
                "from",
                "multiple*",
                "increment*",
                "zwischen",
                "entre",
                "hasta",
                "al menos",
                "au moins",
                "au plus",
                "tussen",
                "ten minste",
                "hoogstens",
                "en az",
                "en fazla",
                "en cok",
                "vahintaan",
                "enintaan",
                "korkeintaan",
            ][..],
        ),
        (
            LimitSense::Money,
            &[
                "bank*",
                "balance*",
                "fund*",
                "purse*",
                "stack*",
                "money",
                "has",
                "have",
                "roll",
                "saldo",
                "solde",
                "konto*",
                "kontostand",
                "kasa*",
            ],
        ),
    ])
}

/// Words or signs that join two amounts into a range (`10-200`, `10 to
/// 200`, `10 bis 200`): both ends are limits.
const RANGE_JOINERS: [&str; 16] = [
    "-", "–", "—", "..", "...", "~", "/", "to", "bis", "a", "al", "tot", "ile", "til", "till",
    "hasta",
];

/// Words that join a second amount to a limit (`between 10 and 200`).
const AND_WORDS: [&str; 8] = ["and", "und", "y", "et", "en", "e", "ve", "ja"];

/// The reading of a bet prompt's limits, with its words built once.
pub(super) struct PromptLimits {
    words: Lexicon<LimitSense>,
}

impl PromptLimits {
    pub(super) fn new() -> PromptLimits {
        PromptLimits {
            words: limit_words(),
        }
    }

    /// Where the limits stand in the lines of `prompt` (byte ranges of
    /// `text`, in order).
    pub(super) fn spans(&self, text: &str, prompt: Range<usize>) -> Vec<Range<usize>> {
        let Some(lines) = text.get(prompt.clone()) else {
            return Vec::new();
        };
        let mut spans = Vec::new();
        let mut line_from = prompt.start;
        for line in lines.split_inclusive('\n') {
            let values = read_values(line, &|_| None);
            spans.extend(
                values
                    .iter()
                    .zip(self.among(line, &values))
                    .filter(|(_, limit)| *limit)
                    .map(|(value, _)| line_from + value.start..line_from + value.end),
            );
            line_from += line.len();
        }
        spans
    }

    /// Which of `values` (read from `line`, in order) are limits of the bet
    /// asked.
    fn among(&self, line: &str, values: &[ShownValue]) -> Vec<bool> {
        let mut limits = vec![false; values.len()];
        for (index, value) in values.iter().enumerate() {
            let from = index
                .checked_sub(1)
                .map_or(0, |previous| values[previous].end);
            let before = line.get(from..value.start).unwrap_or("");
            let until = values.get(index + 1).map_or(line.len(), |next| next.start);
            let after = line.get(value.end..until).unwrap_or("");
            limits[index] = match index.checked_sub(1).and(joiner(before)) {
                Some(Joiner::Range) => {
                    limits[index - 1] = true;
                    true
                }
                Some(Joiner::And) => limits[index - 1],
                None => {
                    bounded_by_words_before(&self.words, before)
                        || first_word_is_bound(&self.words, after)
                }
            };
        }
        limits
    }
}

/// The last sense word before the value is a bound, with no money word
/// after it (`minimum bet is $10`; not `up to your bank balance: 110`).
fn bounded_by_words_before(lexicon: &Lexicon<LimitSense>, before: &str) -> bool {
    lexicon
        .find(before)
        .last()
        .is_some_and(|(sense, _, _)| *sense == LimitSense::Bound)
}

/// `$200 max`, `10 minimum`.
fn first_word_is_bound(lexicon: &Lexicon<LimitSense>, after: &str) -> bool {
    let Some(first) = words_of(after).into_iter().next() else {
        return false;
    };
    let between = after[..first.start].trim();
    between
        .chars()
        .all(|c| matches!(c, '$' | '€' | '£' | ')' | '(' | ','))
        && lexicon
            .find(&after[first.start..])
            .first()
            .is_some_and(|(sense, start, _)| *start == 0 && *sense == LimitSense::Bound)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Joiner {
    Range,
    And,
}

/// What joins two amounts when nothing else stands between them.
fn joiner(between: &str) -> Option<Joiner> {
    let bare = between
        .trim()
        .trim_matches(|c: char| matches!(c, '$' | '€' | '£'))
        .trim();
    let folded = crate::reading::fold(bare);
    if RANGE_JOINERS.contains(&folded.as_str()) {
        return Some(Joiner::Range);
    }
    AND_WORDS.contains(&folded.as_str()).then_some(Joiner::And)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The amounts on `line` read as limits.
    fn limits(line: &str) -> Vec<i64> {
        let values = read_values(line, &|_| None);
        values
            .iter()
            .zip(PromptLimits::new().among(line, &values))
            .filter(|(_, limit)| *limit)
            .filter_map(|(value, _)| value.whole())
            .collect()
    }

    #[test]
    fn ranges_bounds_and_steps_in_a_prompt_are_limits_and_money_is_not() {
        // A prompt line, and the amounts on it that are limits.
        let table: &[(&str, &[i64])] = &[
            ("Larry, bet ($10-$200, tens only): ", &[10, 200]),
            ("Larry, $100 still open. your piece ($10-$100): ", &[10, 100]),
            ("Bill ($10..$110)> ", &[10, 110]),
            ("Bill, bet $10 - $110: ", &[10, 110]),
            ("Bill, place a bet between 10 and 110: ", &[10, 110]),
            ("Bill, your bet (min $10, max $110): ", &[10, 110]),
            ("Bill, your bet ($10 minimum, $110 max): ", &[10, 110]),
            ("Bill, bet at least $10 and up to $110: ", &[10, 110]),
            ("Bill, wager up to $110 (minimum $10): ", &[110, 10]),
            ("How many are playing (2 to 6)? ", &[2, 6]),
            ("Bill, dein Einsatz (10 bis 110 $): ", &[10, 110]),
            ("Bill, tu apuesta (minimo $10, maximo $110): ", &[10, 110]),
            ("Bill, tu apuesta (entre $10 y $110): ", &[10, 110]),
            ("Bill, bahsin (en az $10, en fazla $110): ", &[10, 110]),
            ("Bill, panos (vähintään 10 €, enintään 110 €): ", &[10, 110]),
            // The spec's own prompts: the bank roll stays money.
            (
                "Bill, you are the shooter! You have $110 in your bank roll and minimum bet is $10. Enter your bet amount: $",
                &[10],
            ),
            (
                "Bet must be at least $10, exact multiple of 10 and up to your bank balance: 110",
                &[10, 10],
            ),
            (
                "Tony, Bill has bet $60. How much of the $60 action do you want? Enter your bet, minimum of $10 up to $60, or your bank balance, whichever is less: $",
                &[10, 60],
            ),
            ("Bill, zar sende! Kasan $110. Bahsin: $", &[]),
            ("Bill has $110. Bet (10-110): ", &[10, 110]),
            ("Bill, you have $110; bets from $10 up to $110: ", &[10, 110]),
            ("Moe, your bet: $", &[]),
        ];
        for (line, expected) in table {
            assert_eq!(limits(line), *expected, "{line:?}");
        }
    }
}
