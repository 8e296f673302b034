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

/// The checks of a JSON report that failed or errored, with their messages.
fn faults(stdout: &[u8]) -> Vec<String> {
    let report: serde_json::Value = serde_json::from_slice(stdout).expect("a JSON report");
    report["checks"]
        .as_array()
        .expect("a list of checks")
        .iter()
        .filter(|check| matches!(check["status"].as_str(), Some("fail" | "error")))
        .map(|check| format!("{} {}: {}", check["id"], check["status"], check["message"]))
        .collect()
}

fn yaml_of(relative: &str) -> serde_yaml::Value {
    let path = repository_root().join(relative);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{relative}: {error}"));
    serde_yaml::from_str(&text).unwrap_or_else(|error| panic!("{relative}: {error}"))
}

/// Correct programs in their own words (fixtures/ceelo/reworded) are read by
/// values: no check fails or errors on any default script, `runs`,
/// `prompts`, `draws` and `exact-replay` included (scripts follow the
/// programs by meaning and play every game to the end).
#[test]
fn every_reworded_correct_program_is_clean_on_every_default_script() {
    let manifest = yaml_of("fixtures/ceelo/reworded/manifest.yaml");
    let mut problems = Vec::new();
    let entries = manifest["submissions"].as_sequence().expect("submissions");
    assert!(entries.len() >= 8);
    for entry in entries {
        let path = entry["path"].as_str().expect("a path");
        let output = croupier(&shared_cache())
            .args(["check", "ceelo"])
            .arg(repository_root().join("fixtures/ceelo/reworded").join(path))
            .args(["--format", "json"])
            .output()
            .unwrap();
        for fault in faults(&output.stdout) {
            problems.push(format!("{path}: {fault}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `from` replaced by `to` everywhere in `source`, variant by variant.
fn reworded(source: &str, replacements: &[(String, String)]) -> String {
    replacements
        .iter()
        .fold(source.to_string(), |text, (from, to)| {
            text.replace(from, to)
        })
}

/// Bugs that show only in scripts driven by `answer: - when:` prompt words
/// (many-games' 150 games, rigged-combinations' third game): a reworded
/// program's prompts do not say them, so those runs stop at the first wager
/// until scripts follow unnamed prompts. Checked with plain `send:` copies of
/// the scripts, the reworded bug fails its check.
const WAITS_FOR_SCRIPTS_FOLLOWING_UNNAMED_PROMPTS: &[(&str, &str)] =
    &[("tie-counts-as-loss.c", "reroll")];

/// Known limits of the value reader (to fix, not to hide): under the
/// `own-lines-crlf` wording the scripts answer a re-asked bare `Amount? `
/// with an empty line, and the reader does not take an empty answer for a
/// question asked, so it misses the refusal of the whole balance and the
/// wager asked after 'q'. The other checks of these programs still fail.
const KNOWN_READER_LIMITS: &[(&str, &str, &str)] = &[
    (
        "own-lines-crlf",
        "wager-equal-refused.c",
        "wager-validation",
    ),
    ("own-lines-crlf", "quit-ignored.c", "game-flow"),
];

/// Each bug program of submissions/ under each wording of
/// fixtures/ceelo/rewordings.yaml still fails the game checks its manifest names.
#[test]
fn reworded_bug_programs_still_fail_their_checks() {
    let rewordings = yaml_of("fixtures/ceelo/rewordings.yaml");
    let manifest = yaml_of("fixtures/ceelo/submissions/manifest.yaml");
    let folder = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    for variant in rewordings["variants"].as_sequence().expect("variants") {
        let name = variant["name"].as_str().expect("a name");
        let replacements: Vec<(String, String)> = variant["replace"]
            .as_sequence()
            .expect("replacements")
            .iter()
            .map(|step| {
                (
                    step["from"].as_str().unwrap().to_string(),
                    step["to"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        for entry in manifest["submissions"].as_sequence().unwrap() {
            let fails: Vec<&str> = entry["fails"]
                .as_sequence()
                .map(|fails| fails.iter().filter_map(|id| id.as_str()).collect())
                .unwrap_or_default();
            let named: Vec<&str> = fails
                .into_iter()
                .filter(|id| game_checks().contains(id))
                .collect();
            if named.is_empty() {
                continue;
            }
            let path = entry["path"].as_str().unwrap();
            let source = std::fs::read_to_string(
                repository_root()
                    .join("fixtures/ceelo/submissions")
                    .join(path),
            )
            .unwrap();
            let program = folder.path().join(format!("{name}-{path}"));
            std::fs::write(&program, reworded(&source, &replacements)).unwrap();
            let output = croupier(&shared_cache())
                .args(["check", "ceelo"])
                .arg(&program)
                .args(["--format", "json"])
                .output()
                .unwrap();
            let seen = statuses(&output.stdout);
            for id in named {
                let pending = WAITS_FOR_SCRIPTS_FOLLOWING_UNNAMED_PROMPTS.contains(&(path, id));
                if pending && seen.get("prompts").map(String::as_str) == Some("fail") {
                    continue;
                }
                if KNOWN_READER_LIMITS.contains(&(name, path, id)) {
                    continue;
                }
                if seen.get(id).map(String::as_str) != Some("fail") {
                    problems.push(format!("{path} as {name}: {id} is {:?}", seen.get(id)));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
