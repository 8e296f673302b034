//! `combo-recognition`: the program recognizes exactly the combinations of
//! the rules (4-5-6, trips, a point, 1-2-3), judged by the reference's `rank`
//! against what the program did with each roll.

use reference::ceelo::rank;

use super::ceelo_events::roller_name;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::played_games::Claim;
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings};

pub const COMBO_RECOGNITION: &str = "combo-recognition";

pub fn check_combo_recognition(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(COMBO_RECOGNITION, &[LineShape::Roll]) {
        return unreadable;
    }
    let marks = reading.marks_unrecognized;
    let mut findings = CheckFindings::new(COMBO_RECOGNITION);
    for played in reading.games.iter().flat_map(|game| &game.rolls) {
        // Dice off the die are dice-range's fault, not a recognition one.
        let Some(dice) = played.roll.dice() else {
            continue;
        };
        let combo = rank(dice);
        let claimed_recognized = match played.claim {
            Claim::Recognized => true,
            Claim::Unrecognized => false,
            Claim::Unknown => continue,
        };
        if claimed_recognized == combo.is_recognized() {
            findings.judged_one();
            continue;
        }
        let who = roller_name(played.roll.roller);
        let faces = played.roll.faces_text();
        let (message, expected, seen) = if combo.is_recognized() {
            (
                format!(
                    "{faces} is a recognized combination ({combo}), but the program treated {who}'s roll as unrecognized"
                ),
                format!("{faces} recognized as {combo}"),
                if marks {
                    "marked unrecognized".to_string()
                } else {
                    format!("{who} rolled again")
                },
            )
        } else {
            (
                format!(
                    "{faces} is no recognized combination (4-5-6, trips, a point or 1-2-3), but the program accepted {who}'s roll"
                ),
                format!("{faces} unrecognized: {who} rolls again"),
                if marks {
                    "not marked unrecognized".to_string()
                } else {
                    format!("{who} stopped rolling")
                },
            )
        };
        findings.fail_at(reading.view, played.offset, message, expected, seen);
    }
    findings
        .with_help(
            "a roll is no combination only when it holds none of 4-5-6, trips, a pair or 1-2-3, in any order",
        )
        .outcome(
            |rolls| {
                format!(
                    "{} recognized or not as the rules say",
                    counted(rolls, "roll")
                )
            },
            |id| CheckOutcome::skip(id, "no roll with dice from 1 to 6 to judge"),
        )
}
