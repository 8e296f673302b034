//! A program that writes its own lines into croupier's draw log (claiming the
//! rigged dice ran out, or a draw it never made) gains nothing: the forgery is
//! named at its line and the run earns nothing, so its score is never above
//! the same program's without the forgery, and no check it failed passes.

use std::path::Path;

use crate::support::{croupier, repository_root, shared_cache, statuses_of};

/// `check ceelo` of the submission folder, on two scripts, as JSON.
fn check_json(submission: &Path) -> serde_json::Value {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["check", "ceelo"])
        .arg(submission)
        .args(["--scripts", "all-in", "--scripts", "wager-above-balance"])
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "no JSON report: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

#[test]
fn a_forged_draw_log_changes_nothing_or_makes_it_worse() {
    let game = repository_root().join("fixtures/ceelo/submissions/dice-zero-based.c");
    let forge = repository_root().join("fixtures/adversarial/forged_draw_log/forge.c");
    let folder = tempfile::tempdir().unwrap();
    let (plain, forged) = (folder.path().join("plain"), folder.path().join("forged"));
    for submission in [&plain, &forged] {
        std::fs::create_dir(submission).unwrap();
        std::fs::copy(&game, submission.join("game.c")).unwrap();
    }
    std::fs::copy(&forge, forged.join("forge.c")).unwrap();

    let (honest, forging) = (check_json(&plain), check_json(&forged));
    let score = |report: &serde_json::Value| (report["score"].as_f64().unwrap() * 100.0).round();
    assert!(
        score(&forging) <= score(&honest),
        "forged {} > honest {}",
        forging["score"],
        honest["score"]
    );
    let (before, after) = (statuses_of(&honest), statuses_of(&forging));
    for (id, status) in &before {
        assert!(
            status == "pass" || after[id] != "pass",
            "{id}: {status} without the forgery, pass with it"
        );
    }
    let runs = forging["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|check| check["id"] == "runs")
        .unwrap();
    let message = runs["message"].as_str().unwrap();
    assert!(
        runs["status"] == "fail"
            && message.contains("wrote to croupier's draw log (its line 2: 'X'"),
        "{runs:#}"
    );
    assert_eq!(
        score(&forging),
        0.0,
        "a forged run earns nothing: {forging:#}"
    );
}
