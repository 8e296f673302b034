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

/// Where the program's game first parts from the reference's same game,
/// when its draws say how: the burst where the draws first part holds the
/// same faces on both sides as far as the shorter one goes (a rigged
/// program sees the reference's faces in order), ending at a roll's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameParting {
    /// The program's roll number (from 0) drawn after every roll of the
    /// reference's game: that game ended there, decided, and the program
    /// rolled again.
    RolledPast(usize),
    /// The program's roll number (from 0) after which it stopped drawing
    /// while the reference's game rolled on: a tie or an unrecognized roll
    /// not rolled again.
    StoppedAfter(usize),
}

/// How the program's game parted from the reference's, where its draws
/// show it (see [`GameParting`]).
pub fn game_parting(input: &JudgeInput<'_>) -> Option<GameParting> {
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
    let shared = my_burst.min(their_burst);
    let stop = parted + shared;
    let same_faces = mine[parted..stop]
        .iter()
        .zip(&theirs[parted..stop])
        .all(|(my_draw, their_draw)| my_draw.face == their_draw.face);
    if shared == 0 || my_burst == their_burst || stop % DICE != 0 || !same_faces {
        return None;
    }
    Some(if my_burst > their_burst {
        GameParting::RolledPast(stop / DICE)
    } else {
        GameParting::StoppedAfter(stop / DICE - 1)
    })
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
