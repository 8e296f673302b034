//! One thrower's round: points gathered throw by throw, then lost or banked;
//! the target that ends the game at once (94 in the spec), and the
//! computer's strategy (it throws until its round holds 18).

use super::position::{Position, ThrowAction};

/// The numbers a round is played by: the banked points that win, and the
/// round points at which the computer stops throwing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundLimits {
    pub target: u32,
    pub computer_stops_at: u32,
}

impl Default for RoundLimits {
    /// The spec's: first to 94, the computer stops at 18 round points.
    fn default() -> Self {
        RoundLimits {
            target: 94,
            computer_stops_at: 18,
        }
    }
}

impl RoundLimits {
    /// True when banked plus round points reach the target, so the thrower
    /// may not throw again: the points are banked and the game is won.
    pub fn reaches_goal(self, banked: u32, round: u32) -> bool {
        banked + round >= self.target
    }

    /// The computer's choice after a scoring throw: go on until the round
    /// holds `computer_stops_at` points, or banked plus round reach the target.
    pub fn keeps_throwing(self, banked: u32, round: u32) -> bool {
        round < self.computer_stops_at && !self.reaches_goal(banked, round)
    }

    /// The round took the thrower to the target or past it: the game is won.
    pub fn wins(self, end: RoundEnd) -> bool {
        end.total() >= self.target
    }

    /// A new round for a thrower with `banked` points; its first throw is
    /// not optional (every round has at least one).
    pub fn round(self, banked: u32) -> Round {
        Round {
            banked,
            points: 0,
            limits: self,
        }
    }
}

/// A round in progress: the thrower's banked points and the round's points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    banked: u32,
    points: u32,
    limits: RoundLimits,
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
    /// A bank-and-pass position (Pitkä Rivi).
    BankAndPass,
    /// A score-then-bank position (Pidä ja anna).
    ScoreThenBank,
    /// The thrower chose to stop.
    Passed,
    /// Banked plus round points reached the target after a scoring throw.
    ReachedGoal,
}

/// How a round ended and the thrower's banked points after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEnd {
    /// A lose-the-round position (Erillään Pystyyn): `lost` round points are
    /// gone; the total is unchanged.
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
}

impl Round {
    /// This round holding `points` instead, as a transcript shows it part
    /// way through: lets a judge carry on from what a program printed.
    pub fn resume(self, points: u32) -> Round {
        Round { points, ..self }
    }

    pub fn limits(self) -> RoundLimits {
        self.limits
    }

    pub fn banked(self) -> u32 {
        self.banked
    }

    /// Points gathered this round so far.
    pub fn points(self) -> u32 {
        self.points
    }

    /// Record a throw. A scoring throw goes on, unless banked plus round
    /// reach the target: then the round is banked and the game won.
    pub fn throw(self, position: Position) -> RoundStep {
        let points = self.points + position.points();
        let banked = |reason| {
            RoundStep::Over(RoundEnd::Banked {
                points,
                total: self.banked + points,
                reason,
            })
        };
        match position.action {
            ThrowAction::LoseRound => RoundStep::Over(RoundEnd::Lost {
                lost: self.points,
                total: self.banked,
            }),
            ThrowAction::BankAndPass => banked(BankReason::BankAndPass),
            ThrowAction::ScoreThenBank => banked(BankReason::ScoreThenBank),
            ThrowAction::ScoreAndGoOn if self.limits.reaches_goal(self.banked, points) => {
                banked(BankReason::ReachedGoal)
            }
            ThrowAction::ScoreAndGoOn => RoundStep::GoesOn(Round { points, ..self }),
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
        self.limits.keeps_throwing(self.banked, self.points)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jawbone::throw_table::ThrowTable;

    fn position(throw: u32) -> Result<Position, crate::jawbone::ThrowOutOfRange> {
        ThrowTable::default().position(throw)
    }

    fn wins(end: RoundEnd) -> bool {
        RoundLimits::default().wins(end)
    }

    fn keeps_throwing(banked: u32, round: u32) -> bool {
        RoundLimits::default().keeps_throwing(banked, round)
    }

    /// Play `throws` from `banked`, passing when `keep_going` says so, as far
    /// as the round goes; the round end, if it ended.
    fn play(banked: u32, throws: &[u32], keep_going: impl Fn(Round) -> bool) -> Option<RoundEnd> {
        let mut round = RoundLimits::default().round(banked);
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
        assert!(!wins(end));
    }

    #[test]
    fn pitka_rivi_banks_the_round() {
        let end = play(40, &[55, 31, 16], always).unwrap();
        assert_eq!(
            end,
            RoundEnd::Banked {
                points: 3,
                total: 43,
                reason: BankReason::BankAndPass
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
                reason: BankReason::ScoreThenBank
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
            assert!(wins(end));
        }
        // 93 is not enough: the round goes on.
        assert_eq!(play(90, &[55, 31], always), None);
        // Pitkä Rivi or Pidä ja anna that bank past 94 win too.
        assert!(wins(play(90, &[70, 16], always).unwrap()));
        assert!(wins(play(83, &[92], always).unwrap()));
        assert!(!wins(play(82, &[92], always).unwrap()));
    }

    #[test]
    fn a_resumed_round_goes_on_from_its_points() {
        let round = RoundLimits::default().round(80).resume(10);
        assert_eq!((round.banked(), round.points()), (80, 10));
        // 80 + 10 + 4 reaches 94.
        assert_eq!(
            round.throw(Position::scoring(4)),
            RoundStep::Over(RoundEnd::Banked {
                points: 14,
                total: 94,
                reason: BankReason::ReachedGoal
            })
        );
        assert_eq!(
            RoundLimits::default().round(0).resume(0),
            RoundLimits::default().round(0)
        );
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
