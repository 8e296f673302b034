//! One thrower's round: points gathered throw by throw, then lost or banked;
//! the 94 that ends the game at once, and the computer's strategy.

use super::position::Position;

/// Banked points that win the game, reached or passed.
pub const GOAL: u32 = 94;
/// Round points at which the computer stops throwing.
pub const COMPUTER_ROUND_TARGET: u32 = 18;

/// True when banked plus round points reach the goal, so the thrower may
/// not throw again: the points are banked and the game is won.
pub fn reaches_goal(banked: u32, round: u32) -> bool {
    banked + round >= GOAL
}

/// The computer's choice after a scoring throw: go on until the round has
/// 18 points, or banked plus round reach 94.
pub fn keeps_throwing(banked: u32, round: u32) -> bool {
    round < COMPUTER_ROUND_TARGET && !reaches_goal(banked, round)
}

/// A round in progress: the thrower's banked points and the round's points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    banked: u32,
    points: u32,
}

/// Where a throw leaves the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundStep {
    /// A scoring throw below the goal: the thrower chooses to throw again
    /// (`Round::throw`) or pass (`Round::pass`).
    GoesOn(Round),
    Over(RoundEnd),
}

/// Why the round's points were banked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BankReason {
    PitkaRivi,
    PidaJaAnna,
    /// The thrower chose to stop.
    Passed,
    /// Banked plus round points reached 94 after a scoring throw.
    ReachedGoal,
}

/// How a round ended and the thrower's banked points after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEnd {
    /// Erillään Pystyyn: `lost` round points are gone; the total is unchanged.
    Lost { lost: u32, total: u32 },
    /// `points` were added to the banked points, making `total`.
    Banked {
        points: u32,
        total: u32,
        reason: BankReason,
    },
}

impl RoundEnd {
    /// The thrower's banked points after the round.
    pub fn total(self) -> u32 {
        match self {
            RoundEnd::Lost { total, .. } | RoundEnd::Banked { total, .. } => total,
        }
    }

    /// The round took the thrower to 94 or more: the game is won.
    pub fn wins(self) -> bool {
        self.total() >= GOAL
    }
}

impl Round {
    /// A new round for a thrower with `banked` points; its first throw is
    /// not optional (every round has at least one).
    pub fn new(banked: u32) -> Round {
        Round { banked, points: 0 }
    }

    /// A round already holding `points`, as a transcript shows it part way
    /// through: lets a judge carry on from what a program printed.
    pub fn resume(banked: u32, points: u32) -> Round {
        Round { banked, points }
    }

    pub fn banked(self) -> u32 {
        self.banked
    }

    /// Points gathered this round so far.
    pub fn points(self) -> u32 {
        self.points
    }

    /// Record a throw. A scoring throw goes on, unless banked plus round
    /// reach 94: then the round is banked and the game won.
    pub fn throw(self, position: Position) -> RoundStep {
        let points = self.points + position.points();
        let banked = |reason| {
            RoundStep::Over(RoundEnd::Banked {
                points,
                total: self.banked + points,
                reason,
            })
        };
        match position {
            Position::ErillaanPystyyn => RoundStep::Over(RoundEnd::Lost {
                lost: self.points,
                total: self.banked,
            }),
            Position::PitkaRivi => banked(BankReason::PitkaRivi),
            Position::PidaJaAnna => banked(BankReason::PidaJaAnna),
            Position::Scoring(_) if reaches_goal(self.banked, points) => {
                banked(BankReason::ReachedGoal)
            }
            Position::Scoring(_) => RoundStep::GoesOn(Round { points, ..self }),
        }
    }

    /// The thrower stops: the round's points are banked.
    pub fn pass(self) -> RoundEnd {
        RoundEnd::Banked {
            points: self.points,
            total: self.banked + self.points,
            reason: BankReason::Passed,
        }
    }

    /// The computer's strategy applied to this round.
    pub fn computer_keeps_throwing(self) -> bool {
        keeps_throwing(self.banked, self.points)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jawbone::position::position;

    /// Play `throws` from `banked`, passing when `keep_going` says so, as far
    /// as the round goes; the round end, if it ended.
    fn play(banked: u32, throws: &[u32], keep_going: impl Fn(Round) -> bool) -> Option<RoundEnd> {
        let mut round = Round::new(banked);
        for &throw in throws {
            match round.throw(position(throw).unwrap()) {
                RoundStep::GoesOn(next) if keep_going(next) => round = next,
                RoundStep::GoesOn(next) => return Some(next.pass()),
                RoundStep::Over(end) => return Some(end),
            }
        }
        None
    }

    fn always(_: Round) -> bool {
        true
    }

    #[test]
    fn erillaan_pystyyn_loses_the_rounds_points() {
        let end = play(40, &[83, 70, 0], always).unwrap();
        assert_eq!(
            end,
            RoundEnd::Lost {
                lost: 11,
                total: 40
            }
        );
        assert!(!end.wins());
    }

    #[test]
    fn pitka_rivi_banks_the_round() {
        let end = play(40, &[55, 31, 16], always).unwrap();
        assert_eq!(
            end,
            RoundEnd::Banked {
                points: 3,
                total: 43,
                reason: BankReason::PitkaRivi
            }
        );
    }

    #[test]
    fn pida_ja_anna_adds_eleven_and_banks() {
        let end = play(10, &[70, 92], always).unwrap();
        assert_eq!(
            end,
            RoundEnd::Banked {
                points: 15,
                total: 25,
                reason: BankReason::PidaJaAnna
            }
        );
        // A first-throw Pidä ja anna is 11 on its own.
        assert_eq!(play(0, &[99], always).unwrap().total(), 11);
    }

    #[test]
    fn passing_banks_the_round() {
        let end = play(5, &[83, 60], |round| round.points() < 9).unwrap();
        assert_eq!(
            end,
            RoundEnd::Banked {
                points: 9,
                total: 14,
                reason: BankReason::Passed
            }
        );
    }

    #[test]
    fn reaching_94_stops_the_thrower_and_wins() {
        // (banked, throws, total): 90 + 4 is exactly 94; 88 + 7 passes it.
        let cases: &[(u32, &[u32], u32)] = &[(90, &[70], 94), (88, &[83], 95), (85, &[83, 55], 94)];
        for &(banked, throws, total) in cases {
            let end = play(banked, throws, always).unwrap();
            let expected = RoundEnd::Banked {
                points: total - banked,
                total,
                reason: BankReason::ReachedGoal,
            };
            assert_eq!(end, expected, "{banked} {throws:?}");
            assert!(end.wins());
        }
        // 93 is not enough: the round goes on.
        assert_eq!(play(90, &[55, 31], always), None);
        // Pitkä Rivi or Pidä ja anna that bank past 94 win too.
        assert!(play(90, &[70, 16], always).unwrap().wins());
        assert!(play(83, &[92], always).unwrap().wins());
        assert!(!play(82, &[92], always).unwrap().wins());
    }

    #[test]
    fn a_resumed_round_goes_on_from_its_points() {
        let round = Round::resume(80, 10);
        assert_eq!((round.banked(), round.points()), (80, 10));
        // 80 + 10 + 4 reaches 94.
        assert_eq!(
            round.throw(Position::Scoring(4)),
            RoundStep::Over(RoundEnd::Banked {
                points: 14,
                total: 94,
                reason: BankReason::ReachedGoal
            })
        );
        assert_eq!(Round::resume(0, 0), Round::new(0));
    }

    #[test]
    fn the_computer_stops_at_18_round_points_or_the_goal() {
        // (banked, round points, keeps throwing)
        let cases = [
            (0, 0, true),
            (0, 17, true),
            (0, 18, false),
            (0, 25, false),
            (50, 17, true),
            (76, 17, true),
            (77, 17, false),
            (90, 4, false),
            (93, 0, true),
        ];
        for (banked, round, expected) in cases {
            assert_eq!(
                keeps_throwing(banked, round),
                expected,
                "{banked} + {round}"
            );
        }
    }

    #[test]
    fn the_computers_rounds() {
        let computer = |round: Round| round.computer_keeps_throwing();
        // 7 + 7 + 4 = 18: it stops and banks 18.
        let end = play(0, &[83, 83, 70, 99], computer).unwrap();
        assert_eq!(end.total(), 18);
        // 7 + 7 + 2 = 16, +1 = 17 still throws; the next 1 makes 18.
        let end = play(0, &[83, 83, 55, 31, 31, 99], computer).unwrap();
        assert_eq!(end.total(), 18);
        // From 85, 4 + 4 + 2 reaches 95 mid-round: it stops and wins.
        let end = play(85, &[70, 70, 55, 99], computer).unwrap();
        assert_eq!(
            end,
            RoundEnd::Banked {
                points: 10,
                total: 95,
                reason: BankReason::ReachedGoal
            }
        );
    }
}
