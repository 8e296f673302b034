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

/// The uid lock of `uid`, as croupier keeps it under the temp dir.
pub(crate) fn hold_uid(uid: u32) -> std::fs::File {
    use std::os::fd::AsRawFd;
    let folder = std::env::temp_dir().join("croupier-uid-locks");
    std::fs::create_dir_all(&folder).unwrap();
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(folder.join(uid.to_string()))
        .unwrap();
    // SAFETY: flock on a descriptor this test owns.
    assert_eq!(
        unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) },
        0
    );
    lock
}

#[test]
fn a_run_that_finds_every_uid_held_is_reported_not_contained() {
    if !nix::unistd::geteuid().is_root() {
        eprintln!("skipped: runs get uids of their own only when croupier is root");
        return;
    }
    // A range of one uid, held here as another run would hold it.
    let uid = 1_900_999_999;
    let _held = hold_uid(uid);
    let output = croupier(&shared_cache())
        .env("CROUPIER_UIDS", format!("{uid}-{uid}"))
        .args(["run", "ceelo"])
        .arg(repository_root().join("fixtures/adversarial/exit3.c"))
        .arg("--script")
        .arg(repository_root().join("fixtures/adversarial/scripts/no-input.yaml"))
        .output()
        .expect("croupier runs");
    let report = String::from_utf8_lossy(&output.stderr);
    assert!(report.contains("not contained:"), "{report}");
    assert!(
        report.contains(&format!("every uid of the range {uid}-{uid} was held")),
        "{report}"
    );
}

#[test]
fn a_program_cannot_enter_a_classmates_run_or_reach_its_program() {
    if !nix::unistd::geteuid().is_root() {
        eprintln!("skipped: runs get uids and folders of their own only when croupier is root");
        return;
    }
    let adversarial = repository_root().join("fixtures/adversarial");
    let no_input = adversarial.join("scripts/no-input.yaml");
    // The classmate: a program that sleeps through its 3 s.
    let mut classmate = std::process::Command::new(env!("CARGO_BIN_EXE_croupier"))
        .env("CROUPIER_CACHE", shared_cache())
        .args(["run", "ceelo"])
        .arg(adversarial.join("sleeps_forever.c"))
        .arg("--script")
        .arg(&no_input)
        .args(["--time", "3s"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("croupier starts");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let output = croupier(&shared_cache())
        .args(["run", "ceelo"])
        .arg(adversarial.join("classmate_exec.c"))
        .arg("--script")
        .arg(&no_input)
        .output()
        .expect("croupier runs");
    let _ = classmate.wait();
    let transcript = String::from_utf8_lossy(&output.stdout);
    assert!(transcript.contains("own folder mode: 700"), "{transcript}");
    // Other croupiers on this machine may have runs of their own in /tmp: the classmate's
    // folder is the one named after its croupier's pid.
    let classmate_folder = format!("croupier-run-{}-", classmate.id());
    let line = transcript
        .lines()
        .find(|line| line.starts_with(&classmate_folder))
        .unwrap_or_else(|| panic!("the classmate's run was seen: {transcript}"));
    assert!(line.ends_with(": refused, program out of reach"), "{line}");
}
