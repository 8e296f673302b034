//! Where a jawbone program shows each of its draws: among the values it
//! wrote between the same two inputs, in order, leaving out values that say
//! something else; a value followed (or preceded) by what it scored is
//! preferred to one that merely equals the face; an aligned throw whose
//! number is not printed shows where its position or points do.

use reference::jawbone::JawboneRules;

use super::jawbone_words::Concept;
use super::throw_candidates::{may_be_a_throw, under_a_side_s_name};
use super::unprinted_throws::position_shown;
use super::{is_point_word, sign_before, words_after, Sighting};
use crate::behaviour::Behaviour;
use crate::checks::JudgeDeadline;
use crate::reading::{
    after_line_end, line_end, line_start, read_values, segment_of_draws, ConceptIndex, ShownValue,
    FACE_SEARCH,
};

/// What a search for the throws knows besides the text.
pub(super) struct ThrowSearch<'a> {
    /// Whether the program's draw k is the reference's.
    pub aligned: &'a dyn Fn(usize) -> bool,
    /// Where values start that show no throw (sorted).
    pub passed_over: &'a [usize],
}

/// Each draw found, in order, among the values of the output written
/// between the same two inputs, leaving out values that say something else
/// (`+2`, `=9`, `round 4`, `total 31`, `7 points`, money) and those the
/// search passes over.
pub(super) fn locate_throws(
    text: &str,
    behaviour: &Behaviour,
    draws: &[crate::behaviour::Draw],
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
    search: &ThrowSearch<'_>,
    deadline: &JudgeDeadline,
) -> Vec<Sighting> {
    let ThrowSearch {
        aligned,
        passed_over,
    } = *search;
    let mut sightings = Vec::new();
    let mut index = 0;
    while index < draws.len() && !deadline.passed() {
        let inputs = draws[index].after_inputs;
        let group_end = draws[index..]
            .iter()
            .position(|draw| draw.after_inputs != inputs)
            .map_or(draws.len(), |length| index + length);
        let segment = segment_of_draws(text, behaviour, inputs);
        let segment = segment.start.min(text.len())..segment.end.min(text.len());
        let shown: Vec<ShownValue> = read_values(&text[segment.clone()], &|_| None)
            .into_iter()
            .map(|value| ShownValue {
                start: value.start + segment.start,
                end: value.end + segment.start,
                ..value
            })
            .collect();
        // Each value's readings, once.
        let readings: Vec<(ShownValue, bool, bool)> = shown
            .iter()
            .map(|value| {
                if passed_over.binary_search(&value.start).is_ok() {
                    return (*value, false, false);
                }
                let throw = may_be_a_throw(text, value, words);
                (*value, throw, under_a_side_s_name(text, value, words))
            })
            .collect();
        let values: Vec<ShownValue> = readings
            .iter()
            .filter(|(_, throw, _)| *throw)
            .map(|(value, _, _)| *value)
            .collect();
        let with_alone: Vec<ShownValue> = readings
            .iter()
            .filter(|(_, throw, alone)| *throw || *alone)
            .map(|(value, _, _)| *value)
            .collect();
        let group = &draws[index..group_end];
        let face_at = |at: usize, face: u32| values[at].whole() == Some(i64::from(face));
        let mut cursor: usize = 0;
        let mut shown_after = 0;
        for (number, draw) in group.iter().enumerate() {
            if deadline.passed() {
                break;
            }
            let rest: Vec<u32> = group[number + 1..]
                .iter()
                .take(3)
                .map(|draw| draw.face)
                .collect();
            let horizon = cursor.saturating_add(FACE_SEARCH).min(values.len());
            let first = (cursor..horizon).find(|&at| face_at(at, draw.face));
            // A value alone on its line where a column of totals would stand
            // (under a side's name) is the throw when it shows before any
            // other value of that face and the next throws show after it.
            let alone = readings
                [readings.partition_point(|(value, _, _)| value.start < shown_after)..]
                .iter()
                .take(FACE_SEARCH)
                .filter(|(_, _, alone)| *alone)
                .map(|(value, _, _)| value)
                .find(|value| value.whole() == Some(i64::from(draw.face)))
                .filter(|alone| {
                    first.is_none_or(|first| alone.start < values[first].start)
                        && shown_in_order(
                            &with_alone,
                            with_alone.partition_point(|value| value.start < alone.end),
                            &rest,
                        )
                });
            if let Some(alone) = alone {
                shown_after = alone.end;
                cursor = values.partition_point(|value| value.start < alone.end);
                sightings.push(Sighting {
                    start: alone.start,
                    end: alone.end,
                    value: draw.face,
                    draw: index + number,
                    printed: true,
                });
                continue;
            }
            let Some(first) = first else {
                // Not printed: an aligned throw shows where its position
                // or points do, after the throws shown before it.
                // Past the line of the throw shown before (its own
                // position named after its number is not this throw's).
                let from = if shown_after > segment.start {
                    after_line_end(text, line_end(text, shown_after))
                } else {
                    segment.start
                };
                let shown = aligned(index + number)
                    .then(|| position_shown(text, from..segment.end, draw.face, words, rules))
                    .flatten();
                if let Some(place) = shown {
                    shown_after = place.end;
                    cursor = values.partition_point(|value| value.start < place.end);
                    sightings.push(Sighting {
                        start: place.start,
                        end: place.end,
                        value: draw.face,
                        draw: index + number,
                        printed: false,
                    });
                }
                continue;
            };
            // A value that is followed by what it scored is the throw, not a
            // heading or a total that happens to equal it; but never past
            // where the next throw shows.
            // The next throw shows at its first announced sighting (else its
            // first); when it has the same face, that sighting may be this
            // throw's if the next throws still show after it.
            let limit = group.get(number + 1).map_or(values.len(), |next| {
                let horizon = first.saturating_add(FACE_SEARCH).min(values.len());
                let later = || (first + 1..horizon).filter(|&at| face_at(at, next.face));
                let announced = later()
                    .find(|&at| announced_after(text, &values, at, words))
                    .or_else(|| later().next());
                announced.map_or(values.len(), |at| at + 1)
            });
            // Else one that follows what it scored (`| +4 | 70 |`, a
            // program that shows the result before the number).
            let announced = |announced: &dyn Fn(usize) -> bool| {
                (first..limit).find(|&at| {
                    face_at(at, draw.face)
                        && announced(at)
                        && shown_in_order(&values, at + 1, &rest)
                })
            };
            let chosen = announced(&|at| announced_after(text, &values, at, words))
                .or_else(|| announced(&|at| announced_before(text, &values, at, words)))
                .unwrap_or(first);
            cursor = chosen + 1;
            shown_after = values[chosen].end;
            sightings.push(Sighting {
                start: values[chosen].start,
                end: values[chosen].end,
                value: draw.face,
                draw: index + number,
                printed: true,
            });
        }
        index = group_end;
    }
    sightings
}

/// Whether `faces` show, in order, among `values` from `from` on.
fn shown_in_order(values: &[ShownValue], from: usize, faces: &[u32]) -> bool {
    let mut at = from;
    faces.iter().all(|&face| {
        match (at..values.len()).find(|&index| values[index].whole() == Some(i64::from(face))) {
            Some(found) => {
                at = found + 1;
                true
            }
            None => false,
        }
    })
}

/// Whether what follows the value `at` on its line, up to the next value,
/// names a position, or the next value is marked as points (`+2`, `2 pts`).
fn announced_after(
    text: &str,
    values: &[ShownValue],
    at: usize,
    words: &ConceptIndex<Concept>,
) -> bool {
    let end = values[at].end;
    let stop = line_end(text, end);
    let next = values.get(at + 1).filter(|next| next.start < stop);
    let between_end = next.map_or(stop, |next| next.start);
    let between = &text[end..between_end];
    let named = words
        .find(end..between_end)
        .iter()
        .any(|(concept, _, _)| matches!(concept, Concept::Position(_) | Concept::Points));
    // Points marked by `+` (`61 +2`), which are no throw themselves.
    let plus_points = between
        .split('+')
        .skip(1)
        .any(|rest| rest.trim_start().starts_with(|c: char| c.is_ascii_digit()));
    named
        || plus_points
        || next.is_some_and(|next| {
            sign_before(text, next.start) == Some('+')
                || words_after(text, next.end, 1)
                    .first()
                    .is_some_and(|word| is_point_word(word))
        })
}

/// Whether what precedes the value `at` on its line, since the value
/// before it, names a position or marks points (`| Pitkä Rivi | 16`,
/// `+4 points, you drew 70`).
fn announced_before(
    text: &str,
    values: &[ShownValue],
    at: usize,
    words: &ConceptIndex<Concept>,
) -> bool {
    let start = values[at].start;
    let line = line_start(text, start);
    let previous = at
        .checked_sub(1)
        .map(|before| &values[before])
        .filter(|before| before.end > line);
    let from = previous.map_or(line, |before| before.end);
    let named = words
        .find(from..start)
        .iter()
        .any(|(concept, _, _)| matches!(concept, Concept::Position(_) | Concept::Points));
    named
        || previous.is_some_and(|before| {
            sign_before(text, before.start) == Some('+')
                || words_after(text, before.end, 1)
                    .first()
                    .is_some_and(|word| is_point_word(word))
        })
}
