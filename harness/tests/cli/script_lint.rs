//! `croupier lint`: each script played with the reference, said to pass or
//! to fail it as the script's problem; a script that cannot be read is exit 2.

use predicates::prelude::*;
use predicates::str::contains;

use crate::support::{croupier, data, shared_cache};

#[test]
fn lint_says_per_script_whether_the_reference_passes_it() {
    let mistyped = data("scripts/mistyped-expect.yaml");
    croupier(&shared_cache())
        .args(["lint", "ceelo", "wager-above-balance"])
        .arg(&mistyped)
        .assert()
        .code(1)
        .stdout(
            contains(
                "PASS  fixtures/ceelo/scripts/wager-above-balance.yaml: the reference passes it",
            )
            .and(contains(format!(
                "FAIL  {}: the reference fails it: the script's problem, not the students'",
                mistyped.display()
            )))
            .and(contains(
                "prompts: step 2 expected the program to print \"wagr\"",
            ))
            .and(contains(
                "line 25: Enter in a wager amount (in dollars): 10",
            ))
            .and(contains(format!(
                "see the reference's run: croupier run ceelo reference --script {}",
                mistyped.display()
            )))
            .and(contains(
                "ceelo: 2 scripts: 1 pass against the reference, 1 fail",
            )),
        );
}

#[test]
fn a_script_that_ends_before_the_game_fails_lint_and_check_warns_naming_the_file() {
    let stops_early = data("scripts/stops-early.yaml");
    croupier(&shared_cache())
        .args(["lint", "ceelo"])
        .arg(&stops_early)
        .assert()
        .code(1)
        .stdout(contains(
            "runs: asked for input after the script's last line",
        ));
    croupier(&shared_cache())
        .args(["check", "ceelo", "reference", "--scripts"])
        .arg(&stops_early)
        .assert()
        .stderr(
            contains(format!(
                "warning: {}: the reference's run of it ended needs-more-input",
                stops_early.display()
            ))
            .and(contains("the script's problem, not the students'")),
        );
}

#[test]
fn an_unreadable_script_is_exit_2_and_the_others_are_still_linted() {
    croupier(&shared_cache())
        .args(["lint", "ceelo"])
        .arg(data("scripts/bad-dice.yaml"))
        .arg(data("scripts/no-seed.yaml"))
        .assert()
        .code(2)
        .stdout(
            contains("bad-dice.yaml: not a script croupier can read")
                .and(contains("dice[3]"))
                .and(contains("no-seed.yaml: the reference passes it"))
                .and(contains("warning: ").and(contains("no `seed:`"))),
        );
}
