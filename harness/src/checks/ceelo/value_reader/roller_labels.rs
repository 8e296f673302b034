//! The program's own words for each side, learned from its rolls whose
//! roller the reference's play gives (`| minä |`, `A gép dobott:`): a roll
//! the reference cannot speak for (drawn after the program's game parted
//! from the reference's) shown after the same words is that side's, in
//! whatever language the program speaks.

use std::collections::HashMap;

use reference::ceelo::Roller;

use super::Side;
use crate::reading::{line_start, words_of, Lexicon};

/// Each label seen before aligned rolls, with the one side it introduced
/// (`None`: both sides', so it names neither: `| 4 | 5 | 6 |`).
#[derive(Debug, Default)]
pub(super) struct RollerLabels {
    sides: HashMap<String, Option<Roller>>,
}

impl RollerLabels {
    /// The labels of `rolls` whose roller is known.
    pub(super) fn learned<'a>(rolls: impl Iterator<Item = (&'a str, Roller)>) -> RollerLabels {
        RollerLabels {
            sides: one_side_each(
                rolls
                    .filter(|(label, _)| !label.is_empty())
                    .map(|(label, roller)| (label.to_string(), roller)),
            ),
        }
    }

    /// The side whose rolls `label` introduced, if only one's.
    pub(super) fn roller(&self, label: &str) -> Option<Roller> {
        self.sides.get(label).copied().flatten()
    }
}

/// The words before the dice at `at` (not before `floor`, the end of the
/// roll before): on its line, or the line above where the dice's line has
/// no word before them (`P1` / `2 2 5`); case, digits (a game or roll
/// counter) and spacing aside. Empty when no word is there.
pub(super) fn label_before(shown: &str, floor: usize, at: usize) -> String {
    let at = at.min(shown.len());
    let line = line_start(shown, at).max(floor).min(at);
    let has_word = |text: &str| text.chars().any(char::is_alphabetic);
    let mut text = &shown[line..at];
    if !has_word(text) && line > floor {
        let above = line_start(shown, line.saturating_sub(1))
            .max(floor)
            .min(line);
        text = &shown[above..at];
    }
    if !has_word(text) {
        return String::new();
    }
    let kept: String = text
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .flat_map(char::to_lowercase)
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The words of the labels that introduce one side's rolls only, as a
/// lexicon of that side (`Zeus` of `Zeus wuerfelt. Ergebnis:` where the
/// player's rolls follow `Du wuerfelst. Ergebnis:`): the program's own names
/// for the sides, to tell whose result a sentence says (`Zeus gewinnt`).
/// A word both sides' labels use (`wuerfelt`, `Ergebnis`) names neither.
pub(super) fn one_side_words<L: AsRef<str>>(
    labelled: impl Iterator<Item = (L, Roller)>,
) -> Lexicon<Side> {
    let sides = one_side_each(labelled.flat_map(|(label, roller)| {
        words_of(label.as_ref())
            .into_iter()
            .filter(|word| word.folded.chars().count() >= 2)
            .map(move |word| (word.folded, roller))
    }));
    let of = |wanted: Roller| -> Vec<&str> {
        let mut words: Vec<&str> = sides
            .iter()
            .filter(|(_, side)| **side == Some(wanted))
            .map(|(word, _)| word.as_str())
            .collect();
        words.sort_unstable();
        words
    };
    let (player, computer) = (of(Roller::Player), of(Roller::Cpu));
    Lexicon::new(&[(Side::Player, &player[..]), (Side::Computer, &computer[..])])
}

/// Each key seen with the one roller it was always seen with (`None`:
/// seen with both, so it names neither).
fn one_side_each(seen: impl Iterator<Item = (String, Roller)>) -> HashMap<String, Option<Roller>> {
    let mut sides: HashMap<String, Option<Roller>> = HashMap::new();
    for (key, roller) in seen {
        sides
            .entry(key)
            .and_modify(|side| {
                if *side != Some(roller) {
                    *side = None;
                }
            })
            .or_insert(Some(roller));
    }
    sides
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_one_side_s_labels_name_it() {
        let lexicon = one_side_words(
            [
                ("du wuerfelst. ergebnis:", Roller::Player),
                ("zeus wuerfelt. ergebnis:", Roller::Cpu),
                ("du wuerfelst. ergebnis:", Roller::Player),
            ]
            .into_iter(),
        );
        let named = |text: &str| lexicon.find(text).first().map(|found| found.0);
        assert_eq!(named("Zeus gewinnt dieses Spiel."), Some(Side::Computer));
        assert_eq!(named("Du gewinnst!"), Some(Side::Player));
        assert_eq!(named("Ergebnis: gewonnen"), None);
    }

    #[test]
    fn a_label_introducing_both_sides_names_neither() {
        let labels = RollerLabels::learned(
            [
                ("| mina |", Roller::Cpu),
                ("| sina |", Roller::Player),
                ("|", Roller::Player),
                ("|", Roller::Cpu),
            ]
            .into_iter(),
        );
        assert_eq!(labels.roller("| mina |"), Some(Roller::Cpu));
        assert_eq!(labels.roller("| sina |"), Some(Roller::Player));
        assert_eq!(labels.roller("|"), None);
        assert_eq!(labels.roller("kone:"), None);
    }

    #[test]
    fn the_label_is_the_words_before_the_dice_counters_aside() {
        // (text, where the roll before ends, the dice's offset, label)
        let table = [
            ("Round 3 | Minä |  6 4 1", 0, 19, "round | minä |"),
            ("P1\n2 2 5", 0, 3, "p"),
            ("you 4 5 6, me 1 2 3", 9, 14, ", me"),
            ("| 4 | 5 | 6 |", 0, 2, ""),
        ];
        for (text, floor, at, label) in table {
            assert_eq!(label_before(text, floor, at), label, "{text}");
        }
    }
}
