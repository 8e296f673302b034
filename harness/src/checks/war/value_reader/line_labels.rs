//! What the words beside a value on its line make of it: whether a capital
//! letter is a card, the side a card is given to ("a Five for you"), a
//! hand counter written `#3`, a table's winner column, and the concepts
//! between two places.

use std::ops::Range;

use super::hand_winner::side_of;
use super::{Value, Word};
use crate::reading::words_of;

/// A single capital letter (`A`, `K`) is a card where no word follows it
/// ("A tie" begins a sentence), or where a side's name stands right before
/// or right after it ("player K  computer 4", "sinä A   kone 10"); `found`
/// are the lexicon's words of `line`.
pub(super) fn letter_is_card(
    line: &str,
    written: Range<usize>,
    found: &[(Word, usize, usize)],
) -> bool {
    let text = &line[written.clone()];
    if text.len() != 1 || text.chars().all(|c| c.is_ascii_digit()) {
        return true;
    }
    let is_side = |word: Word| matches!(word, Word::Player | Word::Computer);
    let only_spacing = |between: &str| {
        between
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, ':' | '=' | ',' | '-' | '|'))
    };
    // The words are in order: the last one ending before the letter and the
    // first one starting after it are found by bisection.
    let side_before = found[..found.partition_point(|(_, _, end)| *end <= written.start)]
        .last()
        .is_some_and(|&(word, _, end)| is_side(word) && only_spacing(&line[end..written.start]));
    let side_after = found
        .get(found.partition_point(|(_, start, _)| *start < written.end))
        .is_some_and(|&(word, start, _)| is_side(word) && only_spacing(&line[written.end..start]))
        || side_given_to(line, written.end..line.len(), found).is_some();
    let no_word_after = !line[written.end..]
        .trim_start()
        .chars()
        .next()
        .is_some_and(|c| c.is_lowercase());
    no_word_after || side_before || side_after
}

/// A lone side's name between bare values of a row, after two of them
/// ("    1   1   10  ich   0   2   0", "  1 |  1 | 10 | mina |  0 |  2"):
/// the table's column of the hand's winner, not the label of the value
/// after it, which is as bare as the rest of its row. (A row that labels its
/// values labels the others too: "sinä A   kone 10".) `row` holds one
/// line's values.
pub(super) fn unlabel_winner_cells(text: &str, row: &mut [Value]) {
    let bare = |value: &Value| side_of(&value.before).is_none();
    for at in 2..row.len() {
        let lone_side = matches!(row[at].before[..], [Word::Player | Word::Computer]);
        let cell = &text[row[at - 1].end..row[at].start];
        let next_bare = row.get(at + 1).is_some_and(bare);
        if lone_side
            && next_bare
            && bare(&row[at - 1])
            && bare(&row[at - 2])
            && words_of(cell).len() == 1
        {
            row[at].before.clear();
            row[at].label_from = row[at].start;
        }
    }
}

/// The entries of `found` (a line's lexicon words: in order, none
/// overlapping) wholly within `range` of it, found by bisection: a long
/// line's values each look up their few words, not the whole line's.
fn found_within(found: &[(Word, usize, usize)], range: Range<usize>) -> &[(Word, usize, usize)] {
    let first = found.partition_point(|(_, start, _)| *start < range.start);
    let rest = &found[first..];
    &rest[..rest.partition_point(|(_, _, end)| *end <= range.end)]
}

/// The concepts of `found` (a line's lexicon words) within `range` of it.
pub(super) fn words_within(found: &[(Word, usize, usize)], range: Range<usize>) -> Vec<Word> {
    found_within(found, range)
        .iter()
        .map(|found| found.0)
        .collect()
}

/// The words that give a card to a side after it ("a Five for you", "un As
/// pour toi"), folded.
const GIVEN_FOR: &[&str] = &["for", "pour", "para", "fur", "per", "voor"];

/// The side a value is given to by the words after it (`after`, up to the
/// next value on `line`): a word of `GIVEN_FOR` then the side's name (after
/// an article at most), as in "I turn up a Five for you and a Ace for the
/// computer". `found` are the lexicon's words of `line`.
pub(super) fn side_given_to(
    line: &str,
    after: Range<usize>,
    found: &[(Word, usize, usize)],
) -> Option<Word> {
    let &(side, side_start, _) = found_within(found, after.clone()).first()?;
    if !matches!(side, Word::Player | Word::Computer) {
        return None;
    }
    let words: Vec<String> = words_of(&line[after.start..side_start])
        .into_iter()
        .map(|word| word.folded)
        .collect();
    let given = match words.as_slice() {
        [given] => given,
        [given, article]
            if ["the", "a", "el", "la", "le", "o", "il", "de", "der", "den"]
                .contains(&article.as_str()) =>
        {
            given
        }
        _ => return None,
    };
    GIVEN_FOR.contains(&given.as_str()).then_some(side)
}

/// A number written `#3` with no label of its own ("#1 you 1 / computer 10")
/// counts the hands: it is no card.
pub(super) fn numbered_by_hash(before_on_line: &str, label: &[Word]) -> bool {
    before_on_line.trim_end_matches([' ', '\t']).ends_with('#')
        && !label.iter().any(|word| {
            matches!(
                word,
                Word::Seed | Word::Game | Word::Hand | Word::Player | Word::Computer
            )
        })
}

#[cfg(test)]
mod tests {
    use super::super::war_words::lexicon;
    use super::*;
    use crate::reading::CourseLanguages;
    use reference::war::HandWinner;

    fn found(line: &str) -> Vec<(Word, usize, usize)> {
        lexicon(HandWinner::Computer, &CourseLanguages::used_in(line)).find(line)
    }

    #[test]
    fn a_capital_letter_is_a_card_beside_a_side_or_before_no_word() {
        // (line, the letter's place in it, a card)
        let cases = [
            ("player K  computer 4", "K", true),
            ("you 10, computer J - computer takes", "J", true),
            ("Kierros 1: sinä A   kone 10", "A", true),
            ("a Q for you", "Q", true),
            ("You: A", "A", true),
            ("A tie: both cards go to the pile", "A", false),
            ("Q and then what", "Q", false),
        ];
        for (line, letter, card) in cases {
            let at = line.find(letter).unwrap();
            assert_eq!(
                letter_is_card(line, at..at + letter.len(), &found(line)),
                card,
                "{line}"
            );
        }
    }

    #[test]
    fn a_card_for_a_side_is_given_to_it() {
        // (line, the card, the side it is given to)
        let cases = [
            ("a Five for you and", "Five", Some(Word::Player)),
            ("a Ace for the computer.", "Ace", Some(Word::Computer)),
            ("un As pour toi, manche 1", "As", Some(Word::Player)),
            ("your Five beats the computer", "Five", None),
            ("5 to the computer", "5", None),
        ];
        for (line, card, side) in cases {
            let end = line.find(card).unwrap() + card.len();
            assert_eq!(
                side_given_to(line, end..line.len(), &found(line)),
                side,
                "{line}"
            );
        }
    }

    #[test]
    fn a_hash_before_a_number_counts_hands() {
        let cases: [(&str, &[Word], bool); 4] = [
            ("#", &[], true),
            ("  # ", &[], true),
            ("seed #", &[Word::Seed], false),
            ("you ", &[Word::Player], false),
        ];
        for (before, label, counter) in cases {
            assert_eq!(numbered_by_hash(before, label), counter, "{before:?}");
        }
    }
}
