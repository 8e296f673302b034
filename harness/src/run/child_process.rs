//! The program as a process: started in its own session and process group with exactly the
//! environment asked for, as the run's user and under its rlimits, watched for its exit without
//! reaping it early, and ended with every process it started.

use std::io;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::time::Duration;

use nix::sys::wait::{waitid, Id, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

use super::child_stdio::ProgramEnds;
use super::launch_plan::LaunchPlan;
use super::resource_limits::ResourceLimits;
use super::run_error::RunError;
use super::run_processes::RunProcesses;
use super::run_spec::RunSpec;

/// How the program ended, as the operating system reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct ProcessExit {
    pub code: Option<i32>,
    pub signal: Option<i32>,
    /// User and system CPU time of the program (and of the children it waited for).
    pub cpu_time: Duration,
    /// Its largest resident set, in bytes.
    pub peak_resident_bytes: u64,
}

/// A started program. Dropping it kills and reaps everything it started.
#[derive(Debug)]
pub(super) struct ChildProcess {
    pid: Pid,
    /// The run's own user, whose every process belongs to the run.
    run_uid: Option<u32>,
    /// A pidfd: readable once the program has exited, so a wait can wake on it.
    exit_notice: Option<OwnedFd>,
    exit: Option<ProcessExit>,
}

impl ChildProcess {
    /// Starts the program as `plan` says on `ends` (which are closed here once the program has
    /// them).
    pub fn spawn(
        spec: &RunSpec,
        plan: &LaunchPlan,
        ends: ProgramEnds,
        terminal: bool,
    ) -> Result<Self, RunError> {
        let mut command = Command::new(&plan.program);
        if let Some(account) = &plan.account {
            // std drops the supplementary groups too, and does this before the setup below, so
            // the parent-death signal (which a change of user clears) is set after it.
            command.uid(account.uid).gid(account.gid);
        }
        command
            .args(&plan.args)
            .env_clear()
            .envs(plan.env.iter().map(|(name, value)| (name, value)))
            .current_dir(&spec.working_dir)
            .stdin(Stdio::from(ends.stdin))
            .stdout(Stdio::from(ends.stdout))
            .stderr(Stdio::from(ends.stderr));
        let setup = ChildSetup::new(
            terminal,
            // The mark that croupier's reference games refuse to play under
            // (reference::run_confinement); croupier's own runs of them stay unmarked.
            !spec.trusted && spec.sandbox != super::run_spec::Sandbox::Bubblewrap,
            nix::unistd::getpid(),
            plan.rlimits,
        );
        // SAFETY: the closure runs between fork and exec and only makes async-signal-safe calls
        // (setsid, ioctl, getrlimit, setrlimit, prctl, getppid).
        unsafe {
            command.pre_exec(move || setup.apply());
        }
        let child = spawn_past_busy_text(&mut command).map_err(|source| RunError::Spawn {
            program: spec.program.clone(),
            working_dir: spec.working_dir.clone(),
            source,
        })?;
        // `command` (and with it croupier's copies of the program's ends) is dropped on return,
        // so the program holds the only copies of its pipe ends.
        // The std handle is not kept: croupier reaps the program itself, with its resource use.
        let pid = Pid::from_raw(child.id() as i32);
        Ok(ChildProcess {
            exit_notice: open_exit_notice(pid),
            pid,
            run_uid: plan.run_uid(),
            exit: None,
        })
    }

    pub fn pid(&self) -> Pid {
        self.pid
    }

    /// A descriptor that becomes readable when the program exits, where the system has one.
    pub fn exit_notice(&self) -> Option<BorrowedFd<'_>> {
        self.exit_notice.as_ref().map(|fd| fd.as_fd())
    }

    /// Whether the program has exited; it stays unreaped (a zombie), so its process group and
    /// /proc entry remain valid until [`Self::terminate`].
    pub fn has_exited(&self) -> bool {
        let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
        !matches!(
            waitid(Id::Pid(self.pid), flags),
            Ok(WaitStatus::StillAlive) | Err(nix::errno::Errno::EINTR)
        )
    }

    /// Kills every process of the program's group and session, reaps the program and reports how
    /// it ended (a program that had exited by itself keeps its own exit code).
    pub fn terminate(&mut self) -> io::Result<ProcessExit> {
        if let Some(exit) = self.exit {
            return Ok(exit);
        }
        RunProcesses::new(self.pid, self.run_uid).kill_all();
        let exit = reap(self.pid)?;
        self.exit = Some(exit);
        Ok(exit)
    }
}

impl Drop for ChildProcess {
    fn drop(&mut self) {
        let _ = self.terminate();
    }
}

/// What the program's process does to itself before exec. Limits (rlimits, a cgroup) belong here.
#[derive(Debug, Clone, Copy)]
pub(super) struct ChildSetup {
    controlling_terminal: bool,
    /// PR_SET_NO_NEW_PRIVS: no setuid program gains privileges (bwrap sets it itself).
    no_new_privs: bool,
    parent: Pid,
    rlimits: ResourceLimits,
}

impl ChildSetup {
    pub fn new(
        controlling_terminal: bool,
        no_new_privs: bool,
        parent: Pid,
        rlimits: ResourceLimits,
    ) -> Self {
        ChildSetup {
            controlling_terminal,
            no_new_privs,
            parent,
            rlimits,
        }
    }

    pub fn apply(&self) -> io::Result<()> {
        // Its own session and process group, so the whole group can be killed at the end and no
        // signal from croupier's terminal reaches it.
        // SAFETY: setsid has no memory-safety preconditions.
        if unsafe { libc::setsid() } == -1 {
            return Err(io::Error::last_os_error());
        }
        if self.controlling_terminal {
            // SAFETY: fd 0 is the PTY slave here; TIOCSCTTY takes an integer argument.
            if unsafe { libc::ioctl(0, libc::TIOCSCTTY, 0) } == -1 {
                return Err(io::Error::last_os_error());
            }
        }
        // Nothing croupier's caller left open (`9>log`) reaches the program: every descriptor
        // above 2 closes at exec (std's own exec-error pipe is close-on-exec already).
        close_inherited_descriptors();
        if self.no_new_privs {
            // SAFETY: prctl(PR_SET_NO_NEW_PRIVS) takes integers and no pointers.
            if unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } == -1 {
                return Err(io::Error::last_os_error());
            }
        }
        self.rlimits.apply()?;
        die_with_parent(self.parent)
    }
}

/// Marks every descriptor above 2 close-on-exec: close_range where the kernel has it, else
/// each one up to the open-files limit. Async-signal-safe.
fn close_inherited_descriptors() {
    const CLOSE_RANGE_CLOEXEC: libc::c_uint = 1 << 2;
    // SAFETY: close_range takes integers; with CLOSE_RANGE_CLOEXEC it only sets flags.
    let done = unsafe {
        libc::syscall(
            libc::SYS_close_range,
            3 as libc::c_uint,
            libc::c_uint::MAX,
            CLOSE_RANGE_CLOEXEC,
        )
    } == 0;
    if done {
        return;
    }
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one rlimit through the pointer, which outlives the call.
    let highest = if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0 {
        limit.rlim_cur.min(1 << 20) as libc::c_int
    } else {
        1024
    };
    for fd in 3..highest {
        // SAFETY: fcntl on a descriptor that may not be open just fails with EBADF.
        unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
    }
}

/// Waits for the program and collects how it ended and what it used.
fn reap(pid: Pid) -> io::Result<ProcessExit> {
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to overwrite.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 writes one int and one rusage through pointers that outlive the call.
        let result = unsafe { libc::wait4(pid.as_raw(), &mut status, 0, &mut usage) };
        if result == pid.as_raw() {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    let time = |value: libc::timeval| {
        Duration::from_secs(value.tv_sec as u64) + Duration::from_micros(value.tv_usec as u64)
    };
    Ok(ProcessExit {
        code: libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status)),
        signal: libc::WIFSIGNALED(status).then(|| libc::WTERMSIG(status)),
        cpu_time: time(usage.ru_utime) + time(usage.ru_stime),
        peak_resident_bytes: (usage.ru_maxrss as u64).saturating_mul(1024),
    })
}

/// Should croupier itself be killed mid-run, the program gets SIGKILL instead of living on.
#[cfg(target_os = "linux")]
fn die_with_parent(parent: Pid) -> io::Result<()> {
    // SAFETY: prctl(PR_SET_PDEATHSIG) takes a signal number and no pointers.
    if unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) } == -1 {
        return Err(io::Error::last_os_error());
    }
    // The parent may have died between fork and prctl: then no signal would ever come.
    // SAFETY: getppid has no preconditions.
    if unsafe { libc::getppid() } != parent.as_raw() {
        return Err(io::Error::other(
            "croupier ended while the program was starting",
        ));
    }
    Ok(())
}

#[cfg(not(target_os = "linux"))]
fn die_with_parent(_parent: Pid) -> io::Result<()> {
    Ok(())
}

#[cfg(target_os = "linux")]
fn open_exit_notice(pid: Pid) -> Option<OwnedFd> {
    use std::os::fd::FromRawFd;
    // SAFETY: pidfd_open takes a pid and flags and returns a new descriptor or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid.as_raw(), 0) };
    // SAFETY: a non-negative result is a fresh descriptor (close-on-exec) owned by nobody else.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as i32) })
}

#[cfg(not(target_os = "linux"))]
fn open_exit_notice(_pid: Pid) -> Option<OwnedFd> {
    None
}

/// `command` spawned, tried again a few times while exec fails with "Text file busy": a
/// program just written (the build cache, a copy for the run) is busy while any process that
/// forked during the write still holds a descriptor open for writing it, which lasts only until
/// that process execs. Any other failure is returned at once.
fn spawn_past_busy_text(command: &mut Command) -> std::io::Result<std::process::Child> {
    let mut attempt = 0u64;
    loop {
        match command.spawn() {
            Err(error) if error.raw_os_error() == Some(libc::ETXTBSY) && attempt < 20 => {
                attempt += 1;
                std::thread::sleep(std::time::Duration::from_millis(10 * attempt));
            }
            spawned => return spawned,
        }
    }
}
