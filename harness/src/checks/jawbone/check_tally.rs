//! One check's findings over a transcript: how many things it judged and its
//! first failure, so a mistake repeated on many lines is reported once.

use crate::checks::CheckOutcome;

#[derive(Debug)]
pub struct CheckTally {
    id: &'static str,
    judged: usize,
    first_failure: Option<CheckOutcome>,
    more_failures: usize,
}

impl CheckTally {
    pub fn new(id: &'static str) -> Self {
        CheckTally {
            id,
            judged: 0,
            first_failure: None,
            more_failures: 0,
        }
    }

    /// One more thing this check looked at (pass or fail).
    pub fn judged(&mut self) {
        self.judged += 1;
    }

    /// A failure, as `CheckOutcome::fail(id, message)` refined by `detail`.
    pub fn fail(
        &mut self,
        message: impl Into<String>,
        detail: impl FnOnce(CheckOutcome) -> CheckOutcome,
    ) {
        self.judged += 1;
        match self.first_failure {
            None => self.first_failure = Some(detail(CheckOutcome::fail(self.id, message))),
            Some(_) => self.more_failures += 1,
        }
    }

    /// The check's outcome: its first failure (saying how many more), a
    /// pass saying `passed`, or `nothing` when it judged nothing.
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
                failure
            }
            None if self.judged > 0 => CheckOutcome::pass(self.id, passed(self.judged)),
            None => nothing(self.id),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    fn outcome_after(fails: usize, passes: usize) -> CheckOutcome {
        let mut tally = CheckTally::new("stakes");
        for _ in 0..passes {
            tally.judged();
        }
        for index in 0..fails {
            tally.fail(format!("mistake {index}"), |outcome| outcome.seen("x"));
        }
        tally.outcome(
            |judged| format!("{judged} judged"),
            |id| CheckOutcome::skip(id, "nothing"),
        )
    }

    #[test]
    fn first_failure_counts_the_rest() {
        // (fails, passes, status, message)
        let cases = [
            (0, 0, CheckStatus::Skip, "nothing"),
            (0, 3, CheckStatus::Pass, "3 judged"),
            (1, 3, CheckStatus::Fail, "mistake 0"),
            (3, 0, CheckStatus::Fail, "mistake 0 (and 2 more like it)"),
        ];
        for (fails, passes, status, message) in cases {
            let outcome = outcome_after(fails, passes);
            assert_eq!(outcome.status, status, "{fails} {passes}");
            assert_eq!(outcome.message, message);
            assert_eq!(outcome.id, "stakes");
        }
        assert_eq!(outcome_after(1, 0).seen.as_deref(), Some("x"));
    }
}
