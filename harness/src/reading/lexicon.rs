//! A small vocabulary per concept (the two sides, outcomes, positions),
//! matched on folded words: `you` names the player whether it is written
//! `YOU` or `You`; an entry ending in `*` matches every word it begins
//! (`win*`: win, wins, winner); an entry of several words matches them in a
//! row.

use std::collections::HashMap;

use super::folded_text::{words_of, Word};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lexicon<C> {
    /// Every entry with its concept, in the order given, each split into
    /// its words once.
    entries: Vec<(C, Vec<String>)>,
    /// The entries by their first word, and those whose first word is a
    /// stem (`win*`) by the stem's first letter: `find` runs at every word
    /// of a transcript, so it looks at the entries a word can begin, not at
    /// all of them (nor at every stem: a transcript's words are many).
    by_first_word: HashMap<String, Vec<usize>>,
    by_stem_initial: HashMap<char, Vec<usize>>,
    /// Entries whose first word is `*` alone: they begin at any word.
    any_word: Vec<usize>,
}

impl<C: Copy + PartialEq> Lexicon<C> {
    /// `entries`: each concept with its words (folded when written here).
    pub fn new(entries: &[(C, &[&str])]) -> Self {
        let entries: Vec<(C, Vec<String>)> = entries
            .iter()
            .flat_map(|(concept, words)| {
                words.iter().map(move |word| {
                    let parts = super::fold(word).split(' ').map(str::to_string).collect();
                    (*concept, parts)
                })
            })
            .collect();
        let mut by_first_word: HashMap<String, Vec<usize>> = HashMap::new();
        let mut by_stem_initial: HashMap<char, Vec<usize>> = HashMap::new();
        let mut any_word = Vec::new();
        for (index, (_, parts)) in entries.iter().enumerate() {
            let Some(first) = parts.first() else { continue };
            match first.strip_suffix('*').map(|stem| stem.chars().next()) {
                Some(Some(initial)) => by_stem_initial.entry(initial).or_default().push(index),
                Some(None) => any_word.push(index),
                None => by_first_word.entry(first.clone()).or_default().push(index),
            }
        }
        Lexicon {
            entries,
            by_first_word,
            by_stem_initial,
            any_word,
        }
    }

    /// Every concept named in `text`, with where (byte offsets in `text`), in
    /// text order; at one place the longest entry wins (of two as long, the
    /// one given last).
    pub fn find(&self, text: &str) -> Vec<(C, usize, usize)> {
        let words = words_of(text);
        let mut found = Vec::new();
        let mut index = 0;
        let mut candidates: Vec<usize> = Vec::new();
        while index < words.len() {
            let word = &words[index].folded;
            candidates.clear();
            for key in [Some(word.as_str()), bare(word)].into_iter().flatten() {
                if let Some(entries) = self.by_first_word.get(key) {
                    candidates.extend(entries);
                }
            }
            if let Some(stems) = word
                .chars()
                .next()
                .and_then(|initial| self.by_stem_initial.get(&initial))
            {
                candidates.extend(stems);
            }
            candidates.extend(&self.any_word);
            candidates.sort_unstable();
            candidates.dedup();
            let best = candidates
                .iter()
                .filter_map(|&entry| {
                    let (concept, parts) = &self.entries[entry];
                    matched_length(&words[index..], parts).map(|length| (*concept, length))
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

/// A possessive without its ending, which names the same thing:
/// `Computer's throw`, `players'`.
fn bare(word: &str) -> Option<&str> {
    word.strip_suffix("'s").or_else(|| word.strip_suffix('\''))
}

/// How many of `words` the entry matches from the first, if it does.
fn matched_length(words: &[Word], parts: &[String]) -> Option<usize> {
    if parts.len() > words.len() {
        return None;
    }
    let all = parts.iter().zip(words).all(|(part, word)| {
        let bare = bare(&word.folded).unwrap_or(&word.folded);
        match part.strip_suffix('*') {
            Some(stem) => word.folded.starts_with(stem),
            None => word.folded == **part || bare == part.as_str(),
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
