//! Timer precision for the thread that drives a program. Linux lets a thread's timed waits run
//! late by its timer slack (50 us by default) to batch wake-ups; the driver's first waits after
//! an input are 20 us, so the default slack would more than triple them.

/// The slack a driving thread uses: waits end within a microsecond of their timeout.
#[cfg(target_os = "linux")]
const DRIVING_SLACK_NS: libc::c_ulong = 1_000;

/// Lowers the calling thread's timer slack until dropped, then restores it. Only this thread is
/// affected; the program was started before, so it inherits nothing.
#[derive(Debug)]
pub(super) struct PreciseTimers {
    #[cfg(target_os = "linux")]
    previous_slack_ns: Option<libc::c_ulong>,
}

impl PreciseTimers {
    #[cfg(target_os = "linux")]
    pub fn for_this_thread() -> Self {
        // SAFETY: PR_GET_TIMERSLACK takes no pointers and returns the slack in nanoseconds.
        let previous = unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) };
        let previous_slack_ns = libc::c_ulong::try_from(previous).ok().filter(|&slack| {
            // SAFETY: PR_SET_TIMERSLACK takes the slack in nanoseconds and no pointers.
            slack > DRIVING_SLACK_NS
                && unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, DRIVING_SLACK_NS) } == 0
        });
        PreciseTimers { previous_slack_ns }
    }

    #[cfg(not(target_os = "linux"))]
    pub fn for_this_thread() -> Self {
        PreciseTimers {}
    }
}

#[cfg(target_os = "linux")]
impl Drop for PreciseTimers {
    fn drop(&mut self) {
        if let Some(previous) = self.previous_slack_ns {
            // SAFETY: as above; restores the slack this thread had.
            unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, previous) };
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    fn slack_ns() -> libc::c_int {
        // SAFETY: PR_GET_TIMERSLACK takes no pointers and returns this thread's slack.
        unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) }
    }

    #[test]
    fn lowers_the_slack_of_this_thread_and_restores_it() {
        let before = slack_ns();
        assert!(
            before as libc::c_ulong > DRIVING_SLACK_NS,
            "Linux's default is 50 us"
        );
        {
            let _precise = PreciseTimers::for_this_thread();
            assert_eq!(slack_ns() as libc::c_ulong, DRIVING_SLACK_NS);
        }
        assert_eq!(slack_ns(), before);
    }
}
