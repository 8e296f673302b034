//! Winner announcements in play: a win word with a side, or with the name
//! the program gave the mover, on its line or the next.

use reference::ludo::Player;

use super::super::ludo_sides::Sides;
use super::super::ludo_turns::LudoGame;
use super::{named_side, Side, Word};
use crate::checks::war::Printed;
use crate::reading::{line_end, line_start, words_of, Lexicon};

/// Winner announcements in play: a win word with a side on its line, or on
/// the next line with a side (`winner:` / `second player`).
pub(super) fn winners(
    text: &str,
    in_rules: &dyn Fn(usize) -> bool,
    lexicon: &Lexicon<Word>,
    side_words: &Sides,
    side_player: impl Fn(Side) -> Player,
    game: &LudoGame,
) -> Vec<Printed<Player>> {
    let mut found = Vec::new();
    let mut offset = 0;
    // A title before play ("first to exactly 56 wins") announces no one.
    let play_starts = game
        .turns
        .first()
        .and_then(|turn| turn.rolls.first())
        .map_or(0, |roll| roll.offset);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    for (index, line) in lines.iter().enumerate() {
        let here = offset;
        offset += line.len();
        if in_rules(here) || offset <= play_starts || !lexicon.names(line, Word::Win) {
            continue;
        }
        let side = named_side(side_words, line).or_else(|| {
            lines
                .get(index + 1)
                .and_then(|next| named_side(side_words, next))
        });
        let player = match side {
            Some(side) => side_player(side),
            // A name the program gave: the mover of the turn it last named.
            None => match named_mover(line, text, game) {
                Some(player) => player,
                None => continue,
            },
        };
        let win_at = lexicon
            .find(line)
            .iter()
            .find(|(concept, _, _)| *concept == Word::Win)
            .map_or(0, |(_, start, _)| *start);
        found.push(Printed {
            value: player,
            offset: here + win_at,
        });
    }
    found
}

/// Where no win word was read (a language no lexicon holds), the line that
/// closes the game naming the winner alone: the first line after the last
/// roll that names a side by number, if it names one player and shows no
/// number but the home square (`MCHEZAJI 1 AMESHINDA!`, `>>> Mängija 1
/// jõudis KOJU (56) ja võitis mängu! <<<`). A line naming both players (a
/// final standing) or another number announces no one.
pub(in super::super) fn closing_announcement(
    text: &str,
    side_words: &Sides,
    side_player: &dyn Fn(Side) -> Player,
    game: &LudoGame,
    home_square: i64,
) -> Option<Printed<Player>> {
    // From the line after the last roll: the worksum read last may be the
    // home square the announcement itself shows (`KOJU (56)`).
    let last_roll = game.turns.last()?.rolls.last()?;
    let after_turn = line_end(text, last_roll.offset);
    let mut offset = after_turn;
    for line in text[after_turn..].split_inclusive('\n') {
        let here = offset;
        offset += line.len();
        // Numbered names only: `you` or a colour on a closing line is as
        // likely a farewell (`see you!`) as a winner.
        let named = side_words.find(line);
        if named
            .iter()
            .any(|&(side, _, _)| matches!(side, Side::Near | Side::Far))
        {
            continue;
        }
        let Some(&(first_side, first_start, _)) = named.first() else {
            continue;
        };
        let player = side_player(first_side);
        if named
            .iter()
            .any(|&(side, _, _)| side_player(side) != player)
        {
            return None;
        }
        let mut outside_names = line.to_string();
        for &(_, start, end) in named.iter().rev() {
            outside_names.replace_range(start..end, " ");
        }
        let only_home = outside_names
            .split(|c: char| !c.is_ascii_digit())
            .filter(|digits| !digits.is_empty())
            .all(|digits| digits.parse::<i64>() == Ok(home_square));
        // A line naming one player with other numbers is a log's or a
        // status line (`dbg: p2 giliran=3`), passed over.
        if !only_home {
            continue;
        }
        // At the line's end: the home square it shows (`KOJU (56)`) may be
        // read as the last worksum, and the announcement is not before it.
        return Some(Printed {
            value: player,
            offset: here + line.trim_end().len().max(first_start),
        });
    }
    None
}

/// The player whose own name (the first word of the line of its rolls)
/// shows on `line`; none where both players' lines begin with the same
/// word (`G1, tiro 1`, `G2, tiro 1`: the word is no name).
fn named_mover(line: &str, text: &str, game: &LudoGame) -> Option<Player> {
    let words: Vec<String> = words_of(line).into_iter().map(|word| word.folded).collect();
    let movers: Vec<(String, Player)> = game
        .turns
        .iter()
        .take(2)
        .filter_map(|turn| {
            let roll = turn.rolls.first()?.offset;
            let start = line_start(text, roll);
            let name = words_of(&text[start..roll]).first()?.folded.clone();
            Some((name, turn.player))
        })
        .collect();
    if let [(first, _), (second, _)] = &movers[..] {
        if first == second {
            return None;
        }
    }
    movers
        .into_iter()
        .find_map(|(name, player)| words.contains(&name).then_some(player))
}
