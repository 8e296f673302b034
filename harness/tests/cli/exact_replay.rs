//! The `exact-replay` check through the CLI: canonical C submissions play
//! the reference's game under every rigged script, a War program that
//! deals another game is reported with both lines and replayed by the
//! reproduce command, and programs whose draws croupier cannot see skip
//! with the reason.

use std::path::Path;

use serde_json::Value;

use crate::support::{croupier, repository_root, shared_cache};

/// `croupier check ASSIGNMENT PROGRAM --scripts SCRIPT --format json` from
/// the repository root: the exact-replay check's report.
fn exact_replay_report(assignment: &str, program: &Path, script: &str) -> Value {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["check", assignment])
        .arg(program)
        .args(["--scripts", script, "--format", "json"])
        .output()
        .expect("croupier runs");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{assignment} {}: no JSON report; stderr: {}",
            program.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    report["checks"]
        .as_array()
        .expect("a checks array")
        .iter()
        .find(|check| check["id"] == "exact-replay")
        .cloned()
        .expect("an exact-replay check")
}

/// The default scripts of `assignment` whose name starts with `prefix`.
fn scripts_of(assignment: &str, prefix: &str) -> Vec<String> {
    let folder = format!("fixtures/{assignment}/scripts");
    let mut scripts: Vec<String> = std::fs::read_dir(repository_root().join(&folder))
        .expect("the scripts folder")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(prefix) && name.ends_with(".yaml"))
        .map(|name| format!("{folder}/{name}"))
        .collect();
    scripts.sort();
    scripts
}

#[test]
fn canonical_c_submissions_play_the_reference_s_game_under_every_scenario_script() {
    // (assignment, canonical submission, which scripts: every rigged one, and
    // for War and the jawbone, whose specs fix the draw, every script)
    let table = [
        ("ceelo", "correct-template.c", "rigged-"),
        ("ludo", "spec-wording.c", "rigged-"),
        ("jawbone", "correct-spec.c", ""),
        ("war", "separate-files", ""),
    ];
    for (assignment, submission, prefix) in table {
        let program = repository_root()
            .join("fixtures")
            .join(assignment)
            .join("submissions")
            .join(submission);
        let scripts = scripts_of(assignment, prefix);
        assert!(!scripts.is_empty(), "{assignment} has scenario scripts");
        for script in scripts {
            let check = exact_replay_report(assignment, &program, &script);
            assert_eq!(check["status"], "pass", "{assignment} {script}: {check:#}");
            let message = check["results"][0]["message"].as_str().unwrap_or_default();
            assert!(
                message.starts_with("the same game as the reference's: "),
                "{assignment} {script}: {message}"
            );
        }
    }
}

#[test]
fn a_war_program_that_deals_another_game_is_reported_with_both_lines_and_replayed() {
    // srand is called once, not per game: from game 2 the cards differ.
    let program = repository_root().join("fixtures/war/submissions/srand-once.c");
    let check = exact_replay_report("war", &program, "fixtures/war/scripts/hundred-games.yaml");
    let result = &check["results"][0];
    assert_eq!(result["status"], "fail", "{check:#}");
    let message = result["message"].as_str().unwrap();
    assert!(
        // Game 1 is the reference's: 52 cards and the redraws of full ranks.
        message.starts_with("after 119 draws and 1 input, the reference's game drew the value "),
        "{message}"
    );
    assert!(message.contains("(the reference's line "), "{message}");
    assert!(result["expected"]
        .as_str()
        .unwrap()
        .starts_with("drew the value "));
    assert!(result["seen"]
        .as_str()
        .unwrap()
        .starts_with("drew the value "));
    // The reproduce command plays the very game: the line is where the report says.
    let reproduce = result["reproduce"].as_str().unwrap();
    let words: Vec<&str> = reproduce.split_whitespace().collect();
    assert_eq!(words[..2], ["croupier", "run"], "{reproduce}");
    let replay = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(&words[1..])
        .output()
        .expect("croupier runs");
    let transcript = String::from_utf8_lossy(&replay.stdout);
    let number = result["line"]["number"].as_u64().unwrap() as usize;
    assert_eq!(
        transcript.lines().nth(number - 1),
        result["line"]["text"].as_str(),
        "{reproduce}"
    );
}

#[test]
fn programs_whose_draws_cannot_be_pinned_skip_with_the_reason() {
    let folder = tempfile::tempdir().unwrap();
    // An executable croupier did not build: the shim is not preloaded.
    let executable = folder.path().join("war-built-elsewhere");
    let built = std::process::Command::new("cc")
        .arg("-o")
        .arg(&executable)
        .arg(repository_root().join("fixtures/war/submissions/one-file-own-wording.c"))
        .status()
        .expect("cc runs");
    assert!(built.success());
    let mut table = vec![(
        "ludo",
        executable.clone(),
        "fixtures/ludo/scripts/rigged-capture-and-overshoots.yaml",
        "not compared with the reference: croupier did not build this program from C sources",
    )];
    // A Java program that never makes a java.util.Random: nothing reaches its draws.
    let java = folder.path().join("Ludo.java");
    std::fs::write(
        &java,
        "public class Ludo { public static void main(String[] a) { \
         System.out.println(\"Player1:\"); } }\n",
    )
    .unwrap();
    if crate::support::javac_installed() {
        table.push((
            "ludo",
            java,
            "fixtures/ludo/scripts/rigged-capture-and-overshoots.yaml",
            "not compared with the reference: the program made no java.util.Random",
        ));
    } else {
        eprintln!("skipped the Java case: no javac here");
    }
    for (assignment, program, script, reason) in table {
        let check = exact_replay_report(assignment, &program, script);
        let message = check["results"][0]["message"].as_str().unwrap_or_default();
        assert_eq!(check["status"], "skip", "{}: {check:#}", program.display());
        assert!(
            message.starts_with(reason),
            "{}: {message}",
            program.display()
        );
    }
    // A C program under a script without dice is compared all the same:
    // every draw is rigged with the reference's own faces.
    let check = exact_replay_report(
        "ludo",
        &repository_root().join("fixtures/ludo/submissions/own-wording.c"),
        "fixtures/ludo/scripts/whole-game.yaml",
    );
    assert_eq!(check["status"], "pass", "{check:#}");
}
