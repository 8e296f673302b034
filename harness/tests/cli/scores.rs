//! Scores that mean what they say (issue 12): a program that crashes, hangs
//! or prints nothing scores next to nothing on every game, the reference
//! scores exactly its maximum in every format, and a check not applicable to
//! a language is out of that language's maximum.

use std::path::{Path, PathBuf};

use crate::support::{croupier, repository_root, shared_cache};

const GAMES: [&str; 5] = ["ceelo", "war", "ludo", "jawbone", "craps"];

fn adversarial(name: &str) -> PathBuf {
    repository_root().join("fixtures/adversarial").join(name)
}

fn check(game: &str, program: &Path, format: &str, extra: &[&str]) -> (Option<i32>, String) {
    let output = croupier(&shared_cache())
        .args(["check", game])
        .arg(program)
        .args(["--format", format])
        .args(extra)
        .output()
        .expect("croupier runs");
    (
        output.status.code(),
        String::from_utf8(output.stdout).expect("UTF-8 output"),
    )
}

/// A JSON number as whole hundredths: "22.999999999999993" is not 23.
fn hundredths(value: &serde_json::Value) -> i64 {
    let number = value
        .as_f64()
        .unwrap_or_else(|| panic!("a number: {value}"));
    let scaled = number * 100.0;
    assert_eq!(
        scaled.round(),
        scaled,
        "{value} is not a whole number of hundredths"
    );
    scaled as i64
}

#[test]
fn a_program_that_crashes_hangs_or_prints_nothing_scores_at_most_15_percent_on_every_game() {
    let programs = [
        ("abort.c", "1s"),
        ("segfault.c", "1s"),
        ("prints_nothing.c", "1s"),
        ("sleeps_forever.c", "1s"),
    ];
    let mut problems = Vec::new();
    for game in GAMES {
        for (program, time) in programs {
            let (code, text) = check(game, &adversarial(program), "json", &["--time", time]);
            assert_eq!(code, Some(1), "{game} {program}: {text}");
            let report: serde_json::Value = serde_json::from_str(&text).unwrap();
            let (score, max) = (
                hundredths(&report["score"]),
                hundredths(&report["max_score"]),
            );
            if score * 100 > max * 15 {
                let earning: Vec<String> = report["checks"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|check| hundredths(&check["score"]) > 0)
                    .map(|check| format!("{} {}", check["id"], check["score"]))
                    .collect();
                problems.push(format!(
                    "{game} {program}: {} / {} from {earning:?}",
                    report["score"], report["max_score"]
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_reference_scores_exactly_its_maximum_in_json_csv_junit_and_gradescope() {
    let reference = Path::new("reference");
    for game in GAMES {
        let (code, json) = check(game, reference, "json", &[]);
        assert_eq!(code, Some(0), "{game}: {json}");
        let report: serde_json::Value = serde_json::from_str(&json).unwrap();
        let max = hundredths(&report["max_score"]);
        assert_eq!(hundredths(&report["score"]), max, "{game} json");
        for check in report["checks"].as_array().unwrap() {
            assert_eq!(check["not_judged"], false, "{game}: {check:#}");
            assert_eq!(check["score"], check["max_score"], "{game}: {check:#}");
        }

        let (_, csv) = check(game, reference, "csv", &[]);
        let rows: Vec<Vec<&str>> = csv.lines().map(|row| row.split(',').collect()).collect();
        assert_eq!(rows.len(), 2, "{game}: {csv}");
        assert_eq!(rows[0].last(), Some(&"not_judged"), "{game}: {csv}");
        assert_eq!(rows[1][1], rows[1][2], "{game} csv: {csv}");
        assert_eq!(rows[1][2], (max as f64 / 100.0).to_string(), "{game} csv");
        assert_eq!(rows[1].last(), Some(&""), "{game}: nothing flagged: {csv}");

        let (_, junit) = check(game, reference, "junit", &[]);
        for absent in ["<failure", "<error", "<skipped"] {
            assert!(
                !junit.contains(absent),
                "{game} junit has {absent}: {junit}"
            );
        }
        assert!(junit.contains(r#"failures="0""#), "{game}: {junit}");

        let (_, gradescope) = check(game, reference, "gradescope", &[]);
        let results: serde_json::Value = serde_json::from_str(&gradescope).unwrap();
        assert_eq!(hundredths(&results["score"]), max, "{game} gradescope");
        let tests = results["tests"].as_array().unwrap();
        let scores: i64 = tests.iter().map(|test| hundredths(&test["score"])).sum();
        let maxima: i64 = tests
            .iter()
            .map(|test| hundredths(&test["max_score"]))
            .sum();
        assert_eq!((scores, maxima), (max, max), "{game}: {gradescope}");
        assert!(
            tests.iter().all(|test| test["status"] == "passed"),
            "{game}: {gradescope}"
        );
    }
}

fn ceelo_course_copy(folder: &Path, extra: &str) -> PathBuf {
    let builtin = repository_root().join("fixtures/ceelo/assignment.yaml");
    let text = std::fs::read_to_string(builtin).expect("the built-in assignment.yaml");
    let path = folder.join("ceelo-course.yaml");
    std::fs::write(&path, format!("{text}{extra}")).expect("write the course's copy");
    path
}

#[test]
fn a_check_not_applicable_to_the_language_is_out_of_the_maximum() {
    let folder = tempfile::tempdir().unwrap();
    let course = ceelo_course_copy(folder.path(), "not_applicable:\n  c: [exact-replay]\n");
    let (code, json) = check(
        "ceelo",
        &adversarial("abort.c"),
        "json",
        &["--assignment-file", course.to_str().unwrap()],
    );
    assert_eq!(code, Some(1), "{json}");
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        hundredths(&report["max_score"]),
        2300,
        "25 less exact-replay's 2"
    );
    let replay = report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|check| check["id"] == "exact-replay")
        .expect("exact-replay is listed");
    assert_eq!(replay["not_applicable"], true, "{replay:#}");
    assert_eq!(replay["max_score"], 0.0, "{replay:#}");
    assert_eq!(replay["results"].as_array().map(Vec::len), Some(0));

    // War declares it for Java: a Java program's maximum leaves it out, a C one's keeps it.
    let (_, text) = check("war", &adversarial("abort.c"), "text", &[]);
    assert!(text.contains("score: 0 / 22\n"), "{text}");
    if crate::support::skipped_without_javac("the Java case") {
        return;
    }
    let (_, text) = check("war", &adversarial("java_exception"), "text", &[]);
    assert!(text.contains("score: 0 / 20\n"), "{text}");
    assert!(
        text.contains("exact-replay") && text.contains("not applicable to Java programs"),
        "{text}"
    );
}

#[test]
fn an_unknown_check_not_applicable_names_the_file_and_the_field() {
    let folder = tempfile::tempdir().unwrap();
    let course = ceelo_course_copy(
        folder.path(),
        "not_applicable:\n  java: [exact-replay, luck]\n",
    );
    let output = croupier(&shared_cache())
        .args(["check", "ceelo", "reference", "--assignment-file"])
        .arg(&course)
        .output()
        .expect("croupier runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("ceelo-course.yaml:")
            && stderr.contains(": not_applicable.java[2]: 'luck' is not a check of ceelo"),
        "{stderr}"
    );
}

#[test]
fn one_script_reads_in_the_singular_and_what_was_not_judged_says_it_scores_nothing() {
    let (_, text) = check(
        "ceelo",
        &adversarial("abort.c"),
        "text",
        &["--scripts", "all-in"],
    );
    assert!(text.contains("1 script run, 0 ended normally"), "{text}");
    assert!(
        text.contains("SKIP  dice-range             0/2     not judged\n"),
        "{text}"
    );
    assert!(
        text.contains("      not judged: script all-in: ")
            && text.contains("(scores nothing; flagged for review)"),
        "{text}"
    );
    assert!(text.contains("score: 0 / 25\n"), "{text}");
}

/// "Exit 0: every check passed": a check that judged nothing did not pass,
/// so `check` of a program mostly left unjudged is not green in CI.
#[test]
fn checks_not_judged_make_check_exit_1_though_nothing_failed() {
    let patterns = crate::support::data("patterns/war-reading-no-cards.yaml");
    let (code, text) = check(
        "war",
        Path::new("reference"),
        "text",
        &["--patterns", patterns.to_str().unwrap()],
    );
    assert!(!text.contains("FAIL "), "{text}");
    assert!(text.contains("SKIP  deal "), "{text}");
    assert_eq!(code, Some(1), "{text}");
    let (code, _) = check("war", Path::new("reference"), "text", &[]);
    assert_eq!(code, Some(0));
}
