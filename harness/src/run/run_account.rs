//! The unprivileged user a run's program runs as when croupier is root: one uid per concurrent
//! run (held with a lock file, so parallel runs and other croupier processes never share one),
//! so that RLIMIT_NPROC counts only that run, the program cannot signal croupier, and every
//! process it started is found by its uid.

use std::fs::{File, OpenOptions};
use std::io;
use std::os::fd::AsRawFd;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::PathBuf;

/// Where the uids come from unless `CROUPIER_UIDS=FIRST-LAST` says otherwise: far above the uids
/// of people and system services, in a range systemd leaves unused.
const DEFAULT_UIDS: (u32, u32) = (1_900_000_000, 1_900_000_999);
/// The usual `nobody`, tried when no uid of the range can be used (a container whose user
/// namespace maps only the low uids).
const NOBODY: u32 = 65_534;

/// A uid (and the gid of the same number) held for one run; the lock is released on drop.
#[derive(Debug)]
pub(super) struct RunAccount {
    pub uid: u32,
    pub gid: u32,
    _lock: Option<File>,
}

impl RunAccount {
    /// A free uid of the range, or `nobody` when none can be held; an error says why neither can.
    /// Processes left by an earlier croupier that died under the same uid are ended first.
    pub fn acquire() -> Result<RunAccount, String> {
        Ok(Self::acquire_own()?.unwrap_or(RunAccount {
            uid: NOBODY,
            gid: NOBODY,
            _lock: None,
        }))
    }

    /// A free uid of the range, held by this process alone; `None` when every one is held.
    pub fn acquire_own() -> Result<Option<RunAccount>, String> {
        let (first, last) = configured_range()?;
        let locks = lock_folder().map_err(|error| {
            format!("cannot make the folder of uid locks (for running programs as their own user): {error}")
        })?;
        for uid in first..=last {
            let Ok(lock) = try_lock(&locks.join(uid.to_string())) else {
                continue;
            };
            // Held by this croupier now: anything still running under it is a leftover.
            super::run_processes::kill_user_processes(uid);
            return Ok(Some(RunAccount {
                uid,
                gid: uid,
                _lock: Some(lock),
            }));
        }
        Ok(None)
    }

    /// Whether this account is shared with other runs (`nobody`): its process limit and its
    /// processes are then not the run's alone.
    pub fn is_shared(&self) -> bool {
        self._lock.is_none()
    }
}

/// True when croupier runs as root and so can run programs as another user.
pub(super) fn can_switch_user() -> bool {
    nix::unistd::geteuid().is_root()
}

/// The range in use, as `FIRST-LAST`, for messages.
pub(super) fn configured_range_text() -> String {
    configured_range().map_or_else(|error| error, |(first, last)| format!("{first}-{last}"))
}

fn configured_range() -> Result<(u32, u32), String> {
    let Some(text) = std::env::var_os("CROUPIER_UIDS") else {
        return Ok(DEFAULT_UIDS);
    };
    let text = text.to_string_lossy();
    parse_range(&text).ok_or_else(|| {
        format!("CROUPIER_UIDS='{text}' is not a uid range like 1900000000-1900000999 (above 0)")
    })
}

fn parse_range(text: &str) -> Option<(u32, u32)> {
    let (first, last) = text.trim().split_once('-')?;
    let (first, last): (u32, u32) = (first.trim().parse().ok()?, last.trim().parse().ok()?);
    (first > 0 && first <= last).then_some((first, last))
}

fn lock_folder() -> io::Result<PathBuf> {
    let folder = std::env::temp_dir().join("croupier-uid-locks");
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(&folder)?;
    Ok(folder)
}

/// An exclusive lock on `path`, or an error when another run holds it.
fn try_lock(path: &std::path::Path) -> io::Result<File> {
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .mode(0o600)
        .open(path)?;
    // SAFETY: flock on a descriptor this function owns; no pointers.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uid_ranges_parse_or_are_refused() {
        let table = [
            (
                "1900000000-1900000999",
                Some((1_900_000_000, 1_900_000_999)),
            ),
            (" 5000 - 5000 ", Some((5000, 5000))),
            ("0-10", None),
            ("10-5", None),
            ("5000", None),
            ("a-b", None),
        ];
        for (text, range) in table {
            assert_eq!(parse_range(text), range, "{text}");
        }
    }

    #[test]
    fn a_held_lock_cannot_be_taken_twice() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("42");
        let held = try_lock(&path).expect("a free lock");
        assert!(
            try_lock(&path).is_err(),
            "a second open file description is refused"
        );
        drop(held);
        assert!(try_lock(&path).is_ok(), "released on drop");
    }
}
