//! One check's verdict over a run, built up while a judge walks the events:
//! how much it judged, the first failure in full, and how many more followed.

use crate::checks::{CheckOutcome, TranscriptLine};

/// What one check found so far; becomes a single outcome at the end, so one
/// mistake repeated on every later line is reported once ("and N more").
#[derive(Debug)]
pub struct CheckFindings {
    id: &'static str,
    judged: usize,
    first_failure: Option<CheckOutcome>,
    more_failures: usize,
}

/// A rule broken at one place of the transcript.
#[derive(Debug)]
pub struct Violation {
    /// The rule in a student's words, and what happened.
    pub message: String,
    pub line: TranscriptLine,
    pub expected: String,
    pub seen: String,
}

impl CheckFindings {
    pub fn new(id: &'static str) -> Self {
        CheckFindings {
            id,
            judged: 0,
            first_failure: None,
            more_failures: 0,
        }
    }

    /// One more thing judged, and found right.
    pub fn judged_right(&mut self) {
        self.judged += 1;
    }

    /// One more thing judged, and found wrong.
    pub fn judged_wrong(&mut self, violation: Violation) {
        self.judged += 1;
        if self.first_failure.is_some() {
            self.more_failures += 1;
            return;
        }
        self.first_failure = Some(
            CheckOutcome::fail(self.id, violation.message)
                .at(Some(violation.line))
                .expected(violation.expected)
                .seen(violation.seen),
        );
    }

    /// Judge one thing: right when `violation` is None.
    pub fn judge(&mut self, violation: Option<Violation>) {
        match violation {
            Some(violation) => self.judged_wrong(violation),
            None => self.judged_right(),
        }
    }

    /// The check's one outcome: its first failure (with `help`), else a pass
    /// saying what was judged, else a skip saying why nothing was.
    pub fn outcome(
        self,
        passed: impl FnOnce(usize) -> String,
        nothing_to_judge: &str,
        help: &str,
    ) -> CheckOutcome {
        match self.first_failure {
            Some(mut failure) => {
                if self.more_failures > 0 {
                    failure.message = format!(
                        "{} (and {} more like it)",
                        failure.message, self.more_failures
                    );
                }
                failure.help(help)
            }
            None if self.judged > 0 => CheckOutcome::pass(self.id, passed(self.judged)),
            None => CheckOutcome::skip(self.id, nothing_to_judge),
        }
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

    fn violation(number: usize) -> Violation {
        Violation {
            message: format!("wrong on line {number}"),
            line: TranscriptLine {
                number,
                text: "x".to_string(),
            },
            expected: "a".to_string(),
            seen: "b".to_string(),
        }
    }

    #[test]
    fn the_first_failure_is_reported_and_the_rest_counted() {
        // (failures among judged items, status, message)
        let cases: &[(&[bool], CheckStatus, &str)] = &[
            (&[], CheckStatus::Skip, "nothing"),
            (&[false, false], CheckStatus::Pass, "2 judged"),
            (&[false, true], CheckStatus::Fail, "wrong on line 2"),
            (
                &[true, false, true, true],
                CheckStatus::Fail,
                "wrong on line 1 (and 2 more like it)",
            ),
        ];
        for (wrong, status, message) in cases {
            let mut findings = CheckFindings::new("deal");
            for (index, &is_wrong) in wrong.iter().enumerate() {
                findings.judge(is_wrong.then(|| violation(index + 1)));
            }
            let outcome = findings.outcome(|count| format!("{count} judged"), "nothing", "hint");
            assert_eq!(outcome.status, *status, "{wrong:?}");
            assert_eq!(outcome.message, *message, "{wrong:?}");
            assert_eq!(outcome.id, "deal");
        }
    }
}
