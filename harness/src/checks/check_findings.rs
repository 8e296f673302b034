//! What one check found over a transcript, folded into its one outcome: the
//! first failure in full ("and N more like it"), a pass saying how much was
//! judged, or why nothing was. Every game judge collects its findings here.

use crate::checks::{CheckOutcome, TranscriptView};

/// One check's findings so far; a mistake repeated on every later line is
/// reported once, with a count of the rest.
#[derive(Debug, Clone)]
pub struct CheckFindings {
    id: &'static str,
    judged: usize,
    first_failure: Option<CheckOutcome>,
    more_failures: usize,
    help: Option<String>,
}

/// Why a check judged nothing: `Skip` when the run gave it nothing, `Error`
/// when the lines it reads could not be found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NothingJudged {
    Skip(String),
    Error(String),
}

impl NothingJudged {
    pub fn outcome(self, id: &str) -> CheckOutcome {
        match self {
            NothingJudged::Skip(why) => CheckOutcome::skip(id, why),
            NothingJudged::Error(why) => CheckOutcome::error(id, why),
        }
    }
}

impl CheckFindings {
    pub fn new(id: &'static str) -> Self {
        CheckFindings {
            id,
            judged: 0,
            first_failure: None,
            more_failures: 0,
            help: None,
        }
    }

    /// The help a failure of this check gives the student.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    /// How many things were judged, for a pass to report.
    pub fn judged(&self) -> usize {
        self.judged
    }

    /// How many rule breaks were recorded.
    pub fn failures(&self) -> usize {
        self.more_failures + usize::from(self.first_failure.is_some())
    }

    /// The failure reported if the check were folded now.
    pub fn first_failure(&self) -> Option<&CheckOutcome> {
        self.first_failure.as_ref()
    }

    /// One more thing judged. Only a pass reports the count, so a judge
    /// may count a thing before it knows whether it holds.
    pub fn judged_one(&mut self) {
        self.judged += 1;
    }

    /// A rule broken: `failure` is this check's `CheckOutcome::fail`, with
    /// where and what it can say. The first one is what the check reports.
    pub fn fail(&mut self, failure: CheckOutcome) {
        debug_assert_eq!(failure.id, self.id, "a failure of another check");
        match self.first_failure {
            None => self.first_failure = Some(failure),
            Some(_) => self.more_failures += 1,
        }
    }

    /// `fail` with the message, the transcript line at byte `offset`, and
    /// what was expected and seen there.
    pub fn fail_at(
        &mut self,
        view: &TranscriptView<'_>,
        offset: usize,
        message: impl Into<String>,
        expected: impl Into<String>,
        seen: impl Into<String>,
    ) {
        self.fail(
            CheckOutcome::fail(self.id, message)
                .at(Some(view.line_at(offset)))
                .expected(expected)
                .seen(seen),
        );
    }

    /// Judge one thing: right when `failure` is None.
    pub fn judge(&mut self, failure: Option<CheckOutcome>) {
        self.judged_one();
        if let Some(failure) = failure {
            self.fail(failure);
        }
    }

    /// The check's one outcome: its first failure (with the check's help and
    /// how many more), else a pass saying `passed(judged)`, else `nothing`
    /// given the check's id.
    pub fn outcome(
        self,
        passed: impl FnOnce(usize) -> String,
        nothing: impl FnOnce(&'static str) -> CheckOutcome,
    ) -> CheckOutcome {
        match self.first_failure {
            Some(mut failure) => {
                if self.more_failures > 0 {
                    failure.message = format!(
                        "{} (and {} more like it)",
                        failure.message, self.more_failures
                    );
                }
                match self.help {
                    Some(help) => failure.help(help),
                    None => failure,
                }
            }
            None if self.judged > 0 => CheckOutcome::pass(self.id, passed(self.judged)),
            None => nothing(self.id),
        }
    }
}

/// `1 roll`, `3 rolls`.
pub fn counted(count: usize, thing: &str) -> String {
    match count {
        1 => format!("1 {thing}"),
        _ => format!("{count} {thing}s"),
    }
}

/// A check with nothing of its shape in the transcript: an error naming the
/// shape looked for, or a skip when the run was cut short before it.
pub fn nothing_read(id: &str, complete: bool, looked_for: &str, cut_short: &str) -> CheckOutcome {
    if complete {
        CheckOutcome::error(id, looked_for)
    } else {
        CheckOutcome::skip(id, cut_short)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    #[test]
    fn the_first_failure_is_reported_and_the_rest_counted() {
        let view = TranscriptView::new("one\ntwo\nthree\nfour\n");
        // (right or wrong per thing judged, status, message, line of the failure)
        let cases: &[(&[bool], CheckStatus, &str, Option<usize>)] = &[
            (&[], CheckStatus::Skip, "nothing", None),
            (&[false, false], CheckStatus::Pass, "2 judged", None),
            (&[false, true], CheckStatus::Fail, "wrong 2", Some(2)),
            (
                &[false, true, true],
                CheckStatus::Fail,
                "wrong 2 (and 1 more like it)",
                Some(2),
            ),
            (
                &[true, false, true, true],
                CheckStatus::Fail,
                "wrong 1 (and 2 more like it)",
                Some(1),
            ),
        ];
        for (wrong, status, message, line) in cases {
            let mut findings = CheckFindings::new("deal");
            for (index, &is_wrong) in wrong.iter().enumerate() {
                findings.judged_one();
                if is_wrong {
                    // Line `index + 1` starts at byte `index * 4` in `view`.
                    let offset = index * 4;
                    findings.fail_at(&view, offset, format!("wrong {}", index + 1), "a", "b");
                }
            }
            assert_eq!(findings.judged(), wrong.len(), "{wrong:?}");
            let failures = wrong.iter().filter(|&&is_wrong| is_wrong).count();
            assert_eq!(findings.failures(), failures, "{wrong:?}");
            let outcome = findings.outcome(
                |count| format!("{count} judged"),
                |id| CheckOutcome::skip(id, "nothing"),
            );
            assert_eq!(outcome.id, "deal");
            assert_eq!(outcome.status, *status, "{wrong:?}");
            assert_eq!(outcome.message, *message, "{wrong:?}");
            assert_eq!(outcome.line.map(|line| line.number), *line, "{wrong:?}");
            if outcome.status == CheckStatus::Fail {
                assert_eq!(outcome.expected.as_deref(), Some("a"));
                assert_eq!(outcome.seen.as_deref(), Some("b"));
            }
        }
    }

    #[test]
    fn help_goes_to_a_failure_only() {
        // (failures judged, help expected on the outcome)
        let cases = [(0, None), (1, Some("hint"))];
        for (failures, help) in cases {
            let mut findings = CheckFindings::new("reroll").with_help("hint");
            findings.judged_one();
            for _ in 0..failures {
                findings.judge(Some(CheckOutcome::fail("reroll", "wrong")));
            }
            let outcome = findings.outcome(|_| "fine".to_string(), |_| unreachable!());
            assert_eq!(outcome.help.as_deref(), help, "{failures}");
        }
    }

    #[test]
    fn nothing_judged_is_a_skip_or_an_error() {
        let cases = [
            (NothingJudged::Skip("no point".into()), CheckStatus::Skip),
            (NothingJudged::Error("no rolls".into()), CheckStatus::Error),
        ];
        for (nothing, status) in cases {
            let why = match &nothing {
                NothingJudged::Skip(why) | NothingJudged::Error(why) => why.clone(),
            };
            let outcome =
                CheckFindings::new("point").outcome(|_| unreachable!(), |id| nothing.outcome(id));
            assert_eq!((outcome.id.as_str(), outcome.status), ("point", status));
            assert_eq!(outcome.message, why);
        }
    }

    #[test]
    fn nothing_read_errors_only_on_a_complete_run() {
        let cases = [
            (true, CheckStatus::Error, "none found"),
            (false, CheckStatus::Skip, "cut"),
        ];
        for (complete, status, message) in cases {
            let outcome = nothing_read("seeds", complete, "none found", "cut");
            assert_eq!(
                (outcome.status, outcome.message.as_str()),
                (status, message)
            );
        }
    }

    #[test]
    fn counts_name_their_things() {
        let cases = [
            (1, "roll", "1 roll"),
            (0, "roll", "0 rolls"),
            (12, "game", "12 games"),
        ];
        for (count, thing, said) in cases {
            assert_eq!(counted(count, thing), said);
        }
    }
}
