//! A thrower's banked total as a program shows it after a round, in words
//! the reader need not know (`Player now has 86`, `The computer stops with
//! 42.`, `COMPUTER hits 97`): where the rules' account of the round is known
//! (its draws aligned with the reference's), the one number on the first
//! line after the round's last throw that names its thrower, by the word
//! the program's own throw lines name it with, and nothing else of the
//! game is the total it banked, so round-accounting can judge it against
//! the rules' total: a program that loses a round it should have banked
//! shows another. The lexicon's side words are not enough here: a word
//! that names a side in English may be any word in another language (the
//! Norwegian `i banken`, "in the bank", over the human's round).

use reference::jawbone::Side;

use super::jawbone_words::Concept;
use super::known_rounds::KnownThrow;
use super::thrower_words::ThrowerWords;
use super::{side_of, Sighting};
use crate::checks::jawbone::jawbone_events::{JawboneEvent, JawboneEventKind};
use crate::checks::JudgeDeadline;
use crate::reading::{after_line_end, line_end, line_start, read_values, words_of, ConceptIndex};

/// How many lines after a round's last throw may show its total.
const LINES_AFTER: usize = 3;

/// The totals shown after rounds whose account is known: `throws` are the
/// sightings in text order, each with its thrower and the rules' account;
/// `events` are the events read so far (a line one of them stands on
/// already says something else).
pub(super) fn totals_after_rounds(
    text: &str,
    throws: &[(Sighting, Side, Option<KnownThrow>)],
    events: &[JawboneEvent],
    words: &ConceptIndex<Concept>,
    learned: &ThrowerWords,
    deadline: &JudgeDeadline,
) -> Vec<JawboneEvent> {
    let mut found = Vec::new();
    for (index, (sighting, thrower, known)) in throws.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        let Some(known) = known.filter(|known| known.closes_round) else {
            continue;
        };
        let stop = throws
            .get(index + 1)
            .map_or(text.len(), |(next, _, _)| line_start(text, next.start));
        let mut start = after_line_end(text, line_end(text, sighting.end));
        for _ in 0..LINES_AFTER {
            if start >= stop {
                break;
            }
            let end = line_end(text, start).min(stop);
            let taken = events
                .iter()
                .any(|event| (start..end).contains(&event.offset));
            if !taken {
                if let Some(total) = total_on(text, start..end, *thrower, &known, words, learned) {
                    found.push(JawboneEvent {
                        offset: start,
                        kind: JawboneEventKind::Bank {
                            thrower: *thrower,
                            points: None,
                            total: Some(total),
                        },
                    });
                    break;
                }
            }
            start = after_line_end(text, end);
        }
    }
    found
}

/// The one whole number on `line` when the line names `thrower` and no
/// other side (by the words of the program's throw lines), nor the round, a position, a throw or money, and the
/// number could be a banked total (no less than what was banked before
/// the round: banked points are never lost; not the round's points).
fn total_on(
    text: &str,
    line: std::ops::Range<usize>,
    thrower: Side,
    known: &KnownThrow,
    words: &ConceptIndex<Concept>,
    learned: &ThrowerWords,
) -> Option<u32> {
    let concepts = words.concepts(line.clone());
    let named = words_of(&text[line.clone()]);
    let mut sides = named
        .iter()
        .filter_map(|word| learned.throw_line_side(&word.folded));
    let names_thrower = sides.next() == Some(thrower) && sides.all(|side| side == thrower);
    // A word the program's throw lines never carry may still name the
    // other side plainly (`TOCCA A COMPUTER (PUNTI IN BANCA: 25)`, where
    // the computer's throw lines name no side): then the line is the other
    // side's, whatever words it shares with the thrower's throw lines.
    let names_other = concepts
        .iter()
        .any(|concept| side_of(*concept).is_some_and(|side| side != thrower));
    let says_else = concepts.iter().any(|concept| {
        matches!(
            concept,
            Concept::Round | Concept::Money | Concept::Position(_) | Concept::ThrowWord
        )
    });
    if !names_thrower || names_other || says_else {
        return None;
    }
    let values = read_values(&text[line], &|_| None);
    let [value] = values.as_slice() else {
        return None;
    };
    if value.money || value.decimal {
        return None;
    }
    let total = u32::try_from(value.whole()?).ok()?;
    // The round's own points said again as it is banked ("The AI is happy
    // with 18 and banks them"): what was banked, not the total.
    let round_said_again = total == known.round_points && total != known.banked_if_ended;
    (total >= known.banked_before() && !round_said_again).then_some(total)
}
