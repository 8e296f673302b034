//! One Ludo turn over plain values: the rolls of the turn (by the spec a 6
//! rolls again), the 6 that brings a piece out, the exact throw HOME, and
//! captures; each as the rules (`LudoRules`) say.

use super::ludo_rules::{LudoRules, SIX};
use super::piece::Piece;

/// What the mover's piece did during the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movement {
    /// In the start area and no 6 rolled: the piece stays there.
    StayedInStart,
    /// The turn's total would have passed HOME, so the piece did not move
    /// (the whole turn's total counts: 49 + 6 + 3 stays 49).
    Overshot { total: u32 },
    /// The piece moved `total` squares (after coming out, if it did).
    Moved { total: u32 },
}

/// The two pieces after a turn and what happened in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnOutcome {
    pub mover: Piece,
    pub opponent: Piece,
    pub movement: Movement,
    /// The turn's first 6 brought the mover's piece out of the start area.
    pub came_out: bool,
    /// The mover landed on the opponent's square (above 0, below HOME).
    pub landed_on_opponent: bool,
    /// The mover landed on the opponent, which went back to the start area
    /// (where the rules capture).
    pub captured: bool,
    won: bool,
}

impl TurnOutcome {
    /// The mover reached HOME exactly, which wins at once.
    pub fn won(&self) -> bool {
        self.won
    }
}

/// Rolls that cannot be one turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    #[error("a turn has at least one roll")]
    NoRolls,
    #[error("a die shows 1 to 6, not {roll}")]
    FaceOutOfRange { roll: u8 },
    #[error("roll {position} came after a {previous}, which ends the turn (only a 6 rolls again)")]
    RolledAfterTurnEnded { position: usize, previous: u8 },
    #[error("the turn stops on a 6, which grants another roll")]
    EndedOnSix,
}

/// Check that `rolls` are one whole turn: faces 1 to 6, every roll but the
/// last one that rolls again (a 6, where the rules give a bonus roll), the
/// last one not.
pub fn check_turn_rolls(rules: &LudoRules, rolls: &[u8]) -> Result<(), TurnError> {
    let (&last, earlier) = rolls.split_last().ok_or(TurnError::NoRolls)?;
    if let Some(&roll) = rolls.iter().find(|roll| !(1..=SIX).contains(roll)) {
        return Err(TurnError::FaceOutOfRange { roll });
    }
    if let Some(index) = earlier.iter().position(|&roll| !rules.rolls_again(roll)) {
        return Err(TurnError::RolledAfterTurnEnded {
            position: index + 2,
            previous: earlier[index],
        });
    }
    if rules.rolls_again(last) {
        return Err(TurnError::EndedOnSix);
    }
    Ok(())
}

/// Play one whole turn of `mover` against `opponent`.
///
/// A piece in the start area needs a 6: the first 6 of the turn brings it
/// out without moving it, and every later roll of the turn moves it. The
/// turn's rolls add up and move the piece once, at the end of the turn; a
/// total that would pass HOME does not move it at all. Landing exactly
/// on the opponent (above 0, below HOME) sends the opponent back to the
/// start area. Each of these is the rules' (`home`, `six_to_start`,
/// `bonus_roll`, `capture`).
pub fn apply_turn(
    rules: &LudoRules,
    mover: Piece,
    opponent: Piece,
    rolls: &[u8],
) -> Result<TurnOutcome, TurnError> {
    check_turn_rolls(rules, rolls)?;
    let stays = |movement, came_out, mover| TurnOutcome {
        mover,
        opponent,
        movement,
        came_out,
        landed_on_opponent: false,
        captured: false,
        won: false,
    };
    let came_out = !mover.out && rolls[0] == SIX;
    let moving_rolls = match (mover.out, came_out) {
        (true, _) => rolls,
        (false, true) => &rolls[1..],
        (false, false) => return Ok(stays(Movement::StayedInStart, false, mover)),
    };
    let total: u32 = moving_rolls.iter().map(|&roll| u32::from(roll)).sum();
    let target = u32::from(mover.worksum) + total;
    if target > u32::from(rules.home) {
        return Ok(stays(
            Movement::Overshot { total },
            came_out,
            Piece::on_track(mover.worksum),
        ));
    }
    let landed = Piece::on_track(target as u8);
    let landed_on_opponent = opponent.is_landed_on(landed.worksum, rules.home);
    let captured = landed_on_opponent && rules.capture;
    Ok(TurnOutcome {
        mover: landed,
        opponent: if captured {
            rules.start_piece()
        } else {
            opponent
        },
        movement: Movement::Moved { total },
        came_out,
        landed_on_opponent,
        captured,
        won: rules.is_home(landed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: LudoRules = LudoRules::SPEC;
    const HOME: u8 = SPEC.home;

    fn turn(mover: Piece, opponent: Piece, rolls: &[u8]) -> TurnOutcome {
        apply_turn(&SPEC, mover, opponent, rolls).unwrap()
    }

    #[test]
    fn only_a_six_rolls_again() {
        for roll in 1..=6 {
            assert_eq!(SPEC.rolls_again(roll), roll == 6, "{roll}");
        }
    }

    #[test]
    fn a_course_plays_its_own_home_start_bonus_and_capture() {
        let course = LudoRules {
            home: 40,
            six_to_start: false,
            bonus_roll: false,
            capture: false,
        };
        // (mover, opponent, rolls, mover after, opponent after, won)
        type Case = (Piece, Piece, &'static [u8], Piece, Piece, bool);
        let cases: &[Case] = &[
            // No 6 needed: a 3 moves a piece that never left the start.
            (
                Piece::on_track(0),
                Piece::on_track(0),
                &[3],
                Piece::on_track(3),
                Piece::on_track(0),
                false,
            ),
            // A 6 ends the turn and moves 6.
            (
                Piece::on_track(0),
                Piece::on_track(0),
                &[6],
                Piece::on_track(6),
                Piece::on_track(0),
                false,
            ),
            // Landing on the other piece leaves it there.
            (
                Piece::on_track(10),
                Piece::on_track(15),
                &[5],
                Piece::on_track(15),
                Piece::on_track(15),
                false,
            ),
            // HOME is 40, exactly.
            (
                Piece::on_track(37),
                Piece::on_track(0),
                &[3],
                Piece::on_track(40),
                Piece::on_track(0),
                true,
            ),
            (
                Piece::on_track(37),
                Piece::on_track(0),
                &[4],
                Piece::on_track(37),
                Piece::on_track(0),
                false,
            ),
        ];
        for &(mover, opponent, rolls, after, opponent_after, won) in cases {
            let outcome = apply_turn(&course, mover, opponent, rolls).unwrap();
            assert_eq!(
                (outcome.mover, outcome.opponent, outcome.won()),
                (after, opponent_after, won),
                "{mover} v {opponent} {rolls:?}"
            );
        }
        assert!(
            apply_turn(&course, Piece::on_track(10), Piece::on_track(15), &[5])
                .unwrap()
                .landed_on_opponent
        );
        assert_eq!(
            check_turn_rolls(&course, &[6, 2]),
            Err(TurnError::RolledAfterTurnEnded {
                position: 2,
                previous: 6
            })
        );
    }

    #[test]
    fn a_piece_in_the_start_area_needs_a_six() {
        // (rolls, worksum after, came out)
        let cases: &[(&[u8], u8, bool)] = &[
            (&[5], 0, false),
            (&[1], 0, false),
            (&[6, 3], 3, true),
            (&[6, 5], 5, true),
            // Out with the first 6, then 6 + 2 move it: 8.
            (&[6, 6, 2], 8, true),
            (&[6, 6, 6, 1], 13, true),
        ];
        for &(rolls, worksum, came_out) in cases {
            let outcome = turn(Piece::START, Piece::START, rolls);
            assert_eq!(outcome.mover.worksum, worksum, "{rolls:?}");
            assert_eq!(outcome.mover.out, came_out, "{rolls:?}");
            assert_eq!(outcome.came_out, came_out, "{rolls:?}");
        }
    }

    #[test]
    fn a_piece_on_the_track_moves_by_every_roll_of_the_turn() {
        let cases: &[(u8, &[u8], u8)] = &[
            (10, &[1], 11),
            (11, &[6, 3], 20),
            (13, &[6, 6, 2], 27),
            (1, &[6, 6, 6, 6, 5], 30),
        ];
        for &(from, rolls, to) in cases {
            let outcome = turn(Piece::on_track(from), Piece::START, rolls);
            assert_eq!(outcome.mover, Piece::on_track(to), "{from} + {rolls:?}");
            assert!(!outcome.came_out);
        }
    }

    #[test]
    fn home_takes_the_exact_number() {
        // (from, rolls, to, movement)
        let cases: &[(u8, &[u8], u8, Movement)] = &[
            (53, &[4], 53, Movement::Overshot { total: 4 }),
            (49, &[6, 3], 49, Movement::Overshot { total: 9 }),
            (49, &[6, 2], 49, Movement::Overshot { total: 8 }),
            (53, &[3], 56, Movement::Moved { total: 3 }),
            (49, &[6, 1], 56, Movement::Moved { total: 7 }),
            (55, &[1], 56, Movement::Moved { total: 1 }),
            (55, &[2], 55, Movement::Overshot { total: 2 }),
        ];
        for &(from, rolls, to, movement) in cases {
            let outcome = turn(Piece::on_track(from), Piece::START, rolls);
            assert_eq!(outcome.mover, Piece::on_track(to), "{from} + {rolls:?}");
            assert_eq!(outcome.movement, movement, "{from} + {rolls:?}");
            assert_eq!(outcome.won(), to == HOME, "{from} + {rolls:?}");
        }
    }

    #[test]
    fn landing_on_the_opponent_sends_it_to_the_start_area() {
        // (mover, opponent, rolls, captured)
        let cases: &[(Piece, Piece, &[u8], bool)] = &[
            (Piece::on_track(10), Piece::on_track(15), &[5], true),
            (Piece::on_track(10), Piece::on_track(11), &[1], true),
            (Piece::START, Piece::on_track(4), &[6, 4], true),
            (Piece::on_track(10), Piece::on_track(15), &[4], false),
            // Passing over the opponent is not landing on it.
            (Piece::on_track(10), Piece::on_track(15), &[6, 1], false),
            // No capture in the start area: the mover did not move.
            (Piece::START, Piece::START, &[3], false),
            // An overshoot does not move, so it cannot land on anyone.
            (Piece::on_track(53), Piece::on_track(53), &[4], false),
        ];
        for &(mover, opponent, rolls, captured) in cases {
            let outcome = turn(mover, opponent, rolls);
            assert_eq!(outcome.captured, captured, "{mover} v {opponent} {rolls:?}");
            let expected = if captured { Piece::START } else { opponent };
            assert_eq!(outcome.opponent, expected, "{mover} v {opponent} {rolls:?}");
        }
    }

    #[test]
    fn a_captured_piece_needs_a_six_again() {
        let captured = turn(Piece::on_track(10), Piece::on_track(11), &[1]).opponent;
        assert_eq!(captured, Piece::START);
        let no_six = turn(captured, Piece::on_track(11), &[2]);
        assert_eq!(no_six.mover, Piece::START);
        assert_eq!(no_six.movement, Movement::StayedInStart);
        let back_out = turn(captured, Piece::on_track(11), &[6, 4]);
        assert_eq!(back_out.mover, Piece::on_track(4));
    }

    #[test]
    fn rolls_that_are_not_one_turn_are_refused() {
        let cases: &[(&[u8], TurnError)] = &[
            (&[], TurnError::NoRolls),
            (&[0], TurnError::FaceOutOfRange { roll: 0 }),
            (&[6, 7], TurnError::FaceOutOfRange { roll: 7 }),
            (
                &[3, 4],
                TurnError::RolledAfterTurnEnded {
                    position: 2,
                    previous: 3,
                },
            ),
            (
                &[6, 2, 6, 1],
                TurnError::RolledAfterTurnEnded {
                    position: 3,
                    previous: 2,
                },
            ),
            (&[6], TurnError::EndedOnSix),
            (&[6, 6], TurnError::EndedOnSix),
        ];
        for (rolls, error) in cases {
            assert_eq!(
                apply_turn(&SPEC, Piece::START, Piece::START, rolls),
                Err(*error),
                "{rolls:?}"
            );
        }
    }
}
