//! croupier as the supervisor of its runs: a child subreaper (so a process that escaped its run
//! by a double fork becomes croupier's child, to be found, killed and reaped, not init's), and
//! the one who cleans up the runs in progress when croupier is interrupted (SIGINT, SIGTERM,
//! SIGHUP): their processes killed, their working directories removed, then croupier ends as the
//! signal asked.

use std::os::fd::{AsRawFd, OwnedFd};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Mutex, Once};

use nix::unistd::Pid;

use super::run_processes::RunProcesses;

/// The signals that end croupier with a cleanup first.
const INTERRUPTS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

/// Where the signal handler writes the signal number; read by the cleanup thread.
static WAKE_FD: AtomicI32 = AtomicI32::new(-1);
/// croupier's pid: a signal caught in a child between fork and exec must not wake the cleanup.
static SUPERVISOR_PID: AtomicI32 = AtomicI32::new(0);
static ACTIVE_RUNS: Mutex<Vec<ActiveRunEntry>> = Mutex::new(Vec::new());
static SETUP: Once = Once::new();

#[derive(Debug, Clone)]
struct ActiveRunEntry {
    leader: i32,
    uid: Option<u32>,
    working_dir: PathBuf,
}

/// A run in progress, known to the interrupt cleanup until dropped.
#[derive(Debug)]
pub(super) struct ActiveRun {
    leader: i32,
}

impl ActiveRun {
    pub fn register(leader: Pid, uid: Option<u32>, working_dir: PathBuf) -> ActiveRun {
        let entry = ActiveRunEntry {
            leader: leader.as_raw(),
            uid,
            working_dir,
        };
        lock_runs().push(entry);
        ActiveRun {
            leader: leader.as_raw(),
        }
    }
}

impl Drop for ActiveRun {
    fn drop(&mut self) {
        lock_runs().retain(|entry| entry.leader != self.leader);
    }
}

/// Makes croupier a subreaper and installs the interrupt cleanup, once per process. Failures
/// only weaken cleanup (escapees then go to init), so they are not errors.
pub(super) fn supervise_runs() {
    SETUP.call_once(|| {
        #[cfg(target_os = "linux")]
        // SAFETY: PR_SET_CHILD_SUBREAPER takes an integer flag and no pointers.
        unsafe {
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1);
        }
        let _ = install_interrupt_cleanup();
    });
}

fn lock_runs() -> std::sync::MutexGuard<'static, Vec<ActiveRunEntry>> {
    ACTIVE_RUNS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn install_interrupt_cleanup() -> std::io::Result<()> {
    let (read_end, write_end) = nix::unistd::pipe2(nix::fcntl::OFlag::O_CLOEXEC)?;
    SUPERVISOR_PID.store(nix::unistd::getpid().as_raw(), Ordering::SeqCst);
    WAKE_FD.store(write_end.as_raw_fd(), Ordering::SeqCst);
    // The write end lives as long as croupier: the handler may use it at any time.
    std::mem::forget(write_end);
    std::thread::Builder::new()
        .name("croupier-interrupt-cleanup".into())
        .spawn(move || clean_up_on_interrupt(read_end))?;
    for signal in INTERRUPTS {
        // SAFETY: sigaction with a zeroed struct plus a handler that only calls getpid and write
        // (async-signal-safe); the old action is read first so an ignored signal stays ignored.
        unsafe {
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(signal, std::ptr::null(), &mut old) != 0
                || old.sa_sigaction != libc::SIG_DFL
            {
                continue;
            }
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = forward_signal as extern "C" fn(libc::c_int) as usize;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
    Ok(())
}

extern "C" fn forward_signal(signal: libc::c_int) {
    // SAFETY: getpid and write are async-signal-safe; the byte outlives the call.
    unsafe {
        if libc::getpid() != SUPERVISOR_PID.load(Ordering::SeqCst) {
            return;
        }
        let byte = signal as u8;
        libc::write(
            WAKE_FD.load(Ordering::SeqCst),
            (&byte as *const u8).cast(),
            1,
        );
    }
}

fn clean_up_on_interrupt(read_end: OwnedFd) {
    let mut byte = [0u8; 1];
    let signal = loop {
        match nix::unistd::read(read_end.as_raw_fd(), &mut byte) {
            Ok(1) => break libc::c_int::from(byte[0]),
            Err(nix::errno::Errno::EINTR) => continue,
            _ => return,
        }
    };
    for run in lock_runs().iter() {
        RunProcesses::new(Pid::from_raw(run.leader), run.uid).kill_all();
        let _ = std::fs::remove_dir_all(&run.working_dir);
    }
    // End as the signal asked, now that nothing is left behind.
    // SAFETY: restoring the default action and raising the signal take no pointers.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
    }
}
