//! The jawbone program driven through stdin: the seed read as C reads it and
//! the throws C's random() gives, rigged games that reach 94, whole sessions
//! until a stake is empty, bad answers and early end of input.

use std::time::Duration;

use assert_cmd::Command;
use predicates::prelude::*;

fn jawbone(args: &[&str], input: &str) -> String {
    let output = Command::cargo_bin("jawbone")
        .unwrap()
        .args(args)
        .write_stdin(input)
        .timeout(Duration::from_secs(10))
        .output()
        .unwrap();
    assert!(output.status.success(), "jawbone {args:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// The lines that report throws, in order (without a prompt they follow).
fn throw_lines(transcript: &str) -> Vec<&str> {
    transcript
        .lines()
        .filter_map(|line| {
            let start = line
                .find("You threw")
                .or_else(|| line.find("The computer threw"))?;
            Some(&line[start..])
        })
        .collect()
}

#[test]
fn a_negative_seed_wraps_and_throws_as_c_random_does() {
    // `srandom(4294967291)` (sscanf "%d" of -5 into an unsigned), then
    // `random() % 100` from real glibc: 35 21 39 48 92 61 ...
    let shown = jawbone(&[], "-5\ny\ny\ny\n");
    assert_eq!(
        throw_lines(&shown)[..5],
        [
            "You threw 35: 1 point (round: 1)",
            "You threw 21: Pitkä Rivi!",
            "The computer threw 39: 1 point (round: 1)",
            "The computer threw 48: 1 point (round: 2)",
            "The computer threw 92: Pidä ja anna! 11 points (round: 13)",
        ]
    );
    assert!(shown.contains("You bank 1 point: your total is 1.\nScore: you 1, computer 0.\n"));
    assert!(shown
        .contains("The computer banks 13 points: its total is 13.\nScore: you 1, computer 13.\n"));
}

#[test]
fn a_line_without_a_number_is_asked_again() {
    // `srandom(42); random() % 100` from real glibc starts 66 40 81.
    let shown = jawbone(&[], "abc\n\n  42abc\nn\n");
    assert_eq!(
        shown.matches("Please enter a random number seed: ").count(),
        3
    );
    assert_eq!(
        shown
            .matches("Please enter a whole number for the seed.")
            .count(),
        2
    );
    let shown = jawbone(&[], "42\ny\nn\n");
    assert_eq!(
        throw_lines(&shown)[0],
        "The computer threw 66: 2 points (round: 2)"
    );
}

#[test]
fn declining_at_once_prints_both_stakes() {
    let shown = jawbone(&[], "1\nN\n");
    assert!(shown.ends_with(
        "Would you like to play Porojen Leuka? (Y/N): Final stakes: you 5 markkaa, computer 5 markkaa.\n"
    ));
}

/// Eight rounds each: Pidä ja anna (11) for the first thrower, Erillään
/// Pystyyn for the other, so the first thrower has 88 banked.
fn eight_rounds_to_88() -> String {
    "92,0,".repeat(8)
}

#[test]
fn the_human_reaching_94_mid_round_may_not_throw_again() {
    let dice = format!("{}70,55", eight_rounds_to_88());
    let shown = jawbone(&["--dice", &dice], "3\ny\ny\ny\nn\n");
    assert!(shown.contains(
        "You threw 70: 4 points (round: 4)\nThrow again? (Y/N): You threw 55: 2 points (round: 6)\n\
         You bank 6 points: your total is 94.\n\
         You have 94 points and cannot throw again. You win the game!\n\
         Stakes: you 6 markkaa, computer 4 markkaa.\n"
    ));
    assert_eq!(shown.matches("Throw again? (Y/N): ").count(), 1);
    assert!(shown.ends_with(
        "Would you like to play again? (Y/N): Final stakes: you 6 markkaa, computer 4 markkaa.\n"
    ));
}

#[test]
fn the_computer_reaching_94_mid_round_stops_and_wins() {
    let dice = format!("{}70,55", eight_rounds_to_88());
    let shown = jawbone(&["--dice", &dice], "3\ny\nn\nn\n");
    assert!(shown.contains(
        "The computer threw 70: 4 points (round: 4)\nThe computer threw 55: 2 points (round: 6)\n\
         The computer banks 6 points: its total is 94.\n\
         The computer has 94 points and stops throwing. The computer wins the game!\n\
         Stakes: you 4 markkaa, computer 6 markkaa.\n"
    ));
    assert!(!shown.contains("Throw again?"));
}

#[test]
fn a_bank_past_94_wins_too() {
    // The first thrower's ninth Pidä ja anna banks 99.
    let dice = format!("{}92", eight_rounds_to_88());
    let shown = jawbone(&["--dice", &dice], "3\ny\nn\nn\n");
    assert!(shown.contains(
        "The computer banks 11 points: its total is 99.\nThe computer has 99 points. The computer wins the game!\n"
    ));
}

#[test]
fn sessions_run_until_a_stake_is_empty() {
    // Always yes: play, throw first, throw again, play again.
    for (seed, answer) in [("1", "y"), ("2", "Y"), ("12345", "yes")] {
        let input = format!("{seed}\n{}", format!("{answer}\n").repeat(20_000));
        let shown = jawbone(&[], &input);
        let last = shown.lines().last().unwrap();
        let emptied = shown.contains("You have no markkaa left.\n")
            || shown.contains("The computer has no markkaa left.\n");
        assert!(emptied, "seed {seed}: {last}");
        assert!(
            last == "Final stakes: you 0 markkaa, computer 10 markkaa."
                || last == "Final stakes: you 10 markkaa, computer 0 markkaa.",
            "seed {seed}: {last}"
        );
        assert!(shown.matches("New game: ").count() >= 5, "seed {seed}");
    }
}

#[test]
fn bad_answers_are_asked_again() {
    let shown = jawbone(&[], "7\nmaybe\n\ny\nq\nn\n");
    assert_eq!(shown.matches("Please answer Y or N.").count(), 3);
    assert!(shown.contains("New game: the computer throws first."));
}

#[test]
fn end_of_input_mid_game_ends_cleanly() {
    Command::cargo_bin("jawbone")
        .unwrap()
        .write_stdin("7\ny\ny\n")
        .timeout(Duration::from_secs(10))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Your round: you have 0 points banked.",
        ))
        .stdout(predicate::str::ends_with(
            "Input ended before the game did. Goodbye.\n",
        ));
}

#[test]
fn other_generators_and_bad_options() {
    for kind in ["java", "chacha"] {
        // Play, let the computer throw first, then never throw again.
        let input = format!("5\ny\n{}", "n\n".repeat(1_000));
        let shown = jawbone(&["--rng", kind], &input);
        assert!(
            shown.contains("wins the game!") || shown.contains("You win the game!"),
            "{kind}"
        );
    }
    Command::cargo_bin("jawbone")
        .unwrap()
        .args(["--seed", "5"])
        .timeout(Duration::from_secs(10))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--seed"));
}

/// The bundled variant's assignment file, as a course would pass it.
fn sarlagiin_file() -> String {
    format!(
        "{}/../fixtures/sarlagiin/assignment.yaml",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn an_assignment_file_plays_the_courses_numbers() {
    let file = sarlagiin_file();
    // Rigged: 16 is Dooshni Ever there (Erillään Pystyyn is 0-15 here), 17
    // Khurtel Ever, 93 fifteen points that go on; the computer throws on
    // at 25 round points.
    let args = [
        "--assignment-file",
        &file,
        "--dice",
        "16,93,93,17,84,84,69,33",
    ];
    let shown = jawbone(&args, "5\ny\ny\nn\n");
    assert!(shown.starts_with("Welcome to Sarlagiin Evriig!"), "{shown}");
    assert!(
        shown.contains("Each game is played for 1 kopek."),
        "{shown}"
    );
    assert_eq!(
        throw_lines(&shown)[..8],
        [
            "You threw 16: Dooshni Ever! The round's points are lost.",
            "The computer threw 93: 15 points (round: 15)",
            "The computer threw 93: 15 points (round: 30)",
            "You threw 17: Khurtel Ever!",
            "The computer threw 84: 10 points (round: 10)",
            "The computer threw 84: 10 points (round: 20)",
            "The computer threw 69: 5 points (round: 25)",
            "The computer threw 33: 2 points (round: 27)",
        ]
    );
    let spec = jawbone(&["--dice", "16"], "5\ny\ny\nn\n");
    assert_eq!(throw_lines(&spec)[0], "You threw 16: Pitkä Rivi!");
}

#[test]
fn a_wrong_assignment_file_is_refused_naming_the_line_and_field() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("course.yaml");
    std::fs::write(&file, "title: t\nrules:\n  target: 0\n").unwrap();
    Command::cargo_bin("jawbone")
        .unwrap()
        .args(["--assignment-file", file.to_str().unwrap()])
        .timeout(Duration::from_secs(10))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "course.yaml:3:11: field `rules.target`: must be at least 1, not 0",
        ));
}
