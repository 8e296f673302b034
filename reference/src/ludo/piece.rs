//! A Ludo piece as the spec tracks it: a start flag and a worksum, the squares
//! it has moved since it came out of the start area.

use std::fmt;

/// One player's single piece.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Piece {
    /// True once a 6 has brought the piece out of the start area (the
    /// spec's start flag); a capture sets it back to false.
    pub out: bool,
    /// Squares moved since coming out, 0 to HOME (the rules' `home`, 56).
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

    /// True when a piece landing on `worksum` lands on this one (and so
    /// captures it, where the rules capture): it is out, and neither on the
    /// starting square (0) nor `home`.
    pub fn is_landed_on(&self, worksum: u8, home: u8) -> bool {
        self.out && self.worksum == worksum && (1..home).contains(&self.worksum)
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
            (Piece::on_track(56), 56, false),
        ];
        for (piece, landing, captured) in cases {
            assert_eq!(
                piece.is_landed_on(landing, 56),
                captured,
                "{piece} landed on at {landing}"
            );
        }
    }

    #[test]
    fn a_piece_starts_in_the_start_area() {
        assert_eq!(Piece::default(), Piece::START);
        assert_eq!(Piece::START.to_string(), "in the start area");
    }
}
