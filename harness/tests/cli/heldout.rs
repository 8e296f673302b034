//! The held-out corpora (`fixtures/<game>/heldout/`, rounds 1 and 2, and
//! `fixtures/<game>/heldout3/`, round 3, `fixtures/<game>/heldout4/`,
//! round 4, `fixtures/<game>/heldout5/`, round 5, `fixtures/<game>/heldout6/`,
//! round 6, `fixtures/<game>/heldout7/`, round 7, `fixtures/<game>/heldout8/`,
//! round 8, `fixtures/<game>/heldout9/`, round 9, `fixtures/<game>/heldout10/`,
//! round 10, `fixtures/<game>/heldout11/`, round 11, `fixtures/<game>/heldout12/`,
//! round 12, and `fixtures/<game>/heldout13/`, round 13): programs written from the specs
//! alone, without reading the readers or the reworded corpus, to measure
//! whether the value readers generalise. Every correct program must be clean
//! (no check fails or errors) and every bug program must fail the checks its
//! manifest names, except the (program, check) pairs of
//! `KNOWN_READER_LIMITS`, each a false result today with its reason. A limit
//! that no longer shows fails the test too, so the list stays true. One
//! `check` per program.

use std::collections::BTreeSet;

use crate::corpus::debug_renderings;
use crate::support::{croupier, repository_root, shared_cache};

// Round 4 (`fixtures/<game>/heldout4/`): its last limit (Norwegian `i
// banken`, "in the bank", read as the computer's `I`) went with the course
// languages' English side words that are other words there.

// Round 3 (`fixtures/<game>/heldout3/`): what the course-language round words
// (Finnish `kierros`) newly let the reader judge, and judge wrongly.

/// Seen in the reader's events and the transcript: the other four scripts are judged right.
const JAWBONE_FOLDED_PROMPT_REALIGNS: &str = "in rigged-table-boundaries the bug throws again at exactly 18 where the reference stops, so the two games part in the middle of a burst of throws; the program then asks the human to throw again where the reference draws, croupier answers with ENTER, and that prompt, which the reference never asks, is folded out of the dialogue, so the rest of the burst lines up with the reference's by its identical rigged throws and the computer's Pitkä Rivi (30) is given to the human and the human's 55 to the computer: the human's banked 41 is then judged against 39";

// Round 5 (`fixtures/<game>/heldout5/`): measured before any tuning
// (4 of 10 correct programs clean, 3 of 5 bugs judged exactly); what is
// left after this session's reader work, each cause seen in croupier's
// message and the transcript. Checks left not judged on a correct program
// (no fail: this test does not count them): LudoSederhana's winner (the
// Indonesian 'MENANG' not read). falca-renului-ro's stakes ('Mize:
// jucătorul 6 mărci, calculatorul 4 mărci.') are read since the Romanian
// letters fold and the sides and stakes have words in other languages.

// Round 6 (`fixtures/<game>/heldout6/`): measured before any tuning
// (1 of 10 correct programs clean, 0 of 5 bugs judged exactly; the writer's
// notes name each cause from croupier's messages and the transcripts). After
// this session's general fixes (course languages in every reader, learned side
// names in Cee-lo results, reroll from the draws, Craps money units and table
// headers, Ludo captures from the expected game, jawbone totals said so):
// 6 of 10 clean, 3 of 5 exact. War's hands then placed by the logged draws
// (wojna-pl and war-terse.c clean). What is left, each seen in the message and
// the transcript:

// rendierkaak-nl, which prints only the round's running points and a
// heading with the next thrower's bank, is judged right since throws found
// off the program's habit of showing them are looked for again.

// Round 8 (`fixtures/<game>/heldout8/`): measured before any tuning on
// ac92372 (5 of 10 correct programs clean, 2 of 5 bugs judged exactly); all
// judged right since (the War deal bug's draws grouped by the rank's cap its
// cards show, `draws_check.rs`).

// Round 9 (`fixtures/<game>/heldout9/`): layouts chosen to be unpredictable,
// measured before any tuning on 80599bd (3 of 10 correct programs clean, 1 of
// 5 bugs judged exactly). After the general fixes of this session (values
// joined by an arrow, `1st`, a question asked on a throw's line, names given
// the sides in parentheses, `out of luck`), what is left, each seen in the
// message and the transcript:

// LudoColours.java, whose rolls show as a word and then the digit in
// parentheses ('got a six (6)'), is judged right since a face shown twice in
// a row as word or glyph and digit is one roll.
// CrapsDice.java, whose dice are pictures of pips and whose bank rolls show
// only in a final table, is judged right since pictures of dice are read as
// their numbers (`reading/pip_pictures.rs`) and the one paid (`Moe pays
// Larry $100`) holds no bank roll of the amount.

// Round 10 (`fixtures/<game>/heldout10/`): ordinary student programs in
// their own structure (one in Hungarian, one in Turkish), measured before any
// tuning on 6299abb (8 of 11 correct programs clean, 1 of 5 bugs judged
// exactly, after the lead corrected two bug manifests by one slip, one
// fault). All judged right since: a sentence naming both Ludo sides heads no
// table column, draws found off the program's habit of showing them are
// looked for again (`reading/draw_habit.rs`), a piece sent back though not
// landed on fails `capture` and play goes on from where the program put it,
// and a Craps pot's aside in parentheses is no pot.

// Round 11 (`fixtures/<game>/heldout11/`): minimalist, decorated and
// chatty students (dice drawn as pictures, screen clears, recaps; one in
// Tagalog, one in Latvian), measured before any tuning on fc5cc97 (4 of 12
// correct programs clean, 0 of 5 bugs judged exactly, by the writers'
// manifests). All judged right since: "me" labelling the player's rolls
// beside "cpu", the wager said back, money changed by an arrow and a
// currency's letters (`P110.00`), a recap after the game's end, the pot
// beside the winner's name, a roll drawn then said (`| 6 |`, `rolled: 6`)
// read as one (Cee-lo, Ludo, Craps); tie cards won no tied hand, a recap of
// seeds no closing count, cards drawn as boxes, a caption naming both sides
// no winner (War); position names as initials (`PjA`), sides tagged by one
// letter, a bank line showing the new total, a status line's round points
// (jawbone).

// Round 12 (`fixtures/<game>/heldout12/`): students' own-machine habits
// (`system("cls")`, stderr, tab columns, leftover debug prints, copied
// sample wording; one in Afrikaans, one in Croatian), measured before any
// tuning on 5754e69 (9 of 12 correct programs clean, 3 of 5 bugs exact by
// the manifests as corrected by one slip, one fault). All judged right since:
// a debug counter equal to a roll (`heitot=1`) is off the program's habit of
// showing its rolls, looked past until none is (Ludo, jawbone); Croatian in
// the course languages and the Slavic mark (`marka`, `maraka`) as money, and a
// line naming the other side by the lexicon is no thrower's total (jawbone).

// Round 13 (`fixtures/<game>/heldout13/`): three habits drawn at random per
// program (one in Malay), measured before any tuning on 5aaed52 (7 of 12
// correct programs clean, 2 of 5 bugs exact by the manifests as corrected by
// one slip, one fault). Judged right since: a log line naming one player is
// no closing line and a recap after the announcement no last square (Ludo),
// the tie pile's line among several closing lines (War), a bank line's
// value after `total` is the new total (jawbone). What is left, each seen in
// the message and the transcript:

// Not judged (a skip, which this test does not count): war-split's
// game-result, each game's result said in the first person with the final
// piles and no word for the game or the result ('I win this one, 28 cards to
// 24.'); taking a verdict with two counts of a whole deck as a result was
// tried and made the reference's own per-hand count lines results.
/// Seen in the message and the transcript (the stakes, left not judged, are
/// another cause: 'Stake: you 6, Rudolf 4' is not read as the stakes).
const JAWBONE_ROUND_BETWEEN_SIDES: &str = "a status line after the throw that banks gives the round's points between the two sides' totals ('[You banked 0 | round 14 | opponent 31]'); the round's points are read only after both sides, so the old bank is compared as the new total, and the game's end (stop-at-94, 'you won with 72') follows from those totals";
/// Seen in the message and the transcript.
const LUDO_WHOLE_GAME_UNALIGNED: &str = "a Ludo game asks nothing, so its draws are one burst: a bug that changes where the game ends leaves no draw aligned with the reference's, the rolls are found by value alone, and the 0 of the start area in the table of squares after each turn is read as a roll of another mapping (rand() % 6)";

/// (program under `fixtures/`, check, why the reader gets it wrong today),
/// one entry a line, so that taking one out is a one-line change.
#[rustfmt::skip]
const KNOWN_READER_LIMITS: &[(&str, &str, &str)] = &[
    ("jawbone/heldout3/bug-computer-stops-above-18.c", "round-accounting", JAWBONE_FOLDED_PROMPT_REALIGNS),
    ("jawbone/heldout13/jaw-split", "round-accounting", JAWBONE_ROUND_BETWEEN_SIDES),
    ("jawbone/heldout13/jaw-split", "stop-at-94", JAWBONE_ROUND_BETWEEN_SIDES),
    ("ludo/heldout13/bug-no-capture.cpp", "die-range", LUDO_WHOLE_GAME_UNALIGNED),
    ("ludo/heldout13/bug-no-capture.cpp", "bonus-roll", LUDO_WHOLE_GAME_UNALIGNED),
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

/// Check every program of `fixtures/<game>/<round>/` against its manifest
/// and the known limits; the problems found, one a line.
fn heldout_problems(game: &str, round: &str) -> Vec<String> {
    let folder = repository_root().join("fixtures").join(game).join(round);
    let manifest = yaml_file(&folder.join("manifest.yaml"));
    let entries = manifest["submissions"].as_sequence().expect("submissions");
    let mut problems = Vec::new();
    for entry in entries {
        let path = entry["path"].as_str().expect("a path");
        let name = format!("{game}/{round}/{path}");
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

fn assert_heldout(game: &str, round: &str) {
    let problems = heldout_problems(game, round);
    assert!(
        problems.is_empty(),
        "{game} {round} corpus:\n{}",
        problems.join("\n")
    );
}

#[test]
fn heldout_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout");
}

#[test]
fn heldout3_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout3");
}

#[test]
fn heldout4_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout4");
}

#[test]
fn heldout5_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout5");
}

#[test]
fn heldout6_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout6");
}

#[test]
fn heldout7_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout7");
}

#[test]
fn heldout8_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout8");
}

#[test]
fn heldout9_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout9");
}

#[test]
fn heldout10_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout10");
}

#[test]
fn heldout11_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout11");
}

#[test]
fn heldout12_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout12");
}

#[test]
fn heldout13_ceelo_programs_are_judged_right() {
    assert_heldout("ceelo", "heldout13");
}

#[test]
fn heldout_war_programs_are_judged_right() {
    assert_heldout("war", "heldout");
}

#[test]
fn heldout3_war_programs_are_judged_right() {
    assert_heldout("war", "heldout3");
}

#[test]
fn heldout4_war_programs_are_judged_right() {
    assert_heldout("war", "heldout4");
}

#[test]
fn heldout5_war_programs_are_judged_right() {
    assert_heldout("war", "heldout5");
}

#[test]
fn heldout6_war_programs_are_judged_right() {
    assert_heldout("war", "heldout6");
}

#[test]
fn heldout7_war_programs_are_judged_right() {
    assert_heldout("war", "heldout7");
}

#[test]
fn heldout8_war_programs_are_judged_right() {
    assert_heldout("war", "heldout8");
}

#[test]
fn heldout9_war_programs_are_judged_right() {
    assert_heldout("war", "heldout9");
}

#[test]
fn heldout10_war_programs_are_judged_right() {
    assert_heldout("war", "heldout10");
}

#[test]
fn heldout11_war_programs_are_judged_right() {
    assert_heldout("war", "heldout11");
}

#[test]
fn heldout12_war_programs_are_judged_right() {
    assert_heldout("war", "heldout12");
}

#[test]
fn heldout13_war_programs_are_judged_right() {
    assert_heldout("war", "heldout13");
}

#[test]
fn heldout_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout");
}

#[test]
fn heldout3_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout3");
}

#[test]
fn heldout4_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout4");
}

#[test]
fn heldout5_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout5");
}

#[test]
fn heldout6_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout6");
}

#[test]
fn heldout7_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout7");
}

#[test]
fn heldout8_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout8");
}

#[test]
fn heldout9_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout9");
}

#[test]
fn heldout10_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout10");
}

#[test]
fn heldout11_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout11");
}

#[test]
fn heldout12_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout12");
}

#[test]
fn heldout13_ludo_programs_are_judged_right() {
    assert_heldout("ludo", "heldout13");
}

#[test]
fn heldout_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout");
}

#[test]
fn heldout3_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout3");
}

#[test]
fn heldout4_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout4");
}

#[test]
fn heldout5_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout5");
}

#[test]
fn heldout6_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout6");
}

#[test]
fn heldout7_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout7");
}

#[test]
fn heldout8_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout8");
}

#[test]
fn heldout9_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout9");
}

#[test]
fn heldout10_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout10");
}

#[test]
fn heldout11_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout11");
}

#[test]
fn heldout12_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout12");
}

#[test]
fn heldout13_jawbone_programs_are_judged_right() {
    assert_heldout("jawbone", "heldout13");
}

#[test]
fn heldout_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout");
}

#[test]
fn heldout3_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout3");
}

#[test]
fn heldout4_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout4");
}

#[test]
fn heldout5_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout5");
}

#[test]
fn heldout6_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout6");
}

#[test]
fn heldout7_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout7");
}

#[test]
fn heldout8_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout8");
}

#[test]
fn heldout9_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout9");
}

#[test]
fn heldout10_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout10");
}

#[test]
fn heldout11_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout11");
}

#[test]
fn heldout12_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout12");
}

#[test]
fn heldout13_craps_programs_are_judged_right() {
    assert_heldout("craps", "heldout13");
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
