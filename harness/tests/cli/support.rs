//! Helpers shared by the CLI tests: the binary, fixture paths, temp programs.

use std::path::{Path, PathBuf};
use std::time::Duration;

use assert_cmd::Command;

/// `croupier` with the given build cache and a generous deadline.
pub fn croupier(cache: &Path) -> Command {
    let mut command = Command::cargo_bin("croupier").expect("the croupier binary is built");
    command
        .env("CROUPIER_CACHE", cache)
        .timeout(Duration::from_secs(300));
    command
}

/// A build cache shared by the tests of one `cargo test` (builds are keyed
/// by content, so sharing is safe and saves compiling the corpus twice).
pub fn shared_cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("croupier-build-cache")
}

/// Each check's status in a JSON report, by id.
pub fn statuses_of(report: &serde_json::Value) -> std::collections::BTreeMap<String, String> {
    report["checks"]
        .as_array()
        .expect("a list of checks")
        .iter()
        .map(|check| {
            let field = |name: &str| check[name].as_str().unwrap_or_default().to_string();
            (field("id"), field("status"))
        })
        .collect()
}

/// A check `verify` can judge at all: not one that needs the program itself
/// (runs, prompts, draws, exact-replay are listed as not judged).
pub fn judged_from_a_transcript(id: &str) -> bool {
    croupier::saved_transcript::unjudgeable_from_a_transcript(id).is_none()
}

/// Whether `javac` runs here (asked once per test binary).
pub fn javac_installed() -> bool {
    static INSTALLED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *INSTALLED.get_or_init(|| {
        std::process::Command::new("javac")
            .arg("-version")
            .output()
            .is_ok_and(|output| output.status.success())
    })
}

/// Where javac is missing, says that `what` is skipped and returns true:
/// `if skipped_without_javac("the Java case") { return; }`.
pub fn skipped_without_javac(what: &str) -> bool {
    let missing = !javac_installed();
    if missing {
        eprintln!("skipped {what}: javac is not installed");
    }
    missing
}

pub fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

pub fn data(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(relative)
}

/// Write a C program into `folder` and return its path.
pub fn c_program(folder: &Path, name: &str, text: &str) -> PathBuf {
    let path = folder.join(name);
    std::fs::write(&path, text).expect("write the C program");
    path
}

/// Compare `text` with `snapshots/<name>.snap` (insta, explicit name, reviewed
/// like code: refresh with `INSTA_UPDATE=always` and read the diff).
pub fn assert_named_snapshot(name: &str, text: &str) {
    insta::with_settings!({
        snapshot_path => repository_root().join("snapshots"),
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, text);
    });
}
