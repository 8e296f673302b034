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
    #[error(
        "the Java compiler 'javac' could not be started for croupier's java.util.Random patch: {0}"
    )]
    JavacSpawn(std::io::Error),
    #[error("croupier's java.util.Random patch did not compile ({command}):\n{log}")]
    JavaCompile { command: String, log: String },
    #[error("the Java patch's path {0} holds a colon, which --patch-module cannot carry; set CROUPIER_CACHE (or --cache) to a folder without one")]
    UnpatchablePath(PathBuf),
    #[error("seed shim cache {path}: {source}")]
    Cache {
        path: PathBuf,
        source: std::io::Error,
    },
}
