//! Replaying a Craps game's passes through the reference rules: the bets
//! (`bet-validation`, `action-cover`), the dice (via `PassDice`), the money
//! (`payout`) and the players who run out of it (`cleaned-out`). After a
//! mistake the replay follows what the program printed, so each mistake is
//! reported once. The bets are judged in `betting.rs`, the money in
//! `settlement.rs`.

mod betting;
mod settlement;

use reference::craps::{Action, CrapsRules};

use super::craps_events::{CrapsEvent, CrapsEventKind};
use super::pass_dice::{DiceChecks, PassDice};
use crate::checks::{CheckFindings, JudgeDeadline, TranscriptView};

pub const BET_VALIDATION: &str = "bet-validation";
pub const ACTION_COVER: &str = "action-cover";
pub const PAYOUT: &str = "payout";
pub const CLEANED_OUT: &str = "cleaned-out";

/// What the replay found, and what it saw, for the judge's messages.
#[derive(Debug, Clone)]
pub struct TableChecks {
    pub bets: CheckFindings,
    pub action: CheckFindings,
    pub dice: DiceChecks,
    pub payout: CheckFindings,
    pub cleaned: CheckFindings,
    pub shooter_bets_seen: usize,
    pub opponent_bets_seen: usize,
    pub rolls_seen: usize,
    pub bankroll_lines_seen: usize,
    pub passes_settled: usize,
    /// Bets or bank rolls naming nobody seated.
    pub unknown_names: usize,
}

/// One pass: the shooter, the bets taken, the dice, and the bank rolls it
/// should leave.
#[derive(Debug, Clone)]
struct Pass {
    shooter: Option<usize>,
    action: Option<Action>,
    bets: Vec<i64>,
    before: Vec<i64>,
    /// The opponents to ask, in order, and how many have been.
    to_ask: Vec<usize>,
    next_to_ask: usize,
    asked: Vec<usize>,
    covered_announced: bool,
    /// An opponent was asked after the action was covered: their bet is
    /// not judged, the ask was the mistake.
    asked_after_cover: bool,
    dice: PassDice,
    /// Bank rolls as printed after the pass, by seat.
    printed: Vec<Option<i64>>,
    finished: bool,
}

#[derive(Debug)]
pub struct TableReplay<'a> {
    view: &'a TranscriptView<'a>,
    rules: CrapsRules,
    events: &'a [CrapsEvent],
    complete: bool,
    names: Vec<String>,
    bankrolls: Vec<i64>,
    pass: Option<Pass>,
    /// The player left with all the money, until the program names them
    /// (or plays on).
    game_over: Option<usize>,
    winner_named: bool,
    checks: TableChecks,
}

impl<'a> TableReplay<'a> {
    /// Replay `events` for players `names` (seat order); `complete` says
    /// the program ended by itself. Past `deadline` the rest is not
    /// replayed (the checks are then not judged).
    pub fn run(
        view: &'a TranscriptView<'a>,
        events: &'a [CrapsEvent],
        names: Vec<String>,
        complete: bool,
        rules: CrapsRules,
        deadline: &JudgeDeadline,
    ) -> TableChecks {
        let seats = names.len();
        let mut replay = TableReplay {
            view,
            rules,
            events,
            complete,
            bankrolls: vec![rules.starting_bank; seats],
            names,
            pass: None,
            game_over: None,
            winner_named: false,
            checks: TableChecks {
                bets: CheckFindings::new(BET_VALIDATION),
                action: CheckFindings::new(ACTION_COVER),
                dice: DiceChecks::default(),
                payout: CheckFindings::new(PAYOUT),
                cleaned: CheckFindings::new(CLEANED_OUT),
                shooter_bets_seen: 0,
                opponent_bets_seen: 0,
                rolls_seen: 0,
                bankroll_lines_seen: 0,
                passes_settled: 0,
                unknown_names: 0,
            },
        };
        for index in 0..events.len() {
            if deadline.passed() {
                break;
            }
            replay.replay(index);
        }
        replay.finish();
        replay.checks
    }

    fn replay(&mut self, index: usize) {
        let event = &self.events[index];
        let offset = event.offset;
        match &event.kind {
            CrapsEventKind::ShooterBetAsked { shooter, answer } => {
                self.checks.shooter_bets_seen += 1;
                self.shooter_bet(index, shooter, answer);
            }
            CrapsEventKind::OpponentBetAsked {
                opponent,
                remaining,
                answer,
            } => {
                self.checks.opponent_bets_seen += 1;
                self.opponent_bet(index, opponent, *remaining, answer);
            }
            CrapsEventKind::Covered => self.covered(offset),
            CrapsEventKind::Roll { dice, total } => {
                self.checks.rolls_seen += 1;
                self.roll(offset, Some((*dice, *total)));
            }
            CrapsEventKind::UnreadRoll => self.roll(offset, None),
            CrapsEventKind::PointSet { point } => {
                if let Some(pass) = &mut self.pass {
                    pass.dice
                        .point_set(self.view, &mut self.checks.dice, offset, *point);
                }
            }
            CrapsEventKind::PassVerdict { shooter_wins } => {
                if let Some(pass) = &mut self.pass {
                    pass.dice
                        .verdict(self.view, &mut self.checks.dice, offset, *shooter_wins);
                }
            }
            CrapsEventKind::Bankroll { name, amount } => {
                self.checks.bankroll_lines_seen += 1;
                self.bankroll(offset, name, *amount);
            }
            CrapsEventKind::CleanedOut { name } => self.cleaned_out_line(offset, name),
            CrapsEventKind::GameWinner { name } => self.winner_line(offset, name.as_deref()),
            CrapsEventKind::Pot { amount } => self.pot_line(offset, *amount),
            CrapsEventKind::NextPassAsked { .. } => self.finish_pass(),
            CrapsEventKind::PlayerCountAsked { .. } | CrapsEventKind::NameAsked { .. } => {}
        }
    }

    fn seat_of(&mut self, name: &str) -> Option<usize> {
        let seat = self
            .names
            .iter()
            .position(|seated| seated.eq_ignore_ascii_case(name.trim()));
        if seat.is_none() {
            self.checks.unknown_names += 1;
        }
        seat
    }

    /// Whether the bet asked at `index` was refused: the same player is
    /// asked again before anything else happens. None: the run ended there.
    fn refused(&self, index: usize) -> Option<bool> {
        let asked = &self.events[index].kind;
        let next = self.events[index + 1..]
            .iter()
            .find(|event| !matches!(event.kind, CrapsEventKind::Bankroll { .. }))?;
        Some(match (asked, &next.kind) {
            (
                CrapsEventKind::ShooterBetAsked { shooter, .. },
                CrapsEventKind::ShooterBetAsked { shooter: again, .. },
            ) => shooter.eq_ignore_ascii_case(again),
            (
                CrapsEventKind::OpponentBetAsked { opponent, .. },
                CrapsEventKind::OpponentBetAsked {
                    opponent: again, ..
                },
            ) => opponent.eq_ignore_ascii_case(again),
            _ => false,
        })
    }

    /// A roll: its dice (when shown) and total, or `None` where its total
    /// cannot be known.
    fn roll(&mut self, offset: usize, read: Option<(Option<[i64; 2]>, i64)>) {
        let stale = self.pass.as_ref().is_none_or(|pass| pass.dice.is_over());
        if stale {
            // Rolls with no bets asked first: the dice are judged, the money is not.
            self.finish_pass();
            self.pass = Some(self.new_pass(None));
        }
        let first_roll = self
            .pass
            .as_ref()
            .is_some_and(|pass| !pass.dice.has_rolled());
        if first_roll {
            self.judge_betting_closed(offset);
        }
        if let Some(pass) = &mut self.pass {
            match read {
                Some((dice, total)) => {
                    pass.dice
                        .roll(self.view, &mut self.checks.dice, offset, dice, total)
                }
                None => pass.dice.unread_roll(),
            }
        }
    }

    fn finish(&mut self) {
        let end = self.events.last().map_or(0, |event| event.offset);
        self.finish_pass();
        // The game should have ended with a winner: say so where it stopped.
        if let (true, Some(winner)) = (self.complete, self.game_over) {
            let total: i64 = self.bankrolls.iter().sum();
            let check = &mut self.checks.cleaned;
            check.judged_one();
            check.fail_at(
                self.view,
                end,
                format!(
                    "{} has all ${total} of the game's money: the game ends by naming the winner",
                    self.names[winner]
                ),
                format!(
                    "{} named the winner with a pot of ${total}",
                    self.names[winner]
                ),
                "no winner named",
            );
        }
    }
}
