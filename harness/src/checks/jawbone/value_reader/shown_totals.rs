//! Banked totals, scores and stakes as a jawbone program shows them: both
//! sides beside their values on a line, under a heading line, or in a
//! column of labelled values, and "bank" lines of one side.

use reference::jawbone::Side;

use super::jawbone_words::Concept;
use super::thrower_words::ThrowerWords;
use super::{shows_a_throw, side_of, Sighting};
use crate::checks::jawbone::jawbone_events::{JawboneEvent, JawboneEventKind};
use crate::checks::JudgeDeadline;
use crate::reading::{after_line_end, line_end, line_start, read_values, words_of, ConceptIndex};

/// A value and the side it belongs to, on a line of totals.
fn pair_sides(
    sides: &[(Side, usize, usize)],
    values: &[(u32, usize, usize)],
    text: &str,
) -> Option<(u32, u32)> {
    // One word at most between a side and its value: `you 5`, `you FIM 5`,
    // `Human 39 - 12 Computer`. Not more: in `6 markkaa in my purse and 4
    // in yours` the value after `my` is the other side's.
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
pub(super) fn totals(
    text: &str,
    from: usize,
    sightings: &[Sighting],
    words: &ConceptIndex<Concept>,
    learned: &ThrowerWords,
    deadline: &JudgeDeadline,
) -> Vec<JawboneEvent> {
    let mut events = Vec::new();
    // The bank lines whose one value is not said to be points (`C bank
    // 31`): indices in `events`.
    let mut bare_banks: Vec<usize> = Vec::new();
    let mut start = line_start(text, from.min(text.len()));
    let mut heading: Option<(usize, Vec<(Side, usize, usize)>, bool)> = None;
    // The line above's one side and its stake (offset, side, amount).
    let mut stake_above: Option<(usize, Side, u32)> = None;
    while start < text.len() && !deadline.passed() {
        if let Some((pair, money, after)) = column_pair(text, start, sightings, words) {
            events.push(both_sides(start, pair, money));
            heading = None;
            start = after;
            continue;
        }
        let end = line_end(text, start);
        let line = &text[start..end];
        let shows_throw = shows_a_throw(sightings, start..end);
        // Offsets on the line, as the values'.
        let found: Vec<(Concept, usize, usize)> = words
            .find(start..end)
            .iter()
            .map(|&(concept, from, to)| (concept, from - start, to - start))
            .collect();
        let concepts: Vec<Concept> = found.iter().map(|(concept, _, _)| *concept).collect();
        // The sides named: by the lexicon, and by the program's own names
        // for them that its throw lines alone carry (`Inzet: Aino 4 markka,
        // Bob 6 markka`, where Bob throws as the computer), not on a throw's
        // line.
        let mut named: Vec<(Side, usize, usize)> = found
            .iter()
            .filter_map(|&(concept, from, to)| Some((side_of(concept)?, from, to)))
            .collect();
        if !shows_throw && named.len() < 2 && !learned.is_empty() {
            let own_names = words_of(line).into_iter().filter_map(|word| {
                let side = learned.throw_line_side(&word.folded)?;
                let unnamed = !found
                    .iter()
                    .any(|&(_, from, to)| from < word.end && word.start < to);
                unnamed.then_some((side, word.start, word.end))
            });
            named.extend(own_names);
            named.sort_by_key(|&(_, from, _)| from);
        }
        // Sides in order, a run of one side's words counted once.
        let mut sides: Vec<(Side, usize, usize)> = Vec::new();
        for (side, word_start, word_end) in named {
            match sides.last_mut() {
                Some(last) if last.0 == side => last.2 = word_end,
                _ => sides.push((side, word_start, word_end)),
            }
        }
        let money = concepts.contains(&Concept::Money);
        let two_sides = sides.len() == 2 && sides[0].0 != sides[1].0;
        // The values matter only to a line that may show totals (most lines
        // of a game show a throw): reading them on every line would read
        // the output twice over.
        let may_show_totals = !shows_throw
            && (two_sides || sides.len() == 1 || heading.is_some() && sides.is_empty());
        let values: Vec<(u32, usize, usize)> = if may_show_totals {
            read_values(line, &|_| None)
                .into_iter()
                // `(you 0%, me 0%)`: a share of the target, no score.
                .filter(|value| !line[value.end..].trim_start().starts_with('%'))
                .filter_map(|value| {
                    let whole = u32::try_from(value.whole()?).ok()?;
                    Some((whole, value.start, value.end))
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut kind = None;
        let mut round_in_play = None;
        let mut one_side_stake = None;
        if !shows_throw && two_sides && !values.is_empty() {
            kind = pair_sides(&sides, &values, line).map(|pair| (pair, money));
            if !money {
                round_in_play = round_after_sides(&found, &values, &sides, line);
            }
        } else if !shows_throw && sides.len() == 1 && money && values.len() == 1 {
            one_side_stake = Some((sides[0].0, values[0].0));
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
                    // `I bank them: 31 in total`: the value after the verb
                    // is the new total, said so; the round's points are the
                    // value before the side named points (`18 round points
                    // is enough for me`), if any.
                    let labelled_total = says_total_after(&line[value_end..])
                        || says_total_before(&line[side_end..value_start]);
                    let bank = if labelled_total {
                        let points_before = values
                            .iter()
                            .filter(|value| value.2 <= side_end)
                            .find(|value| names_points_after(&found, value.2))
                            .map(|value| value.0);
                        JawboneEventKind::Bank {
                            thrower: side,
                            points: points_before,
                            total: Some(points),
                        }
                    } else {
                        if total.is_none() && !names_points_after(&found, value_end) {
                            bare_banks.push(events.len());
                        }
                        JawboneEventKind::Bank {
                            thrower: side,
                            points: Some(points),
                            total,
                        }
                    };
                    events.push(JawboneEvent {
                        offset: start,
                        kind: bank,
                    });
                }
            }
        }
        if let Some((pair, money)) = kind {
            let mut event = both_sides(start, pair, money);
            if let JawboneEventKind::Score { round_points, .. } = &mut event.kind {
                *round_points = round_in_play;
            }
            events.push(event);
        }
        // One side's stake a line, the other's on the next line (`Your
        // stake is 9.` / `The computer's stake is 11.`).
        match (stake_above.take(), one_side_stake) {
            (Some((above, side, amount)), Some((other, other_amount))) if side != other => {
                let pair = match side {
                    Side::Human => (amount, other_amount),
                    Side::Computer => (other_amount, amount),
                };
                events.push(both_sides(above, pair, true));
            }
            (_, Some((side, amount))) => stake_above = Some((start, side, amount)),
            _ => {}
        }
        let plain_heading = || {
            let other_words = found
                .iter()
                .filter(|(concept, _, _)| side_of(*concept).is_none())
                .count();
            words_of(line).len() <= 3 && other_words <= 1
        };
        heading = (two_sides && values.is_empty() && !shows_throw && plain_heading())
            .then(|| (start, sides, money));
        start = after_line_end(text, end);
    }
    for index in bare_banks {
        read_bank_value_as_total(&mut events, index, sightings);
    }
    events
}

/// A bank line's one value (`C bank 31`) that the score shown next, before
/// any throw, repeats for its side is the side's new total, not the points
/// banked: the program shows the bank it reached.
fn read_bank_value_as_total(events: &mut [JawboneEvent], index: usize, sightings: &[Sighting]) {
    let Some(JawboneEventKind::Bank {
        thrower,
        points: Some(value),
        total: None,
    }) = events.get(index).map(|event| event.kind.clone())
    else {
        return;
    };
    let at = events[index].offset;
    let Some(next) = events.get(index + 1) else {
        return;
    };
    let JawboneEventKind::Score {
        human, computer, ..
    } = next.kind
    else {
        return;
    };
    let shown = match thrower {
        Side::Human => human,
        Side::Computer => computer,
    };
    if shown == value && !shows_a_throw(sightings, at..next.offset) {
        events[index].kind = JawboneEventKind::Bank {
            thrower,
            points: None,
            total: Some(value),
        };
    }
}

/// The points of the round in play, on a line of both sides' totals: the
/// last value, after both sides' words, right after a word for the round
/// (`[ YOU 68 | CPU 82 | ROUND 15 ]`). Not a value before the sides: that
/// is a round's number (`Round 3: you 10, computer 20`).
fn round_after_sides(
    found: &[(Concept, usize, usize)],
    values: &[(u32, usize, usize)],
    sides: &[(Side, usize, usize)],
    line: &str,
) -> Option<u32> {
    let &(value, value_start, _) = values.last()?;
    let sides_end = sides.iter().map(|side| side.2).max()?;
    if values.len() < 3 || value_start < sides_end {
        return None;
    }
    found
        .iter()
        .any(|&(concept, _, word_end)| {
            concept == Concept::Round
                && word_end >= sides_end
                && word_end <= value_start
                && line[word_end..value_start]
                    .chars()
                    .all(|c| !c.is_alphanumeric())
        })
        .then_some(value)
}

/// Both sides' values at `offset`: stakes where money is named, else the score.
fn both_sides(offset: usize, (human, computer): (u32, u32), money: bool) -> JawboneEvent {
    JawboneEvent {
        offset,
        kind: if money {
            JawboneEventKind::Stakes { human, computer }
        } else {
            JawboneEventKind::Score {
                human,
                computer,
                round_points: None,
            }
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
    words: &ConceptIndex<Concept>,
) -> Option<((u32, u32), bool, usize)> {
    let mut at = start;
    let mut entries: Vec<(Side, u32, bool)> = Vec::new();
    // Both labels name the same quantity beside their side ("markkaa P1" /
    // "markkaa Dealer"): "winner Dealer" over its total is no stake.
    let mut quantities: Vec<Vec<Concept>> = Vec::new();
    for _ in 0..2 {
        if at >= text.len() {
            return None;
        }
        let label_end = line_end(text, at);
        let label = &text[at..label_end];
        let concepts = words.concepts(at..label_end);
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
        if shows_a_throw(sightings, value_start..value_end) {
            return None;
        }
        entries.push((sides[0], value, concepts.contains(&Concept::Money)));
        quantities.push(
            concepts
                .into_iter()
                .filter(|concept| side_of(*concept).is_none())
                .collect(),
        );
        at = after_line_end(text, value_end);
    }
    if quantities[0] != quantities[1] {
        return None;
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

/// Whether the text right after a value says it is a total (`31 in total`,
/// `31 altogether`, `31 overall`): the first words after it, with only
/// spaces between (`31, total 44` banks 31 and totals 44).
fn says_total_after(after: &str) -> bool {
    let words = words_of(after);
    let next_to_it = words
        .first()
        .is_some_and(|word| after[..word.start].trim().is_empty());
    let first_two: Vec<&str> = words
        .iter()
        .take(2)
        .map(|word| word.folded.as_str())
        .collect();
    next_to_it
        && matches!(
            first_two[..],
            ["in", "total"]
                | ["total", ..]
                | ["altogether", ..]
                | ["overall", ..]
                | ["all", "told"]
        )
}

/// Whether the words right before a value label it the total (`I bank it:
/// total 31`, `bank them, total is 31`): that value is the new bank, as
/// when the label follows it. A word between (`total of round 18`) is not.
fn says_total_before(before: &str) -> bool {
    let words = words_of(before);
    let mut last: Vec<&str> = words
        .iter()
        .rev()
        .take(2)
        .map(|word| word.folded.as_str())
        .collect();
    let next_to_value = words.last().is_some_and(|word| {
        before[word.end..]
            .chars()
            .all(|c| c.is_whitespace() || c == ':' || c == '=')
    });
    if last.first() == Some(&"is") || last.first() == Some(&"now") {
        last.remove(0);
    } else {
        last.truncate(1);
    }
    next_to_value && matches!(last.first(), Some(&("total" | "altogether" | "overall")))
}

/// Whether a word for points (`points`, `round points`) follows the value
/// ending at `value_end` among the line's concepts `found`.
fn names_points_after(found: &[(Concept, usize, usize)], value_end: usize) -> bool {
    found
        .iter()
        .filter(|(concept, start, _)| {
            matches!(concept, Concept::Points | Concept::Round) && *start >= value_end
        })
        .map(|(_, start, _)| *start)
        .min()
        .is_some_and(|start| start - value_end <= 8)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_total_is_said_right_after_its_value() {
        let table = [
            (" in total.", true),
            (" altogether", true),
            (" total", true),
            (", total 44", false),
            (" points, 44 in total", false),
            ("", false),
        ];
        for (after, total) in table {
            assert_eq!(super::says_total_after(after), total, "{after:?}");
        }
    }
}
