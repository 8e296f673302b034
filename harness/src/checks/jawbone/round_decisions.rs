//! The thrower's choices in a replayed round: throw again or pass (the
//! human's answer, the computer's strategy), and questions to throw that come
//! when no round of the human's is open.

use reference::jawbone::{Round, Side};

use super::game_replay::GameReplay;
use super::game_state::{kept_points, Turn};
use super::replay_wording::{describe_end, name};
use crate::checks::CheckOutcome;

impl GameReplay<'_> {
    /// The thrower threw again in an open round: the computer must still be
    /// below its target; the human must not have said no.
    pub(super) fn judge_throwing_again(
        &mut self,
        at: usize,
        thrower: Side,
        round: Round,
        answer: Option<bool>,
        last_throw: usize,
    ) {
        match thrower {
            Side::Computer if round.computer_keeps_throwing() => {
                self.computer_strategy.judged_one()
            }
            Side::Computer => {
                let line = self.line_at(last_throw);
                self.computer_strategy.fail(
                    CheckOutcome::fail(
                        self.computer_strategy.id(),
                        format!(
                            "The computer stops throwing once it has {} or more points in the round, but with {} round points it threw again",
                            self.rules.computer_stops_at,
                            round.points()
                        ),
                    )
                    .at(line)
                    .expected(format!("the computer banks its {} points", round.points()))
                    .seen("another throw"),
                );
            }
            Side::Human if answer == Some(false) => {
                let line = self.line_at(at);
                self.round_accounting.fail(
                    CheckOutcome::fail(
                        self.round_accounting.id(),
                        format!(
                            "You answered no to throwing again: your round should end with its {} points banked, but the program threw again",
                            round.points()
                        ),
                    )
                    .at(line)
                    .expected(format!("you bank {} points", round.points()))
                    .seen("another throw for you"),
                );
            }
            Side::Human => {}
        }
    }

    /// The open round ends without another throw: the thrower passed.
    pub(super) fn close_open_round(&mut self, at: usize) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let Turn::Open {
            thrower,
            round,
            answer,
            last_throw,
        } = game.turn
        else {
            return;
        };
        let end = round.pass();
        game.set_banked(thrower, end.total());
        game.turn = Turn::Closed {
            thrower,
            end,
            before: round,
            ended_by: None,
            boundary: false,
        };
        match thrower {
            Side::Computer if round.computer_keeps_throwing() => {
                let line = self.line_at(last_throw);
                self.computer_strategy.fail(
                    CheckOutcome::fail(
                        self.computer_strategy.id(),
                        format!(
                            "The computer keeps throwing until it has {} points in the round (or {} in all), but it stopped with {} round points",
                            self.rules.computer_stops_at,
                            self.rules.target,
                            round.points()
                        ),
                    )
                    .at(line)
                    .expected("another throw by the computer")
                    .seen(format!("the computer passed with {} round points", round.points())),
                );
            }
            Side::Computer => self.computer_strategy.judged_one(),
            Side::Human if answer == Some(true) => {
                let line = self.line_at(at);
                self.round_accounting.fail(
                    CheckOutcome::fail(
                        self.round_accounting.id(),
                        "You answered yes to throwing again, but the program ended your round",
                    )
                    .at(line)
                    .expected("another throw for you")
                    .seen("the round ended"),
                );
            }
            Side::Human => {}
        }
    }

    /// A throw question: for the human's open round, the answer to keep.
    pub(super) fn asked_to_throw(&mut self, at: usize, typed: Option<bool>) {
        // The computer is never asked: a throw question in its open round
        // means its round is over (it passed) and the human's begins, as a
        // round's heading would say.
        let computer_open = self.game.as_ref().is_some_and(|game| {
            matches!(
                game.turn,
                Turn::Open {
                    thrower: Side::Computer,
                    ..
                }
            )
        });
        if computer_open {
            self.round_started(at);
            return;
        }
        let rules = self.rules;
        let line = self.line_at(at);
        let game = self.game(at);
        match game.turn {
            Turn::Open {
                thrower: Side::Human,
                ref mut answer,
                ..
            } => *answer = typed.or(*answer),
            Turn::Open { .. } | Turn::Untracked => {}
            Turn::Unthrown => {}
            Turn::Closed {
                thrower: Side::Human,
                end,
                before,
                ended_by,
                boundary,
            } if rules.wins(end) || !boundary => {
                if rules.wins(end) {
                    game.reached = None;
                    if !std::mem::replace(&mut game.overrun_reported, true) {
                        self.stop_at_94.fail(
                            CheckOutcome::fail(
                                self.stop_at_94.id(),
                                format!(
                                    "You have {} points, {} or more: you may not throw again and you win, but the program offered another throw",
                                    end.total(),
                                    self.rules.target
                                ),
                            )
                            .at(line)
                            .expected("You win the game")
                            .seen("Throw again?"),
                        );
                    }
                } else {
                    self.round_accounting.fail(
                        CheckOutcome::fail(
                            self.round_accounting.id(),
                            format!(
                                "After {} your round ends and the jawbone passes to the computer, but the program offered another throw",
                                describe_end(ended_by)
                            ),
                        )
                        .at(line)
                        .expected("the computer's round")
                        .seen("Throw again?"),
                    );
                }
                let game = self.game.as_mut().expect("a game is on");
                game.set_banked(Side::Human, before.banked());
                game.turn = Turn::Open {
                    thrower: Side::Human,
                    round: before.resume(kept_points(end)),
                    answer: typed,
                    last_throw: at,
                };
            }
            Turn::Closed { .. } | Turn::NotStarted => {
                if let Some(winner) = game.reached.take() {
                    self.stop_at_94.fail(
                        CheckOutcome::fail(
                            self.stop_at_94.id(),
                            format!(
                                "{} reached {} points and won: the game ends there, but the program offered you a throw",
                                name(winner),
                                self.rules.target
                            ),
                        )
                        .at(line)
                        .expected(format!("{} wins the game", name(winner)))
                        .seen("Throw again?"),
                    );
                } else {
                    self.at_least_one_throw.fail(
                        CheckOutcome::fail(
                            self.at_least_one_throw.id(),
                            "Every round starts with a throw, but the program asked whether you wanted to throw before your first throw of the round",
                        )
                        .at(line.clone())
                        .expected("a throw first, then the question")
                        .seen(line.map(|line| line.text).unwrap_or_default()),
                    );
                }
                self.game.as_mut().expect("a game is on").turn = Turn::Unthrown;
            }
        }
    }
}
