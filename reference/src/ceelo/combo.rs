//! What three dice are worth in Cee-lo, and which of two recognized rolls wins.

use std::fmt;

use super::ceelo_rules::CeeloRules;

/// Three dice in the order they were rolled (faces 1..=6 in a fair game).
pub type Dice = [u8; 3];

/// The faces a die can show.
pub const DIE_FACES: std::ops::RangeInclusive<u8> = 1..=6;

/// The class of a roll. Variants are declared from worst to best and the
/// derived order ranks them: a higher trips beats a lower one, a higher point
/// beats a lower one, and the class decides between different classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Combo {
    /// No recognized combination: the roller rolls again.
    Unrecognized,
    /// 1, 2 and 3 in any order: the worst recognized roll.
    OneTwoThree,
    /// A pair; the value is the odd die (the point).
    Point(u8),
    /// Three equal dice; the value is the face.
    Trips(u8),
    /// 4, 5 and 6 in any order: the best roll.
    FourFiveSix,
}

impl Combo {
    /// Whether the roller stops rolling with it.
    pub fn is_recognized(self) -> bool {
        self != Combo::Unrecognized
    }

    /// The template's `get_rank` number: 4 for 4-5-6, 3 trips, 2 point,
    /// 1 for 1-2-3, 0 unrecognized.
    pub fn class_rank(self) -> u8 {
        match self {
            Combo::Unrecognized => 0,
            Combo::OneTwoThree => 1,
            Combo::Point(_) => 2,
            Combo::Trips(_) => 3,
            Combo::FourFiveSix => 4,
        }
    }
}

impl fmt::Display for Combo {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Combo::Unrecognized => formatter.write_str("unrecognized combo"),
            Combo::OneTwoThree => formatter.write_str("1-2-3"),
            Combo::Point(point) => write!(formatter, "point of {point}"),
            Combo::Trips(face) => write!(formatter, "trips of {face}"),
            Combo::FourFiveSix => formatter.write_str("4-5-6"),
        }
    }
}

/// Classify three dice; the order they were rolled in does not matter.
pub fn rank(dice: Dice) -> Combo {
    let mut sorted = dice;
    sorted.sort_unstable();
    match sorted {
        [4, 5, 6] => Combo::FourFiveSix,
        [low, _, high] if low == high => Combo::Trips(low),
        [1, 2, 3] => Combo::OneTwoThree,
        [low, middle, high] if low == middle => Combo::Point(high),
        [low, middle, high] if middle == high => Combo::Point(low),
        _ => Combo::Unrecognized,
    }
}

/// How a game ended, seen from the player (the template's
/// `user_won_lost_or_neither`: 1, 0, -1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Won,
    Lost,
    /// Equal classes of equal value: both roll again.
    Tie,
}

/// The player's roll against the CPU's, as `rules` rank them; `None` while
/// either roll is unrecognized, since no game is decided on one.
pub fn compare(rules: &CeeloRules, player: Combo, cpu: Combo) -> Option<Outcome> {
    let (player, cpu) = (rules.standing(player)?, rules.standing(cpu)?);
    Some(match player.cmp(&cpu) {
        std::cmp::Ordering::Greater => Outcome::Won,
        std::cmp::Ordering::Less => Outcome::Lost,
        std::cmp::Ordering::Equal => Outcome::Tie,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_is_recognized_in_any_order() {
        let table: &[(Dice, Combo)] = &[
            ([4, 5, 6], Combo::FourFiveSix),
            ([6, 4, 5], Combo::FourFiveSix),
            ([5, 6, 4], Combo::FourFiveSix),
            ([1, 1, 1], Combo::Trips(1)),
            ([6, 6, 6], Combo::Trips(6)),
            ([1, 1, 5], Combo::Point(5)),
            ([6, 3, 6], Combo::Point(3)),
            ([2, 4, 4], Combo::Point(2)),
            ([4, 4, 6], Combo::Point(6)),
            ([1, 2, 3], Combo::OneTwoThree),
            ([3, 2, 1], Combo::OneTwoThree),
            ([2, 3, 1], Combo::OneTwoThree),
            ([5, 4, 3], Combo::Unrecognized),
            ([6, 3, 4], Combo::Unrecognized),
            ([1, 5, 6], Combo::Unrecognized),
            ([2, 4, 6], Combo::Unrecognized),
            ([1, 2, 4], Combo::Unrecognized),
        ];
        for &(dice, expected) in table {
            assert_eq!(rank(dice), expected, "{dice:?}");
        }
    }

    #[test]
    fn class_ranks_follow_the_template() {
        let table = [
            ([4, 5, 6], 4),
            ([3, 3, 3], 3),
            ([1, 2, 1], 2),
            ([1, 2, 3], 1),
            ([1, 2, 5], 0),
        ];
        for (dice, expected) in table {
            assert_eq!(rank(dice).class_rank(), expected, "{dice:?}");
        }
    }

    #[test]
    fn comparisons_follow_the_ranking() {
        use Outcome::*;
        let table: &[(Dice, Dice, Option<Outcome>)] = &[
            // 4-5-6 against trips, both ways.
            ([4, 5, 6], [6, 6, 6], Some(Won)),
            ([6, 6, 6], [6, 5, 4], Some(Lost)),
            // Trips against trips: the higher face wins; equal trips tie.
            ([2, 2, 2], [5, 5, 5], Some(Lost)),
            ([5, 5, 5], [2, 2, 2], Some(Won)),
            ([3, 3, 3], [3, 3, 3], Some(Tie)),
            // Trips beat any point.
            ([1, 1, 1], [5, 5, 6], Some(Won)),
            // Point against point: the higher point wins (1-1-5 beats 6-3-6).
            ([1, 1, 5], [6, 3, 6], Some(Won)),
            ([6, 3, 6], [1, 1, 5], Some(Lost)),
            // Equal points tie whatever the pair.
            ([6, 2, 6], [3, 3, 2], Some(Tie)),
            // 1-2-3 loses to every point and ties another 1-2-3.
            ([1, 2, 3], [1, 1, 2], Some(Lost)),
            ([2, 2, 1], [3, 1, 2], Some(Won)),
            ([1, 2, 3], [3, 2, 1], Some(Tie)),
            // 4-5-6 against 4-5-6 ties.
            ([4, 5, 6], [6, 5, 4], Some(Tie)),
            // Nothing is decided on an unrecognized roll.
            ([5, 4, 3], [4, 4, 6], None),
            ([4, 4, 6], [2, 4, 6], None),
        ];
        for &(player, cpu, expected) in table {
            assert_eq!(
                compare(&CeeloRules::SPEC, rank(player), rank(cpu)),
                expected,
                "{player:?} vs {cpu:?}"
            );
        }
    }

    #[test]
    fn a_course_may_rank_trips_above_four_five_six() {
        use super::super::ceelo_rules::ComboClass::*;
        let rules = CeeloRules {
            ranks: [OneTwoThree, Point, FourFiveSix, Trips],
            ..CeeloRules::SPEC
        };
        // (player, cpu, outcome)
        let table: &[(Dice, Dice, Outcome)] = &[
            ([1, 1, 1], [4, 5, 6], Outcome::Won),
            ([4, 5, 6], [2, 2, 5], Outcome::Won),
            ([3, 3, 3], [5, 5, 5], Outcome::Lost),
        ];
        for &(player, cpu, expected) in table {
            assert_eq!(
                compare(&rules, rank(player), rank(cpu)),
                Some(expected),
                "{player:?} vs {cpu:?}"
            );
        }
    }

    #[test]
    fn combos_name_themselves() {
        assert_eq!(Combo::Point(5).to_string(), "point of 5");
        assert_eq!(Combo::Trips(2).to_string(), "trips of 2");
        assert_eq!(Combo::Unrecognized.to_string(), "unrecognized combo");
    }
}
