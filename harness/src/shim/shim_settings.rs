//! What one run asks of the shim (the C library or the Java patch): the plan file both read
//! once at start, and the little the environment says.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::ShimHelper;

/// The shim's configuration for one run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShimSettings {
    pub helper: ShimHelper,
    /// The seed that `srand`, `srandom` and `time` (in Java, every
    /// `java.util.Random`) are pinned to; `None` leaves them alone (no seed,
    /// or the assignment's spec fixes seeding).
    pub pinned_seed: Option<u64>,
    /// Rigged draws as face indexes (the face minus the first face).
    pub rigged_indexes: Vec<u32>,
    /// How many faces a draw has.
    pub sides: u32,
    /// The file the shim reports its draws to.
    pub report: PathBuf,
}

impl ShimSettings {
    /// The variables to add to the program's environment: the library to preload and where the
    /// plan is, nothing of the game itself (a program could read its seed and dice there and
    /// replay the reference's game).
    pub fn environment(&self, plan: &Path) -> Vec<(OsString, OsString)> {
        let preload = match &self.helper {
            ShimHelper::Preload(library) => Some((
                OsString::from("LD_PRELOAD"),
                library.path.clone().into_os_string(),
            )),
            ShimHelper::JavaPatch(_) => None,
        };
        preload
            .into_iter()
            .chain([(OsString::from("CROUPIER_PLAN"), plan.as_os_str().to_owned())])
            .collect()
    }

    /// The plan file's text, one `NAME=value` a line, which the shim reads once and removes.
    pub fn plan_text(&self) -> String {
        let indexes: Vec<String> = self.rigged_indexes.iter().map(u32::to_string).collect();
        format!(
            "CROUPIER_PIN_SEED={}\nCROUPIER_SEED={}\nCROUPIER_DICE={}\nCROUPIER_SIDES={}\nCROUPIER_REPORT={}\n",
            u8::from(self.pinned_seed.is_some()),
            self.pinned_seed.unwrap_or_default(),
            indexes.join(","),
            self.sides,
            self.report.display()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shim::{JavaPatch, ShimLibrary};

    fn value_of(environment: &[(OsString, OsString)], name: &str) -> String {
        environment
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.to_string_lossy().into_owned())
            .unwrap_or_else(|| panic!("{name} is not set"))
    }

    #[test]
    fn the_plan_carries_seed_dice_and_where_to_report_and_the_environment_only_its_place() {
        let table = [
            (Some(7), vec![5, 5, 0], "1", "7", "5,5,0"),
            (None, vec![], "0", "0", ""),
            (Some(u64::MAX), vec![12], "1", "18446744073709551615", "12"),
        ];
        for (seed, indexes, pin, seed_text, dice) in table {
            let settings = ShimSettings {
                helper: ShimHelper::Preload(ShimLibrary {
                    path: PathBuf::from("/cache/shim-1/croupier_shim.so"),
                }),
                pinned_seed: seed,
                rigged_indexes: indexes,
                sides: 13,
                report: PathBuf::from("/tmp/draws"),
            };
            assert_eq!(
                settings.plan_text(),
                format!("CROUPIER_PIN_SEED={pin}\nCROUPIER_SEED={seed_text}\nCROUPIER_DICE={dice}\nCROUPIER_SIDES=13\nCROUPIER_REPORT=/tmp/draws\n")
            );
            let environment = settings.environment(Path::new("/tmp/plan"));
            assert_eq!(
                value_of(&environment, "LD_PRELOAD"),
                "/cache/shim-1/croupier_shim.so"
            );
            assert_eq!(value_of(&environment, "CROUPIER_PLAN"), "/tmp/plan");
            assert_eq!(environment.len(), 2, "nothing of the game: {environment:?}");
            // The Java patch reads the same plan, and nothing is preloaded.
            let java = ShimSettings {
                helper: ShimHelper::JavaPatch(JavaPatch {
                    classes: PathBuf::from("/cache/java-patch-1/classes"),
                }),
                ..settings
            }
            .environment(Path::new("/tmp/plan"));
            assert_eq!(
                java,
                [(OsString::from("CROUPIER_PLAN"), OsString::from("/tmp/plan"))]
            );
        }
    }
}
