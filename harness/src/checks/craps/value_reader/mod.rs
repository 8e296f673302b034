//! Reading a Craps transcript by values, whatever its wording (DESIGN.md,
//! "Judging behaviour, not wording"), into the events the judges replay.
//!
//! - What the program did: the answers typed say what each prompt asked (a
//!   number before any name is the number of players, the next answers are
//!   the names, a yes/no is the rules, then numbers are bets and letters the
//!   keep-or-pass answer); the draws between two inputs are one pass's
//!   rolls, two dice each, or one number each where the program draws one
//!   number a roll (`roll_draws`), the number its output shows it made of
//!   the draw (`one_number_totals`); a bet asked again with no draw between was
//!   refused; the bets taken reaching the shooter's before the dice roll
//!   close the betting on a covered action, in any words or none; the
//!   program ending by itself ends the game.
//! - The values it showed: the players' names (as typed, or `p1`, `player 2`)
//!   in a bet prompt, or above it since the last input, say who is asked;
//!   after a pass's last roll, the value
//!   after each name is that player's bank roll (not the limits a bet prompt
//!   gives, `($10-$200)`, `min 10`), and the shooter's bank roll
//!   going up or down is the pass's verdict (outcome words where no bank
//!   roll shows); a small lexicon for a claim that the action is covered
//!   where the bets taken do not show it, cleaned out, the
//!   winner and the pot.
//! - The expected game: the reference's play of the same draws and answers
//!   says who is asked where a prompt names nobody, which bank roll among
//!   several values is meant, and whether the action was covered.
//!
//! Rules or help text is never read: every value read stands after a draw.

mod answer_kinds;
mod expected_game;
mod name_mentions;
mod one_number_totals;
mod prompt_limits;
mod reader;
mod roll_draws;
mod roll_lines;
mod run_rolls;
mod settlement;
mod table_columns;
mod table_words;

use super::craps_events::{CrapsEvent, CrapsEventKind};
use crate::behaviour::Behaviour;
use crate::checks::JudgeInput;
use crate::reading::{line_start, read_values, segment_of_draws};
use answer_kinds::{classify, Asked};
use expected_game::{bank_rolls_part, reference_bettor, reference_events};
#[cfg(test)]
use name_mentions::name_mentions;
use prompt_limits::PromptLimits;
use reader::{prompt_tail, Reader};
pub use roll_draws::RollDraws;
use table_words::TableWords;

/// Every event of the run, read by values. `None` when the dialogue is not
/// known (a saved transcript) or the draws are not: the caller reads by the
/// patterns instead.
#[cfg(test)]
pub fn read_by_values(input: &JudgeInput<'_>) -> Option<Vec<CrapsEvent>> {
    read_with_roll_draws(input).map(|(events, _)| events)
}

/// As [`read_by_values`], with what the draws say about how the program
/// rolls: where it draws one number a roll, the rolls read are pairs of
/// its draws it never rolled.
pub fn read_with_roll_draws(input: &JudgeInput<'_>) -> Option<(Vec<CrapsEvent>, RollDraws)> {
    // What was typed says what each prompt asked (a count, names, bets): an
    // answer to a prompt the game does not ask ("Verify y/n: y") is none.
    let dialogue = input.behaviour.game_dialogue();
    let behaviour: &Behaviour = &dialogue;
    behaviour.draws.as_ref()?;
    if behaviour.exchanges.is_empty() {
        return None;
    }
    let text = input.view.text();
    let reference = reference_events(input).unwrap_or_default();
    let expected_answers: Vec<&str> = input
        .expected
        .map(|play| {
            play.behaviour
                .exchanges
                .iter()
                .map(|exchange| exchange.answer.as_str())
                .collect()
        })
        .unwrap_or_default();
    let answers: Vec<&str> = behaviour
        .exchanges
        .iter()
        .map(|exchange| exchange.answer.as_str())
        .collect();
    // The dialogue follows the reference's up to here: its events there are
    // the expected ones (until the bank rolls shown say the games parted).
    let mut aligned = answers
        .iter()
        .zip(&expected_answers)
        .take_while(|(seen, expected)| seen.trim().eq_ignore_ascii_case(expected.trim()))
        .count();
    let kinds = classify(&answers);
    let names: Vec<String> = kinds
        .iter()
        .zip(&answers)
        .filter(|(kind, _)| **kind == Asked::Name)
        .map(|(_, answer)| answer.trim().to_string())
        .collect();
    // The money shown before the first bet says the program's unit.
    let starting_bank = input.rules.craps().starting_bank;
    let first_bet_end = kinds
        .iter()
        .zip(&behaviour.exchanges)
        .find(|(kind, _)| **kind == Asked::Bet)
        .map_or(0, |(_, exchange)| exchange.output.end.min(text.len()));
    let shown_before_bets = read_values(text.get(..first_bet_end).unwrap_or(""), &|_| None);
    let unit = table_columns::money_unit(&shown_before_bets, starting_bank, names.len());
    let mut reader = Reader {
        text,
        names: &names,
        words: TableWords::new(text),
        limits: PromptLimits::new(),
        deadline: input.deadline,
        events: Vec::new(),
        bankrolls: vec![starting_bank; names.len()],
        unit,
        shooter: None,
        addressee: None,
        opponents_asked: 0,
        rolls: run_rolls::read_run_rolls(text, behaviour, input.deadline),
    };
    let mut pass_open = false;
    for (index, exchange) in behaviour.exchanges.iter().enumerate() {
        if input.deadline.passed() {
            break;
        }
        // Draws made before this input: a pass rolled after the previous one.
        let read_from = reader.events.len();
        reader.read_rolls(behaviour, index, &reference, aligned, false);
        if bank_rolls_part(
            &reference,
            index,
            &bank_rolls_in(&reader.events[read_from..]),
        ) {
            aligned = aligned.min(index);
        }
        if reader.rolled_in(behaviour, index) {
            pass_open = false;
        }
        let prompt_at = line_start(
            text,
            exchange
                .output
                .end
                .saturating_sub(1)
                .max(exchange.output.start),
        );
        let answer = exchange.answer.clone();
        match kinds[index] {
            Asked::Count => reader.push(prompt_at, CrapsEventKind::PlayerCountAsked { answer }),
            Asked::Name => {
                let seat = kinds[..index]
                    .iter()
                    .filter(|kind| **kind == Asked::Name)
                    .count();
                reader.push(
                    prompt_at,
                    CrapsEventKind::NameAsked {
                        seat: Some(seat + 1),
                        answer,
                    },
                );
            }
            Asked::NextPass => {
                pass_open = false;
                reader.push(prompt_at, CrapsEventKind::NextPassAsked { answer });
            }
            Asked::Bet => {
                let tail = prompt_tail(text, exchange.output.clone());
                let expected = (index < aligned)
                    .then(|| reference_bettor(&reference, index))
                    .flatten();
                reader.bet(
                    exchange.output.clone(),
                    tail,
                    prompt_at,
                    answer,
                    !pass_open,
                    expected,
                );
                pass_open = true;
            }
            Asked::Rules | Asked::Other => {}
        }
    }
    let last = behaviour.exchanges.len();
    reader.read_rolls(behaviour, last, &reference, aligned, input.complete);
    // A run stopped at a prompt no answer fitted: that prompt still shows
    // the game went on (a name asked after a count taken).
    if !input.complete {
        let pending = segment_of_draws(text, behaviour, last);
        let tail = crate::script::prompt_tail(&text[pending.clone()]);
        let asks_name = crate::assignment::Assignment::builtin("craps").is_ok_and(|builtin| {
            builtin
                .meanings
                .named_by(&tail)
                .first()
                .is_some_and(|meaning| meaning.name == "name")
        });
        // After a count, any prompt but the count's own again means the
        // count was taken, whatever words it uses.
        let after_count = kinds.last() == Some(&Asked::Count) && {
            let previous = &behaviour.exchanges[last - 1].output;
            let asked_before = crate::script::prompt_tail(&text[previous.clone()]);
            let again = |tail: &str| tail.lines().last().map(str::trim).unwrap_or("").to_string();
            let count_named =
                crate::assignment::Assignment::builtin("craps").is_ok_and(|builtin| {
                    builtin
                        .meanings
                        .named_by(&tail)
                        .first()
                        .is_some_and(|meaning| meaning.name == "players")
                });
            !count_named && again(&tail) != again(&asked_before)
        };
        if (asks_name || after_count) && !tail.trim().is_empty() {
            let seat = names.len() + 1;
            reader.push(
                line_start(text, pending.end.saturating_sub(1).max(pending.start)),
                CrapsEventKind::NameAsked {
                    seat: Some(seat),
                    answer: String::new(),
                },
            );
        }
    }
    let roll_draws = reader.rolls.verdict();
    let mut events = reader.events;
    events.sort_by_key(|event| event.offset);
    Some((events, roll_draws))
}

/// The bank rolls among `events`, by name.
fn bank_rolls_in(events: &[CrapsEvent]) -> Vec<(&str, i64)> {
    events
        .iter()
        .filter_map(|event| match &event.kind {
            CrapsEventKind::Bankroll { name, amount } => Some((name.as_str(), *amount)),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod addressee_tests;
#[cfg(test)]
mod one_number_rolls_tests;
#[cfg(test)]
mod tests;
