//! `verify` on what a student might hand it: a pipe capture whose answers do
//! not show, an empty file, a binary, an endless device. Each gets a plain
//! message naming the file; nothing is judged from what is not there.

use crate::support::{croupier, data, shared_cache};

#[test]
fn a_pipe_capture_says_its_answers_do_not_show_and_judges_only_what_needs_none() {
    // balance-not-kept.c run as `./a.out < answers > saved.txt`: the balance
    // never changes, but without the wagers typed nothing can say so.
    let transcript = data("transcripts/ceelo-balance-not-kept-piped.txt");
    let output = croupier(&shared_cache())
        .args(["verify", "ceelo"])
        .arg(&transcript)
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(
        text.contains("note: the transcript shows no answers after its prompts (saved from a pipe"),
        "{text}"
    );
    for check in ["wager-validation", "balance", "game-flow"] {
        let line = text
            .lines()
            .skip_while(|line| !line.starts_with(&format!("SKIP  {check} ")))
            .nth(1)
            .unwrap_or_else(|| panic!("{check} is not judged:\n{text}"));
        assert!(
            line.contains("this check reads what was typed, and the transcript shows no answers"),
            "{check}: {line}"
        );
    }
    for check in ["runs", "prompts", "draws", "exact-replay"] {
        assert!(
            text.contains(&format!("SKIP  {check} ")),
            "{check} is listed, not dropped:\n{text}"
        );
    }
    assert!(text.contains("score: 0 / 25\n"), "{text}");
}

#[test]
fn empty_binary_and_endless_inputs_are_refused_at_once_naming_the_file() {
    let cases = [
        (data("transcripts/empty.txt"), "empty.txt is empty"),
        (
            data("transcripts/binary.txt"),
            "binary.txt is not text: byte 7 is a NUL byte",
        ),
        // Byte 0, not the size cap: reading stops at the first NUL.
        (
            "/dev/zero".into(),
            "transcript /dev/zero is not text: byte 0 is a NUL byte",
        ),
        (
            "/no/such/run.txt".into(),
            "cannot read transcript /no/such/run.txt",
        ),
    ];
    for (file, message) in cases {
        let output = croupier(&shared_cache())
            .args(["verify", "ceelo"])
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{file:?}: {stderr}");
        assert!(stderr.contains(message), "{file:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{file:?}: no report");
    }
}
