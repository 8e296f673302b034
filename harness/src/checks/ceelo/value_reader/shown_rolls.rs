//! Where a Cee-lo program showed each roll: the drawn faces found in its
//! output (or groups of three small numbers), who rolled them, and whether
//! a mark beside them says the roll is unrecognized.

use std::ops::Range;

use reference::ceelo::Roller;

use super::super::ceelo_events::RollSeen;
use super::ceelo_words::{CeeloWords, Side};
use crate::checks::{JudgeDeadline, JudgeInput};
use crate::reading::{
    after_line_end, is_label_number, line_end, line_start, locate_grouped_draws, read_values,
    segment_of_draws, shows_digits_or_die_face, Lexicon, ShownValue,
};

/// A roll as shown: where, what, and where what is said about it ends.
#[derive(Debug, Clone, Copy)]
pub(super) struct ShownRoll {
    pub(super) offset: usize,
    pub(super) seen: RollSeen,
    /// After the dice and any mark on them.
    pub(super) after_mark: usize,
}

/// Rolls where the drawn faces show, three draws a roll, segment by segment;
/// a segment whose draws do not all show is read for groups of small numbers
/// (a program showing other faces than it drew: dice-range judges them).
pub(super) fn located_rolls(
    shown: &str,
    input: &JudgeInput<'_>,
    words: &CeeloWords,
) -> Vec<ShownRoll> {
    let behaviour = input.behaviour;
    let draws = behaviour.draws.as_deref().unwrap_or(&[]);
    let mut rolls = Vec::new();
    let mut by_segment: Vec<(usize, Vec<Vec<i64>>)> = Vec::new();
    for group in draws.chunks(3) {
        let faces: Vec<i64> = group.iter().map(|draw| i64::from(draw.face)).collect();
        let segment = group[0].after_inputs;
        match by_segment.last_mut() {
            Some((at, groups)) if *at == segment => groups.push(faces),
            _ => by_segment.push((segment, vec![faces])),
        }
    }
    for (segment, groups) in by_segment {
        if input.deadline.passed() {
            break;
        }
        let range = segment_of_draws(shown, behaviour, segment);
        let found = locate_grouped_draws(shown, range.clone(), &groups, &|_| None);
        if found.iter().all(Option::is_some) {
            let mut previous_end = range.start;
            for sighting in found.into_iter().flatten() {
                let faces: Vec<u32> = sighting
                    .faces
                    .iter()
                    .map(|face| {
                        read_values(&shown[face.clone()], &|_| None)
                            .first()
                            .and_then(ShownValue::whole)
                            .unwrap_or(-1) as u32
                    })
                    .collect();
                let faces = [faces[0], faces[1], *faces.get(2).unwrap_or(&0)];
                let side = side_before(shown, previous_end, sighting.start, &words.sides);
                rolls.push(shown_roll(
                    shown,
                    sighting.start..sighting.end,
                    faces,
                    side,
                    words,
                ));
                previous_end = sighting.end;
            }
        } else {
            rolls.extend(scanned_rolls(shown, range, false, words, input.deadline));
        }
    }
    rolls
}

/// Groups of three small whole numbers in a row, joined by no more than
/// spaces and punctuation on one line; with `named_only`, only those after
/// a side's name (so a rules text's `1-1-5 beats 6-3-6` is no roll).
pub(super) fn scanned_rolls(
    shown: &str,
    range: Range<usize>,
    named_only: bool,
    words: &CeeloWords,
    deadline: &JudgeDeadline,
) -> Vec<ShownRoll> {
    let range = range.start.min(shown.len())..range.end.min(shown.len());
    let values: Vec<ShownValue> = read_values(&shown[range.clone()], &|_| None)
        .into_iter()
        .map(|value| ShownValue {
            start: value.start + range.start,
            end: value.end + range.start,
            ..value
        })
        .filter(|value| !is_label_number(shown, value))
        .collect();
    // Faces on one line, or one a line (`  5\n  3\n  0`).
    let joined = |left: &ShownValue, right: &ShownValue| {
        let between = &shown[left.end..right.start];
        between.matches('\n').count() <= 1
            && between.chars().all(|c| !c.is_alphanumeric() && c != '.')
    };
    let small = |value: &ShownValue| value.whole().is_some_and(|face| (0..=99).contains(&face));
    let mut rolls: Vec<ShownRoll> = Vec::new();
    let mut previous_end = range.start;
    let mut at = 0;
    while at + 2 < values.len() && !deadline.passed() {
        let group = &values[at..at + 3];
        let is_group = group.iter().all(small)
            && joined(&group[0], &group[1])
            && joined(&group[1], &group[2])
            && !group.iter().any(|value| value.money || value.decimal);
        if !is_group {
            at += 1;
            continue;
        }
        let faces = [0, 1, 2].map(|index| group[index].whole().unwrap_or(0) as u32);
        let side = side_before(shown, previous_end, group[0].start, &words.sides);
        if side.is_none() && named_only {
            at += 3;
            continue;
        }
        let roll = shown_roll(shown, group[0].start..group[2].end, faces, side, words);
        previous_end = roll.after_mark;
        rolls.push(roll);
        at += 3;
    }
    rolls
}

/// The side named nearest before `at`, from the line before its line on
/// (not before `floor`).
fn side_before(shown: &str, floor: usize, at: usize, side_words: &Lexicon<Side>) -> Option<Side> {
    let line = line_start(shown, at);
    let from = line_start(shown, line.saturating_sub(1)).max(floor).min(at);
    side_words
        .find(&shown[from..at])
        .last()
        .map(|(side, _, _)| *side)
}

/// The roll of `faces` shown at `dice`, by the side named before it.
fn shown_roll(
    shown: &str,
    dice: Range<usize>,
    faces: [u32; 3],
    side: Option<Side>,
    words: &CeeloWords,
) -> ShownRoll {
    // A name not in the lexicon (`Zoë`) is the player's: the computer is
    // always named as one.
    let roller = match side {
        Some(Side::Computer) => Roller::Cpu,
        _ => Roller::Player,
    };
    // A mark on the rest of the dice's line, or on the next line when the
    // rest is blank (`5 4 3` / `  nothing`).
    let end = line_end(shown, dice.end);
    let rest = &shown[dice.end..end];
    let below = after_line_end(shown, end);
    let next_line = below..line_end(shown, below);
    // A remark under the dice: no number of its own, and no question (read
    // only when the rest of the line says nothing: on a long line of rolls
    // reading the next window for each roll was most of the judging time).
    let bare_remark = || {
        !shows_digits_or_die_face(&shown[next_line.clone()])
            && !shown[next_line.clone()].trim_end().ends_with(['?', ':'])
    };
    let mark_span = if rest.chars().any(char::is_alphabetic) || !bare_remark() {
        dice.end..end
    } else {
        dice.end..next_line.end
    };
    // `again` of a tie said below the dice (`Push: both roll again`) is no
    // mark. The outcomes are looked for only where a mark is.
    let said = &shown[mark_span.clone()];
    let mark_words = words.marks.find(said);
    let marked = mark_words.iter().all(|found| found.0)
        && mark_words.first().is_some_and(|found| {
            let first_said = words.outcomes.find(said).first().map(|found| found.1);
            first_said.is_none_or(|said| found.1 < said)
        });
    ShownRoll {
        offset: dice.start,
        seen: RollSeen {
            roller,
            faces,
            marked_unrecognized: marked,
        },
        after_mark: if marked { mark_span.end } else { dice.end },
    }
}
