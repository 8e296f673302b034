//! Craps rule checks end to end: the reference passes every check, the
//! sample submissions fail exactly what their manifest says, `verify`
//! judges a saved transcript, and one failure report is kept for review.

use crate::rewording::Wording;
use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};

fn json_of(output: &std::process::Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).unwrap_or_else(|error| {
        panic!(
            "no JSON report ({error}); stderr: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

fn statuses(report: &serde_json::Value) -> Vec<(String, String)> {
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

#[test]
fn the_reference_passes_every_craps_check() {
    let output = croupier(&shared_cache())
        .args(["check", "craps", "reference", "--format", "json"])
        .output()
        .expect("croupier runs");
    assert_eq!(output.status.code(), Some(0));
    let checks = statuses(&json_of(&output));
    let ids: Vec<&str> = checks.iter().map(|(id, _)| id.as_str()).collect();
    let game_checks = croupier::assignment::game_checks("craps").expect("craps has checks");
    assert_eq!(ids[..3], ["runs", "prompts", "draws"]);
    assert_eq!(ids[3..ids.len() - 1], *game_checks);
    assert_eq!(ids.last(), Some(&"exact-replay"));
    for (id, status) in &checks {
        assert_eq!(status, "pass", "{id}");
    }
}

/// The report without what a run's timing changes.
/// A report without what differs between two checks of the same game: durations, and whether the
/// build came from the cache (the first check of a cold cache builds, the second does not).
fn without_timings(report: &str) -> String {
    let durations =
        regex::Regex::new(r#""duration_ms": \d+|in \d+\.\d+ s|"cached": (true|false)"#).unwrap();
    durations.replace_all(report, "T").into_owned()
}

#[test]
fn a_java_craps_submission_plays_the_same_game_twice_and_is_replayed() {
    if crate::support::skipped_without_javac("the Java Craps replay") {
        return;
    }
    let submission = repository_root().join("fixtures/craps/submissions/correct-spec-wording");
    let check = || {
        let output = croupier(&shared_cache())
            .args(["check", "craps"])
            .arg(&submission)
            .args(["--format", "json"])
            .output()
            .expect("croupier runs");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let first = check();
    assert_eq!(without_timings(&first), without_timings(&check()));
    let report: serde_json::Value = serde_json::from_str(&first).expect("a JSON report");
    let exact_replay = statuses(&report)
        .into_iter()
        .find(|(id, _)| id == "exact-replay");
    assert_eq!(
        exact_replay,
        Some(("exact-replay".to_string(), "pass".to_string())),
        "{report:#}"
    );
}

#[test]
fn the_craps_corpus_fails_what_its_manifest_says() {
    crate::corpus::assert_corpus("craps");
}

#[test]
fn the_craps_manifest_lists_every_submission() {
    crate::corpus::assert_manifest_lists_every_submission("craps");
}

/// The reference's transcript of a default script, as `croupier run` prints it.
fn reference_transcript(script: &str) -> String {
    let output = croupier(&shared_cache())
        .args(["run", "craps", "reference", "--script", script])
        .output()
        .expect("croupier runs");
    assert!(output.status.success());
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn verify(text: &str) -> serde_json::Value {
    let folder = tempfile::tempdir().expect("a temp dir");
    let path = folder.path().join("transcript.txt");
    std::fs::write(&path, text).expect("write the transcript");
    let output = croupier(&shared_cache())
        .args(["verify", "craps"])
        .arg(&path)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    json_of(&output)
}

#[test]
fn verify_passes_a_saved_reference_game() {
    let report = verify(&reference_transcript("three-players-bets"));
    for (id, status) in statuses(&report) {
        if crate::support::judged_from_a_transcript(&id) {
            assert_eq!(status, "pass", "{id}");
        }
    }
}

#[test]
fn verify_reports_an_eleven_taken_for_craps_once_at_its_line() {
    let transcript = reference_transcript("spec-two-players");
    // Seed 5 opens with an 11: make the program call it craps.
    let natural = "Congratulations Bill! You have rolled a natural. You win!";
    let number = transcript
        .lines()
        .position(|line| line == natural)
        .expect("the natural")
        + 1;
    let edited = transcript.replace(natural, "Sorry Bill, you have crapped out. You lose!");
    let report = verify(&edited);
    let failed: Vec<&serde_json::Value> = report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|check| check["status"] == "fail")
        .collect();
    let ids: Vec<&str> = failed
        .iter()
        .map(|check| check["id"].as_str().unwrap())
        .collect();
    // The bank rolls still show Bill winning: payout follows the program's
    // verdict, so only the come-out and the money that moved disagree.
    assert!(ids.contains(&"come-out"), "{report}");
    let come_out = failed
        .iter()
        .find(|check| check["id"] == "come-out")
        .unwrap();
    assert_eq!(
        come_out["message"],
        "A come-out roll of 11 is a natural: the shooter wins at once"
    );
    assert_eq!(come_out["line"], number);
}

#[test]
fn a_bet_that_is_not_a_multiple_of_ten_is_reported_for_review() {
    let submission = repository_root().join("fixtures/craps/submissions/BetAnyAmount.java");
    let output = croupier(&shared_cache())
        .args(["check", "craps"])
        .arg(&submission)
        .output()
        .expect("croupier runs");
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8(output.stdout)
        .expect("UTF-8")
        .replace(&submission.display().to_string(), "BetAnyAmount.java");
    assert_named_snapshot("checks-craps-BetAnyAmount", &text);
}

/// The checks `runs`, `prompts` and `exact-replay` are other work's: the
/// reworded corpus is judged on the game checks (and `draws`).
const NOT_JUDGED_HERE: [&str; 3] = ["runs", "prompts", "exact-replay"];

#[derive(serde::Deserialize)]
struct Manifest {
    submissions: Vec<ManifestEntry>,
}

#[derive(serde::Deserialize)]
struct ManifestEntry {
    path: String,
    #[serde(default)]
    fails: Vec<String>,
    /// Checks that must be judged (pass or fail), not left aside.
    #[serde(default)]
    judged: Vec<String>,
}

fn manifest(relative: &str) -> Manifest {
    let path = repository_root().join(relative);
    let text = std::fs::read_to_string(&path).expect("the manifest");
    serde_yaml::from_str(&text).expect("the manifest parses")
}

fn check_json(program: &std::path::Path) -> serde_json::Value {
    let output = croupier(&shared_cache())
        .args(["check", "craps"])
        .arg(program)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    json_of(&output)
}

/// Every check's status and, for the broken ones, what it said.
fn broken_checks(report: &serde_json::Value) -> Vec<String> {
    report["checks"]
        .as_array()
        .expect("a checks array")
        .iter()
        .filter(|check| !NOT_JUDGED_HERE.contains(&check["id"].as_str().unwrap_or_default()))
        .filter(|check| check["status"] == "fail" || check["status"] == "error")
        .map(|check| {
            format!(
                "{} {} ({}): {}",
                check["id"], check["status"], check["script"], check["message"]
            )
        })
        .collect()
}

/// Run `work` on each item, two at a time (the machine is shared).
fn two_at_a_time<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let mut results = Vec::with_capacity(items.len());
    for pair in items.chunks(2) {
        std::thread::scope(|scope| {
            let handles: Vec<_> = pair.iter().map(|item| scope.spawn(|| work(item))).collect();
            results.extend(handles.into_iter().map(|handle| handle.join().unwrap()));
        });
    }
    results
}

/// Correct programs are clean; the bug programs among them (`fails:`, the
/// failing shapes of the held-out corpus in other words) fail what their
/// manifest names and nothing else.
#[test]
fn correct_programs_in_other_words_are_clean_on_every_game_check() {
    if crate::support::skipped_without_javac("the Java Craps programs") {
        return;
    }
    let entries = manifest("fixtures/craps/reworded/manifest.yaml").submissions;
    assert!(
        entries
            .iter()
            .filter(|entry| entry.fails.is_empty())
            .count()
            >= 8,
        "the reworded corpus has its correct programs"
    );
    let broken = manifest_problems("fixtures/craps/reworded", &entries);
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Each program of `folder` checked against its `entries`: a bug program
/// (`fails:`) fails each check named, and only those; a correct one none;
/// the checks `judged:` are judged. The problems, one a line.
fn manifest_problems(folder: &str, entries: &[ManifestEntry]) -> Vec<String> {
    let broken = two_at_a_time(entries, |entry| {
        let program = repository_root().join(folder).join(&entry.path);
        let report = check_json(&program);
        assert!(
            report["checks"]
                .as_array()
                .is_some_and(|checks| !checks.is_empty()),
            "{}: {report}",
            entry.path
        );
        let status_of = |id: &str| -> String {
            report["checks"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|check| check["id"] == id)
                .and_then(|check| check["status"].as_str())
                .unwrap_or("absent")
                .to_string()
        };
        let mut problems: Vec<String> = entry
            .fails
            .iter()
            .filter(|id| !NOT_JUDGED_HERE.contains(&id.as_str()))
            .filter(|id| status_of(id) != "fail")
            .map(|id| {
                format!(
                    "{}: the bug should fail {id}, which did not fail",
                    entry.path
                )
            })
            .collect();
        problems.extend(
            broken_checks(&report)
                .into_iter()
                .filter(|broken| {
                    !entry
                        .fails
                        .iter()
                        .any(|id| broken.starts_with(&format!("\"{id}\" \"fail\"")))
                })
                .map(|broken| format!("{}: {broken}", entry.path)),
        );
        problems.extend(
            entry
                .judged
                .iter()
                .filter(|id| !matches!(status_of(id).as_str(), "pass" | "fail"))
                .map(|id| format!("{}: {id} was not judged ({})", entry.path, status_of(id))),
        );
        problems
    });
    broken.into_iter().flatten().collect()
}

/// Rolls are judged on the totals a program shows: two dice printed only
/// as their sum, or one number drawn a roll (which `draws` fails), the
/// come-out and point rules still apply to the numbers rolled.
#[test]
fn come_out_and_point_are_judged_on_the_totals_shown() {
    let entries = manifest("fixtures/craps/totals/manifest.yaml").submissions;
    let correct = entries
        .iter()
        .filter(|entry| {
            !entry
                .fails
                .iter()
                .any(|id| id == "come-out" || id == "point")
        })
        .count();
    assert!(
        correct >= 2 && entries.len() - correct >= 2,
        "the totals corpus has two correct programs and two bugs"
    );
    let broken = manifest_problems("fixtures/craps/totals", &entries);
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn the_same_bugs_in_other_words_still_fail_their_checks() {
    if crate::support::skipped_without_javac("the Java Craps programs") {
        return;
    }
    let variants = crate::rewording::variants("craps");
    let bugs: Vec<ManifestEntry> = manifest("fixtures/craps/submissions/manifest.yaml")
        .submissions
        .into_iter()
        .filter(|entry| {
            entry
                .fails
                .iter()
                .any(|id| !NOT_JUDGED_HERE.contains(&id.as_str()))
        })
        .collect();
    assert!(!bugs.is_empty());
    let count = variants.len();
    let cases: Vec<(&Wording, &ManifestEntry)> = variants
        .iter()
        .enumerate()
        .flat_map(|(at, variant)| {
            bugs.iter()
                .enumerate()
                .filter(move |(bug, _)| crate::rewording::in_sample(at, *bug, count))
                .map(move |(_, bug)| (variant, bug))
        })
        .collect();
    let missed = two_at_a_time(&cases, |(variant, bug)| {
        let source = repository_root()
            .join("fixtures/craps/submissions")
            .join(&bug.path);
        let folder = tempfile::tempdir().expect("a temp dir");
        let reworded = variant.reword_program(&source, folder.path());
        let report = check_json(&reworded);
        let failed: Vec<(String, String)> = statuses(&report);
        bug.fails
            .iter()
            .filter(|id| !NOT_JUDGED_HERE.contains(&id.as_str()))
            .filter(|id| {
                !failed
                    .iter()
                    .any(|(seen, status)| seen == *id && status == "fail")
            })
            .map(|id| format!("{} under {}: {id} did not fail", bug.path, variant.name))
            .collect::<Vec<_>>()
    });
    let missed: Vec<String> = missed.into_iter().flatten().collect();
    assert!(missed.is_empty(), "{}", missed.join("\n"));
}
