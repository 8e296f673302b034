//! A game-winning throw the program made but did not show (`Score is 94`
//! and the totals, with no number): where its draw is aligned with the
//! reference's, the rules know it won the game, so the game ended there
//! and what the program shows next (the stakes) is judged as after a
//! finished game, not as the middle of one.

use reference::jawbone::{JawboneRules, Side};

use super::known_rounds::KnownThrow;
use super::Sighting;
use crate::behaviour::{Behaviour, Draw};
use crate::checks::jawbone::jawbone_events::{JawboneEvent, JawboneEventKind, ThrowReport};
use crate::reading::{after_line_end, line_end, segment_of_draws};

/// A throw event for each aligned draw that won its game and shows nowhere
/// (`sightings` in text order), placed where its draw's output begins,
/// after the line of the throw shown before it.
pub(super) fn unseen_winning_throws(
    text: &str,
    behaviour: &Behaviour,
    draws: &[Draw],
    sightings: &[Sighting],
    known: &[Option<KnownThrow>],
    owner: &dyn Fn(usize) -> Option<Side>,
    rules: &JawboneRules,
) -> Vec<JawboneEvent> {
    let mut events = Vec::new();
    for (draw, made) in draws.iter().enumerate() {
        let wins = known
            .get(draw)
            .copied()
            .flatten()
            .is_some_and(|known| known.wins_game);
        let Some(thrower) = owner(draw).filter(|_| wins) else {
            continue;
        };
        if sightings.iter().any(|sighting| sighting.draw == draw) {
            continue;
        }
        let segment = segment_of_draws(text, behaviour, made.after_inputs);
        let after_shown = sightings
            .iter()
            .filter(|sighting| sighting.draw < draw)
            .map(|sighting| after_line_end(text, line_end(text, sighting.end)))
            .max()
            .unwrap_or(0);
        let offset = segment.start.max(after_shown).min(text.len());
        events.push(JawboneEvent {
            offset,
            kind: JawboneEventKind::Throw(ThrowReport {
                thrower,
                value: None,
                announced: rules.position(made.face).ok(),
                round_points: None,
            }),
        });
    }
    events
}
