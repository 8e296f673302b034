//! Ludo's rule checks: the transcript read into turns, replayed through the
//! reference's rules (`check_turn_rolls`, `apply_turn`, `Piece`) by the
//! assignment's numbers (`LudoRules`).

mod draw_owners;
mod ludo_events;
mod ludo_replay;
mod ludo_sides;
mod ludo_turns;
mod value_reader;
mod winner_check;

pub use ludo_events::{read_ludo_events, LudoEvent, LudoEventAt, LUDO_PATTERNS};
pub use ludo_turns::{group_ludo_events, LudoGame, LudoTurn};

use super::{CheckOutcome, JudgeInput};
use ludo_replay::{replay_turns, BONUS_ROLL, CAPTURE, DIE_RANGE, EXACT_HOME, MOVE, SIX_TO_START};
use winner_check::{check_winner, WINNER};

/// Ludo's game checks, in the order of `game_checks("ludo")`.
pub fn judge_ludo(input: &JudgeInput<'_>) -> Vec<CheckOutcome> {
    // An instructor's own patterns (`--patterns`, a course's assignment
    // file) are read as given. Otherwise, the program's draws known, its
    // values are read; else (a saved transcript, a generator out of reach)
    // the built-in patterns.
    let rules = input.rules.ludo();
    let by_values = (!patterns_overridden(input.patterns))
        .then(|| {
            // Who made each draw, from the reference's play where the
            // program's draws are its draws (ALIGN.md).
            let aligned = draw_owners::AlignedOwners::of(input.behaviour, input.expected, &rules);
            value_reader::read_ludo_game(
                input.view.text(),
                input.behaviour,
                &aligned,
                &rules,
                input.deadline,
            )
        })
        .flatten();
    let game = by_values
        .unwrap_or_else(|| group_ludo_events(&read_ludo_events(input.view.text(), input.patterns)));
    if game.turns.is_empty() {
        return [
            DIE_RANGE,
            SIX_TO_START,
            BONUS_ROLL,
            MOVE,
            EXACT_HOME,
            CAPTURE,
            WINNER,
        ]
        .map(|id| {
            let reason = if input.complete {
                "nothing to judge: no roll of the die could be read with a position shown after it"
            } else {
                "the run ended before the first turn"
            };
            CheckOutcome::skip(id, reason)
        })
        .into();
    }
    let found = replay_turns(&game, &input.view, &rules);
    let home = rules.home;
    vec![
        found
            .die_range
            .with_help("roll with rand() % 6 + 1: rand() % 6 alone gives 0 to 5")
            .outcome(
                |rolls| format!("all {rolls} rolls were from 1 to 6"),
                |id| CheckOutcome::skip(id, "no rolls were printed"),
            ),
        if rules.six_to_start {
            found.six_to_start
                .with_help(
                    "a piece in the start area (worksum 0, start flag false) moves only after a 6; that 6 brings it out and the rest of the turn moves it",
                )
                .outcome(
                    |turns| format!("{turns} turns in the start area followed the 6-to-start rule"),
                    |id| CheckOutcome::skip(id, "no turn began in the start area"),
                )
        } else {
            found.six_to_start
                .with_help("this course needs no 6 to start: a piece at 0 moves by its rolls like any other")
                .outcome(
                    |turns| format!("{turns} turns from the start moved without a 6, as this course's rules say"),
                    |id| CheckOutcome::skip(id, "no turn began at the start"),
                )
        },
        if rules.bonus_roll {
            found
                .bonus_roll
                .with_help(
                    "keep rolling while the roll is 6; the turn ends on the first other number",
                )
                .outcome(
                    |turns| {
                        format!("each of the {turns} turns with a 6 rolled again after every 6")
                    },
                    |id| CheckOutcome::skip(id, "no 6 was rolled, so no bonus roll was due"),
                )
        } else {
            found.bonus_roll
                .with_help("this course gives no bonus roll: roll once a turn, whatever the die shows")
                .outcome(
                    |turns| format!("each of the {turns} turns with a 6 ended on it, as this course's rules give no bonus roll"),
                    |id| CheckOutcome::skip(id, "no 6 was rolled, so the no-bonus rule had nothing to judge"),
                )
        },
        found
            .movement
            .with_help(
                "add every roll of the turn (6 + 6 + 3 = 15) to the worksum once the turn is over",
            )
            .outcome(
                |turns| format!("{turns} moves on the track added every roll of the turn"),
                |id| CheckOutcome::skip(id, "no piece moved along the track"),
            ),
        found
            .exact_home
            .with_help(format!(
                "if worksum + the turn's total would pass {home}, leave the worksum as it is"
            ))
            .outcome(
                |turns| format!("{turns} turns within reach of HOME took the exact number"),
                |id| CheckOutcome::skip(id, format!("no turn came within reach of HOME ({home})")),
            ),
        if rules.capture {
            found.capture
                .with_help(
                    "when the mover's new worksum equals the opponent's, set the opponent's worksum to 0 and its start flag to false",
                )
                .outcome(
                    |captures| format!("{captures} captures sent the piece back to the start area"),
                    |id| CheckOutcome::skip(
                        id,
                        "no piece landed on the other (or the captured player never moved again)",
                    ),
                )
        } else {
            found.capture
                .with_help("this course has no capture: a piece landed on stays where it is")
                .outcome(
                    |landings| format!("{landings} pieces landed on stayed where they were, as this course's rules have no capture"),
                    |id| CheckOutcome::skip(
                        id,
                        "no piece landed on the other (or the player landed on never moved again)",
                    ),
                )
        },
        check_winner(&game, &input.view, &rules, input.complete),
    ]
}

/// True when `patterns` are not ludo's built-in ones for the events read.
fn patterns_overridden(patterns: &crate::checks::Patterns) -> bool {
    static BUILTIN: std::sync::OnceLock<Option<crate::checks::Patterns>> =
        std::sync::OnceLock::new();
    let Some(builtin) = BUILTIN.get_or_init(|| {
        crate::assignment::Assignment::builtin("ludo")
            .ok()
            .map(|assignment| assignment.patterns)
    }) else {
        return false;
    };
    let source = |patterns: &crate::checks::Patterns, name: &str| {
        patterns.get(name).map(|regex| regex.as_str().to_string())
    };
    LUDO_PATTERNS
        .iter()
        .any(|name| source(patterns, name) != source(builtin, name))
}

#[cfg(test)]
mod judge_tests;
