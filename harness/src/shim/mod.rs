//! The seed shim for C submissions: the embedded `LD_PRELOAD` library that
//! pins `srand`/`srandom`/`time` to a script's seed and serves its rigged
//! draws, built once into the cache, and what a run learns from it.

mod draw_report;
mod elf_linking;
mod randomness;
mod randomness_plan;
mod shim_error;
mod shim_library;
mod shim_settings;

pub use draw_report::DrawReport;
pub use elf_linking::{linking_of, Linking};
pub use randomness::Randomness;
pub use randomness_plan::{RandomnessPlan, RandomnessRequest};
pub use shim_error::ShimError;
pub use shim_library::{ShimLibrary, SHIM_SOURCE};
pub use shim_settings::ShimSettings;
