//! The comparison on transcripts: equal games pass, the first different
//! event fails with both lines, an early end fails or skips by how it ended.

use super::*;
use crate::checks::CheckStatus;

const REFERENCE_WAR: &str = "Seed = 1 :\n\
    Hand 1 :\nYou played a 2 and I played a 9\nSo I won these cards\n\
    Hand 2 :\nYou played a 13 and I played a 5\nSo you won these cards\n\
    Results : YOU WON !!!\n";

fn judge_war(student: &str, complete: bool) -> CheckOutcome {
    let assignment = Assignment::builtin("war").unwrap();
    let reference = ReferencePlay {
        text: REFERENCE_WAR.to_string(),
        events: ReplayGame::War.read(REFERENCE_WAR, &assignment.patterns),
        behaviour: Default::default(),
    };
    let student = StudentPlay {
        text: student,
        patterns: &assignment.patterns,
        complete,
    };
    compare_with_reference(ReplayGame::War, &student, &reference)
}

#[test]
fn the_same_game_in_other_words_passes() {
    let student = "SEED #1\n\
        hand #1\nPlayer plays 2, Computer plays 9\nComputer wins the hand\n\
        hand #2\nPlayer plays King, Computer plays 5\nPlayer wins the hand\n\
        You won the game\n";
    let outcome = judge_war(student, true);
    assert_eq!(outcome.status, CheckStatus::Pass, "{outcome:?}");
    assert_eq!(
        outcome.message,
        "8 events, the same as the reference's game"
    );
}

#[test]
fn the_first_different_event_is_reported_with_both_lines() {
    let student = REFERENCE_WAR
        .replace("I played a 5", "I played a 4")
        .replace("I played a 9", "I played a 9 ");
    let outcome = judge_war(&student, true);
    assert_eq!(outcome.status, CheckStatus::Fail);
    assert_eq!(
        outcome.message,
        "hand 2 of seed 1: you printed 'You played a 13 and I played a 4' where the reference \
         printed 'You played a 13 and I played a 5'"
    );
    let line = outcome.line.unwrap();
    assert_eq!(
        (line.number, line.text.as_str()),
        (6, "You played a 13 and I played a 4")
    );
    assert_eq!(
        outcome.expected.as_deref(),
        Some("'You played a 13 and I played a 5', read as War(Cards { player: 13, computer: 5 })")
    );
    assert_eq!(
        outcome.seen.as_deref(),
        Some("'You played a 13 and I played a 4', read as War(Cards { player: 13, computer: 4 })")
    );
}

#[test]
fn an_early_end_fails_when_the_program_ended_itself_and_skips_when_cut_short() {
    let cut = "Seed = 1 :\nHand 1 :\nYou played a 2 and I played a 9\nSo I won these cards\n";
    let table = [
        (true, CheckStatus::Fail, "hand 1 of seed 1: your program printed no more of the game where the reference went on with 'Hand 2 :'"),
        (false, CheckStatus::Skip, "the run was cut short at hand 1 of seed 1 before the reference's game ended; its 4 events are the same as the reference's"),
    ];
    for (complete, status, message) in table {
        let outcome = judge_war(cut, complete);
        assert_eq!(
            (outcome.status, outcome.message.as_str()),
            (status, message)
        );
    }
}

#[test]
fn printing_past_the_reference_s_end_fails_at_that_line() {
    let student = format!("{REFERENCE_WAR}Seed = 2 :\n");
    let outcome = judge_war(&student, true);
    assert_eq!(outcome.status, CheckStatus::Fail);
    assert_eq!(
        outcome.message,
        "hand 2 of seed 1: you printed 'Seed = 2 :' after the reference's game had ended"
    );
    assert_eq!(outcome.line.map(|line| line.number), Some(9));
}
