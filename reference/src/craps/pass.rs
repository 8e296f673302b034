//! The dice of one pass: the come-out roll, then rolling for the point
//! until it comes again (shooter wins) or a 7 does (seven-out).

use crate::rng::RandomSource;

/// The totals two dice can make.
pub const DICE_TOTALS: std::ops::RangeInclusive<u8> = 2..=12;

/// What a come-out roll decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComeOut {
    /// 7 or 11: the shooter wins at once.
    Natural,
    /// 2, 3 or 12: the shooter craps out and loses at once.
    Craps,
    /// 4, 5, 6, 8, 9 or 10: the shooter rolls on for this point.
    Point(u8),
}

/// How a pass ended for the shooter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PassResult {
    ShooterWins,
    ShooterLoses,
}

/// The come-out roll's verdict on a total of two dice (2..=12; any other
/// number is no dice total and becomes a point nobody can roll).
pub fn come_out(total: u8) -> ComeOut {
    match total {
        7 | 11 => ComeOut::Natural,
        2 | 3 | 12 => ComeOut::Craps,
        point => ComeOut::Point(point),
    }
}

/// A roll after the come-out: the point again wins, a 7 loses (seven-out),
/// anything else decides nothing and the shooter rolls again.
pub fn point_roll(point: u8, total: u8) -> Option<PassResult> {
    if total == point {
        Some(PassResult::ShooterWins)
    } else if total == 7 {
        Some(PassResult::ShooterLoses)
    } else {
        None
    }
}

/// Roll two dice, die 1 then die 2, each Java's `nextInt(6) + 1`.
pub fn roll_pair(source: &mut dyn RandomSource) -> [u8; 2] {
    // below(6) is at most 5, so the face always fits a u8.
    [(); 2].map(|()| source.below(6) as u8 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::JavaRandom;

    #[test]
    fn come_out_for_every_total() {
        let table = [
            (2, ComeOut::Craps),
            (3, ComeOut::Craps),
            (4, ComeOut::Point(4)),
            (5, ComeOut::Point(5)),
            (6, ComeOut::Point(6)),
            (7, ComeOut::Natural),
            (8, ComeOut::Point(8)),
            (9, ComeOut::Point(9)),
            (10, ComeOut::Point(10)),
            (11, ComeOut::Natural),
            (12, ComeOut::Craps),
        ];
        assert_eq!(table.len(), DICE_TOTALS.count());
        for (total, expected) in table {
            assert_eq!(come_out(total), expected, "{total}");
        }
    }

    #[test]
    fn point_made_seven_out_or_roll_again() {
        use PassResult::*;
        let table = [
            (4, 4, Some(ShooterWins)),
            (10, 10, Some(ShooterWins)),
            (6, 7, Some(ShooterLoses)),
            (9, 7, Some(ShooterLoses)),
            // 2, 3, 11 and 12 mean nothing once a point is set.
            (5, 2, None),
            (5, 3, None),
            (5, 11, None),
            (5, 12, None),
            (8, 6, None),
        ];
        for (point, total, expected) in table {
            assert_eq!(point_roll(point, total), expected, "{point} then {total}");
        }
    }

    #[test]
    fn dice_are_drawn_as_java_next_int_6_plus_1() {
        // new Random(42).nextInt(6) + 1, printed by OpenJDK on this machine.
        let mut java = JavaRandom::new(42);
        let rolls: Vec<[u8; 2]> = (0..6).map(|_| roll_pair(&mut java)).collect();
        assert_eq!(rolls, [[3, 4], [1, 3], [1, 2], [6, 3], [2, 6], [3, 3]]);
    }
}
