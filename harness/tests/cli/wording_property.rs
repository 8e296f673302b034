//! The property of issue 10: a correct program stays clean, and a buggy one
//! fails the check that names its bug, whatever the wording. Wordings are
//! generated from each game's rewordings (ChaCha-seeded, see `rewording`);
//! the suite plays a fixed sample, `scripts/property-wordings.sh` the full
//! size (`CROUPIER_WORDINGS=200`).

use std::path::Path;

use crate::rewording::{generated, Wording};
use crate::support::{croupier, repository_root, shared_cache};

/// How many wordings per game: the suite's sample, or the environment's.
fn wordings(sample: u64) -> u64 {
    std::env::var("CROUPIER_WORDINGS")
        .ok()
        .and_then(|count| count.parse().ok())
        .unwrap_or(sample)
}

/// The correct program each game's wordings are applied to, and the game's
/// bug programs: (path in submissions/, checks its manifest names).
fn corpus(game: &str) -> (String, Vec<(String, Vec<String>)>) {
    let path = repository_root()
        .join("fixtures")
        .join(game)
        .join("submissions/manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let manifest: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    let mut correct = None;
    let mut bugs = Vec::new();
    for entry in manifest["submissions"].as_sequence().unwrap() {
        let name = entry["path"].as_str().unwrap().to_string();
        match entry["fails"].as_sequence() {
            Some(fails) => bugs.push((
                name,
                fails
                    .iter()
                    .filter_map(|id| id.as_str().map(str::to_string))
                    .collect(),
            )),
            None => {
                correct.get_or_insert(name);
            }
        }
    }
    (correct.expect("a correct submission"), bugs)
}

/// `(check id, status)` of every check that did not pass.
fn not_passing(game: &str, program: &Path) -> Vec<(String, String)> {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["check", game])
        .arg(program)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{}: no JSON report; stderr: {}",
            program.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|check| check["status"] != "pass")
        .map(|check| {
            (
                check["id"].as_str().unwrap_or_default().to_string(),
                format!("{}: {}", check["status"], check["message"]),
            )
        })
        .collect()
}

/// Every game: each reader holds the property. Craps is Java, left out
/// (and said so) where javac is missing.
const GAMES: [&str; 5] = ["ceelo", "war", "ludo", "jawbone", "craps"];

/// The games this machine can build.
fn buildable_games() -> Vec<&'static str> {
    let javac = crate::support::javac_installed();
    GAMES
        .into_iter()
        .filter(|&game| {
            let runs = game != "craps" || javac;
            if !runs {
                eprintln!("craps skipped: javac is not installed");
            }
            runs
        })
        .collect()
}

#[test]
fn generated_wordings_of_a_correct_program_stay_clean() {
    assert_correct_programs_stay_clean(&buildable_games());
}

fn assert_correct_programs_stay_clean(games: &[&str]) {
    let temp = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    for &game in games {
        let (correct, _) = corpus(game);
        let program = repository_root()
            .join("fixtures")
            .join(game)
            .join("submissions")
            .join(&correct);
        for number in 0..wordings(2) {
            let wording: Wording = generated(game, number);
            let folder = temp.path().join(&wording.name);
            let reworded = wording.reword_program(&program, &folder);
            for (id, status) in not_passing(game, &reworded) {
                problems.push(format!("{} ({correct}): {id} {status}", wording.name));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn bug_programs_fail_their_check_under_generated_wordings() {
    let temp = tempfile::tempdir().unwrap();
    let mut problems = Vec::new();
    for game in buildable_games() {
        let (_, bugs) = corpus(game);
        // The suite's sample: one wording per game; each wording a bug
        // program of its own, in turn.
        for number in 0..wordings(1) {
            let wording = generated(game, 1000 + number);
            for (bug, fails) in bugs.iter().skip(number as usize % 2).step_by(2) {
                let program = repository_root()
                    .join("fixtures")
                    .join(game)
                    .join("submissions")
                    .join(bug);
                let folder = temp.path().join(&wording.name);
                let reworded = wording.reword_program(&program, &folder);
                let seen = not_passing(game, &reworded);
                for id in fails {
                    if !seen.iter().any(|(seen_id, _)| seen_id == id) {
                        problems.push(format!(
                            "{} ({bug}): {id} should fail; not passing: {seen:?}",
                            wording.name
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
