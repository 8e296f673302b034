//! Building one of croupier's own helpers (the C seed shim, the Java patch)
//! into the build cache: in a staging folder first, then renamed into place,
//! so a half-built helper is never found and two graders building the same
//! one at once both end with a whole one.

use crate::stale_temp_files::{owned_prefix, BUILDING};
use std::ffi::OsStr;
use std::path::Path;
use std::process::Command;

use sha2::{Digest, Sha256};

use super::ShimError;

/// Build into `folder` (under `cache_root`) with `build`, given the staging
/// folder; `product` is the path under it that must exist afterwards.
pub(super) fn build_into_cache(
    cache_root: &Path,
    folder: &Path,
    staging_prefix: &str,
    product: &str,
    build: impl FnOnce(&Path) -> Result<(), ShimError>,
) -> Result<(), ShimError> {
    let cache_error = |source| ShimError::Cache {
        path: folder.to_path_buf(),
        source,
    };
    std::fs::create_dir_all(cache_root).map_err(cache_error)?;
    let staging = tempfile::Builder::new()
        .prefix(&format!(
            "{}{}",
            owned_prefix(BUILDING),
            staging_prefix.trim_start_matches(BUILDING)
        ))
        .tempdir_in(cache_root)
        .map_err(cache_error)?;
    build(staging.path())?;
    // Another grader may have built the same helper meanwhile: theirs is as good.
    let staged = staging.keep();
    if std::fs::rename(&staged, folder).is_err() {
        let _ = std::fs::remove_dir_all(&staged);
    }
    if folder.join(product).exists() {
        Ok(())
    } else {
        Err(cache_error(std::io::Error::other(
            "the built helper is missing from the cache",
        )))
    }
}

/// Run a compiler; `Err((command, log))` when it fails, the spawn error as is.
pub(super) fn run_compiler(
    words: &[&OsStr],
) -> Result<Result<(), (String, String)>, std::io::Error> {
    let output = Command::new(words[0]).args(&words[1..]).output()?;
    if output.status.success() {
        return Ok(Ok(()));
    }
    let command = words
        .iter()
        .map(|word| word.to_string_lossy())
        .collect::<Vec<_>>()
        .join(" ");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    Ok(Err((command, log)))
}

/// The first 8 bytes of the SHA-256 of `parts`, in hex: a cache folder's key.
pub(super) fn short_hash(parts: &[&[u8]]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
        hasher.update([0]);
    }
    hasher
        .finalize()
        .iter()
        .take(8)
        .map(|byte| format!("{byte:02x}"))
        .collect()
}
