//! A course's own numbers (`rules:` in assignment.yaml): the bundled
//! `sarlagiin` variant played by the reference and judged by every check,
//! its corpus against its manifest, a course's variant file given to
//! `--assignment-file`, and each mistake in a `rules:` section refused with
//! its file, line and field.

use crate::corpus::{assert_corpus, assert_manifest_lists_every_submission};
use crate::support::{croupier, repository_root, shared_cache};

const SARLAGIIN_FILE: &str = "fixtures/sarlagiin/assignment.yaml";

/// check id -> status of a JSON report, and the exit code.
fn statuses(args: &[&str]) -> (Option<i32>, Vec<(String, String)>) {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(args)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(&output.stderr)));
    let checks = report["checks"].as_array().expect("a list of checks");
    let statuses = checks
        .iter()
        .map(|check| {
            let field = |name: &str| check[name].as_str().unwrap_or_default().to_string();
            (field("id"), field("status"))
        })
        .collect();
    (output.status.code(), statuses)
}

#[test]
fn the_reference_plays_sarlagiin_and_passes_every_check() {
    let (code, checks) = statuses(&["check", "sarlagiin", "reference"]);
    assert_eq!(code, Some(0), "{checks:?}");
    let ids: Vec<&str> = checks.iter().map(|(id, _)| id.as_str()).collect();
    assert!(
        ids.contains(&"throw-table") && ids.contains(&"exact-replay"),
        "{ids:?}"
    );
    let not_passed: Vec<_> = checks
        .iter()
        .filter(|(_, status)| status != "pass")
        .collect();
    assert!(not_passed.is_empty(), "{not_passed:?}");
}

#[test]
fn the_sarlagiin_corpus_fails_exactly_what_its_manifest_says() {
    assert_corpus("sarlagiin");
}

#[test]
fn the_sarlagiin_manifest_lists_every_submission() {
    assert_manifest_lists_every_submission("sarlagiin");
}

#[test]
fn a_variant_file_changes_what_the_jawbone_is_judged_by() {
    // The variant's correct program fails the spec's numbers and passes its
    // own, given as a course's file to the jawbone; one script shows it.
    let program = "fixtures/sarlagiin/submissions/sarlagiin.c";
    let script = [
        "--scripts",
        "fixtures/sarlagiin/scripts/rigged-table-boundaries.yaml",
    ];
    let spec = [&["check", "jawbone", program][..], &script].concat();
    let (code, checks) = statuses(&spec);
    assert_eq!(code, Some(1));
    assert!(
        checks.contains(&("throw-table".to_string(), "fail".to_string())),
        "{checks:?}"
    );
    let variant = [&spec[..], &["--assignment-file", SARLAGIIN_FILE]].concat();
    let (code, checks) = statuses(&variant);
    assert_eq!(code, Some(0), "{checks:?}");
}

#[test]
fn croupier_list_names_the_variant() {
    croupier(&shared_cache())
        .arg("list")
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "sarlagiin: Sarlagiin Evriig (Porojen Leuka by another course's numbers)",
        ))
        .stdout(predicates::str::contains("rigged-computer-reaches-132"));
}

#[test]
fn each_mistake_in_rules_is_refused_with_its_file_line_and_field() {
    // (fixture under fixtures/sarlagiin/invalid-rules/, what stderr says)
    let cases = [
        (
            "table-gap.yaml",
            ":13:7: field `rules.table[3]`: a gap: no row has the throws 33-34",
        ),
        (
            "table-overlap.yaml",
            ":13:7: field `rules.table[3]`: an overlap: this row's throws 30-99 start at 30, but the rows before already cover up to 32",
        ),
        (
            "throw-outside-0-99.yaml",
            ":12:17: field `rules.table[2].throws`: a throw is random()%100, 0 to 99: 100 is outside the range",
        ),
        (
            "target-zero.yaml",
            ":10:11: field `rules.target`: must be at least 1, not 0",
        ),
        (
            "unknown-parameter.yaml",
            ":11:3: field `rules`: unknown field `computer_threshold`, expected one of `name`",
        ),
    ];
    for (fixture, expected) in cases {
        let file = format!("fixtures/sarlagiin/invalid-rules/{fixture}");
        let output = croupier(&shared_cache())
            .current_dir(repository_root())
            .args(["check", "jawbone", "reference", "--assignment-file", &file])
            .output()
            .expect("croupier runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{fixture}: {stderr}");
        assert!(
            stderr.contains(&format!("{file}{expected}")),
            "{fixture}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{fixture}: {stderr}");
    }
}

/// A course's copy of a built-in assignment.yaml with `rules` added.
fn course_variant(folder: &std::path::Path, assignment: &str, rules: &str) -> String {
    let builtin = repository_root().join(format!("fixtures/{assignment}/assignment.yaml"));
    let text = std::fs::read_to_string(builtin).expect("the built-in assignment.yaml");
    let path = folder.join(format!("{assignment}-course.yaml"));
    std::fs::write(&path, format!("{text}\nrules:\n{rules}")).expect("write the copy");
    path.display().to_string()
}

fn status_of(checks: &[(String, String)], id: &str) -> String {
    checks
        .iter()
        .find(|(check, _)| check == id)
        .map(|(_, status)| status.clone())
        .unwrap_or_else(|| panic!("no {id} in {checks:?}"))
}

#[test]
fn a_ceelo_course_that_refuses_the_whole_balance_judges_by_it() {
    let folder = tempfile::tempdir().unwrap();
    let file = course_variant(
        folder.path(),
        "ceelo",
        "  wager_equal_to_balance: false\n  ranks: [one_two_three, point, four_five_six, trips]\n",
    );
    let run = |program: &str| {
        statuses(&[
            "check",
            "ceelo",
            program,
            "--scripts",
            "all-in",
            "--assignment-file",
            &file,
        ])
    };
    let (code, reference) = run("reference");
    assert_eq!(code, Some(0), "{reference:?}");
    // The corpus's program that refuses the whole balance is right here, and
    // the spec's correct program is wrong.
    let (_, refuses) = run("fixtures/ceelo/submissions/wager-equal-refused.c");
    assert_eq!(
        status_of(&refuses, "wager-validation"),
        "pass",
        "{refuses:?}"
    );
    let (_, spec) = run("fixtures/ceelo/submissions/correct-template.c");
    assert_eq!(status_of(&spec, "wager-validation"), "fail", "{spec:?}");
}

#[test]
fn a_craps_table_of_other_numbers_is_played_and_judged_by_them() {
    let folder = tempfile::tempdir().unwrap();
    let file = course_variant(
        folder.path(),
        "craps",
        "  max_players: 8\n  starting_bank: 50\n  minimum_bet: 5\n  bet_multiple: 5\n  currency: \"€\"\n",
    );
    let (code, checks) = statuses(&[
        "check",
        "craps",
        "reference",
        "--scripts",
        "two-players-rolling",
        "--assignment-file",
        &file,
    ]);
    assert_eq!(code, Some(0), "{checks:?}");
    let output = croupier(&shared_cache())
        .args([
            "run",
            "craps",
            "reference",
            "--script",
            "two-players-rolling",
        ])
        .args(["--assignment-file", &file])
        .output()
        .expect("croupier runs");
    let transcript = String::from_utf8_lossy(&output.stdout);
    assert!(
        transcript.contains("(minimum of 2 to maximum of 8)")
            && transcript.contains("We have 2 players with €50 each")
            && transcript.contains("minimum bet is €5.")
            && !transcript.contains('$'),
        "{transcript}"
    );
}

#[test]
fn a_war_course_that_plays_aces_high_judges_by_it() {
    let folder = tempfile::tempdir().unwrap();
    let file = course_variant(folder.path(), "war", "  aces: high\n");
    let course = |program: &str| statuses(&["check", "war", program, "--assignment-file", &file]);
    let (code, reference) = course("reference");
    assert_eq!(code, Some(0), "{reference:?}");
    // The corpus's aces-high program, wrong by the spec, is clean here; a
    // correct program by the spec is not.
    let program = "fixtures/war/submissions/aces-high.c";
    let (code, aces_high) = course(program);
    assert_eq!(code, Some(0), "{aces_high:?}");
    let (_, spec) = course("fixtures/war/submissions/srand-once.c");
    assert_eq!(status_of(&spec, "hand-result"), "fail", "{spec:?}");
    let (_, by_the_spec) = statuses(&["check", "war", program]);
    assert_eq!(status_of(&by_the_spec, "hand-result"), "fail");
}

#[test]
fn a_war_course_of_other_seeds_and_deck_is_played_and_judged_by_them() {
    let folder = tempfile::tempdir().unwrap();
    let file = course_variant(
        folder.path(),
        "war",
        "  seeds: 5..=14\n  cards_per_player: 20\n",
    );
    let (code, checks) = statuses(&["check", "war", "reference", "--assignment-file", &file]);
    assert_eq!(code, Some(0), "{checks:?}");
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["run", "war", "reference", "--script", "hundred-games"])
        .args(["--assignment-file", &file])
        .output()
        .expect("croupier runs");
    let transcript = String::from_utf8_lossy(&output.stdout);
    assert!(
        transcript.contains("Each of us is dealt 20 cards")
            && transcript.contains("Seed = 5 :")
            && !transcript.contains("Seed = 4 :")
            && !transcript.contains("Hand 21 :")
            && transcript.contains("After 10 games,"),
        "{transcript}"
    );
    // The spec's program plays 100 games of 26 hands from seed 1.
    let (_, spec) = statuses(&[
        "check",
        "war",
        "fixtures/war/submissions/one-file-own-wording.c",
        "--assignment-file",
        &file,
    ]);
    assert_eq!(status_of(&spec, "seeds"), "fail", "{spec:?}");
    assert_eq!(status_of(&spec, "deal"), "fail", "{spec:?}");
}

#[test]
fn ludo_courses_judge_by_their_home_start_bonus_and_capture() {
    // (course's rules, program right by them, the check it fails by the spec)
    let cases = [
        (
            "  home: 40\n",
            "fixtures/ludo/variants/home-at-40.c",
            "winner",
        ),
        (
            "  six_to_start: false\n",
            "fixtures/ludo/submissions/no-six-to-start.c",
            "six-to-start",
        ),
        (
            "  bonus_roll: false\n",
            "fixtures/ludo/submissions/no-bonus-roll.c",
            "bonus-roll",
        ),
        (
            "  capture: false\n",
            "fixtures/ludo/submissions/no-capture.c",
            "capture",
        ),
    ];
    let folder = tempfile::tempdir().unwrap();
    for (rules, program, by_the_spec) in cases {
        let file = course_variant(folder.path(), "ludo", rules);
        let course =
            |program: &str| statuses(&["check", "ludo", program, "--assignment-file", &file]);
        // A variant's shorter game may leave a check not judged on one
        // script (no capture before HOME at 40): the program is clean when
        // it fails nothing and is judged as the reference is.
        let failed =
            |checks: &[(String, String)]| checks.iter().any(|(_, status)| status == "fail");
        let (code, reference) = course("reference");
        assert!(!failed(&reference), "{rules}: {reference:?}");
        let (program_code, checks) = course(program);
        assert!(!failed(&checks), "{rules}: {checks:?}");
        assert_eq!((program_code, &checks), (code, &reference), "{rules}");
        let (_, spec) = statuses(&["check", "ludo", program]);
        assert_eq!(status_of(&spec, by_the_spec), "fail", "{rules}: {spec:?}");
    }
}

#[test]
fn each_mistake_in_war_and_ludo_rules_is_refused_with_its_file_line_and_field() {
    // (game, fixture under fixtures/<game>/invalid-rules/, what stderr says)
    let cases = [
        (
            "war",
            "seeds-empty.yaml",
            ":9:10: field `rules.seeds`: the range '5..5' has no seeds in it",
        ),
        (
            "war",
            "seeds-reversed.yaml",
            ":9:10: field `rules.seeds`: the range '100..=1' goes backwards: its last seed 1 comes before its first 100",
        ),
        (
            "war",
            "aces-unknown.yaml",
            ":9:9: field `rules.aces`: unknown variant `middle`, expected `low` or `high`",
        ),
        (
            "war",
            "too-many-cards.yaml",
            ":9:3: field `rules`: cards_per_player 30 deals 60 cards, but a deck of 13 ranks with 4 cards each has only 52",
        ),
        (
            "war",
            "unknown-parameter.yaml",
            ":9:3: field `rules`: unknown field `suits`, expected one of `seeds`, `ranks`",
        ),
        (
            "war",
            "ranks-wrong-type.yaml",
            ":9:10: field `rules.ranks`: invalid type: string \"thirteen\", expected a whole number of at least 1",
        ),
        (
            "war",
            "draws-disagree-with-ranks.yaml",
            ":4:17: draws.sides: is 13 but rules.ranks is 10",
        ),
        (
            "ludo",
            "home-zero.yaml",
            ":9:9: field `rules.home`: must be at least 1, not 0",
        ),
        (
            "ludo",
            "capture-wrong-type.yaml",
            ":9:12: field `rules.capture`: invalid type: string \"sometimes\", expected a boolean",
        ),
        (
            "ludo",
            "unknown-parameter.yaml",
            ":9:3: field `rules`: unknown field `exact_home`, expected one of `home`",
        ),
    ];
    for (game, fixture, expected) in cases {
        let file = format!("fixtures/{game}/invalid-rules/{fixture}");
        let output = croupier(&shared_cache())
            .current_dir(repository_root())
            .args(["check", game, "reference", "--assignment-file", &file])
            .output()
            .expect("croupier runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{fixture}: {stderr}");
        assert!(
            stderr.contains(&format!("{file}{expected}")),
            "{fixture}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{fixture}: {stderr}");
    }
}
