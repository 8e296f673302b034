//! The concepts of a [`Lexicon`] found in a whole text once, line by line,
//! so a reader that asks what is named near each value (on its line, on the
//! line above, between two values) looks the answer up instead of reading
//! the words again: on a long line every value's window would otherwise be
//! folded and matched anew, which made judging a 1 MiB line take minutes.

use std::ops::Range;

use super::Lexicon;

/// Every concept named in a text, by line, with its byte offsets in the
/// whole text, in text order.
#[derive(Debug, Clone)]
pub struct ConceptIndex<'l, C> {
    lexicon: &'l Lexicon<C>,
    /// Not overlapping and in text order, so both starts and ends are sorted.
    found: Vec<(C, usize, usize)>,
}

impl<'l, C: Copy + PartialEq> ConceptIndex<'l, C> {
    /// The concepts of `lexicon` in `text`, each line read once (an entry of
    /// several words never spans two lines). `keep_reading` is asked before
    /// each line: a reader's deadline; once it says no, the rest is unread.
    pub fn new(text: &str, lexicon: &'l Lexicon<C>, keep_reading: &dyn Fn() -> bool) -> Self {
        let mut found = Vec::new();
        let mut start = 0;
        for line in text.split_inclusive('\n') {
            if !keep_reading() {
                break;
            }
            found.extend(
                lexicon
                    .find(line)
                    .into_iter()
                    .map(|(concept, from, to)| (concept, start + from, start + to)),
            );
            start += line.len();
        }
        ConceptIndex { lexicon, found }
    }

    /// The lexicon the text was read with (to ask about a single word).
    pub fn lexicon(&self) -> &'l Lexicon<C> {
        self.lexicon
    }

    /// The concepts named wholly inside `range` of the text, in text order.
    /// An entry the range cuts (`keep throwing` from `throwing` on) is the
    /// line's, not the range's: it is left out.
    pub fn find(&self, range: Range<usize>) -> &[(C, usize, usize)] {
        let first = self.found.partition_point(|entry| entry.1 < range.start);
        let rest = &self.found[first..];
        &rest[..rest.partition_point(|entry| entry.2 <= range.end)]
    }

    /// The concepts named inside `range`, in text order, each once.
    pub fn concepts(&self, range: Range<usize>) -> Vec<C> {
        let mut concepts = Vec::new();
        for &(concept, _, _) in self.find(range) {
            if !concepts.contains(&concept) {
                concepts.push(concept);
            }
        }
        concepts
    }

    /// Whether `concept` is named inside `range`.
    pub fn names(&self, range: Range<usize>, concept: C) -> bool {
        self.find(range).iter().any(|entry| entry.0 == concept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Word {
        Side,
        Throw,
        Round,
    }

    fn lexicon() -> Lexicon<Word> {
        Lexicon::new(&[
            (Word::Side, &["you", "computer*"][..]),
            (Word::Throw, &["throw*", "keep throwing"]),
            (Word::Round, &["round*", "this round"]),
        ])
    }

    #[test]
    fn a_range_finds_what_the_lexicon_finds_in_it() {
        let lexicon = lexicon();
        let text = "You throw 42\nComputer: 7 this round\n\nkeep\nthrowing 5";
        let index = ConceptIndex::new(text, &lexicon, &|| true);
        let mut start = 0;
        for line in text.split('\n') {
            let line = start..start + line.len();
            start = line.end + 1;
            let expected: Vec<(Word, usize, usize)> = lexicon
                .find(&text[line.clone()])
                .into_iter()
                .map(|(word, start, end)| (word, start + line.start, end + line.start))
                .collect();
            assert_eq!(index.find(line.clone()), &expected[..], "{line:?}");
        }
        // Between two values, and over several lines.
        assert_eq!(index.concepts(24..35), [Word::Round]);
        assert_eq!(
            index.concepts(0..text.len()),
            [Word::Side, Word::Throw, Word::Round]
        );
        // `keep` and `throwing` on two lines are two words, not the entry.
        assert_eq!(index.find(36..52), &[(Word::Throw, 42, 50)]);
        assert!(index.names(13..21, Word::Side) && !index.names(13..21, Word::Throw));
    }

    #[test]
    fn an_entry_the_range_cuts_is_left_out() {
        let lexicon = lexicon();
        let text = "Computer: 7 this round";
        let index = ConceptIndex::new(text, &lexicon, &|| true);
        // `this round` starts at 12: from 14 on, the range holds part of it.
        assert_eq!(index.find(10..text.len()), &[(Word::Round, 12, 22)]);
        assert!(index.find(14..text.len()).is_empty());
        assert!(index
            .find(3..text.len())
            .iter()
            .all(|entry| entry.0 != Word::Side));
        assert!(index.find(5..5).is_empty());
    }

    #[test]
    fn reading_stops_when_told_to() {
        let lexicon = lexicon();
        let text = "you\nyou\nyou\n";
        let lines_read = std::cell::Cell::new(0);
        let index = ConceptIndex::new(text, &lexicon, &|| {
            lines_read.set(lines_read.get() + 1);
            lines_read.get() <= 2
        });
        assert_eq!(index.find(0..text.len()).len(), 2);
    }
}
