//! A program ready to run: the executable, its fixed arguments, and what it
//! is, since seeds and rigged dice reach each kind differently.

use std::ffi::OsString;
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunnableKind {
    /// croupier's own reference game: takes `--seed` and `--dice`.
    Reference,
    /// Built from C sources (the seed shim can reach it).
    NativeFromC,
    /// A JVM running built classes.
    Java,
    /// An executable or command croupier did not build.
    Other,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Runnable {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub kind: RunnableKind,
}
