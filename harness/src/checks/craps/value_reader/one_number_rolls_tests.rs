//! The reader on programs that draw one number a roll and on programs that
//! draw two dice, in several layouts: only the first kind is told apart.

use super::{read_with_roll_draws, RollDraws};
use crate::checks::recorded_run::Part::{self, Draw, In, Out};
use crate::checks::recorded_run::RecordedRun;

fn roll_draws<const N: usize>(rolls: Vec<Part<'_, N>>) -> RollDraws {
    let mut parts = bill_and_tony_seated();
    parts.extend([
        Out("Bill, you are the shooter. Your bet: "),
        In("10"),
        Out("Tony, how much of the action do you want? "),
        In("10"),
    ]);
    parts.extend(rolls);
    RecordedRun::of(&parts)
        .judged("craps", true, read_with_roll_draws)
        .expect("draws and dialogue known")
        .1
}

#[test]
fn one_number_a_roll_is_told_from_its_draws_and_output() {
    // `2 + (int) (Math.random() * 11)` under rigged faces shows 2, 4, .. 12.
    let one_number: Vec<Vec<Part<'_, 1>>> = vec![
        // A come-out craps: one draw, one total.
        vec![
            Draw([1]),
            Out("***** Rolling the dice...and the result is: 2! *****\nSorry Bill, you crapped out.\nBill has $90.\nTony has $110.\n"),
        ],
        // A point made over an even number of draws: no draw over, but
        // neither the pairs (5, 2), (2, 5) nor their totals 7 are shown.
        vec![
            Draw([5]),
            Out("The result is: 10!\nOK Bill, your point is 10.\n"),
            Draw([2]),
            Out("Rolling...you rolled a 4\n"),
            Draw([2]),
            Out("Rolling...you rolled a 4\n"),
            Draw([5]),
            Out("Rolling...you rolled a 10\nYou win!\nBill has $110.\nTony has $90.\n"),
        ],
        // The totals on one line, in another language.
        vec![
            Draw([3]),
            Draw([4]),
            Draw([3]),
            Out("Tirada: 6 / Tirada: 8 / Tirada: 6 -> gana Bill\nBill: $110 Tony: $90\n"),
        ],
    ];
    for rolls in one_number {
        let shown = summary(&rolls);
        assert_eq!(roll_draws(rolls), RollDraws::OneNumber, "{shown}");
    }
}

#[test]
fn two_dice_a_roll_are_two_dice_whether_shown_or_only_totalled() {
    let two_dice: Vec<Vec<Part<'_, 2>>> = vec![
        vec![
            Draw([6, 5]),
            Out("Bill rolled 6 and 5 = 11. Natural!\nBill has $110.\nTony has $90.\n"),
        ],
        // Only the totals.
        vec![
            Draw([4, 6]),
            Out("The result is: 10!\nOK Bill, your point is 10.\n"),
            Draw([1, 1]),
            Out("Rolling...you rolled a 2\n"),
            Draw([5, 5]),
            Out("Rolling...you rolled a 10\nYou win!\nBill has $110.\nTony has $90.\n"),
        ],
        // Dice as a grid of their own.
        vec![
            Draw([3, 4]),
            Out("+---+---+\n| 3 | 4 |\n+---+---+\nSeven! Bill wins.\nBill: $110 Tony: $90\n"),
        ],
    ];
    for rolls in two_dice {
        let shown = summary(&rolls);
        assert_eq!(roll_draws(rolls), RollDraws::TwoDice, "{shown}");
    }
}

/// Bill and Tony seated, no rules.
pub(super) fn bill_and_tony_seated<const N: usize>() -> Vec<Part<'static, N>> {
    vec![
        Out("Players? "),
        In("2"),
        Out("Name? "),
        In("Bill"),
        Out("Name? "),
        In("Tony"),
        Out("Rules? "),
        In("N"),
    ]
}

/// The output of `rolls`, to name a failing case.
fn summary<const N: usize>(rolls: &[Part<'_, N>]) -> String {
    rolls
        .iter()
        .filter_map(|part| match part {
            Out(text) => Some(*text),
            _ => None,
        })
        .collect()
}
