//! How long to wait before looking at a program again: short right after it did something (it is
//! probably about to ask for input), longer while it computes, so croupier never spins a core.

use std::time::Duration;

/// The first wait after activity: a program answering a prompt usually blocks again within tens of
/// microseconds.
const FIRST_WAIT: Duration = Duration::from_micros(20);
/// The longest wait: how late croupier may notice a program that went quiet after computing.
const LONGEST_WAIT: Duration = Duration::from_millis(10);

/// Waits that double from [`FIRST_WAIT`] up to [`LONGEST_WAIT`], back to the start on activity.
#[derive(Debug, Clone)]
pub(super) struct PollBackoff {
    next: Duration,
}

impl PollBackoff {
    pub fn new() -> Self {
        PollBackoff { next: FIRST_WAIT }
    }

    /// The program did something: look again soon.
    pub fn reset(&mut self) {
        self.next = FIRST_WAIT;
    }

    /// The wait to use now; the one after it is twice as long, up to the longest.
    pub fn next_wait(&mut self) -> Duration {
        let wait = self.next;
        self.next = (self.next * 2).min(LONGEST_WAIT);
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_up_to_the_longest_and_reset_on_activity() {
        let mut backoff = PollBackoff::new();
        let waits: Vec<u64> = (0..12)
            .map(|_| backoff.next_wait().as_micros() as u64)
            .collect();
        assert_eq!(
            waits,
            [20, 40, 80, 160, 320, 640, 1280, 2560, 5120, 10000, 10000, 10000]
        );
        backoff.reset();
        assert_eq!(backoff.next_wait(), FIRST_WAIT);
    }
}
