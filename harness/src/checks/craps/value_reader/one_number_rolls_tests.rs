//! The reader on programs that draw one number a roll and on programs that
//! draw two dice, in several layouts: only the first kind is told apart,
//! and its rolls are judged on the numbers it drew.

use super::one_number_totals::OneNumberMapping;
use super::{read_with_roll_draws, RollDraws};
use crate::checks::craps::judge_craps;
use crate::checks::recorded_run::Part::{self, Draw, In, Out, Raw};
use crate::checks::recorded_run::RecordedRun;
use crate::checks::{CheckOutcome, CheckStatus, JudgeDeadline, JudgeInput, TranscriptView};

/// Bill and Tony seated, Bill's $10 covered by Tony, then `rolls`.
fn one_pass<const N: usize>(rolls: Vec<Part<'_, N>>) -> RecordedRun {
    let mut parts = bill_and_tony_seated();
    parts.extend([
        Out("Bill, you are the shooter. Your bet: "),
        In("10"),
        Out("Tony, how much of the action do you want? "),
        In("10"),
    ]);
    parts.extend(rolls);
    RecordedRun::of(&parts)
}

fn roll_draws<const N: usize>(rolls: Vec<Part<'_, N>>) -> RollDraws {
    one_pass(rolls)
        .judged("craps", true, read_with_roll_draws)
        .expect("draws and dialogue known")
        .1
}

/// The `come-out` and `point` outcomes of one pass, judged as a run is:
/// by values, the built-in patterns being the assignment's.
fn come_out_and_point<const N: usize>(rolls: Vec<Part<'_, N>>) -> [CheckOutcome; 2] {
    let run = one_pass(rolls);
    let patterns = crate::assignment::Assignment::builtin("craps")
        .expect("craps is built in")
        .patterns;
    let outcomes = judge_craps(&JudgeInput {
        view: TranscriptView::new(&run.text),
        patterns: &patterns,
        builtin_patterns: None,
        rules: &reference::game_rules::GameRules::spec("craps"),
        seed: None,
        dice: &[],
        complete: true,
        behaviour: &run.behaviour,
        expected: None,
        deadline: &JudgeDeadline::unbounded(),
    });
    ["come-out", "point"].map(|id| {
        outcomes
            .iter()
            .find(|outcome| outcome.id == id)
            .cloned()
            .expect("both checks judged")
    })
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
    // 2 + (int) (Math.random() * 11) of a rigged face's (index + 0.5) / 6.
    for rolls in one_number {
        let shown = summary(&rolls);
        assert_eq!(
            roll_draws(rolls),
            RollDraws::OneNumberShown(Some(OneNumberMapping::RiggedFraction)),
            "{shown}"
        );
    }
    // Numbers no mapping of the draws gives, one a line: read there.
    let on_lines = vec![
        Draw([1]),
        Out("The result is: 5!\nOK Bill, your point is 5.\n"),
        Draw([2]),
        Out("Rolling...you rolled a 9\n"),
        Draw([6]),
        Out("Rolling...you rolled a 5\nYou win!\nBill has $110.\nTony has $90.\n"),
    ];
    assert_eq!(roll_draws(on_lines), RollDraws::OneNumberShown(None));
    // A roll drawn but not printed as well: nothing says which line is
    // which roll, so one number a roll, unread.
    let unread = vec![
        Draw([1]),
        Out("The result is: 5!\nOK Bill, your point is 5.\n"),
        Draw([2]),
        Draw([4]),
        Out("Rolling...you rolled a 9\n"),
        Draw([6]),
        Out("Rolling...you rolled a 5\nYou win!\nBill has $110.\nTony has $90.\n"),
    ];
    assert_eq!(roll_draws(unread), RollDraws::OneNumber);
}

#[test]
fn rolls_drawn_as_one_number_are_judged_on_the_numbers_drawn() {
    use CheckStatus::{Fail, Pass, Skip};
    // `rand() % 11 + 2` of raw values: 9 is an 11, 5 a 7, 6 an 8, 3 a 5.
    // (rolls, come-out, point, the failure's message and line)
    type Case<'a> = (Vec<Part<'a, 1>>, CheckStatus, CheckStatus, &'a str, usize);
    let table: Vec<Case> = vec![
        (
            vec![
                Raw(5),
                Out("The dice say 7\nBill wins\nBill has $110. Tony has $90.\n"),
            ],
            Pass,
            Skip,
            "",
            0,
        ),
        // 11 taken for craps: failed where the program says so.
        (
            vec![
                Raw(9),
                Out("Tirada 11\nBill pierde.\nBill: $90 Tony: $110\n"),
            ],
            Fail,
            Skip,
            "A come-out roll of 11 is a natural: the shooter wins at once",
            8,
        ),
        // A 7 while rolling for the point taken for a win: failed where
        // the program says so.
        (
            vec![
                Raw(4),
                Out("You rolled 6\nPoint is 6\n"),
                Raw(6),
                Out("You rolled 8\n"),
                Raw(5),
                Out("You rolled 7\nWinner: Bill\nBill has $110. Tony has $90.\n"),
            ],
            Pass,
            Fail,
            "Rolling a 7 before the point 6 is a seven-out: the shooter loses",
            11,
        ),
        // A point roll drawn but never shown: its number is the draw's.
        (
            vec![
                Raw(6),
                Out("You rolled 8\nPoint is 8\n"),
                Raw(3),
                Raw(6),
                Out("You rolled 8\nBill makes the point\nBill has $110. Tony has $90.\n"),
            ],
            Pass,
            Pass,
            "",
            0,
        ),
        // No mapping gives what is shown: the total on the roll's line.
        (
            vec![
                Raw(9),
                Out("Tirada 4\nBill pierde.\nBill: $90 Tony: $110\n"),
            ],
            Fail,
            Skip,
            "A come-out roll of 4 sets the point 4: the shooter rolls on for it",
            8,
        ),
        // Three rolls drawn, two lines with a total: nothing can be judged.
        (
            vec![
                Raw(9),
                Raw(9),
                Raw(9),
                Out("Tirada 4\nTirada 5\nBill pierde.\nBill: $90 Tony: $110\n"),
            ],
            Skip,
            Skip,
            "",
            0,
        ),
    ];
    for (rolls, come_out, point, message, line) in table {
        let shown = summary(&rolls);
        let [come_out_seen, point_seen] = come_out_and_point(rolls);
        assert_eq!(come_out_seen.status, come_out, "{shown}: {come_out_seen:?}");
        assert_eq!(point_seen.status, point, "{shown}: {point_seen:?}");
        if let Some(failed) = [come_out_seen, point_seen]
            .into_iter()
            .find(|outcome| outcome.status == Fail)
        {
            assert_eq!(failed.message, message, "{shown}");
            assert_eq!(failed.line.map(|at| at.number), Some(line), "{shown}");
        }
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
