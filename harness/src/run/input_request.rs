//! Knowing when the program waits for input. On Linux: a thread of the program (or of another
//! process in its group) sleeps in `read` on its standard input, as
//! `/proc/<pid>/task/<tid>/syscall` shows; a JVM's reading thread shows up the same way. Where
//! /proc cannot tell, a quiet period stands in: no output for a while means it waits.

use std::fs;
use std::time::{Duration, Instant};

use nix::unistd::Pid;

use super::child_stdio::FileIdentity;
use super::proc_stat::BlockedCall;
use super::process_group::ProcessGroup;
use super::task_probe::TaskProbe;

/// Without /proc: silence this long after the last output or input means the program waits.
const QUIET_PERIOD: Duration = Duration::from_millis(300);
/// How often the program's list of threads is read again while no known thread reads.
const THREAD_LIST_INTERVAL: Duration = Duration::from_millis(1);
/// How often the other processes of the group are looked for (a scan of /proc, a fraction of a
/// millisecond) while no known thread reads: a reader in a forked child is rare.
const GROUP_SCAN_INTERVAL: Duration = Duration::from_millis(20);

/// The system calls that read: read, readv, pread64 and the preadv pair.
const READ_CALLS: [libc::c_long; 5] = [
    libc::SYS_read,
    libc::SYS_readv,
    libc::SYS_pread64,
    libc::SYS_preadv,
    libc::SYS_preadv2,
];

/// A thread waiting in a read of the program's stdin, and how many times it had run by then: the
/// same thread with the same count is still in the read it was last seen in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct StdinReader {
    pid: i32,
    tid: i32,
    times_scheduled: u64,
}

/// Tells the driver when to ask the plan for the next input.
#[derive(Debug)]
pub(super) enum InputRequestDetector {
    Proc(ProcWatch),
    /// Silence, for systems without a readable /proc.
    QuietPeriod,
}

impl InputRequestDetector {
    pub fn new(leader: Pid, stdin_identity: FileIdentity) -> Self {
        if fs::metadata("/proc/self/syscall").is_ok() {
            let now = Instant::now();
            InputRequestDetector::Proc(ProcWatch {
                leader: leader.as_raw(),
                group: ProcessGroup::led_by(leader),
                stdin_identity,
                probes: Vec::new(),
                answered: Vec::new(),
                waiting: Vec::new(),
                next_thread_list: now,
                next_group_scan: now,
            })
        } else {
            InputRequestDetector::QuietPeriod
        }
    }

    /// Whether the program is waiting for input in a read that has not been answered yet.
    /// `last_activity` is when it last printed or was sent something. Call it once the input
    /// sent so far has been read by the program (nothing pending, nothing unread), and drain the
    /// output afterwards: what it printed before it began to wait is then all there.
    pub fn is_waiting(&mut self, now: Instant, last_activity: Instant) -> bool {
        match self {
            InputRequestDetector::Proc(watch) => watch.is_waiting(now),
            InputRequestDetector::QuietPeriod => now.duration_since(last_activity) >= QUIET_PERIOD,
        }
    }

    /// An input was just sent for the request [`Self::is_waiting`] found; that read no longer
    /// counts as a request.
    pub fn mark_answered(&mut self) {
        if let InputRequestDetector::Proc(watch) = self {
            watch.answered = std::mem::take(&mut watch.waiting);
        }
    }
}

#[derive(Debug)]
pub(super) struct ProcWatch {
    leader: i32,
    group: ProcessGroup,
    stdin_identity: FileIdentity,
    /// Every thread known, the last one that read first: it is almost always the next to read.
    probes: Vec<TaskProbe>,
    /// Readers waiting when the last input was sent.
    answered: Vec<StdinReader>,
    /// Readers found by the last look that said the program waits.
    waiting: Vec<StdinReader>,
    next_thread_list: Instant,
    next_group_scan: Instant,
}

impl ProcWatch {
    fn is_waiting(&mut self, now: Instant) -> bool {
        self.waiting.clear();
        if let Some(first) = self.probes.first_mut() {
            if let Some(reader) = waiting_reader(first, self.stdin_identity, &self.answered) {
                self.waiting.push(reader);
                return true;
            }
        }
        if now >= self.next_thread_list {
            self.next_thread_list = now + THREAD_LIST_INTERVAL;
            self.list_threads(now);
        }
        let mut found = None;
        for (index, probe) in self.probes.iter_mut().enumerate().skip(1) {
            if let Some(reader) = waiting_reader(probe, self.stdin_identity, &self.answered) {
                self.waiting.push(reader);
                found.get_or_insert(index);
            }
        }
        match found {
            Some(index) => {
                self.probes.swap(0, index);
                true
            }
            None => false,
        }
    }

    /// Brings the probes up to date with the threads of the program, and every so often of the
    /// other processes in its group; probes of threads that ended go.
    fn list_threads(&mut self, now: Instant) {
        let mut processes = vec![self.leader];
        if now >= self.next_group_scan {
            self.next_group_scan = now + GROUP_SCAN_INTERVAL;
            processes.extend(
                self.group
                    .members()
                    .into_iter()
                    .map(Pid::as_raw)
                    .filter(|&pid| pid != self.leader),
            );
        }
        for pid in processes {
            let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
                continue;
            };
            for tid in tasks.filter_map(|task| task.ok()?.file_name().to_str()?.parse().ok()) {
                let known = self
                    .probes
                    .iter()
                    .any(|probe| probe.pid == pid && probe.tid == tid);
                if !known {
                    self.probes.extend(TaskProbe::open(pid, tid));
                }
            }
        }
        self.probes
            .retain_mut(|probe| probe.times_scheduled().is_some());
    }
}

/// The thread as a reader waiting for input, if it is one and not in a read already answered.
/// Blocked in `read` alone is not enough:
/// a thread that has just been handed its input can be caught asleep for a moment inside the same
/// `read`, uninterruptibly. Only an interruptible sleep in the read is a wait for input, and the
/// thread must not have run between the looks, so that all of them saw one and the same sleep.
fn waiting_reader(
    probe: &mut TaskProbe,
    stdin_identity: FileIdentity,
    answered: &[StdinReader],
) -> Option<StdinReader> {
    let reads_stdin = |probe: &TaskProbe| {
        probe
            .blocked_call()
            .is_some_and(|call| reads_stdin(probe.pid, call, stdin_identity))
    };
    if !reads_stdin(probe) {
        return None;
    }
    let reader = StdinReader {
        pid: probe.pid,
        tid: probe.tid,
        times_scheduled: probe.times_scheduled()?,
    };
    if answered.contains(&reader) {
        return None;
    }
    let one_sleep = reads_stdin(probe)
        && probe.state() == Some('S')
        && probe.times_scheduled() == Some(reader.times_scheduled);
    one_sleep.then_some(reader)
}

/// A read on fd 0, or on another descriptor for the same file (a dup of stdin).
fn reads_stdin(pid: i32, call: BlockedCall, stdin_identity: FileIdentity) -> bool {
    if !READ_CALLS.contains(&call.number) {
        return false;
    }
    if call.first_argument == 0 {
        return true;
    }
    nix::sys::stat::stat(format!("/proc/{pid}/fd/{}", call.first_argument).as_str())
        .is_ok_and(|status| (status.st_dev, status.st_ino) == stdin_identity)
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::os::fd::AsRawFd;
    use std::process::{Child, Command, Stdio};

    use super::*;

    /// Asks the detector until it says the program waits, for at most two seconds.
    fn waits_within_two_seconds(detector: &mut InputRequestDetector, started: Instant) -> bool {
        let give_up = Instant::now() + Duration::from_secs(2);
        while Instant::now() < give_up {
            if detector.is_waiting(Instant::now(), started) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        false
    }

    fn cat_on_a_pipe() -> (Child, FileIdentity) {
        let cat = Command::new("cat")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .expect("cat starts");
        let stdin = cat.stdin.as_ref().expect("cat's stdin is a pipe");
        let status = nix::sys::stat::fstat(stdin.as_raw_fd()).expect("fstat of the pipe");
        (cat, (status.st_dev, status.st_ino))
    }

    #[test]
    fn a_read_counts_once_and_the_next_read_counts_again() {
        let started = Instant::now();
        let (mut cat, identity) = cat_on_a_pipe();
        let mut detector = InputRequestDetector::new(Pid::from_raw(cat.id() as i32), identity);
        assert!(matches!(detector, InputRequestDetector::Proc(_)));
        assert!(waits_within_two_seconds(&mut detector, started));
        detector.mark_answered();
        assert!(
            !detector.is_waiting(Instant::now(), started),
            "the answered read is no new request"
        );
        let stdin = cat.stdin.as_mut().expect("cat's stdin");
        stdin.write_all(b"a line\n").expect("cat takes input");
        assert!(
            waits_within_two_seconds(&mut detector, started),
            "cat read the line and waits for the next one"
        );
        drop(cat.stdin.take());
        cat.wait().expect("cat ends at end of input");
    }

    #[test]
    fn a_program_that_does_not_read_is_not_waiting() {
        let sleeper = Command::new("sleep")
            .arg("0.5")
            .stdin(Stdio::null())
            .spawn()
            .expect("sleep starts");
        let mut sleeper = KillOnDrop(sleeper);
        std::thread::sleep(Duration::from_millis(50));
        let started = Instant::now();
        let mut detector = InputRequestDetector::new(Pid::from_raw(sleeper.0.id() as i32), (0, 0));
        for _ in 0..20 {
            assert!(!detector.is_waiting(Instant::now(), started));
            std::thread::sleep(Duration::from_millis(5));
        }
        sleeper.0.wait().expect("sleep ends");
    }

    /// Kills the child if the test fails before waiting for it.
    struct KillOnDrop(Child);

    impl Drop for KillOnDrop {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    #[test]
    fn without_proc_silence_means_waiting() {
        let mut detector = InputRequestDetector::QuietPeriod;
        let last_activity = Instant::now();
        assert!(!detector.is_waiting(last_activity + QUIET_PERIOD / 2, last_activity));
        assert!(detector.is_waiting(last_activity + QUIET_PERIOD, last_activity));
    }
}
