//! Cee-lo's rule checks end to end: the corpus against its manifest, the
//! reference passing every check, `verify` on the spec's own sample run and
//! on a transcript with one mistake per check, and reviewed failure wording.

use std::collections::BTreeMap;

use crate::corpus::{assert_corpus, assert_manifest_lists_every_submission};
use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};

/// Each of `ids` with status "pass".
fn all_passing<'a>(ids: impl IntoIterator<Item = &'a str>) -> BTreeMap<String, String> {
    ids.into_iter()
        .map(|id| (id.to_string(), "pass".to_string()))
        .collect()
}

fn game_checks() -> &'static [&'static str] {
    croupier::assignment::game_checks("ceelo").unwrap()
}

/// The status of each check in a JSON report.
fn statuses(stdout: &[u8]) -> BTreeMap<String, String> {
    crate::support::statuses_of(&serde_json::from_slice(stdout).expect("a JSON report"))
}

#[test]
fn the_corpus_fails_exactly_what_its_manifest_says() {
    assert_corpus("ceelo");
}

#[test]
fn the_manifest_lists_every_submission() {
    assert_manifest_lists_every_submission("ceelo");
}

#[test]
fn the_reference_passes_every_check() {
    let output = croupier(&shared_cache())
        .args(["check", "ceelo", "reference", "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let every_check = ["runs", "prompts", "draws", "exact-replay"]
        .into_iter()
        .chain(game_checks().iter().copied());
    assert_eq!(statuses(&output.stdout), all_passing(every_check));
}

#[test]
fn verify_reads_the_spec_sample_run_as_it_stands_and_passes_every_game_check() {
    let spec = repository_root().join("reference/tests/data/ceelo.txt");
    let output = croupier(&shared_cache())
        .args(["verify", "ceelo"])
        .arg(&spec)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let mut judged = statuses(&output.stdout);
    judged.retain(|id, _| crate::support::judged_from_a_transcript(id));
    assert_eq!(judged, all_passing(game_checks().iter().copied()));
}

#[test]
fn verify_reports_one_mistake_per_check_once_each() {
    let transcript = repository_root().join("fixtures/ceelo/transcripts/one-mistake-per-check.txt");
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args([
            "verify",
            "ceelo",
            "fixtures/ceelo/transcripts/one-mistake-per-check.txt",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(!text.contains("more like it"), "{text}");
    assert!(transcript.is_file());
    assert_named_snapshot("checks-ceelo-one-mistake-per-check", &text);
}

#[test]
fn a_buggy_submission_is_told_which_rule_it_broke() {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args([
            "check",
            "ceelo",
            "fixtures/ceelo/submissions/wager-above-accepted.c",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8(output.stdout).unwrap();
    // A one-bug program's report is read to the end.
    assert!(
        text.lines().count() < 80,
        "{} lines:\n{text}",
        text.lines().count()
    );
    assert_named_snapshot("checks-ceelo-wager-above-accepted", &text);
}

#[test]
fn an_instructor_can_override_a_pattern() {
    let folder = tempfile::tempdir().unwrap();
    let transcript = folder.path().join("run.txt");
    std::fs::write(
        &transcript,
        "Enter in an initial bank balance (in dollars): 100\n\
         Enter in a wager amount (in dollars): 10\n\
         You rolled (4, 5, 6)\nCPU rolled (1, 1, 2)\nWINNER: PLAYER\n\
         Do you want to continue playing or quit and take your money ($110.00)\n\
         ('c' for continue, 'q' for quit): q\n",
    )
    .unwrap();
    let judge = |patterns: Option<&std::path::Path>| {
        let mut command = croupier(&shared_cache());
        command.args(["verify", "ceelo"]).arg(&transcript);
        if let Some(file) = patterns {
            command.arg("--patterns").arg(file);
        }
        statuses(&command.args(["--format", "json"]).output().unwrap().stdout)
    };
    // The value reader reads "WINNER: PLAYER" by itself.
    let by_values = judge(None);
    assert_eq!(by_values["winner"], "pass", "{by_values:?}");
    assert_eq!(by_values["dice-range"], "pass", "{by_values:?}");
    // An override is used as given: rolls read by a pattern that matches
    // nothing leave the dice unjudged.
    let no_rolls = folder.path().join("no-rolls.yaml");
    std::fs::write(
        &no_rolls,
        "patterns:\n  roll: 'NEVER (?P<who>x)(?P<first>1)(?P<second>2)(?P<third>3)'\n",
    )
    .unwrap();
    assert_eq!(judge(Some(&no_rolls))["dice-range"], "skip");
    let overrides = folder.path().join("patterns.yaml");
    std::fs::write(
        &overrides,
        "patterns:\n  result: '(?i)winner:\\s*(?P<who>player|cpu)'\n",
    )
    .unwrap();
    let judged = judge(Some(&overrides));
    assert_eq!(judged["winner"], "pass", "{judged:?}");
    assert_eq!(judged["balance"], "pass", "{judged:?}");
}

/// Correct programs in their own words (fixtures/ceelo/reworded) are read by
/// values: no check fails or errors on any default script, `runs`,
/// `prompts`, `draws` and `exact-replay` included (scripts follow the
/// programs by meaning and play every game to the end).
#[test]
fn every_reworded_correct_program_is_clean_on_every_default_script() {
    crate::rewording::assert_reworded_programs_clean("ceelo", crate::rewording::Judged::EveryCheck);
}

/// Each bug program of submissions/ under each wording of
/// fixtures/ceelo/rewordings.yaml still fails the game checks its manifest
/// names (a bug may also break a check it leads to: a refused wager changes
/// every balance after it).
#[test]
fn reworded_bug_programs_still_fail_their_checks() {
    crate::rewording::assert_reworded_bugs_fail("ceelo", false);
}
