//! A transcript's words, lexicon concepts (a shared [`ConceptIndex`]) and side names, read once in
//! text order, so what stands before or after each value on its line is
//! looked up (by bisection) instead of read again: judging stays linear in
//! the output, whatever the number of values on a line.

use std::ops::Range;

use super::super::ludo_sides::{Side, Sides};
use super::Word;
use crate::reading::{words_of, ConceptIndex, Lexicon, Word as TextWord};

pub(super) struct TextIndex<'l> {
    words: Vec<TextWord>,
    concepts: ConceptIndex<'l, Word>,
    sides: Vec<(Side, usize, usize)>,
}

/// The items of `items` (in text order, not overlapping) that lie wholly in
/// `range`, by their (start, end).
fn within<'a, T>(
    items: &'a [T],
    range: &Range<usize>,
    span: impl Fn(&T) -> (usize, usize),
) -> &'a [T] {
    let first = items.partition_point(|item| span(item).0 < range.start);
    let last = items.partition_point(|item| span(item).1 <= range.end);
    &items[first..last.max(first)]
}

impl<'l> TextIndex<'l> {
    pub(super) fn of(text: &str, lexicon: &'l Lexicon<Word>, side_words: &Sides) -> TextIndex<'l> {
        TextIndex {
            words: words_of(text),
            concepts: ConceptIndex::new(text, lexicon, &|| true),
            sides: side_words.find(text),
        }
    }

    /// The words wholly in `range`.
    pub(super) fn words(&self, range: Range<usize>) -> &[TextWord] {
        within(&self.words, &range, |word| (word.start, word.end))
    }

    /// The lexicon's concepts wholly in `range`, with their offsets.
    pub(super) fn concepts(&self, range: Range<usize>) -> &[(Word, usize, usize)] {
        self.concepts.find(range)
    }

    /// The sides named wholly in `range`, with their offsets.
    pub(super) fn sides(&self, range: Range<usize>) -> &[(Side, usize, usize)] {
        within(&self.sides, &range, |&(_, start, end)| (start, end))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_stands_in_a_range_is_looked_up() {
        let text = "Player1 rolls 6, now on square 9\nPlayer2 rolls 2\n";
        let sides = Sides::learned_from(text);
        let lexicon = super::super::words(text);
        let index = TextIndex::of(text, &lexicon, &sides);
        let second = text.find("Player2").unwrap();
        let folded: Vec<&str> = index
            .words(0..second)
            .iter()
            .map(|word| word.folded.as_str())
            .collect();
        assert_eq!(folded, ["player", "rolls", "now", "on", "square"]);
        let concepts: Vec<Word> = index.concepts(0..second).iter().map(|c| c.0).collect();
        assert_eq!(
            concepts,
            [Word::Label, Word::Position, Word::Position, Word::Position]
        );
        assert_eq!(index.sides(0..second).len(), 1);
        assert_eq!(index.sides(second..text.len())[0].0, Side::Two);
        assert!(index.words(5..6).is_empty());
    }
}
