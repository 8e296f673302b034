//! Every process a run started: the program's process group and session (it leads both), found
//! in /proc and killed together, so that nothing outlives a run.

use std::fs;
use std::time::{Duration, Instant};

use nix::sys::signal::{kill, killpg, Signal};
use nix::unistd::Pid;

use super::poll_backoff::PollBackoff;
use super::proc_stat::read_proc_stat;

/// How long to wait for killed processes to die before giving up on them.
const DEATH_WAIT: Duration = Duration::from_secs(2);

/// The processes in the program's process group or session (the program leads both).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ProcessGroup {
    leader: Pid,
}

impl ProcessGroup {
    pub fn led_by(leader: Pid) -> Self {
        ProcessGroup { leader }
    }

    /// Live processes in the group or the session, the leader included while it lives. A process
    /// that left both (a double fork and setsid) is not found here.
    pub fn members(&self) -> Vec<Pid> {
        let Ok(entries) = fs::read_dir("/proc") else {
            return Vec::new();
        };
        let leader = self.leader.as_raw();
        entries
            .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
            .filter(|&pid| {
                read_proc_stat(pid).is_some_and(|stat| {
                    !stat.is_dead() && (stat.process_group == leader || stat.session == leader)
                })
            })
            .map(Pid::from_raw)
            .collect()
    }

    /// Sends SIGKILL to the group and to every member found in /proc, then waits (bounded) until
    /// each is dead. A dead process may stay a zombie until its parent reaps it; it runs no code.
    pub fn kill_all(&self) {
        // ESRCH: the group is gone already; the scan below finds any straggler anyway.
        let _ = killpg(self.leader, Signal::SIGKILL);
        let members = self.members();
        for &member in &members {
            let _ = kill(member, Signal::SIGKILL);
        }
        wait_until_dead(&members);
    }
}

fn wait_until_dead(pids: &[Pid]) {
    let give_up = Instant::now() + DEATH_WAIT;
    let mut backoff = PollBackoff::new();
    let is_alive = |pid: &Pid| read_proc_stat(pid.as_raw()).is_some_and(|stat| !stat.is_dead());
    while pids.iter().any(is_alive) && Instant::now() < give_up {
        std::thread::sleep(backoff.next_wait());
    }
}
