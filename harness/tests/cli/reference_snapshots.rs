//! Every default script played by the reference through croupier, kept as
//! an insta snapshot under `snapshots/`: a change to a game or to the
//! harness shows up as a reviewed diff. A snapshot no script makes fails.

use std::collections::BTreeSet;

use crate::support::{croupier, repository_root, shared_cache};

// sarlagiin: the jawbone played by its `rules:`, the reference playing a variant.
const ASSIGNMENTS: [&str; 6] = ["ceelo", "war", "ludo", "jawbone", "craps", "sarlagiin"];

fn default_scripts(assignment: &str) -> Vec<String> {
    let folder = repository_root()
        .join("fixtures")
        .join(assignment)
        .join("scripts");
    // A fresh clone has no folder for an assignment without scripts yet.
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| {
            entry
                .file_name()
                .to_str()?
                .strip_suffix(".yaml")
                .map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

fn snapshot_name(assignment: &str, script: &str) -> String {
    format!("reference-{assignment}-{script}")
}

#[test]
fn every_default_script_played_by_the_reference_matches_its_snapshot() {
    for assignment in ASSIGNMENTS {
        for script in default_scripts(assignment) {
            let output = croupier(&shared_cache())
                .args(["run", assignment, "reference", "--script", &script])
                .output()
                .expect("croupier runs");
            assert!(
                output.status.success(),
                "{assignment}/{script}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            let transcript =
                String::from_utf8(output.stdout).expect("rendered transcripts are UTF-8");
            insta::with_settings!({
                snapshot_path => repository_root().join("snapshots"),
                prepend_module_to_snapshot => false,
                description => format!("croupier run {assignment} reference --script {script}"),
                omit_expression => true,
            }, {
                insta::assert_snapshot!(snapshot_name(assignment, &script), transcript);
            });
        }
    }
}

#[test]
fn no_snapshot_is_left_without_its_script_or_test() {
    let expected: BTreeSet<String> = ASSIGNMENTS
        .iter()
        .flat_map(|assignment| {
            default_scripts(assignment)
                .into_iter()
                .map(move |script| snapshot_name(assignment, &script))
        })
        .collect();
    // Every other snapshot is named literally by the test that makes it.
    let tests: String = std::fs::read_dir(repository_root().join("harness/tests/cli"))
        .unwrap()
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .collect();
    let folder = repository_root().join("snapshots");
    let stale: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| {
            entry
                .file_name()
                .to_str()?
                .strip_suffix(".snap")
                .map(str::to_string)
        })
        .filter(|name| match name.starts_with("reference-") {
            true => !expected.contains(name),
            false => !tests.contains(&format!("\"{name}\"")),
        })
        .collect();
    assert!(
        stale.is_empty(),
        "snapshots no script or test makes (delete them): {stale:?}"
    );
}
