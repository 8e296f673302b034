//! What was true of the compiler's run that made a build: whether it ran as
//! a user of its own (a uid of the runs' pool, when croupier is root) and
//! whether inside bubblewrap. Recorded in the cache beside what it built, so
//! a program taken from the cache is reported as the build that made it
//! ran, not as the current command would have run it.

use std::path::Path;

use crate::report::BuildReport;

/// The file of a cached build that records how its compiler ran.
const RECORD: &str = "containment";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildContainment {
    /// The compiler ran as a uid of the pool, not as croupier's own user.
    pub own_user: bool,
    /// The compiler ran inside bubblewrap (`--sandbox bwrap`).
    pub bubblewrap: bool,
}

impl BuildContainment {
    /// Record it in the build folder `folder`.
    pub(super) fn record(self, folder: &Path) -> std::io::Result<()> {
        std::fs::write(
            folder.join(RECORD),
            format!(
                "own_user={}\nbubblewrap={}\n",
                self.own_user, self.bubblewrap
            ),
        )
    }

    /// As recorded in the build folder `folder`; None when it holds no
    /// record it can read (then nothing is claimed for the build).
    pub(super) fn recorded_in(folder: &Path) -> Option<BuildContainment> {
        let text = std::fs::read_to_string(folder.join(RECORD)).ok()?;
        let field = |name: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix('='))
                .and_then(|value| value.parse::<bool>().ok())
        };
        Some(BuildContainment {
            own_user: field("own_user")?,
            bubblewrap: field("bubblewrap")?,
        })
    }

    /// What a report says of it; `cached`: the program came from the cache.
    pub fn report(self, cached: bool) -> BuildReport {
        BuildReport {
            contained: self.own_user,
            sandbox: if self.bubblewrap { "bwrap" } else { "none" }.to_string(),
            cached,
            not_contained_because: (!self.own_user).then(|| {
                "the compiler ran as croupier's own user (croupier is not root), so it could \
                 read every file croupier can"
                    .to_string()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_as_it_was_written() {
        let folder = tempfile::tempdir().unwrap();
        for own_user in [false, true] {
            for bubblewrap in [false, true] {
                let containment = BuildContainment {
                    own_user,
                    bubblewrap,
                };
                containment.record(folder.path()).unwrap();
                assert_eq!(
                    BuildContainment::recorded_in(folder.path()),
                    Some(containment)
                );
            }
        }
    }

    #[test]
    fn a_missing_or_garbled_record_claims_nothing() {
        let folder = tempfile::tempdir().unwrap();
        assert_eq!(BuildContainment::recorded_in(folder.path()), None);
        std::fs::write(
            folder.path().join(RECORD),
            "own_user=maybe\nbubblewrap=true\n",
        )
        .unwrap();
        assert_eq!(BuildContainment::recorded_in(folder.path()), None);
    }

    #[test]
    fn a_report_says_why_a_build_as_croupiers_own_user_is_not_contained() {
        let as_own_user = BuildContainment {
            own_user: true,
            bubblewrap: true,
        }
        .report(false);
        assert!(as_own_user.contained);
        assert_eq!(as_own_user.sandbox, "bwrap");
        assert_eq!(as_own_user.not_contained_because, None);
        let as_croupier = BuildContainment {
            own_user: false,
            bubblewrap: false,
        }
        .report(true);
        assert!(!as_croupier.contained && as_croupier.cached);
        assert_eq!(as_croupier.sandbox, "none");
        assert!(as_croupier
            .not_contained_because
            .is_some_and(|reason| reason.contains("croupier's own user")));
    }
}
