//! Temp files and folders croupier leaves while it works carry its pid in their names
//! (`croupier-run-<pid>-…`), so that a later croupier removes those of a croupier that died
//! without cleaning up (SIGKILL, a crash) and never those of one still running.

use std::path::Path;

/// A run's working directory, under the temp dir.
pub const RUN_FOLDER: &str = "croupier-run-";
/// The seed shim's draw log and plan, under the temp dir.
pub const DRAW_LOG: &str = "croupier-draws-";
pub const SHIM_PLAN: &str = "croupier-plan-";
/// A build in progress, under the cache root.
pub const BUILDING: &str = ".building-";
/// The folder a compiler works in, under the temp dir.
pub const BUILD_FOLDER: &str = "croupier-build-";

/// The prefix of a temp name of `kind` made by this process.
pub fn owned_prefix(kind: &str) -> String {
    format!("{kind}{}-", std::process::id())
}

/// Removes the entries of `folder` of the given kinds whose croupier is no longer alive; returns
/// how many went. Entries that cannot be removed are left (another user's, say).
pub fn remove_stale(folder: &Path, kinds: &[&str]) -> usize {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let Some(pid) = kinds
            .iter()
            .find_map(|kind| owner_pid(&name.to_string_lossy(), kind))
        else {
            continue;
        };
        if is_alive(pid) {
            continue;
        }
        let path = entry.path();
        let gone = if path.is_dir() && !path.is_symlink() {
            std::fs::remove_dir_all(&path)
        } else {
            std::fs::remove_file(&path)
        };
        removed += usize::from(gone.is_ok());
    }
    removed
}

/// The pid in a name `<kind><pid>-<random>`, if it is one.
fn owner_pid(name: &str, kind: &str) -> Option<i32> {
    let (pid, rest) = name.strip_prefix(kind)?.split_once('-')?;
    if rest.is_empty() || !pid.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok().filter(|&pid| pid > 0)
}

fn is_alive(pid: i32) -> bool {
    // EPERM: alive, another user's.
    !matches!(
        nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), None),
        Err(nix::errno::Errno::ESRCH)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_tell_their_croupier() {
        let table = [
            ("croupier-run-123-abXY", RUN_FOLDER, Some(123)),
            ("croupier-run-abXY", RUN_FOLDER, None),
            ("croupier-run-123-", RUN_FOLDER, None),
            ("croupier-draws-9-x", DRAW_LOG, Some(9)),
            (".building-77-q", BUILDING, Some(77)),
            ("croupier-run-0-x", RUN_FOLDER, None),
            ("other-123-x", RUN_FOLDER, None),
        ];
        for (name, kind, pid) in table {
            assert_eq!(owner_pid(name, kind), pid, "{name}");
        }
    }

    #[test]
    fn a_dead_croupiers_files_go_and_a_live_ones_stay() {
        let folder = tempfile::tempdir().unwrap();
        // A child that has exited and been reaped: its pid is free.
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let stale = folder.path().join(format!("{RUN_FOLDER}{dead}-old"));
        std::fs::create_dir_all(stale.join("inside")).unwrap();
        let stale_log = folder.path().join(format!("{DRAW_LOG}{dead}-old"));
        std::fs::write(&stale_log, b"L\n").unwrap();
        let live = folder
            .path()
            .join(format!("{}now", owned_prefix(RUN_FOLDER)));
        std::fs::create_dir(&live).unwrap();
        let unrelated = folder.path().join("croupier-run-notes");
        std::fs::write(&unrelated, b"").unwrap();
        assert_eq!(remove_stale(folder.path(), &[RUN_FOLDER, DRAW_LOG]), 2);
        assert!(!stale.exists() && !stale_log.exists());
        assert!(live.exists() && unrelated.exists());
    }
}
