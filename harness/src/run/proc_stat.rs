//! What /proc says about a process or thread: its state and group in `stat`, the system call it is
//! blocked in from `syscall`, how often it has run from `schedstat`. Parsers are pure; the
//! reader returns None when the file is gone (the process ended) or unreadable.

/// The fields of `/proc/<pid>/stat` croupier needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ProcStat {
    /// R, S, D, Z, T, X...: Z and X mean dead.
    pub state: char,
    pub process_group: i32,
    pub session: i32,
}

impl ProcStat {
    pub fn is_dead(&self) -> bool {
        matches!(self.state, 'Z' | 'X' | 'x')
    }
}

/// Parses `pid (comm) state ppid pgrp session ...`; comm may hold spaces and parentheses, so the
/// fields are counted from its last closing parenthesis.
pub(super) fn parse_proc_stat(text: &str) -> Option<ProcStat> {
    let after_comm = &text[text.rfind(')')? + 1..];
    let mut fields = after_comm.split_ascii_whitespace();
    let state = fields.next()?.chars().next()?;
    let _parent = fields.next()?;
    let process_group = fields.next()?.parse().ok()?;
    let session = fields.next()?.parse().ok()?;
    Some(ProcStat {
        state,
        process_group,
        session,
    })
}

/// A system call a thread is blocked in, from `/proc/<pid>/task/<tid>/syscall`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct BlockedCall {
    pub number: libc::c_long,
    pub first_argument: u64,
}

/// Parses `syscall`: "running" for a thread on a CPU, "-1 sp pc" for one blocked outside a system
/// call, else the number and six arguments in hex ("0 0x0 0x5581... 0x400 ...").
pub(super) fn parse_blocked_call(text: &str) -> Option<BlockedCall> {
    let mut fields = text.split_ascii_whitespace();
    let number: libc::c_long = fields.next()?.parse().ok()?;
    if number < 0 {
        return None;
    }
    let first_argument = fields.next()?.strip_prefix("0x")?;
    let first_argument = u64::from_str_radix(first_argument, 16).ok()?;
    Some(BlockedCall {
        number,
        first_argument,
    })
}

/// How many times a thread has been put on a CPU, from `schedstat` ("run_ns wait_ns count").
/// Zero when the kernel keeps no such statistics, which callers must treat as unknown.
pub(super) fn parse_times_scheduled(text: &str) -> Option<u64> {
    text.split_ascii_whitespace().nth(2)?.parse().ok()
}

/// Voluntary context switches from `status`, the fallback when `schedstat` says nothing.
pub(super) fn parse_voluntary_switches(text: &str) -> Option<u64> {
    text.lines()
        .find_map(|line| line.strip_prefix("voluntary_ctxt_switches:"))?
        .trim()
        .parse()
        .ok()
}

/// Reads `/proc/<pid>/stat`.
pub(super) fn read_proc_stat(pid: i32) -> Option<ProcStat> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    parse_proc_stat(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proc_stat_fields_are_counted_after_the_command_name() {
        let table = [
            (
                "4242 (fake-game) S 4200 4242 4242 34816 4242 4194560 97 0",
                Some(('S', 4242, 4242)),
            ),
            (
                "77 (a (weird) name) Z 1 70 70 0 -1 4227084",
                Some(('Z', 70, 70)),
            ),
            ("12 (sh) R 1 12", None),
            ("garbage", None),
        ];
        for (text, expected) in table {
            let parsed = parse_proc_stat(text).map(|s| (s.state, s.process_group, s.session));
            assert_eq!(parsed, expected, "{text}");
        }
        assert!(parse_proc_stat("7 (x) Z 1 7 7").unwrap().is_dead());
        assert!(!parse_proc_stat("7 (x) S 1 7 7").unwrap().is_dead());
    }

    #[test]
    fn blocked_calls_give_number_and_first_argument() {
        let table = [
            (
                "0 0x0 0x55d0c0a012a0 0x400 0x0 0x0 0x0 0x7ffc9d7a8e58 0x7f0e1c2f7992\n",
                Some((0, 0)),
            ),
            ("63 0x3 0xffff 0x1 0x0 0x0 0x0 0x0 0x0", Some((63, 3))),
            ("running\n", None),
            ("-1 0x7ffc9d7a8e58 0x7f0e1c2f7992\n", None),
            ("", None),
        ];
        for (text, expected) in table {
            let parsed = parse_blocked_call(text).map(|c| (c.number, c.first_argument));
            assert_eq!(parsed, expected, "{text:?}");
        }
    }

    #[test]
    fn scheduling_counts_parse() {
        assert_eq!(parse_times_scheduled("920273 2261752 17\n"), Some(17));
        assert_eq!(parse_times_scheduled("0 0\n"), None);
        let status = "Name:\tcat\nvoluntary_ctxt_switches:\t12\nnonvoluntary_ctxt_switches:\t3\n";
        assert_eq!(parse_voluntary_switches(status), Some(12));
        assert_eq!(parse_voluntary_switches("Name:\tcat\n"), None);
    }

    #[test]
    fn reads_this_process_from_proc() {
        let pid = nix::unistd::getpid().as_raw();
        let own = read_proc_stat(pid).expect("/proc/<pid>/stat is readable");
        assert_eq!(own.process_group, nix::unistd::getpgrp().as_raw());
        assert!(!own.is_dead());
    }
}
