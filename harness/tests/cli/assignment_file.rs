//! A course's own `assignment.yaml` (`--assignment-file`): its weights count,
//! and a mistake in it is named by file and field.

use predicates::str::contains;

use crate::support::{croupier, repository_root, shared_cache};

fn course_copy(folder: &std::path::Path, edit: impl Fn(String) -> String) -> std::path::PathBuf {
    let builtin = repository_root().join("fixtures/ceelo/assignment.yaml");
    let text = edit(std::fs::read_to_string(builtin).expect("the built-in assignment.yaml"));
    let path = folder.join("ceelo-course.yaml");
    std::fs::write(&path, text).expect("write the course's copy");
    path
}

fn max_score(args: &[&str]) -> f64 {
    let output = croupier(&shared_cache())
        .args([
            "check",
            "ceelo",
            "reference",
            "--scripts",
            "wager-above-balance",
            "--format",
            "json",
        ])
        .args(args)
        .output()
        .expect("croupier runs");
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    report["max_score"].as_f64().expect("a max_score")
}

#[test]
fn a_courses_weights_replace_the_built_in_ones() {
    let folder = tempfile::tempdir().unwrap();
    let heavier = course_copy(folder.path(), |text| {
        text.replace(
            "wager-validation: { weight: 3,",
            "wager-validation: { weight: 13,",
        )
    });
    let built_in = max_score(&[]);
    let course = max_score(&["--assignment-file", heavier.to_str().unwrap()]);
    assert_eq!(
        course - built_in,
        10.0,
        "built-in {built_in}, course {course}"
    );
}

#[test]
fn a_mistake_in_the_courses_file_names_the_file_and_the_field() {
    let folder = tempfile::tempdir().unwrap();
    let broken = course_copy(folder.path(), |text| {
        text.replace(
            "wager-validation: { weight: 3,",
            "wager-validation: { weight: -1,",
        )
    });
    croupier(&shared_cache())
        .args(["check", "ceelo", "reference", "--assignment-file"])
        .arg(&broken)
        .assert()
        .code(2)
        .stderr(contains("ceelo-course.yaml:"))
        .stderr(contains(
            ": checks.wager-validation.weight: must be a number of at least 0",
        ));
}

#[test]
fn croupier_list_says_what_each_check_of_each_assignment_judges() {
    let listed = croupier(&shared_cache())
        .arg("list")
        .output()
        .expect("croupier runs");
    assert!(listed.status.success());
    let text = String::from_utf8(listed.stdout).expect("UTF-8");
    // Each assignment's block: its `checks:` line, then one line a check
    // under "what each check judges:" with a sentence after the id.
    for block in text
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with(' '))
    {
        let name = block.split(':').next().expect("a name");
        let start = text.find(&format!("{block}\n")).expect("the block");
        let rest = &text[start + block.len() + 1..];
        let body = &rest[..rest.find("\n  scripts:").expect("scripts follow")];
        let ids: Vec<&str> = body
            .lines()
            .next()
            .and_then(|line| line.trim().strip_prefix("checks: "))
            .expect("a checks line")
            .split(", ")
            .collect();
        for id in ids {
            let described = body.lines().any(|line| {
                line.trim_start()
                    .strip_prefix(id)
                    .is_some_and(|after| after.starts_with(' ') && after.trim().len() > 20)
            });
            assert!(described, "{name}: no sentence for `{id}` in\n{body}");
        }
    }
}
