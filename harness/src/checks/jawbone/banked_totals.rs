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

    /// Both banked totals; `round_points`, shown beside them, are the
    /// points of the round in play.
    pub(super) fn score(
        &mut self,
        at: usize,
        mut human: u32,
        mut computer: u32,
        round_points: Option<u32>,
    ) {
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
                thrower,
                end,
                ref mut boundary,
                ..
            } => {
                *boundary = true;
                // A status line shown as the round ended (the 94 reached
                // by its last throw) may still show the thrower's bank
                // before the round beside the round's points: together
                // they are the new total.
                let shown = match thrower {
                    Side::Human => &mut human,
                    Side::Computer => &mut computer,
                };
                let banked = game.banked(thrower);
                let round_was = |round: u32| {
                    matches!(end, RoundEnd::Banked { points, .. } if points == round)
                        && shown.checked_add(round) == Some(banked)
                };
                if round_points.is_some_and(round_was) {
                    *shown = banked;
                }
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

#[cfg(test)]
mod tests {
    use reference::jawbone::{JawboneRules, Position, Side};

    use super::super::jawbone_events::{JawboneEvent, JawboneEventKind, ThrowReport};
    use super::GameReplay;
    use crate::checks::{CheckStatus, TranscriptView};

    fn throw(thrower: Side, value: u32, round_points: Option<u32>) -> JawboneEventKind {
        let rules = JawboneRules::default();
        JawboneEventKind::Throw(ThrowReport {
            thrower,
            value: Some(value),
            announced: rules.position(value).ok(),
            round_points,
        })
    }

    /// round-accounting's status over `events`, one a line.
    fn round_accounting(events: &[JawboneEventKind]) -> CheckStatus {
        let text: String = events.iter().map(|event| format!("{event:?}\n")).collect();
        let view = TranscriptView::new(&text);
        let rules = JawboneRules::default();
        let mut replay = GameReplay::new(&view, &rules);
        let mut offset = 0;
        for kind in events {
            replay.read(&JawboneEvent {
                offset,
                kind: kind.clone(),
            });
            offset += format!("{kind:?}\n").len();
        }
        replay
            .outcomes(true, true)
            .into_iter()
            .find(|outcome| outcome.id == "round-accounting")
            .map(|outcome| outcome.status)
            .expect("round-accounting is judged")
    }

    /// A status line shown as a round ends may show the thrower's bank
    /// before it beside the round's points (`[ P1 88 | PC 0 | ROUND 7 ]`
    /// after the throw that reached 95), or the bank after it.
    #[test]
    fn a_status_line_counts_the_round_shown_beside_the_bank() {
        let mut opening = vec![JawboneEventKind::ThrowFirstPrompt { answer: Some(true) }];
        for round in 1..=8 {
            opening.push(throw(Side::Human, 99, Some(11)));
            opening.push(JawboneEventKind::Bank {
                thrower: Side::Human,
                points: Some(11),
                total: Some(11 * round),
            });
            opening.push(throw(Side::Computer, 3, None));
        }
        opening.push(throw(Side::Human, 83, Some(7)));
        assert_eq!(
            Position::scoring(7),
            JawboneRules::default().position(83).unwrap()
        );
        let status = |human, round_points| JawboneEventKind::Score {
            human,
            computer: 0,
            round_points,
        };
        let cases = [
            (status(88, Some(7)), CheckStatus::Pass),
            (status(95, Some(0)), CheckStatus::Pass),
            (status(95, None), CheckStatus::Pass),
            (status(88, Some(6)), CheckStatus::Fail),
            (status(88, None), CheckStatus::Fail),
            // The points beside the bank are not the round's.
            (status(81, Some(14)), CheckStatus::Fail),
        ];
        for (shown, expected) in cases {
            let mut events = opening.clone();
            events.push(shown.clone());
            assert_eq!(round_accounting(&events), expected, "{shown:?}");
        }
    }

    /// A throw that banks the round may show the total it banks to where
    /// the round's points would stand (`20 Pitkä Rivi +1 = 12`); a throw
    /// that does not end the round has no such total.
    #[test]
    fn a_banking_throw_may_show_the_bank_it_makes() {
        use Side::{Computer, Human};
        // The human banks 11, the computer loses its round, the human
        // throws 40 (1 point) and then `last` with the round shown.
        let game = |second: Option<u32>, last: u32, shown: Option<u32>| {
            vec![
                JawboneEventKind::ThrowFirstPrompt { answer: Some(true) },
                throw(Human, 99, Some(11)),
                throw(Computer, 3, None),
                throw(Human, 40, second),
                JawboneEventKind::ThrowAgainPrompt { answer: Some(true) },
                throw(Human, last, shown),
            ]
        };
        let cases = [
            (game(Some(1), 20, Some(1)), CheckStatus::Pass),
            (game(Some(1), 20, Some(12)), CheckStatus::Pass),
            (game(Some(1), 20, Some(13)), CheckStatus::Fail),
            (game(Some(1), 20, Some(2)), CheckStatus::Fail),
            // Pidä ja anna: 1 + 11 banked, 11 + 12 = 23.
            (game(Some(1), 95, Some(23)), CheckStatus::Pass),
            (game(Some(1), 95, Some(12)), CheckStatus::Pass),
            // The round goes on: 12 is no round's points here.
            (game(Some(12), 20, Some(1)), CheckStatus::Fail),
        ];
        for (events, expected) in cases {
            assert_eq!(round_accounting(&events), expected, "{events:?}");
        }
    }
}
