//! How long judging one run may take. The readers look at the deadline in
//! their loops and stop once it has passed; what they read is then cut
//! short, so every check not judged by then is "not judged" (it scores
//! nothing and is flagged for review), and `grade` goes on with the class.
//! Nothing runs on after the deadline: no thread is left behind.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::CheckOutcome;

/// The judge deadline when no layer of limits sets one (`judge_time`).
pub const DEFAULT_JUDGE_TIME: Duration = Duration::from_secs(10);

#[derive(Debug)]
pub struct JudgeDeadline {
    limit: Duration,
    /// None: judging is not bounded.
    at: Option<Instant>,
    /// A reader saw the deadline passed and stopped: what was read is partial.
    cut_short: AtomicBool,
}

impl JudgeDeadline {
    /// A deadline `limit` from now.
    pub fn after(limit: Duration) -> JudgeDeadline {
        JudgeDeadline {
            limit,
            at: Instant::now().checked_add(limit),
            cut_short: AtomicBool::new(false),
        }
    }

    /// No deadline (a unit test's judge).
    pub fn unbounded() -> JudgeDeadline {
        JudgeDeadline {
            limit: Duration::MAX,
            at: None,
            cut_short: AtomicBool::new(false),
        }
    }

    /// Whether the deadline has passed. A reader that is told so stops, so
    /// from then on the reading counts as cut short.
    pub fn passed(&self) -> bool {
        let passed = self.at.is_some_and(|at| Instant::now() >= at);
        if passed {
            self.cut_short.store(true, Ordering::Relaxed);
        }
        passed
    }

    /// Some reader stopped at the deadline.
    pub fn cut_short(&self) -> bool {
        self.cut_short.load(Ordering::Relaxed)
    }

    /// Check `id`, not judged for the deadline.
    pub fn not_judged(&self, id: &str) -> CheckOutcome {
        CheckOutcome::skip(
            id,
            format!(
                "judging this run took longer than {}",
                shown_limit(self.limit)
            ),
        )
    }
}

fn shown_limit(limit: Duration) -> String {
    if limit.subsec_millis() == 0 {
        format!("{} s", limit.as_secs())
    } else {
        format!("{} ms", limit.as_millis())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    #[test]
    fn a_zero_deadline_has_passed_at_once_and_cuts_the_reading_short() {
        let deadline = JudgeDeadline::after(Duration::ZERO);
        assert!(!deadline.cut_short(), "nothing looked at it yet");
        assert!(deadline.passed());
        assert!(deadline.cut_short());
        let outcome = deadline.not_judged("balance");
        assert_eq!(outcome.status, CheckStatus::Skip);
        assert!(
            outcome
                .message
                .contains("judging this run took longer than 0 s"),
            "{}",
            outcome.message
        );
    }

    #[test]
    fn checks_not_judged_by_the_deadline_are_not_judged_and_the_others_are() {
        use crate::checks::recorded_run::{Part, RecordedRun};
        let run = RecordedRun::of(&[
            Part::Out("Balance? "),
            Part::In("100"),
            Part::Out("Wager? "),
            Part::In("10"),
            Part::Draw([4, 5, 6]),
            Part::Out("You rolled 4 5 6\n"),
            Part::Draw([1, 1, 2]),
            Part::Out("CPU rolled 1 1 2\nYou win! Balance: $110.00\n"),
        ]);
        let checks = crate::assignment::game_checks("ceelo").expect("ceelo's checks");
        let judge = |deadline: &JudgeDeadline| {
            run.judged_within("ceelo", true, deadline, |input| {
                crate::checks::judged_in_time(
                    checks.iter().copied(),
                    input,
                    crate::checks::ceelo::judge_ceelo,
                )
            })
        };
        let late = judge(&JudgeDeadline::after(Duration::ZERO));
        assert_eq!(late.len(), checks.len());
        for outcome in &late {
            assert_eq!(outcome.status, CheckStatus::Skip, "{}", outcome.id);
            assert!(
                outcome.message.contains("longer than 0 s"),
                "{}",
                outcome.message
            );
        }
        let in_time = judge(&JudgeDeadline::after(Duration::from_secs(3600)));
        assert_eq!(in_time.len(), checks.len());
        assert!(in_time
            .iter()
            .all(|outcome| !outcome.message.contains("judging this run took longer")));
    }

    #[test]
    fn an_unbounded_or_distant_deadline_never_passes() {
        for deadline in [
            JudgeDeadline::unbounded(),
            JudgeDeadline::after(Duration::from_secs(3600)),
        ] {
            assert!(!deadline.passed());
            assert!(!deadline.cut_short());
        }
        assert_eq!(shown_limit(Duration::from_millis(1500)), "1500 ms");
        assert_eq!(shown_limit(DEFAULT_JUDGE_TIME), "10 s");
    }
}
