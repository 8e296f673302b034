//! Reading a Porojen Leuka transcript by values, whatever its wording
//! ("Judging behaviour, not wording", DESIGN.md): the throws are the draws
//! the program made (found where it shows them, between the same two
//! inputs), the questions are the inputs it asked for (their meaning from the
//! words on the prompt line, else from what came before them), and what it
//! showed around them is read as values beside a small lexicon per concept:
//! who threw, the position or the points, the round's points, banked totals,
//! scores and stakes. The events are the same the pattern reader gives, so
//! the judges keep their rule logic.

use reference::jawbone::{JawboneRules, Side};

use super::jawbone_events::{JawboneEvent, JawboneEventKind, ThrowReport};
use crate::behaviour::Behaviour;
use crate::checks::exact_replay::ReferencePlay;
use crate::checks::JudgeDeadline;
use crate::reading::{
    after_line_end, before_line_start, fold, last_words_of, line_end, line_start, read_values,
    segment_of_draws, words_of, ConceptIndex, ShownValue, FACE_SEARCH,
};

mod jawbone_words;
mod known_rounds;
mod prompt_meanings;
mod report_layout;
mod round_totals;
mod shown_totals;
mod throw_candidates;
mod throw_owners;
mod throw_reports;
mod thrower_words;
mod unprinted_throws;
mod unseen_wins;
mod win_declarations;

use jawbone_words::{lexicon, Concept};
use known_rounds::known_throws;
use prompt_meanings::prompts;
use report_layout::report_regions;
use round_totals::totals_after_rounds;
use shown_totals::totals;
use throw_candidates::{may_be_a_throw, under_a_side_s_name};
use throw_owners::ThrowOwners;
use throw_reports::throw_report;
use thrower_words::ThrowerWords;
use unprinted_throws::position_shown;
use unseen_wins::unseen_winning_throws;
use win_declarations::win_declarations;

/// Where a throw shows and what the program said about it.
#[derive(Debug, Clone, Copy)]
struct Sighting {
    start: usize,
    end: usize,
    value: u32,
    /// The program's draw it shows (its index among the draws).
    draw: usize,
    /// The program printed the drawn number there (else the position or
    /// points of an aligned throw whose number it does not print).
    printed: bool,
}

/// The events of `text`, read from the program's draws and dialogue; `None`
/// when its draws are unknown (then only the patterns can read it). Who
/// made each throw comes from the reference's play (`expected`) where the
/// program's draws are the reference's, else from the words.
pub fn read_by_values(
    text: &str,
    behaviour: &Behaviour,
    expected: Option<&ReferencePlay>,
    rules: &JawboneRules,
    deadline: &JudgeDeadline,
) -> Option<Vec<JawboneEvent>> {
    let draws = behaviour.draws.as_ref()?;
    let name = typed_name(text, behaviour, rules);
    let lexicon = lexicon(name.as_deref(), rules);
    let words = ConceptIndex::new(text, &lexicon, &|| !deadline.passed());
    let alignment = ThrowOwners::between(behaviour, expected);
    let aligned = |draw: usize| alignment.owner(draw).is_some();
    let mut sightings = locate_throws(text, behaviour, draws, &words, rules, &aligned, deadline);
    // In text order, as the searches of what shows a throw take them.
    sightings.sort_by_key(|sighting| sighting.start);
    let owners = alignment.unless_contradicted(text, &sightings, &words);
    let owner = |sighting: &Sighting| {
        owners
            .as_ref()
            .and_then(|owners| owners.owner(sighting.draw))
    };
    let learned = ThrowerWords::learned(text, &sightings, &owner, &words);
    let drawn: Vec<(u32, Option<Side>)> = draws
        .iter()
        .enumerate()
        .map(|(draw, made)| {
            let thrower = owners.as_ref().and_then(|owners| owners.owner(draw));
            (made.face, thrower)
        })
        .collect();
    let known = known_throws(&drawn, rules);
    let mut events = Vec::new();
    let mut last_thrower = None;
    let mut reports: Vec<(usize, ThrowReport, usize)> = Vec::new();
    let mut accounted_throws = Vec::new();
    let windows: Vec<std::ops::Range<usize>> = sightings
        .iter()
        .enumerate()
        .map(|(index, sighting)| {
            let window_end = sightings
                .get(index + 1)
                .map_or(text.len(), |next| next.start)
                .min(window_limit(text, sighting.end, &words));
            sighting.end..window_end.max(sighting.end)
        })
        .collect();
    let regions = report_regions(text, &sightings, windows.clone(), &known, &words, rules);
    for (index, sighting) in sightings.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        let window_end = windows[index].end;
        let thrower = owner(sighting)
            .or_else(|| {
                if learned.is_empty() {
                    thrower_of(text, sighting.start, &words)
                } else {
                    learned.thrower_of(text, sighting.start, &words)
                }
            })
            .or(last_thrower);
        let Some(thrower) = thrower else { continue };
        last_thrower = Some(thrower);
        let accounted = known.get(sighting.draw).copied().flatten();
        let report = throw_report(
            text,
            sighting,
            &regions[index],
            thrower,
            accounted,
            &words,
            rules,
        );
        reports.push((sighting.start, report, window_end));
        accounted_throws.push((*sighting, thrower, accounted));
        events.push(JawboneEvent {
            offset: sighting.start,
            kind: JawboneEventKind::Throw(report),
        });
    }
    let draw_owner = |draw: usize| owners.as_ref().and_then(|owners| owners.owner(draw));
    events.extend(unseen_winning_throws(
        text,
        behaviour,
        draws,
        &sightings,
        &known,
        &draw_owner,
        rules,
    ));
    events.sort_by_key(|event| event.offset);
    let game_won_after = |draws: usize| {
        owners
            .as_ref()
            .is_some_and(|owners| owners.game_won_after(draws))
    };
    events.extend(prompts(
        text,
        behaviour,
        &reports,
        &words,
        rules,
        &game_won_after,
        deadline,
    ));
    let first_prompt = behaviour
        .exchanges
        .first()
        .map_or(0, |first| first.output.end);
    events.extend(totals(text, first_prompt, &sightings, &words, deadline));
    events.sort_by_key(|event| event.offset);
    let shown = totals_after_rounds(text, &accounted_throws, &events, &words, &learned, deadline);
    events.extend(shown);
    events.sort_by_key(|event| event.offset);
    let declared = win_declarations(text, &events, &sightings, &words, deadline);
    events.extend(declared);
    events.sort_by_key(|event| event.offset);
    Some(events)
}

/// The answer to a question for a name (its words, or an answer that is
/// neither a number nor yes/no): the human's name from then on.
fn typed_name(text: &str, behaviour: &Behaviour, rules: &JawboneRules) -> Option<String> {
    let words = lexicon(None, rules);
    behaviour.exchanges.iter().skip(1).find_map(|exchange| {
        let answer = exchange.answer.trim();
        let end = exchange.output.end.min(text.len());
        let asked = words.names(&text[line_start(text, end)..end], Concept::NameAsked);
        let plain = answer_of(answer).is_none() && answer.parse::<i64>().is_err();
        ((asked || plain) && !answer.is_empty()).then(|| answer.to_string())
    })
}

/// Each draw found, in order, among the values of the output written
/// between the same two inputs, leaving out values that say something else
/// (`+2`, `=9`, `round 4`, `total 31`, `7 points`, money).
fn locate_throws(
    text: &str,
    behaviour: &Behaviour,
    draws: &[crate::behaviour::Draw],
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
    aligned: &dyn Fn(usize) -> bool,
    deadline: &JudgeDeadline,
) -> Vec<Sighting> {
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

/// Whether a throw of `sightings` (in text order) shows in `range`.
fn shows_a_throw(sightings: &[Sighting], range: std::ops::Range<usize>) -> bool {
    let first = sightings.partition_point(|sighting| sighting.start < range.start);
    sightings
        .get(first)
        .is_some_and(|sighting| sighting.start < range.end)
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

/// The last `count` folded words before `offset` on its line; for a value
/// alone on its line, the words of the line above (its label).
fn words_before(text: &str, offset: usize, count: usize) -> Vec<String> {
    let start = line_start(text, offset);
    // A label names the value right after it, not one past another number
    // (`[round 2] throwing... 62 -> two points`: `round` is not the points').
    let after_number = text[start..offset]
        .rfind(|c: char| c.is_ascii_digit())
        .map_or(start, |at| start + at + 1);
    let mut words = last_words_of(&text[after_number..offset], count);
    let rest = &text[offset..line_end(text, offset)];
    let alone = rest
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim()
        .is_empty();
    if words.is_empty() && text[start..offset].trim().is_empty() && alone && start > 0 {
        let above_end = before_line_start(text, start);
        words = last_words_of(&text[line_start(text, above_end)..above_end], count);
    }
    words.into_iter().map(|word| word.folded).collect()
}

/// The first `count` folded words after `offset` on its line, before any
/// other number.
fn words_after(text: &str, offset: usize, count: usize) -> Vec<String> {
    let end = line_end(text, offset);
    let end = text[offset..end]
        .find(|c: char| c.is_ascii_digit())
        .map_or(end, |at| offset + at);
    words_of(&text[offset..end])
        .into_iter()
        .take(count)
        .map(|word| word.folded)
        .collect()
}

/// Whether the value at `offset` is written `key=value`: its key, glued to
/// the `=`, is its label (`round=4`), where a bare `=4` is a running total.
fn keyed(text: &str, offset: usize) -> bool {
    text[..offset]
        .strip_suffix('=')
        .and_then(|before| before.chars().next_back())
        .is_some_and(char::is_alphabetic)
}

fn sign_before(text: &str, offset: usize) -> Option<char> {
    text[..offset].trim_end_matches([' ', '\t']).chars().last()
}

fn is_point_word(word: &str) -> bool {
    word.starts_with("point") || word == "pt" || word == "pts"
}

/// Where what the program says about a throw ends: its line, and the
/// lines under it that name no side (a value a line), four at most.
fn window_limit(text: &str, from: usize, words: &ConceptIndex<Concept>) -> usize {
    let mut end = line_end(text, from);
    for _ in 0..3 {
        if end >= text.len() {
            return text.len();
        }
        let next_start = after_line_end(text, end);
        let next_end = line_end(text, next_start);
        let names_side = words
            .find(next_start..next_end)
            .iter()
            .any(|(concept, _, _)| side_of(*concept).is_some());
        if names_side {
            break;
        }
        end = next_end;
    }
    end
}

/// Who threw: the side named last before the throw on its line, else on
/// the lines before it (a heading over a column of throws), six at most.
fn thrower_of(text: &str, at: usize, words: &ConceptIndex<Concept>) -> Option<Side> {
    let mut end = at;
    for _ in 0..7 {
        let start = line_start(text, end);
        let side = words
            .find(start..end)
            .iter()
            .rev()
            .find_map(|&(concept, _, _)| side_of(concept));
        if side.is_some() {
            return side;
        }
        if start == 0 {
            return None;
        }
        end = before_line_start(text, start);
    }
    None
}

fn side_of(concept: Concept) -> Option<Side> {
    match concept {
        Concept::Human => Some(Side::Human),
        Concept::Computer => Some(Side::Computer),
        _ => None,
    }
}

/// `y`/`yes` is true, `n`/`no` false, in any case.
pub(super) fn answer_of(text: &str) -> Option<bool> {
    match fold(text.trim()).as_str() {
        "y" | "yes" | "k" | "kylla" => Some(true),
        "n" | "no" | "e" | "ei" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod aligned_reading_tests;
#[cfg(test)]
mod result_first_tests;
#[cfg(test)]
mod tests;
