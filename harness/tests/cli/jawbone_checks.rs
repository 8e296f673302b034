//! Porojen Leuka's rule checks end to end: the corpus against its manifest,
//! the reference passing every check, `verify` reporting a saved transcript's
//! one mistake per check once each, an instructor's pattern override, and
//! the failure wording kept as reviewed snapshots.

use std::collections::BTreeMap;

use crate::corpus::{assert_corpus, assert_manifest_lists_every_submission};
use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};

/// `croupier <args>` run from the repository root: (exit code, stdout).
fn croupier_at_root(args: &[&str]) -> (Option<i32>, String) {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(args)
        .output()
        .expect("croupier runs");
    let stdout = String::from_utf8(output.stdout).expect("reports are UTF-8");
    (output.status.code(), stdout)
}

/// check id -> status, from a JSON report.
fn check_statuses(json: &str) -> BTreeMap<String, String> {
    let report: serde_json::Value = serde_json::from_str(json).expect("a JSON report");
    let checks = report["checks"].as_array().expect("a list of checks");
    checks
        .iter()
        .map(|check| {
            let field = |name: &str| check[name].as_str().unwrap_or_default().to_string();
            (field("id"), field("status"))
        })
        .collect()
}

fn jawbone_game_checks() -> Vec<String> {
    croupier::assignment::game_checks("jawbone")
        .expect("jawbone has checks")
        .iter()
        .map(|id| id.to_string())
        .collect()
}

const ONE_MISTAKE_PER_CHECK: &str = "fixtures/jawbone/transcripts/one-mistake-per-check.txt";

#[test]
fn the_jawbone_corpus_fails_exactly_what_its_manifest_says() {
    assert_corpus("jawbone");
}

#[test]
fn the_jawbone_manifest_lists_every_submission() {
    assert_manifest_lists_every_submission("jawbone");
}

#[test]
fn the_reference_passes_every_jawbone_check() {
    let (code, json) = croupier_at_root(&["check", "jawbone", "reference", "--format", "json"]);
    assert_eq!(code, Some(0), "{json}");
    let mut expected: Vec<String> = vec!["runs".into(), "prompts".into(), "draws".into()];
    expected.extend(jawbone_game_checks());
    expected.push("exact-replay".into());
    let statuses = check_statuses(&json);
    assert_eq!(statuses.len(), expected.len(), "{statuses:?}");
    for id in expected {
        assert_eq!(
            statuses.get(&id).map(String::as_str),
            Some("pass"),
            "{id}: {statuses:?}"
        );
    }
}

#[test]
fn verify_reports_each_mistake_of_a_saved_transcript_once() {
    let (code, json) = croupier_at_root(&[
        "verify",
        "jawbone",
        ONE_MISTAKE_PER_CHECK,
        "--format",
        "json",
    ]);
    assert_eq!(code, Some(1));
    let statuses = check_statuses(&json);
    for id in jawbone_game_checks() {
        assert_eq!(
            statuses.get(&id).map(String::as_str),
            Some("fail"),
            "{id}: {statuses:?}"
        );
    }
    let (_, text) = croupier_at_root(&["verify", "jawbone", ONE_MISTAKE_PER_CHECK]);
    assert!(!text.contains("more like it"), "{text}");
    assert_named_snapshot("checks-jawbone-one-mistake-per-check", &text);
}

#[test]
fn verify_passes_the_reference_transcript_the_mistakes_were_made_in() {
    let folder = tempfile::tempdir().unwrap();
    let (code, transcript) = croupier_at_root(&[
        "run",
        "jawbone",
        "reference",
        "--script",
        "human-first-always-throws",
    ]);
    assert_eq!(code, Some(0));
    let path = folder.path().join("run.txt");
    std::fs::write(&path, transcript).unwrap();
    let (code, json) = croupier_at_root(&[
        "verify",
        "jawbone",
        path.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(code, Some(0), "{json}");
    let statuses = check_statuses(&json);
    assert!(
        statuses.values().all(|status| status == "pass"),
        "{statuses:?}"
    );
}

#[test]
fn an_instructor_can_override_a_jawbone_pattern() {
    let folder = tempfile::tempdir().unwrap();
    let transcript = folder.path().join("run.txt");
    // Stakes written as a table the default pattern does not read.
    std::fs::write(
        &transcript,
        "Please enter a random number seed: 1\n\
         You threw 99: Pidä ja anna! 11 points (round: 11)\n\
         You bank 11 points: your total is 94.\n\
         You win the game!\n\
         MARKKAA  human=6  computer=4\n",
    )
    .unwrap();
    let transcript = transcript.to_str().unwrap();
    let (_, json) = croupier_at_root(&["verify", "jawbone", transcript, "--format", "json"]);
    assert_eq!(check_statuses(&json)["stakes"], "error");
    let overrides = folder.path().join("patterns.yaml");
    std::fs::write(
        &overrides,
        "patterns:\n  stakes: 'MARKKAA\\s+human=(?P<human>\\d+)\\s+computer=(?P<computer>\\d+)'\n",
    )
    .unwrap();
    let (_, json) = croupier_at_root(&[
        "verify",
        "jawbone",
        transcript,
        "--patterns",
        overrides.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(check_statuses(&json)["stakes"], "pass", "{json}");
}

#[test]
fn a_buggy_jawbone_submission_is_told_which_rule_it_broke() {
    let (code, text) = croupier_at_root(&[
        "check",
        "jawbone",
        "fixtures/jawbone/submissions/no-stop-at-94-mid-round.c",
    ]);
    assert_eq!(code, Some(1));
    assert_named_snapshot("checks-jawbone-no-stop-at-94-mid-round", &text);
}
