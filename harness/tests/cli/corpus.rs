//! The sample-submission corpus: each assignment's `submissions/manifest.yaml`
//! says which checks each submission must fail; every other check must pass
//! (or have nothing to judge), and none may error.
#![allow(dead_code)] // the per-assignment test modules call these as they arrive

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::support::{croupier, repository_root, shared_cache};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    submissions: Vec<ManifestEntry>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestEntry {
    /// A file or folder, relative to the manifest.
    path: String,
    /// The checks this submission must fail; empty for a correct one.
    #[serde(default)]
    fails: Vec<String>,
    /// What is wrong with it, in a sentence (or how it differs, if correct).
    note: String,
    /// Set while the bug needs a roll that random play seldom gives: the
    /// named checks may then pass, but no other check may fail.
    waits_for_rigged_dice: Option<String>,
}

fn manifest_of(assignment: &str) -> (PathBuf, Manifest) {
    let folder = repository_root()
        .join("fixtures")
        .join(assignment)
        .join("submissions");
    let text = std::fs::read_to_string(folder.join("manifest.yaml"))
        .unwrap_or_else(|error| panic!("{}: {error}", folder.join("manifest.yaml").display()));
    let manifest = serde_yaml::from_str(&text)
        .unwrap_or_else(|error| panic!("{assignment} manifest: {error}"));
    (folder, manifest)
}

/// Rust `Debug` renderings in a report's messages, expected and seen texts
/// (`Some(3)`, `Decided(Won)`, `RollSeen { roller: Cpu, .. }`): a student
/// reads game words, never croupier's types.
pub fn debug_renderings(report: &serde_json::Value) -> Vec<String> {
    let debug = regex::Regex::new(
        r"\b(?:Some|None|Ok|Err)\b\(|\b[A-Z][a-z]+[A-Z]\w*\s*[({]|\b[A-Z][a-z]+\([A-Z][a-z]+|\{ [a-z_]+: ",
    )
    .expect("a valid regex");
    let mut found = Vec::new();
    let checks = report["checks"].as_array().into_iter().flatten();
    for check in checks {
        let results = check["results"].as_array().into_iter().flatten();
        for text in
            std::iter::once(&check["message"]).chain(results.flat_map(|result| {
                ["message", "expected", "seen", "help"].map(|field| &result[field])
            }))
        {
            if let Some(text) = text.as_str().filter(|text| debug.is_match(text)) {
                found.push(text.to_string());
            }
        }
    }
    found
}

/// Grade the whole corpus of `assignment` as a class, in one command (as an
/// instructor does), and compare each student's report with the manifest:
/// the named checks fail, no other does, none errors, the score is the
/// maximum exactly when nothing failed, and no message shows internals.
pub fn assert_corpus(assignment: &str) {
    let (folder, manifest) = manifest_of(assignment);
    let out = tempfile::tempdir().expect("a results folder");
    // A whole class in one command: the per-run deadline of `croupier()` is
    // meant for one submission, and a loaded CI machine needs more for ten.
    let output = croupier(&shared_cache())
        .timeout(std::time::Duration::from_secs(1800))
        .args(["grade", assignment])
        .arg(&folder)
        .arg("--out")
        .arg(out.path())
        // The demo's own comparison (scripts/demo runs the same `--expect`).
        .arg("--expect")
        .arg(folder.join("manifest.yaml"))
        .output()
        .expect("croupier runs");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.code() == Some(0) && said.contains("all as expected: the "),
        "{assignment}: grade of the corpus with --expect: {said}"
    );
    let mut problems = Vec::new();
    for entry in &manifest.submissions {
        let student = entry
            .path
            .strip_suffix(".c")
            .or(entry.path.strip_suffix(".java"))
            .unwrap_or(&entry.path);
        let report_path = out.path().join(format!("{student}.json"));
        let report: serde_json::Value = match std::fs::read(&report_path)
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        {
            Some(report) => report,
            None => {
                problems.push(format!("{}: no JSON report in the results", entry.path));
                continue;
            }
        };
        let with_status = |status: &str| -> BTreeSet<String> {
            report["checks"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|check| check["status"] == status)
                .map(|check| check["id"].as_str().unwrap_or_default().to_string())
                .collect()
        };
        for rendering in debug_renderings(&report) {
            problems.push(format!(
                "{}: a message shows croupier's internals: {rendering}",
                entry.path
            ));
        }
        let failed = with_status("fail");
        let errored = with_status("error");
        let expected: BTreeSet<String> = entry.fails.iter().cloned().collect();
        let acceptable = match &entry.waits_for_rigged_dice {
            Some(_) => failed.is_subset(&expected),
            None => failed == expected,
        };
        if !acceptable || !errored.is_empty() {
            problems.push(format!(
                "{} ({}): expected to fail {:?}, failed {:?}, errored {:?}",
                entry.path, entry.note, expected, failed, errored
            ));
        }
        let full_marks = report["score"] == report["max_score"];
        if full_marks != (failed.is_empty() && errored.is_empty()) {
            problems.push(format!(
                "{}: score {} of {} with failed {failed:?}",
                entry.path, report["score"], report["max_score"]
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{assignment} corpus:\n{}",
        problems.join("\n")
    );
}

/// The manifests may not name a submission that is not there, nor leave one out.
pub fn assert_manifest_lists_every_submission(assignment: &str) {
    let (folder, manifest) = manifest_of(assignment);
    let listed: BTreeSet<&str> = manifest
        .submissions
        .iter()
        .map(|entry| entry.path.as_str())
        .collect();
    let present: BTreeSet<String> = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "manifest.yaml" && !name.starts_with('.'))
        .collect();
    let present: BTreeSet<&str> = present.iter().map(String::as_str).collect();
    assert_eq!(
        listed,
        present,
        "{} and its folder disagree",
        folder.join("manifest.yaml").display()
    );
    let correct = manifest
        .submissions
        .iter()
        .filter(|entry| entry.fails.is_empty())
        .count();
    let buggy = manifest.submissions.len() - correct;
    assert!(
        correct >= 2 && buggy >= 5,
        "{assignment}: {correct} correct and {buggy} buggy submissions; want 2 and 5"
    );
    assert!(Path::new(&folder).is_dir());
}
