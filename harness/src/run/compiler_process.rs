//! A compiler contained as a run is: its own session and process group, rlimits, the
//! parent-death signal, known to the interrupt cleanup (killed, its staging folder removed, when
//! croupier is interrupted), and every process it started killed and reaped when it ends or
//! passes its deadline.

use std::io;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

use nix::unistd::Pid;

use super::child_process::ChildSetup;
use super::poll_backoff::PollBackoff;
use super::resource_limits::ResourceLimits;
use super::run_processes::{count_user_tasks, RunProcesses};
use super::run_spec::RunLimits;
use super::run_supervisor::{supervise_runs, ActiveRun};

/// The limits of one compiler (and of every process it starts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompilerLimits {
    /// Wall time of the whole build.
    pub deadline: Duration,
    /// CPU time per process.
    pub cpu: Duration,
    /// Address space per process; `None` for a JVM (its heap is set by `-J-Xmx`).
    pub address_space: Option<u64>,
    /// The largest file it may write.
    pub file_size: u64,
    /// Processes and threads, beyond those croupier's user has already.
    pub processes: u64,
}

/// How a contained compiler ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompilerEnd {
    Exited(ExitStatus),
    /// Killed at its deadline, with everything it started.
    TimedOut,
}

/// Runs `command` (its stdio and folder already set) under `limits`; `staging` is removed should
/// croupier be interrupted meanwhile.
pub fn run_contained_compiler(
    mut command: Command,
    limits: &CompilerLimits,
    staging: PathBuf,
) -> io::Result<CompilerEnd> {
    supervise_runs();
    let run_limits = RunLimits {
        cpu: limits.cpu,
        address_space: limits.address_space.unwrap_or(u64::MAX),
        file_size: limits.file_size,
        open_files: 4096,
        processes: limits.processes,
        ..RunLimits::default()
    };
    let processes_already = count_user_tasks(nix::unistd::getuid().as_raw());
    let setup = ChildSetup::new(
        false,
        true,
        nix::unistd::getpid(),
        ResourceLimits::new(
            &run_limits,
            limits.address_space.is_some(),
            processes_already,
        ),
    );
    // SAFETY: the closure runs between fork and exec and only makes async-signal-safe calls.
    unsafe {
        command.pre_exec(move || setup.apply());
    }
    let mut child: Child = command.spawn()?;
    let leader = Pid::from_raw(child.id() as i32);
    let active = ActiveRun::register(leader, None, staging);
    let processes = RunProcesses::new(leader, None);
    let give_up = Instant::now() + limits.deadline;
    let mut backoff = PollBackoff::new();
    let end = loop {
        if let Some(status) = child.try_wait()? {
            break CompilerEnd::Exited(status);
        }
        if Instant::now() >= give_up {
            processes.kill_all();
            let _ = child.wait();
            break CompilerEnd::TimedOut;
        }
        std::thread::sleep(backoff.next_wait().min(give_up - Instant::now()));
    };
    // Whatever the compiler left behind (a stray cc1, a daemon) ends with it.
    processes.kill_all();
    drop(active);
    Ok(end)
}
