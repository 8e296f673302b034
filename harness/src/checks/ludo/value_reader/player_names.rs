//! Names a program gives its players (`Zoë Rolls 6`), learned from the
//! lines of the first two turns' rolls.

use reference::ludo::Player;

use super::super::ludo_sides::Sides;
use super::{Seen, Word};
use crate::reading::{line_start, words_of, Lexicon};

/// Names a program gives its players (`Zoë Rolls 6`): the first word of the
/// line of the first roll of the first two turns, Player 1's first, when it
/// is no side word, number or label.
pub(super) fn learned_names(
    text: &str,
    turns: &[Vec<usize>],
    seen: &[Seen],
    side_words: &Sides,
    lexicon: &Lexicon<Word>,
) -> Vec<(String, Player)> {
    let mut names = Vec::new();
    for (turn, player) in turns.iter().take(2).zip([Player::One, Player::Two]) {
        let roll = seen[turn[0]].start;
        let start = line_start(text, roll);
        let line = &text[start..roll];
        if !side_words.find(line).is_empty() || !lexicon.find(line).is_empty() {
            continue;
        }
        if let Some(word) = words_of(line).first() {
            if line[..word.start].trim().is_empty() {
                names.push((word.folded.clone(), player));
            }
        }
    }
    if names.len() == 2 && names[0].0 == names[1].0 {
        names.clear();
    }
    names
}

/// The learned name that begins the line of a roll.
pub(super) fn named_player(text: &str, roll: usize, names: &[(String, Player)]) -> Option<Player> {
    let start = line_start(text, roll);
    let first = words_of(&text[start..roll]).first()?.folded.clone();
    names
        .iter()
        .find(|(name, _)| *name == first)
        .map(|(_, player)| *player)
}
