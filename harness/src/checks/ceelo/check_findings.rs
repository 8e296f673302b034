//! What one check found in one run: how many things it judged and the faults,
//! folded into a single outcome (the first fault, "and N more").

use crate::checks::{CheckOutcome, TranscriptView};

/// One broken rule, where it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub offset: usize,
    /// The rule in a student's words, and what happened.
    pub message: String,
    pub expected: String,
    pub seen: String,
}

#[derive(Debug, Clone)]
pub struct CheckFindings {
    id: &'static str,
    judged: usize,
    faults: Vec<Finding>,
}

impl CheckFindings {
    pub fn new(id: &'static str) -> Self {
        CheckFindings {
            id,
            judged: 0,
            faults: Vec::new(),
        }
    }

    /// One more thing judged and found right.
    pub fn held(&mut self) {
        self.judged += 1;
    }

    /// One more thing judged and found wrong.
    pub fn broken(&mut self, finding: Finding) {
        self.judged += 1;
        self.faults.push(finding);
    }

    /// Fail with the first fault if there is one; pass with `passed(judged)`
    /// if anything was judged; else skip, saying `nothing_to_judge`.
    pub fn into_outcome(
        self,
        view: &TranscriptView<'_>,
        passed: impl FnOnce(usize) -> String,
        nothing_to_judge: &str,
        help: &str,
    ) -> CheckOutcome {
        let Some(first) = self.faults.first() else {
            return if self.judged > 0 {
                CheckOutcome::pass(self.id, passed(self.judged))
            } else {
                CheckOutcome::skip(self.id, nothing_to_judge)
            };
        };
        let more = match self.faults.len() - 1 {
            0 => String::new(),
            1 => " (and 1 more like it)".to_string(),
            count => format!(" (and {count} more like it)"),
        };
        CheckOutcome::fail(self.id, format!("{}{more}", first.message))
            .at(Some(view.line_at(first.offset)))
            .expected(first.expected.clone())
            .seen(first.seen.clone())
            .help(help)
    }
}

/// `1 roll`, `3 rolls`.
pub fn counted(count: usize, thing: &str) -> String {
    match count {
        1 => format!("1 {thing}"),
        _ => format!("{count} {thing}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    fn finding(offset: usize, message: &str) -> Finding {
        Finding {
            offset,
            message: message.to_string(),
            expected: "x".to_string(),
            seen: "y".to_string(),
        }
    }

    #[test]
    fn the_first_fault_is_reported_with_a_count_of_the_rest() {
        let view = TranscriptView::new("one\ntwo\nthree\n");
        let mut findings = CheckFindings::new("balance");
        findings.held();
        findings.broken(finding(5, "first"));
        findings.broken(finding(9, "second"));
        findings.broken(finding(10, "third"));
        let outcome = findings.into_outcome(&view, |_| unreachable!(), "none", "hint");
        assert_eq!(outcome.status, CheckStatus::Fail);
        assert_eq!(outcome.message, "first (and 2 more like it)");
        assert_eq!(outcome.line.unwrap().text, "two");
        assert_eq!(outcome.help.as_deref(), Some("hint"));
    }

    #[test]
    fn no_fault_passes_or_skips() {
        let view = TranscriptView::new("");
        let mut judged = CheckFindings::new("reroll");
        judged.held();
        let outcome = judged.into_outcome(&view, |count| format!("{count} judged"), "none", "");
        assert_eq!(
            (outcome.status, outcome.message.as_str()),
            (CheckStatus::Pass, "1 judged")
        );
        let outcome =
            CheckFindings::new("reroll").into_outcome(&view, |_| String::new(), "none", "");
        assert_eq!(
            (outcome.status, outcome.message.as_str()),
            (CheckStatus::Skip, "none")
        );
    }

    #[test]
    fn counts_name_their_things() {
        assert_eq!(counted(1, "roll"), "1 roll");
        assert_eq!(counted(0, "roll"), "0 rolls");
        assert_eq!(counted(12, "game"), "12 games");
    }
}
