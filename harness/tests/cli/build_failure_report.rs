//! A submission that does not build: the compiler's own lines once, a
//! command that builds it in the student's folder, and in Gradescope the
//! whole build error at the top, each test pointing there.

use crate::support::{assert_named_snapshot, croupier, repository_root, shared_cache};

const TWO_MAINS: &str = "harness/tests/data/submissions/two-mains";

/// `check ceelo` of the two-mains folder in `format`, its linker's temporary
/// object names made stable.
fn check(format: &str) -> (Option<i32>, String) {
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args(["check", "ceelo", TWO_MAINS, "--format", format])
        .output()
        .expect("croupier runs");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let objects = regex::Regex::new(r"\bcc\w{6}\.o").unwrap();
    (
        output.status.code(),
        objects.replace_all(&text, "ccXXXXXX.o").into_owned(),
    )
}

#[test]
fn a_build_error_is_told_once_with_the_compilers_lines_and_a_command_in_the_students_folder() {
    let (code, text) = check("text");
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("multiple definition of `main'"), "{text}");
    assert!(
        text.contains(&format!(
            "build it yourself with: cd {TWO_MAINS} && cc -std=gnu17 -O2 -o program game.c test_main.c -lm"
        )),
        "{text}"
    );
    assert!(!text.contains(".building-"), "no staging folder: {text}");
    assert_eq!(text.matches("multiple definition").count(), 1, "{text}");
    assert_named_snapshot("report-build-error", &text);
}

#[test]
fn gradescope_holds_the_whole_build_error_at_the_top() {
    let (_, json) = check("gradescope");
    let results: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let output = results["output"].as_str().unwrap();
    for expected in [
        "The program did not build",
        "multiple definition of `main'",
        "ld returned 1 exit status",
        "cd harness/tests/data/submissions/two-mains && cc",
    ] {
        assert!(output.contains(expected), "{expected:?} in {output}");
    }
    let tests = results["tests"].as_array().unwrap();
    assert!(tests.iter().all(|test| test["score"] == 0.0
        && test["output"]
            .as_str()
            .unwrap()
            .contains("at the top of the results")));
    assert_named_snapshot("report-gradescope-build-error", &json);
}
