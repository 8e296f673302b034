//! A transcript saved to a file for `verify`: read with a size cap, refused
//! when it is empty or not text, and what it can show of a run. A saved
//! transcript holds only what was on the screen, so some checks can never be
//! judged from it, and a pipe capture (`./game < answers.txt > saved.txt`)
//! does not even hold the answers typed.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use regex::Regex;

use crate::checks::{DRAWS, EXACT_REPLAY, PROMPTS, RUNS};
use crate::script::{GenericPrompt, Meanings};

/// No game's run prints this much; a bigger file is the wrong file.
pub const SAVED_TRANSCRIPT_CAP: u64 = 16 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum SavedTranscriptError {
    #[error("cannot read transcript {}: {source}", file.display())]
    Unreadable {
        file: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "transcript {} is empty: save what the program printed, with the answers typed, \
         into it (for example with `script -q saved.txt ./game`)",
        file.display()
    )]
    Empty { file: PathBuf },
    #[error(
        "transcript {} is not text: byte {offset} is a NUL byte (is it the program \
         itself, or a core dump?)",
        file.display()
    )]
    Binary { file: PathBuf, offset: usize },
    #[error(
        "transcript {} is not UTF-8 text (byte {offset}); convert it first, e.g. \
         `iconv -f latin1 -t utf-8 {} > saved-utf8.txt`",
        file.display(),
        file.display()
    )]
    NotUtf8 { file: PathBuf, offset: usize },
    #[error(
        "transcript {} is larger than {} MiB, more than any game prints: is it the right file?",
        file.display(),
        SAVED_TRANSCRIPT_CAP / (1024 * 1024)
    )]
    TooLarge { file: PathBuf },
}

/// A saved transcript's text, and whether the answers typed show in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedTranscript {
    pub text: String,
    pub shows_answers: bool,
}

impl SavedTranscript {
    /// Read `file`, at most [`SAVED_TRANSCRIPT_CAP`] bytes of it (so
    /// `/dev/zero` or a runaway log ends at once), and tell whether the
    /// answers typed show on its prompts (`meanings` name them).
    pub fn read(file: &Path, meanings: &Meanings) -> Result<SavedTranscript, SavedTranscriptError> {
        let unreadable = |source| SavedTranscriptError::Unreadable {
            file: file.to_path_buf(),
            source,
        };
        let opened = std::fs::File::open(file).map_err(unreadable)?;
        let mut bytes = Vec::new();
        let mut chunk = vec![0u8; 64 * 1024];
        let mut reader = opened.take(SAVED_TRANSCRIPT_CAP + 1);
        loop {
            let read = reader.read(&mut chunk).map_err(unreadable)?;
            if read == 0 {
                break;
            }
            // A NUL ends the reading at once: `/dev/zero` is never read to the cap.
            if let Some(at) = chunk[..read].iter().position(|&byte| byte == 0) {
                return Err(SavedTranscriptError::Binary {
                    file: file.to_path_buf(),
                    offset: bytes.len() + at,
                });
            }
            bytes.extend_from_slice(&chunk[..read]);
        }
        SavedTranscript::from_bytes(file, bytes, meanings)
    }

    pub fn from_bytes(
        file: &Path,
        bytes: Vec<u8>,
        meanings: &Meanings,
    ) -> Result<SavedTranscript, SavedTranscriptError> {
        let file = file.to_path_buf();
        if bytes.len() as u64 > SAVED_TRANSCRIPT_CAP {
            return Err(SavedTranscriptError::TooLarge { file });
        }
        if let Some(offset) = bytes.iter().position(|&byte| byte == 0) {
            return Err(SavedTranscriptError::Binary { file, offset });
        }
        let raw = String::from_utf8(bytes).map_err(|error| SavedTranscriptError::NotUtf8 {
            file: file.clone(),
            offset: error.utf8_error().valid_up_to(),
        })?;
        let text = crate::transcript::render_terminal_bytes(raw.as_bytes());
        if text.trim().is_empty() {
            return Err(SavedTranscriptError::Empty { file });
        }
        let shows_answers = shows_answers(&text, meanings);
        Ok(SavedTranscript {
            text,
            shows_answers,
        })
    }
}

/// Some prompt of the transcript has an answer after it on its line:
/// "Enter a wager: 50", "How many players? 2", "(c/q): q". A pipe capture
/// has none: the next output follows the prompt at once ("Enter a wager:
/// You rolled (2, 2, 6)").
pub fn shows_answers(text: &str, meanings: &Meanings) -> bool {
    // What a person types at a prompt: a number or one short word.
    static ANSWER: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\$?[\p{L}\d.,-]{1,12}$").expect("valid regex"));
    text.lines().any(|line| {
        let Some(mark) = line.rfind([':', '?']) else {
            return false;
        };
        let (prompt, tail) = (&line[..=mark], line[mark + 1..].trim());
        let names_something = meanings.names().any(|name| {
            meanings
                .get(name)
                .is_some_and(|meaning| meaning.is_named_by(prompt))
        }) || GenericPrompt::of(prompt).is_some();
        names_something && ANSWER.is_match(tail)
    })
}

/// The checks no saved transcript can judge, and why.
pub fn unjudgeable_from_a_transcript(check: &str) -> Option<&'static str> {
    match check {
        RUNS => {
            Some("a saved transcript does not show how the program ended (exit code, crash, limit)")
        }
        DRAWS => Some("a saved transcript does not hold the draws the program made"),
        PROMPTS => Some("a saved transcript comes with no script whose expectations it could meet"),
        EXACT_REPLAY => {
            Some("a saved transcript holds neither the program's draws nor when it asked for input")
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assignment::Assignment;

    fn read(bytes: &[u8]) -> Result<SavedTranscript, SavedTranscriptError> {
        let meanings = Assignment::builtin("ceelo").unwrap().meanings;
        SavedTranscript::from_bytes(Path::new("saved.txt"), bytes.to_vec(), &meanings)
    }

    #[test]
    fn answers_show_on_a_terminal_capture_and_not_on_a_pipe_capture() {
        let cases: [(&str, bool); 7] = [
            (
                "Enter in an initial bank balance (in dollars): 100\nYou rolled (1, 2, 3)\n",
                true,
            ),
            ("Your wager: 25.50\n", true),
            (
                "('c' for continue, 'q' for quit): q\nYou left with $10.00.\n",
                true,
            ),
            (
                "Enter in a wager amount (in dollars): You rolled (2, 2, 6)\n\
                 ('c' for continue, 'q' for quit): You left with $170.00.\n",
                false,
            ),
            (
                "Enter in an initial bank balance (in dollars): \nCee-lo rules:\n",
                false,
            ),
            // Output that only looks like an answer: no prompt of the game before it.
            ("Balance: $150.00\nResult: won\n", false),
            ("You rolled (4, 5, 6)\nYou won!\n", false),
        ];
        for (text, shown) in cases {
            assert_eq!(
                read(text.as_bytes()).unwrap().shows_answers,
                shown,
                "{text:?}"
            );
        }
    }

    #[test]
    fn empty_binary_foreign_or_oversized_files_are_refused_naming_the_file() {
        let oversized = vec![b'a'; SAVED_TRANSCRIPT_CAP as usize + 1];
        let cases: [(&[u8], &str); 5] = [
            (b"", "transcript saved.txt is empty"),
            (b" \n\r\n\t\n", "transcript saved.txt is empty"),
            (
                b"You rolled\0\0\0",
                "transcript saved.txt is not text: byte 10 is a NUL byte",
            ),
            (
                b"Pitk\xe4 Rivi\n",
                "transcript saved.txt is not UTF-8 text (byte 4)",
            ),
            (&oversized, "transcript saved.txt is larger than 16 MiB"),
        ];
        for (bytes, message) in cases {
            let error = read(bytes).unwrap_err().to_string();
            assert!(error.starts_with(message), "{error}");
        }
        assert_eq!(
            read(b"You rolled (1, 1, 1)\n").unwrap().text,
            "You rolled (1, 1, 1)\n"
        );
    }

    #[test]
    fn the_checks_a_transcript_cannot_judge_are_named_with_a_reason() {
        // (check, never judged from a transcript); what needs the answers
        // typed is said per check in assignment.yaml (`needs_inputs:`).
        let cases = [
            ("runs", true),
            ("prompts", true),
            ("exact-replay", true),
            ("draws", true),
            ("balance", false),
            ("dice-range", false),
            ("come-out", false),
            ("pile-counts", false),
        ];
        for (check, never) in cases {
            assert_eq!(
                unjudgeable_from_a_transcript(check).is_some(),
                never,
                "{check}"
            );
        }
    }
}
