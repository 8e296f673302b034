//! A compiler contained as a run is: its own session and process group, rlimits, the
//! parent-death signal, every inherited descriptor closed, PR_SET_NO_NEW_PRIVS, as the build's
//! own user when croupier is root, inside bubblewrap on request, known to the interrupt cleanup
//! (killed, its folder removed, when croupier is interrupted), and every process it started
//! killed and reaped when it ends or passes its deadline.

use std::ffi::OsString;
use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use nix::unistd::Pid;

use super::bubblewrap::sandboxed_compiler_command;
use super::build_account::BuildAccount;
use super::child_process::ChildSetup;
use super::poll_backoff::PollBackoff;
use super::resource_limits::ResourceLimits;
use super::run_error::RunError;
use super::run_processes::{count_user_tasks, RunProcesses};
use super::run_spec::{RunLimits, Sandbox};
use super::run_supervisor::{supervise_runs, ActiveRun};

/// One compiler to start: its words, the folder it works in, its whole environment, and where
/// its messages (stdout and stderr together) go.
#[derive(Debug)]
pub struct CompilerCommand<'a> {
    pub words: &'a [String],
    /// Its working directory and the only folder it may write; removed should croupier be
    /// interrupted meanwhile.
    pub workspace: &'a Path,
    /// Nothing else of croupier's environment reaches it.
    pub env: Vec<(OsString, OsString)>,
    pub log: &'a File,
}

/// What contains a compiler beyond its limits: the build's own user (croupier is root) and the
/// sandbox.
#[derive(Debug, Clone, Copy)]
pub struct CompilerContainment<'a> {
    pub account: Option<&'a BuildAccount>,
    pub sandbox: Sandbox,
}

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

/// Runs `compiler` under `limits` and `containment`.
pub fn run_contained_compiler(
    compiler: &CompilerCommand,
    limits: &CompilerLimits,
    containment: CompilerContainment,
) -> Result<CompilerEnd, RunError> {
    supervise_runs();
    let spawn_error = |source| RunError::Spawn {
        program: compiler.words[0].clone().into(),
        working_dir: compiler.workspace.to_path_buf(),
        source,
    };
    let sandboxed = containment.sandbox == Sandbox::Bubblewrap;
    let mut command = if sandboxed {
        let wrapped =
            sandboxed_compiler_command(compiler.words, compiler.workspace, limits.file_size)?;
        let mut command = Command::new(wrapped.program);
        command.args(wrapped.args);
        command
    } else {
        let mut command = Command::new(&compiler.words[0]);
        command.args(&compiler.words[1..]);
        command
    };
    command
        .env_clear()
        .envs(compiler.env.iter().map(|(name, value)| (name, value)))
        .current_dir(compiler.workspace)
        .stdin(Stdio::null())
        .stdout(compiler.log.try_clone().map_err(spawn_error)?)
        .stderr(compiler.log.try_clone().map_err(spawn_error)?);
    let uid = containment.account.map(BuildAccount::uid);
    if let Some(account) = containment.account {
        // Set by std before the setup below (which a change of user would partly undo).
        command.uid(account.uid()).gid(account.gid());
    }
    let run_limits = RunLimits {
        cpu: limits.cpu,
        address_space: limits.address_space.unwrap_or(u64::MAX),
        file_size: limits.file_size,
        open_files: 4096,
        processes: limits.processes,
        ..RunLimits::default()
    };
    // A build's own user has no other processes; croupier's user has croupier's.
    let processes_already = match uid {
        Some(_) => 0,
        None => count_user_tasks(nix::unistd::getuid().as_raw()),
    };
    let setup = ChildSetup::new(
        false,
        // bwrap sets no_new_privs itself, and a setuid bwrap would not start under it.
        !sandboxed,
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
    let mut child: Child = command.spawn().map_err(spawn_error)?;
    let leader = Pid::from_raw(child.id() as i32);
    let active = ActiveRun::register(leader, uid, compiler.workspace.to_path_buf());
    let processes = RunProcesses::new(leader, uid);
    let give_up = Instant::now() + limits.deadline;
    let mut backoff = PollBackoff::new();
    let waited = |source| RunError::Contact {
        action: "waiting for the compiler",
        source,
    };
    let end = loop {
        if let Some(status) = child.try_wait().map_err(waited)? {
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
