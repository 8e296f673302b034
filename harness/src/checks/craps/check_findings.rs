//! What one Craps check found over a transcript: how many things it judged
//! and the rule breaks, folded into one outcome (the first break, "and N
//! more"), or why there was nothing to judge.

use crate::checks::{CheckOutcome, TranscriptView};

/// One rule the program broke, where it printed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub offset: usize,
    pub message: String,
    pub expected: String,
    pub seen: String,
}

/// Why a check judged nothing: `Skip` when the run gave it nothing, `Error`
/// when the lines it reads could not be found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NothingJudged {
    Skip(String),
    Error(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckFindings {
    pub id: &'static str,
    /// How many things the check judged (bets, rolls, passes ...).
    pub judged: usize,
    pub findings: Vec<Finding>,
}

impl CheckFindings {
    pub fn new(id: &'static str) -> Self {
        CheckFindings {
            id,
            judged: 0,
            findings: Vec::new(),
        }
    }

    pub fn judged_one(&mut self) {
        self.judged += 1;
    }

    pub fn found(
        &mut self,
        offset: usize,
        message: impl Into<String>,
        expected: impl Into<String>,
        seen: impl Into<String>,
    ) {
        self.findings.push(Finding {
            offset,
            message: message.into(),
            expected: expected.into(),
            seen: seen.into(),
        });
    }

    /// The outcome: the first finding (counting the others), a pass saying
    /// what was judged, or `nothing` when nothing was.
    pub fn outcome(
        &self,
        view: &TranscriptView<'_>,
        passed: impl FnOnce(usize) -> String,
        nothing: impl FnOnce() -> NothingJudged,
    ) -> CheckOutcome {
        if let Some(first) = self.findings.first() {
            let more = match self.findings.len() - 1 {
                0 => String::new(),
                1 => " (and 1 more like it)".to_string(),
                others => format!(" (and {others} more like it)"),
            };
            return CheckOutcome::fail(self.id, format!("{}{more}", first.message))
                .at(Some(view.line_at(first.offset)))
                .expected(first.expected.clone())
                .seen(first.seen.clone());
        }
        if self.judged > 0 {
            return CheckOutcome::pass(self.id, passed(self.judged));
        }
        match nothing() {
            NothingJudged::Skip(why) => CheckOutcome::skip(self.id, why),
            NothingJudged::Error(why) => CheckOutcome::error(self.id, why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    #[test]
    fn findings_fold_into_one_outcome() {
        let view = TranscriptView::new("one\ntwo\nthree");
        let passed = |judged: usize| format!("{judged} judged");
        let mut none = CheckFindings::new("point");
        let skipped = none.outcome(&view, passed, || NothingJudged::Skip("no point".into()));
        assert_eq!(
            (skipped.status, skipped.message.as_str()),
            (CheckStatus::Skip, "no point")
        );
        let errored = none.outcome(&view, passed, || NothingJudged::Error("no rolls".into()));
        assert_eq!(errored.status, CheckStatus::Error);
        none.judged_one();
        let pass = none.outcome(&view, passed, || unreachable!());
        assert_eq!(
            (pass.status, pass.message.as_str()),
            (CheckStatus::Pass, "1 judged")
        );
        for offset in [5, 9, 0] {
            none.found(offset, "broke it", "this", "that");
        }
        let fail = none.outcome(&view, passed, || unreachable!());
        assert_eq!(fail.status, CheckStatus::Fail);
        assert_eq!(fail.message, "broke it (and 2 more like it)");
        assert_eq!(fail.line.unwrap().number, 2);
        assert_eq!(fail.expected.as_deref(), Some("this"));
    }
}
