//! Every process a run started, found in /proc and killed and reaped together, so that nothing
//! outlives a run: the program's process group and session (it leads both), every process of the
//! run's own user, and the descendants of any of them. croupier is a child subreaper, so an
//! escapee whose parent died is croupier's child and is reaped here, never left a zombie; other
//! children of croupier (other runs, compilers) are never touched.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::time::{Duration, Instant};

use nix::sys::signal::{kill, killpg, Signal};
use nix::sys::wait::{waitpid, WaitPidFlag};
use nix::unistd::Pid;

use super::poll_backoff::PollBackoff;
use super::proc_stat::{parse_real_uid, read_proc_stat, ProcStat};

/// How long to keep killing before giving up on processes that will not die.
const DEATH_WAIT: Duration = Duration::from_secs(2);

/// How a run's processes are recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct RunProcesses {
    /// The program itself: it leads its process group and session, and croupier reaps it.
    leader: Pid,
    /// The run's own user, when it has one: all of its processes belong to the run.
    uid: Option<u32>,
}

/// One process as /proc shows it.
#[derive(Debug, Clone, Copy)]
struct ProcessEntry {
    stat: ProcStat,
    uid: Option<u32>,
}

impl RunProcesses {
    pub fn new(leader: Pid, uid: Option<u32>) -> Self {
        RunProcesses { leader, uid }
    }

    /// The run's processes, dead (zombie) or alive, croupier excluded.
    fn members(&self) -> BTreeMap<i32, ProcessEntry> {
        self.members_knowing(&BTreeSet::new())
    }

    /// The run's processes, counting also the processes in `known` (members seen before: once
    /// its parent dies, a child that left the group and session is reparented and no longer
    /// looks like a descendant).
    fn members_knowing(&self, known: &BTreeSet<i32>) -> BTreeMap<i32, ProcessEntry> {
        let table = process_table(self.uid.is_some());
        let own = nix::unistd::getpid().as_raw();
        let leader = self.leader.as_raw();
        let mut members: BTreeMap<i32, ProcessEntry> = table
            .iter()
            .filter(|(&pid, entry)| {
                pid != own
                    && (pid == leader
                        || known.contains(&pid)
                        || entry.stat.process_group == leader
                        || entry.stat.session == leader
                        || (self.uid.is_some() && entry.uid == self.uid))
            })
            .map(|(&pid, &entry)| (pid, entry))
            .collect();
        // Descendants of members, to any depth (a child that left the group and session).
        loop {
            let found: Vec<(i32, ProcessEntry)> = table
                .iter()
                .filter(|(pid, entry)| {
                    !members.contains_key(pid)
                        && **pid != own
                        && members.contains_key(&entry.stat.parent)
                })
                .map(|(&pid, &entry)| (pid, entry))
                .collect();
            if found.is_empty() {
                return members;
            }
            members.extend(found);
        }
    }

    /// The run's processes that are alive (not zombies), croupier excluded.
    pub fn live_members(&self) -> Vec<i32> {
        self.members()
            .into_iter()
            .filter(|(_, entry)| !entry.stat.is_dead())
            .map(|(pid, _)| pid)
            .collect()
    }

    /// Kills every process of the run and reaps those that became croupier's children, the
    /// leader excepted (its exit status is the caller's to collect). Bounded by [`DEATH_WAIT`].
    pub fn kill_all(&self) {
        let leader = self.leader.as_raw();
        // The tree as it stands before anything dies: killing a parent reparents its children.
        let mut known: BTreeSet<i32> = self.members().into_keys().collect();
        kill_until_gone(|| {
            // ESRCH: the group is gone already; the scan finds any straggler anyway.
            let _ = killpg(self.leader, Signal::SIGKILL);
            let members = self.members_knowing(&known);
            known.extend(members.keys().copied());
            members
                .into_iter()
                .filter(|&(pid, _)| pid != leader)
                .collect()
        });
    }
}

/// Kills every process of `uid` (a run account's leftovers) and reaps croupier's children among
/// them.
pub(super) fn kill_user_processes(uid: u32) {
    kill_until_gone(|| {
        process_table(true)
            .into_iter()
            .filter(|(_, entry)| entry.uid == Some(uid))
            .collect()
    });
}

/// Repeats: find the processes, SIGKILL the living, reap the dead that are croupier's children;
/// until a pass finds none alive and none left to reap, or [`DEATH_WAIT`] passes. A fork bomb
/// may add processes between two passes; its process limit makes the passes catch up.
fn kill_until_gone(mut find: impl FnMut() -> Vec<(i32, ProcessEntry)>) {
    let own = nix::unistd::getpid().as_raw();
    let give_up = Instant::now() + DEATH_WAIT;
    let mut backoff = PollBackoff::new();
    loop {
        let mut busy = false;
        for (pid, entry) in find() {
            if !entry.stat.is_dead() {
                busy = true;
                let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
            } else if entry.stat.parent == own {
                busy = true;
                // Only this pid: another thread's child must stay for its own waiter.
                let _ = waitpid(Pid::from_raw(pid), Some(WaitPidFlag::WNOHANG));
            }
        }
        if !busy || Instant::now() >= give_up {
            return;
        }
        std::thread::sleep(backoff.next_wait());
    }
}

/// Threads of every process of `uid` (what RLIMIT_NPROC counts).
pub(super) fn count_user_tasks(uid: u32) -> u64 {
    let Ok(entries) = fs::read_dir("/proc") else {
        return 0;
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| fs::read_to_string(format!("/proc/{pid}/status")).ok())
        .filter(|status| parse_real_uid(status) == Some(uid))
        .map(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("Threads:"))
                .and_then(|count| count.trim().parse().ok())
                .unwrap_or(1)
        })
        .sum()
}

/// Every process in /proc with its stat (and its real uid when `with_uids`).
fn process_table(with_uids: bool) -> BTreeMap<i32, ProcessEntry> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return BTreeMap::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| {
            let stat = read_proc_stat(pid)?;
            let uid = if with_uids {
                fs::read_to_string(format!("/proc/{pid}/status"))
                    .ok()
                    .and_then(|status| parse_real_uid(&status))
            } else {
                None
            };
            Some((pid, ProcessEntry { stat, uid }))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::os::unix::process::CommandExt;
    use std::process::Command;

    use super::*;

    #[test]
    fn a_descendant_that_left_the_group_is_still_a_member_and_is_killed() {
        // sh leads nothing here; its child calls setsid and so leaves group and session.
        let mut shell = Command::new("sh")
            .arg("-c")
            .arg("setsid sleep 30 & echo $!; wait")
            .stdout(std::process::Stdio::piped())
            .process_group(0)
            .spawn()
            .expect("sh starts");
        let mut line = String::new();
        std::io::BufRead::read_line(
            &mut std::io::BufReader::new(shell.stdout.take().unwrap()),
            &mut line,
        )
        .unwrap();
        let escapee: i32 = line.trim().parse().expect("the child's pid");
        let leader = Pid::from_raw(shell.id() as i32);
        let run = RunProcesses::new(leader, None);
        let deadline = Instant::now() + Duration::from_secs(5);
        while !run.members().contains_key(&escapee) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(run.members().contains_key(&escapee), "found by ancestry");
        run.kill_all();
        shell.wait().expect("sh is reaped");
        // SIGKILL lands asynchronously: give the kernel a moment to end it.
        let alive = || read_proc_stat(escapee).is_some_and(|stat| !stat.is_dead());
        let deadline = Instant::now() + Duration::from_secs(5);
        while alive() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(!alive(), "the escapee {escapee} was killed");
    }
}
