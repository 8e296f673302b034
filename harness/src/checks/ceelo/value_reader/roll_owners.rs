//! Who made each of a program's rolls, from the reference's play of the same
//! script where the program's draws are the reference's (ALIGN.md, DESIGN.md
//! "Judging behaviour, not wording"): the sides' names are then not needed,
//! in any language or layout. The words on a roll's line stay the channel
//! for the draws that are not aligned, and for a program whose words say,
//! more often than not, that it orders its draws otherwise.

use reference::ceelo::Roller;

use crate::behaviour::Draw;
use crate::checks::ceelo::CeeloEventKind;
use crate::checks::exact_replay::{ReferencePlay, ReplayEvent};
use crate::checks::{DrawAlignment, JudgeInput};

/// Three draws make a roll.
const DICE: usize = 3;

/// The roller of each of the reference's rolls and how far the program's
/// draws agree with the reference's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct RollOwners {
    /// Who made the reference's draw `k`.
    owners: Vec<Roller>,
    alignment: DrawAlignment,
}

impl RollOwners {
    /// The owners, where the reference's play is known and its rolls read
    /// account for its draws one for one (else none: never a guess).
    pub(super) fn of(input: &JudgeInput<'_>) -> RollOwners {
        let Some(expected) = input.expected else {
            return RollOwners::default();
        };
        let Some(owners) = reference_draw_owners(expected) else {
            return RollOwners::default();
        };
        RollOwners {
            owners,
            alignment: DrawAlignment::between(input.behaviour, &expected.behaviour),
        }
    }

    /// Who made the program's roll number `roll` (from 0, three draws a
    /// roll), when all three of its draws are the reference's.
    pub(super) fn roller(&self, roll: usize) -> Option<Roller> {
        let last = roll.checked_mul(DICE)?.checked_add(DICE - 1)?;
        self.alignment.owner(last, &self.owners)?;
        self.alignment.owner(roll * DICE, &self.owners)
    }
}

/// The program's roll number (from 0) that it drew past the end of a
/// reference's game: where the draws first part, the program's game went
/// on drawing after every draw of the reference's same game, each the
/// same face (a rigged program sees the reference's faces in order). The
/// reference's game ended there, decided; the program rolled again.
pub fn roll_past_the_reference_game(input: &JudgeInput<'_>) -> Option<usize> {
    let expected = input.expected?;
    reference_draw_owners(expected)?;
    let program = input.behaviour.game_dialogue();
    let reference = expected.behaviour.game_dialogue();
    let (mine, theirs) = (program.draws.as_deref()?, reference.draws.as_deref()?);
    let parted = DrawAlignment::of_draws(mine, theirs).aligned_draws();
    let burst_from = |draws: &[Draw]| -> usize {
        draws.get(parted).map_or(0, |first| {
            draws[parted..]
                .iter()
                .take_while(|draw| draw.after_inputs == first.after_inputs)
                .count()
        })
    };
    let (my_burst, their_burst) = (burst_from(mine), burst_from(theirs));
    let past = parted + their_burst;
    let same_faces = || {
        mine[parted..past]
            .iter()
            .zip(&theirs[parted..past])
            .all(|(my_draw, their_draw)| my_draw.face == their_draw.face)
    };
    (their_burst > 0 && my_burst > their_burst && past % DICE == 0 && same_faces())
        .then_some(past / DICE)
}

/// The program's roll number (from 0) after which it stopped drawing where
/// the reference's same game rolled on: where the draws first part, the
/// program's burst is a shorter run of the reference's (the same faces, as
/// a rigged program sees them) ending at a roll's end, and the reference
/// went on rolling in that burst. The program stopped a game the rules
/// keep going (a tie or an unrecognized roll not rolled again).
pub fn last_roll_short_of_the_reference_game(input: &JudgeInput<'_>) -> Option<usize> {
    let expected = input.expected?;
    reference_draw_owners(expected)?;
    let program = input.behaviour.game_dialogue();
    let reference = expected.behaviour.game_dialogue();
    let (mine, theirs) = (program.draws.as_deref()?, reference.draws.as_deref()?);
    let parted = DrawAlignment::of_draws(mine, theirs).aligned_draws();
    let burst_from = |draws: &[Draw]| -> usize {
        draws.get(parted).map_or(0, |first| {
            draws[parted..]
                .iter()
                .take_while(|draw| draw.after_inputs == first.after_inputs)
                .count()
        })
    };
    let (my_burst, their_burst) = (burst_from(mine), burst_from(theirs));
    if my_burst == 0 || their_burst <= my_burst {
        return None;
    }
    let stop = parted + my_burst;
    let same_faces = mine[parted..stop]
        .iter()
        .zip(&theirs[parted..stop])
        .all(|(my_draw, their_draw)| my_draw.face == their_draw.face);
    (stop % DICE == 0 && same_faces).then(|| stop / DICE - 1)
}

/// Who made each of the reference's draws, from its rolls read by the
/// built-in patterns: `None` unless they show every draw, in order.
fn reference_draw_owners(expected: &ReferencePlay) -> Option<Vec<Roller>> {
    let draws = expected.behaviour.draws.as_deref()?;
    let rolls: Vec<_> = expected
        .events
        .iter()
        .filter_map(|found| match &found.event {
            ReplayEvent::Ceelo(CeeloEventKind::Rolled(roll)) => Some(*roll),
            _ => None,
        })
        .collect();
    if rolls.len().checked_mul(DICE)? != draws.len() {
        return None;
    }
    let shows_its_draws = rolls.iter().zip(draws.chunks(DICE)).all(|(roll, drawn)| {
        let mut shown = roll.faces;
        let mut drawn: Vec<u32> = drawn.iter().map(|draw| draw.face).collect();
        shown.sort_unstable();
        drawn.sort_unstable();
        shown[..] == drawn[..]
    });
    shows_its_draws.then(|| rolls.iter().flat_map(|roll| [roll.roller; DICE]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::recorded_run::Part::{Draw as Roll, In, Out};
    use crate::checks::recorded_run::RecordedRun;

    #[test]
    fn a_reference_whose_rolls_do_not_show_its_draws_names_no_roller() {
        // (the reference's output around its two rolls, a roller known)
        let table = [
            (["You rolled (1, 2, 4)\n", "CPU rolled (4, 4, 1)\n"], true),
            // One roll not read: the draws and the rolls read do not
            // correspond one for one.
            (["You rolled (1, 2, 4)\n", "and then 4 4 1\n"], false),
            // Another roll shown than drawn.
            (["You rolled (1, 2, 4)\n", "CPU rolled (4, 4, 2)\n"], false),
        ];
        for (lines, known) in table {
            let reference = RecordedRun::of(&[
                Out("Enter in a wager amount (in dollars): "),
                In("10"),
                Roll([1, 2, 4]),
                Out(lines[0]),
                Roll([4, 4, 1]),
                Out(lines[1]),
            ]);
            let owners = reference_draw_owners(&reference.as_reference_play("ceelo"));
            assert_eq!(owners.is_some(), known, "{lines:?}");
            if known {
                assert_eq!(
                    owners.unwrap(),
                    [Roller::Player; 3]
                        .into_iter()
                        .chain([Roller::Cpu; 3])
                        .collect::<Vec<_>>()
                );
            }
        }
    }
}
