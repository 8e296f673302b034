//! Gradescope's `results.json` of a program with one bug: each check's
//! first failure told whole in its script's test, the other scripts' tests a
//! line each pointing there, and the tests adding up to the score.

use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};

#[test]
fn a_one_bug_program_s_results_tell_each_check_s_first_failure_once() {
    // adjust_balance's result is thrown away: balance fails in every script.
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args([
            "check",
            "ceelo",
            "fixtures/ceelo/submissions/balance-not-kept.c",
            "--format",
            "gradescope",
        ])
        .args(["--scripts", "three-games-then-cash-out"])
        .args(["--scripts", "wager-above-balance"])
        .args(["--scripts", "all-in"])
        .output()
        .expect("croupier runs");
    assert_eq!(output.status.code(), Some(1));
    let json = String::from_utf8(output.stdout).expect("UTF-8");
    let results: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let tests = results["tests"].as_array().expect("tests");
    let balance: Vec<&str> = tests
        .iter()
        .filter(|test| test["name"].as_str().unwrap().starts_with("balance ("))
        .map(|test| test["output"].as_str().unwrap())
        .collect();
    assert_eq!(balance.len(), 3, "{json}");
    assert_eq!(
        balance
            .iter()
            .filter(|output| output.contains("transcript:"))
            .count(),
        1,
        "the excerpt once: {balance:#?}"
    );
    assert!(
        balance[0].contains("also failed in 2 more scripts, each its own test:"),
        "{}",
        balance[0]
    );
    for other in &balance[1..] {
        assert!(
            other.lines().count() == 3 && other.contains("told whole in the test \"balance ("),
            "{other}"
        );
    }
    let hundredths = |value: &serde_json::Value| (value.as_f64().unwrap() * 100.0).round() as i64;
    let sum: i64 = tests.iter().map(|test| hundredths(&test["score"])).sum();
    assert_eq!(sum, hundredths(&results["score"]));
    // How long each run took is the machine's, not the report's.
    let durations = regex::Regex::new(r"in \d+(?:\.\d+)? s\b").unwrap();
    assert_named_snapshot(
        "report-gradescope-one-bug",
        &durations.replace_all(&json, "in T s"),
    );
}
