//! The program's words as the second channel of who rolled: the side each
//! roll's line (or the text since the roll before) names, held against the
//! reference's owner of each aligned draw, to tell whether the alignment
//! holds and where a program left the reference's turns.

use reference::ludo::Player;

use super::roll_location::Sighting;
use super::{named_side, past_first_char, Seen};
use crate::checks::ludo::draw_owners::AlignedOwners;
use crate::checks::ludo::ludo_sides::{Side, Sides};

/// The alignment the program's words allow. Over the aligned rolls whose
/// line names a side, the words naming the other side more often than the
/// mover leave no alignment: the program orders its draws otherwise (its
/// second player rolls first, say). In a game of another length than the
/// reference's, the first roll whose line names the other side is where the
/// program left the reference's turns (a roll again without a 6, a turn
/// ended on one): the alignment ends before that turn, and the rest is read
/// from the words, so the check that owns the break reports it.
pub(super) fn trusted_alignment(
    named: &[Option<Side>],
    sightings: &[Sighting],
    aligned: &AlignedOwners,
    side_player: impl Fn(Side) -> Player,
) -> AlignedOwners {
    // (draw, aligned mover, the mover the words name)
    let pairs: Vec<(usize, Player, Player)> = sightings
        .iter()
        .zip(named)
        .filter_map(|(sighting, named)| {
            let owner = aligned.owner(sighting.draw)?;
            Some((sighting.draw, owner.player, side_player((*named)?)))
        })
        .collect();
    let pairs_named = pairs.iter().map(|&(_, aligned, named)| (aligned, named));
    if crate::checks::words_mostly_disagree(pairs_named) {
        return AlignedOwners::default();
    }
    let first_disagreement = pairs
        .iter()
        .find(|(_, aligned, named)| aligned != named)
        .map(|&(draw, _, _)| draw);
    match first_disagreement {
        Some(draw) if !aligned.whole => aligned.clone().cut_at_turn(draw),
        _ => aligned.clone(),
    }
}

/// The side the words give each roll: its column or the side named before
/// it on its line, else the side named last since the roll before (a
/// `Player2:` line above `Please roll the die: 6`).
pub(super) fn named_before_rolls(
    text: &str,
    side_words: &Sides,
    sightings: &[Sighting],
    seen: &[Seen],
) -> Vec<Option<Side>> {
    let mut from = 0;
    sightings
        .iter()
        .map(|sighting| {
            let roll = &seen[sighting.at];
            let named = roll
                .owner
                .or_else(|| named_side(side_words, &text[from.min(roll.start)..roll.start]));
            from = past_first_char(text, roll.start);
            named
        })
        .collect()
}

/// A roll found where the words name the other side, whose face shows
/// again before the next roll where they name its aligned mover, is that
/// later one: the first was the other's face restated (`55+5>56` in
/// Player 2's overshoot, then `Player 1's turn ... roll -> 5`). Moved
/// there, it no longer reads as the program leaving the reference's turns.
pub(super) fn moved_to_their_movers_lines(
    text: &str,
    side_words: &Sides,
    sightings: &mut [Sighting],
    seen: &[Seen],
    aligned: &AlignedOwners,
    side_player: impl Fn(Side) -> Player,
) {
    let named = named_before_rolls(text, side_words, sightings, seen);
    for index in 0..sightings.len() {
        let sighting = sightings[index];
        let Some(owner) = aligned.owner(sighting.draw) else {
            continue;
        };
        if named[index].map(&side_player) != Some(owner.player.opponent()) {
            continue;
        }
        let next = sightings.get(index + 1).map_or(seen.len(), |next| next.at);
        let from = past_first_char(text, seen[sighting.at].start);
        let on_the_mover_s_line = (sighting.at + 1..next).find(|&later| {
            let item = &seen[later];
            item.value == seen[sighting.at].value
                && item.may_be_roll()
                && item
                    .owner
                    .or_else(|| named_side(side_words, &text[from..item.start]))
                    .map(&side_player)
                    == Some(owner.player)
        });
        if let Some(later) = on_the_mover_s_line {
            sightings[index].at = later;
        }
    }
}
