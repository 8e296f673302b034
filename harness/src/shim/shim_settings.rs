//! What one run asks of the shim (the C library or the Java patch), as the
//! environment variables both read.

use std::ffi::OsString;
use std::path::PathBuf;

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
    /// The variables to add to the program's environment.
    pub fn environment(&self) -> Vec<(OsString, OsString)> {
        let var = |name: &str, value: String| (OsString::from(name), OsString::from(value));
        let indexes: Vec<String> = self.rigged_indexes.iter().map(u32::to_string).collect();
        let preload = match &self.helper {
            ShimHelper::Preload(library) => Some((
                OsString::from("LD_PRELOAD"),
                library.path.clone().into_os_string(),
            )),
            ShimHelper::JavaPatch(_) => None,
        };
        preload
            .into_iter()
            .chain([
                var(
                    "CROUPIER_PIN_SEED",
                    u8::from(self.pinned_seed.is_some()).to_string(),
                ),
                var(
                    "CROUPIER_SEED",
                    self.pinned_seed.unwrap_or_default().to_string(),
                ),
                var("CROUPIER_DICE", indexes.join(",")),
                var("CROUPIER_SIDES", self.sides.to_string()),
                (
                    OsString::from("CROUPIER_REPORT"),
                    self.report.clone().into_os_string(),
                ),
            ])
            .collect()
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
    fn the_environment_carries_seed_dice_and_where_to_report() {
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
            let environment = settings.environment();
            assert_eq!(
                value_of(&environment, "LD_PRELOAD"),
                "/cache/shim-1/croupier_shim.so"
            );
            assert_eq!(value_of(&environment, "CROUPIER_PIN_SEED"), pin);
            assert_eq!(value_of(&environment, "CROUPIER_SEED"), seed_text);
            assert_eq!(value_of(&environment, "CROUPIER_DICE"), dice);
            assert_eq!(value_of(&environment, "CROUPIER_SIDES"), "13");
            assert_eq!(value_of(&environment, "CROUPIER_REPORT"), "/tmp/draws");
            // The Java patch reads the same variables, and nothing is preloaded.
            let java = ShimSettings {
                helper: ShimHelper::JavaPatch(JavaPatch {
                    classes: PathBuf::from("/cache/java-patch-1/classes"),
                }),
                ..settings
            }
            .environment();
            assert!(java.iter().all(|(name, _)| name != "LD_PRELOAD"));
            assert_eq!(value_of(&java, "CROUPIER_DICE"), dice);
        }
    }
}
