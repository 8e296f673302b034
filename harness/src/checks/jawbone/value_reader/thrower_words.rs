//! The words a program uses for each thrower, learned from its own throws
//! whose thrower is known from the reference's play (the aligned draws):
//! the second channel for the throws after the first divergence, in
//! whatever language the program speaks (`Du kastet` / `Jeg kastet`,
//! `SINUN vuoro` / `KONEEN vuoro` over the throws, `DIN OMGÅNG` over a
//! table of them). A word is the program's word for one side when it
//! stood by that side's throws only; a word that stood by both (`you` in a
//! score line shown between any two rounds) names neither in this program.

use std::collections::HashMap;

use reference::jawbone::Side;

use super::jawbone_words::Concept;
use super::{side_of, Sighting};
use crate::reading::{before_line_start, line_start, words_of, ConceptIndex};

/// How many lines above a throw may name its thrower (a heading over a
/// column of throws), as for the lexicon's words.
const LINES_ABOVE: usize = 6;

/// Where a word stood by a throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Place {
    /// On the throw's line, before its value.
    Own,
    /// On a line above it, after the throw before.
    Above,
}

/// The words seen by each side's known throws, and how often.
#[derive(Debug, Default)]
pub(super) struct ThrowerWords {
    seen: HashMap<(Place, String), [usize; 2]>,
    /// How many throws of each side were known.
    known_throws: [usize; 2],
}

impl ThrowerWords {
    /// The words by `sightings` (in text order) whose thrower `owner` knows.
    pub(super) fn learned(
        text: &str,
        sightings: &[Sighting],
        owner: &dyn Fn(&Sighting) -> Option<Side>,
        words: &ConceptIndex<Concept>,
    ) -> ThrowerWords {
        let mut learned = ThrowerWords::default();
        let mut previous_line: Option<usize> = None;
        // A line that shows throws of both sides (a value of a column read
        // as the other side's throw) teaches nothing of either's words.
        let lines: Vec<(usize, Option<Side>)> = sightings
            .iter()
            .map(|sighting| (line_start(text, sighting.start), owner(sighting)))
            .collect();
        let mixed = |line: usize, side: Side| {
            lines
                .iter()
                .any(|&(other, owner)| other == line && owner.is_some_and(|owner| owner != side))
        };
        for sighting in sightings {
            let line = line_start(text, sighting.start);
            if let Some(side) = owner(sighting) {
                learned.known_throws[index(side)] += 1;
                // What a throw scored says nothing of who threw it: a
                // position's name (`Pidä ja anna +11 | 99`) stands by
                // whichever side threw it first.
                if !mixed(line, side) {
                    let own = without_positions(text, line..sighting.start, words);
                    learned.count(Place::Own, &own, side);
                }
                let mut above = line;
                for _ in 0..LINES_ABOVE {
                    if above == 0 {
                        break;
                    }
                    let up = line_start(text, before_line_start(text, above));
                    if previous_line.is_some_and(|previous| up <= previous) {
                        break;
                    }
                    above = up;
                }
                let above = without_positions(text, above..line, words);
                learned.count(Place::Above, &above, side);
            }
            previous_line = Some(line);
        }
        learned
    }

    fn count(&mut self, place: Place, text: &str, side: Side) {
        let mut words: Vec<String> = words_of(text).into_iter().map(|word| word.folded).collect();
        words.sort();
        words.dedup();
        for word in words {
            self.seen.entry((place, word)).or_default()[index(side)] += 1;
        }
    }

    /// Nothing can be learned: the throws of one side or both were never
    /// known, so a word by the other side's throws only may be the
    /// program's word for any throw (`kastet` in `Du kastet` and `Jeg
    /// kastet` when only the human's were aligned).
    pub(super) fn is_empty(&self) -> bool {
        self.known_throws.contains(&0)
    }

    /// The side whose throw lines alone carry `word` before the throw: the
    /// program's own name for that side (`Player` in `Player tossed 61`).
    pub(super) fn throw_line_side(&self, word: &str) -> Option<Side> {
        if self.is_empty() {
            return None;
        }
        match self.seen.get(&(Place::Own, word.to_string())) {
            Some([human, 0]) if *human > 0 => Some(Side::Human),
            Some([0, computer]) if *computer > 0 => Some(Side::Computer),
            _ => None,
        }
    }

    /// The side `word` names at `place`: the one side it stood by, else
    /// (never seen there) the side the lexicon gives it.
    fn side(&self, place: Place, word: &str, words: &ConceptIndex<Concept>) -> Option<Side> {
        match self.seen.get(&(place, word.to_string())) {
            Some([human, 0]) if *human > 0 => Some(Side::Human),
            Some([0, computer]) if *computer > 0 => Some(Side::Computer),
            Some(_) => None,
            None => words
                .lexicon()
                .concepts(word)
                .iter()
                .find_map(|concept| side_of(*concept)),
        }
    }

    /// Who threw the value at `at`: the side named last before it on its
    /// line, else on the nearest line above that names one.
    pub(super) fn thrower_of(
        &self,
        text: &str,
        at: usize,
        words: &ConceptIndex<Concept>,
    ) -> Option<Side> {
        let named = |place: Place, line: &str| {
            words_of(line)
                .iter()
                .rev()
                .find_map(|word| self.side(place, &word.folded, words))
        };
        let mut start = line_start(text, at);
        if let Some(side) = named(Place::Own, &text[start..at]) {
            return Some(side);
        }
        for _ in 0..LINES_ABOVE {
            if start == 0 {
                return None;
            }
            let end = before_line_start(text, start);
            start = line_start(text, end);
            if let Some(side) = named(Place::Above, &text[start..end]) {
                return Some(side);
            }
        }
        None
    }
}

/// The text of `range` with the table's position names blanked.
fn without_positions(
    text: &str,
    range: std::ops::Range<usize>,
    words: &ConceptIndex<Concept>,
) -> String {
    let mut kept = text[range.clone()].to_string();
    for &(concept, start, end) in words.find(range.clone()) {
        if matches!(concept, Concept::Position(_)) && range.start <= start && end <= range.end {
            let (start, end) = (start - range.start, end - range.start);
            if kept.is_char_boundary(start) && kept.is_char_boundary(end) {
                kept.replace_range(start..end, &" ".repeat(end - start));
            }
        }
    }
    kept
}

fn index(side: Side) -> usize {
    match side {
        Side::Human => 0,
        Side::Computer => 1,
    }
}
