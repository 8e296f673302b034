//! Counters in any language: a word whose numbers count up through the
//! transcript (`Giro 1` ... `Giro 6`, `tiro 1, tiro 2, tiro 3, tiro 1`,
//! `Runde 4`) labels rounds or rolls, so its numbers are neither rolls nor
//! positions, whatever the word is.

use std::collections::HashMap;

use crate::reading::{fold, ShownValue, ValueKind};

/// The fewest numbers a word must show before its counting up tells.
const FEWEST_COUNTED: usize = 3;

/// For each of `values`, whether it is a counter's number: written in
/// digits right after a word (only spaces, `#` or `.` between) whose every
/// number in the transcript is 1 or one more than its number before, and
/// which counts up at least once.
pub(super) fn counter_numbers(text: &str, values: &[ShownValue]) -> Vec<bool> {
    let words: Vec<Option<String>> = values
        .iter()
        .map(|value| word_before(text, value))
        .collect();
    let mut series: HashMap<&str, Vec<i64>> = HashMap::new();
    for (value, word) in values.iter().zip(&words) {
        if let (Some(word), Some(number)) = (word, value.whole()) {
            series.entry(word.as_str()).or_default().push(number);
        }
    }
    let counting: Vec<&str> = series
        .into_iter()
        .filter(|(_, numbers)| counts_up(numbers))
        .map(|(word, _)| word)
        .collect();
    words
        .iter()
        .map(|word| word.as_deref().is_some_and(|word| counting.contains(&word)))
        .collect()
}

/// The folded word right before a value written in digits on its line.
fn word_before(text: &str, value: &ShownValue) -> Option<String> {
    if value.kind != ValueKind::Digits {
        return None;
    }
    let before = text[..value.start].trim_end_matches([' ', '\t', '#', '.']);
    let word_start = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic())
        .last()
        .map(|(at, _)| at)?;
    let word = &before[word_start..];
    (word.chars().count() > 1).then(|| fold(word))
}

/// Every number is 1 or one more than the one before, and one is more.
fn counts_up(numbers: &[i64]) -> bool {
    numbers.len() >= FEWEST_COUNTED
        && numbers
            .windows(2)
            .all(|pair| pair[1] == 1 || pair[1] == pair[0] + 1)
        && numbers.windows(2).any(|pair| pair[1] == pair[0] + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::read_values;

    fn counted(text: &str) -> Vec<i64> {
        let values = read_values(text, &|_| None);
        counter_numbers(text, &values)
            .into_iter()
            .zip(&values)
            .filter(|(counter, _)| *counter)
            .filter_map(|(_, value)| value.whole())
            .collect()
    }

    #[test]
    fn words_that_count_up_are_counters_in_any_language() {
        // (transcript, the numbers read as counters)
        let table: &[(&str, &[i64])] = &[
            (
                "Giro 1\n tiro 1: esce il 6\n tiro 2: esce il 3\nGiro 2\n tiro 1: esce il 1\n\
                 Giro 3\n tiro 1: esce il 2\n",
                &[1, 1, 2, 2, 1, 3, 1],
            ),
            (
                "Runde 1: wirft 4\nRunde 2: wirft 5\nRunde 3: wirft 2\n",
                &[1, 2, 3],
            ),
            // Rolls after the same word do not count up.
            ("rolls 6\nrolls 6\nrolls 3\nrolls 1\n", &[]),
            // Positions neither.
            ("at 4\nat 5\nat 9\nat 10\n", &[]),
            // Too few to tell.
            ("kolo 1: 6\nkolo 2: 3\n", &[]),
        ];
        for (text, numbers) in table {
            assert_eq!(counted(text), *numbers, "{text}");
        }
    }
}
