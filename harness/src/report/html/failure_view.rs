//! One script's failure of one check, as a student's section shows it: the
//! rule, expected and seen (the differing characters marked), the transcript
//! around the line, and the command that replays it.

use super::ExcerptLine;
use crate::report::{value_diff, DiffPart, ScriptCheckResult};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailureView {
    pub check: String,
    pub status: &'static str,
    pub script: String,
    pub seed: Option<u64>,
    /// Withheld from students until grades are out (shown to the instructor).
    pub hidden: bool,
    /// The rule, and what happened.
    pub message: String,
    pub expected: Option<String>,
    pub seen: Option<String>,
    /// Seen cut into same and differing parts, when a character diff helps.
    pub seen_parts: Vec<DiffPart>,
    pub help: Option<String>,
    pub excerpt: Vec<ExcerptLine>,
    /// The failure's line when there is no excerpt around it.
    pub line: Option<(usize, String)>,
    pub reproduce: String,
}

impl FailureView {
    pub fn of(check: &str, result: &ScriptCheckResult) -> FailureView {
        let outcome = &result.outcome;
        let failing = outcome.line.as_ref().map(|line| line.number);
        let seen_parts = match (&outcome.expected, &outcome.seen) {
            (Some(expected), Some(seen)) => value_diff(expected, seen).unwrap_or_default(),
            _ => Vec::new(),
        };
        FailureView {
            check: check.to_string(),
            status: outcome.status.label(),
            script: result.script.clone(),
            seed: result.seed,
            hidden: result.hidden,
            message: outcome.message.clone(),
            expected: outcome.expected.clone(),
            seen: outcome.seen.clone(),
            seen_parts,
            help: outcome.help.clone(),
            excerpt: result
                .excerpt
                .iter()
                .map(|line| ExcerptLine::of(line, &result.typed, failing))
                .collect(),
            line: outcome
                .line
                .as_ref()
                .filter(|_| result.excerpt.is_empty())
                .map(|line| (line.number, line.text.clone())),
            reproduce: result.reproduce.clone(),
        }
    }
}
