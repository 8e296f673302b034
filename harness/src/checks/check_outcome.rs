//! The result of one check on one script's run: a value with the rule, where
//! in the transcript, what was expected and what was seen; never an error.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CheckStatus {
    Pass,
    Fail,
    /// The transcript could not be read for this check.
    Error,
    /// The script gave the check nothing to judge.
    Skip,
}

impl CheckStatus {
    pub fn label(self) -> &'static str {
        match self {
            CheckStatus::Pass => "PASS",
            CheckStatus::Fail => "FAIL",
            CheckStatus::Error => "ERROR",
            CheckStatus::Skip => "SKIP",
        }
    }
}

/// A line of the rendered transcript, counted from 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TranscriptLine {
    pub number: usize,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckOutcome {
    pub id: String,
    pub status: CheckStatus,
    /// One sentence: the rule in a student's words, and what happened.
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<TranscriptLine>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seen: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
}

impl CheckOutcome {
    pub fn new(id: &str, status: CheckStatus, message: impl Into<String>) -> Self {
        CheckOutcome {
            id: id.to_string(),
            status,
            message: message.into(),
            line: None,
            expected: None,
            seen: None,
            help: None,
        }
    }

    pub fn pass(id: &str, message: impl Into<String>) -> Self {
        CheckOutcome::new(id, CheckStatus::Pass, message)
    }

    pub fn fail(id: &str, message: impl Into<String>) -> Self {
        CheckOutcome::new(id, CheckStatus::Fail, message)
    }

    pub fn skip(id: &str, message: impl Into<String>) -> Self {
        CheckOutcome::new(id, CheckStatus::Skip, message)
    }

    pub fn error(id: &str, message: impl Into<String>) -> Self {
        CheckOutcome::new(id, CheckStatus::Error, message)
    }

    pub fn at(mut self, line: Option<TranscriptLine>) -> Self {
        self.line = line;
        self
    }

    pub fn expected(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self
    }

    pub fn seen(mut self, seen: impl Into<String>) -> Self {
        self.seen = Some(seen.into());
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}
