//! The two sides of a Ludo transcript and where it names them: numbered names
//! (`Player 2`, `P1`, and any word the program numbers 1 and 2 only, such as
//! `Jugador 2` or `Seat B`), side words (`you`/`I`, `human`/`computer`) and
//! colours, the first colour in play being the one that plays first.

use std::collections::{BTreeMap, BTreeSet};

use crate::reading::{words_of, Lexicon};

/// The side a word names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    /// Player 1 by name: `Player 1`, `P1`, `first player`.
    One,
    Two,
    /// A side word that is Player 1 unless the other side plays first:
    /// `you`, `human`, the first colour named.
    Near,
    /// `I`, `computer`, `machine`, `house`, the second colour named.
    Far,
}

/// Colours a program may name its players by; which is which is learned
/// from the order they show in.
const COLOURS: [&str; 6] = ["red", "blue", "green", "yellow", "black", "white"];

/// Words that count things rather than name a side, whatever numbers
/// follow them (`round 1`, `round 2` in a two-round game).
const COUNTER_WORDS: [&str; 8] = [
    "round", "turn", "game", "no", "number", "hand", "throw", "roll",
];

/// Finds the sides named in a text: numbered names by pattern (digits are
/// not words), side words by lexicon.
pub(super) struct Sides {
    numbered: regex::Regex,
    /// Words the transcript numbers `1` and `2` (or `A` and `B`) and
    /// nothing else: a side's name in the program's own language.
    learned: Option<regex::Regex>,
    words: Lexicon<Side>,
}

impl Sides {
    /// The sides of `text`: the fixed names, and the numbered names and
    /// colours this text uses.
    pub(super) fn learned_from(text: &str) -> Sides {
        let colours = colours_in_order(text);
        let near: Vec<&str> = ["you", "your", "you're", "yours", "human", "player", "user"]
            .into_iter()
            .chain(colours.first().copied())
            .collect();
        let far: Vec<&str> = [
            "i", "i'm", "me", "my", "mine", "computer", "machine", "house", "cpu", "bot", "dealer",
        ]
        .into_iter()
        .chain(colours.get(1).copied())
        .collect();
        Sides {
            numbered: regex::Regex::new(
                r"(?i)\b(?:player\s*(?:number|no\.?|nr\.?)?\s*[:#]?\s*|p)([12])\b|\bplayer\s+(one|two)\b|\b(first|second|1st|2nd)\s+player\b",
            )
            .expect("a valid pattern"),
            learned: numbered_words_pattern(text),
            words: Lexicon::new(&[
                (Side::One, &["player1"][..]),
                (Side::Two, &["player2"][..]),
                (Side::Near, &near[..]),
                (Side::Far, &far[..]),
            ]),
        }
    }

    /// Every side named in `text`, in text order.
    pub(super) fn find(&self, text: &str) -> Vec<(Side, usize, usize)> {
        // Kept in text order, so whether a place is taken is looked up by
        // bisection: a whole transcript is read in one pass.
        let mut found: Vec<(Side, usize, usize)> = Vec::new();
        let taken = |found: &[(Side, usize, usize)], start: usize, end: usize| {
            let after = found.partition_point(|&(_, from, _)| from < end);
            after > 0 && found[after - 1].2 > start
        };
        for pattern in std::iter::once(&self.numbered).chain(self.learned.as_ref()) {
            let mut new = Vec::new();
            for captures in pattern.captures_iter(text) {
                let whole = captures.get(0).expect("a match");
                if taken(&found, whole.start(), whole.end()) {
                    continue;
                }
                let name = captures
                    .iter()
                    .skip(1)
                    .flatten()
                    .next()
                    .map_or("", |group| group.as_str())
                    .to_ascii_lowercase();
                let side = match name.as_str() {
                    "1" | "one" | "first" | "1st" | "a" => Side::One,
                    _ => Side::Two,
                };
                new.push((side, whole.start(), whole.end()));
            }
            found.extend(new);
            found.sort_by_key(|&(_, start, _)| start);
        }
        let words: Vec<(Side, usize, usize)> = self
            .words
            .find(text)
            .into_iter()
            .filter(|&(_, start, end)| !taken(&found, start, end))
            .collect();
        found.extend(words);
        found.sort_by_key(|&(_, start, _)| start);
        found
    }

    /// The numbered names (`Player 2`, `Jugador 2`) in `text`, whose
    /// numbers are names, not values.
    pub(super) fn numbered_in(&self, text: &str) -> Vec<std::ops::Range<usize>> {
        std::iter::once(&self.numbered)
            .chain(self.learned.as_ref())
            .flat_map(|pattern| pattern.find_iter(text).map(|found| found.range()))
            .collect()
    }
}

/// The colours `text` names, in the order they first show.
fn colours_in_order(text: &str) -> Vec<&'static str> {
    let mut order = Vec::new();
    for word in words_of(text) {
        let bare = word.folded.strip_suffix("'s").unwrap_or(&word.folded);
        if let Some(colour) = COLOURS.iter().find(|colour| **colour == bare) {
            if !order.contains(colour) {
                order.push(*colour);
            }
        }
    }
    order
}

/// A pattern of the words `text` follows with `1` and `2` (or `A` and `B`)
/// and never with another number: `Jugador 1` / `Jugador 2`, `Seat A` /
/// `Seat B`. A counter (`round 1`, `round 2`, `round 3`) shows other
/// numbers too, or is a counter word.
fn numbered_words_pattern(text: &str) -> Option<regex::Regex> {
    let after_word =
        regex::Regex::new(r"(\p{L}+)[ \t]*#?[ \t]*(\d+|[AB])\b").expect("a valid pattern");
    let mut numbers: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for captures in after_word.captures_iter(text) {
        // Lower case, not folded: the pattern is matched on the text as
        // written (`Jucătorul 1`), in any case.
        let word = captures[1].to_lowercase();
        numbers
            .entry(word)
            .or_default()
            .insert(captures[2].to_string());
    }
    let names: Vec<String> = numbers
        .into_iter()
        .filter(|(word, seen)| {
            let digits = seen.iter().all(|n| n == "1" || n == "2") && seen.len() == 2;
            let letters = seen.iter().all(|n| n == "A" || n == "B") && seen.len() == 2;
            (digits || letters)
                && word.chars().count() > 1
                && word != "player"
                && !COUNTER_WORDS.contains(&word.as_str())
        })
        .map(|(word, _)| regex::escape(&word))
        .collect();
    if names.is_empty() {
        return None;
    }
    // Words match any case here; the letters only as capitals
    // (`rolls a 6` is no side). A name with a short ending is the same name
    // in another grammatical case (`Pionek gracza 1`, `Pelaajan 2`).
    regex::Regex::new(&format!(
        r"(?i:\b(?:{})\p{{L}}{{0,3}}\b)[ \t]*#?[ \t]*([12]\b|[AB]\b)",
        names.join("|")
    ))
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sides_of(text: &str) -> Vec<Side> {
        Sides::learned_from(text)
            .find(text)
            .into_iter()
            .map(|(side, _, _)| side)
            .collect()
    }

    #[test]
    fn words_numbered_one_and_two_only_are_sides() {
        let table: [(&str, &[Side]); 8] = [
            (
                "Spieler 1 wirft 6\nSpieler 2 wirft 3\n",
                &[Side::One, Side::Two],
            ),
            ("[Seat A] 6\n[Seat B] 3\n", &[Side::One, Side::Two]),
            (
                "Joueur #2 joue; Joueur #1 attend\n",
                &[Side::Two, Side::One],
            ),
            // The same name in another case names the same side.
            (
                "Gracz 1 rzuca 6\nGracz 2 rzuca 3\nBicie! Pionek gracza 1 wraca.\n",
                &[Side::One, Side::Two, Side::One],
            ),
            // A name written with diacritics is found as written.
            (
                "Jucătorul 1 a dat 6\nJucătorul 2 a dat 3\n",
                &[Side::One, Side::Two],
            ),
            // A counter shows a third number: not a side.
            ("ronda 1: 6\nronda 2: 3\nronda 3: 4\n", &[]),
            // Counter words are never sides, even in a short game.
            ("round 1: 6\nround 2: 3\n", &[]),
            // `a` in a sentence is no side, nor an upper-case `A` alone.
            ("ROLLS A 6\nROLLS A 3\n", &[]),
        ];
        for (text, sides) in table {
            assert_eq!(sides_of(text), sides, "{text}");
        }
    }

    #[test]
    fn the_first_colour_named_is_the_near_side() {
        let table: [(&str, &[Side]); 3] = [
            ("Green's go\nYellow's go\n", &[Side::Near, Side::Far]),
            ("Blue rolls 3\nRed rolls 4\n", &[Side::Near, Side::Far]),
            (
                "RED vs GREEN\nGREEN moves\n",
                &[Side::Near, Side::Far, Side::Far],
            ),
        ];
        for (text, sides) in table {
            assert_eq!(sides_of(text), sides, "{text}");
        }
    }

    #[test]
    fn numbered_names_are_found_with_their_number() {
        let text = "| 3 | jugador 2 | 4 |\n| 3 | jugador 1 | 6 |\n";
        let sides = Sides::learned_from(text);
        let ranges: Vec<&str> = sides
            .numbered_in(text)
            .into_iter()
            .map(|range| &text[range])
            .collect();
        assert_eq!(ranges, ["jugador 2", "jugador 1"]);
    }
}
