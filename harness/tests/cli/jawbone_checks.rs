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
    let mut statuses = check_statuses(&json);
    statuses.retain(|id, _| crate::support::judged_from_a_transcript(id));
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
    // Nothing read is not judged: a skip with its reason, never a pass.
    assert_eq!(check_statuses(&json)["stakes"], "skip");
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

/// The game checks of a JSON report that failed or errored, with their messages.
fn game_faults(json: &str) -> Vec<String> {
    let report: serde_json::Value = serde_json::from_str(json).expect("a JSON report");
    let game_checks = jawbone_game_checks();
    report["checks"]
        .as_array()
        .expect("a list of checks")
        .iter()
        .filter(|check| {
            let id = check["id"].as_str().unwrap_or_default();
            game_checks.iter().any(|game| game == id)
                && matches!(check["status"].as_str(), Some("fail" | "error"))
        })
        .map(|check| format!("{} {}: {}", check["id"], check["status"], check["message"]))
        .collect()
}

fn yaml_of(relative: &str) -> serde_yaml::Value {
    let path = repository_root().join(relative);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{relative}: {error}"));
    serde_yaml::from_str(&text).unwrap_or_else(|error| panic!("{relative}: {error}"))
}

/// Every correct program of fixtures/jawbone/reworded/ (its manifest) is
/// clean, no fail and no error, on every default script in every game check
/// (runs, prompts and exact-replay aside: they follow the scripts' prompt words).
#[test]
fn the_reworded_jawbone_programs_are_clean_in_every_game_check() {
    let manifest = yaml_of("fixtures/jawbone/reworded/manifest.yaml");
    let entries = manifest["submissions"].as_sequence().expect("submissions");
    assert!(entries.len() >= 12, "{entries:?}");
    let mut problems = Vec::new();
    for entry in entries {
        let program = entry["path"].as_str().expect("a path");
        let path = format!("fixtures/jawbone/reworded/{program}");
        let (_, json) = croupier_at_root(&["check", "jawbone", &path, "--format", "json"]);
        let statuses = check_statuses(&json);
        for id in jawbone_game_checks() {
            if !statuses.contains_key(&id) {
                problems.push(format!("{program}: {id} missing"));
            }
        }
        for fault in game_faults(&json) {
            problems.push(format!("{program}: {fault}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each bug program of submissions/ under each variant of
/// fixtures/jawbone/rewordings.yaml still fails the game checks its manifest
/// names.
#[test]
fn reworded_jawbone_bug_programs_still_fail_their_checks() {
    let manifest = yaml_of("fixtures/jawbone/submissions/manifest.yaml");
    let game_checks = jawbone_game_checks();
    let folder = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    let variants = crate::rewording::variants("jawbone");
    for (at, variant) in variants.iter().enumerate() {
        let entries = manifest["submissions"].as_sequence().unwrap().iter();
        for (bug, entry) in entries.enumerate() {
            if !crate::rewording::in_sample(at, bug, variants.len()) {
                continue;
            }
            let named: Vec<&str> = entry["fails"]
                .as_sequence()
                .map(|fails| {
                    fails
                        .iter()
                        .filter_map(|id| id.as_str())
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
                .into_iter()
                .filter(|id| game_checks.iter().any(|game| game == id))
                .collect();
            if named.is_empty() {
                continue;
            }
            let path = entry["path"].as_str().unwrap();
            let source = repository_root()
                .join("fixtures/jawbone/submissions")
                .join(path);
            let program = variant.reword_program(&source, &folder.path().join(&variant.name));
            let program = program.to_str().unwrap().to_string();
            let (_, json) = croupier_at_root(&["check", "jawbone", &program, "--format", "json"]);
            let seen = check_statuses(&json);
            for id in named {
                if seen.get(id).map(String::as_str) != Some("fail") {
                    problems.push(format!(
                        "{path} as {}: {id} is {:?}",
                        variant.name,
                        seen.get(id)
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
