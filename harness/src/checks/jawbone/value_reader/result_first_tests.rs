//! The jawbone value reader on programs that show what a throw scored
//! before the number drawn, and stakes in other words: table-driven
//! transcripts over the aligned draws of `aligned_reading_tests`.

use super::aligned_reading_tests::{read, reference, DRAWS, THROWS};
use super::*;
use reference::jawbone::ThrowAction;

/// The throws read, as (face, the points or position announced).
fn announced(lines: &[&str]) -> Vec<(u32, Option<(ThrowAction, u32)>)> {
    let expected = reference(&THROWS, &DRAWS, false);
    read(lines, &DRAWS, &expected)
        .into_iter()
        .filter_map(|(_, kind)| match kind {
            JawboneEventKind::Throw(report) => Some((
                report.value?,
                report
                    .announced
                    .map(|position| (position.action, position.points)),
            )),
            _ => None,
        })
        .collect()
}

const SCORED: [(u32, Option<(ThrowAction, u32)>); 4] = [
    (61, Some((ThrowAction::ScoreAndGoOn, 2))),
    (86, Some((ThrowAction::ScoreAndGoOn, 7))),
    (22, Some((ThrowAction::BankAndPass, 0))),
    (40, Some((ThrowAction::ScoreAndGoOn, 1))),
];

#[test]
fn a_result_shown_before_its_number_is_that_throw_s() {
    let cases: &[&[&str]] = &[
        // The result on the line above the number, unmarked (`Score is`).
        &[
            "Please enter a random number seed: |1",
            "Player's turn!",
            "Score is 2, round total 2",
            "Random value is: 61",
            "Throw again? |n",
            "Computer's turn!",
            "Score is 7, round total 7",
            "Random value is: 86",
            "Pitka Rivi! Round total 7",
            "Random value is: 22",
            "Player's turn!",
            "Score is 1, round total 1",
            "Random value is: 40",
        ],
        // Points first on the line, the number last in parentheses.
        &[
            "Please enter a random number seed: |1",
            "-- You are up, 0 in the bank --",
            "+2 points for you, 2 this round (you drew 61)",
            "Another throw? |n",
            "-- The computer is up, 0 in the bank --",
            "+7 points for the computer, 7 this round (it drew 86)",
            "Pitka Rivi for the computer, 7 kept (it drew 22)",
            "-- You are up, 2 in the bank --",
            "+1 point for you, 1 this round (you drew 40)",
        ],
        // A table whose result column comes before the number's (no
        // closing bar: a line ending in `|answer` is a prompt here).
        &[
            "Please enter a random number seed: |1",
            "| who      | result     | drew | round",
            "| human    | +2         |   61 |     2",
            "Again (y/n)? |n",
            "| who      | result     | drew | round",
            "| computer | +7         |   86 |     7",
            "| computer | Pitka Rivi |   22 |     7",
            "| who      | result     | drew | round",
            "| human    | +1         |   40 |     1",
        ],
        // The reference's layout, results after the numbers, each under
        // the one before: still read after.
        &[
            "Please enter a random number seed: |1",
            "You threw 61: 2 points (round: 2)",
            "Throw again? |n",
            "The computer threw 86: 7 points (round: 7)",
            "The computer threw 22: Pitkä Rivi!",
            "Score: you 2, computer 7.",
            "You threw 40: 1 point (round: 1)",
        ],
    ];
    for lines in cases {
        assert_eq!(announced(lines), SCORED, "{lines:?}");
    }
}

#[test]
fn a_wrong_row_is_read_where_the_right_ones_are() {
    // 86 shown as 6 points: the other throws agree with the table before
    // their numbers, so the 6 is read as 86's, and the table check fails it.
    let lines = [
        "Please enter a random number seed: |1",
        "| human    | +2         |   61 |     2",
        "Again (y/n)? |n",
        "| computer | +6         |   86 |     6",
        "| computer | Pitka Rivi |   22 |     6",
        "| human    | +1         |   40 |     1",
    ];
    let mut wrong = SCORED;
    wrong[1].1 = Some((ThrowAction::ScoreAndGoOn, 6));
    assert_eq!(announced(&lines), wrong);
}

/// The lines after the throws, and the stakes read from them.
type StakesCase<'a> = (&'a [&'a str], Option<(u32, u32)>);

#[test]
fn stakes_in_other_words_are_read_by_their_sides() {
    let cases: &[StakesCase] = &[
        (&["Player steak = 6", "Computer steak = 4"], Some((6, 4))),
        (
            &["Your stake is 4.", "The computer's stake is 6."],
            Some((4, 6)),
        ),
        (
            &["Mize: jucătorul 6 mărci, calculatorul 4 mărci."],
            Some((6, 4)),
        ),
        (&["Tokens left: human 6, computer 4"], Some((6, 4))),
        (
            &["Novac - igrac: 6 maraka, racunalo: 4 marke"],
            Some((6, 4)),
        ),
        (&["Stanje: ti 4 markaa, racunalo 6 markaa."], Some((4, 6))),
        // One side's money alone is no pair.
        (&["You bet 1 kopek."], None),
    ];
    let expected = reference(&THROWS, &DRAWS, false);
    for (after, stakes) in cases {
        let mut lines = vec![
            "Please enter a random number seed: |1",
            "You threw 61: 2 points (round: 2)",
            "Throw again? |n",
            "The computer threw 86: 7 points (round: 7)",
            "The computer threw 22: Pitkä Rivi!",
            "You threw 40: 1 point (round: 1)",
        ];
        lines.extend(after.iter());
        let read: Vec<(u32, u32)> = read(&lines, &DRAWS, &expected)
            .into_iter()
            .filter_map(|(_, kind)| match kind {
                JawboneEventKind::Stakes { human, computer } => Some((human, computer)),
                _ => None,
            })
            .collect();
        assert_eq!(read.first().copied(), *stakes, "{after:?}");
    }
}
