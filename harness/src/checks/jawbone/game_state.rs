//! Where a replayed game stands: both banked totals, the round in play and
//! whether someone has reached the target (94 in the spec).

use reference::jawbone::{Position, Round, RoundEnd, RoundLimits, Side};

/// Where the current round stands.
#[derive(Debug, Clone, Copy)]
pub(super) enum Turn {
    /// A game has begun; nobody has thrown yet.
    NotStarted,
    /// The human was asked whether to throw before any throw of the round
    /// (already reported).
    Unthrown,
    /// After a scoring throw: the thrower may throw again or pass.
    Open {
        thrower: Side,
        round: Round,
        /// The human's answer to "throw again?", once asked.
        answer: Option<bool>,
        last_throw: usize,
    },
    /// The round ended (`before`: the round before its last throw).
    Closed {
        thrower: Side,
        end: RoundEnd,
        before: Round,
        ended_by: Option<Position>,
        /// A bank, score or round-start line came after the end.
        boundary: bool,
    },
    /// A throw could not be read: wait for a score or a new round.
    Untracked,
}

#[derive(Debug)]
pub(super) struct Game {
    pub(super) limits: RoundLimits,
    pub(super) human: u32,
    pub(super) computer: u32,
    pub(super) turn: Turn,
    /// Who reached 94 by the rules, while the game has not ended.
    pub(super) reached: Option<Side>,
    pub(super) declared: bool,
    pub(super) settled: bool,
    /// The thrower was let go on past 94 this round, and that was reported:
    /// the throws that follow are the same mistake.
    pub(super) overrun_reported: bool,
}

impl Game {
    pub(super) fn new(limits: RoundLimits) -> Self {
        Game {
            limits,
            human: 0,
            computer: 0,
            turn: Turn::NotStarted,
            reached: None,
            declared: false,
            settled: false,
            overrun_reported: false,
        }
    }

    pub(super) fn banked(&self, side: Side) -> u32 {
        match side {
            Side::Human => self.human,
            Side::Computer => self.computer,
        }
    }

    pub(super) fn set_banked(&mut self, side: Side, total: u32) {
        match side {
            Side::Human => self.human = total,
            Side::Computer => self.computer = total,
        }
        if self.limits.reaches_goal(total, 0) {
            self.reached = Some(side);
        } else if self.reached == Some(side) {
            self.reached = None;
        }
    }
}

/// The points a round still held when it should have ended.
pub(super) fn kept_points(end: RoundEnd) -> u32 {
    match end {
        RoundEnd::Banked { points, .. } => points,
        RoundEnd::Lost { .. } => 0,
    }
}
