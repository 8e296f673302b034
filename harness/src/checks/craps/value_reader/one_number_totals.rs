//! The number a program that draws one number a roll (`rand() % 11 + 2`,
//! `2 + (int) (Math.random() * 11)`) made of each draw: the common ways of
//! turning one raw draw into 2 to 12, and which of them a run's output
//! shows. Such a program fails `draws` (a roll is two dice), but its totals
//! are still rolls the come-out and point rules judge.

use crate::behaviour::Draw;
use crate::shim::RAND_MAX;
/// The faces of the die the draws are rigged for: a rigged `nextDouble()`
/// (and so `Math.random()`) returns the middle of its face's sixth of [0, 1).
const DIE_FACES: i64 = 6;
/// The numbers a roll of 2 to 12 can take.
const ROLL_NUMBERS: i64 = 11;
/// The least of them.
const LEAST_ROLL: i64 = 2;

/// One way of making 2 to 12 of one draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OneNumberMapping {
    /// `rand() % 11 + 2`, and Java's `nextInt(11) + 2` (logged 0 to 10).
    Modulo,
    /// `rand() / (RAND_MAX / 11 + 1) + 2`.
    Sliced,
    /// `(int) (11 * (rand() / (RAND_MAX + 1.0))) + 2`.
    Scaled,
    /// Java's `nextInt(2, 13)`: logged as drawn.
    AsDrawn,
    /// `2 + (int) (Math.random() * 11)` under a rigged face: the patched
    /// `java.util.Random` returns `(face index + 0.5) / 6`.
    RiggedFraction,
}

impl OneNumberMapping {
    /// Every mapping, the most common first: a tie goes to the earlier.
    pub const ALL: [OneNumberMapping; 5] = [
        OneNumberMapping::Modulo,
        OneNumberMapping::RiggedFraction,
        OneNumberMapping::Sliced,
        OneNumberMapping::Scaled,
        OneNumberMapping::AsDrawn,
    ];

    /// The roll `draw` gives under this mapping; `None` where the draw is
    /// not one this mapping reads (a value out of the generator's range).
    pub fn total(self, draw: &Draw) -> Option<i64> {
        let raw = draw.value;
        let total = match self {
            OneNumberMapping::Modulo if (0..=RAND_MAX).contains(&raw) => {
                raw % ROLL_NUMBERS + LEAST_ROLL
            }
            OneNumberMapping::Sliced if (0..=RAND_MAX).contains(&raw) => {
                raw / (RAND_MAX / ROLL_NUMBERS + 1) + LEAST_ROLL
            }
            OneNumberMapping::Scaled if (0..=RAND_MAX).contains(&raw) => {
                // Exact in integers: floor(11 * r / 2^31).
                raw * ROLL_NUMBERS / (RAND_MAX + 1) + LEAST_ROLL
            }
            OneNumberMapping::AsDrawn => raw,
            OneNumberMapping::RiggedFraction if draw.rigged => {
                let index = i64::from(draw.face) - 1;
                if !(0..DIE_FACES).contains(&index) {
                    return None;
                }
                // floor(11 * (index + 0.5) / 6), in integers.
                (ROLL_NUMBERS * (2 * index + 1)) / (2 * DIE_FACES) + LEAST_ROLL
            }
            _ => return None,
        };
        (LEAST_ROLL..LEAST_ROLL + ROLL_NUMBERS)
            .contains(&total)
            .then_some(total)
    }
}

/// The mapping a run used: of `shown` (each mapping with how many of its
/// rolls were found, in order, in the output), the one that shows the most,
/// when it shows most of the `draws` made. `None`: no mapping explains
/// what was shown, so no number can be put on the rolls.
pub fn mapping_shown(
    shown: &[(OneNumberMapping, usize)],
    draws: usize,
) -> Option<OneNumberMapping> {
    let mut best: Option<(OneNumberMapping, usize)> = None;
    for &(mapping, found) in shown {
        if best.is_none_or(|(_, most)| found > most) {
            best = Some((mapping, found));
        }
    }
    let (mapping, found) = best?;
    (found > 0 && found * 2 > draws).then_some(mapping)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(face: u32, value: i64, rigged: bool) -> Draw {
        Draw {
            face,
            rigged,
            value,
            after_inputs: 0,
        }
    }

    #[test]
    fn each_mapping_reads_the_draws_it_is_made_of() {
        use OneNumberMapping::*;
        // (mapping, face, raw value, rigged, roll)
        let table = [
            (Modulo, 1, 0, false, Some(2)),
            (Modulo, 4, 10, false, Some(12)),
            (Modulo, 3, 1_804_289_383, true, Some(8)),
            (Modulo, 1, -1, false, None),
            (Modulo, 1, RAND_MAX + 1, false, None),
            (Sliced, 1, 0, false, Some(2)),
            (Sliced, 6, RAND_MAX, false, Some(12)),
            (Sliced, 1, RAND_MAX / 11 + 1, false, Some(3)),
            (Scaled, 1, 0, false, Some(2)),
            (Scaled, 6, RAND_MAX, false, Some(12)),
            (Scaled, 1, (RAND_MAX + 1) / 2, false, Some(7)),
            (AsDrawn, 1, 2, false, Some(2)),
            (AsDrawn, 1, 12, false, Some(12)),
            (AsDrawn, 1, 13, false, None),
            (AsDrawn, 1, 1, false, None),
            // (index + 0.5) / 6 * 11: 0.92, 2.75, 4.58, 6.42, 8.25, 10.08.
            (RiggedFraction, 1, 0, true, Some(2)),
            (RiggedFraction, 2, 1, true, Some(4)),
            (RiggedFraction, 3, 2, true, Some(6)),
            (RiggedFraction, 4, 3, true, Some(8)),
            (RiggedFraction, 5, 4, true, Some(10)),
            (RiggedFraction, 6, 5, true, Some(12)),
            // Not rigged: the double drawn is not known.
            (RiggedFraction, 6, 5, false, None),
            (RiggedFraction, 7, 6, true, None),
        ];
        for (mapping, face, value, rigged, roll) in table {
            assert_eq!(
                mapping.total(&draw(face, value, rigged)),
                roll,
                "{mapping:?} of face {face}, value {value}"
            );
        }
    }

    #[test]
    fn the_mapping_shown_is_the_one_most_rolls_are_found_under() {
        use OneNumberMapping::*;
        // (each mapping with the rolls found under it, draws, mapping shown)
        type Case = (
            &'static [(OneNumberMapping, usize)],
            usize,
            Option<OneNumberMapping>,
        );
        let table: [Case; 6] = [
            (
                &[(Modulo, 9), (RiggedFraction, 2), (Sliced, 1)],
                10,
                Some(Modulo),
            ),
            (
                &[(Modulo, 1), (RiggedFraction, 8), (Sliced, 1)],
                10,
                Some(RiggedFraction),
            ),
            // A tie goes to the more common.
            (&[(Modulo, 6), (RiggedFraction, 6)], 10, Some(Modulo)),
            // Half the rolls is no evidence of a mapping.
            (&[(Modulo, 5), (RiggedFraction, 2)], 10, None),
            (&[(Modulo, 0)], 0, None),
            (&[], 4, None),
        ];
        for (shown, draws, expected) in table {
            assert_eq!(
                mapping_shown(shown, draws),
                expected,
                "{shown:?} of {draws}"
            );
        }
    }
}
