//! `reroll`: a roller whose roll is unrecognized rolls again, the player's
//! recognized roll hands the dice to the CPU, and a tie (the reference's
//! `compare` says `Tie`) has both roll again, player first.

use reference::ceelo::{compare, rank, Dice, Outcome, Roller};

use super::ceelo_events::roller_name;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::check_findings::{counted, CheckFindings, Finding};
use super::played_games::{Claim, PlayedGame};
use crate::checks::{CheckOutcome, TranscriptView};

pub const REROLL: &str = "reroll";

/// Who must roll next, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Turn {
    /// A game starts with the player.
    GameStart,
    /// This roller's last roll was unrecognized.
    AfterUnrecognized(Roller),
    /// The player has a recognized roll: the CPU rolls.
    AfterPlayerStopped,
    /// The last two recognized rolls tied: the player rolls again.
    AfterTie,
    /// The game was decided; rolling on is `winner`'s to judge.
    Decided,
}

impl Turn {
    fn expected_roller(self) -> Option<Roller> {
        match self {
            Turn::GameStart | Turn::AfterTie => Some(Roller::Player),
            Turn::AfterUnrecognized(roller) => Some(roller),
            Turn::AfterPlayerStopped => Some(Roller::Cpu),
            Turn::Decided => None,
        }
    }

    /// The rule broken when someone else rolls.
    fn rule(self) -> &'static str {
        match self {
            Turn::GameStart => "the player rolls first in each game",
            Turn::AfterUnrecognized(Roller::Player) => {
                "after an unrecognized roll the player rolls again"
            }
            Turn::AfterUnrecognized(Roller::Cpu) => {
                "after an unrecognized roll the CPU rolls again"
            }
            Turn::AfterPlayerStopped => {
                "a recognized roll ends the player's rolling: the CPU rolls next"
            }
            Turn::AfterTie => "after a tie both roll again, the player first",
            Turn::Decided => "",
        }
    }
}

pub fn check_reroll(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(REROLL, &[LineShape::Roll]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(REROLL);
    for game in &reading.games {
        judge_game(game, reading.view, &mut findings);
    }
    findings.into_outcome(
        reading.view,
        |rerolls| {
            format!(
                "{} after unrecognized rolls and ties, as the rules say",
                counted(rerolls, "reroll")
            )
        },
        "no unrecognized roll or tie happened, so nothing had to be rolled again",
        "keep rolling while get_rank is 0; when user_won_lost_or_neither says -1, both roll again",
    )
}

fn judge_game(game: &PlayedGame, view: &TranscriptView<'_>, findings: &mut CheckFindings) {
    let mut turn = Turn::GameStart;
    let mut player_dice: Option<Dice> = None;
    for (index, played) in game.rolls.iter().enumerate() {
        let roller = played.roll.roller;
        match turn.expected_roller() {
            Some(expected) if expected != roller => findings.broken(Finding {
                offset: played.offset,
                message: format!("{}, but {} rolled", turn.rule(), roller_name(roller)),
                expected: format!("{} rolls", roller_name(expected)),
                seen: format!(
                    "{} rolled {}",
                    roller_name(roller),
                    played.roll.faces_text()
                ),
            }),
            Some(_) if matches!(turn, Turn::AfterUnrecognized(_) | Turn::AfterTie) => {
                findings.held()
            }
            _ => {}
        }
        // Go on from what the program did, so one slip is one fault.
        turn = match (roller, played.claim) {
            (_, Claim::Unknown) => return,
            (_, Claim::Unrecognized) => Turn::AfterUnrecognized(roller),
            (Roller::Player, Claim::Recognized) => {
                player_dice = played.roll.dice();
                Turn::AfterPlayerStopped
            }
            (Roller::Cpu, Claim::Recognized) => {
                let tied =
                    player_dice
                        .take()
                        .zip(played.roll.dice())
                        .is_some_and(|(player, cpu)| {
                            compare(rank(player), rank(cpu)) == Some(Outcome::Tie)
                        });
                let last = index + 1 == game.rolls.len();
                if let (true, true, Some((outcome, offset))) = (tied, last, game.result) {
                    findings.broken(Finding {
                        offset,
                        message: format!(
                            "after a tie both roll again, but the game ended as {}",
                            match outcome {
                                Outcome::Won => "a win",
                                Outcome::Lost | Outcome::Tie => "a loss",
                            }
                        ),
                        expected: "both roll again, the player first".to_string(),
                        seen: view.line_at(offset).text.trim().to_string(),
                    });
                }
                if tied {
                    Turn::AfterTie
                } else {
                    Turn::Decided
                }
            }
        };
    }
}
