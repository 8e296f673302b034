//! How the replay's messages name the players and the end of a round.

use reference::jawbone::{Position, RoundEnd, Side};

pub(super) fn describe_end(ended_by: Option<Position>, end: RoundEnd) -> String {
    match (ended_by, end) {
        (
            Some(
                position @ (Position::ErillaanPystyyn | Position::PitkaRivi | Position::PidaJaAnna),
            ),
            _,
        ) => position.to_string(),
        _ => "a pass".to_string(),
    }
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
