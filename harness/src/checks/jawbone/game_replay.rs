//! The replay of a transcript's events through the reference rounds: round
//! accounting, the computer's strategy, a throw to open every round, the stop
//! at 94 and the stakes. After a mistake it carries on from what the program
//! printed, so one mistake is reported once.

use reference::jawbone::{JawboneRules, Round, RoundEnd, RoundStep, Side, Stakes};

use super::game_state::{kept_points, Game, Turn};
use super::jawbone_events::{JawboneEvent, JawboneEventKind, ThrowReport};
use super::replay_wording::{describe_end, name, possessive, pronoun};
use super::stakes_ledger::StakesLedger;
use super::without_throws;
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptLine, TranscriptView};

pub const ROUND_ACCOUNTING: &str = "round-accounting";
pub const COMPUTER_STRATEGY: &str = "computer-strategy";
pub const AT_LEAST_ONE_THROW: &str = "at-least-one-throw";
pub const STOP_AT_94: &str = "stop-at-94";

#[derive(Debug)]
pub struct GameReplay<'v> {
    pub(super) view: &'v TranscriptView<'v>,
    pub(super) rules: &'v JawboneRules,
    pub(super) round_accounting: CheckFindings,
    pub(super) computer_strategy: CheckFindings,
    pub(super) at_least_one_throw: CheckFindings,
    pub(super) stop_at_94: CheckFindings,
    pub(super) stakes: StakesLedger,
    pub(super) game: Option<Game>,
}

impl<'v> GameReplay<'v> {
    pub fn new(view: &'v TranscriptView<'v>, rules: &'v JawboneRules) -> Self {
        GameReplay {
            view,
            rules,
            round_accounting: CheckFindings::new(ROUND_ACCOUNTING),
            computer_strategy: CheckFindings::new(COMPUTER_STRATEGY),
            at_least_one_throw: CheckFindings::new(AT_LEAST_ONE_THROW),
            stop_at_94: CheckFindings::new(STOP_AT_94),
            stakes: StakesLedger::new(rules),
            game: None,
        }
    }

    pub fn read(&mut self, event: &JawboneEvent) {
        let at = event.offset;
        match event.kind {
            JawboneEventKind::SeedPrompt { .. } => {}
            JawboneEventKind::PlayPrompt { .. } => {
                self.finish_game();
                self.stakes.another_game_offered(self.view, at);
            }
            JawboneEventKind::ThrowFirstPrompt { .. } => self.new_game(at),
            JawboneEventKind::RoundStart { .. } => self.round_started(at),
            JawboneEventKind::Throw(report) => self.throw(at, report),
            JawboneEventKind::ThrowAgainPrompt { answer } => self.asked_to_throw(at, answer),
            JawboneEventKind::Bank {
                thrower,
                points,
                total,
            } => self.bank(at, thrower, points, total),
            JawboneEventKind::Score {
                human,
                computer,
                round_points,
            } => self.score(at, human, computer, round_points),
            JawboneEventKind::Win { winner } => self.win(at, winner),
            JawboneEventKind::Stakes { human, computer } => {
                let seen = Stakes { human, computer };
                // A game won by the rules over the throws read, but whose
                // winner the program never named: stakes that one game won
                // by either side explains are not judged on who was paid
                // (the throws may have been misread); the amount still is.
                let unnamed_winner = self
                    .game
                    .as_ref()
                    .is_some_and(|game| !game.declared && !game.settled && game.reached.is_some());
                let paid = self.stakes.winner_paid(seen);
                self.finish_game();
                self.settle_unseen_end(seen);
                if unnamed_winner && paid.is_some() && !self.stakes.expects(seen) {
                    self.stakes.carry_on_from(seen);
                } else {
                    self.stakes.read_stakes_line(self.view, at, seen);
                }
            }
        }
    }

    /// The outcomes of round-accounting, computer-strategy,
    /// at-least-one-throw, stop-at-94 and stakes, in that order.
    pub fn outcomes(mut self, any_throw: bool, complete: bool) -> Vec<CheckOutcome> {
        self.finish_game();
        let target = self.rules.target;
        let nothing = |id: &'static str, reason: &str| {
            if any_throw {
                CheckOutcome::skip(id, reason)
            } else {
                without_throws(id, complete)
            }
        };
        vec![
            self.round_accounting.outcome(
                |judged| format!("{judged} round totals, banks and scores add up"),
                |id| {
                    if any_throw {
                        CheckOutcome::skip(
                            id,
                            "no round points, banked totals or scores were shown beside the throws: nothing to add up",
                        )
                    } else {
                        without_throws(id, complete)
                    }
                },
            ),
            self.computer_strategy.outcome(
                |judged| format!("the computer chose as its strategy says {judged} times"),
                |id| nothing(id, "the computer never had to choose whether to throw again"),
            ),
            self.at_least_one_throw.outcome(
                |judged| format!("all {judged} rounds began with a throw"),
                |id| without_throws(id, complete),
            ),
            self.stop_at_94.outcome(
                |judged| format!(
                    "every game ended as soon as a player reached {target} ({judged} judged)",
                ),
                |id| nothing(id, &format!("no game reached {target} in this run")),
            ),
            self.stakes.outcome(any_throw, complete),
        ]
    }

    pub(super) fn line_at(&self, offset: usize) -> Option<TranscriptLine> {
        Some(self.view.line_at(offset))
    }

    /// Settle the stakes of a game that reached 94 without a winner line.
    pub(super) fn finish_game(&mut self) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if game.settled {
            return;
        }
        if let Some(winner) = game.reached {
            self.stop_at_94.judged_one();
            self.stakes.settle(winner);
            game.settled = true;
        }
    }

    /// Stakes shown while a game is under way, whose end was not read (no
    /// winner named, its last throw not shown): judged by their values, the
    /// stakes after that game, won by the side they paid, end it. Stakes
    /// that no win of one game explains are judged as they are.
    fn settle_unseen_end(&mut self, seen: Stakes) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let under_way = !game.settled && !matches!(game.turn, Turn::NotStarted);
        if !under_way || self.stakes.expects(seen) {
            return;
        }
        if let Some(winner) = self.stakes.winner_paid(seen) {
            game.settled = true;
            game.declared = true;
            self.stakes.settle(winner);
        }
    }

    pub(super) fn new_game(&mut self, at: usize) {
        self.finish_game();
        self.stakes.another_game_offered(self.view, at);
        self.game = Some(Game::new(self.rules.limits()));
    }

    pub(super) fn game(&mut self, at: usize) -> &mut Game {
        if self.game.is_none() {
            self.new_game(at);
        }
        self.game.as_mut().expect("a game was just started")
    }

    pub(super) fn round_started(&mut self, at: usize) {
        self.close_open_round(at);
        if let Some(Game {
            turn: Turn::Closed { boundary, .. },
            ..
        }) = self.game.as_mut()
        {
            *boundary = true;
        }
    }

    fn throw(&mut self, at: usize, report: ThrowReport) {
        if self.game.as_ref().is_none_or(|game| game.declared) {
            self.new_game(at);
        }
        let thrower = report.thrower;
        let round = self.round_for(at, thrower);
        let Some(landed) = report.landed(self.rules) else {
            self.game(at).turn = Turn::Untracked;
            return;
        };
        let step = self.compare_round_points(at, &report, round.throw(landed));
        let game = self.game(at);
        game.turn = match step {
            RoundStep::GoesOn(next) => Turn::Open {
                thrower,
                round: next,
                answer: None,
                last_throw: at,
            },
            RoundStep::Over(end) => {
                game.set_banked(thrower, end.total());
                Turn::Closed {
                    thrower,
                    end,
                    before: round,
                    ended_by: Some(landed),
                    boundary: false,
                }
            }
        };
    }

    /// The round `thrower` throws into: the open one, or a new one; judges
    /// what the throw says about the rounds before it.
    fn round_for(&mut self, at: usize, thrower: Side) -> Round {
        let line = self.line_at(at);
        let game = self.game.as_mut().expect("throw starts a game");
        let turn = std::mem::replace(&mut game.turn, Turn::Untracked);
        match turn {
            Turn::Open {
                thrower: open,
                round,
                answer,
                last_throw,
            } if open == thrower => {
                self.judge_throwing_again(at, thrower, round, answer, last_throw);
                return round;
            }
            Turn::Open { .. } => {
                game.turn = turn;
                self.close_open_round(at);
            }
            Turn::Closed {
                thrower: closed,
                end,
                before,
                ended_by,
                boundary,
            } if closed == thrower => {
                if self.rules.wins(end) {
                    game.reached = None;
                    if !std::mem::replace(&mut game.overrun_reported, true) {
                        self.stop_at_94.fail(
                            CheckOutcome::fail(
                                self.stop_at_94.id(),
                                format!(
                                    "{} reached {} points, {} or more: the game ends there, but {} threw again",
                                    name(thrower),
                                    end.total(),
                                    self.rules.target,
                                    pronoun(thrower)
                                ),
                            )
                            .at(line)
                            .expected(format!("{} wins the game", name(thrower)))
                            .seen("another throw"),
                        );
                    }
                } else if boundary {
                    self.at_least_one_throw.fail(
                        CheckOutcome::fail(
                            self.at_least_one_throw.id(),
                            format!(
                                "Every round has at least one throw, but {} round had none: the jawbone came back to {} without a throw",
                                possessive(thrower.other()),
                                name(thrower).to_lowercase()
                            ),
                        )
                        .at(line)
                        .expected(format!("a throw by {}", name(thrower.other()).to_lowercase()))
                        .seen(format!("a throw by {}", name(thrower).to_lowercase())),
                    );
                } else {
                    self.round_accounting.fail(
                        CheckOutcome::fail(
                            self.round_accounting.id(),
                            format!(
                            "After {} the round ends and the jawbone passes on, but {} threw again",
                            describe_end(ended_by),
                            name(thrower).to_lowercase()
                        ),
                        )
                        .at(line)
                        .expected(format!(
                            "a throw by {}",
                            name(thrower.other()).to_lowercase()
                        ))
                        .seen(format!("a throw by {}", name(thrower).to_lowercase())),
                    );
                }
                if !boundary {
                    let game = self.game.as_mut().expect("a game is on");
                    game.set_banked(thrower, before.banked());
                    return before.resume(kept_points(end));
                }
            }
            Turn::Closed { .. } => {
                if let Some(winner) = game.reached.take() {
                    self.stop_at_94.fail(
                        CheckOutcome::fail(
                            self.stop_at_94.id(),
                            format!(
                                "{} reached {} points and won: the game ends there, but it went on",
                                name(winner),
                                self.rules.target
                            ),
                        )
                        .at(line)
                        .expected(format!("{} wins the game", name(winner)))
                        .seen("another round"),
                    );
                }
            }
            Turn::NotStarted | Turn::Unthrown | Turn::Untracked => {}
        }
        self.at_least_one_throw.judged_one();
        let game = self.game.as_mut().expect("a game is on");
        game.overrun_reported = false;
        self.rules.limits().round(game.banked(thrower))
    }

    /// The thrower threw again in an open round: the computer must still be
    /// below its target; the human must not have said no.
    fn compare_round_points(
        &mut self,
        at: usize,
        report: &ThrowReport,
        step: RoundStep,
    ) -> RoundStep {
        let expected = match step {
            RoundStep::GoesOn(round) => round.points(),
            RoundStep::Over(RoundEnd::Banked { points, .. }) => points,
            RoundStep::Over(RoundEnd::Lost { .. }) => return step,
        };
        let Some(printed) = report.round_points else {
            return step;
        };
        // A throw that banks the round may show the bank it makes instead
        // of the round's points (`23 Pitkä Rivi +3 = 60`).
        let banks_to = match step {
            RoundStep::Over(RoundEnd::Banked { total, .. }) => Some(total),
            _ => None,
        };
        if printed == expected || banks_to == Some(printed) {
            self.round_accounting.judged_one();
            return step;
        }
        let line = self.line_at(at);
        self.round_accounting.fail(
            CheckOutcome::fail(
                self.round_accounting.id(),
                format!(
                    "A throw adds its points to the round's: after this throw the round should have {expected} points"
                ),
            )
            .at(line)
            .expected(format!("round: {expected}"))
            .seen(format!("round: {printed}")),
        );
        match step {
            RoundStep::GoesOn(round) => RoundStep::GoesOn(round.resume(printed)),
            RoundStep::Over(RoundEnd::Banked {
                total,
                points,
                reason,
            }) => RoundStep::Over(RoundEnd::Banked {
                points: printed,
                total: total - points + printed,
                reason,
            }),
            lost => lost,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{judged, GOOD_ROUNDS};
    use crate::checks::CheckStatus;

    /// `GOOD_ROUNDS` with `line` replaced by `with` (several lines allowed).
    fn edited(line: &str, with: &str) -> String {
        assert!(GOOD_ROUNDS.contains(line), "{line}");
        GOOD_ROUNDS.replacen(line, with, 1)
    }

    /// The human at 88 points after eight rounds of Pidä ja anna against
    /// the computer's Erillään Pystyyn, then `ending`.
    fn near_the_goal(ending: &str) -> String {
        let mut text = String::from(
            "Please enter a random number seed: 1\nWould you like to throw first? (Y/N): y\n",
        );
        for round in 1..=8 {
            text.push_str(&format!(
                "You threw 99: Pidä ja anna! 11 points (round: 11)\nYou bank 11 points: your total is {}.\nThe computer threw 3: Erillään Pystyyn!\n",
                11 * round
            ));
        }
        text + ending
    }

    /// Only `failing` fails, at transcript line `line`.
    fn assert_only_failure(text: &str, failing: &str, line: usize) {
        for (id, status, at) in judged(text) {
            if id == failing {
                assert_eq!(
                    (status, at),
                    (CheckStatus::Fail, Some(line)),
                    "{id}:\n{text}"
                );
            } else {
                assert_ne!(status, CheckStatus::Fail, "{id} also failed:\n{text}");
                assert_ne!(status, CheckStatus::Error, "{id} errored:\n{text}");
            }
        }
    }

    #[test]
    fn each_mistake_fails_its_check_at_its_line() {
        // (transcript, failing check, line)
        let cases = [
            // Erillään Pystyyn kept the round's 2 points.
            (edited("Score: you 0, computer 0.", "Score: you 2, computer 0."), "round-accounting", 8),
            (edited("(round: 14)", "(round: 15)"), "round-accounting", 11),
            (edited("You bank 1 point: your total is 1.", "You bank 1 point: your total is 2."), "round-accounting", 18),
            // The answer was no, yet the human threw again.
            (edited("You bank 1 point: your total is 1.\nScore: you 1, computer 18.\n", "You threw 40: 1 point (round: 2)\n"), "round-accounting", 18),
            // Pitkä Rivi did not end the round.
            (edited("You threw 12: Erillään Pystyyn! The round's points are lost.\nScore: you 0, computer 0.\n", "You threw 20: Pitkä Rivi!\nThrow again? (Y/N): n\nYou bank 2 points: your total is 2.\nScore: you 2, computer 0.\n"), "round-accounting", 8),
            // The computer stopped at 14, or went on at 18.
            (edited("The computer threw 79: 4 points (round: 18)\nThe computer banks 18 points: its total is 18.\nScore: you 0, computer 18.\n", "The computer banks 14 points: its total is 14.\nScore: you 0, computer 14.\n").replace("you 1, computer 18", "you 1, computer 14"), "computer-strategy", 11),
            (edited("The computer banks 18 points: its total is 18.", "The computer threw 31: 1 point (round: 19)\nThe computer banks 19 points: its total is 19.").replace("computer 18.", "computer 19."), "computer-strategy", 12),
            // Asked before the first throw of the human's round.
            (edited("You threw 40: 1 point (round: 1)\n", "Throw again? (Y/N): y\nYou threw 40: 1 point (round: 1)\n"), "at-least-one-throw", 16),
            // The human asked before a throw, and the round passed back to
            // the computer without one: its round at 18 had ended.
            (edited("The computer banks 18 points: its total is 18.\nScore: you 0, computer 18.\nYour round: you have 0 points banked.\nYou threw 40: 1 point (round: 1)\nThrow again? (Y/N): n\nYou bank 1 point: your total is 1.\nScore: you 1, computer 18.\n", "Throw again? (Y/N): n\nThe computer threw 40: 1 point (round: 1)\n"), "at-least-one-throw", 14),
            // The computer's round skipped: the human threw on.
            (edited("The computer's round: it has 0 points banked.\nThe computer threw 86: 7 points (round: 7)\nThe computer threw 86: 7 points (round: 14)\nThe computer threw 79: 4 points (round: 18)\nThe computer banks 18 points: its total is 18.\nScore: you 0, computer 18.\n", "").replace("computer 18", "computer 0"), "at-least-one-throw", 10),
            // A throw past 94 without the game ending.
            (near_the_goal("You threw 83: 7 points (round: 7)\nThrow again? (Y/N): y\n"), "stop-at-94", 28),
            (near_the_goal("You threw 83: 7 points (round: 7)\nThe computer threw 50: 1 point (round: 1)\n"), "stop-at-94", 28),
            (near_the_goal("You threw 83: 7 points (round: 7)\nThe computer wins the game!\nStakes: you 4 markkaa, computer 6 markkaa.\n"), "stop-at-94", 28),
            (near_the_goal("You threw 70: 4 points (round: 4)\nYou win the game!\nStakes: you 6 markkaa, computer 4 markkaa.\n"), "stop-at-94", 28),
        ];
        for (text, failing, line) in cases {
            assert_only_failure(&text, failing, line);
        }
    }

    #[test]
    fn throwing_on_past_94_is_one_mistake_however_long_it_lasts() {
        let text = near_the_goal(
            "You threw 83: 7 points (round: 7)\nThrow again? (Y/N): y\nYou threw 40: 1 point (round: 8)\nThrow again? (Y/N): y\nYou threw 40: 1 point (round: 9)\n",
        );
        let outcomes = super::super::judge_jawbone(&crate::checks::JudgeInput {
            view: crate::checks::TranscriptView::new(&text),
            patterns: &super::super::jawbone_events::tests::default_patterns(),
            builtin_patterns: None,
            rules: &reference::game_rules::GameRules::spec("jawbone"),
            seed: None,
            dice: &[],
            complete: true,
            behaviour: &crate::behaviour::Behaviour::default(),
            expected: None,
            deadline: &crate::checks::JudgeDeadline::unbounded(),
        });
        let stop = outcomes
            .iter()
            .find(|outcome| outcome.id == "stop-at-94")
            .unwrap();
        assert_eq!(stop.status, CheckStatus::Fail);
        assert_eq!(stop.line.as_ref().map(|line| line.number), Some(28));
        assert!(!stop.message.contains("more like it"), "{}", stop.message);
    }

    #[test]
    fn reaching_94_ends_the_game_and_pays_the_winner() {
        let text = near_the_goal(
            "You threw 83: 7 points (round: 7)\nYou have 95 points and cannot throw again. You win the game!\nStakes: you 6 markkaa, computer 4 markkaa.\n",
        );
        let statuses: Vec<CheckStatus> = judged(&text)
            .into_iter()
            .map(|(_, status, _)| status)
            .collect();
        // The computer never scored: it had nothing to choose.
        let mut expected = [CheckStatus::Pass; 7];
        expected[3] = CheckStatus::Skip;
        assert_eq!(statuses, expected);
        let unpaid = text.replace("you 6 markkaa, computer 4", "you 5 markkaa, computer 5");
        assert_only_failure(&unpaid, "stakes", 29);
    }

    #[test]
    fn after_a_won_game_the_stakes_in_the_score_s_shape_are_the_stakes() {
        let won = near_the_goal(
            "You threw 83: 7 points (round: 7)\nYou have 95 points and cannot throw again. You win the game!\nStakes: you 6 markkaa, computer 4 markkaa.\n",
        );
        // The final stakes again, without a word of money.
        let text = format!("{won}Score: you 6, computer 4.\n");
        for (id, status, _) in judged(&text) {
            assert_ne!(status, CheckStatus::Fail, "{id}:\n{text}");
        }
        // A pair that is neither the score nor the stakes is still judged.
        let neither = format!("{won}Score: you 5, computer 5.\n");
        assert_only_failure(&neither, "round-accounting", 30);
    }
}
