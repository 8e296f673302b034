//! A second, independent driver: each reference game played at a terminal as a person plays
//! it, with rexpect (spawn, wait for each prompt, type the answer), and its screen compared with
//! croupier's own driver's transcript of the same play, for all five games. rexpect waits a
//! fixed 100 ms inside each expect, so each game is played once, with few prompts (the
//! jawbone's eleven are the most).

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
    utf8_of_bytes_read_as_chars(&screen).replace("\r\n", "\n")
}

/// rexpect reads the terminal a byte at a time and makes each byte a char
/// ("Erillään" comes out "ErillÃ¤Ã¤n"): the bytes again, read as UTF-8.
fn utf8_of_bytes_read_as_chars(screen: &str) -> String {
    let bytes: Vec<u8> = screen
        .chars()
        .map(|char| u8::try_from(u32::from(char)).expect("rexpect gives one char per byte"))
        .collect();
    String::from_utf8(bytes).expect("the games print UTF-8")
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
    const PASS: (&str, &str) = ("Throw again? (Y/N): ", "n");
    let plays: [(&str, Option<u64>, Dialogue); 5] = [
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
        // The seed is typed, as the spec's EnterRandomSeed reads it.
        (
            "jawbone",
            None,
            &[
                ("random number seed: ", "107"),
                ("play Porojen Leuka? (Y/N): ", "y"),
                ("throw first? (Y/N): ", "n"),
                PASS,
                PASS,
                PASS,
                PASS,
                PASS,
                PASS,
                PASS,
                ("play again? (Y/N): ", "n"),
            ],
        ),
        (
            "craps",
            Some(5),
            &[
                ("(minimum of 2 to maximum of 6):", "2"),
                ("player# 1 and press ENTER: ", "Bill"),
                ("player# 2 and press ENTER: ", "Tony"),
                ("Enter Y for yes, or N for no: ", "N"),
                ("Enter your bet amount: $", "100"),
                ("whichever is less: $", "100"),
            ],
        ),
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
