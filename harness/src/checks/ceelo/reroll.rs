//! `reroll`: a roller whose roll is unrecognized rolls again, the player's
//! recognized roll hands the dice to the CPU, and a tie (the reference's
//! `compare` says `Tie`) has both roll again, player first. A decided game
//! rolled again is faulted where the draws confirm it: the roll was drawn
//! after the reference's same game had ended.

use reference::ceelo::{compare, rank, CeeloRules, Combo, Outcome, Roller, Round, RoundStep};

use super::ceelo_events::roller_name;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::played_games::{Claim, PlayedGame};
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings};

pub const REROLL: &str = "reroll";

/// Why the next roller is the one the rules name (the reference's `Round`
/// says who it is; this says why, for the message).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reason {
    GameStart,
    AfterUnrecognized(Roller),
    AfterPlayerStopped,
    AfterTie,
}

impl Reason {
    /// The rule broken when someone else rolls.
    fn rule(self) -> &'static str {
        match self {
            Reason::GameStart => "the player rolls first in each game",
            Reason::AfterUnrecognized(Roller::Player) => {
                "after an unrecognized roll the player rolls again"
            }
            Reason::AfterUnrecognized(Roller::Cpu) => {
                "after an unrecognized roll the CPU rolls again"
            }
            Reason::AfterPlayerStopped => {
                "a recognized roll ends the player's rolling: the CPU rolls next"
            }
            Reason::AfterTie => "after a tie both roll again, the player first",
        }
    }

    /// A roll that had to be made again.
    fn is_reroll(self) -> bool {
        matches!(self, Reason::AfterUnrecognized(_) | Reason::AfterTie)
    }
}

pub fn check_reroll(reading: &CeeloReading<'_>, rules: &CeeloRules) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(REROLL, &[LineShape::Roll]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(REROLL);
    for game in &reading.games {
        judge_game(game, reading, rules, &mut findings);
    }
    findings
        .with_help(
            "keep rolling while a roll is no combination; when both rolls rank the same, both roll again",
        )
        .outcome(
            |rerolls| {
                format!(
                    "{} after unrecognized rolls and ties, as the rules say",
                    counted(rerolls, "reroll")
                )
            },
            |id| CheckOutcome::skip(
                id,
                "no unrecognized roll or tie happened, so nothing had to be rolled again",
            ),
        )
}

fn judge_game(
    game: &PlayedGame,
    reading: &CeeloReading<'_>,
    rules: &CeeloRules,
    findings: &mut CheckFindings,
) {
    let view = reading.view;
    let mut round = Round::new(*rules);
    let mut reason = Reason::GameStart;
    for (index, played) in game.rolls.iter().enumerate() {
        let roller = played.roll.roller;
        let expected = round.roller();
        if expected != roller {
            findings.fail_at(
                view,
                played.offset,
                format!("{}, but {} rolled", reason.rule(), roller_name(roller)),
                format!("{} rolls", roller_name(expected)),
                format!(
                    "{} rolled {}",
                    roller_name(roller),
                    played.roll.faces_text()
                ),
            );
        } else if reason.is_reroll() {
            findings.judged_one();
        }
        // The last roll before the program stopped short of the
        // reference's game claims nothing by what follows it (nothing
        // does): the rules say whether it is recognized.
        let stopped_after_it =
            index + 1 == game.rolls.len() && reading.stopped_rolling_after == Some(played.offset);
        let (recognized, Some(dice)) = (
            match (played.claim, played.roll.dice()) {
                (Claim::Unknown, Some(dice)) if stopped_after_it => {
                    rank(dice) != Combo::Unrecognized
                }
                (Claim::Unknown, _) => return,
                (Claim::Unrecognized, _) => false,
                (Claim::Recognized, _) => true,
            },
            played.roll.dice(),
        ) else {
            return;
        };
        // Go on from what the program did and claimed, so one slip is one fault.
        let player_dice = round.player_roll();
        let step = match roller {
            Roller::Player => Round::new(*rules).record_claimed(dice, recognized),
            Roller::Cpu if player_dice.is_some() => round.record_claimed(dice, recognized),
            Roller::Cpu => return,
        };
        (round, reason) = match step {
            RoundStep::Rolling(next) if !recognized => (next, Reason::AfterUnrecognized(roller)),
            RoundStep::Rolling(next) => (next, Reason::AfterPlayerStopped),
            RoundStep::Tie(next) => {
                let truly_tied = player_dice.zip(Some(dice)).is_some_and(|(player, cpu)| {
                    compare(rules, rank(player), rank(cpu)) == Some(Outcome::Tie)
                });
                let last = index + 1 == game.rolls.len();
                if let (true, true, Some((outcome, offset))) = (truly_tied, last, game.result) {
                    findings.fail_at(
                        view,
                        offset,
                        format!(
                            "after a tie both roll again, but the game ended as {}",
                            match outcome {
                                Outcome::Won => "a win",
                                Outcome::Lost | Outcome::Tie => "a loss",
                            }
                        ),
                        "both roll again, the player first".to_string(),
                        view.line_at(offset).text.trim().to_string(),
                    );
                }
                (next, Reason::AfterTie)
            }
            RoundStep::Decided(_) => {
                // Rolled on where the rules end the game: faulted where the
                // draws confirm it (the reference's same game ended there),
                // so a result misread or a game not told apart is no fault.
                let extra = game.rolls.get(index + 1).filter(|extra| {
                    reading
                        .rolled_past_game_end
                        .is_some_and(|(offset, _)| offset == extra.offset)
                });
                if let (Some(extra), Some(player)) = (extra, player_dice) {
                    findings.fail_at(
                        view,
                        extra.offset,
                        format!(
                            "the game was decided ({} against {}), so no one rolls again, but {} rolled",
                            rank(player),
                            rank(dice),
                            roller_name(extra.roll.roller)
                        ),
                        "the game ends: its result, then the balance".to_string(),
                        format!(
                            "{} rolled {}",
                            roller_name(extra.roll.roller),
                            extra.roll.faces_text()
                        ),
                    );
                }
                return;
            }
        };
        // Stopped where the rules roll on: faulted where the draws confirm
        // it (the reference's same game rolled again there).
        let tie_already_faulted = reason == Reason::AfterTie && game.result.is_some();
        if stopped_after_it && reason.is_reroll() && !tie_already_faulted {
            findings.fail_at(
                view,
                played.offset,
                format!(
                    "{}, but no one rolled after {}'s {}",
                    reason.rule(),
                    roller_name(roller),
                    played.roll.faces_text()
                ),
                format!("{} rolls again", roller_name(round.roller())),
                "the game stopped rolling".to_string(),
            );
        }
    }
}
