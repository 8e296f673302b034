//! Whether this process was started inside a program croupier runs, where a reference game must
//! not play: a submission that started one would replay the reference's game as its own.
//!
//! croupier marks every submission it runs with `PR_SET_NO_NEW_PRIVS`, which the kernel keeps
//! across fork and exec and no process can clear, and leaves its own reference runs unmarked.

/// Said (with exit code 2) when a reference game is started inside a run.
pub const REFUSAL: &str = "croupier's reference games do not play inside a program croupier \
    runs (this process has no_new_privs set, as croupier sets it for every submission): a \
    submission must play the game itself";

/// True when this process carries croupier's run mark.
pub fn started_inside_a_run() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|status| has_no_new_privs(&status))
}

/// Whether a `/proc/<pid>/status` text says `NoNewPrivs: 1`.
fn has_no_new_privs(status: &str) -> bool {
    status.lines().any(|line| {
        line.strip_prefix("NoNewPrivs:")
            .is_some_and(|value| value.trim() == "1")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mark_is_read_from_the_status_text() {
        let table = [
            ("Name:\tceelo\nNoNewPrivs:\t1\nSeccomp:\t0\n", true),
            ("Name:\tceelo\nNoNewPrivs:\t0\nSeccomp:\t0\n", false),
            ("Name:\tceelo\n", false),
            ("NoNewPrivs:\t10\n", false),
            ("", false),
        ];
        for (status, marked) in table {
            assert_eq!(has_no_new_privs(status), marked, "{status:?}");
        }
    }

    #[test]
    fn a_test_process_is_not_marked() {
        // cargo test runs unmarked unless the machine itself set no_new_privs on everything.
        let own = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        assert_eq!(started_inside_a_run(), has_no_new_privs(&own));
    }
}
