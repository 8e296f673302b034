//! The seed shim for C submissions (the embedded `LD_PRELOAD` library that
//! pins `srand`/`srandom`/`time` to a script's seed and serves its rigged
//! draws) and its Java counterpart (a patched `java.util.Random`), each built
//! once into the cache, and what a run learns from them.

mod cached_build;
mod draw_log_audit;
mod draw_report;
mod elf_linking;
mod java_patch;
mod randomness;
mod randomness_plan;
mod shim_error;
mod shim_helper;
mod shim_library;
mod shim_settings;

pub use draw_log_audit::{forged_line, ForgedLine, LogWriter, RAND_MAX};
pub use draw_report::{open_draw_log, DrawReport, MAX_LOG_BYTES};
pub use elf_linking::{linking_of, Linking};
pub use java_patch::{JavaPatch, JAVA_RANDOM_SOURCE};
pub use randomness::Randomness;
pub use randomness_plan::{RandomnessPlan, RandomnessRequest};
pub use shim_error::ShimError;
pub use shim_helper::{java_option_place, ShimHelper};
pub use shim_library::{ShimLibrary, SHIM_SOURCE};
pub use shim_settings::ShimSettings;
