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
use crate::checks::JudgeDeadline;
use crate::reading::{
    after_line_end, before_line_start, fold, line_end, line_start, read_values, segment_of_draws,
    words_of, Lexicon, ShownValue, FACE_SEARCH,
};

/// The concepts the reader looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Concept {
    Human,
    Computer,
    /// A position named by the rules' table: the index of its row.
    Position(usize),
    Points,
    Round,
    Money,
    BankVerb,
    Seed,
    First,
    ThrowWord,
    Play,
    Won,
    NameAsked,
}

/// The names of the table's positions as students write them: each name,
/// folded (`Pitkä` reads as `pitka`) and with its letters outside ASCII left
/// out (`Pitk`, as the spec's own copy mangles it).
fn position_names(rules: &JawboneRules) -> Vec<(Concept, Vec<String>)> {
    rules
        .table
        .rows()
        .iter()
        .enumerate()
        .filter(|(_, row)| !row.names.is_empty())
        .map(|(index, row)| {
            let mut forms: Vec<String> = Vec::new();
            for name in &row.names {
                let ascii: String = name.chars().filter(char::is_ascii).collect();
                let ascii = ascii.split_whitespace().collect::<Vec<_>>().join(" ");
                for form in [fold(name), fold(&ascii)] {
                    if !form.is_empty() && !forms.contains(&form) {
                        forms.push(form);
                    }
                }
            }
            (Concept::Position(index), forms)
        })
        .collect()
}

fn lexicon(name: Option<&str>, rules: &JawboneRules) -> Lexicon<Concept> {
    let name_words: Vec<String> = name
        .map(words_of)
        .unwrap_or_default()
        .into_iter()
        .map(|word| word.folded)
        .collect();
    let mut human: Vec<&str> = vec![
        "you", "your", "yours", "you're", "player*", "human*", "p", "user", "yourself",
    ];
    human.extend(name_words.iter().map(String::as_str));
    let mut entries: Vec<(Concept, &[&str])> = vec![
        (Concept::Human, &human[..]),
        (
            Concept::Computer,
            &[
                "computer*",
                "comp",
                "comp's",
                "cpu*",
                "machine*",
                "house",
                "house's",
                "dealer*",
                "bot",
                "ai",
                "i",
                "me",
                "my",
                "mine",
                "i'm",
                "i've",
                "opponent*",
            ][..],
        ),
        (Concept::Points, &["point*", "pt", "pts", "worth"][..]),
        (Concept::Round, &["round*", "this round", "round at"][..]),
        (
            Concept::Money,
            &[
                "markka*",
                "mk",
                "fim",
                "stake*",
                "funds",
                "purse*",
                "bankroll*",
                "money",
                "wallet",
            ][..],
        ),
        (
            Concept::BankVerb,
            &[
                "bank", "banks", "banked", "keep*", "put*", "add*", "store*", "save*", "stash*",
            ][..],
        ),
        (Concept::Seed, &["seed*"][..]),
        (Concept::First, &["first", "start*", "begin*", "lead"][..]),
        (
            Concept::ThrowWord,
            &[
                "throw*",
                "threw",
                "roll*",
                "toss*",
                "continue",
                "keep throwing",
                "jawbone",
            ][..],
        ),
        // Not `play*`: that would take `player` from the human.
        (
            Concept::Play,
            &[
                "play", "plays", "playing", "game", "games", "ready", "match",
            ][..],
        ),
        (
            Concept::Won,
            &["win*", "won", "beat*", "pot", "victor*", "champion*"][..],
        ),
        (Concept::NameAsked, &["name", "call"][..]),
    ];
    // The table's names stand where the spec's did, before the points.
    let names = position_names(rules);
    let names: Vec<(Concept, Vec<&str>)> = names
        .iter()
        .map(|(concept, forms)| (*concept, forms.iter().map(String::as_str).collect()))
        .collect();
    entries.splice(
        2..2,
        names.iter().map(|(concept, forms)| (*concept, &forms[..])),
    );
    Lexicon::new(&entries)
}

/// Where a throw shows and what the program said about it.
#[derive(Debug, Clone, Copy)]
struct Sighting {
    start: usize,
    end: usize,
    value: u32,
}

/// The events of `text`, read from the program's draws and dialogue; `None`
/// when its draws are unknown (then only the patterns can read it).
pub fn read_by_values(
    text: &str,
    behaviour: &Behaviour,
    rules: &JawboneRules,
    deadline: &JudgeDeadline,
) -> Option<Vec<JawboneEvent>> {
    let draws = behaviour.draws.as_ref()?;
    let name = typed_name(text, behaviour, rules);
    let words = lexicon(name.as_deref(), rules);
    let sightings = locate_throws(text, behaviour, draws, &words, deadline);
    let mut events = Vec::new();
    let mut last_thrower = None;
    let mut reports: Vec<(usize, ThrowReport, usize)> = Vec::new();
    for (index, sighting) in sightings.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        let window_end = sightings
            .get(index + 1)
            .map_or(text.len(), |next| next.start)
            .min(window_limit(text, sighting.end, &words));
        let thrower = thrower_of(text, sighting.start, &words).or(last_thrower);
        let Some(thrower) = thrower else { continue };
        last_thrower = Some(thrower);
        let report = throw_report(text, sighting, window_end, thrower, &words, rules);
        reports.push((sighting.start, report, window_end));
        events.push(JawboneEvent {
            offset: sighting.start,
            kind: JawboneEventKind::Throw(report),
        });
    }
    events.extend(prompts(text, behaviour, &reports, &words, rules));
    let first_prompt = behaviour
        .exchanges
        .first()
        .map_or(0, |first| first.output.end);
    events.extend(totals(text, first_prompt, &sightings, &words));
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
    words: &Lexicon<Concept>,
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
        let values: Vec<ShownValue> = shown
            .iter()
            .filter(|value| may_be_a_throw(text, value, words))
            .copied()
            .collect();
        let with_alone: Vec<ShownValue> = shown
            .iter()
            .filter(|value| {
                under_a_side_s_name(text, value, words) || may_be_a_throw(text, value, words)
            })
            .copied()
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
            let alone = shown[shown.partition_point(|value| value.start < shown_after)..]
                .iter()
                .take(FACE_SEARCH)
                .find(|value| {
                    value.whole() == Some(i64::from(draw.face))
                        && under_a_side_s_name(text, value, words)
                })
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
                });
                continue;
            }
            let Some(first) = first else {
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
            });
        }
        index = group_end;
    }
    sightings
}

/// Whether a throw shows in `range`: sightings are in text order, so this
/// is a bisection, not a pass over all of them for each line.
fn throw_within(sightings: &[Sighting], range: std::ops::Range<usize>) -> bool {
    let first = sightings.partition_point(|sighting| sighting.start < range.start);
    sightings
        .get(first)
        .is_some_and(|sighting| sighting.start < range.end)
}

/// Whether `faces` show, in order, among `values` from `from` on (within
/// [`FACE_SEARCH`] values).
fn shown_in_order(values: &[ShownValue], from: usize, faces: &[u32]) -> bool {
    let mut at = from;
    let horizon = from.saturating_add(FACE_SEARCH).min(values.len());
    faces.iter().all(|&face| {
        match (at..horizon).find(|&index| values[index].whole() == Some(i64::from(face))) {
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
fn announced_after(text: &str, values: &[ShownValue], at: usize, words: &Lexicon<Concept>) -> bool {
    let end = values[at].end;
    let stop = line_end(text, end);
    let next = values.get(at + 1).filter(|next| next.start < stop);
    let between = &text[end..next.map_or(stop, |next| next.start)];
    let named = words
        .find(between)
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
    let mut words = words_of(&text[after_number..offset]);
    let rest = &text[offset..line_end(text, offset)];
    let alone = rest
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim()
        .is_empty();
    if words.is_empty() && text[start..offset].trim().is_empty() && alone && start > 0 {
        let above_end = before_line_start(text, start);
        words = words_of(&text[line_start(text, above_end)..above_end]);
    }
    let skip = words.len().saturating_sub(count);
    words
        .into_iter()
        .skip(skip)
        .map(|word| word.folded)
        .collect()
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
fn side_label_above(text: &str, value: &ShownValue, words: &Lexicon<Concept>) -> Option<usize> {
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
    let above_end = before_line_start(text, start);
    let label = words_of(&text[line_start(text, above_end)..above_end]);
    let names_side = words
        .concepts(&label.last()?.folded)
        .iter()
        .any(|concept| side_of(*concept).is_some());
    names_side.then_some(label.len())
}

/// A value alone under a side's name and nothing else (`Dealer` / `14`).
fn under_a_side_s_name(text: &str, value: &ShownValue, words: &Lexicon<Concept>) -> bool {
    side_label_above(text, value, words) == Some(1)
}

fn may_be_a_throw(text: &str, value: &ShownValue, words: &Lexicon<Concept>) -> bool {
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
    let own_words = words_of(&text[own_start..value.start]);
    let mut last_words = own_words.iter().rev().map(|word| word.folded.as_str());
    let banks = |word: Option<&str>| {
        word.is_some_and(|word| words.concepts(word).contains(&Concept::BankVerb))
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
    let alone = words_of(&text[value.end..line_end(text, value.end)]).is_empty()
        && !text[value.end..line_end(text, value.end)].contains(|c: char| c.is_ascii_digit());
    let glued_before = (own_line.is_empty() && alone)
        || own_line
            .chars()
            .last()
            .is_some_and(|c| c.is_alphabetic() || c == ':' || c == '=');
    // A line of totals (both sides named, no throw) or a value under a
    // side's name (a column of totals) is not a throw.
    let line = &text[line_start(text, value.start)..line_end(text, value.start)];
    let concepts = words.concepts(line);
    if concepts.contains(&Concept::Human)
        && concepts.contains(&Concept::Computer)
        && !concepts.contains(&Concept::ThrowWord)
    {
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
fn label_names_a_total(text: &str, offset: usize, words: &Lexicon<Concept>) -> bool {
    let start = line_start(text, offset);
    if start == 0 {
        return false;
    }
    let above_end = before_line_start(text, start);
    let label = &text[line_start(text, above_end)..above_end];
    let concepts = words.concepts(label);
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
fn window_limit(text: &str, from: usize, words: &Lexicon<Concept>) -> usize {
    let mut end = line_end(text, from);
    for _ in 0..3 {
        if end >= text.len() {
            return text.len();
        }
        let below = after_line_end(text, end);
        let next_end = line_end(text, below);
        let names_side = words
            .find(&text[below..next_end])
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
fn thrower_of(text: &str, at: usize, words: &Lexicon<Concept>) -> Option<Side> {
    let mut end = at;
    for _ in 0..7 {
        let start = line_start(text, end);
        let side = words
            .find(&text[start..end])
            .into_iter()
            .filter_map(|(concept, _, _)| side_of(concept))
            .last();
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

/// A throw's position (named, or its points) and the round's points.
fn throw_report(
    text: &str,
    sighting: &Sighting,
    window_end: usize,
    thrower: Side,
    words: &Lexicon<Concept>,
    rules: &JawboneRules,
) -> ThrowReport {
    let window = &text[sighting.end..window_end.max(sighting.end)];
    let named = words
        .find(window)
        .into_iter()
        .find_map(|(concept, _, _)| match concept {
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
        if says_round && round_points.is_none() {
            round_points = Some(whole);
        } else if says_points && points.is_none() && !says_round {
            points = Some(whole);
        }
    }
    let announced = named.or_else(|| points.map(|points| rules.table.scoring(points)));
    let round_points = match announced.or_else(|| rules.position(sighting.value).ok()) {
        Some(position) if position.action == ThrowAction::LoseRound => None,
        _ => round_points,
    };
    ThrowReport {
        thrower,
        value: Some(sighting.value),
        announced,
        round_points,
    }
}

/// What each input request asked: the words on its line and the one
/// before, else what came before it (after a scoring throw of yours: throw
/// again; after a game: play again; after the question to play: who first).
fn prompts(
    text: &str,
    behaviour: &Behaviour,
    reports: &[(usize, ThrowReport, usize)],
    words: &Lexicon<Concept>,
    rules: &JawboneRules,
) -> Vec<JawboneEvent> {
    #[derive(Clone, Copy, PartialEq)]
    enum Asked {
        Seed,
        Name,
        Play,
        First,
        Again,
    }
    let mut events = Vec::new();
    let mut previous: Option<Asked> = None;
    for (index, exchange) in behaviour.exchanges.iter().enumerate() {
        let end = exchange.output.end.min(text.len());
        let line = line_start(text, end);
        let own_line = words.concepts(&text[line..end]);
        let answer = answer_of(exchange.answer.trim());
        let drew = index > 0 && exchange.draws_before > behaviour.exchanges[index - 1].draws_before;
        let asked = if index == 0 || own_line.contains(&Concept::Seed) {
            Asked::Seed
        } else if own_line.contains(&Concept::NameAsked)
            || (answer.is_none() && exchange.answer.trim().parse::<i64>().is_err())
        {
            Asked::Name
        } else if own_line.contains(&Concept::First) {
            Asked::First
        } else if own_line.contains(&Concept::ThrowWord) {
            Asked::Again
        } else if own_line.contains(&Concept::Play) {
            Asked::Play
        } else if drew {
            let last = reports.iter().rev().find(|(at, _, _)| *at < end);
            let game_over = last.is_some_and(|(at, _, _)| {
                let after = &text[line_end(text, *at).min(end)..end];
                let concepts = words.concepts(after);
                concepts.contains(&Concept::Won) || concepts.contains(&Concept::Money)
            });
            match last {
                Some((_, report, _))
                    if report.thrower == Side::Human
                        && report
                            .landed(rules)
                            .is_some_and(|landed| landed.round_goes_on())
                        && !game_over =>
                {
                    Asked::Again
                }
                _ => Asked::Play,
            }
        } else {
            match previous {
                Some(Asked::Play) => Asked::First,
                Some(Asked::Seed | Asked::Name) | None => Asked::Play,
                Some(same) => same,
            }
        };
        previous = Some(asked);
        let kind = match asked {
            Asked::Seed => JawboneEventKind::SeedPrompt {
                typed: Some(exchange.answer.trim().to_string()),
            },
            Asked::Name => continue,
            Asked::Play => JawboneEventKind::PlayPrompt { answer },
            Asked::First => JawboneEventKind::ThrowFirstPrompt { answer },
            Asked::Again => JawboneEventKind::ThrowAgainPrompt { answer },
        };
        events.push(JawboneEvent { offset: line, kind });
    }
    events
}

/// A value and the side it belongs to, on a line of totals.
fn pair_sides(
    sides: &[(Side, usize, usize)],
    values: &[(u32, usize, usize)],
    text: &str,
) -> Option<(u32, u32)> {
    // One word at most between a side and its value: `you 5`, `you FIM 5`,
    // `Human 39 - 12 Computer`.
    let near = |gap: &str| words_of(gap).len() <= 1;
    let mut claimed = vec![false; values.len()];
    let mut human = None;
    let mut computer = None;
    for (index, &(side, start, end)) in sides.iter().enumerate() {
        let next_side = sides.get(index + 1).map_or(usize::MAX, |next| next.1);
        let after = values.iter().enumerate().find(|(at, value)| {
            !claimed[*at] && value.1 >= end && value.1 < next_side && near(&text[end..value.1])
        });
        let found = after.or_else(|| {
            values.iter().enumerate().rev().find(|(at, value)| {
                !claimed[*at] && value.2 <= start && near(&text[value.2..start])
            })
        });
        let (at, value) = found?;
        claimed[at] = true;
        match side {
            Side::Human => human = Some(value.0),
            Side::Computer => computer = Some(value.0),
        }
    }
    Some((human?, computer?))
}

/// Banked totals, scores and stakes: lines (or a heading line and the line
/// under it) that name the sides beside their values, and "bank" lines of
/// one side. Lines that show a throw are the throw's.
fn totals(
    text: &str,
    from: usize,
    sightings: &[Sighting],
    words: &Lexicon<Concept>,
) -> Vec<JawboneEvent> {
    let mut events = Vec::new();
    let mut start = line_start(text, from.min(text.len()));
    let mut heading: Option<(usize, Vec<(Side, usize, usize)>, bool)> = None;
    while start < text.len() {
        if let Some((pair, money, after)) = column_pair(text, start, sightings, words) {
            events.push(both_sides(start, pair, money));
            heading = None;
            start = after;
            continue;
        }
        let end = line_end(text, start);
        let line = &text[start..end];
        let shows_throw = throw_within(sightings, start..end);
        let found = words.find(line);
        let concepts: Vec<Concept> = found.iter().map(|(concept, _, _)| *concept).collect();
        // Sides in order, a run of one side's words counted once.
        let mut sides: Vec<(Side, usize, usize)> = Vec::new();
        for &(concept, word_start, word_end) in &found {
            if let Some(side) = side_of(concept) {
                match sides.last_mut() {
                    Some(last) if last.0 == side => last.2 = word_end,
                    _ => sides.push((side, word_start, word_end)),
                }
            }
        }
        let values: Vec<(u32, usize, usize)> = read_values(line, &|_| None)
            .into_iter()
            .filter_map(|value| {
                let whole = u32::try_from(value.whole()?).ok()?;
                Some((whole, value.start, value.end))
            })
            .collect();
        let money = concepts.contains(&Concept::Money);
        let two_sides = sides.len() == 2 && sides[0].0 != sides[1].0;
        let mut kind = None;
        if !shows_throw && two_sides && !values.is_empty() {
            kind = pair_sides(&sides, &values, line).map(|pair| (pair, money));
        } else if let (Some((_, head, head_money)), true, true) =
            (&heading, sides.is_empty(), values.len() == 2)
        {
            if !shows_throw {
                let (first, second) = (head[0].0, values[0].0);
                let other = values[1].0;
                let pair = match first {
                    Side::Human => (second, other),
                    Side::Computer => (other, second),
                };
                kind = Some((pair, money || *head_money));
            }
        } else if !shows_throw && sides.len() == 1 && !values.is_empty() && !money {
            let (side, _, side_end) = sides[0];
            let first_value = values.iter().find(|value| value.1 >= side_end);
            if let Some(&(points, value_start, value_end)) = first_value {
                // The verb right after the side: `You bank 8`, `y puts 8`.
                let verb = found.iter().any(|&(concept, word_start, _)| {
                    concept == Concept::BankVerb
                        && word_start >= side_end
                        && word_start < value_start
                        && words_of(&line[side_end..word_start]).is_empty()
                });
                if verb {
                    let total = values
                        .iter()
                        .find(|value| value.1 >= value_end)
                        .map(|value| value.0);
                    events.push(JawboneEvent {
                        offset: start,
                        kind: JawboneEventKind::Bank {
                            thrower: side,
                            points,
                            total,
                        },
                    });
                }
            }
        }
        if let Some((pair, money)) = kind {
            events.push(both_sides(start, pair, money));
        }
        let other_words = found
            .iter()
            .filter(|(concept, _, _)| side_of(*concept).is_none())
            .count();
        let plain_heading = words_of(line).len() <= 3 && other_words <= 1;
        heading = (two_sides && values.is_empty() && !shows_throw && plain_heading)
            .then(|| (start, sides, money));
        start = after_line_end(text, end);
    }
    events
}

/// Both sides' values at `offset`: stakes where money is named, else the score.
fn both_sides(offset: usize, (human, computer): (u32, u32), money: bool) -> JawboneEvent {
    JawboneEvent {
        offset,
        kind: if money {
            JawboneEventKind::Stakes { human, computer }
        } else {
            JawboneEventKind::Score { human, computer }
        },
    }
}

/// Both sides' values written as a column, each under a label of its own
/// that names its side (`markkaa, P1` / `4` / `markkaa, Dealer` / `6`): the
/// pair (human, computer), whether a label names money, and where the
/// column ends. Values shown as throws are not totals.
fn column_pair(
    text: &str,
    start: usize,
    sightings: &[Sighting],
    words: &Lexicon<Concept>,
) -> Option<((u32, u32), bool, usize)> {
    let mut at = start;
    let mut entries: Vec<(Side, u32, bool)> = Vec::new();
    for _ in 0..2 {
        if at >= text.len() {
            return None;
        }
        let label_end = line_end(text, at);
        let label = &text[at..label_end];
        let concepts = words.concepts(label);
        let sides: Vec<Side> = concepts
            .iter()
            .filter_map(|concept| side_of(*concept))
            .collect();
        if sides.len() != 1 || !read_values(label, &|_| None).is_empty() {
            return None;
        }
        let value_start = after_line_end(text, label_end);
        if value_start >= text.len() {
            return None;
        }
        let value_end = line_end(text, value_start);
        let value: u32 = text[value_start..value_end].trim().parse().ok()?;
        let shown_as_throw = throw_within(sightings, value_start..value_end);
        if shown_as_throw {
            return None;
        }
        entries.push((sides[0], value, concepts.contains(&Concept::Money)));
        at = after_line_end(text, value_end);
    }
    let money = entries.iter().any(|entry| entry.2);
    match (entries[0], entries[1]) {
        ((Side::Human, human, _), (Side::Computer, computer, _))
        | ((Side::Computer, computer, _), (Side::Human, human, _)) => {
            Some(((human, computer), money, at.min(text.len())))
        }
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
mod tests {
    use super::*;
    use crate::behaviour::{Draw, Exchange};

    const SEED: &str = "Seed: 1\n";

    /// `body` shown after a seed prompt answered `1`, with `faces` drawn
    /// after that one input: the throws read, as (line of the body from 1,
    /// thrower, face, position, round points).
    fn throws_of(body: &str, faces: &[u32]) -> Vec<ThrowSeen> {
        events_of(body, faces)
            .into_iter()
            .filter_map(|(line, kind)| match kind {
                JawboneEventKind::Throw(report) => Some((
                    line,
                    report.thrower,
                    report.value?,
                    report.announced,
                    report.round_points,
                )),
                _ => None,
            })
            .collect()
    }

    /// A throw read: (line of the body from 1, thrower, face, position, round points).
    type ThrowSeen = (usize, Side, u32, Option<Position>, Option<u32>);

    /// Each case's body, with its faces drawn, shows the throws expected.
    fn assert_throws(cases: &[(&str, &[u32], &[ThrowSeen])]) {
        for (body, faces, expected) in cases {
            assert_eq!(&throws_of(body, faces), expected, "{body}");
        }
    }

    /// Every event read from `body` (as [`throws_of`]), with its line.
    fn events_of(body: &str, faces: &[u32]) -> Vec<(usize, JawboneEventKind)> {
        let text = format!("{SEED}{body}");
        let behaviour = Behaviour {
            exchanges: vec![Exchange {
                output: 0..SEED.len() - 2,
                line: 1,
                answer: "1".to_string(),
                draws_before: 0,
                generic: false,
            }],
            draws: Some(
                faces
                    .iter()
                    .map(|&face| Draw {
                        face,
                        rigged: false,
                        value: i64::from(face),
                        after_inputs: 1,
                    })
                    .collect(),
            ),
        };
        read_by_values(
            &text,
            &behaviour,
            &JawboneRules::default(),
            &JudgeDeadline::unbounded(),
        )
        .expect("draws are known")
        .into_iter()
        .map(|event| (text[..event.offset].matches('\n').count(), event.kind))
        .collect()
    }

    use super::super::jawbone_events::tests::spec;
    use reference::jawbone::Position;

    /// The spec's position of `throw`.
    fn spec_position(throw: u32) -> Position {
        JawboneRules::default()
            .position(throw)
            .expect("a throw of the table")
    }
    use Side::{Computer, Human};

    #[test]
    fn a_heading_with_the_banked_total_is_not_the_throw_of_that_value() {
        let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
            (
                "-- cpu (0)\ncpu 0 erillaan pystyyn, -0\n",
                &[0],
                &[(2, Computer, 0, Some(spec(0)), None)],
            ),
            (
                "== HOUSE [56] ==\nHOUSE 56 +2 =2\nHOUSE 56 +2 =4\n",
                &[56, 56],
                &[
                    (2, Computer, 56, Some(Position::scoring(2)), Some(2)),
                    (3, Computer, 56, Some(Position::scoring(2)), Some(4)),
                ],
            ),
            (
                "Dealer (banked 20)\nDealer 20 Pitka Rivi\n",
                &[20],
                &[(2, Computer, 20, Some(spec(16)), None)],
            ),
            (
                "you 3 erillaan pystyyn\nyou 0 : cpu 0\n-- cpu (0)\ncpu 0 erillaan pystyyn\n-- you (0)\nyou 0 erillaan pystyyn\n",
                &[3, 0, 0],
                &[
                    (1, Human, 3, Some(spec(0)), None),
                    (4, Computer, 0, Some(spec(0)), None),
                    (6, Human, 0, Some(spec(0)), None),
                ],
            ),
        ];
        assert_throws(cases);
    }

    #[test]
    fn round_points_and_counters_are_not_throws() {
        let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
            (
                "Computer, throw 1: 14 is Erillaan Pystyyn, the 0 round points are lost.\nPlayer, throw 1: 0 is Erillaan Pystyyn.\n",
                &[14, 0],
                &[
                    (1, Computer, 14, Some(spec(0)), None),
                    (2, Human, 0, Some(spec(0)), None),
                ],
            ),
            (
                "Machine roll #3: 3 - Erillään Pystyyn, 5 round points gone\nHuman roll #1: 5 - Erillään Pystyyn\n",
                &[3, 5],
                &[
                    (1, Computer, 3, Some(spec(0)), None),
                    (2, Human, 5, Some(spec(0)), None),
                ],
            ),
            (
                "I threw 99, Pidä ja anna, 11 more: 13 this round.\n",
                &[99],
                &[(1, Computer, 99, Some(spec(92)), Some(13))],
            ),
        ];
        assert_throws(cases);
    }

    #[test]
    fn a_drawn_value_alone_under_a_side_s_name_is_the_throw_when_nothing_else_shows_it() {
        let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
            // A side's name, then the throw, its position and round on lines of their own.
            (
                "<House> 70 gives +4 (round 4)
House
95
Pida ja anna
round
15
House keeps 15
",
                &[70, 95],
                &[
                    (1, Computer, 70, Some(spec_position(70)), Some(4)),
                    (3, Computer, 95, Some(spec_position(95)), Some(15)),
                ],
            ),
            // The same column layout for the human, after a heading of totals.
            (
                "You\n3\nErillään Pystyyn\n",
                &[3],
                &[(2, Human, 3, Some(spec_position(3)), None)],
            ),
        ];
        assert_throws(cases);
    }

    #[test]
    fn both_sides_values_in_a_column_under_their_labels_are_a_score_or_stakes() {
        use JawboneEventKind::{Score, Stakes};
        let cases: &[(&str, &[u32], &[(usize, JawboneEventKind)])] = &[
            (
                "bot rolls\n40\n1 point\nsums\nYou\n12\nBot\n41\n",
                &[40],
                &[(
                    5,
                    Score {
                        human: 12,
                        computer: 41,
                    },
                )],
            ),
            (
                "purse of the CPU\n6\nthe player's purse\n4\n",
                &[],
                &[(
                    1,
                    Stakes {
                        human: 4,
                        computer: 6,
                    },
                )],
            ),
            // One side only: no pair.
            ("You\n12\nbanked\n41\n", &[], &[]),
        ];
        for (body, faces, expected) in cases {
            let totals: Vec<(usize, JawboneEventKind)> = events_of(body, faces)
                .into_iter()
                .filter(|(_, kind)| matches!(kind, Score { .. } | Stakes { .. }))
                .collect();
            assert_eq!(&totals, expected, "{body}");
        }
    }

    #[test]
    fn a_key_glued_to_its_value_labels_it() {
        let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
            // key=value records: the keys say which value is the throw.
            (
                "side=cpu total=40\nside=cpu roll=88 pts=7 round=7\nside=cpu roll=7 pos=erillaan-pystyyn\n",
                &[88, 7],
                &[
                    (2, Computer, 88, Some(spec_position(88)), Some(7)),
                    (3, Computer, 7, Some(spec_position(7)), None),
                ],
            ),
            // A bare `=` after the points is still the round's running total.
            (
                "player 64 +2 =6\n",
                &[64],
                &[(1, Human, 64, Some(spec_position(64)), Some(6))],
            ),
        ];
        assert_throws(cases);
    }

    #[test]
    fn a_label_names_only_the_value_right_after_it() {
        let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
            // The round so far leads the line; the throw's points come after
            // the throw, and `round 3` is not the round after it.
            (
                "Comp: (round 3) tosses 71, four points\nComp: (round 7) tosses 40, one point\n",
                &[71, 40],
                &[
                    (1, Computer, 71, Some(spec_position(71)), None),
                    (2, Computer, 40, Some(spec_position(40)), None),
                ],
            ),
            // What a side banks is no throw, even when it equals one.
            (
                "You stash the 12, 30 in all.\nCPU 12 Pitka rivi\n",
                &[12],
                // Read by the name it shows (Pitkä Rivi is 16-30 in the spec).
                &[(2, Computer, 12, Some(spec_position(16)), None)],
            ),
        ];
        assert_throws(cases);
    }

    #[test]
    fn a_value_alone_under_a_label_of_a_total_is_that_total() {
        let cases: &[(&str, &[u32], &[ThrowSeen])] = &[
            (
                "P1 throws\n14\nErillaan Pystyyn, round lost\nbanked stays\n0\n\nDealer throws\n0\nErillaan Pystyyn\n",
                &[14, 0],
                &[
                    (2, Human, 14, Some(spec(0)), None),
                    (8, Computer, 0, Some(spec(0)), None),
                ],
            ),
            (
                "PLAYER ROLLS\n61\n+2\nROUND TOTAL\n2\nHOUSE ROLLS\n61\n+2\n",
                &[61, 61],
                &[
                    (2, Human, 61, Some(Position::scoring(2)), Some(2)),
                    (7, Computer, 61, Some(Position::scoring(2)), None),
                ],
            ),
            (
                "Your throw\n90\n7 points\nScore so far\n90\nMy throw\n5\n",
                &[90, 5],
                &[
                    (2, Human, 90, Some(Position::scoring(7)), None),
                    (7, Computer, 5, None, None),
                ],
            ),
        ];
        assert_throws(cases);
    }
}
