//! The Ludo judge on whole transcripts: short games with one mistake each,
//! the reference's own game, and the spec's sample output.

use std::path::Path;

use reference::console::Console;
use reference::game_rules::GameRules;
use reference::ludo::{LudoProgram, LudoRules};
use reference::program::Program;

use super::judge_ludo;
use crate::assignment::Assignment;
use crate::checks::{CheckStatus, JudgeInput, TranscriptView};

/// A game in the spec's wording: Player1 and Player2 take turns, each turn
/// its rolls and the worksum printed after it.
fn game(turns: &[Turn], winner: Option<u8>) -> String {
    let mut text = String::new();
    for (index, (rolls, worksum)) in turns.iter().enumerate() {
        text += &format!("Player{}:\n", index % 2 + 1);
        for (roll_index, roll) in rolls.iter().enumerate() {
            let again = if roll_index == 0 { "" } else { " again" };
            text += &format!("Please roll the die{again}: {roll}\n");
        }
        text += &format!("worksum = {worksum}\n");
    }
    if let Some(player) = winner {
        text += &format!("*************\nPlayer{player} wins.\n*************\n");
    }
    text
}

/// (check id, status, line of the failure)
fn judge(text: &str, complete: bool) -> Vec<(String, CheckStatus, Option<usize>)> {
    judge_by(text, complete, LudoRules::SPEC)
}

fn judge_by(
    text: &str,
    complete: bool,
    rules: LudoRules,
) -> Vec<(String, CheckStatus, Option<usize>)> {
    let assignment = Assignment::builtin("ludo").unwrap();
    judge_ludo(&JudgeInput {
        view: TranscriptView::new(text),
        patterns: &assignment.patterns,
        builtin_patterns: None,
        rules: &GameRules::Ludo(rules),
        seed: None,
        dice: &[],
        complete,
        behaviour: &crate::behaviour::Behaviour::default(),
        expected: None,
        deadline: &crate::checks::JudgeDeadline::unbounded(),
    })
    .into_iter()
    .map(|outcome| {
        (
            outcome.id,
            outcome.status,
            outcome.line.map(|line| line.number),
        )
    })
    .collect()
}

fn failing(judged: &[(String, CheckStatus, Option<usize>)]) -> Vec<&str> {
    judged
        .iter()
        .filter(|(_, status, _)| *status == CheckStatus::Fail)
        .map(|(id, _, _)| id.as_str())
        .collect()
}

/// A turn: its rolls and the worksum printed after it.
type Turn = (&'static [i64], i64);

/// Player1 out with nine 6s and a 5: worksum 53 (the first 6 does not move).
const TO_53: Turn = (&[6, 6, 6, 6, 6, 6, 6, 6, 6, 5], 53);
const STAYS: Turn = (&[1], 0);
/// Player1 out with nine 6s and a 1: worksum 49.
const TO_49: Turn = (&[6, 6, 6, 6, 6, 6, 6, 6, 6, 1], 49);

#[test]
fn each_mistake_fails_its_own_check() {
    #[rustfmt::skip]
    let cases: &[(&str, &[Turn], &[&str])] = &[
        ("right", &[(&[6, 3], 3), (&[6, 4], 4), (&[2], 5)], &[]),
        ("out without a 6", &[(&[3], 3)], &["six-to-start"]),
        ("the first 6 moves", &[(&[6, 3], 9)], &["six-to-start"]),
        ("a 6 does not come out", &[(&[6, 3], 0)], &["six-to-start"]),
        ("no bonus roll", &[(&[6], 0), STAYS, (&[4], 4)], &["bonus-roll"]),
        ("a roll after a 3", &[(&[3, 4], 0)], &["bonus-roll"]),
        ("a 0 on the die", &[(&[0], 0), (&[7], 0)], &["die-range"]),
        ("bonus rolls not added", &[(&[6, 3], 3), STAYS, (&[6, 2], 5)], &["move"]),
        ("passing 56", &[TO_53, STAYS, (&[4], 57)], &["exact-home"]),
        ("moving back from 56", &[TO_53, STAYS, (&[4], 55)], &["exact-home"]),
        ("an exact 3 refused", &[TO_53, STAYS, (&[3], 53)], &["exact-home"]),
        // The spec's rule 7: a turn's total past HOME does not count, even
        // where its rolls would fit one by one. Moved by the last roll alone
        // is that, or a program counting only a turn's last roll: which, its
        // other turns tell.
        ("home by the last roll only", &[TO_53, STAYS, (&[6, 3], 56)], &["exact-home"]),
        ("the last roll only, short of home", &[TO_53, STAYS, (&[6, 1], 54)], &["exact-home"]),
        ("the last roll only, here and in play", &[TO_53, (&[6, 4], 4), (&[2], 55), (&[6, 2], 6), (&[6, 1], 56)], &["move"]),
        ("roll by roll, the first counted", &[TO_49, STAYS, (&[6, 3], 55)], &["exact-home"]),
        ("stopped at the roll that passes", &[TO_49, STAYS, (&[6, 6, 1], 55)], &["exact-home"]),
        ("skipped the roll that passes", &[TO_49, STAYS, (&[6, 6, 1], 56)], &["exact-home"]),
        ("a roll forgotten", &[TO_53, STAYS, (&[6, 1], 59)], &["exact-home"]),
        ("a roll forgotten in play", &[(&[6, 4], 4), STAYS, (&[6, 2], 10), STAYS, (&[6, 5], 15)], &["move"]),
        ("no capture", &[(&[6, 4], 4), (&[6, 4], 4), (&[2], 6)], &["capture"]),
        ("a capture", &[(&[6, 4], 4), (&[6, 4], 4), (&[2], 0), (&[1], 5)], &[]),
        ("captured to square 0, not the start area", &[(&[6, 4], 4), (&[6, 4], 4), (&[2], 2), (&[1], 5)], &["capture"]),
        ("the first 6 moves, after a capture too", &[(&[6, 4], 10), (&[6, 4], 10), (&[6, 1], 7)], &["six-to-start"]),
    ];
    for (name, turns, expected) in cases {
        let judged = judge(&game(turns, None), false);
        assert_eq!(failing(&judged), *expected, "{name}: {judged:?}");
    }
}

#[test]
fn a_course_judges_by_its_own_home_start_bonus_and_capture() {
    let course = |change: fn(&mut LudoRules)| {
        let mut rules = LudoRules::SPEC;
        change(&mut rules);
        rules
    };
    let home_40 = course(|rules| rules.home = 40);
    let no_six = course(|rules| rules.six_to_start = false);
    let no_bonus = course(|rules| rules.bonus_roll = false);
    let no_capture = course(|rules| rules.capture = false);
    // Player1 out with six 6s and a 3: worksum 33 (the first 6 does not move).
    const TO_33: Turn = (&[6, 6, 6, 6, 6, 6, 3], 33);
    // (name, rules, turns, winner announced, failing checks)
    type Case = (
        &'static str,
        LudoRules,
        &'static [Turn],
        Option<u8>,
        &'static [&'static str],
    );
    #[rustfmt::skip]
    let cases: &[Case] = &[
        ("home at 40", home_40, &[TO_33, STAYS, (&[6, 1], 40)], Some(1), &[]),
        ("past 40", home_40, &[TO_33, STAYS, (&[6, 2], 41)], None, &["exact-home"]),
        ("home at 56 by 40's rules", home_40, &[TO_53, STAYS, (&[3], 56)], Some(1), &["exact-home", "winner"]),
        ("home at 40 by the spec", LudoRules::SPEC, &[TO_33, STAYS, (&[6, 1], 40)], Some(1), &["winner"]),
        ("no 6 to start", no_six, &[(&[3], 3), (&[4], 4)], None, &[]),
        ("a 6 still needed", no_six, &[(&[3], 0)], None, &["six-to-start"]),
        ("no bonus roll", no_bonus, &[(&[6], 0), (&[6], 0), (&[6], 6)], None, &[]),
        ("a bonus roll anyway", no_bonus, &[(&[6, 3], 3)], None, &["bonus-roll"]),
        ("no capture", no_capture, &[(&[6, 4], 4), (&[6, 4], 4), (&[2], 6)], None, &[]),
        ("a capture anyway", no_capture, &[(&[6, 4], 4), (&[6, 4], 4), (&[6, 2], 2)], None, &["capture"]),
    ];
    for (name, rules, turns, winner, expected) in cases {
        let judged = judge_by(&game(turns, *winner), winner.is_some(), *rules);
        assert_eq!(failing(&judged), *expected, "{name}: {judged:?}");
    }
}

#[test]
fn one_mistake_is_reported_once_and_play_follows_the_program() {
    // Player2 captures Player1, which goes on from 4: one capture failure;
    // from then on the judge follows Player1 at 6 and finds nothing more.
    let turns: &[Turn] = &[(&[6, 4], 4), (&[6, 4], 4), (&[2], 6), (&[3], 7), (&[5], 11)];
    let judged = judge(&game(turns, None), false);
    assert_eq!(failing(&judged), ["capture"]);
    let capture = judged.iter().find(|(id, _, _)| id == "capture").unwrap();
    // Player1's second turn: its worksum line is line 11.
    assert_eq!(capture.2, Some(11));
}

#[test]
fn the_winner_is_the_first_home_and_the_game_stops() {
    let home: &[Turn] = &[TO_53, STAYS, (&[3], 56)];
    let played_on: &[Turn] = &[TO_53, STAYS, (&[3], 56), STAYS];
    // (turns, announced winner, run complete, winner status)
    let cases: &[(&[Turn], Option<u8>, bool, CheckStatus)] = &[
        (home, Some(1), true, CheckStatus::Pass),
        (home, Some(2), true, CheckStatus::Fail),
        (played_on, Some(1), true, CheckStatus::Fail),
        (home, None, true, CheckStatus::Skip),
        (home, None, false, CheckStatus::Skip),
        (&[TO_53, STAYS], None, true, CheckStatus::Fail),
        (&[TO_53, STAYS], None, false, CheckStatus::Skip),
        (&[TO_53, STAYS], Some(1), false, CheckStatus::Fail),
    ];
    for (index, (turns, winner, complete, status)) in cases.iter().enumerate() {
        let judged = judge(&game(turns, *winner), *complete);
        let seen = judged.iter().find(|(id, _, _)| id == "winner").unwrap();
        assert_eq!(seen.1, *status, "case {index}: {judged:?}");
    }
}

#[test]
fn the_reference_game_passes_every_check() {
    // Seed 4: the default script's game, with a capture and overshoots.
    let program: LudoProgram = clap::Parser::parse_from(["ludo", "--seed", "4"]);
    let mut console = Console::new(&b""[..], Vec::new());
    program.play(&mut console).unwrap();
    let text = String::from_utf8(console.into_output()).unwrap();
    let judged = judge(&text, true);
    let statuses: Vec<CheckStatus> = judged.iter().map(|(_, status, _)| *status).collect();
    assert_eq!(statuses, [CheckStatus::Pass; 7], "{judged:?}");
}

#[test]
fn the_spec_sample_has_one_wrong_worksum() {
    let sample = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../reference/tests/data/ludo.txt"),
    )
    .unwrap();
    let judged = judge(&sample, true);
    assert_eq!(failing(&judged), ["move"], "{judged:?}");
    let line = judged.iter().find(|(id, _, _)| id == "move").unwrap().2;
    assert_eq!(sample.lines().nth(line.unwrap() - 1), Some("worksum = 13"));
    let passing = judged
        .iter()
        .filter(|(_, status, _)| *status == CheckStatus::Pass)
        .count();
    assert_eq!(passing, 6);
}

#[test]
fn no_turns_is_nothing_to_judge_not_a_failure() {
    let judged = judge("Welcome to Ludo\n", true);
    assert!(judged
        .iter()
        .all(|(_, status, _)| *status == CheckStatus::Skip));
    let judged = judge("Welcome to Ludo\n", false);
    assert!(judged
        .iter()
        .all(|(_, status, _)| *status == CheckStatus::Skip));
}

#[test]
fn an_instructors_patterns_are_read_as_given() {
    let assignment = Assignment::builtin("ludo").unwrap();
    let overrides: std::collections::BTreeMap<String, String> = [(
        "worksum".to_string(),
        r"(?i)\bworksum\s*=\s*(?P<worksum>-?\d+)".to_string(),
    )]
    .into();
    let instructors = assignment
        .patterns
        .overridden_by(&overrides, Path::new("mine.yaml"))
        .unwrap();
    let text =
        "House throws 6, 4\n  House: on square 4.\nPlayer throws 2\n  Player: in the yard.\n";
    let behaviour = super::value_reader::tests::drawn(&[6, 4, 2]);
    let statuses = |patterns| -> Vec<CheckStatus> {
        judge_ludo(&JudgeInput {
            view: TranscriptView::new(text),
            patterns,
            builtin_patterns: None,
            rules: &reference::game_rules::GameRules::spec("ludo"),
            seed: None,
            dice: &[],
            complete: false,
            behaviour: &behaviour,
            expected: None,
            deadline: &crate::checks::JudgeDeadline::unbounded(),
        })
        .into_iter()
        .map(|outcome| outcome.status)
        .collect()
    };
    // By values: House comes out on 6, 4; by the instructor's patterns,
    // nothing of this wording is read.
    assert_eq!(statuses(&assignment.patterns)[1], CheckStatus::Pass);
    assert!(statuses(&instructors)
        .iter()
        .all(|status| *status == CheckStatus::Skip));
}

#[test]
fn a_piece_sent_back_though_not_landed_on_fails_capture_once() {
    use super::ludo_replay::replay_turns;
    use super::ludo_turns::{LudoGame, LudoTurn};
    use reference::ludo::Player;
    let printed = |value: i64, offset: usize| crate::checks::war::Printed { value, offset };
    // Both come out to 9 (Player 1 is not captured: the program slips
    // there); Player 1 then moves from 9 to 19 and the program shows
    // Player 2 back at 0; Player 2 comes out again from the start.
    let text = "t0\nt1\nt2\nt3\n";
    let turn =
        |player, round, rolls: &[i64], worksum, opponent: Option<i64>, line: usize| LudoTurn {
            player,
            round,
            rolls: rolls.iter().map(|&roll| printed(roll, line * 3)).collect(),
            worksum: printed(worksum, line * 3),
            opponent_square: opponent.map(|square| printed(square, line * 3)),
        };
    let game = LudoGame {
        turns: vec![
            turn(Player::One, 1, &[6, 6, 3], 9, Some(0), 0),
            turn(Player::Two, 1, &[6, 6, 3], 9, Some(9), 1),
            turn(Player::One, 2, &[6, 4], 19, Some(0), 2),
            turn(Player::Two, 2, &[6, 4], 4, Some(19), 3),
        ],
        ..LudoGame::default()
    };
    let findings = replay_turns(&game, &TranscriptView::new(text), &LudoRules::SPEC);
    // Round 1's landing not captured, round 2's send-back: capture's twice;
    // Player 2's move out of the start is judged from where it was put.
    assert_eq!(findings.capture.failures(), 2);
    assert_eq!(findings.movement.failures(), 0);
    assert_eq!(findings.six_to_start.failures(), 0);
}
