//! How the replay's messages name the players and the end of a round.

use reference::jawbone::{JawboneRules, Position, Side, ThrowAction};

/// What ended a round: the position that ends it by itself (by its name,
/// else its points), or the thrower's pass.
pub(super) fn describe_end(ended_by: Option<Position>) -> String {
    match ended_by {
        Some(position) if position.ends_round() => position.to_string(),
        _ => "a pass".to_string(),
    }
}

/// The throw that loses the round, by the table's name for it.
pub(super) fn losing_throw(rules: &JawboneRules) -> String {
    rules
        .table
        .rows()
        .iter()
        .find(|row| row.action == ThrowAction::LoseRound)
        .map_or("a losing throw".to_string(), |row| {
            match row.names.first() {
                Some(name) => name.to_string(),
                None => format!("a throw of {}", row.throws()),
            }
        })
}

pub(super) fn name(side: Side) -> &'static str {
    match side {
        Side::Human => "You",
        Side::Computer => "The computer",
    }
}

pub(super) fn pronoun(side: Side) -> &'static str {
    match side {
        Side::Human => "you",
        Side::Computer => "it",
    }
}

pub(super) fn possessive(side: Side) -> &'static str {
    match side {
        Side::Human => "your",
        Side::Computer => "the computer's",
    }
}
