//! A Ludo piece as the spec tracks it: a start flag and a worksum, the squares
//! it has moved since it came out of the start area.

use std::fmt;

/// The worksum of a piece that has reached HOME, which wins the game.
pub const HOME: u8 = 56;

/// One player's single piece.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Piece {
    /// True once a 6 has brought the piece out of the start area (the
    /// spec's start flag); a capture sets it back to false.
    pub out: bool,
    /// Squares moved since coming out, 0 to [`HOME`].
    pub worksum: u8,
}

impl Piece {
    /// In the start area: it needs a 6 to come out.
    pub const START: Piece = Piece {
        out: false,
        worksum: 0,
    };

    /// Out of the start area, `worksum` squares along.
    pub fn on_track(worksum: u8) -> Piece {
        Piece { out: true, worksum }
    }

    pub fn is_home(&self) -> bool {
        self.worksum == HOME
    }

    /// True when a piece landing on `worksum` captures this one: it is out,
    /// and neither on the starting square (0) nor HOME.
    pub fn is_captured_by_landing_on(&self, worksum: u8) -> bool {
        self.out && self.worksum == worksum && (1..HOME).contains(&self.worksum)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.out {
            write!(formatter, "worksum {}", self.worksum)
        } else {
            formatter.write_str("in the start area")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pieces_on_the_track_between_start_and_home_are_captured() {
        let cases = [
            (Piece::on_track(11), 11, true),
            (Piece::on_track(11), 12, false),
            (Piece::on_track(1), 1, true),
            (Piece::on_track(55), 55, true),
            (Piece::START, 0, false),
            (Piece::on_track(0), 0, false),
            (Piece::on_track(HOME), HOME, false),
        ];
        for (piece, landing, captured) in cases {
            assert_eq!(
                piece.is_captured_by_landing_on(landing),
                captured,
                "{piece} landed on at {landing}"
            );
        }
    }

    #[test]
    fn home_is_exactly_fifty_six() {
        assert!(Piece::on_track(56).is_home());
        assert!(!Piece::on_track(55).is_home());
        assert_eq!(Piece::default(), Piece::START);
    }
}
