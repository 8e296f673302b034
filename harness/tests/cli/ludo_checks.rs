//! Ludo's rule checks through the CLI: the sample submissions, the
//! reference, the spec's sample output (with its one mistake), and one buggy
//! submission's report.

use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};
use crate::war_checks::{check_statuses, not_passing, text_report};

const SAMPLE: &str = "reference/tests/data/ludo.txt";

#[test]
fn every_sample_submission_fails_exactly_what_its_manifest_says() {
    crate::corpus::assert_corpus("ludo");
}

#[test]
fn the_manifest_lists_every_sample_submission() {
    crate::corpus::assert_manifest_lists_every_submission("ludo");
}

#[test]
fn the_reference_passes_every_check() {
    let statuses = check_statuses(&["check", "ludo", "reference"]);
    assert_eq!(not_passing(&statuses), Vec::<String>::new());
    let game_checks = croupier::assignment::game_checks("ludo").unwrap();
    // runs, prompts, draws, the game checks, exact-replay
    assert_eq!(statuses.len(), 4 + game_checks.len(), "{statuses:?}");
}

#[test]
fn verify_reports_the_spec_samples_one_mistake_once_at_its_line() {
    // Round 9: Player2 at 7 rolls a 1, and the sample prints worksum = 13.
    let mut statuses = check_statuses(&["verify", "ludo", SAMPLE]);
    statuses.retain(|(id, _)| crate::support::judged_from_a_transcript(id));
    assert_eq!(not_passing(&statuses), ["move: fail"]);
    assert_eq!(
        statuses.len(),
        croupier::assignment::game_checks("ludo").unwrap().len()
    );

    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["verify", "ludo", SAMPLE, "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let failure = report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|check| check["status"] == "fail")
        .unwrap();
    let sample = std::fs::read_to_string(repository_root().join(SAMPLE)).unwrap();
    let line = failure["line"].as_u64().unwrap() as usize;
    assert_eq!(sample.lines().nth(line - 1), Some("worksum = 13"));
    // It is the 9th round's Player2 turn: the 18th worksum of the sample.
    let worksum_lines: Vec<usize> = sample
        .lines()
        .enumerate()
        .filter(|(_, text)| text.starts_with("worksum ="))
        .map(|(index, _)| index + 1)
        .collect();
    assert_eq!(worksum_lines[17], line);
    let message = failure["message"].as_str().unwrap();
    assert!(message.contains("from 7, the rolls 1 make 8"), "{message}");
    assert!(!message.contains("more like it"), "{message}");
}

#[test]
fn the_report_of_a_capture_that_does_not_send_back() {
    let text = text_report("ludo", "fixtures/ludo/submissions/no-capture.c");
    assert_named_snapshot("checks-ludo-no-capture", &text);
}

/// Correct programs in their own words (fixtures/ludo/reworded) fail and
/// error no game check.
#[test]
fn every_reworded_correct_program_is_clean_on_every_game_check() {
    crate::rewording::assert_reworded_programs_clean("ludo", crate::rewording::Judged::GameChecks);
}

/// Each bug program under each wording of fixtures/ludo/rewordings.yaml
/// fails the game checks its manifest names, and no other game check.
#[test]
fn reworded_bug_programs_still_fail_their_checks() {
    crate::rewording::assert_reworded_bugs_fail("ludo", true);
}
