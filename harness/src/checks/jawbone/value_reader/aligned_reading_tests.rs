//! The jawbone value reader with the reference's play beside the run: who
//! threw from the aligned draws in wordings the lexicon does not know, the
//! program's own words after a divergence, the guard, and the totals the
//! rules' account of each aligned round lets it judge.

use super::throw_owners::tests::{draws as placed_draws, play};
use super::*;
use crate::behaviour::Exchange;
use crate::checks::exact_replay::{ReferencePlay, ReplayEvent, ReplayEventAt};
use reference::jawbone::Position;
use Side::{Computer, Human};

/// A run's transcript: each line that ends `|answer` is a prompt answered
/// so (the seed prompt first); `draws` are the program's draws, each with
/// the count of inputs answered before it.
pub(super) fn behaviour_of(lines: &[&str], draws: &[(u32, usize)]) -> (String, Behaviour) {
    let mut text = String::new();
    let mut exchanges = Vec::new();
    let mut output_start = 0;
    for line in lines {
        match line.rsplit_once('|') {
            Some((prompt, answer)) if !answer.contains(' ') && answer.len() <= 2 => {
                text.push_str(prompt);
                let draws_before = draws
                    .iter()
                    .filter(|(_, after)| *after <= exchanges.len())
                    .count();
                exchanges.push(Exchange {
                    output: output_start..text.len(),
                    line: text.matches('\n').count() + 1,
                    answer: answer.to_string(),
                    draws_before,
                    generic: false,
                    seeded_after: exchanges.is_empty(),
                });
                text.push_str(answer);
                text.push('\n');
                output_start = text.len();
            }
            _ => {
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    let behaviour = Behaviour {
        exchanges,
        draws: Some(placed_draws(draws)),
    };
    (text, behaviour)
}

/// The reference's play of the same script: its throws (thrower, face)
/// over its draws, a win after the last when `won`.
pub(super) fn reference(
    throws: &[(Side, u32)],
    draws: &[(u32, usize)],
    won: bool,
) -> ReferencePlay {
    let shown: Vec<(Side, Option<u32>)> = throws
        .iter()
        .map(|&(thrower, face)| (thrower, Some(face)))
        .collect();
    let mut play = play(&shown, draws);
    if won {
        play.events.push(ReplayEventAt {
            offset: throws.len(),
            event: ReplayEvent::Jawbone(JawboneEventKind::Win {
                winner: throws.last().map_or(Human, |throw| throw.0),
            }),
        });
    }
    play
}

/// Every event read from the run, with its transcript line (from 1).
pub(super) fn read(
    lines: &[&str],
    draws: &[(u32, usize)],
    expected: &ReferencePlay,
) -> Vec<(usize, JawboneEventKind)> {
    let (text, behaviour) = behaviour_of(lines, draws);
    read_by_values(
        &text,
        &behaviour,
        Some(expected),
        &JawboneRules::default(),
        &JudgeDeadline::unbounded(),
    )
    .expect("draws are known")
    .into_iter()
    .map(|event| (text[..event.offset].matches('\n').count() + 1, event.kind))
    .collect()
}

/// The throws read, as (line, thrower, face).
fn throwers(events: &[(usize, JawboneEventKind)]) -> Vec<(usize, Side, u32)> {
    events
        .iter()
        .filter_map(|(line, kind)| match kind {
            JawboneEventKind::Throw(report) => Some((*line, report.thrower, report.value?)),
            _ => None,
        })
        .collect()
}

/// The human throws 61 (+2) and stops; the computer throws 86 (+7) and 22
/// (Pitkä Rivi); the human throws 40.
pub(super) const DRAWS: [(u32, usize); 4] = [(61, 1), (86, 2), (22, 2), (40, 2)];
pub(super) const THROWS: [(Side, u32); 4] =
    [(Human, 61), (Computer, 86), (Computer, 22), (Human, 40)];

#[test]
fn aligned_throws_are_given_to_the_reference_s_thrower_in_any_wording() {
    let expected = reference(&THROWS, &DRAWS, false);
    let cases: &[&[&str]] = &[
        // English, as the lexicon knows it.
        &[
            "Please enter a random number seed: |1",
            "You threw 61: +2 (round 2)",
            "Throw again? |n",
            "The computer threw 86: +7 (round 7)",
            "The computer threw 22: Pitkä Rivi",
            "You threw 40: +1 (round 1)",
        ],
        // Norwegian, where `i banken` ("in the bank") reads as the
        // computer's "I" in English.
        &[
            "Please enter a random number seed: |1",
            "-- DIN TUR --  i banken: 0",
            "Du kastet 61  -> +2, runden 2",
            "Kaste igjen? (Y/N) |n",
            "-- MIN TUR --  i banken: 0",
            "Jeg kastet 86  -> +7, runden 7",
            "Jeg kastet 22  -> Pitkä Rivi, 7 poeng i banken, sum 7",
            "-- DIN TUR --  i banken: 2",
            "Du kastet 40  -> +1, runden 1",
        ],
        // A table without the thrower, under Swedish headings.
        &[
            "Please enter a random number seed: |1",
            "DIN OMGÅNG",
            " 1 |   61 |  2 | 2",
            "kasta igen? (j/n) |n",
            "DATORNS OMGÅNG",
            " 1 |   86 |  7 | 7",
            " 2 |   22 |  0 | 7",
            "DIN OMGÅNG",
            " 1 |   40 |  1 | 1",
        ],
    ];
    for lines in cases {
        let seen: Vec<(Side, u32)> = throwers(&read(lines, &DRAWS, &expected))
            .into_iter()
            .map(|(_, side, face)| (side, face))
            .collect();
        assert_eq!(seen, THROWS, "{lines:?}");
    }
}

#[test]
fn after_a_divergence_the_program_s_own_words_for_each_side_name_the_thrower() {
    // The computer throws again at 18 (86, 86, 79 and then 40) where the
    // reference passes and the human throws 40: from that burst on the
    // draws are not the reference's.
    let draws = [
        (61, 1),
        (86, 2),
        (22, 2),
        (31, 2),
        (86, 3),
        (86, 3),
        (79, 3),
        (40, 3),
        (55, 3),
    ];
    let throws = [
        (Human, 61),
        (Computer, 86),
        (Computer, 22),
        (Human, 31),
        (Human, 86),
        (Computer, 86),
        (Computer, 79),
        (Human, 40),
    ];
    let reference_draws = [
        (61, 1),
        (86, 2),
        (22, 2),
        (31, 2),
        (86, 3),
        (86, 3),
        (79, 3),
        (40, 3),
    ];
    let expected = reference(&throws, &reference_draws, false);
    let lines = [
        "Please enter a random number seed: |1",
        "-- DIN TUR --  i banken: 0",
        "Du kastet 61  -> +2, runden 2",
        "Kaste igjen? (Y/N) |n",
        "-- MIN TUR --  i banken: 0",
        "Jeg kastet 86  -> +7, runden 7",
        "Jeg kastet 22  -> Pitkä Rivi, 7 poeng i banken, sum 7",
        "-- DIN TUR --  i banken: 2",
        "Du kastet 31  -> +1, runden 1",
        "Kaste igjen? (Y/N) |y",
        "Du kastet 86  -> Erillään Pystyyn",
        "-- MIN TUR --  i banken: 7",
        "Jeg kastet 86  -> +7, runden 7",
        "Jeg kastet 79  -> +4, runden 11",
        "Jeg kastet 40  -> +1, runden 12",
        "-- DIN TUR --  i banken: 3",
        "Du kastet 55  -> +2, runden 2",
    ];
    let seen: Vec<(usize, Side)> = throwers(&read(&lines, &draws, &expected))
        .into_iter()
        .map(|(line, side, _)| (line, side))
        .collect();
    assert_eq!(
        &seen[5..],
        [(13, Computer), (14, Computer), (15, Computer), (17, Human)]
    );
}

#[test]
fn words_that_name_the_other_side_on_most_throw_lines_overrule_the_alignment() {
    // The program throws the computer's 86 and 22 before the human's: the
    // same draws in the same bursts, the sides swapped.
    let expected = reference(&THROWS, &DRAWS, false);
    let lines = [
        "Please enter a random number seed: |1",
        "The computer threw 61: +2 (round 2)",
        "Throw again? |n",
        "You threw 86: +7 (round 7)",
        "You threw 22: Pitkä Rivi",
        "The computer threw 40: +1 (round 1)",
    ];
    let seen: Vec<Side> = throwers(&read(&lines, &DRAWS, &expected))
        .into_iter()
        .map(|(_, side, _)| side)
        .collect();
    assert_eq!(seen, [Computer, Human, Human, Computer]);
}

#[test]
fn a_total_shown_after_an_aligned_round_is_read_as_the_thrower_s_banked_total() {
    let expected = reference(&THROWS, &DRAWS, false);
    let bank = |line, thrower, total| {
        (
            line,
            JawboneEventKind::Bank {
                thrower,
                points: None,
                total: Some(total),
            },
        )
    };
    // (the lines, the totals read)
    let cases: &[(&[&str], &[(usize, JawboneEventKind)])] = &[
        // The rules' totals (2, then 7), in words the lexicon lacks.
        (
            &[
                "Please enter a random number seed: |1",
                "  Player tossed 61 - 2 point(s), 2 in this round",
                "  Toss again? |n",
                "  Player now has 2",
                "  Machine tossed 86 - 7 point(s), 7 in this round",
                "  Machine tossed 22 - bad landing",
                "  Machine now has 7",
                "  Player tossed 40 - 1 point(s), 1 in this round",
            ],
            &[bank(4, Human, 2), bank(7, Computer, 7)],
        ),
        // A total the rules do not give (Pitkä Rivi lost the round): read,
        // for round-accounting to judge.
        (
            &[
                "Please enter a random number seed: |1",
                "  Player tossed 61 - 2 point(s), 2 in this round",
                "  Toss again? |n",
                "  Player now has 2",
                "  Machine tossed 86 - 7 point(s), 7 in this round",
                "  Machine tossed 22 - bad landing",
                "  Machine now has 0",
                "  Player tossed 40 - 1 point(s), 1 in this round",
            ],
            &[bank(4, Human, 2), bank(7, Computer, 0)],
        ),
        // A heading in words the computer's throw lines carry that names
        // the player by the lexicon is the player's heading, no total.
        (
            &[
                "Please enter a random number seed: |1",
                "  Tossed 61 - 2 point(s), 2 in this round",
                "  Toss again? |n",
                "  at the table: tossed 86 - 7 point(s), 7 in this round",
                "  at the table: tossed 22 - bad landing",
                "  at the table next: Player (2)",
                "  Tossed 40 - 1 point(s), 1 in this round",
            ],
            &[],
        ),
        // A heading that names no side by the throw lines' words is no total.
        (
            &[
                "Please enter a random number seed: |1",
                "Du kastet 61  -> +2, runden 2",
                "Kaste igjen? (Y/N) |n",
                "-- MIN TUR --  i banken: 0",
                "Jeg kastet 86  -> +7, runden 7",
                "Jeg kastet 22  -> Pitkä Rivi",
                "-- DIN TUR --  i banken: 2",
                "Du kastet 40  -> +1, runden 1",
            ],
            &[],
        ),
    ];
    for (lines, totals) in cases {
        let read: Vec<(usize, JawboneEventKind)> = read(lines, &DRAWS, &expected)
            .into_iter()
            .filter(|(_, kind)| matches!(kind, JawboneEventKind::Bank { points: None, .. }))
            .collect();
        assert_eq!(&read, totals, "{lines:?}");
    }
}

#[test]
fn a_question_after_a_game_the_reference_won_is_not_a_throw_question() {
    // The human's last throw, a 7, takes the game past 94 in the
    // reference's play, which declares the winner there.
    let mut draws = vec![(61, 1)];
    draws.extend([(99, 2); 8]);
    draws.push((85, 2));
    let mut throws = vec![(Human, 61)];
    throws.extend([(Human, 99); 8]);
    throws.push((Human, 85));
    let expected = reference(&throws, &draws, true);
    let mut lines = vec![
        "Please enter a random number seed: |1",
        "Du kastet 61  -> +2",
        "Kaste igjen? (Y/N) |y",
    ];
    lines.extend(["Du kastet 99  -> Pidä ja anna"; 8]);
    lines.push("Du kastet 85  -> +7");
    // (the question after the game, read as a question to throw again)
    let cases: &[(&str, bool)] = &[
        // Another game, in words the reader does not know.
        ("Ett parti till? (j/n) |n", false),
        // The program's own question to throw again, asked past 94 (a
        // bug): still the question to throw, for stop-at-94 to judge.
        ("Kaste igjen? (Y/N) |n", true),
    ];
    for (question, again) in cases {
        let mut run = lines.clone();
        run.push(question);
        let asked_again = read(&run, &draws, &expected).iter().any(|(line, kind)| {
            *line == run.len() && matches!(kind, JawboneEventKind::ThrowAgainPrompt { .. })
        });
        assert_eq!(asked_again, *again, "{question}");
    }
}

#[test]
fn aligned_throws_whose_number_is_not_printed_show_where_their_position_does() {
    let expected = reference(&THROWS, &DRAWS, false);
    let lines = [
        "Please enter a random number seed: |1",
        "Rules: 0-15 Erillaan Pystyyn, 16-30 Pitka Rivi, 92-99 Pida ja anna.",
        "You threw the jawbone: 2 points (round 2)",
        "Throw again? |n",
        "The computer threw the jawbone: 7 points (round 7)",
        "The computer threw the jawbone: Pitkä Rivi!",
        "You threw the jawbone: +1 (round 1)",
    ];
    let position = |face| JawboneRules::default().position(face).ok();
    let seen: Vec<(usize, Side, Option<u32>, Option<Position>, Option<u32>)> =
        read(&lines, &DRAWS, &expected)
            .into_iter()
            .filter_map(|(line, kind)| match kind {
                JawboneEventKind::Throw(report) => Some((
                    line,
                    report.thrower,
                    report.value,
                    report.announced,
                    report.round_points,
                )),
                _ => None,
            })
            .collect();
    assert_eq!(
        seen,
        [
            (3, Human, None, position(61), Some(2)),
            (5, Computer, None, position(86), Some(7)),
            (6, Computer, None, position(22), None),
            (7, Human, None, position(40), Some(1)),
        ]
    );
}

#[test]
fn a_name_asked_before_the_seed_is_no_seed_prompt() {
    let draws = [(61, 3)];
    let expected = reference(&[(Human, 61)], &draws, false);
    // (the first question, the seed's, whether the first is read as the seed's)
    let cases: &[(&str, &str, bool)] = &[
        ("Il tuo nome: |Ai", "Inserisci il seme (seed): |1", false),
        ("What's your name? |Al", "Seed for the generator: |1", false),
        ("Your name and seed? |1", "Name again? |Al", true),
    ];
    for (first, second, first_is_seed) in cases {
        let lines = [*first, *second, "Play? (y/n) |y", "You threw 61, +2"];
        let seeds: Vec<usize> = read(&lines, &draws, &expected)
            .into_iter()
            .filter(|(_, kind)| matches!(kind, JawboneEventKind::SeedPrompt { .. }))
            .map(|(line, _)| line)
            .collect();
        let expected_seeds: &[usize] = if *first_is_seed { &[1] } else { &[2] };
        assert_eq!(seeds, expected_seeds, "{first} / {second}");
    }
}

#[test]
fn a_throw_is_looked_for_again_until_it_stands_where_the_program_shows_throws() {
    // Every throw shown after `TIRO =`; the computer's 0 has a 0 off that
    // habit on either side: the human's Pitkä Rivi banking 0 above, the 0
    // points it loses below.
    let mut draws: Vec<(u32, usize)> = (1..=8).map(|inputs| (61, inputs)).collect();
    draws.extend([(86, 9), (86, 9), (79, 9), (22, 9), (0, 9)]);
    let mut throws = vec![(Human, 61); 8];
    throws.extend([
        (Computer, 86),
        (Computer, 86),
        (Computer, 79),
        (Human, 22),
        (Computer, 0),
    ]);
    let expected = reference(&throws, &draws, false);
    let mut lines = vec![
        "Please enter a random number seed: |1",
        ">>> TURNO: JUGADOR (BANCO 0)",
    ];
    let rounds = [
        "+2 PUNTOS, RONDA: 2",
        "+2 PUNTOS, RONDA: 4",
        "+2 PUNTOS, RONDA: 6",
        "+2 PUNTOS, RONDA: 8",
        "+2 PUNTOS, RONDA: 10",
        "+2 PUNTOS, RONDA: 12",
        "+2 PUNTOS, RONDA: 14",
        "+2 PUNTOS, RONDA: 16",
    ];
    for (index, round) in rounds.iter().enumerate() {
        lines.push("TIRO = 61");
        lines.push(round);
        lines.push(if index + 1 < rounds.len() {
            "OTRA VEZ? (S/N) |y"
        } else {
            "OTRA VEZ? (S/N) |n"
        });
    }
    lines.extend([
        "JUGADOR GUARDA 16: TOTAL 16",
        ">>> TURNO: COMPUTADORA (BANCO 0)",
        "TIRO = 86",
        "+7 PUNTOS, RONDA: 7",
        "TIRO = 86",
        "+7 PUNTOS, RONDA: 14",
        "TIRO = 79",
        "+4 PUNTOS, RONDA: 18",
        "COMPUTADORA GUARDA 18: TOTAL 18",
        ">>> TURNO: JUGADOR (BANCO 16)",
        "TIRO = 22",
        "PITKA RIVI! FIN DE LA RONDA.",
        "JUGADOR GUARDA 0: TOTAL 16",
        ">>> TURNO: COMPUTADORA (BANCO 18)",
        "TIRO = 0",
        "ERILLAAN PYSTYYN! COMPUTADORA PIERDE SUS 0 PUNTOS.",
    ]);
    let shown_at = lines
        .iter()
        .position(|line| *line == "TIRO = 0")
        .map(|index| index + 1);
    let read_at = throwers(&read(&lines, &draws, &expected))
        .into_iter()
        .find(|(_, _, face)| *face == 0)
        .map(|(line, side, _)| (line, side));
    assert_eq!(read_at, shown_at.map(|line| (line, Computer)));
}
