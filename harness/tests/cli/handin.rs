//! Submissions as students hand them in: C++ sources, extensions in any case, several Java
//! mains, a program that opens a window or needs a Windows-only header, an empty folder. Each
//! ends in a grade or a message the student reads as theirs.

use serde_json::Value;

use crate::support::{croupier, data, shared_cache};

/// `croupier check ASSIGNMENT PROGRAM --format json [--scripts SCRIPT]`: exit code and report.
fn check_json(assignment: &str, program: &std::path::Path, script: Option<&str>) -> (i32, Value) {
    let mut command = croupier(&shared_cache());
    command
        .args(["check", assignment])
        .arg(program)
        .args(["--format", "json"]);
    if let Some(script) = script {
        command.args(["--scripts", script]);
    }
    let output = command.output().expect("croupier runs");
    let report = serde_json::from_slice(&output.stdout).unwrap_or_else(|error| {
        panic!(
            "{error}: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (output.status.code().unwrap_or(-1), report)
}

fn check_message<'a>(report: &'a Value, id: &str) -> &'a str {
    report["checks"]
        .as_array()
        .and_then(|checks| checks.iter().find(|check| check["id"] == id))
        .and_then(|check| check["message"].as_str())
        .unwrap_or_else(|| panic!("no check {id} in {report:#}"))
}

fn notes(report: &Value) -> String {
    report["notes"].to_string()
}

/// The first run's detail and last lines, where a build failure's log shows.
fn build_log(report: &Value) -> String {
    let run = &report["runs"][0];
    assert_eq!(run["verdict"], "build-error", "{report:#}");
    format!("{} {}", run["detail"], run["last_lines"])
}

#[test]
fn a_correct_ceelo_in_cpp_gets_full_marks() {
    let (code, report) = check_json("ceelo", &data("handin/ceelo.cpp"), None);
    assert_eq!(code, 0, "{report:#}");
    assert_eq!(report["score"], report["max_score"], "{report:#}");
    // exact-replay passes only where the shim saw every std::rand() draw.
    assert!(!check_message(&report, "exact-replay").contains("not judged"));
}

#[test]
fn a_java_source_with_a_capital_extension_is_built_and_noted() {
    let (_, report) = check_json(
        "craps",
        &data("handin/player-java"),
        Some("spec-two-players"),
    );
    assert_eq!(report["runs"][0]["verdict"], "ok", "{report:#}");
    assert!(
        notes(&report).contains("Player.Java was taken as a Java source"),
        "{report:#}"
    );
}

#[test]
fn of_two_mains_the_one_named_like_the_assignment_runs_else_both_are_named() {
    let (_, report) = check_json("craps", &data("handin/two-mains"), Some("spec-two-players"));
    assert_eq!(report["runs"][0]["verdict"], "ok", "{report:#}");
    assert!(
        notes(&report)
            .contains("croupier ran CrapsGame as the program; DiceTest also declares main"),
        "{report:#}"
    );
    let (code, report) = check_json(
        "craps",
        &data("handin/named-main-missing"),
        Some("spec-two-players"),
    );
    assert_eq!(code, 1);
    assert!(
        build_log(&report).contains("several classes declare main (DiceTest, Table)"),
        "{report:#}"
    );
}

#[test]
fn a_program_opening_a_window_is_told_the_assignment_is_a_console_program() {
    let (code, report) = check_json("craps", &data("handin/swing"), Some("spec-two-players"));
    assert_eq!(code, 1);
    assert!(
        check_message(&report, "runs")
            .starts_with("this program opens a window: the assignment is a console program"),
        "{report:#}"
    );
}

#[test]
fn a_windows_only_header_is_named_with_its_file_and_line() {
    let (code, report) = check_json("ceelo", &data("handin/conio"), Some("all-in"));
    assert_eq!(code, 1);
    assert!(
        build_log(&report)
            .contains("ceelo.c:3: `#include <conio.h>`: conio.h is a Windows-only header"),
        "{report:#}"
    );
}

#[test]
fn an_empty_or_other_language_submission_is_the_students_failed_build() {
    let folder = tempfile::tempdir().unwrap();
    let (code, report) = check_json("ceelo", folder.path(), Some("all-in"));
    assert_eq!(
        code, 1,
        "a student's mistake is a grade, not croupier's failure"
    );
    assert!(
        build_log(&report).contains("the submission is empty"),
        "{report:#}"
    );
    std::fs::write(folder.path().join("ceelo.py"), "print('Cee-lo')\n").unwrap();
    let (code, report) = check_json("ceelo", folder.path(), Some("all-in"));
    assert_eq!(code, 1);
    assert!(
        build_log(&report).contains("it holds: ceelo.py"),
        "{report:#}"
    );
}

#[test]
fn grade_expect_names_each_submission_not_graded_as_its_manifest_says() {
    let class = data("handin/class-with-manifest");
    let out = tempfile::tempdir().unwrap();
    let output = croupier(&shared_cache())
        .args(["grade", "ceelo"])
        .arg(&class)
        .arg("--out")
        .arg(out.path())
        .arg("--expect")
        .arg(class.join("manifest.yaml"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{said}");
    assert!(
        said.contains("not as expected: windows-build.c: expected to fail winner, failed balance, combo-recognition"),
        "{said}"
    );
    assert!(
        said.contains("not as expected: 1 of the 1 submissions of"),
        "{said}"
    );
}
