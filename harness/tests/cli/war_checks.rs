//! War's rule checks through the CLI: the sample submissions, the reference,
//! correct programs in other words, the bug programs reworded, and one buggy
//! submission's report. (The spec's one-line sample run is read and judged in
//! `checks::war`'s unit tests.)

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
fn the_report_of_a_tie_pile_never_awarded() {
    let text = text_report("war", "fixtures/war/submissions/tie-pile-not-awarded.c");
    assert_named_snapshot("checks-war-tie-pile-not-awarded", &text);
}

/// Correct programs in their own words (fixtures/war/reworded) are read by
/// values: no check fails or errors, `runs`, `prompts`, `draws` and
/// `exact-replay` included.
#[test]
fn every_reworded_correct_program_is_clean_on_every_default_script() {
    crate::rewording::assert_reworded_programs_clean("war", crate::rewording::Judged::EveryCheck);
}

/// Each bug program under each wording of fixtures/war/rewordings.yaml still
/// fails the game checks its manifest names, and no other game check.
#[test]
fn reworded_bug_programs_still_fail_their_checks() {
    crate::rewording::assert_reworded_bugs_fail("war", true);
}
