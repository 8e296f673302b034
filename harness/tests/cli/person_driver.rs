//! A second, independent driver: each reference game played at a terminal as a person plays
//! it, with rexpect (spawn, wait for each prompt, type the answer), and its screen compared with
//! croupier's own driver's transcript of the same play. rexpect waits a fixed 100 ms inside
//! each expect, so each game is played once, with few prompts.

use std::path::Path;
use std::process::Command;

use rexpect::reader::ReadUntil;

use crate::support::{croupier, data, shared_cache};

/// What a person types: each prompt (its end, as it shows) with the answer.
type Dialogue = &'static [(&'static str, &'static str)];

/// What a person at the terminal saw: the game played by `croupier __reference GAME --seed`,
/// each `(prompt, answer)` typed once the prompt shows.
fn played_at_a_terminal(game: &str, seed: Option<u64>, dialogue: &[(&str, &str)]) -> String {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("croupier"));
    command.args(["__reference", game]);
    if let Some(seed) = seed {
        command.args(["--seed", &seed.to_string()]);
    }
    let mut session = rexpect::session::spawn_command(command, Some(30_000))
        .unwrap_or_else(|error| panic!("{game}: spawn the reference: {error}"));
    let mut screen = String::new();
    for (prompt, answer) in dialogue {
        let (before, prompt_seen) = session
            .exp_any(vec![ReadUntil::String(prompt.to_string())])
            .unwrap_or_else(|error| panic!("{game}: waiting for {prompt:?}: {error}\n{screen}"));
        screen.push_str(&before);
        screen.push_str(&prompt_seen);
        session.send_line(answer).expect("type the answer");
        // rexpect's terminal does not echo; a person's screen shows what they typed.
        screen.push_str(answer);
        screen.push('\n');
    }
    screen.push_str(&session.exp_eof().expect("the game ends by itself"));
    screen.replace("\r\n", "\n")
}

/// croupier's transcript of `script` played by the reference (`croupier run`).
fn played_by_croupier(game: &str, script: &Path) -> String {
    let output = croupier(&shared_cache())
        .args(["run", game, "reference", "--script"])
        .arg(script)
        .output()
        .expect("croupier runs");
    assert!(output.status.success(), "{game}: {output:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn each_reference_plays_at_a_terminal_as_croupiers_driver_records_it() {
    // (game, seed, what a person types at each prompt; the script of the same play)
    let plays: [(&str, Option<u64>, Dialogue); 3] = [
        (
            "ceelo",
            Some(7),
            &[
                ("initial bank balance (in dollars): ", "100"),
                ("wager amount (in dollars): ", "10"),
                ("'q' for quit): ", "q"),
            ],
        ),
        ("war", None, &[("to begin : ", "")]),
        ("ludo", Some(4), &[]),
    ];
    for (game, seed, dialogue) in plays {
        let person = played_at_a_terminal(game, seed, dialogue);
        let script = data(&format!("handin/person/{game}.yaml"));
        let recorded = played_by_croupier(game, &script);
        assert!(!person.trim().is_empty(), "{game}: nothing on the screen");
        let differing = person
            .trim_end()
            .lines()
            .zip(recorded.trim_end().lines())
            .enumerate()
            .find(|(_, (seen, kept))| seen != kept);
        assert!(
            differing.is_none() && person.trim_end().lines().count() == recorded.trim_end().lines().count(),
            "{game}: the screen at a terminal differs from croupier's transcript at line {:?}\n{person}",
            differing.map(|(index, lines)| (index + 1, lines))
        );
    }
}
