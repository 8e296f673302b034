//! Bad inputs to croupier end with exit 2 and a message naming the file and
//! the field (or the thing that is missing), never a panic.

use predicates::prelude::*;
use predicates::str::contains;

use crate::support::{c_program, croupier, data};

const HELLO: &str = "#include <stdio.h>\nint main(void){puts(\"hi\");return 0;}\n";

fn check_with_script(script: &str) -> assert_cmd::assert::Assert {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "ceelo", "reference", "--scripts"])
        .arg(data(&format!("scripts/{script}")))
        .assert()
}

#[test]
fn malformed_yaml_names_the_file_line_and_column() {
    check_with_script("malformed.yaml").code(2).stderr(
        contains("malformed.yaml:5:1: ")
            .and(contains("quoted scalar"))
            .and(contains("panicked").not()),
    );
}

#[test]
fn an_unknown_field_names_the_file_and_the_field() {
    check_with_script("unknown-field.yaml")
        .code(2)
        .stderr(contains(
            "unknown-field.yaml:4:5: steps[2]: unknown field `sned`",
        ));
}

#[test]
fn a_step_with_neither_send_nor_expect_names_the_step() {
    check_with_script("empty-step.yaml")
        .code(2)
        .stderr(contains("empty-step.yaml: field `steps[2]`").and(contains("needs `send`")));
}

#[test]
fn an_unknown_check_lists_the_assignments_checks() {
    check_with_script("unknown-check.yaml")
        .code(2)
        .stderr(contains("field `checks[2]`").and(contains("'exact-56' is not a check of ceelo")));
}

#[test]
fn a_rigged_draw_out_of_range_names_its_index() {
    check_with_script("bad-dice.yaml")
        .code(2)
        .stderr(contains("bad-dice.yaml: field `dice[3]`").and(contains("from 1 to 6")));
}

#[test]
fn an_unknown_assignment_lists_the_known_ones() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "poker", "reference"])
        .assert()
        .code(2)
        .stderr(
            contains("unknown assignment 'poker'")
                .and(contains("ceelo, war, ludo, jawbone, craps")),
        );
}

#[test]
fn a_missing_program_is_named() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args(["check", "ceelo", "/no/such/ceelo.c"])
        .assert()
        .code(2)
        .stderr(contains("program '/no/such/ceelo.c' not found"));
}

#[test]
fn a_missing_script_is_named() {
    let cache = tempfile::tempdir().unwrap();
    croupier(cache.path())
        .args([
            "check",
            "ceelo",
            "reference",
            "--scripts",
            "/no/such/scripts",
        ])
        .assert()
        .code(2)
        .stderr(contains("no script file or folder '/no/such/scripts'"));
}

#[test]
fn a_missing_compiler_names_the_compiler_and_how_to_get_it() {
    let cache = tempfile::tempdir().unwrap();
    let sources = tempfile::tempdir().unwrap();
    let program = c_program(sources.path(), "ceelo.c", HELLO);
    croupier(cache.path())
        .env("PATH", "/nonexistent")
        .args(["check", "ceelo"])
        .arg(&program)
        .assert()
        .code(2)
        .stderr(
            contains("the C compiler 'cc' was not found on PATH")
                .and(contains("apt-get install gcc")),
        );
}

#[test]
fn a_compile_error_is_a_failed_check_not_a_harness_error() {
    let cache = tempfile::tempdir().unwrap();
    let sources = tempfile::tempdir().unwrap();
    let program = c_program(
        sources.path(),
        "ceelo.c",
        "int main(void) { return missing; }\n",
    );
    croupier(cache.path())
        .args(["check", "ceelo", "--format", "json"])
        .arg(&program)
        .assert()
        .code(1)
        .stdout(contains("\"verdict\": \"build-error\"").and(contains("missing")));
}

#[test]
fn a_source_named_without_a_folder_builds_from_the_current_folder() {
    let cache = tempfile::tempdir().unwrap();
    let sources = tempfile::tempdir().unwrap();
    c_program(sources.path(), "hello.c", HELLO);
    croupier(cache.path())
        .current_dir(sources.path())
        .args(["run", "ceelo", "hello.c", "--script", "wager-above-balance"])
        .assert()
        .stdout(contains("hi"))
        .stderr(contains("cannot start").not());
}
