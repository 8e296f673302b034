//! The held-out corpus (`fixtures/<game>/heldout/`): programs written from
//! the specs alone, without reading the readers or the reworded corpus, to
//! measure whether the value readers generalise. Every correct program must
//! be clean (no check fails or errors) and every bug program must fail the
//! checks its manifest names, except the (program, check) pairs of
//! `KNOWN_READER_LIMITS`, each a false result today with its reason. A limit
//! that no longer shows fails the test too, so the list stays true. One
//! `check` per program.

use std::collections::BTreeSet;

use crate::corpus::debug_renderings;
use crate::support::{croupier, repository_root, shared_cache};

/// (program under `fixtures/`, check, why the reader gets it wrong today).
const KNOWN_READER_LIMITS: &[(&str, &str, &str)] = &[
    (
        "ceelo/heldout/ceelo-francais.cpp",
        "combo-recognition",
        "the computer named in French ('Ordinateur -> [1] [4] [3]') is not read as the CPU, so its rolls are taken for the player's rerolls after a recognized roll",
    ),
    (
        "ceelo/heldout/HighRollerCeeLo.java",
        "combo-recognition",
        "a combination's name with digits after the dice ('│ 4 5 6 │ 4-5-6, the best there is │') is read as another roll, so a recognized roll looks rerolled (a copy without the digits in the name passes it)",
    ),
    (
        "ceelo/heldout/HighRollerCeeLo.java",
        "reroll",
        "after a recognized roll the row is read as more than one roll, so the player seems to roll on and a game's result comes late; a copy without digits in the combination's names still fails, so the dice shown twice (faces ⚃⚄⚅, then digits) are the likely cause",
    ),
    (
        "ceelo/heldout/bug-pair-value-as-point.c",
        "balance",
        "a game counter before the balance on a status line ('ROUND 1 | bank 25.50') is read as the balance ($1.00)",
    ),
    (
        "ludo/heldout/TwoPlayerLudo.java",
        "six-to-start",
        "in a one-row-per-turn table ('│    2 │ Player2 │ ⚄5 │ waiting │ waiting │ needs a 6'), the numbers in other cells (the turn counter, the 6 of 'needs a 6', the other player's 'at 9') are read as rolls or positions; copies without the die glyphs, without the other player's column, or without 'needs a 6' still fail, each on other turns",
    ),
    (
        "ludo/heldout/TwoPlayerLudo.java",
        "move",
        "in a one-row-per-turn table ('│    2 │ Player2 │ ⚄5 │ waiting │ waiting │ needs a 6'), the numbers in other cells (the turn counter, the 6 of 'needs a 6', the other player's 'at 9') are read as rolls or positions; copies without the die glyphs, without the other player's column, or without 'needs a 6' still fail, each on other turns",
    ),
    (
        "ludo/heldout/TwoPlayerLudo.java",
        "winner",
        "in a one-row-per-turn table ('│    2 │ Player2 │ ⚄5 │ waiting │ waiting │ needs a 6'), the numbers in other cells (the turn counter, the 6 of 'needs a 6', the other player's 'at 9') are read as rolls or positions; copies without the die glyphs, without the other player's column, or without 'needs a 6' still fail, each on other turns",
    ),
    (
        "ludo/heldout/bug-no-bonus-roll.c",
        "draws",
        "rolls shown as 'Player1: die 3, worksum 3' (the bare word die, then the worksum on the same line) are not all read as rolls, so draws are reported unshown and moves compared with a misread roll",
    ),
    (
        "jawbone/heldout/reindeer-status.c",
        "round-accounting",
        "a status line that shows the round already reset beside the banked total ('99 Pidä ja anna +11 │ round  0 │ banked ... 13') is judged as the round's points after the throw",
    ),
    (
        "jawbone/heldout/reindeer-status.c",
        "stop-at-94",
        "the declared-winner reader (value_reader/win_declarations.rs) takes a line after a \
         throw that no throw follows before the next prompt for the game's winner; this \
         program's status lines make it read 'the computer won with 31' mid-game: the rule \
         must also ask that the winner's banked total reach the target or the game end there",
    ),
    (
        "jawbone/heldout/bug-pitka-rivi-loses-round.c",
        "round-accounting",
        "round points said as '2 in this round' and totals as 'Player now has 86' are not read, so round-accounting has nothing to add up and the broken Pitkä Rivi goes unjudged",
    ),
    (
        "jawbone/heldout/bug-asks-before-first-throw.c",
        "round-accounting",
        "'The computer stops with 42.' (its banked total) is read as another throw, and a human round with no throw leaves no round boundary, so two computer rounds are added up as one",
    ),
    (
        "jawbone/heldout/bug-asks-before-first-throw.c",
        "computer-strategy",
        "'The computer stops with 42.' (its banked total) is read as another throw, and a human round with no throw leaves no round boundary, so two computer rounds are added up as one",
    ),
    (
        "craps/heldout/bug-partial-cover-loses-whole-bet.c",
        "payout",
        "no default script has a shooter lose a pass that was covered only in part (three-players-bets' $100-of-$150 pass is won under seed 19), so the bug never shows: a script gap, not a reader's",
    ),
];

fn yaml_file(path: &std::path::Path) -> serde_yaml::Value {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    serde_yaml::from_str(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// The ids of the checks that failed or errored in `check --format json`.
fn failed_checks(report: &serde_json::Value) -> BTreeSet<String> {
    report["checks"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|check| matches!(check["status"].as_str(), Some("fail" | "error")))
        .filter_map(|check| check["id"].as_str().map(str::to_string))
        .collect()
}

/// Check every program of `fixtures/<game>/heldout/` against its manifest
/// and the known limits; the problems found, one a line.
fn heldout_problems(game: &str) -> Vec<String> {
    let folder = repository_root()
        .join("fixtures")
        .join(game)
        .join("heldout");
    let manifest = yaml_file(&folder.join("manifest.yaml"));
    let entries = manifest["submissions"].as_sequence().expect("submissions");
    let mut problems = Vec::new();
    for entry in entries {
        let path = entry["path"].as_str().expect("a path");
        let name = format!("{game}/heldout/{path}");
        let fails: BTreeSet<String> = entry["fails"]
            .as_sequence()
            .into_iter()
            .flatten()
            .filter_map(|id| id.as_str().map(str::to_string))
            .collect();
        let limits: BTreeSet<&str> = KNOWN_READER_LIMITS
            .iter()
            .filter(|(program, _, _)| *program == name)
            .map(|(_, check, _)| *check)
            .collect();
        let output = croupier(&shared_cache())
            .args(["check", game])
            .arg(folder.join(path))
            .args(["--format", "json"])
            .output()
            .expect("croupier runs");
        let Ok(report) = serde_json::from_slice::<serde_json::Value>(&output.stdout) else {
            problems.push(format!(
                "{name}: no JSON report; stderr: {}",
                String::from_utf8_lossy(&output.stderr)
            ));
            continue;
        };
        for rendering in debug_renderings(&report) {
            problems.push(format!(
                "{name}: a message shows croupier's internals: {rendering}"
            ));
        }
        let failed = failed_checks(&report);
        let message = |id: &str| {
            report["checks"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|check| check["id"] == id)
                .and_then(|check| check["message"].as_str())
                .unwrap_or_default()
                .to_string()
        };
        for id in failed.difference(&fails) {
            if !limits.contains(id.as_str()) {
                problems.push(format!("{name}: {id} failed: {}", message(id)));
            }
        }
        for id in fails.difference(&failed) {
            if !limits.contains(id.as_str()) {
                problems.push(format!(
                    "{name}: the bug should fail {id}, which did not fail"
                ));
            }
        }
        for id in &limits {
            let false_result = failed.contains(*id) != fails.contains(*id);
            if !false_result {
                problems.push(format!(
                    "{name}: {id} is judged right now: take it out of KNOWN_READER_LIMITS"
                ));
            }
        }
    }
    problems
}

fn assert_heldout(game: &str) {
    let problems = heldout_problems(game);
    assert!(
        problems.is_empty(),
        "{game} held-out corpus:\n{}",
        problems.join("\n")
    );
}

#[test]
fn heldout_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo");
}

#[test]
fn heldout_war_programs_are_judged_right() {
    assert_heldout("war");
}

#[test]
fn heldout_ludo_programs_are_judged_right() {
    assert_heldout("ludo");
}

#[test]
fn heldout_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone");
}

#[test]
fn heldout_craps_programs_are_judged_right() {
    assert_heldout("craps");
}

#[test]
fn every_limit_names_a_heldout_program_and_a_reason() {
    for (program, check, reason) in KNOWN_READER_LIMITS {
        let path = repository_root().join("fixtures").join(program);
        assert!(path.exists(), "{program} is not in the corpus");
        assert!(
            !check.is_empty() && reason.len() > 20,
            "{program}: {check}: give the reason"
        );
    }
}
