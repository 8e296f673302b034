//! The war program driven through stdin: the spec's sample run reproduced
//! from a copy of the spec, early end of input, quiet runs and bad options.

use std::time::Duration;

use assert_cmd::Command;
use predicates::prelude::*;

/// The assignment as published; its sample run lost its line breaks.
const SPEC: &str = include_str!("../data/war.txt");

fn war() -> Command {
    let mut command = Command::cargo_bin("war").unwrap();
    command.timeout(Duration::from_secs(10));
    command
}

/// Text with every run of whitespace made one space, so the program's lines
/// compare with the spec's one-line sample.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The spec's sample from `Seed = 1 :` to the final count, cut at its
/// `. . .` into what comes before (seed 1 whole, seed 2's start) and after
/// (seed 99's last hand, seed 100 whole, the count).
fn spec_sample() -> (String, String) {
    let spec = words(SPEC);
    let start = spec
        .find("Seed = 1 :")
        .expect("the sample starts at seed 1");
    let end_text = "being the same";
    let end = spec.find(end_text).expect("the sample ends with the count") + end_text.len();
    let (before, after) = spec[start..end]
        .split_once(" . . . ")
        .expect("the sample skips the middle with . . .");
    (before.to_string(), after.to_string())
}

#[test]
fn the_spec_sample_is_cut_where_expected() {
    let (before, after) = spec_sample();
    // Seed 1's 26 hands and seed 2's first five; seed 99's last and seed 100's 26.
    assert_eq!(before.matches("Hand ").count(), 31);
    assert!(before.ends_with("Hand 5 : You played a 8 and I played a 1"));
    assert_eq!(after.matches("Hand ").count(), 27);
    assert!(after.starts_with("Hand 26 : You played a 7 and I played a 7"));
    assert!(after.contains("Results : YOU WON !!! Seed = 100 :"));
    assert!(after
        .ends_with("After 100 games, 44 games ended with the last cards played being the same"));
}

#[test]
fn enter_replays_the_spec_sample_run() {
    let output = war().write_stdin("\n").output().unwrap();
    assert!(output.status.success());
    let shown = words(&String::from_utf8(output.stdout).unwrap());
    let (before, after) = spec_sample();
    assert!(
        shown.contains(&format!("Press ENTER to begin : {before}")),
        "seeds 1 and 2 differ from the spec"
    );
    assert!(
        shown.ends_with(&after),
        "seed 99's last hand, seed 100 or the count differ from the spec"
    );
    assert_eq!(shown.matches("Results : ").count(), 100);
}

#[test]
fn end_of_input_before_enter_ends_cleanly() {
    war()
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("Press ENTER to begin : "))
        .stdout(predicate::str::contains("Input ended before the game did."))
        .stdout(predicate::str::contains("Seed = ").not());
}

#[test]
fn any_line_begins_the_games() {
    war()
        .args(["--seeds", "1..3"])
        .write_stdin("not just enter\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Seed = 2 :"))
        .stdout(predicate::str::contains("Seed = 3 :").not())
        .stdout(predicate::str::ends_with(
            "After 2 games, 0 games ended with the last cards played being the same\n",
        ));
}

#[test]
fn quiet_prints_the_count_without_reading_input() {
    war()
        .args(["--quiet", "--seeds", "1..=100"])
        .assert()
        .success()
        .stdout("After 100 games, 44 games ended with the last cards played being the same\n");
}

#[test]
fn other_generators_play_whole_games() {
    for kind in ["java", "chacha"] {
        let output = war()
            .args(["--rng", kind, "--seeds", "1..=10"])
            .write_stdin("\n")
            .output()
            .unwrap();
        assert!(output.status.success(), "{kind}");
        let shown = String::from_utf8(output.stdout).unwrap();
        assert_eq!(shown.matches("Hand 26 :").count(), 10, "{kind}");
        assert!(shown.contains("After 10 games, "), "{kind}");
    }
}

#[test]
fn bad_options_are_refused_with_a_reason() {
    let cases: &[(&[&str], &str)] = &[
        (&["--seeds", "5..5"], "has no seeds in it"),
        (&["--seeds", "1-100"], "is not a seed"),
        (&["--seeds", "1..=2", "--seed", "3"], "cannot be used with"),
        (&["--rng", "mersenne"], "unknown random generator"),
    ];
    for (args, reason) in cases {
        war()
            .args(*args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(*reason));
    }
}
