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
    after_line_end, before_line_start, fold, last_words_of, line_end, line_start, words_of,
    ConceptIndex, CourseLanguages,
};

mod jawbone_words;
mod known_rounds;
mod prompt_meanings;
mod report_layout;
mod round_totals;
mod shown_totals;
mod side_tags;
mod throw_candidates;
mod throw_locations;
mod throw_owners;
mod throw_reports;
mod thrower_words;
mod unprinted_throws;
mod unseen_wins;
mod win_declarations;

use jawbone_words::{lexicon, position_abbreviations, Concept};
use known_rounds::known_throws;
use prompt_meanings::prompts;
use report_layout::report_regions;
use round_totals::totals_after_rounds;
use shown_totals::totals;
use side_tags::side_tags;
use throw_locations::{locate_throws, ThrowSearch};
use throw_owners::ThrowOwners;
use throw_reports::throw_report;
use thrower_words::ThrowerWords;
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
    let abroad = CourseLanguages::used_in(text);
    let name = typed_name(text, behaviour, rules, &abroad);
    let faces: Vec<u32> = draws.iter().map(|draw| draw.face).collect();
    let mut shown = position_abbreviations(text, rules);
    shown.extend(side_tags(text, &faces));
    let lexicon = lexicon(name.as_deref(), rules, &abroad, &shown);
    let words = ConceptIndex::new(text, &lexicon, &|| !deadline.passed());
    let alignment = ThrowOwners::between(behaviour, expected);
    let aligned = |draw: usize| alignment.owner(draw).is_some();
    let locate = |passed_over: &[usize]| {
        let search = ThrowSearch {
            aligned: &aligned,
            passed_over,
        };
        locate_throws(text, behaviour, draws, &words, rules, &search, deadline)
    };
    // Throws found where the program does not show its throws (a total
    // that equals the face) are looked for again past those values
    // (`reading::searched_on_habit`).
    let (mut sightings, _) = crate::reading::searched_on_habit(
        text,
        locate(&[]),
        locate,
        |found: &Vec<Sighting>| {
            found
                .iter()
                .filter(|sighting| sighting.printed)
                .map(|sighting| sighting.start)
                .collect()
        },
        &|| !deadline.passed(),
    );
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
            let next_throw = sightings
                .get(index + 1)
                .map_or(text.len(), |next| next.start);
            let window_end = next_throw.min(window_limit(
                text,
                sighting.end,
                next_throw,
                thrower_of(text, sighting.start, &words),
                &words,
            ));
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
    events.extend(totals(
        text,
        first_prompt,
        &sightings,
        &words,
        &learned,
        deadline,
    ));
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
fn typed_name(
    text: &str,
    behaviour: &Behaviour,
    rules: &JawboneRules,
    abroad: &CourseLanguages,
) -> Option<String> {
    let words = lexicon(None, rules, abroad, &[]);
    behaviour
        .exchanges
        .iter()
        .enumerate()
        .find_map(|(index, exchange)| {
            let answer = exchange.answer.trim();
            let end = exchange.output.end.min(text.len());
            let line = &text[line_start(text, end)..end];
            let asked = words.names(line, Concept::NameAsked) && !words.names(line, Concept::Seed);
            let plain = answer_of(answer).is_none() && answer.parse::<i64>().is_err();
            // The first question is the seed's unless it asks a name.
            let named = if index == 0 { asked } else { asked || plain };
            (named && !answer.is_empty()).then(|| answer.to_string())
        })
}

/// Whether a throw of `sightings` (in text order) shows in `range`.
fn shows_a_throw(sightings: &[Sighting], range: std::ops::Range<usize>) -> bool {
    let first = sightings.partition_point(|sighting| sighting.start < range.start);
    sightings
        .get(first)
        .is_some_and(|sighting| sighting.start < range.end)
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

/// Whether the value at `offset` is written `key=value`: its key before the
/// `=` is its label (`round=4`, `myRandomNum = 61`), where a bare `=4` or a
/// sum's `2 + 7 = 9` is a running total.
fn keyed(text: &str, offset: usize) -> bool {
    text[..offset]
        .trim_end_matches([' ', '\t'])
        .strip_suffix('=')
        .and_then(|before| before.trim_end_matches([' ', '\t']).chars().next_back())
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

fn sign_before(text: &str, offset: usize) -> Option<char> {
    text[..offset].trim_end_matches([' ', '\t']).chars().last()
}

fn is_point_word(word: &str) -> bool {
    word.starts_with("point") || word == "pt" || word == "pts"
}

/// Where what the program says about a throw ends: its line, and the
/// lines under it that name no other side than its thrower's, up to the
/// next throw's line, four lines at most.
fn window_limit(
    text: &str,
    from: usize,
    next_throw: usize,
    thrower: Option<Side>,
    words: &ConceptIndex<Concept>,
) -> usize {
    let mut end = line_end(text, from);
    // A number ending its line (`debug: myRandomNum = 61`) is told about on
    // the next line, whoever that line names (`... and I get the jawbone`).
    let told_below = text[from.min(end)..end].trim().is_empty();
    for index in 0..3 {
        if end >= text.len() {
            return text.len();
        }
        let next_start = after_line_end(text, end);
        let next_end = line_end(text, next_start);
        // A line naming another side than the throw's (its line or the
        // heading above it) is another's; naming the thrower (`you got 2
        // point(s)` under your throw) it is still this throw's.
        let names_another = words
            .find(next_start..next_end)
            .iter()
            .filter_map(|&(concept, _, _)| side_of(concept))
            .any(|side| thrower.is_none_or(|thrower| side != thrower));
        // The next throw's line is its own, label and all.
        let next_throws_line = (next_start..=next_end).contains(&next_throw);
        if next_throws_line || (names_another && !(index == 0 && told_below)) {
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
