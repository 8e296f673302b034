//! Which values a jawbone program shows may be a throw: not money, points
//! (`+2`, `7 points`), a banked total (`You bank 8`, `total 31`, a value
//! under a side's name or under a label of a total) or a key's value.

use super::jawbone_words::Concept;
use super::{is_point_word, keyed, side_of, sign_before, words_after, words_before};
use crate::reading::{
    before_line_start, last_words_of, line_end, line_start, words_of, ConceptIndex, ShownValue,
};

/// For a whole number from 0 to 99 alone on its line under a label whose
/// last word names a side (`markkaa, Dealer` / `4`, `P1` / `14`): how many
/// words the label has. A column of totals, or a throw shown in a column.
fn side_label_above(
    text: &str,
    value: &ShownValue,
    words: &ConceptIndex<Concept>,
) -> Option<usize> {
    let start = line_start(text, value.start);
    let line = &text[start..line_end(text, value.end)];
    if value.money
        || value.decimal
        || value.whole().is_none_or(|whole| !(0..=99).contains(&whole))
        || line.trim() != text[value.start..value.end].trim()
        || start == 0
    {
        return None;
    }
    let label_end = before_line_start(text, start);
    let label = words_of(&text[line_start(text, label_end)..label_end]);
    let names_side = words
        .lexicon()
        .concepts(&label.last()?.folded)
        .iter()
        .any(|concept| side_of(*concept).is_some());
    names_side.then_some(label.len())
}

/// A value alone under a side's name and nothing else (`Dealer` / `14`).
pub(super) fn under_a_side_s_name(
    text: &str,
    value: &ShownValue,
    words: &ConceptIndex<Concept>,
) -> bool {
    side_label_above(text, value, words) == Some(1)
}

pub(super) fn may_be_a_throw(
    text: &str,
    value: &ShownValue,
    words: &ConceptIndex<Concept>,
) -> bool {
    if value.money || value.decimal || value.whole().is_none_or(|whole| !(0..=99).contains(&whole))
    {
        return false;
    }
    let sign = sign_before(text, value.start);
    if sign == Some('+') || (sign == Some('=') && !keyed(text, value.start)) {
        return false;
    }
    let after = words_after(text, value.end, 2);
    let first_after = after.first().map(String::as_str).unwrap_or("");
    let after_text = text[value.end..line_end(text, value.end)].trim_start();
    // A word glued to `=` is the key of the next value (`68 points=2`).
    let next_is_key = after_text
        .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '_')
        .next()
        .is_some_and(|word| after_text[word.len()..].starts_with('='));
    let next_is_word = after_text.chars().next().is_some_and(|c| c.is_alphabetic()) && !next_is_key;
    if next_is_word
        && (is_point_word(first_after)
            || first_after.starts_with("bank")
            || first_after.starts_with("markka")
            || words
                .lexicon()
                .concepts(first_after)
                .contains(&Concept::Money)
            || matches!(
                first_after,
                "in" | "this" | "to" | "more" | "mk" | "banked" | "round" | "rounds"
            ))
    {
        return false;
    }
    // What a side banks (`You bank 8`, `bank the 0`, `keeps a 12`): a verb
    // of banking right before the value, or before its article.
    let own_start = line_start(text, value.start);
    let own_words = last_words_of(&text[own_start..value.start], 2);
    let mut last_words = own_words.iter().rev().map(|word| word.folded.as_str());
    let banks = |word: Option<&str>| {
        word.is_some_and(|word| words.lexicon().concepts(word).contains(&Concept::BankVerb))
    };
    let banked = match last_words.next() {
        Some("the" | "a" | "an") => banks(last_words.next()),
        last => banks(last),
    };
    let right_before = own_words
        .last()
        .is_some_and(|word| text[own_start + word.end..value.start].trim().is_empty());
    if banked && right_before {
        return false;
    }
    // A label's copula is no label (`Score is 5`, `total was 31`): the word
    // before it is.
    let before = words_before(text, value.start, 2);
    let mut labels = before.iter().rev().map(String::as_str);
    let last_before = match labels.next() {
        Some("is" | "are" | "was" | "were") => labels.next().unwrap_or(""),
        last => last.unwrap_or(""),
    };
    let own_line = text[line_start(text, value.start)..value.start].trim_end();
    let alone = !text[value.end..line_end(text, value.end)]
        .contains(|c: char| c.is_alphabetic() || c.is_ascii_digit());
    let glued_before = (own_line.is_empty() && alone)
        || own_line
            .chars()
            .last()
            .is_some_and(|c| c.is_alphabetic() || c == ':' || c == '=');
    // A line of totals (both sides named, no throw) or a value under a
    // side's name (a column of totals) is not a throw.
    let on_line = words.find(line_start(text, value.start)..line_end(text, value.start));
    let names = |concept: Concept| on_line.iter().any(|found| found.0 == concept);
    if names(Concept::Human) && names(Concept::Computer) && !names(Concept::ThrowWord) {
        return false;
    }
    if side_label_above(text, value, words).is_some() {
        return false;
    }
    // A value alone on its line under a label that names a total, the
    // round, the bank or points (`banked stays` / `0`) is that total.
    if own_line.is_empty() && alone && label_names_a_total(text, value.start, words) {
        return false;
    }
    if glued_before
        && matches!(
            last_before,
            "round"
                | "at"
                | "total"
                | "totals"
                | "now"
                | "bank"
                | "banked"
                | "have"
                | "has"
                | "worth"
                | "makes"
                | "all"
                | "score"
                | "scores"
                | "my"
                | "your"
                | "its"
                | "keep"
                | "keeps"
        )
    {
        return false;
    }
    // `points=2`: points, labelled by their key.
    !(keyed(text, value.start) && is_point_word(last_before))
}

/// Whether the line above the one at `offset` is a label of a total: a
/// word of the round, the bank, a total, a score, points or money, and no
/// throw word.
fn label_names_a_total(text: &str, offset: usize, words: &ConceptIndex<Concept>) -> bool {
    let start = line_start(text, offset);
    if start == 0 {
        return false;
    }
    let label_end = before_line_start(text, start);
    let label_start = line_start(text, label_end);
    let label = &text[label_start..label_end];
    let concepts = words.concepts(label_start..label_end);
    if concepts.contains(&Concept::ThrowWord) {
        return false;
    }
    concepts
        .iter()
        .any(|concept| matches!(concept, Concept::Round | Concept::Points | Concept::Money))
        || words_of(label).iter().any(|word| {
            let word = word.folded.as_str();
            word.starts_with("bank") || word.starts_with("total") || word.starts_with("score")
        })
}
