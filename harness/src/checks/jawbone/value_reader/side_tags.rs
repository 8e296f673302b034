//! Sides a program names by one capital letter, its initial (`U 31 +1`,
//! `C 15 EP`; `P`/`M`, `Y`/`B`): learned from the program's own throw
//! lines, a line whose only word before its first number (a drawn
//! throw) is that letter. Both sides must show so, by letters that are
//! initials of one side's nouns each: a lone tag, or two letters of the
//! same side, say nothing of who threw.

use reference::jawbone::Side;

use super::jawbone_words::Concept;
use crate::reading::fold;

/// Nouns for the player whose initial may tag the human's lines.
const HUMAN_NOUNS: [&str; 9] = [
    "you", "user", "player", "human", "jucator", "jugador", "joueur", "spieler", "pelaaja",
];

/// Nouns for the computer whose initial may tag its lines.
const COMPUTER_NOUNS: [&str; 12] = [
    "computer",
    "cpu",
    "machine",
    "house",
    "dealer",
    "bot",
    "opponent",
    "calculator",
    "ordinateur",
    "ordenador",
    "computadora",
    "tietokone",
];

/// How many throw lines a tag must begin before it is the program's habit.
const LINES_PER_TAG: usize = 2;

/// The side whose nouns alone begin with `letter`.
fn side_of_initial(letter: char) -> Option<Side> {
    let begins = |nouns: &[&str]| nouns.iter().any(|noun| noun.starts_with(letter));
    match (begins(&HUMAN_NOUNS), begins(&COMPUTER_NOUNS)) {
        (true, false) => Some(Side::Human),
        (false, true) => Some(Side::Computer),
        _ => None,
    }
}

/// The letter a line is tagged by: its only word before its first number,
/// one capital letter, where that number is a face drawn (`faces`, sorted).
fn line_tag(line: &str, faces: &[u32]) -> Option<char> {
    let digits = line.find(|c: char| c.is_ascii_digit())?;
    let number: String = line[digits..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let number: u32 = number.parse().ok()?;
    if faces.binary_search(&number).is_err() {
        return None;
    }
    let mut letters = line[..digits].chars().filter(|c| c.is_alphanumeric());
    let letter = letters.next()?;
    (letter.is_uppercase() && letters.next().is_none()).then_some(letter)
}

/// The side words `text` writes as one-letter tags of its throw lines
/// (`faces`: the throws drawn), as lexicon entries: none unless both sides
/// are tagged so.
pub(super) fn side_tags(text: &str, faces: &[u32]) -> Vec<(Concept, String)> {
    let mut faces = faces.to_vec();
    faces.sort_unstable();
    faces.dedup();
    let mut counts: Vec<(char, usize)> = Vec::new();
    for line in text.lines() {
        let Some(tag) = line_tag(line, &faces) else {
            continue;
        };
        match counts.iter_mut().find(|(letter, _)| *letter == tag) {
            Some((_, count)) => *count += 1,
            None => counts.push((tag, 1)),
        }
    }
    let habitual: Vec<char> = counts
        .into_iter()
        .filter(|&(_, count)| count >= LINES_PER_TAG)
        .map(|(letter, _)| letter)
        .collect();
    let [first, second] = habitual[..] else {
        return Vec::new();
    };
    let concept = |side: Side| match side {
        Side::Human => Concept::Human,
        Side::Computer => Concept::Computer,
    };
    let lower = |letter: char| letter.to_lowercase().next().unwrap_or(letter);
    match (
        side_of_initial(lower(first)),
        side_of_initial(lower(second)),
    ) {
        (Some(one), Some(other)) if one != other => vec![
            (concept(one), fold(&first.to_string())),
            (concept(other), fold(&second.to_string())),
        ],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (transcript, faces drawn, the tags read as sides)
    type TagCase = (
        &'static str,
        &'static [u32],
        &'static [(Concept, &'static str)],
    );

    #[test]
    fn both_sides_tagged_by_their_initials_are_read_as_sides() {
        let cases: [TagCase; 7] = [
            (
                "U 31 +1 -> 1\nU 60 +2 -> 3\nC 15 EP\nC 40 +1\n",
                &[31, 60, 15, 40],
                &[(Concept::Human, "u"), (Concept::Computer, "c")],
            ),
            (
                "| M  88 (7)\n| P  5 lost\n| M 70 (4)\n| P 99 (11)\n",
                &[88, 5, 70, 99],
                &[(Concept::Computer, "m"), (Concept::Human, "p")],
            ),
            // One side tagged only: nothing learned.
            ("U 31\nU 60\n", &[31, 60], &[]),
            // Two letters of the same side (user, player).
            ("U 31\nU 60\nP 15\nP 40\n", &[31, 60, 15, 40], &[]),
            // H: human or house, nobody's.
            ("H 31\nH 60\nC 15\nC 40\n", &[31, 60, 15, 40], &[]),
            // Not the throws drawn: a list of options, no throws.
            ("A 1 play\nA 2 quit\nC 3 rules\nC 4 x\n", &[31, 60], &[]),
            // Lower case, or a word: no tag.
            ("u 31\nu 60\nCPU 15\nCPU 40\n", &[31, 60, 15, 40], &[]),
        ];
        for (text, faces, expected) in cases {
            let tags = side_tags(text, faces);
            let tags: Vec<(Concept, &str)> = tags
                .iter()
                .map(|(concept, word)| (*concept, word.as_str()))
                .collect();
            assert_eq!(tags, expected, "{text}");
        }
    }
}
