//! How long judging one run may take: a budget of the judging thread's own
//! processor time, so a busy grading machine (a class graded with `--jobs`
//! on two cores, a loaded CI runner) never costs a student a check, and a
//! wall-clock backstop of ten times the budget, so a judge that waits (in a
//! system call, on a page fault storm) still ends. The readers look at the
//! deadline in their loops and stop once it has passed; what they read is
//! then cut short, so every check not judged by then is "not judged" (it
//! scores nothing and is flagged for review), and `grade` goes on with the
//! class. Nothing runs on after the deadline: no thread is left behind.
//!
//! Judging one run happens on the thread that made its deadline (`check`'s
//! script loop, one rayon task per student in `grade`, `verify`'s main
//! thread): the deadline reads that thread's clock, whichever thread asks,
//! so a reader that handed work to another thread would still be bounded by
//! the backstop, not by the helper's processor time.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::time::{Duration, Instant};

use super::CheckOutcome;

/// The judge deadline when no layer of limits sets one (`judge_time`).
pub const DEFAULT_JUDGE_TIME: Duration = Duration::from_secs(10);

/// How many times the processor-time budget may pass in wall time.
const WALL_BACKSTOP_FACTOR: u32 = 10;

/// Why reading was cut short (`JudgeDeadline::stopped_by`).
const NOT_CUT: u8 = 0;
const BY_PROCESSOR_TIME: u8 = 1;
const BY_WALL_TIME: u8 = 2;

#[derive(Debug)]
pub struct JudgeDeadline {
    limit: Duration,
    /// None: judging is not bounded.
    bound: Option<Bound>,
    /// A reader saw the deadline passed and stopped: what was read is
    /// partial, and which limit stopped it.
    stopped_by: AtomicU8,
}

#[derive(Debug)]
struct Bound {
    /// The judging thread's processor clock, or None where the system
    /// gives none (then the budget is wall time, as the backstop is).
    clock: Option<ThreadClock>,
    /// The judging thread's processor time when judging started.
    started_cpu: Duration,
    started: Instant,
    backstop: Duration,
    /// The processor time used, and the wall time since `started`, at the
    /// last reading of the clock (nanoseconds). A thread uses no more
    /// processor time than wall time passes, so until the budget could be
    /// spent the clock (a system call) is not read again.
    last_used_nanos: AtomicU64,
    last_read_nanos: AtomicU64,
}

impl JudgeDeadline {
    /// A deadline of `limit` of this thread's processor time from now, or
    /// ten times `limit` of wall time, whichever passes first.
    pub fn after(limit: Duration) -> JudgeDeadline {
        JudgeDeadline::with_backstop(limit, limit.saturating_mul(WALL_BACKSTOP_FACTOR))
    }

    fn with_backstop(limit: Duration, backstop: Duration) -> JudgeDeadline {
        let clock = ThreadClock::of_this_thread();
        let started_cpu = clock.as_ref().and_then(ThreadClock::read);
        let (clock, started_cpu, backstop) = match started_cpu {
            Some(used) => (clock, used, backstop),
            // No processor clock: the budget is wall time, as it once was.
            None => (None, Duration::ZERO, limit.min(backstop)),
        };
        JudgeDeadline {
            limit,
            bound: Some(Bound {
                clock,
                started_cpu,
                started: Instant::now(),
                backstop,
                last_used_nanos: AtomicU64::new(0),
                last_read_nanos: AtomicU64::new(0),
            }),
            stopped_by: AtomicU8::new(NOT_CUT),
        }
    }

    /// No deadline (a unit test's judge).
    pub fn unbounded() -> JudgeDeadline {
        JudgeDeadline {
            limit: Duration::MAX,
            bound: None,
            stopped_by: AtomicU8::new(NOT_CUT),
        }
    }

    /// Whether the deadline has passed. A reader that is told so stops, so
    /// from then on the reading counts as cut short.
    pub fn passed(&self) -> bool {
        let Some(bound) = &self.bound else {
            return false;
        };
        let stopped_by = bound.passed(self.limit);
        if stopped_by != NOT_CUT {
            // The first limit seen passed is the one the message names.
            let _ = self.stopped_by.compare_exchange(
                NOT_CUT,
                stopped_by,
                Ordering::Relaxed,
                Ordering::Relaxed,
            );
        }
        stopped_by != NOT_CUT
    }

    /// Some reader stopped at the deadline.
    pub fn cut_short(&self) -> bool {
        self.stopped_by.load(Ordering::Relaxed) != NOT_CUT
    }

    /// Check `id`, not judged for the deadline.
    pub fn not_judged(&self, id: &str) -> CheckOutcome {
        let message = match (&self.bound, self.stopped_by.load(Ordering::Relaxed)) {
            (Some(bound), BY_WALL_TIME) if bound.clock.is_some() => format!(
                "judging this run took longer than {} of wall time ({} times its {} of \
                 processor time)",
                shown_limit(bound.backstop),
                WALL_BACKSTOP_FACTOR,
                shown_limit(self.limit)
            ),
            (Some(bound), _) if bound.clock.is_none() => format!(
                "judging this run took longer than {}",
                shown_limit(self.limit)
            ),
            _ => format!(
                "judging this run took longer than {} of processor time",
                shown_limit(self.limit)
            ),
        };
        CheckOutcome::skip(id, message)
    }
}

impl Bound {
    /// Which limit has passed, if any.
    fn passed(&self, limit: Duration) -> u8 {
        let since_start = self.started.elapsed();
        let wall_passed = since_start >= self.backstop;
        let Some(clock) = &self.clock else {
            return if wall_passed { BY_WALL_TIME } else { NOT_CUT };
        };
        let since_start_nanos = nanos(since_start);
        let last_used = self.last_used_nanos.load(Ordering::Relaxed);
        let last_read = self.last_read_nanos.load(Ordering::Relaxed);
        let most_used = last_used.saturating_add(since_start_nanos.saturating_sub(last_read));
        if most_used < nanos(limit) {
            return if wall_passed { BY_WALL_TIME } else { NOT_CUT };
        }
        let Some(now) = clock.read() else {
            // The judging thread has ended: nothing is judging any more.
            return BY_PROCESSOR_TIME;
        };
        let used = now.saturating_sub(self.started_cpu);
        self.last_used_nanos.store(nanos(used), Ordering::Relaxed);
        self.last_read_nanos
            .store(since_start_nanos, Ordering::Relaxed);
        if used >= limit {
            BY_PROCESSOR_TIME
        } else if wall_passed {
            BY_WALL_TIME
        } else {
            NOT_CUT
        }
    }
}

fn nanos(duration: Duration) -> u64 {
    u64::try_from(duration.as_nanos()).unwrap_or(u64::MAX)
}

/// One thread's processor clock, readable from any thread of the process
/// while that thread lives.
#[derive(Debug)]
struct ThreadClock(libc::clockid_t);

impl ThreadClock {
    fn of_this_thread() -> Option<ThreadClock> {
        let mut clock: libc::clockid_t = 0;
        // SAFETY: pthread_self() is the calling thread, alive; `clock` is a
        // valid place for the result.
        let status = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut clock) };
        (status == 0).then_some(ThreadClock(clock))
    }

    /// The processor time its thread has used, or None once it has ended.
    fn read(&self) -> Option<Duration> {
        let mut time = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `time` is a valid timespec to write into.
        let status = unsafe { libc::clock_gettime(self.0, &mut time) };
        if status != 0 {
            return None;
        }
        let seconds = u64::try_from(time.tv_sec).ok()?;
        let nanos = u32::try_from(time.tv_nsec).ok()?;
        Some(Duration::new(seconds, nanos))
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
                .contains("judging this run took longer than 0 s of processor time"),
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

    /// Spends processor time on this thread until `deadline` has passed;
    /// the count of rounds bounds it, so a broken clock fails, not hangs.
    fn spin_until_passed(deadline: &JudgeDeadline) -> bool {
        let mut sum = 0u64;
        for round in 0..10_000_000u64 {
            sum = std::hint::black_box(sum.wrapping_mul(31).wrapping_add(round));
            if deadline.passed() {
                return true;
            }
        }
        false
    }

    #[test]
    fn a_thread_that_works_spends_its_processor_budget() {
        let deadline = JudgeDeadline::with_backstop(Duration::from_millis(5), Duration::MAX);
        assert!(!deadline.passed(), "nothing spent yet");
        assert!(spin_until_passed(&deadline), "5 ms of processor time spent");
        let outcome = deadline.not_judged("balance");
        assert!(
            outcome
                .message
                .contains("took longer than 5 ms of processor time"),
            "{}",
            outcome.message
        );
    }

    #[test]
    fn a_thread_that_sleeps_does_not_spend_its_processor_budget() {
        // The wall backstop is far away: only processor time could pass it.
        let deadline = JudgeDeadline::with_backstop(Duration::from_millis(30), Duration::MAX);
        for _ in 0..10 {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            !deadline.passed(),
            "200 ms asleep spent none of 30 ms of processor time"
        );
        assert!(!deadline.cut_short());
    }

    #[test]
    fn the_budget_is_the_judging_threads_not_the_asking_threads() {
        let deadline = JudgeDeadline::with_backstop(Duration::from_millis(30), Duration::MAX);
        // Another thread, busy, asks: the thread that made the deadline is
        // waiting for it and spends nothing.
        std::thread::scope(|scope| {
            scope.spawn(|| {
                let own = JudgeDeadline::with_backstop(Duration::from_millis(40), Duration::MAX);
                assert!(spin_until_passed(&own), "the helper spent 40 ms");
                assert!(!deadline.passed(), "the judging thread spent nothing");
            });
        });
        assert!(!deadline.cut_short());
    }

    #[test]
    fn the_wall_backstop_ends_a_judge_that_waits() {
        let deadline = JudgeDeadline::with_backstop(Duration::from_secs(3600), Duration::ZERO);
        assert!(deadline.passed());
        let outcome = deadline.not_judged("balance");
        assert!(
            outcome.message.contains(
                "took longer than 0 s of wall time (10 times its 3600 s of processor time)"
            ),
            "{}",
            outcome.message
        );
        assert_eq!(
            JudgeDeadline::after(Duration::from_secs(10))
                .bound
                .map(|bound| bound.backstop),
            Some(Duration::from_secs(100)),
            "ten times the budget"
        );
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
