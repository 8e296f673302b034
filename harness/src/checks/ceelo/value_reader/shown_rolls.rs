//! Where a Cee-lo program showed each roll: the drawn faces found in its
//! output (or groups of three small numbers), who rolled them (from the
//! reference's play where the draws are aligned, else from the words before
//! the dice), and whether a mark beside them says the roll is unrecognized.

use std::ops::Range;

use reference::ceelo::Roller;

use super::super::ceelo_events::RollSeen;
use super::ceelo_words::{CeeloWords, Side};
use super::roll_owners::RollOwners;
use super::roller_labels::{label_before, RollerLabels};
use crate::checks::{JudgeDeadline, JudgeInput};
use crate::reading::{
    after_line_end, is_label_number, line_end, line_start, locate_grouped_draws, read_values,
    segment_of_draws, shows_digits_or_die_face, DrawSighting, Lexicon, Restatements, ShownValue,
};

/// A roll as shown: where, what, and where what is said about it ends.
#[derive(Debug, Clone, Copy)]
pub(super) struct ShownRoll {
    pub(super) offset: usize,
    pub(super) seen: RollSeen,
    /// After the dice and any mark on them.
    pub(super) after_mark: usize,
    /// The side the words before the dice name, if they name one.
    pub(super) named: Option<Side>,
}

/// Rolls where the drawn faces show, three draws a roll, segment by segment;
/// a segment whose draws do not all show is read for groups of small numbers
/// (a program showing other faces than it drew: dice-range judges them).
/// Who made a roll whose draws are the reference's is taken from the
/// reference's play ([`RollOwners`]); the words before the dice say it for
/// the others.
pub(super) fn located_rolls(
    shown: &str,
    input: &JudgeInput<'_>,
    words: &CeeloWords,
) -> Vec<ShownRoll> {
    let behaviour = input.behaviour;
    let draws = behaviour.draws.as_deref().unwrap_or(&[]);
    let owners = RollOwners::of(input);
    // Each roll with who made it by the reference, where known.
    let mut rolls: Vec<(ShownRoll, Option<Roller>)> = Vec::new();
    let mut by_segment: Vec<(usize, Vec<Vec<i64>>)> = Vec::new();
    for group in draws.chunks(3) {
        let faces: Vec<i64> = group.iter().map(|draw| i64::from(draw.face)).collect();
        let segment = group[0].after_inputs;
        match by_segment.last_mut() {
            Some((at, groups)) if *at == segment => groups.push(faces),
            _ => by_segment.push((segment, vec![faces])),
        }
    }
    let mut first_roll = 0;
    for (segment, groups) in by_segment {
        if input.deadline.passed() {
            break;
        }
        let range = segment_of_draws(shown, behaviour, segment);
        let sightings = sightings_of(shown, range.clone(), &groups);
        if sightings.len() == groups.len() {
            let mut previous_end = range.start;
            for (index, sighting) in sightings.iter().enumerate() {
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
                let next_roll = sightings
                    .get(index + 1)
                    .map_or(range.end, |next| next.start);
                let roll = shown_roll(
                    shown,
                    sighting.start..sighting.end,
                    faces,
                    previous_end..next_roll,
                    words,
                );
                rolls.push((roll, owners.roller(first_roll + index)));
                previous_end = sighting.end;
            }
        } else {
            rolls.extend(
                scanned_rolls(shown, range, false, words, input.deadline)
                    .into_iter()
                    .map(|roll| (roll, None)),
            );
        }
        first_roll += groups.len();
    }
    if !same_order_as_the_reference(&rolls) {
        return rolls.into_iter().map(|(roll, _)| roll).collect();
    }
    // The program's own labels are needed only for a roll that neither the
    // reference nor the lexicon speaks for.
    let unspoken_for =
        |(roll, owner): &(ShownRoll, Option<Roller>)| owner.is_none() && roll.named.is_none();
    if !rolls.iter().any(unspoken_for) {
        return rolls
            .into_iter()
            .map(|(mut roll, owner)| {
                roll.seen.roller = owner.unwrap_or(roll.seen.roller);
                roll
            })
            .collect();
    }
    let labels: Vec<String> = rolls
        .iter()
        .enumerate()
        .map(|(index, (roll, _))| {
            let floor = index
                .checked_sub(1)
                .map_or(0, |before| rolls[before].0.after_mark);
            label_before(shown, floor, roll.offset)
        })
        .collect();
    let learned = RollerLabels::learned(
        labels
            .iter()
            .zip(&rolls)
            .filter_map(|(label, (_, owner))| Some((label.as_str(), (*owner)?))),
    );
    rolls
        .into_iter()
        .zip(&labels)
        .map(|((mut roll, owner), label)| {
            // The reference's roller; else the lexicon's side named; else
            // the side the program's own words before the dice introduced.
            let by_label = || {
                roll.named
                    .is_none()
                    .then(|| learned.roller(label))
                    .flatten()
            };
            if let Some(roller) = owner.or_else(by_label) {
                roll.seen.roller = roller;
            }
            roll
        })
        .collect()
}

/// Every group's place in `range`, when each shows (else fewer): the same
/// faces again right after a group are read as the next group only where
/// passing them over as a restatement leaves a group drawn unshown.
fn sightings_of(shown: &str, range: Range<usize>, groups: &[Vec<i64>]) -> Vec<DrawSighting> {
    [Restatements::Skipped, Restatements::Read]
        .into_iter()
        .find_map(|restatements| {
            locate_grouped_draws(shown, range.clone(), groups, &|_| None, restatements)
                .into_iter()
                .collect::<Option<Vec<DrawSighting>>>()
        })
        .unwrap_or_default()
}

/// Whether the program makes its draws in the reference's order: over the
/// rolls whose roller both the reference and the words name, the words do
/// not disagree more often than they agree (a program may roll the CPU's
/// dice first inside a game; its words then say so, and are believed).
fn same_order_as_the_reference(rolls: &[(ShownRoll, Option<Roller>)]) -> bool {
    !crate::checks::words_mostly_disagree(
        rolls
            .iter()
            .filter_map(|(roll, owner)| Some((*owner.as_ref()?, roller_named(roll.named?)))),
    )
}

fn roller_named(side: Side) -> Roller {
    match side {
        Side::Computer => Roller::Cpu,
        Side::Player => Roller::Player,
    }
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
        let roll = shown_roll(
            shown,
            group[0].start..group[2].end,
            faces,
            previous_end..shown.len(),
            words,
        );
        if roll.named.is_some() || !named_only {
            previous_end = roll.after_mark;
            rolls.push(roll);
        }
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

/// The roll of `faces` shown at `dice`, read between the end of the roll
/// before it and the start of the next (`between`).
fn shown_roll(
    shown: &str,
    dice: Range<usize>,
    faces: [u32; 3],
    between: Range<usize>,
    words: &CeeloWords,
) -> ShownRoll {
    // A name not in the lexicon (`Zoë`) is the player's: the computer is
    // always named as one.
    let named = side_before(shown, between.start, dice.start, &words.sides);
    let roller = match named {
        Some(Side::Computer) => Roller::Cpu,
        _ => Roller::Player,
    };
    // A mark on the rest of the dice's line, or on the next line when the
    // rest is blank (`5 4 3` / `  nothing`).
    // Never on the next roll's dice (`I rolled six, four, one` under
    // `You rolled one, two, three.`) nor past them on one row.
    let line_end_at = line_end(shown, dice.end);
    let end = line_end_at.min(between.end.max(dice.end));
    let rest = &shown[dice.end..end];
    let below = after_line_end(shown, end);
    let next_line = below..line_end(shown, below);
    let below_is_free = end == line_end_at && next_line.end <= between.end;
    // A remark under the dice: no number of its own, and no question (read
    // only when the rest of the line says nothing: on a long line of rolls
    // reading the next window for each roll was most of the judging time).
    let bare_remark = || {
        !shows_digits_or_die_face(&shown[next_line.clone()])
            && !shown[next_line.clone()].trim_end().ends_with(['?', ':'])
    };
    let mark_span = if rest.chars().any(char::is_alphabetic) || !below_is_free || !bare_remark() {
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
        named,
    }
}
