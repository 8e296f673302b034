//! The jawbone value reader on throws, prompts and totals in many wordings.

use super::*;
use crate::behaviour::{Draw, Exchange};

const SEED: &str = "Seed: 1\n";

/// `body` shown after a seed prompt answered `1`, with `faces` drawn
/// after that one input: the throws read, as (line of the body from 1,
/// thrower, face, position, round points).
fn throws_of(body: &str, faces: &[u32]) -> Vec<ThrowSeen> {
    events_of(body, faces)
        .into_iter()
        .filter_map(|(line, kind)| match kind {
            JawboneEventKind::Throw(report) => Some((
                line,
                report.thrower,
                report.value?,
                report.announced,
                report.round_points,
            )),
            _ => None,
        })
        .collect()
}

/// A throw read: (line of the body from 1, thrower, face, position, round points).
type ThrowSeen = (usize, Side, u32, Option<Position>, Option<u32>);

/// Each case's body, with its faces drawn, shows the throws expected.
fn assert_throws(cases: &[(&str, &[u32], &[ThrowSeen])]) {
    for (body, faces, expected) in cases {
        assert_eq!(&throws_of(body, faces), expected, "{body}");
    }
}

/// Every event read from `body` (as [`throws_of`]), with its line.
fn events_of(body: &str, faces: &[u32]) -> Vec<(usize, JawboneEventKind)> {
    let text = format!("{SEED}{body}");
    let behaviour = Behaviour {
        exchanges: vec![Exchange {
            output: 0..SEED.len() - 2,
            line: 1,
            answer: "1".to_string(),
            draws_before: 0,
            generic: false,
            seeded_after: false,
        }],
        draws: Some(
            faces
                .iter()
                .map(|&face| Draw {
                    face,
                    rigged: false,
                    value: i64::from(face),
                    after_inputs: 1,
                })
                .collect(),
        ),
    };
    read_by_values(
        &text,
        &behaviour,
        None,
        &JawboneRules::default(),
        &crate::checks::JudgeDeadline::unbounded(),
    )
    .expect("draws are known")
    .into_iter()
    .map(|event| (text[..event.offset].matches('\n').count(), event.kind))
    .collect()
}

use super::super::jawbone_events::tests::spec;
use reference::jawbone::Position;

/// The spec's position of `throw`.
fn spec_position(throw: u32) -> Position {
    JawboneRules::default()
        .position(throw)
        .expect("a throw of the table")
}
use Side::{Computer, Human};

#[test]
fn a_heading_with_the_banked_total_is_not_the_throw_of_that_value() {
    let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
        (
            "-- cpu (0)\ncpu 0 erillaan pystyyn, -0\n",
            &[0],
            &[(2, Computer, 0, Some(spec(0)), None)],
        ),
        (
            "== HOUSE [56] ==\nHOUSE 56 +2 =2\nHOUSE 56 +2 =4\n",
            &[56, 56],
            &[
                (2, Computer, 56, Some(Position::scoring(2)), Some(2)),
                (3, Computer, 56, Some(Position::scoring(2)), Some(4)),
            ],
        ),
        (
            "Dealer (banked 20)\nDealer 20 Pitka Rivi\n",
            &[20],
            &[(2, Computer, 20, Some(spec(16)), None)],
        ),
        (
            "you 3 erillaan pystyyn\nyou 0 : cpu 0\n-- cpu (0)\ncpu 0 erillaan pystyyn\n-- you (0)\nyou 0 erillaan pystyyn\n",
            &[3, 0, 0],
            &[
                (1, Human, 3, Some(spec(0)), None),
                (4, Computer, 0, Some(spec(0)), None),
                (6, Human, 0, Some(spec(0)), None),
            ],
        ),
    ];
    assert_throws(cases);
}

#[test]
fn round_points_and_counters_are_not_throws() {
    let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
        (
            "Computer, throw 1: 14 is Erillaan Pystyyn, the 0 round points are lost.\nPlayer, throw 1: 0 is Erillaan Pystyyn.\n",
            &[14, 0],
            &[
                (1, Computer, 14, Some(spec(0)), None),
                (2, Human, 0, Some(spec(0)), None),
            ],
        ),
        (
            "Machine roll #3: 3 - Erillään Pystyyn, 5 round points gone\nHuman roll #1: 5 - Erillään Pystyyn\n",
            &[3, 5],
            &[
                (1, Computer, 3, Some(spec(0)), None),
                (2, Human, 5, Some(spec(0)), None),
            ],
        ),
        (
            "I threw 99, Pidä ja anna, 11 more: 13 this round.\n",
            &[99],
            &[(1, Computer, 99, Some(spec(92)), Some(13))],
        ),
        // A value signed `+` is what the throw gained, whatever the words
        // after it; the round's points follow their word with words between.
        (
            "You throw 61 -> +2, this round you have 2\nYou throw 62 -> +2, this round you have 4\nYou throw 80 -> +4, round total now 8\n",
            &[61, 62, 80],
            &[
                (1, Human, 61, Some(spec(61)), Some(2)),
                (2, Human, 62, Some(spec(62)), Some(4)),
                (3, Human, 80, Some(spec(80)), Some(8)),
            ],
        ),
        // A leftover debug line shows the number drawn, keyed with spaces
        // around its `=`.
        (
            ">>> your turn\ndebug: myRandomNum = 61\nyou got 2 point(s). points this round = 2\n",
            &[61],
            &[(2, Human, 61, Some(spec(61)), Some(2))],
        ),
        // `round` right after a value names it, not the total after it.
        (
            "I toss the jawbone: 32.\n  That is worth one (9 this round).\nI toss the jawbone: 20.\n  Pitka Rivi. My 9 round points go in the bank: 27 in total.\n",
            &[32, 20],
            &[
                (1, Computer, 32, Some(spec(32)), Some(9)),
                (3, Computer, 20, Some(spec(20)), None),
            ],
        ),
        // The round named in a course language (Italian `turno`).
        (
            "Nuova partita\nTu: lancio 61  +2 punti, parziale del turno 2\nTu: lancio 62  +2 punti, parziale del turno 4\n",
            &[61, 62],
            &[
                (2, Human, 61, Some(spec(61)), Some(2)),
                (3, Human, 62, Some(spec(62)), Some(4)),
            ],
        ),
    ];
    assert_throws(cases);
}

#[test]
fn a_drawn_value_alone_under_a_side_s_name_is_the_throw_when_nothing_else_shows_it() {
    let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
        // A side's name, then the throw, its position and round on lines of their own.
        (
            "<House> 70 gives +4 (round 4)
House
95
Pida ja anna
round
15
House keeps 15
",
            &[70, 95],
            &[
                (1, Computer, 70, Some(spec_position(70)), Some(4)),
                (3, Computer, 95, Some(spec_position(95)), Some(15)),
            ],
        ),
        // The same column layout for the human, after a heading of totals.
        (
            "You\n3\nErillään Pystyyn\n",
            &[3],
            &[(2, Human, 3, Some(spec_position(3)), None)],
        ),
    ];
    assert_throws(cases);
}

#[test]
fn both_sides_values_in_a_column_under_their_labels_are_a_score_or_stakes() {
    use JawboneEventKind::{Score, Stakes};
    let cases: &[(&str, &[u32], &[(usize, JawboneEventKind)])] = &[
        (
            "bot rolls\n40\n1 point\nsums\nYou\n12\nBot\n41\n",
            &[40],
            &[(
                5,
                Score {
                    human: 12,
                    computer: 41,
                    round_points: None,
                },
            )],
        ),
        (
            "purse of the CPU\n6\nthe player's purse\n4\n",
            &[],
            &[(
                1,
                Stakes {
                    human: 4,
                    computer: 6,
                },
            )],
        ),
        // One side only: no pair.
        ("You\n12\nbanked\n41\n", &[], &[]),
    ];
    for (body, faces, expected) in cases {
        let totals: Vec<(usize, JawboneEventKind)> = events_of(body, faces)
            .into_iter()
            .filter(|(_, kind)| matches!(kind, Score { .. } | Stakes { .. }))
            .collect();
        assert_eq!(&totals, expected, "{body}");
    }
}

#[test]
fn a_key_glued_to_its_value_labels_it() {
    let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
        // key=value records: the keys say which value is the throw.
        (
            "side=cpu total=40\nside=cpu roll=88 pts=7 round=7\nside=cpu roll=7 pos=erillaan-pystyyn\n",
            &[88, 7],
            &[
                (2, Computer, 88, Some(spec_position(88)), Some(7)),
                (3, Computer, 7, Some(spec_position(7)), None),
            ],
        ),
        // A bare `=` after the points is still the round's running total.
        (
            "player 64 +2 =6\n",
            &[64],
            &[(1, Human, 64, Some(spec_position(64)), Some(6))],
        ),
    ];
    assert_throws(cases);
}

#[test]
fn a_label_names_only_the_value_right_after_it() {
    let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
        // The round so far leads the line; the throw's points come after
        // the throw, and `round 3` is not the round after it.
        (
            "Comp: (round 3) tosses 71, four points\nComp: (round 7) tosses 40, one point\n",
            &[71, 40],
            &[
                (1, Computer, 71, Some(spec_position(71)), None),
                (2, Computer, 40, Some(spec_position(40)), None),
            ],
        ),
        // What a side banks is no throw, even when it equals one.
        (
            "You stash the 12, 30 in all.\nCPU 12 Pitka rivi\n",
            &[12],
            // Read by the name it shows (Pitkä Rivi is 16-30 in the spec).
            &[(2, Computer, 12, Some(spec_position(16)), None)],
        ),
    ];
    assert_throws(cases);
}

#[test]
fn a_value_alone_under_a_label_of_a_total_is_that_total() {
    let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
        (
            "P1 throws\n14\nErillaan Pystyyn, round lost\nbanked stays\n0\n\nDealer throws\n0\nErillaan Pystyyn\n",
            &[14, 0],
            &[
                (2, Human, 14, Some(spec(0)), None),
                (8, Computer, 0, Some(spec(0)), None),
            ],
        ),
        (
            "PLAYER ROLLS\n61\n+2\nROUND TOTAL\n2\nHOUSE ROLLS\n61\n+2\n",
            &[61, 61],
            &[
                (2, Human, 61, Some(Position::scoring(2)), Some(2)),
                (7, Computer, 61, Some(Position::scoring(2)), None),
            ],
        ),
        (
            "Your throw\n90\n7 points\nScore so far\n90\nMy throw\n5\n",
            &[90, 5],
            &[
                (2, Human, 90, Some(Position::scoring(7)), None),
                (7, Computer, 5, None, None),
            ],
        ),
    ];
    assert_throws(cases);
}

#[test]
fn a_line_longer_than_the_reach_is_read_throw_by_throw() {
    // Every window edge of these lines falls among two-byte letters, where
    // a step of one byte over an edge would split a character; values stand
    // alone under such a line too, where the line above is looked at.
    let faces: Vec<u32> = (0..300).map(|at| (at * 37 + 11) % 100).collect();
    let throws: String = faces
        .iter()
        .map(|face| format!("You threw {face}: pistettä ääää "))
        .collect();
    let filler = "ä".repeat(3 * crate::reading::LINE_REACH + 1);
    let body = format!("{throws}\n{filler}\n{}\n{filler}\n5\n", faces[0]);
    let seen = throws_of(&body, &faces);
    let read: Vec<u32> = seen.iter().map(|throw| throw.2).collect();
    assert_eq!(read, faces);
    assert!(seen.iter().all(|throw| throw.0 == 1 && throw.1 == Human));
}

/// `I bank them: 20 in total`: the value the sentence calls a total is the
/// total, the round's points stand before it; a share of the target in
/// percent (`you 0%, me 0%`) is no score.
#[test]
fn a_total_said_so_and_a_percentage_are_read_for_what_they_are() {
    let body = "Computer throws 83: 7 points (round 7).\n\
                7 round points is enough for me, I bank them: 20 in total.\n\
                ===== Game number 2 (you 0%, me 0%) =====\n";
    let events: Vec<JawboneEventKind> = events_of(body, &[83])
        .into_iter()
        .map(|(_, kind)| kind)
        .collect();
    let banks: Vec<&JawboneEventKind> = events
        .iter()
        .filter(|kind| matches!(kind, JawboneEventKind::Bank { .. }))
        .collect();
    assert_eq!(
        banks,
        [&JawboneEventKind::Bank {
            thrower: Computer,
            points: Some(7),
            total: Some(20),
        }],
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|kind| matches!(kind, JawboneEventKind::Score { .. })),
        "{events:?}"
    );
}

/// A bank line's one value is the points banked, unless the score shown
/// next, before any throw, repeats it for that side: then it is the bank
/// the side reached (`C bank 31` / `U 0  C 31`).
/// (lines after the computer's throw, faces drawn, points, total read)
type BankCase = (&'static str, &'static [u32], Option<u32>, Option<u32>);

#[test]
fn a_bank_value_the_next_score_repeats_is_the_new_total() {
    let throw = "Machine throws 83: 7 points (round 7).\n";
    let cases: [BankCase; 5] = [
        (
            "Machine keeps 20\nTally: you 3, machine 20\n",
            &[83],
            None,
            Some(20),
        ),
        (
            "Machine stores 7\nTally: you 3, machine 20\n",
            &[83],
            Some(7),
            None,
        ),
        // Said to be points: the points, whatever the score shows.
        (
            "Machine keeps 7 points\nTally: you 3, machine 7\n",
            &[83],
            Some(7),
            None,
        ),
        // A throw between: the score is another round's.
        (
            "Machine keeps 20\nYou throw 31: 1 point (round 1).\nTally: you 1, machine 20\n",
            &[83, 31],
            Some(20),
            None,
        ),
        ("Machine keeps 20\n", &[83], Some(20), None),
    ];
    for (after, faces, points, total) in cases {
        let body = format!("{throw}{after}");
        let banks = banks_of(&body, faces);
        assert_eq!(
            banks,
            [JawboneEventKind::Bank {
                thrower: Computer,
                points,
                total,
            }],
            "{body}"
        );
    }
}

/// A value after both sides' totals, right after a word for the round, is
/// the round in play's points (a status line); a round's number before the
/// sides is not.
#[test]
fn the_round_beside_both_totals_is_the_round_in_play() {
    let cases: [(&str, Option<Option<u32>>); 5] = [
        ("< you 41 / cpu 12 / round 9 >\n", Some(Some(9))),
        ("you 41, computer 12, this round: 4\n", Some(Some(4))),
        ("Round 3: you 41, computer 12\n", Some(None)),
        ("you 41, computer 12 (round over)\n", Some(None)),
        ("you 41, computer 12, round 2 and 5\n", Some(None)),
    ];
    for (body, expected) in cases {
        let round: Option<Option<u32>> =
            events_of(body, &[])
                .into_iter()
                .find_map(|(_, kind)| match kind {
                    JawboneEventKind::Score {
                        human: 41,
                        computer: 12,
                        round_points,
                    } => Some(round_points),
                    _ => None,
                });
        assert_eq!(round, expected, "{body}");
    }
}

/// A bank line whose value is labelled the total by the word before it
/// (`stores it: sum 31` is no label; `total 31`, `total is 31` are) banks
/// to that total; the round's points are the value said to be this round's,
/// or else the difference.
#[test]
fn a_value_labelled_total_before_it_is_the_new_bank() {
    let throw = "Machine throws 83: 7 points (round 7).\n";
    let cases: [BankCase; 4] = [
        (
            "Machine has 18 this round, plenty. Machine stores it: total 31.\n",
            &[83],
            Some(18),
            Some(31),
        ),
        (
            "Enough. Machine keeps them, total is 31\n",
            &[83],
            None,
            Some(31),
        ),
        ("Machine stores 18, overall 31\n", &[83], Some(18), Some(31)),
        ("Machine stores 18\n", &[83], Some(18), None),
    ];
    for (after, faces, points, total) in cases {
        let body = format!("{throw}{after}");
        let banks = banks_of(&body, faces);
        assert_eq!(
            banks,
            [JawboneEventKind::Bank {
                thrower: Computer,
                points,
                total
            }],
            "{body}"
        );
    }
}

/// The bank events read from `body`, with `faces` drawn.
fn banks_of(body: &str, faces: &[u32]) -> Vec<JawboneEventKind> {
    events_of(body, faces)
        .into_iter()
        .map(|(_, kind)| kind)
        .filter(|kind| matches!(kind, JawboneEventKind::Bank { .. }))
        .collect()
}
