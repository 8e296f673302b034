//! Helpers shared by the CLI tests: the binary, fixture paths, temp programs.

use std::path::{Path, PathBuf};
use std::time::Duration;

use assert_cmd::Command;

/// `croupier` with a private build cache and a generous deadline.
pub fn croupier(cache: &Path) -> Command {
    let mut command = Command::cargo_bin("croupier").expect("the croupier binary is built");
    command.env("CROUPIER_CACHE", cache).timeout(Duration::from_secs(120));
    command
}

pub fn data(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(relative)
}

/// Write a C program into `folder` and return its path.
pub fn c_program(folder: &Path, name: &str, text: &str) -> PathBuf {
    let path = folder.join(name);
    std::fs::write(&path, text).expect("write the C program");
    path
}
