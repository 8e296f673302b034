//! Bad inputs to croupier end with exit 2 and a message naming the file and
//! the field (or the thing that is missing), never a panic.

use predicates::prelude::*;
use predicates::str::contains;

use crate::support::{c_program, croupier, data};

const HELLO: &str = "#include <stdio.h>\nint main(void){puts(\"hi\");return 0;}\n";

fn check_with_script(script: &str) -> assert_cmd::assert::Assert {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "ceelo", "reference", "--scripts"])
        .arg(data(&format!("scripts/{script}")))
        .assert()
}

#[test]
fn malformed_yaml_names_the_file_line_and_column() {
    check_with_script("malformed.yaml").code(2).stderr(
        contains("malformed.yaml:5:1: ")
            .and(contains("quoted scalar"))
            .and(contains("panicked").not()),
    );
}

/// One fixture per kind of wrong value: each is named by file, line and
/// column (of the value, or of the key for an unknown name) and field.
#[test]
fn each_wrong_value_names_the_file_line_column_and_field() {
    let cases = [
        (
            "unknown-field.yaml",
            "unknown-field.yaml:4:5: steps[2].sned: unknown field `sned`",
        ),
        (
            "unknown-meaning.yaml",
            "unknown-meaning.yaml:5:5: steps[2].wagr: unknown field `wagr`, expected a field or a meaning: `send`, `expect`, `answer`, `until`, `balance`, `wager`",
        ),
        (
            "empty-step.yaml",
            "empty-step.yaml:4:5: steps[2]: a step needs `send`",
        ),
        (
            "unknown-check.yaml",
            "unknown-check.yaml:2:16: checks[2]: 'exact-56' is not a check of ceelo",
        ),
        (
            "bad-dice.yaml",
            "bad-dice.yaml:2:14: dice[3]: 7 cannot be drawn here: draws run from 1 to 6",
        ),
        (
            "bad-until.yaml",
            "bad-until.yaml:8:12: steps[2].until: 'forever' is not `exit` or a positive number of inputs",
        ),
        (
            "answer-wrong-type.yaml",
            "answer-wrong-type.yaml:4:13: answers.continue: give the text to send",
        ),
    ];
    for (file, says) in cases {
        check_with_script(file)
            .code(2)
            .stderr(contains(says).and(contains("panicked").not()));
    }
}

#[test]
fn every_wrong_value_of_a_script_is_listed_in_the_file_s_order() {
    let output = check_with_script("every-error.yaml")
        .code(2)
        .get_output()
        .clone();
    let stderr = String::from_utf8_lossy(&output.stderr);
    let places: Vec<&str> = stderr
        .lines()
        .filter_map(|line| line.split("every-error.yaml:").nth(1))
        .map(|rest| rest.split(": ").take(2).collect::<Vec<_>>())
        .map(|parts| parts.last().copied().unwrap_or_default())
        .collect();
    assert_eq!(
        places,
        [
            "dice[3]",
            "answers.bet",
            "steps[2].wagr",
            "steps[3].answer[1].continue",
            "steps[3].until",
            "checks[2]",
            "limits.time"
        ],
        "{stderr}"
    );
    assert!(
        stderr.contains("every-error.yaml:4:25: answers.bet: 'bet' is not a meaning of ceelo"),
        "{stderr}"
    );
    assert!(
        stderr.contains("every-error.yaml:12:17: limits.time: 'forever' is not a duration"),
        "{stderr}"
    );
}

#[test]
fn every_wrong_value_of_an_assignment_file_is_listed_with_its_place() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "ceelo", "reference", "--assignment-file"])
        .arg(data("assignments/wrong-values.yaml"))
        .assert()
        .code(2)
        .stderr(
            contains("wrong-values.yaml:2:11: language: 'python' is not c, cpp or java")
                .and(contains(
                    "wrong-values.yaml:5:17: limits.time: 'parsecs' is not a time unit",
                ))
                .and(contains(
                    "wrong-values.yaml:8:3: checks.luck: 'luck' is not a check of ceelo",
                ))
                .and(contains(
                    "wrong-values.yaml:9:22: checks.balance.weight: must be a number of at least 0",
                ))
                .and(contains(
                    "wrong-values.yaml:11:16: not_applicable.java[2]: 'exact-56' is not a check",
                )),
        );
}

#[test]
fn every_wrong_pattern_override_is_listed_with_its_place() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "ceelo", "reference", "--patterns"])
        .arg(data("patterns/wrong-patterns.yaml"))
        .assert()
        .code(2)
        .stderr(
            contains("wrong-patterns.yaml:2:9: patterns.roll: not a valid regex").and(contains(
                "wrong-patterns.yaml:3:3: patterns.reslt: no such pattern",
            )),
        );
}

#[test]
fn an_unknown_assignment_lists_the_known_ones() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "poker", "reference"])
        .assert()
        .code(2)
        .stderr(
            contains("unknown assignment 'poker'")
                .and(contains("ceelo, war, ludo, jawbone, craps")),
        );
}

#[test]
fn a_missing_program_is_named() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "ceelo", "/no/such/ceelo.c"])
        .assert()
        .code(2)
        .stderr(contains("program '/no/such/ceelo.c' not found"));
}

#[test]
fn a_missing_script_is_named() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args([
            "check",
            "ceelo",
            "reference",
            "--scripts",
            "/no/such/scripts",
        ])
        .assert()
        .code(2)
        .stderr(contains("no script file or folder '/no/such/scripts'"));
}

#[test]
fn a_missing_compiler_names_the_compiler_and_how_to_get_it() {
    let cache = tempfile::tempdir().unwrap();
    let sources = tempfile::tempdir().unwrap();
    let program = c_program(sources.path(), "ceelo.c", HELLO);
    croupier(cache.path())
        .env("PATH", "/nonexistent")
        .args(["check", "ceelo"])
        .arg(&program)
        .assert()
        .code(2)
        .stderr(
            contains("the C compiler 'cc' was not found on PATH")
                .and(contains("apt-get install gcc")),
        );
}

#[test]
fn a_compile_error_is_a_failed_check_not_a_harness_error() {
    let cache = tempfile::tempdir().unwrap();
    let sources = tempfile::tempdir().unwrap();
    let program = c_program(
        sources.path(),
        "ceelo.c",
        "int main(void) { return missing; }\n",
    );
    croupier(cache.path())
        .args(["check", "ceelo", "--format", "json"])
        .arg(&program)
        .assert()
        .code(1)
        .stdout(contains("\"verdict\": \"build-error\"").and(contains("missing")));
}

#[test]
fn a_source_named_without_a_folder_builds_from_the_current_folder() {
    let cache = tempfile::tempdir().unwrap();
    let sources = tempfile::tempdir().unwrap();
    c_program(sources.path(), "hello.c", HELLO);
    croupier(cache.path())
        .current_dir(sources.path())
        .args(["run", "ceelo", "hello.c", "--script", "wager-above-balance"])
        .assert()
        .stdout(contains("hi"))
        .stderr(contains("cannot start").not());
}
