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

/// The game checks a program fails or errors in a JSON report (not `runs`,
/// `prompts` or `exact-replay`, which judge other things).
fn game_checks_not_clean(path: &std::path::Path) -> Vec<String> {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["check", "ludo"])
        .arg(path)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{}: no JSON report; stderr: {}",
            path.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let game_checks = croupier::assignment::game_checks("ludo").unwrap();
    report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|check| {
            game_checks.contains(&check["id"].as_str().unwrap_or_default())
                && matches!(check["status"].as_str(), Some("fail" | "error"))
        })
        .map(|check| format!("{}: {}", check["id"], check["message"]))
        .collect()
}

fn yaml_file(path: &std::path::Path) -> serde_yaml::Value {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    serde_yaml::from_str(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

#[test]
fn every_reworded_correct_program_is_clean_on_every_game_check() {
    let folder = repository_root().join("fixtures/ludo/reworded");
    let manifest = yaml_file(&folder.join("manifest.yaml"));
    let entries = manifest["submissions"].as_sequence().unwrap();
    assert!(entries.len() >= 8, "{} reworded programs", entries.len());
    let mut problems = Vec::new();
    for entry in entries {
        let path = folder.join(entry["path"].as_str().unwrap());
        for problem in game_checks_not_clean(&path) {
            problems.push(format!("{}: {problem}", path.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_bug_program_under_every_rewording_still_fails_its_check() {
    let root = repository_root().join("fixtures/ludo");
    let rewordings = yaml_file(&root.join("rewordings.yaml"));
    let manifest = yaml_file(&root.join("submissions/manifest.yaml"));
    let game_checks = croupier::assignment::game_checks("ludo").unwrap();
    let temp = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    for variant in rewordings["variants"].as_sequence().unwrap() {
        let name = variant["name"].as_str().unwrap();
        for entry in manifest["submissions"].as_sequence().unwrap() {
            let fails: Vec<&str> = entry["fails"]
                .as_sequence()
                .map(|fails| fails.iter().filter_map(|id| id.as_str()).collect())
                .unwrap_or_default();
            let fails: Vec<&str> = fails
                .into_iter()
                .filter(|id| game_checks.contains(id))
                .collect();
            if fails.is_empty() {
                continue;
            }
            let file = entry["path"].as_str().unwrap();
            let mut source = std::fs::read_to_string(root.join("submissions").join(file)).unwrap();
            for replacement in variant["replace"].as_sequence().unwrap() {
                let from = replacement["from"].as_str().unwrap();
                let to = replacement["to"].as_str().unwrap();
                source = source.replace(from, to);
            }
            let folder = temp.path().join(name);
            std::fs::create_dir_all(&folder).unwrap();
            let path = folder.join(file);
            std::fs::write(&path, source).unwrap();
            let seen = game_checks_not_clean(&path);
            for id in &fails {
                if !seen
                    .iter()
                    .any(|problem| problem.starts_with(&format!("\"{id}\"")))
                {
                    problems.push(format!("{name}/{file}: {id} did not fail; saw {seen:?}"));
                }
            }
            for problem in &seen {
                if !fails
                    .iter()
                    .any(|id| problem.starts_with(&format!("\"{id}\"")))
                {
                    problems.push(format!("{name}/{file}: also {problem}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
