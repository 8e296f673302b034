//! The Craps judge: reads the game's events out of a transcript and
//! replays them through the reference rules (`reference::craps`), one
//! outcome per check: `player-count`, `bet-validation`, `action-cover`,
//! `come-out`, `point`, `payout`, `cleaned-out`.

mod craps_events;
mod pass_dice;
mod seating;
mod table_replay;
mod value_reader;

pub use craps_events::{
    read_craps_events, read_craps_events_while, CrapsEvent, CrapsEventKind, CRAPS_PATTERNS,
};

use crate::checks::NothingJudged;
use seating::{judge_player_count, seated_names};
use table_replay::{TableChecks, TableReplay};
use value_reader::RollDraws;

use super::{CheckOutcome, JudgeInput};

const NO_PASS: &str = "no pass was played in this run";
const NOT_TWO_DICE: &str = "the program draws one number for each roll, not two dice (the `draws` check names it), and the numbers it drew could not be found in its output, so its rolls cannot be judged";

/// Every Craps game check on one transcript, in the order of the check table.
pub fn judge_craps(input: &JudgeInput<'_>) -> Vec<CheckOutcome> {
    let view = &input.view;
    let rules = input.rules.craps();
    let currency = rules.currency;
    let (events, roll_draws) = read_events(input);
    let player_count = judge_player_count(view, &events, input.complete, &rules);
    let names = seated_names(&events);
    let seated = !names.is_empty();
    let table = TableReplay::run(view, &events, names, input.complete, rules, input.deadline);
    let seen = Seen::from(&table, seated, input.complete);

    vec![
        player_count.outcome(
            |judged| format!(
                "answers to the number of players judged: {judged}; {} to {} accepted, anything else asked again",
                rules.min_players,
                rules.max_players,
            ),
            |id| seen.unless_cut_short(NothingJudged::Error(
                "the number of players was never asked (no number typed before the players' names), so there was nothing to judge".to_string(),
            )).outcome(id),
        ),
        table.bets.outcome(
            |judged| format!(
                "bets judged: {judged}; under {currency}{}, not a multiple of {currency}{}, above the bank roll or above the action left refused, valid ones accepted",
                rules.minimum_bet,
                rules.bet_multiple,
            ),
            |id| {
                seen.bets_unread(
                    "no bet was asked (no amount typed after the players were seated), so there was nothing to judge",
                )
                .outcome(id)
            },
        ),
        table.action.outcome(
            |judged| format!(
                "opponents asked and passes judged: {judged}; opponents asked in seat order until the action was covered",
            ),
            |id| match seen.shooter_bets {
                0 => seen.bets_unread("no bet was asked (no amount typed after the players were seated), so there was nothing to judge"),
                _ => seen.bets_unread("no opponent was asked to take a piece of the shooter's action, so there was nothing to judge"),
            }
            .outcome(id),
        ),
        match roll_draws {
            RollDraws::OneNumber => NothingJudged::Skip(NOT_TWO_DICE.to_string()).outcome(pass_dice::COME_OUT),
            RollDraws::TwoDice | RollDraws::OneNumberShown(_) => table.dice.come_out.outcome(
                |judged| format!(
                    "come-out rolls judged: {judged}; 7 or 11 wins, 2, 3 or 12 loses, any other total sets the point",
                ),
                |id| seen.rolls_unread().outcome(id),
            ),
        },
        match roll_draws {
            RollDraws::OneNumber => NothingJudged::Skip(NOT_TWO_DICE.to_string()).outcome(pass_dice::POINT),
            RollDraws::TwoDice | RollDraws::OneNumberShown(_) => table.dice.point.outcome(
                |judged| format!(
                    "rolls for a point judged: {judged}; the point wins, a 7 loses, anything else rolls again",
                ),
                |id| match seen.rolls {
                    0 => seen.rolls_unread(),
                    _ => NothingJudged::Skip("no come-out roll set a point in this run".to_string()),
                }
                .outcome(id),
            ),
        },
        table.payout.outcome(
            |judged| format!(
                "bank roll lines judged: {judged}; only the covered action changes hands",
            ),
            |id| seen.payout_unread().outcome(id),
        ),
        table.cleaned.outcome(
            |judged| format!(
                "bets asked, players cleaned out and game ends judged: {judged}; players at {currency}0 not asked to bet, the game ended when one player had all the money",
            ),
            |id| match seen.shooter_bets + seen.rolls {
                0 => NothingJudged::Skip(NO_PASS.to_string()),
                _ => NothingJudged::Skip("no player ran out of money in this run".to_string()),
            }
            .outcome(id),
        ),
    ]
}

/// An instructor gave patterns of their own (`--patterns`, or an
/// assignment file's): read by them, as they asked. Otherwise by values,
/// and by the patterns only where the dialogue and the draws are unknown
/// (a saved transcript).
fn read_events(input: &JudgeInput<'_>) -> (Vec<CrapsEvent>, RollDraws) {
    let overridden = crate::assignment::Assignment::builtin("craps").is_ok_and(|builtin| {
        CRAPS_PATTERNS.iter().any(|name| {
            input.patterns.get(name).map(|regex| regex.as_str())
                != builtin.patterns.get(name).map(|regex| regex.as_str())
        })
    });
    let by_patterns = || {
        read_craps_events_while(input.view.text(), input.patterns, &|| {
            !input.deadline.passed()
        })
    };
    if overridden {
        return (by_patterns(), RollDraws::TwoDice);
    }
    value_reader::read_with_roll_draws(input).unwrap_or_else(|| (by_patterns(), RollDraws::TwoDice))
}

/// What the replay saw, for saying why a check judged nothing.
#[derive(Debug, Clone, Copy)]
struct Seen {
    seated: bool,
    /// The program ended by itself: a line shape it never printed is unreadable,
    /// not merely not reached.
    complete: bool,
    shooter_bets: usize,
    rolls: usize,
    bankroll_lines: usize,
    passes_settled: usize,
    unknown_names: usize,
}

impl Seen {
    fn from(table: &TableChecks, seated: bool, complete: bool) -> Seen {
        Seen {
            seated,
            complete,
            shooter_bets: table.shooter_bets_seen,
            rolls: table.rolls_seen,
            bankroll_lines: table.bankroll_lines_seen,
            passes_settled: table.passes_settled,
            unknown_names: table.unknown_names,
        }
    }

    /// A run cut short may simply not have got to the lines looked for.
    fn unless_cut_short(&self, nothing: NothingJudged) -> NothingJudged {
        match nothing {
            NothingJudged::Error(why) if !self.complete => {
                NothingJudged::Skip(format!("the run was cut short: {why}"))
            }
            nothing => nothing,
        }
    }

    fn nothing_played(&self) -> bool {
        self.shooter_bets == 0 && self.rolls == 0
    }

    fn names_unread(&self) -> Option<NothingJudged> {
        if !self.seated {
            return Some(NothingJudged::Error(
                "the players' names were never asked, so bets and bank rolls cannot be matched to players".to_string(),
            ));
        }
        (self.unknown_names > 0).then(|| {
            NothingJudged::Error(
                "the bets and bank rolls shown name none of the players entered at the name prompts".to_string(),
            )
        })
    }

    fn bets_unread(&self, missing: &str) -> NothingJudged {
        if self.nothing_played() {
            return NothingJudged::Skip(NO_PASS.to_string());
        }
        self.unless_cut_short(
            self.names_unread()
                .unwrap_or_else(|| NothingJudged::Error(missing.to_string())),
        )
    }

    fn rolls_unread(&self) -> NothingJudged {
        match (self.rolls, self.shooter_bets) {
            (0, 0) => NothingJudged::Skip(NO_PASS.to_string()),
            _ => self.unless_cut_short(NothingJudged::Error(
                "no roll of the dice could be read in the output (the two dice or their total), so there was nothing to judge"
                    .to_string(),
            )),
        }
    }

    fn payout_unread(&self) -> NothingJudged {
        self.unless_cut_short(self.payout_lines_unread())
    }

    fn payout_lines_unread(&self) -> NothingJudged {
        if self.rolls == 0 {
            return self.rolls_unread();
        }
        if self.passes_settled == 0 {
            return self.names_unread().unwrap_or_else(|| {
                NothingJudged::Skip("no pass was played to its end in this run".to_string())
            });
        }
        if self.bankroll_lines == 0 {
            return NothingJudged::Error(
                "no player's bank roll could be read after a pass (a player's name with the money they have), so there was nothing to judge"
                    .to_string(),
            );
        }
        self.names_unread().unwrap_or_else(|| {
            NothingJudged::Error(
                "no player's bank roll could be read after a pass (a player's name with the money they have), so there was nothing to judge"
                    .to_string(),
            )
        })
    }
}

#[cfg(test)]
mod tests;
