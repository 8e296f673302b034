//! Why the seed shim could not be built; a run goes on without it.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum ShimError {
    #[error("the C compiler 'cc' could not be started for the seed shim: {0}")]
    Spawn(std::io::Error),
    #[error("the seed shim did not compile ({command}):\n{log}")]
    Compile { command: String, log: String },
    #[error("the seed shim's path {0} holds a space or a colon, which LD_PRELOAD cannot carry; set CROUPIER_CACHE (or --cache) to a folder without them")]
    UnpreloadablePath(PathBuf),
    #[error("seed shim cache {path}: {source}")]
    Cache {
        path: PathBuf,
        source: std::io::Error,
    },
}
