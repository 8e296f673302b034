//! A small vocabulary per concept (the two sides, outcomes, positions),
//! matched on folded words: `you` names the player whether it is written
//! `YOU` or `You`; an entry ending in `*` matches every word it begins
//! (`win*`: win, wins, winner); an entry of several words matches them in a
//! row.

use super::folded_text::{words_of, Word};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lexicon<C> {
    entries: Vec<(C, Vec<String>)>,
}

impl<C: Copy + PartialEq> Lexicon<C> {
    /// `entries`: each concept with its words (folded when written here).
    pub fn new(entries: &[(C, &[&str])]) -> Self {
        Lexicon {
            entries: entries
                .iter()
                .map(|(concept, words)| {
                    (
                        *concept,
                        words.iter().map(|word| super::fold(word)).collect(),
                    )
                })
                .collect(),
        }
    }

    /// Every concept named in `text`, with where (byte offsets in `text`), in
    /// text order; at one place the longest entry wins.
    pub fn find(&self, text: &str) -> Vec<(C, usize, usize)> {
        let words = words_of(text);
        let mut found = Vec::new();
        let mut index = 0;
        while index < words.len() {
            let best = self
                .entries
                .iter()
                .flat_map(|(concept, entries)| entries.iter().map(move |entry| (concept, entry)))
                .filter_map(|(concept, entry)| {
                    matched_length(&words[index..], entry).map(|length| (*concept, length))
                })
                .max_by_key(|(_, length)| *length);
            match best {
                Some((concept, length)) => {
                    found.push((concept, words[index].start, words[index + length - 1].end));
                    index += length;
                }
                None => index += 1,
            }
        }
        found
    }

    /// The concepts named in `text`, in text order, each once.
    pub fn concepts(&self, text: &str) -> Vec<C> {
        let mut concepts = Vec::new();
        for (concept, _, _) in self.find(text) {
            if !concepts.contains(&concept) {
                concepts.push(concept);
            }
        }
        concepts
    }

    pub fn names(&self, text: &str, concept: C) -> bool {
        self.find(text)
            .iter()
            .any(|(found, _, _)| *found == concept)
    }
}

/// How many of `words` the entry matches from the first, if it does.
fn matched_length(words: &[Word], entry: &str) -> Option<usize> {
    let parts: Vec<&str> = entry.split(' ').collect();
    if parts.len() > words.len() {
        return None;
    }
    // A possessive names the same thing: `Computer's throw`, `players'`.
    let all = parts.iter().zip(words).all(|(part, word)| {
        let bare = word
            .folded
            .strip_suffix("'s")
            .or_else(|| word.folded.strip_suffix('\''))
            .unwrap_or(&word.folded);
        match part.strip_suffix('*') {
            Some(stem) => word.folded.starts_with(stem),
            None => word.folded == *part || bare == *part,
        }
    });
    all.then_some(parts.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Side {
        Player,
        Computer,
        Won,
    }

    #[test]
    fn concepts_are_found_in_any_case_longest_entry_first() {
        let lexicon = Lexicon::new(&[
            (Side::Player, &["you", "player"][..]),
            (Side::Computer, &["cpu", "the house", "computer*"]),
            (Side::Won, &["win*", "won", "you win"]),
        ]);
        let table: [(&str, &[Side]); 5] = [
            ("The HOUSE wins!", &[Side::Computer, Side::Won]),
            ("CPU's throw: 6 4 1", &[Side::Computer]),
            ("You win", &[Side::Won]),
            ("Computer's roll: 4 4 6", &[Side::Computer]),
            ("a house of cards", &[]),
        ];
        for (text, concepts) in table {
            assert_eq!(lexicon.concepts(text), concepts, "{text}");
        }
        assert!(lexicon.names("player one", Side::Player));
    }
}
