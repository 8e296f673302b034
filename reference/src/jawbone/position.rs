//! Where a throw puts the jawbone: what the position does to the round (the
//! four actions a table row may have), its points, and its name if it has one.

use std::fmt;

use super::amount::Points;

/// Throws are `random() % 100`: 0 to 99.
pub const THROW_SIDES: u32 = 100;

/// What a position does to the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ThrowAction {
    /// The round's points are lost and the turn passes (Erillään Pystyyn).
    LoseRound,
    /// The round's points are banked and the turn passes (Pitkä Rivi).
    BankAndPass,
    /// The points count for the round and the thrower may throw again.
    ScoreAndGoOn,
    /// The points count for the round, then it is banked and the turn
    /// passes (Pidä ja anna).
    ScoreThenBank,
}

impl ThrowAction {
    /// As `rules.table[].action` writes it.
    pub const NAMES: [(&'static str, ThrowAction); 4] = [
        ("lose_round", ThrowAction::LoseRound),
        ("bank_and_pass", ThrowAction::BankAndPass),
        ("score", ThrowAction::ScoreAndGoOn),
        ("score_then_bank", ThrowAction::ScoreThenBank),
    ];

    /// Whether a row with this action scores points of its own.
    pub fn scores(self) -> bool {
        matches!(self, ThrowAction::ScoreAndGoOn | ThrowAction::ScoreThenBank)
    }
}

/// Where a throw landed, as the table's row says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub action: ThrowAction,
    /// Points added to the round (0 for the two actions that score none).
    pub points: u32,
    /// The row's name as the program shows it (`Pitkä Rivi`), if it has one.
    pub name: Option<&'static str>,
}

/// A throw the jawbone table has no row for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a throw is 0 to 99, not {0}")]
pub struct ThrowOutOfRange(pub u32);

impl Position {
    /// A scoring position that the thrower may throw on after, unnamed.
    pub fn scoring(points: u32) -> Position {
        Position {
            action: ThrowAction::ScoreAndGoOn,
            points,
            name: None,
        }
    }

    /// Points the throw adds to the round.
    pub fn points(self) -> u32 {
        self.points
    }

    /// True when the thrower may throw again after it.
    pub fn round_goes_on(self) -> bool {
        self.action == ThrowAction::ScoreAndGoOn
    }

    /// True for a position that ends the round by its name, not a pass:
    /// losing, banking, or scoring then banking.
    pub fn ends_round(self) -> bool {
        !self.round_goes_on()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            Some(name) => formatter.write_str(name),
            None => Points(self.points).fmt(formatter),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_shows_its_name_else_its_points() {
        let named = Position {
            action: ThrowAction::BankAndPass,
            points: 0,
            name: Some("Pitkä Rivi"),
        };
        // (position, shown, goes on)
        let cases = [
            (named, "Pitkä Rivi", false),
            (Position::scoring(1), "1 point", true),
            (Position::scoring(7), "7 points", true),
        ];
        for (position, shown, goes_on) in cases {
            assert_eq!(position.to_string(), shown);
            assert_eq!(position.round_goes_on(), goes_on, "{shown}");
            assert_eq!(position.ends_round(), !goes_on, "{shown}");
        }
    }
}
