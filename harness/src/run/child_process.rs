//! The program as a process: started in its own session and process group with exactly the
//! environment asked for, watched for its exit without reaping it early, and ended with every
//! process it started.

use std::io;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};

use nix::sys::wait::{waitid, Id, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

use super::child_stdio::ProgramEnds;
use super::process_group::ProcessGroup;
use super::run_error::RunError;
use super::run_spec::RunSpec;

/// How the program ended, as the operating system reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ProcessExit {
    pub code: Option<i32>,
    pub signal: Option<i32>,
}

impl From<ExitStatus> for ProcessExit {
    fn from(status: ExitStatus) -> Self {
        ProcessExit {
            code: status.code(),
            signal: status.signal(),
        }
    }
}

/// A started program. Dropping it kills and reaps everything it started.
#[derive(Debug)]
pub(super) struct ChildProcess {
    child: Child,
    pid: Pid,
    /// A pidfd: readable once the program has exited, so a wait can wake on it.
    exit_notice: Option<OwnedFd>,
    exit: Option<ProcessExit>,
}

impl ChildProcess {
    /// Starts the program on `ends` (which are closed here once the program has them).
    pub fn spawn(spec: &RunSpec, ends: ProgramEnds, terminal: bool) -> Result<Self, RunError> {
        let mut command = Command::new(&spec.program);
        command
            .args(&spec.args)
            .env_clear()
            .envs(spec.env.iter().map(|(name, value)| (name, value)))
            .current_dir(&spec.working_dir)
            .stdin(Stdio::from(ends.stdin))
            .stdout(Stdio::from(ends.stdout))
            .stderr(Stdio::from(ends.stderr));
        let setup = ChildSetup {
            controlling_terminal: terminal,
            parent: nix::unistd::getpid(),
        };
        // SAFETY: the closure runs between fork and exec and only makes async-signal-safe calls
        // (setsid, ioctl, prctl, getppid, kill).
        unsafe {
            command.pre_exec(move || setup.apply());
        }
        let child = command.spawn().map_err(|source| RunError::Spawn {
            program: spec.program.clone(),
            working_dir: spec.working_dir.clone(),
            source,
        })?;
        // `command` (and with it croupier's copies of the program's ends) is dropped on return,
        // so the program holds the only copies of its pipe ends.
        let pid = Pid::from_raw(child.id() as i32);
        Ok(ChildProcess {
            exit_notice: open_exit_notice(pid),
            child,
            pid,
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
        ProcessGroup::led_by(self.pid).kill_all();
        let exit = ProcessExit::from(self.child.wait()?);
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
struct ChildSetup {
    controlling_terminal: bool,
    parent: Pid,
}

impl ChildSetup {
    fn apply(&self) -> io::Result<()> {
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
        die_with_parent(self.parent)
    }
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
