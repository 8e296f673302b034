//! Submissions that try to score without playing (fixtures/adversarial/): replaying croupier's
//! reference game, or running a classmate's program. Each must score less than full marks.

use std::path::{Path, PathBuf};

use crate::support::{croupier, repository_root, shared_cache};

/// fixtures/adversarial/reference_exec/ copied into `folder`, with the header that tells it
/// where croupier is (a student on the grading machine would know the path).
fn reference_exec_submission(folder: &Path) -> PathBuf {
    let submission = folder.join("reference_exec");
    std::fs::create_dir_all(&submission).unwrap();
    std::fs::copy(
        repository_root().join("fixtures/adversarial/reference_exec/reference_exec.c"),
        submission.join("reference_exec.c"),
    )
    .unwrap();
    std::fs::write(
        submission.join("croupier_path.h"),
        format!(
            "#define CROUPIER \"{}\"\n",
            env!("CARGO_BIN_EXE_croupier").replace('\\', "\\\\")
        ),
    )
    .unwrap();
    submission
}

#[test]
fn a_program_that_replays_the_reference_finds_no_plan_is_refused_and_scores_less_than_full_marks() {
    let folder = tempfile::tempdir().unwrap();
    let submission = reference_exec_submission(folder.path());
    let script = repository_root().join("fixtures/ceelo/scripts/all-in.yaml");
    let run = croupier(&shared_cache())
        .args(["run", "ceelo"])
        .arg(&submission)
        .arg("--script")
        .arg(&script)
        .output()
        .expect("croupier runs");
    let transcript = String::from_utf8_lossy(&run.stdout);
    assert!(
        transcript.contains("replaying the reference with seed"),
        "{transcript}"
    );
    // Nothing of the game in the environment it started with, and the plan already removed.
    assert!(!transcript.contains("environment holds"), "{transcript}");
    assert!(!transcript.contains("plan file: readable"), "{transcript}");
    assert!(
        transcript.contains("reference games do not play inside a program croupier runs"),
        "{transcript}"
    );
    let check = croupier(&shared_cache())
        .args(["check", "ceelo"])
        .arg(&submission)
        .arg("--scripts")
        .arg(&script)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    assert_eq!(check.status.code(), Some(1), "{check:?}");
    let report: serde_json::Value = serde_json::from_slice(&check.stdout).expect("JSON");
    let (score, max) = (
        report["score"].as_f64().unwrap(),
        report["max_score"].as_f64().unwrap(),
    );
    assert!(score < max / 2.0, "{score} of {max}: {report}");
}
