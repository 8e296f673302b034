//! War's rule checks through the CLI: the sample submissions, the reference,
//! the spec's one-line sample run, and one buggy submission's report.

use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};

/// `croupier ARGS --format json`, run from the repository root: each
/// check's (id, status).
pub fn check_statuses(args: &[&str]) -> Vec<(String, String)> {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(args)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{args:?}: no JSON report; stderr: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    report["checks"]
        .as_array()
        .expect("a checks array")
        .iter()
        .map(|check| {
            (
                check["id"].as_str().unwrap_or_default().to_string(),
                check["status"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The text report of `croupier check ASSIGNMENT SUBMISSION`, run from the
/// repository root, with run times taken out.
pub fn text_report(assignment: &str, submission: &str) -> String {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["check", assignment, submission])
        .output()
        .expect("croupier runs");
    assert_eq!(output.status.code(), Some(1), "{submission} fails a check");
    let text = String::from_utf8(output.stdout).expect("reports are UTF-8");
    regex::Regex::new(r"\d+\.\d+ s\b")
        .unwrap()
        .replace_all(&text, "[time]")
        .into_owned()
}

/// The game check ids of `assignment` that are not "pass" in `statuses`.
pub fn not_passing(statuses: &[(String, String)]) -> Vec<String> {
    statuses
        .iter()
        .filter(|(_, status)| status != "pass")
        .map(|(id, status)| format!("{id}: {status}"))
        .collect()
}

#[test]
fn every_sample_submission_fails_exactly_what_its_manifest_says() {
    crate::corpus::assert_corpus("war");
}

#[test]
fn the_manifest_lists_every_sample_submission() {
    crate::corpus::assert_manifest_lists_every_submission("war");
}

#[test]
fn the_reference_passes_every_check() {
    let statuses = check_statuses(&["check", "war", "reference"]);
    assert_eq!(not_passing(&statuses), Vec::<String>::new());
    let game_checks = croupier::assignment::game_checks("war").unwrap();
    for id in ["runs", "prompts"].iter().chain(game_checks) {
        assert!(
            statuses.iter().any(|(seen, _)| seen == id),
            "{id} missing from {statuses:?}"
        );
    }
}

#[test]
fn verify_reads_the_spec_sample_run_on_one_line_and_passes_it() {
    let sample = "reference/tests/data/war.txt";
    let text = std::fs::read_to_string(repository_root().join(sample)).unwrap();
    assert!(text.contains("Seed = 1 : Hand 1 : You played a 1 and I played a 10"));
    let mut statuses = check_statuses(&["verify", "war", sample]);
    statuses.retain(|(id, _)| crate::support::judged_from_a_transcript(id));
    assert_eq!(not_passing(&statuses), Vec::<String>::new());
    let judged: Vec<&str> = statuses.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(judged, croupier::assignment::game_checks("war").unwrap());
}

#[test]
fn the_report_of_a_tie_pile_never_awarded() {
    let text = text_report("war", "fixtures/war/submissions/tie-pile-not-awarded.c");
    assert_named_snapshot("checks-war-tie-pile-not-awarded", &text);
}
