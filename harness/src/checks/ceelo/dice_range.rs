//! `dice-range`: every die the program shows is a face from 1 to 6.

use super::ceelo_events::roller_name;
use super::ceelo_reading::{CeeloReading, LineShape};
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings};

pub const DICE_RANGE: &str = "dice-range";

pub fn check_dice_range(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(DICE_RANGE, &[LineShape::Roll]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(DICE_RANGE);
    for played in reading.games.iter().flat_map(|game| &game.rolls) {
        if played.roll.dice().is_some() {
            findings.judged_one();
            continue;
        }
        let outside: Vec<String> = played
            .roll
            .faces
            .iter()
            .filter(|&&face| !(1..=6).contains(&face))
            .map(u32::to_string)
            .collect();
        findings.fail_at(
            reading.view,
            played.offset,
            format!(
                "a die shows 1 to 6, but {} rolled a {}",
                roller_name(played.roll.roller),
                outside.join(" and a ")
            ),
            "three dice from 1 to 6".to_string(),
            played.roll.faces_text(),
        );
    }
    findings
        .with_help("rand() % 6 gives 0 to 5: add 1 to get a face from 1 to 6")
        .outcome(
            |rolls| format!("{} with dice from 1 to 6", counted(rolls, "roll")),
            |id| CheckOutcome::skip(id, "no roll to judge"),
        )
}
