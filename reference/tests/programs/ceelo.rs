//! The ceelo program driven through stdin: whole games, bad answers, early
//! end of input, and the C draws replayed for a seed.

use std::time::Duration;

use assert_cmd::Command;
use reference::program::END_OF_INPUT_MESSAGE;

/// Run `ceelo` with `arguments` over `input`; it must exit 0. Its stdout.
fn play(arguments: &[&str], input: &str) -> String {
    play_program("ceelo", arguments, input)
}

/// Run one of the reference programs with `arguments` over `input` (a
/// stdin that then ends); it must exit 0 within 10 s. Its stdout.
pub(super) fn play_program(binary: &str, arguments: &[&str], input: &str) -> String {
    let output = Command::cargo_bin(binary)
        .unwrap()
        .args(arguments)
        .write_stdin(input)
        .timeout(Duration::from_secs(10))
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(output).unwrap()
}

/// The dice of every roll line, in order.
fn rolled_dice(transcript: &str) -> Vec<u8> {
    transcript
        .lines()
        .filter_map(|line| line.split_once(" rolled (")?.1.split_once(')'))
        .flat_map(|(dice, _)| dice.split(", ").map(|die| die.parse::<u8>().unwrap()))
        .collect()
}

#[test]
fn seed_7_rolls_what_c_rand_mod_6_plus_1_gives() {
    // srand(7); rand() % 6 + 1, x60, printed by a C program with glibc.
    const GLIBC_SEED_7: [u8; 60] = [
        4, 4, 6, 2, 6, 4, 3, 2, 1, 2, 6, 2, 2, 1, 2, 1, 5, 3, 3, 1, 3, 6, 1, 3, 2, 5, 2, 1, 2, 3,
        4, 5, 1, 3, 1, 6, 4, 1, 2, 5, 2, 5, 6, 1, 3, 6, 1, 2, 6, 1, 2, 6, 1, 2, 2, 2, 4, 3, 1, 6,
    ];
    let transcript = play(&["--seed", "7"], "100\n10\nc\n10\nc\n10\nc\n10\nq\n");
    let dice = rolled_dice(&transcript);
    assert_eq!(dice.len(), 42, "{transcript}");
    assert_eq!(dice, GLIBC_SEED_7[..42]);
    let outcomes: Vec<&str> = transcript
        .lines()
        .filter(|line| matches!(*line, "You won!" | "You lost!"))
        .collect();
    assert_eq!(outcomes, ["You won!", "You won!", "You lost!", "You lost!"]);
    assert!(
        transcript.ends_with("You left with $100.00.\n"),
        "{transcript}"
    );
}

#[test]
fn a_whole_game_with_bad_answers_ends_broke() {
    // Player 1-2-3 loses to the CPU's point; then 4-5-6 wins; then trips lose to 4-5-6.
    let dice = "1,2,3,1,1,2,4,5,6,6,6,6,2,2,2,6,5,4";
    let transcript = play(
        &["--dice", dice],
        "lots\n-20\n0\n$20\n25\nten\n5.50\nmaybe\nc\n20.00\n$10\nC\n24.5\n",
    );
    for line in [
        "'lots' is not an amount in dollars; enter one such as 50 or 12.50.",
        "An amount cannot be negative.",
        "Your initial balance must be more than $0.00.",
        "Your wager cannot be more than your balance of $20.00.",
        "Please answer c to continue or q to quit.",
        "Your current balance is $14.50",
        "Your wager cannot be more than your balance of $14.50.",
        "Your current balance is $24.50",
        "You rolled (2, 2, 2)\nCPU rolled (6, 5, 4)\nYou lost!",
    ] {
        assert!(
            transcript.contains(line),
            "missing {line:?} in {transcript}"
        );
    }
    assert!(
        transcript.ends_with("You lost!\nYou left with $0.00.\nBetter luck next time.\n"),
        "{transcript}"
    );
}

#[test]
fn end_of_input_ends_the_game_cleanly_at_every_prompt() {
    for input in ["", "100\n", "100\n50", "100\n50\n"] {
        let transcript = play(&["--dice", "4,5,6,1,2,3"], input);
        assert!(
            transcript.ends_with(&format!("\n{END_OF_INPUT_MESSAGE}\n")),
            "{input:?}: {transcript}"
        );
    }
}
