//! Repeated cheap looks at one thread in /proc: its `syscall`, `schedstat` and `stat` files stay
//! open and are re-read in place (a read at offset 0 makes the kernel generate them afresh), which
//! costs a third of opening them each time.

use std::fs::File;
use std::os::unix::fs::FileExt;

use super::proc_stat::{
    parse_blocked_call, parse_proc_stat, parse_times_scheduled, parse_voluntary_switches,
    BlockedCall,
};

/// Open /proc files of one thread. Once the thread is gone every read fails, even if its id is
/// reused, since the files belong to the thread they were opened for.
#[derive(Debug)]
pub(super) struct TaskProbe {
    pub pid: i32,
    pub tid: i32,
    syscall: File,
    schedstat: File,
    /// Opened on first use: only a thread blocked in a read is asked its state.
    stat: Option<File>,
    /// Only where schedstat keeps no counts.
    status: Option<File>,
}

impl TaskProbe {
    pub fn open(pid: i32, tid: i32) -> Option<Self> {
        let task = task_dir(pid, tid);
        Some(TaskProbe {
            pid,
            tid,
            syscall: File::open(format!("{task}/syscall")).ok()?,
            schedstat: File::open(format!("{task}/schedstat")).ok()?,
            stat: None,
            status: None,
        })
    }

    /// The system call the thread is blocked in; None while it runs, or once it is gone.
    pub fn blocked_call(&self) -> Option<BlockedCall> {
        let mut buffer = [0u8; 256];
        parse_blocked_call(read_fresh(&self.syscall, &mut buffer)?)
    }

    /// How many times the thread has been put on a CPU; where the kernel keeps no scheduler
    /// statistics (schedstat reads zero, which no thread that ran can have), how many times it
    /// went to sleep. Either changes between two looks at a thread that woke up in between.
    pub fn times_scheduled(&mut self) -> Option<u64> {
        let mut buffer = [0u8; 128];
        match read_fresh(&self.schedstat, &mut buffer).and_then(parse_times_scheduled) {
            Some(count) if count > 0 => Some(count),
            _ => {
                let status = open_lazily(&mut self.status, self.pid, self.tid, "status")?;
                let mut buffer = [0u8; 4096];
                parse_voluntary_switches(read_fresh(status, &mut buffer)?)
            }
        }
    }

    /// The scheduler state letter: S for an interruptible sleep, D uninterruptible, R running...
    pub fn state(&mut self) -> Option<char> {
        let stat = open_lazily(&mut self.stat, self.pid, self.tid, "stat")?;
        let mut buffer = [0u8; 1024];
        parse_proc_stat(read_fresh(stat, &mut buffer)?).map(|stat| stat.state)
    }
}

fn task_dir(pid: i32, tid: i32) -> String {
    format!("/proc/{pid}/task/{tid}")
}

fn open_lazily<'f>(slot: &'f mut Option<File>, pid: i32, tid: i32, name: &str) -> Option<&'f File> {
    if slot.is_none() {
        *slot = Some(File::open(format!("{}/{name}", task_dir(pid, tid))).ok()?);
    }
    slot.as_ref()
}

/// Reads the whole file from its start into `buffer`, as text.
fn read_fresh<'b>(file: &File, buffer: &'b mut [u8]) -> Option<&'b str> {
    let mut filled = 0;
    while filled < buffer.len() {
        match file.read_at(&mut buffer[filled..], filled as u64) {
            Ok(0) => break,
            Ok(count) => filled += count,
            Err(_) => return None,
        }
    }
    std::str::from_utf8(&buffer[..filled]).ok()
}

#[cfg(test)]
mod tests {
    use std::process::{Command, Stdio};
    use std::time::Duration;

    use super::*;

    #[test]
    fn sees_a_sleeping_child_and_fresh_counts_on_each_look() {
        let mut child = Command::new("sleep")
            .arg("0.3")
            .stdin(Stdio::null())
            .spawn()
            .expect("sleep starts");
        let pid = child.id() as i32;
        std::thread::sleep(Duration::from_millis(100));
        let mut probe = TaskProbe::open(pid, pid).expect("the child's /proc files open");
        let call = probe
            .blocked_call()
            .expect("sleep is blocked in a system call");
        assert_ne!(call.number, libc::SYS_read);
        assert_eq!(probe.state(), Some('S'));
        let runs = probe.times_scheduled().expect("a run count");
        assert!(runs > 0);
        assert_eq!(probe.times_scheduled(), Some(runs), "no run while asleep");
        child.wait().expect("sleep ends");
        assert_eq!(probe.blocked_call(), None, "a reaped thread tells nothing");
        assert_eq!(probe.state(), None);
    }
}
