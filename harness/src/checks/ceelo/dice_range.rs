//! `dice-range`: every die the program shows is a face from 1 to 6.

use super::ceelo_events::roller_name;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::check_findings::{counted, CheckFindings, Finding};
use crate::checks::CheckOutcome;

pub const DICE_RANGE: &str = "dice-range";

pub fn check_dice_range(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(DICE_RANGE, &[LineShape::Roll]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(DICE_RANGE);
    for played in reading.games.iter().flat_map(|game| &game.rolls) {
        if played.roll.dice().is_some() {
            findings.held();
            continue;
        }
        let outside: Vec<String> = played
            .roll
            .faces
            .iter()
            .filter(|&&face| !(1..=6).contains(&face))
            .map(u32::to_string)
            .collect();
        findings.broken(Finding {
            offset: played.offset,
            message: format!(
                "a die shows 1 to 6, but {} rolled a {}",
                roller_name(played.roll.roller),
                outside.join(" and a ")
            ),
            expected: "three dice from 1 to 6".to_string(),
            seen: played.roll.faces_text(),
        });
    }
    findings.into_outcome(
        reading.view,
        |rolls| format!("{} with dice from 1 to 6", counted(rolls, "roll")),
        "no roll to judge",
        "rand() % 6 gives 0 to 5: add 1 to get a face from 1 to 6",
    )
}
