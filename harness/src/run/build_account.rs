//! The unprivileged user a build runs as when croupier is root: a uid of the runs' own pool
//! (`CROUPIER_UIDS`), held for that build alone, to which the build's folder is given. So the
//! compiler, and whatever a submission makes it read (an `#include` through a macro, an
//! assembler's `.incbin`), cannot open root-only files, write outside its folder or signal
//! croupier. A build never falls back to root or to the shared `nobody` (whose other processes
//! could then reach its folder): it waits for a uid of its own, and is not started without one.

use std::io;
use std::path::Path;
use std::time::{Duration, Instant};

use super::run_account::{can_switch_user, configured_range_text, RunAccount};

/// How often a build waiting for a uid looks again (each look tries every lock of the range).
const RETRY_WAIT: Duration = Duration::from_millis(100);

/// A uid (and the gid of the same number) held for one build; released on drop.
#[derive(Debug)]
pub struct BuildAccount {
    account: RunAccount,
}

/// Why a build was not started: croupier is root but holds no uid to build as.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuildAccountError {
    #[error("every uid of the range {range} stayed held by other runs and builds for {:.1} s", waited.as_secs_f64())]
    AllHeld { range: String, waited: Duration },
    #[error("{0}")]
    Unusable(String),
}

impl BuildAccount {
    /// A uid of the pool, waited for up to `wait`; `None` when croupier is not root (the build
    /// then runs as croupier's own user, as a run does).
    pub fn acquire(wait: Duration) -> Result<Option<BuildAccount>, BuildAccountError> {
        if !can_switch_user() {
            return Ok(None);
        }
        let give_up = Instant::now() + wait;
        loop {
            if let Some(account) = RunAccount::acquire_own().map_err(BuildAccountError::Unusable)? {
                return Ok(Some(BuildAccount { account }));
            }
            let now = Instant::now();
            if now >= give_up {
                return Err(BuildAccountError::AllHeld {
                    range: configured_range_text(),
                    waited: wait,
                });
            }
            std::thread::sleep(RETRY_WAIT.min(give_up - now));
        }
    }

    pub fn uid(&self) -> u32 {
        self.account.uid
    }

    pub fn gid(&self) -> u32 {
        self.account.gid
    }

    /// Gives `folder` and everything under it to this user (modes kept); a symlink is changed
    /// itself, never what it points to.
    pub fn give(&self, folder: &Path) -> io::Result<()> {
        std::os::unix::fs::lchown(folder, Some(self.uid()), Some(self.gid()))?;
        if !std::fs::symlink_metadata(folder)?.is_dir() {
            return Ok(());
        }
        for entry in std::fs::read_dir(folder)? {
            self.give(&entry?.path())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::MetadataExt;

    use super::*;

    #[test]
    fn a_build_account_is_none_without_root_and_owns_what_it_is_given_with_root() {
        let Some(account) = BuildAccount::acquire(Duration::ZERO).expect("a usable uid pool")
        else {
            assert!(
                !can_switch_user(),
                "root always gets an account or an error"
            );
            return;
        };
        assert_ne!(account.uid(), 0);
        let folder = tempfile::tempdir().unwrap();
        std::fs::create_dir(folder.path().join("classes")).unwrap();
        std::fs::write(folder.path().join("classes/Game.class"), b"").unwrap();
        std::os::unix::fs::symlink("/etc/passwd", folder.path().join("link")).unwrap();
        account.give(folder.path()).unwrap();
        for path in ["", "classes", "classes/Game.class"] {
            let owner = std::fs::metadata(folder.path().join(path)).unwrap().uid();
            assert_eq!(owner, account.uid(), "{path}");
        }
        assert_eq!(
            std::fs::metadata("/etc/passwd").unwrap().uid(),
            0,
            "a symlink's target is not given away"
        );
    }
}
