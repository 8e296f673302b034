//! How a run ended: the verdict the checks and reports read, and the facts behind it.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// The outcome of one run of a program, in the words reports use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The program exited with code 0.
    Ok,
    /// The wall deadline passed while the program was still running.
    Timeout,
    /// The program exited with a non-zero code or was killed by a signal of its own making.
    Crash,
    /// The program printed more than the output cap.
    OutputLimit,
    /// The program went over its memory limit.
    MemoryLimit,
    /// The program asked for input after the script's last line.
    NeedsMoreInput,
    /// The submission did not build, so nothing ran (produced by the build step).
    BuildError,
}

impl Verdict {
    /// The kebab-case word reports print, the same as the serde form.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ok => "ok",
            Verdict::Timeout => "timeout",
            Verdict::Crash => "crash",
            Verdict::OutputLimit => "output-limit",
            Verdict::MemoryLimit => "memory-limit",
            Verdict::NeedsMoreInput => "needs-more-input",
            Verdict::BuildError => "build-error",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The end of a run: the verdict, what the operating system said about the process, and a sentence
/// for a student ("killed by SIGSEGV", "wall deadline of 10s passed").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunEnd {
    pub verdict: Verdict,
    /// The exit code when the program exited by itself.
    pub exit_code: Option<i32>,
    /// The signal that ended the process, including the SIGKILL croupier sends when a limit is hit.
    pub signal: Option<i32>,
    /// From the start of the program to the moment its end was known (cleanup not included).
    pub duration: Duration,
    pub detail: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_serialize_as_the_words_reports_use() {
        let table = [
            (Verdict::Ok, "ok"),
            (Verdict::Timeout, "timeout"),
            (Verdict::Crash, "crash"),
            (Verdict::OutputLimit, "output-limit"),
            (Verdict::MemoryLimit, "memory-limit"),
            (Verdict::NeedsMoreInput, "needs-more-input"),
            (Verdict::BuildError, "build-error"),
        ];
        for (verdict, word) in table {
            assert_eq!(
                serde_json::to_string(&verdict).unwrap(),
                format!("\"{word}\"")
            );
            assert_eq!(verdict.to_string(), word);
            let parsed: Verdict = serde_json::from_str(&format!("\"{word}\"")).unwrap();
            assert_eq!(parsed, verdict);
        }
    }
}
