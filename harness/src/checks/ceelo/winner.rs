//! `winner`: each decided game goes to the better combination, as the
//! reference's `compare` ranks them (4-5-6, trips, a point, 1-2-3; the
//! higher trips or point within a class), and only a true tie is rolled again.

use reference::ceelo::{compare, rank, CeeloRules, Combo, ComboClass, Outcome, Roller};

use super::ceelo_events::RollSeen;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::played_games::{Claim, PlayedGame};
use crate::checks::{counted, CheckFindings};
use crate::checks::{CheckOutcome, TranscriptView};

pub const WINNER: &str = "winner";

/// What the program made of a pair of recognized rolls.
enum Verdict {
    Decided(Outcome, usize),
    /// It had both roll again (or said it was a tie).
    RolledAgain,
}

pub fn check_winner(reading: &CeeloReading<'_>, rules: &CeeloRules) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(WINNER, &[LineShape::Roll, LineShape::Result]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(WINNER);
    for game in &reading.games {
        judge_game(game, reading.view, rules, &mut findings);
    }
    let ranking: Vec<&str> = rules
        .ranks
        .iter()
        .rev()
        .map(|class| class_words(*class))
        .collect();
    findings
        .with_help(format!(
            "rank {}; between two trips or two points the higher value wins, and only equal ones tie",
            ranking.join(" over ")
        ))
        .outcome(
            |games| format!("{} won by the better combination", counted(games, "game")),
            |id| CheckOutcome::skip(id, "no game was decided between two recognized rolls"),
        )
}

fn judge_game(
    game: &PlayedGame,
    view: &TranscriptView<'_>,
    rules: &CeeloRules,
    findings: &mut CheckFindings,
) {
    let mut player_roll: Option<&RollSeen> = None;
    for (index, played) in game.rolls.iter().enumerate() {
        if played.claim != Claim::Recognized {
            continue;
        }
        if played.roll.roller == Roller::Player {
            player_roll = Some(&played.roll);
            continue;
        }
        let last = index + 1 == game.rolls.len();
        let verdict = match game.result {
            Some((outcome, offset)) if last => Verdict::Decided(outcome, offset),
            _ if !last || played.tie_announced => Verdict::RolledAgain,
            _ => continue,
        };
        let Some(player_roll) = player_roll.take() else {
            continue;
        };
        let (Some(player), Some(cpu)) = (player_roll.dice(), played.roll.dice()) else {
            continue;
        };
        let (player_combo, cpu_combo) = (rank(player), rank(cpu));
        // An unrecognized roll here is combo-recognition's fault, a tie reroll's.
        let Some(expected @ (Outcome::Won | Outcome::Lost)) =
            compare(rules, player_combo, cpu_combo)
        else {
            continue;
        };
        let (offset, seen) = match verdict {
            Verdict::Decided(outcome, _) if outcome == expected => {
                findings.judged_one();
                continue;
            }
            Verdict::Decided(_, offset) => (offset, view.line_at(offset).text.trim().to_string()),
            Verdict::RolledAgain => (played.offset, "a tie: both rolled again".to_string()),
        };
        findings.fail_at(
            view,
            offset,
            format!(
                "the player's {player_combo} against the CPU's {cpu_combo} is {} for the player: {}",
                outcome_words(expected),
                ranking_reason(rules, player_combo, cpu_combo)
            ),
            format!(
                "{} ({} against {})",
                outcome_words(expected),
                player_roll.faces_text(),
                played.roll.faces_text()
            ),
            seen,
        );
    }
}

fn outcome_words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "a win",
        Outcome::Lost => "a loss",
        Outcome::Tie => "a tie",
    }
}

/// Why the better of two recognized, untied combinations wins.
fn ranking_reason(rules: &CeeloRules, player: Combo, cpu: Combo) -> String {
    match (player, cpu) {
        (Combo::Trips(_), Combo::Trips(_)) => "the higher trips wins".to_string(),
        (Combo::Point(_), Combo::Point(_)) => "the higher point wins".to_string(),
        _ => {
            let (better, worse) = if rules.standing(player) > rules.standing(cpu) {
                (player, cpu)
            } else {
                (cpu, player)
            };
            format!("{} beats {}", class_name(better), class_name(worse))
        }
    }
}

fn class_name(combo: Combo) -> &'static str {
    ComboClass::of(combo).map_or("no combination", class_words)
}

fn class_words(class: ComboClass) -> &'static str {
    match class {
        ComboClass::FourFiveSix => "4-5-6",
        ComboClass::Trips => "trips",
        ComboClass::Point => "a point",
        ComboClass::OneTwoThree => "1-2-3",
    }
}
