//! The seed shim seen from the command line: C programs compiled by croupier
//! draw the script's rigged faces under every usual mapping, a pinned seed
//! replays the same game, War-style seeding passes through, running out of
//! dice is noted, and a failure's `reproduce` command replays it exactly.

use std::path::{Path, PathBuf};

use reference::rng::GlibcRandom;

use crate::support::{c_program, croupier, shared_cache};

/// A program that asks one question, then prints `count` draws made by
/// `draw` (a C expression) after `seeding` (C statements).
fn drawing_program(folder: &Path, name: &str, seeding: &str, draw: &str, count: usize) -> PathBuf {
    c_program(
        folder,
        name,
        &format!(
            r#"#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(void) {{
    char line[64];
    printf("Enter initial bank balance: ");
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin)) return 1;
    {seeding}
    printf("draws:");
    for (int i = 0; i < {count}; i++) printf(" %ld", (long)({draw}));
    printf("\ntime: %ld\n", (long)time(NULL));
    return 0;
}}
"#
        ),
    )
}

fn script(folder: &Path, name: &str, body: &str) -> PathBuf {
    let path = folder.join(name);
    std::fs::write(
        &path,
        format!("description: {name}\n{body}steps:\n  - send: \"5\"\n"),
    )
    .expect("write the script");
    path
}

/// `croupier run`: the transcript and croupier's own lines on stderr.
fn run(assignment: &str, program: &Path, script: &Path, extra: &[&str]) -> (String, String) {
    let output = croupier(&shared_cache())
        .args(["run", assignment])
        .arg(program)
        .arg("--script")
        .arg(script)
        .args(extra)
        .output()
        .expect("croupier runs");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "croupier run failed: {stderr}");
    (String::from_utf8_lossy(&output.stdout).into_owned(), stderr)
}

/// The `draws:` line of a transcript, as numbers.
fn draws_in(transcript: &str) -> Vec<u32> {
    let line = transcript
        .lines()
        .find_map(|line| line.strip_prefix("draws:"))
        .unwrap_or_else(|| panic!("no draws line in:\n{transcript}"));
    line.split_whitespace()
        .map(|word| word.parse().expect("a number"))
        .collect()
}

fn glibc_draws(seed: u32, sides: u32, first: u32, count: usize) -> Vec<u32> {
    let mut generator = GlibcRandom::new(seed);
    (0..count)
        .map(|_| generator.next_random() % sides + first)
        .collect()
}

#[test]
fn each_usual_mapping_shows_the_scripted_faces() {
    let folder = tempfile::tempdir().unwrap();
    let faces = [3, 6, 1, 5, 2, 4, 6, 1];
    let rigged = script(
        folder.path(),
        "rigged.yaml",
        "seed: 7\ndice: [3, 6, 1, 5, 2, 4, 6, 1]\n",
    );
    let mappings = [
        ("modulo.c", "rand() % 6 + 1"),
        ("slice.c", "rand() / (RAND_MAX / 6 + 1) + 1"),
        ("scaled.c", "(int)(6 * (rand() / (RAND_MAX + 1.0))) + 1"),
        ("random.c", "random() % 6 + 1"),
    ];
    for (name, draw) in mappings {
        let program = drawing_program(folder.path(), name, "srand(time(NULL));", draw, 8);
        let (transcript, stderr) = run("ceelo", &program, &rigged, &[]);
        assert_eq!(draws_in(&transcript), faces, "{draw}");
        assert!(!stderr.contains("rigged draws"), "{stderr}");
    }
}

#[test]
fn rigged_dice_and_the_pinned_seed_reach_a_program_inside_bubblewrap() {
    if croupier::run::find_bubblewrap().is_none() {
        eprintln!("skipped: bubblewrap is not installed (apt-get install bubblewrap)");
        return;
    }
    // A cache under /tmp, which the sandbox hides behind a fresh tmpfs.
    let folder = tempfile::Builder::new().tempdir_in("/tmp").unwrap();
    let rigged = script(folder.path(), "rigged.yaml", "seed: 7\ndice: [5, 2, 6]\n");
    let program = drawing_program(
        folder.path(),
        "sandboxed.c",
        "srand(time(NULL));",
        "rand() % 6 + 1",
        5,
    );
    let output = croupier(&folder.path().join("cache"))
        .args(["run", "ceelo"])
        .arg(&program)
        .arg("--script")
        .arg(&rigged)
        .args(["--sandbox", "bwrap"])
        .output()
        .expect("croupier runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let draws = draws_in(&String::from_utf8_lossy(&output.stdout));
    // The three rigged faces, then glibc seeded with the script's seed.
    let mut expected = vec![5, 2, 6];
    expected.extend(glibc_draws(7, 6, 1, 2));
    assert_eq!(draws, expected);
    assert!(!stderr.contains("not pinned"), "{stderr}");
}

#[test]
fn rigged_throws_count_from_zero_where_the_game_does() {
    let folder = tempfile::tempdir().unwrap();
    let rigged = script(folder.path(), "throws.yaml", "dice: [16, 0, 99, 94]\n");
    let program = drawing_program(
        folder.path(),
        "throws.c",
        "srandom(atoi(line));",
        "random() % 100",
        4,
    );
    let (transcript, _) = run("jawbone", &program, &rigged, &[]);
    assert_eq!(draws_in(&transcript), [16, 0, 99, 94]);
}

#[test]
fn a_pinned_seed_makes_srand_of_time_repeatable() {
    let folder = tempfile::tempdir().unwrap();
    let seeded = script(folder.path(), "seeded.yaml", "seed: 7\n");
    let program = drawing_program(
        folder.path(),
        "clock.c",
        "srand(time(NULL));",
        "rand() % 6 + 1",
        12,
    );
    let (first, _) = run("ceelo", &program, &seeded, &[]);
    let (second, _) = run("ceelo", &program, &seeded, &[]);
    assert_eq!(first, second);
    assert_eq!(draws_in(&first), glibc_draws(7, 6, 1, 12));
    assert!(first.contains("time: 7\n"), "{first}");
    let (reseeded, _) = run("ceelo", &program, &seeded, &["--seed", "8"]);
    assert_eq!(draws_in(&reseeded), glibc_draws(8, 6, 1, 12));
}

#[test]
fn a_pinned_clock_still_moves_for_a_program_waiting_on_it() {
    let folder = tempfile::tempdir().unwrap();
    let seeded = script(folder.path(), "seeded.yaml", "seed: 7\n");
    // A one-second pause written as a busy-wait on time(), then one draw.
    let program = drawing_program(
        folder.path(),
        "pause.c",
        "time_t start = time(NULL); while (time(NULL) < start + 1) {} srand(start);",
        "rand() % 6 + 1",
        1,
    );
    let (transcript, _) = run("ceelo", &program, &seeded, &[]);
    assert_eq!(draws_in(&transcript), glibc_draws(7, 6, 1, 1));
    assert!(transcript.contains("time: 8\n"), "{transcript}");
}

#[test]
fn war_style_seeding_passes_through_when_the_spec_fixes_it() {
    let folder = tempfile::tempdir().unwrap();
    let seeded = script(folder.path(), "seeded.yaml", "seed: 99\n");
    // Three games seeded 1, 2, 3 as War seeds its games, four cards each.
    let program = drawing_program(
        folder.path(),
        "war.c",
        "",
        "(i % 4 == 0 ? srand(i / 4 + 1) : (void)0, rand() % 13 + 1)",
        12,
    );
    let (transcript, _) = run("war", &program, &seeded, &[]);
    let expected: Vec<u32> = (1..=3)
        .flat_map(|seed| glibc_draws(seed, 13, 1, 4))
        .collect();
    assert_eq!(draws_in(&transcript), expected);
    assert!(!transcript.contains("time: 99\n"), "{transcript}");
}

#[test]
fn dice_running_out_fall_back_to_the_seeded_generator_and_are_noted() {
    let folder = tempfile::tempdir().unwrap();
    let short = script(folder.path(), "short.yaml", "seed: 7\ndice: [6, 6, 3]\n");
    let program = drawing_program(
        folder.path(),
        "five.c",
        "srand(time(NULL));",
        "rand() % 6 + 1",
        5,
    );
    let (transcript, stderr) = run("ceelo", &program, &short, &[]);
    // The rigged draws did not advance glibc: its first two draws follow.
    let mut expected = vec![6, 6, 3];
    expected.extend(glibc_draws(7, 6, 1, 2));
    assert_eq!(draws_in(&transcript), expected);
    assert!(
        stderr.contains("drew more than the 3 draws the script rigs"),
        "{stderr}"
    );

    let output = croupier(&shared_cache())
        .args(["check", "ceelo"])
        .arg(&program)
        .arg("--scripts")
        .arg(&short)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
    let notes = report["notes"].to_string();
    assert!(
        notes.contains("script short: the program drew more than the 3 draws the script rigs"),
        "{notes}"
    );

    let exact = script(
        folder.path(),
        "exact.yaml",
        "seed: 7\ndice: [6, 6, 3, 1, 2]\n",
    );
    let (transcript, stderr) = run("ceelo", &program, &exact, &[]);
    assert_eq!(draws_in(&transcript), [6, 6, 3, 1, 2]);
    assert!(!stderr.contains("rigged draws"), "{stderr}");
}

/// A cee-lo-shaped game on `srand(time(NULL))` that ends with exit code 3, so
/// every script fails `runs` and names a command to reproduce it.
const FAILING_GAME: &str = r#"#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(void) {
    char line[64];
    srand(time(NULL));
    printf("Enter initial bank balance: ");
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin)) return 3;
    for (;;) {
        printf("Enter wager: ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) return 3;
        printf("Player rolls %d %d %d\n", rand() % 6 + 1, rand() % 6 + 1, rand() % 6 + 1);
        printf("Continue (c) or quit (q)? ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin) || line[0] == 'q') return 3;
    }
}
"#;

#[test]
fn a_failure_names_the_script_and_seed_that_replay_it_exactly() {
    let folder = tempfile::tempdir().unwrap();
    let program = c_program(folder.path(), "failing.c", FAILING_GAME);
    let output = croupier(&shared_cache())
        .args(["check", "ceelo"])
        .arg(&program)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
    let failures: Vec<serde_json::Value> = report["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .flat_map(|check| check["results"].as_array().cloned().unwrap_or_default())
        .filter(|result| result["status"] == "fail")
        .collect();
    assert!(!failures.is_empty(), "{report:#}");
    for failure in failures.iter().take(2) {
        assert!(failure["seed"].is_u64(), "{failure}");
        let script = failure["script"].as_str().expect("script");
        let command = failure["reproduce"].as_str().expect("reproduce");
        let words: Vec<&str> = command.split_whitespace().collect();
        assert_eq!(words[..3], ["croupier", "run", "ceelo"], "{command}");
        assert_eq!(words[words.len() - 2], "--script", "{command}");
        assert!(words[words.len() - 1].contains(script), "{command}");
        let replay = || {
            let output = croupier(&shared_cache())
                .args(&words[1..])
                .output()
                .expect("croupier runs");
            String::from_utf8_lossy(&output.stdout).into_owned()
        };
        let first = replay();
        assert!(first.contains("Player rolls"), "{first}");
        assert_eq!(first, replay(), "{command}");
    }
}
