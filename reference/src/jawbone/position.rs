//! How the jawbone lands: the spec's table from a throw (0 to 99) to a
//! position, its points, and whether the round can go on after it.

use std::fmt;

use super::amount::Points;

/// Throws are `random() % 100`: 0 to 99.
pub const THROW_SIDES: u32 = 100;

/// Where a throw puts the jawbone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Position {
    /// 0-15: the round's points are lost and the turn ends.
    ErillaanPystyyn,
    /// 16-30: the round's points are banked and the turn ends.
    PitkaRivi,
    /// 31-91: 1, 2, 4 or 7 points, and the thrower may throw again.
    Scoring(u32),
    /// 92-99: 11 points, then the round's points are banked and the turn ends.
    PidaJaAnna,
}

/// A throw the jawbone table has no row for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a throw is 0 to 99, not {0}")]
pub struct ThrowOutOfRange(pub u32);

/// The spec's table: the highest throw of each row, and its position.
const TABLE: [(u32, Position); 7] = [
    (15, Position::ErillaanPystyyn),
    (30, Position::PitkaRivi),
    (54, Position::Scoring(1)),
    (69, Position::Scoring(2)),
    (82, Position::Scoring(4)),
    (91, Position::Scoring(7)),
    (99, Position::PidaJaAnna),
];

/// The position of a throw of `random() % 100`.
pub fn position(throw: u32) -> Result<Position, ThrowOutOfRange> {
    TABLE
        .iter()
        .find(|&&(highest, _)| throw <= highest)
        .map(|&(_, position)| position)
        .ok_or(ThrowOutOfRange(throw))
}

impl Position {
    /// Points the throw adds to the round (0 for the two that score none).
    pub fn points(self) -> u32 {
        match self {
            Position::ErillaanPystyyn | Position::PitkaRivi => 0,
            Position::Scoring(points) => points,
            Position::PidaJaAnna => 11,
        }
    }

    /// True when the thrower may throw again after it (the scoring rows).
    pub fn round_goes_on(self) -> bool {
        matches!(self, Position::Scoring(_))
    }

    /// The position's Finnish name, for the three that have one.
    pub fn name(self) -> Option<&'static str> {
        match self {
            Position::ErillaanPystyyn => Some("Erillään Pystyyn"),
            Position::PitkaRivi => Some("Pitkä Rivi"),
            Position::Scoring(_) => None,
            Position::PidaJaAnna => Some("Pidä ja anna"),
        }
    }

    /// The name without diacritics, as many students (and the spec's own
    /// mangled copy) type it.
    pub fn ascii_name(self) -> Option<&'static str> {
        match self {
            Position::ErillaanPystyyn => Some("Erillaan Pystyyn"),
            Position::PitkaRivi => Some("Pitka Rivi"),
            Position::Scoring(_) => None,
            Position::PidaJaAnna => Some("Pida ja anna"),
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => formatter.write_str(name),
            None => Points(self.points()).fmt(formatter),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_boundary_of_the_table() {
        // (throw, position, points, round goes on)
        let cases = [
            (0, Position::ErillaanPystyyn, 0, false),
            (15, Position::ErillaanPystyyn, 0, false),
            (16, Position::PitkaRivi, 0, false),
            (30, Position::PitkaRivi, 0, false),
            (31, Position::Scoring(1), 1, true),
            (54, Position::Scoring(1), 1, true),
            (55, Position::Scoring(2), 2, true),
            (69, Position::Scoring(2), 2, true),
            (70, Position::Scoring(4), 4, true),
            (82, Position::Scoring(4), 4, true),
            (83, Position::Scoring(7), 7, true),
            (91, Position::Scoring(7), 7, true),
            (92, Position::PidaJaAnna, 11, false),
            (99, Position::PidaJaAnna, 11, false),
        ];
        for (throw, expected, points, goes_on) in cases {
            let seen = position(throw).unwrap();
            assert_eq!(seen, expected, "throw {throw}");
            assert_eq!(seen.points(), points, "throw {throw}");
            assert_eq!(seen.round_goes_on(), goes_on, "throw {throw}");
        }
    }

    #[test]
    fn throws_past_ninety_nine_have_no_position() {
        assert_eq!(position(100), Err(ThrowOutOfRange(100)));
        assert_eq!(position(u32::MAX), Err(ThrowOutOfRange(u32::MAX)));
    }

    #[test]
    fn the_table_covers_every_throw_once_in_order() {
        let rows: Vec<Position> = (0..THROW_SIDES)
            .map(|throw| position(throw).unwrap())
            .collect();
        let mut changes = rows.windows(2).filter(|pair| pair[0] != pair[1]).count();
        changes += 1;
        assert_eq!(changes, TABLE.len());
    }

    #[test]
    fn names_keep_their_diacritics_and_have_plain_forms() {
        let cases = [
            (
                Position::ErillaanPystyyn,
                "Erillään Pystyyn",
                "Erillaan Pystyyn",
            ),
            (Position::PitkaRivi, "Pitkä Rivi", "Pitka Rivi"),
            (Position::PidaJaAnna, "Pidä ja anna", "Pida ja anna"),
        ];
        for (position, name, ascii) in cases {
            assert_eq!(position.name(), Some(name));
            assert_eq!(position.ascii_name(), Some(ascii));
            assert_eq!(position.to_string(), name);
        }
        assert_eq!(Position::Scoring(1).to_string(), "1 point");
        assert_eq!(Position::Scoring(7).to_string(), "7 points");
        assert_eq!(Position::Scoring(7).name(), None);
    }
}
