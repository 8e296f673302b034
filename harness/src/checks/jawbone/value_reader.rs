//! Reading a Porojen Leuka transcript by values, whatever its wording
//! ("Judging behaviour, not wording", DESIGN.md): the throws are the draws
//! the program made (found where it shows them, between the same two
//! inputs), the questions are the inputs it asked for (their meaning from the
//! words on the prompt line, else from what came before them), and what it
//! showed around them is read as values beside a small lexicon per concept:
//! who threw, the position or the points, the round's points, banked totals,
//! scores and stakes. The events are the same the pattern reader gives, so
//! the judges keep their rule logic.

use reference::jawbone::{JawboneRules, Side, ThrowAction};

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
mod round_totals;
mod shown_totals;
mod throw_owners;
mod thrower_words;
mod unprinted_throws;
mod win_declarations;

use jawbone_words::{lexicon, Concept};
use known_rounds::{known_throws, KnownThrow};
use prompt_meanings::prompts;
use round_totals::totals_after_rounds;
use shown_totals::totals;
use throw_owners::ThrowOwners;
use thrower_words::ThrowerWords;
use unprinted_throws::position_shown;
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
    let learned = ThrowerWords::learned(text, &sightings, &owner);
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
    for (index, sighting) in sightings.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        let window_end = sightings
            .get(index + 1)
            .map_or(text.len(), |next| next.start)
            .min(window_limit(text, sighting.end, &words));
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
            text, sighting, window_end, thrower, accounted, &words, rules,
        );
        reports.push((sighting.start, report, window_end));
        accounted_throws.push((*sighting, thrower, accounted));
        events.push(JawboneEvent {
            offset: sighting.start,
            kind: JawboneEventKind::Throw(report),
        });
    }
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
            let chosen = (first..limit)
                .find(|&at| {
                    face_at(at, draw.face)
                        && announced_after(text, &values, at, words)
                        && shown_in_order(&values, at + 1, &rest)
                })
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

/// For a whole number from 0 to 99 alone on its line under a label whose
/// last word names a side (`markkaa, Dealer` / `4`, `P1` / `14`): how many
/// words the label has. A column of totals, or a throw shown in a column.
fn side_label_above(
    text: &str,
    value: &ShownValue,
    words: &ConceptIndex<Concept>,
) -> Option<usize> {
    let start = line_start(text, value.start);
    let line = &text[start..line_end(text, value.end)];
    if value.money
        || value.decimal
        || value.whole().is_none_or(|whole| !(0..=99).contains(&whole))
        || line.trim() != text[value.start..value.end].trim()
        || start == 0
    {
        return None;
    }
    let label_end = before_line_start(text, start);
    let label = words_of(&text[line_start(text, label_end)..label_end]);
    let names_side = words
        .lexicon()
        .concepts(&label.last()?.folded)
        .iter()
        .any(|concept| side_of(*concept).is_some());
    names_side.then_some(label.len())
}

/// A value alone under a side's name and nothing else (`Dealer` / `14`).
fn under_a_side_s_name(text: &str, value: &ShownValue, words: &ConceptIndex<Concept>) -> bool {
    side_label_above(text, value, words) == Some(1)
}

fn may_be_a_throw(text: &str, value: &ShownValue, words: &ConceptIndex<Concept>) -> bool {
    if value.money || value.decimal || value.whole().is_none_or(|whole| !(0..=99).contains(&whole))
    {
        return false;
    }
    let sign = sign_before(text, value.start);
    if sign == Some('+') || (sign == Some('=') && !keyed(text, value.start)) {
        return false;
    }
    let after = words_after(text, value.end, 2);
    let first_after = after.first().map(String::as_str).unwrap_or("");
    let after_text = text[value.end..line_end(text, value.end)].trim_start();
    // A word glued to `=` is the key of the next value (`68 points=2`).
    let next_is_key = after_text
        .split(|c: char| !c.is_alphanumeric() && c != '-' && c != '_')
        .next()
        .is_some_and(|word| after_text[word.len()..].starts_with('='));
    let next_is_word = after_text.chars().next().is_some_and(|c| c.is_alphabetic()) && !next_is_key;
    if next_is_word
        && (is_point_word(first_after)
            || first_after.starts_with("bank")
            || first_after.starts_with("markka")
            || matches!(
                first_after,
                "in" | "this" | "to" | "more" | "mk" | "banked" | "round" | "rounds"
            ))
    {
        return false;
    }
    // What a side banks (`You bank 8`, `bank the 0`, `keeps a 12`): a verb
    // of banking right before the value, or before its article.
    let own_start = line_start(text, value.start);
    let own_words = last_words_of(&text[own_start..value.start], 2);
    let mut last_words = own_words.iter().rev().map(|word| word.folded.as_str());
    let banks = |word: Option<&str>| {
        word.is_some_and(|word| words.lexicon().concepts(word).contains(&Concept::BankVerb))
    };
    let banked = match last_words.next() {
        Some("the" | "a" | "an") => banks(last_words.next()),
        last => banks(last),
    };
    let right_before = own_words
        .last()
        .is_some_and(|word| text[own_start + word.end..value.start].trim().is_empty());
    if banked && right_before {
        return false;
    }
    let before = words_before(text, value.start, 1);
    let last_before = before.last().map(String::as_str).unwrap_or("");
    let own_line = text[line_start(text, value.start)..value.start].trim_end();
    let alone = !text[value.end..line_end(text, value.end)]
        .contains(|c: char| c.is_alphabetic() || c.is_ascii_digit());
    let glued_before = (own_line.is_empty() && alone)
        || own_line
            .chars()
            .last()
            .is_some_and(|c| c.is_alphabetic() || c == ':' || c == '=');
    // A line of totals (both sides named, no throw) or a value under a
    // side's name (a column of totals) is not a throw.
    let on_line = words.find(line_start(text, value.start)..line_end(text, value.start));
    let names = |concept: Concept| on_line.iter().any(|found| found.0 == concept);
    if names(Concept::Human) && names(Concept::Computer) && !names(Concept::ThrowWord) {
        return false;
    }
    if side_label_above(text, value, words).is_some() {
        return false;
    }
    // A value alone on its line under a label that names a total, the
    // round, the bank or points (`banked stays` / `0`) is that total.
    if own_line.is_empty() && alone && label_names_a_total(text, value.start, words) {
        return false;
    }
    if glued_before
        && matches!(
            last_before,
            "round"
                | "at"
                | "total"
                | "totals"
                | "now"
                | "bank"
                | "banked"
                | "have"
                | "has"
                | "worth"
                | "makes"
                | "all"
                | "score"
                | "scores"
                | "my"
                | "your"
                | "its"
                | "keep"
                | "keeps"
        )
    {
        return false;
    }
    // `points=2`: points, labelled by their key.
    !(keyed(text, value.start) && is_point_word(last_before))
}

/// Whether the line above the one at `offset` is a label of a total: a
/// word of the round, the bank, a total, a score, points or money, and no
/// throw word.
fn label_names_a_total(text: &str, offset: usize, words: &ConceptIndex<Concept>) -> bool {
    let start = line_start(text, offset);
    if start == 0 {
        return false;
    }
    let label_end = before_line_start(text, start);
    let label_start = line_start(text, label_end);
    let label = &text[label_start..label_end];
    let concepts = words.concepts(label_start..label_end);
    if concepts.contains(&Concept::ThrowWord) {
        return false;
    }
    concepts
        .iter()
        .any(|concept| matches!(concept, Concept::Round | Concept::Points | Concept::Money))
        || words_of(label).iter().any(|word| {
            let word = word.folded.as_str();
            word.starts_with("bank") || word.starts_with("total") || word.starts_with("score")
        })
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

/// A throw's position (named, or its points) and the round's points; where
/// the rules' account of the throw is `known`, a number that is its
/// thrower's banked total and not the round's points is that total, and a
/// 0 after a throw that ended the round is the next round's start.
fn throw_report(
    text: &str,
    sighting: &Sighting,
    window_end: usize,
    thrower: Side,
    known: Option<KnownThrow>,
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
) -> ThrowReport {
    let window = &text[sighting.end..window_end.max(sighting.end)];
    let named = words
        .find(sighting.end..window_end.max(sighting.end))
        .iter()
        .find_map(|&(concept, _, _)| match concept {
            Concept::Position(row) => rules.table.rows().get(row).map(|row| row.position()),
            _ => None,
        });
    let mut points = None;
    let mut round_points = None;
    for value in read_values(window, &|_| None) {
        let Some(whole) = value.whole().and_then(|whole| u32::try_from(whole).ok()) else {
            continue;
        };
        let (start, end) = (value.start + sighting.end, value.end + sighting.end);
        let before = words_before(text, start, 2);
        let after = words_after(text, end, 2);
        let sign = sign_before(text, start);
        let says_round = (sign == Some('=') && !keyed(text, start))
            || before.iter().any(|word| word.starts_with("round"))
            || (after.first().is_some_and(|word| word == "this")
                && after.get(1).is_some_and(|word| word.starts_with("round")));
        let says_points = sign == Some('+')
            || after.first().is_some_and(|word| is_point_word(word))
            || before
                .last()
                .is_some_and(|word| word == "worth" || (keyed(text, start) && is_point_word(word)));
        // The banked total, or the next round's 0 after a throw that ended
        // the round (`round  0 │ banked 13` after Pidä ja anna).
        let not_the_round = known.is_some_and(|known| {
            whole != known.round_points
                && (whole == known.banked_if_ended || (known.ends_round && whole == 0))
        });
        if says_round && not_the_round {
            continue;
        }
        if says_round && round_points.is_none() {
            round_points = Some(whole);
        } else if says_points && points.is_none() && !says_round {
            points = Some(whole);
        }
    }
    // An unprinted throw was found by the position or points it shows.
    let located = (!sighting.printed)
        .then(|| rules.position(sighting.value).ok())
        .flatten();
    let announced = located
        .or(named)
        .or_else(|| points.map(|points| rules.table.scoring(points)));
    let round_points = match announced.or_else(|| rules.position(sighting.value).ok()) {
        Some(position) if position.action == ThrowAction::LoseRound => None,
        _ => round_points,
    };
    ThrowReport {
        thrower,
        value: sighting.printed.then_some(sighting.value),
        announced,
        round_points,
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
mod tests;
