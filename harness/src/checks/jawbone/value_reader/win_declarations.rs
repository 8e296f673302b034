//! A game's winner as the program declares it ("You win the game!",
//! "winner Dealer", "I win with 97!"): the first line after a game's last
//! throw, before what follows a game (the stakes, a question to play, the
//! end), that names one side beside a word of winning and no money.

use std::ops::Range;

use super::jawbone_words::Concept;
use super::{shows_a_throw, side_of, Sighting};
use crate::checks::jawbone::jawbone_events::{JawboneEvent, JawboneEventKind};
use crate::checks::JudgeDeadline;
use crate::reading::{after_line_end, line_end, ConceptIndex};

/// The declared winners of `events` (sorted by offset): one at most after
/// each throw that no other throw follows before the game is over.
pub(super) fn win_declarations(
    text: &str,
    events: &[JawboneEvent],
    sightings: &[Sighting],
    words: &ConceptIndex<Concept>,
    deadline: &JudgeDeadline,
) -> Vec<JawboneEvent> {
    let mut declared = Vec::new();
    for (index, throw) in events.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        if !matches!(throw.kind, JawboneEventKind::Throw(_)) {
            continue;
        }
        let next = events[index + 1..].iter().find(|event| {
            matches!(
                event.kind,
                JawboneEventKind::Throw(_)
                    | JawboneEventKind::PlayPrompt { .. }
                    | JawboneEventKind::ThrowFirstPrompt { .. }
                    | JawboneEventKind::SeedPrompt { .. }
                    | JawboneEventKind::Stakes { .. }
            )
        });
        if next.is_some_and(|event| matches!(event.kind, JawboneEventKind::Throw(_))) {
            continue;
        }
        let end = next
            .map_or(text.len(), |event| event.offset)
            .min(text.len());
        let mut start = after_line_end(text, line_end(text, throw.offset)).min(end);
        while start < end {
            let stop = line_end(text, start).min(end);
            if let Some(winner) = winner_named(start..stop, sightings, words) {
                declared.push(JawboneEvent {
                    offset: start,
                    kind: JawboneEventKind::Win { winner },
                });
                break;
            }
            start = after_line_end(text, stop);
        }
    }
    declared
}

/// The one side the `line` names beside a word of winning, where
/// it shows no throw and names no money ("You win 1 markka" is the stakes).
fn winner_named(
    line: Range<usize>,
    sightings: &[Sighting],
    words: &ConceptIndex<Concept>,
) -> Option<reference::jawbone::Side> {
    let shows_throw = shows_a_throw(sightings, line.clone());
    let concepts = words.concepts(line);
    if shows_throw || !concepts.contains(&Concept::Won) || concepts.contains(&Concept::Money) {
        return None;
    }
    let mut sides = concepts.iter().filter_map(|concept| side_of(*concept));
    let winner = sides.next()?;
    sides.all(|other| other == winner).then_some(winner)
}
