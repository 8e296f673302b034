//! The totals a program prints after rounds and games: banked points,
//! scores and the winner, compared with the replayed ones.

use reference::jawbone::{BankReason, JawboneRules, RoundEnd, Side, Stakes};

use super::game_replay::GameReplay;
use super::game_state::{Game, Turn};
use super::replay_wording::{losing_throw, name};
use crate::checks::TranscriptLine;
use crate::checks::{CheckFindings, CheckOutcome};

impl GameReplay<'_> {
    /// A bank line: the points banked, the total, or both (one at least).
    pub(super) fn bank(
        &mut self,
        at: usize,
        thrower: Side,
        points: Option<u32>,
        total: Option<u32>,
    ) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        if matches!(game.turn, Turn::Open { thrower: open, .. } if open == thrower) {
            self.close_open_round(at);
        }
        let line = self.line_at(at);
        let game = self.game.as_mut().expect("a game is on");
        match game.turn {
            Turn::Closed {
                thrower: closed,
                ref mut end,
                before,
                ref mut boundary,
                ..
            } if closed == thrower => {
                let (expected_points, expected_total) = match *end {
                    RoundEnd::Banked { points, total, .. } => (points, total),
                    RoundEnd::Lost { total, .. } => (0, total),
                };
                let Some(new_total) = total.or(points.map(|points| before.banked() + points))
                else {
                    return;
                };
                let shown_points = points;
                let points = points.unwrap_or(new_total.saturating_sub(before.banked()));
                if shown_points.is_none_or(|points| points == expected_points)
                    && new_total == expected_total
                {
                    self.round_accounting.judged_one();
                } else {
                    let message = match *end {
                        RoundEnd::Lost { .. } => format!(
                            "{} loses the round's points: nothing is banked and the total stays {expected_total}",
                            losing_throw(self.rules)
                        ),
                        RoundEnd::Banked { .. } => format!(
                            "The round's {expected_points} points are banked: {} + {expected_points} makes {expected_total}",
                            before.banked()
                        ),
                    };
                    self.round_accounting.fail(
                        CheckOutcome::fail(self.round_accounting.id(), message)
                            .at(line)
                            .expected(match shown_points {
                                Some(_) => format!(
                                    "{expected_points} points banked, total {expected_total}"
                                ),
                                None => format!("total {expected_total}"),
                            })
                            .seen(match shown_points {
                                Some(points) => {
                                    format!("{points} points banked, total {new_total}")
                                }
                                None => format!("total {new_total}"),
                            }),
                    );
                }
                *end = RoundEnd::Banked {
                    points,
                    total: new_total,
                    reason: BankReason::Passed,
                };
                *boundary = true;
                game.set_banked(thrower, new_total);
            }
            Turn::Unthrown if thrower == Side::Human => {
                let total = total.unwrap_or(game.human);
                game.set_banked(Side::Human, total);
                game.turn = Turn::Closed {
                    thrower,
                    end: game.limits.round(total).pass(),
                    before: game.limits.round(total),
                    ended_by: None,
                    boundary: true,
                };
            }
            _ => {
                if let Some(total) = total {
                    game.set_banked(thrower, total);
                }
            }
        }
    }

    pub(super) fn score(&mut self, at: usize, human: u32, computer: u32) {
        let line = self.line_at(at);
        let Some(game) = self.game.as_ref() else {
            return;
        };
        // After a won game no score has both sides below the target: a
        // pair that is the stakes the rules expect is the stakes, shown
        // without a word of money (`END.  YOU 4  CPU 6`).
        let won = game.declared || game.reached.is_some();
        if won && human.max(computer) < self.rules.target {
            self.finish_game();
            let stakes = Stakes { human, computer };
            if self.stakes.expects(stakes) {
                self.stakes.read_stakes_line(self.view, at, stakes);
                return;
            }
        }
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let judged = match game.turn {
            // Mid-round scores may count the open round: nothing to compare.
            Turn::Open { .. } => return,
            Turn::Untracked => {
                game.turn = Turn::NotStarted;
                false
            }
            Turn::Closed {
                ref mut boundary, ..
            } => {
                *boundary = true;
                true
            }
            Turn::NotStarted | Turn::Unthrown => true,
        };
        if judged {
            let tally = &mut self.round_accounting;
            judge_score(self.rules, tally, line, game, human, computer);
        }
        game.set_banked(Side::Human, human);
        game.set_banked(Side::Computer, computer);
    }

    pub(super) fn win(&mut self, at: usize, winner: Side) {
        let line = self.line_at(at);
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.declared {
            return;
        }
        game.declared = true;
        match game.reached {
            Some(reached) if reached == winner => self.stop_at_94.judged_one(),
            Some(reached) => self.stop_at_94.fail(
                CheckOutcome::fail(
                    self.stop_at_94.id(),
                    format!(
                        "{} reached {} first and wins the game",
                        name(reached),
                        self.rules.target
                    ),
                )
                .at(line)
                .expected(format!("{} wins", name(reached)))
                .seen(format!("{} wins", name(winner))),
            ),
            None => {
                let total = game.banked(winner);
                self.stop_at_94.fail(
                    CheckOutcome::fail(
                        self.stop_at_94.id(),
                        format!(
                            "A game is won by reaching {} points, but {} won with {total}",
                            self.rules.target,
                            name(winner).to_lowercase()
                        ),
                    )
                    .at(line)
                    .expected(format!("the game goes on below {}", self.rules.target))
                    .seen(format!("{} wins with {total} points", name(winner))),
                );
            }
        }
        if !game.settled {
            game.settled = true;
            self.stakes.settle(winner);
        }
    }
}

fn judge_score(
    rules: &JawboneRules,
    tally: &mut CheckFindings,
    line: Option<TranscriptLine>,
    game: &Game,
    human: u32,
    computer: u32,
) {
    if (human, computer) == (game.human, game.computer) {
        tally.judged_one();
        return;
    }
    let (expected_human, expected_computer) = (game.human, game.computer);
    tally.fail(
        CheckOutcome::fail(
            tally.id(),
            format!(
                "The score is the points each player has banked: rounds that end in {} add nothing",
                losing_throw(rules)
            ),
        )
        .at(line)
        .expected(format!(
            "you {expected_human}, computer {expected_computer}"
        ))
        .seen(format!("you {human}, computer {computer}")),
    );
}
