//! Where the draws a program made show in its output: each group of faces
//! (a roll's three dice, a hand's two cards) found among the values of the
//! output the program wrote between the same two inputs, in order, without
//! relying on any wording around them.

use std::ops::Range;

use super::relaid_text::RelaidText;
use super::shown_value::{read_values, ShownValue};
use crate::behaviour::Behaviour;

/// Where one group of faces shows: the whole span and each face's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawSighting {
    /// Byte offsets in the transcript, from the first face to the last.
    pub start: usize,
    pub end: usize,
    pub faces: Vec<Range<usize>>,
}

/// The output the program wrote after `inputs` inputs and before the next
/// input (or the end): where the draws it made then are shown.
pub fn segment_of_draws(text: &str, behaviour: &Behaviour, inputs: usize) -> Range<usize> {
    let exchanges = &behaviour.exchanges;
    match exchanges.get(inputs) {
        Some(exchange) => exchange.output.clone(),
        None => {
            let start = exchanges.last().map_or(0, |last| {
                (last.output.end + last.answer.len() + 1).min(text.len())
            });
            start..text.len()
        }
    }
}

/// Find each group of `groups` in `range` of `text`, in order: face by
/// face, the earliest place where the group's values stand in order
/// (`(5, 4, 3)`, `5-4-3`, `die 1 = 5, die 2 = 4, ...`), as consecutive
/// values where they are. `named` reads a game's own names for
/// values (`Ace`). A group not shown is `None`, and the search goes on
/// after the last group found.
pub fn locate_draws(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
) -> Vec<Option<DrawSighting>> {
    locate_draws_while(text, range, groups, named, &|| true)
}

/// As [`locate_draws`], looking for the next group only while
/// `keep_reading` says so (a reader's deadline): the groups not looked for
/// are `None`.
pub fn locate_draws_while(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
    keep_reading: &dyn Fn() -> bool,
) -> Vec<Option<DrawSighting>> {
    with_grids_relaid(text, range, &|text, range| {
        locate_in(
            text,
            range,
            groups,
            named,
            false,
            &ORDINAL_LABELS,
            keep_reading,
        )
    })
}

/// As [`locate_draws`], for a game of one player against the computer
/// (War): `player 10` shows the player's value, it numbers no player.
pub fn locate_draws_of_one_player(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
) -> Vec<Option<DrawSighting>> {
    locate_draws_of_one_player_while(text, range, groups, named, &|| true)
}

/// As [`locate_draws_of_one_player`], looking for the next group only
/// while `keep_reading` says so.
pub fn locate_draws_of_one_player_while(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
    keep_reading: &dyn Fn() -> bool,
) -> Vec<Option<DrawSighting>> {
    let numbering: Vec<&str> = ORDINAL_LABELS
        .into_iter()
        .filter(|label| !PLAYER_LABELS.contains(label))
        .collect();
    with_grids_relaid(text, range, &|text, range| {
        locate_in(text, range, groups, named, false, &numbering, keep_reading)
    })
}

/// A search for draws over a range of a text.
type Locate<'a> = dyn Fn(&str, Range<usize>) -> Vec<Option<DrawSighting>> + 'a;

/// `locate` over `range` of `text`, read with its column grids relaid one
/// column a record (a grid of hands shows each hand's cards in a column),
/// the sightings placed back where they stand in `text`.
fn with_grids_relaid(
    text: &str,
    range: Range<usize>,
    locate: &Locate<'_>,
) -> Vec<Option<DrawSighting>> {
    let end = range.end.min(text.len());
    let start = range.start.min(end);
    let as_written = locate(text, range);
    let found = |sightings: &[Option<DrawSighting>]| sightings.iter().flatten().count();
    if found(&as_written) == as_written.len() {
        return as_written;
    }
    let Some(relaid) = RelaidText::of(&text[..end], start) else {
        return as_written;
    };
    // What looks like a grid may be rows of a terse log: the relaid reading
    // is taken only where it finds more of the draws than the text as written.
    let relaid_sightings: Vec<Option<DrawSighting>> =
        locate(relaid.text(), start..relaid.text().len())
            .into_iter()
            .map(|sighting| {
                sighting.map(|sighting| DrawSighting {
                    start: relaid.origin(sighting.start),
                    end: relaid.origin(sighting.end),
                    faces: sighting
                        .faces
                        .iter()
                        .map(|face| relaid.origin(face.start)..relaid.origin(face.end))
                        .collect(),
                })
            })
            .collect();
    if found(&relaid_sightings) > found(&as_written) {
        relaid_sightings
    } else {
        as_written
    }
}

/// As [`locate_draws`], reading labels apart from values: a number after a
/// word and before `=` or `:` (`die 1 = 5`, `throw 2:`, `Game 3:`) numbers
/// something and is no face, and faces count as consecutive only when no
/// word stands between them (`5 - 4 - 3`, not `5 ... die 2 = 4`).
pub fn locate_labelled_draws(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
) -> Vec<Option<DrawSighting>> {
    with_grids_relaid(text, range, &|text, range| {
        locate_in(text, range, groups, named, true, &ORDINAL_LABELS, &|| true)
    })
}

/// As [`locate_labelled_draws`], but a group's faces are taken where they
/// stand together (consecutive values, nothing but spaces and punctuation
/// between them, on one line or each alone on its line) when such a place
/// lies on the lines the face-by-face search spans: values before it (a
/// name that restates the last group, `[4][5][6] four-five-six`, `2-2-2
/// three 2s`, or a row number) lend it no face. `restatements` says whether
/// the same faces shown again right after a group are passed over.
pub fn locate_grouped_draws(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
    restatements: Restatements,
) -> Vec<Option<DrawSighting>> {
    with_grids_relaid(text, range, &|text, range| {
        locate_grouped_in(text, range, groups, named, restatements)
    })
}

/// What the same faces shown again right after a group are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Restatements {
    /// The group restated (`│ ⚃ ⚄ ⚅ │ 4 5 6 │ 4-5-6 │`): passed over.
    Skipped,
    /// Maybe the next group (`4 5 6 | 4 5 6`, both sides' rolls on one
    /// row): for where passing them over leaves groups drawn unshown.
    Read,
}

fn locate_grouped_in(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
    restatements: Restatements,
) -> Vec<Option<DrawSighting>> {
    let range = range.start.min(text.len())..range.end.min(text.len());
    let values = face_candidates(text, range.clone(), named, true, &ORDINAL_LABELS);
    // Line numbers within the range, looked up rather than counted each time.
    let newlines: Vec<usize> = text[range.clone()]
        .match_indices('\n')
        .map(|(at, _)| range.start + at)
        .collect();
    let line_of = |at: usize| newlines.partition_point(|&newline| newline < at);
    let alone = |value: &ShownValue| {
        let start = super::line_start(text, value.start);
        let end = super::line_end(text, value.end);
        !text[start..value.start]
            .chars()
            .chain(text[value.end..end].chars())
            .any(char::is_alphanumeric)
    };
    let together = |window: &[ShownValue]| {
        let lines_apart = window
            .windows(2)
            .any(|pair| text[pair[0].end..pair[1].start].contains('\n'));
        window.windows(2).all(|pair| {
            let between = &text[pair[0].end..pair[1].start];
            between.matches('\n').count() <= 1
                && !between.chars().any(char::is_alphanumeric)
                && !between.contains('.')
        }) && (!lines_apart || window.iter().all(alone))
    };
    let mut from = range.start;
    let mut sightings = Vec::with_capacity(groups.len());
    for group in groups {
        let first = values.partition_point(|value| value.start < from);
        // The search looks no further than `FACE_SEARCH` values on: handing
        // it only those keeps each group's search (and what it allocates)
        // from growing with the rest of the output.
        let searchable =
            |from: usize| &values[from..from.saturating_add(FACE_SEARCH).min(values.len())];
        let searched = locate_among(
            text,
            searchable(first),
            std::slice::from_ref(group),
            true,
            &|| true,
        )
        .pop()
        .flatten();
        let Some(mut searched) = searched else {
            sightings.push(None);
            continue;
        };
        // Spread over lines, it may have begun on a word of prose (`the
        // worst one.` before `I rolled 1, 5 and 1`): a later line that shows
        // the whole group on its own is the group's place.
        if line_of(searched.start) != line_of(searched.end) {
            let next_line = text[searched.start..]
                .find('\n')
                .map_or(range.end, |at| searched.start + at + 1);
            let next = values.partition_point(|value| value.start < next_line.min(range.end));
            let on_one_line = locate_among(
                text,
                searchable(next),
                std::slice::from_ref(group),
                true,
                &|| true,
            )
            .pop()
            .flatten()
            .filter(|found| {
                line_of(found.start) == line_of(found.end)
                    && line_of(found.end) <= line_of(searched.end)
            });
            if let Some(found) = on_one_line {
                searched = found;
            }
        }
        let lines = line_of(searched.start)..=line_of(searched.end);
        let mut sorted = group.clone();
        sorted.sort_unstable();
        // A place together begins at most a group's length of values after
        // the face-by-face span ends (on one long line every place is on
        // its lines).
        let reach = values.partition_point(|value| value.start < searched.end) + 2 * group.len();
        let place = values[first..reach.min(values.len()).max(first)]
            .windows(group.len().max(1))
            .filter(|_| !group.is_empty())
            .take_while(|window| line_of(window[0].start) <= *lines.end())
            .find(|window| {
                let mut faces: Vec<Option<i64>> = window.iter().map(ShownValue::whole).collect();
                faces.sort_unstable();
                faces == sorted.iter().copied().map(Some).collect::<Vec<_>>()
                    && together(window)
                    && lines.contains(&line_of(window[0].start))
            });
        let sighting = match place {
            Some(window) => {
                // Each face in the group's order, as the search gives them.
                let mut free: Vec<&ShownValue> = window.iter().collect();
                let faces = group
                    .iter()
                    .map(|&face| {
                        let at = free
                            .iter()
                            .position(|value| value.whole() == Some(face))
                            .unwrap_or(0);
                        let value = free.remove(at);
                        value.start..value.end
                    })
                    .collect();
                DrawSighting {
                    start: window[0].start,
                    end: window[window.len() - 1].end,
                    faces,
                }
            }
            _ => searched,
        };
        from = match restatements {
            Restatements::Skipped => restated_until(text, &values, &sighting, &sorted, &line_of),
            Restatements::Read => sighting.end,
        };
        sightings.push(Some(sighting));
    }
    sightings
}

/// Where the search for the next group goes on after `sighting`: past the
/// same faces shown again right after it on its line, with no word between
/// (`│ ⚃ ⚄ ⚅ │ 4 5 6 │ 4-5-6, the best │`: glyphs, digits, then the
/// combination's name), which restate the roll and are no roll of their own.
fn restated_until(
    text: &str,
    values: &[ShownValue],
    sighting: &DrawSighting,
    sorted_faces: &[i64],
    line_of: &dyn Fn(usize) -> usize,
) -> usize {
    let mut end = sighting.end;
    let line = line_of(sighting.end);
    loop {
        let next = values.partition_point(|value| value.start < end);
        let Some(window) = values.get(next..next + sorted_faces.len()) else {
            return end;
        };
        let mut faces: Vec<Option<i64>> = window.iter().map(ShownValue::whole).collect();
        faces.sort_unstable();
        let same_faces = faces
            .iter()
            .copied()
            .eq(sorted_faces.iter().copied().map(Some));
        let last = window[window.len() - 1].end;
        let wordless = |from: usize, to: usize| !text[from..to].chars().any(char::is_alphanumeric);
        let together = window
            .windows(2)
            .all(|pair| wordless(pair[0].end, pair[1].start));
        let restated = same_faces
            && together
            && !window.is_empty()
            && line_of(last) == line
            && wordless(end, window[0].start);
        if !restated {
            return end;
        }
        end = last;
    }
}

/// A number that labels what follows it (`die 1 = 5`, `throw 2:`).
pub fn is_label_number(text: &str, value: &ShownValue) -> bool {
    let before = text[..value.start].trim_end_matches([' ', '\t']);
    let after = text[value.end..].trim_start_matches([' ', '\t']);
    before.chars().next_back().is_some_and(char::is_alphabetic) && after.starts_with(['=', ':'])
}

/// The values of `range` that may show a draw, with offsets in `text`: not
/// a number of something (`Hand 3`), nor, `labelled`, a label (`die 1 =`).
fn face_candidates(
    text: &str,
    range: Range<usize>,
    named: &dyn Fn(&str) -> Option<i64>,
    labelled: bool,
    numbering: &[&str],
) -> Vec<ShownValue> {
    let range = range.start.min(text.len())..range.end.min(text.len());
    let segment = &text[range.clone()];
    read_values(segment, named)
        .into_iter()
        .filter(|value| !is_ordinal_label(segment, value, numbering))
        .map(|value| ShownValue {
            start: value.start + range.start,
            end: value.end + range.start,
            ..value
        })
        .filter(|value| !labelled || !is_label_number(text, value))
        .collect()
}

/// How many values past where the search stands a group's faces are looked
/// for: a group shown farther on is not shown with its draw, and the bound
/// keeps the search linear in the output when draws do not show at all.
pub const FACE_SEARCH: usize = 512;

fn locate_in(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
    labelled: bool,
    numbering: &[&str],
    keep_reading: &dyn Fn() -> bool,
) -> Vec<Option<DrawSighting>> {
    let values = face_candidates(text, range, named, labelled, numbering);
    locate_among(text, &values, groups, labelled, keep_reading)
}

/// Each group of `groups` among `values` (in text order), as [`locate_in`],
/// while `keep_reading` says so.
fn locate_among(
    text: &str,
    values: &[ShownValue],
    groups: &[Vec<i64>],
    labelled: bool,
    keep_reading: &dyn Fn() -> bool,
) -> Vec<Option<DrawSighting>> {
    let apart = |left: &ShownValue, right: &ShownValue| {
        labelled
            && text[left.end..right.start.max(left.end)]
                .chars()
                .any(char::is_alphabetic)
    };
    let wanted = |value: &ShownValue, face: i64| value.whole() == Some(face);
    let mut cursor: usize = 0;
    // Where each position of a group was last found, for layouts that show
    // a group's faces apart (the player's cards in one row, the computer's
    // in the next), and the values already taken by a group.
    let mut lanes: Vec<usize> = Vec::new();
    let mut taken = vec![false; values.len()];
    let mut sightings = Vec::with_capacity(groups.len());
    for group in groups {
        if !keep_reading() {
            sightings.resize(groups.len(), None);
            break;
        }
        if group.is_empty() {
            sightings.push(None);
            continue;
        }
        // Face by face in order ends earliest; a run of consecutive values
        // ending at the same place is the better span (`Round 5: 5 4 3`).
        // A program may show a group in another order (the computer's card
        // first, dice sorted): every order is tried, the earliest wins.
        let horizon = cursor.saturating_add(FACE_SEARCH).min(values.len());
        let found_in_orders: Vec<Vec<usize>> = orders_of(group)
            .into_iter()
            .filter_map(|order| {
                let mut at = cursor;
                let found: Option<Vec<usize>> = order
                    .iter()
                    .map(|&slot| {
                        let index =
                            (at..horizon).find(|&index| wanted(&values[index], group[slot]))?;
                        at = index + 1;
                        Some(index)
                    })
                    .collect();
                // Back in the group's order, so each face keeps its place.
                found.map(|found| {
                    let mut placed = vec![0; group.len()];
                    for (&slot, index) in order.iter().zip(found) {
                        placed[slot] = index;
                    }
                    placed
                })
            })
            .collect();
        // The order as drawn (tried first) unless another ends on an
        // earlier line: a word like `one-two-three` must not lend a face.
        let end_of = |placed: &Vec<usize>| placed.iter().copied().max().unwrap_or_default();
        let earliest = found_in_orders.iter().min_by_key(|placed| end_of(placed));
        let in_order = match (found_in_orders.first(), earliest) {
            (Some(as_drawn), Some(earliest)) => {
                let (from, to) = (
                    values[end_of(earliest)].start,
                    values[end_of(as_drawn)].start,
                );
                let same_line = !text[from.min(to)..from.max(to)].contains('\n');
                Some(if same_line {
                    as_drawn.clone()
                } else {
                    earliest.clone()
                })
            }
            _ => None,
        };
        let positions = in_order.map(|in_order| {
            let last = in_order.iter().copied().max().unwrap_or_default();
            let first = last + 1 - group.len();
            let consecutive = first >= cursor
                && group
                    .iter()
                    .zip(&values[first..=last])
                    .all(|(&face, value)| wanted(value, face))
                && values[first..=last]
                    .windows(2)
                    .all(|pair| !apart(&pair[0], &pair[1]));
            if consecutive {
                (first..=last).collect()
            } else {
                in_order
            }
        });
        let positions = positions.or_else(|| {
            lanes.resize(lanes.len().max(group.len()), 0);
            let mut found = Vec::with_capacity(group.len());
            for (lane, &face) in group.iter().enumerate() {
                let lane_horizon = lanes[lane].saturating_add(FACE_SEARCH).min(values.len());
                let index = (lanes[lane]..lane_horizon).find(|&index| {
                    !taken[index] && !found.contains(&index) && wanted(&values[index], face)
                })?;
                found.push(index);
            }
            Some(found)
        });
        if let Some(positions) = &positions {
            lanes.resize(lanes.len().max(positions.len()), 0);
            for (lane, &index) in positions.iter().enumerate() {
                lanes[lane] = index + 1;
                taken[index] = true;
            }
        }
        sightings.push(positions.map(|positions| {
            cursor = cursor.max(positions.iter().max().map_or(cursor, |last| last + 1));
            let faces: Vec<Range<usize>> = positions
                .iter()
                .map(|&index| values[index].start..values[index].end)
                .collect();
            DrawSighting {
                start: faces
                    .iter()
                    .map(|face| face.start)
                    .min()
                    .unwrap_or_default(),
                end: faces.iter().map(|face| face.end).max().unwrap_or_default(),
                faces,
            }
        }));
    }
    sightings
}

/// Words that number what follows them rather than show a value: `die 2`,
/// `Hand 3`, `round #4`, `Player 1`. `roll` and `throw` are not among them:
/// `ROLL 6` shows a roll of 6 as often as `Roll 2:` numbers one.
const ORDINAL_LABELS: [&str; 10] = [
    "die", "hand", "round", "turn", "game", "seed", "player", "no", "number", "p",
];

/// The labels of `ORDINAL_LABELS` that number players (`Player 2`).
const PLAYER_LABELS: [&str; 2] = ["player", "p"];

fn is_ordinal_label(text: &str, value: &ShownValue, numbering: &[&str]) -> bool {
    let before = text[..value.start].trim_end_matches([' ', '#', '.']);
    if before.len() == value.start {
        return false;
    }
    let word_start = before
        .char_indices()
        .rev()
        .find(|(_, c)| !c.is_alphabetic())
        .map_or(0, |(at, c)| at + c.len_utf8());
    let word = super::fold(&before[word_start..]);
    if word == "die" && !die_value_follows(&text[value.end..]) {
        // `die 3, worksum 3`, `die 6 -> out`: the one die shows its face.
        return false;
    }
    numbering.contains(&word.as_str())
}

/// After `die N`, the die's own value follows on the line (`die 1 = 5`,
/// `die 2: 4`, `die 3 shows 6`): `N` numbers the die. Anything else after
/// it (a comma, an arrow, the line's end) leaves `N` the face shown.
fn die_value_follows(after: &str) -> bool {
    let line = after.split('\n').next().unwrap_or_default();
    let Some(next_value) =
        line.find(|c: char| c.is_ascii_digit() || ('\u{2680}'..='\u{2685}').contains(&c))
    else {
        return false;
    };
    line[..next_value]
        .chars()
        .all(|c| c.is_alphabetic() || matches!(c, ' ' | '\t' | '=' | ':'))
}

/// The orders to look for a group's faces in: as drawn first, then every
/// other order of a small group (a hand of two cards, a roll of three dice).
fn orders_of(group: &[i64]) -> Vec<Vec<usize>> {
    let identity: Vec<usize> = (0..group.len()).collect();
    if group.len() > 3 {
        return vec![identity];
    }
    let mut orders = vec![identity.clone()];
    let mut order = identity;
    while next_permutation(&mut order) {
        orders.push(order.clone());
    }
    orders
}

fn next_permutation(order: &mut [usize]) -> bool {
    let Some(pivot) = (1..order.len()).rev().find(|&at| order[at - 1] < order[at]) else {
        return false;
    };
    let swap = (pivot..order.len())
        .rev()
        .find(|&at| order[at] > order[pivot - 1])
        .unwrap_or(pivot);
    order.swap(pivot - 1, swap);
    order[pivot..].reverse();
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spans<'t>(text: &'t str, groups: &[Vec<i64>]) -> Vec<Option<&'t str>> {
        locate_draws(text, 0..text.len(), groups, &|_| None)
            .into_iter()
            .map(|found| found.map(|found| &text[found.start..found.end]))
            .collect()
    }

    #[test]
    fn groups_are_found_in_any_layout_in_order() {
        let table: [(&str, Vec<Vec<i64>>, Vec<Option<&str>>); 10] = [
            (
                "Round 5\nYou rolled (5, 4, 3)\nCPU: 1-1-4\n",
                vec![vec![5, 4, 3], vec![1, 1, 4]],
                vec![Some("5, 4, 3"), Some("1-1-4")],
            ),
            (
                "die 1 = 3\ndie 2 = 6\ndie 3 = 2\n",
                vec![vec![3, 6, 2]],
                vec![Some("3\ndie 2 = 6\ndie 3 = 2")],
            ),
            (
                "Player 1 rolls 6\nPlayer 2 rolls 2\n",
                vec![vec![6], vec![2]],
                vec![Some("6"), Some("2")],
            ),
            (
                "PLAYER 1\n  ROLL 6\n  BONUS ROLL 1\n",
                vec![vec![6], vec![1]],
                vec![Some("6"), Some("1")],
            ),
            (
                "| 4 | 4 | 6 | point 6 |\n",
                vec![vec![4, 4, 6]],
                vec![Some("4 | 4 | 6")],
            ),
            // The program showed its second roll's dice wrong.
            (
                "rolled 2 2 5, then 1 1\n",
                vec![vec![2, 2, 5], vec![6, 6, 6]],
                vec![Some("2 2 5"), None],
            ),
            // A grid: the player's cards in one row, the computer's in the next.
            (
                "you: 11 4 7\ncpu:  3 9 1\n",
                vec![vec![11, 3], vec![4, 9], vec![7, 1]],
                vec![
                    Some("11 4 7\ncpu:  3"),
                    Some("4 7\ncpu:  3 9"),
                    Some("7\ncpu:  3 9 1"),
                ],
            ),
            // The computer's card shown before the player's.
            (
                "Hand 1\nCPU: 10\nYou: A (1)\nHand 2\nCPU: 5\nYou: Q (12)\n",
                vec![vec![1, 10], vec![12, 5]],
                vec![Some("10\nYou: A (1"), Some("5\nYou: Q (12")],
            ),
            // A later consecutive run does not take an earlier group's place.
            (
                "throw 2: die 1 = 1 die 2 = 4 die 3 = 2\nthrow 3: die 1 = 4 die 2 = 5 die 3 = 4\n",
                vec![vec![1, 4, 2], vec![4, 5, 4]],
                vec![Some("1 die 2 = 4 die 3 = 2"), Some("4 die 2 = 5 die 3 = 4")],
            ),
            (
                "five, four, three\n",
                vec![vec![5, 4, 3]],
                vec![Some("five, four, three")],
            ),
        ];
        for (text, groups, expected) in table {
            assert_eq!(spans(text, &groups), expected, "{text}");
        }
    }

    #[test]
    fn the_search_stops_where_it_is_told_to_and_says_nothing_of_the_rest() {
        let text = "rolled 6 5, then 2 3, then 4 4\n";
        let groups = vec![vec![6, 5], vec![2, 3], vec![4, 4]];
        let asked = std::cell::Cell::new(0);
        // Told to stop after the first group: the others are not looked for.
        let found = locate_draws_while(text, 0..text.len(), &groups, &|_| None, &|| {
            asked.set(asked.get() + 1);
            asked.get() <= 1
        });
        let shown: Vec<Option<&str>> = found
            .iter()
            .map(|found| found.as_ref().map(|found| &text[found.start..found.end]))
            .collect();
        assert_eq!(shown[0], Some("6 5"));
        assert_eq!(shown.len(), groups.len());
        assert!(shown[1..].iter().all(Option::is_none), "{shown:?}");
        // Never told to stop, it finds them all.
        assert_eq!(
            spans(text, &groups),
            [Some("6 5"), Some("2 3"), Some("4 4")]
        );
    }

    #[test]
    fn labels_are_no_faces_and_words_part_groups() {
        let table: [(&str, Vec<Vec<i64>>, Vec<Option<&str>>); 6] = [
            (
                "Player, throw 1:\n  die 1 = 1\n  die 2 = 2\n  die 3 = 3\n",
                vec![vec![1, 2, 3]],
                vec![Some("1\n  die 2 = 2\n  die 3 = 3")],
            ),
            (
                "die 1 = 2\ndie 2 = 2\ndie 3 = 3\n",
                vec![vec![2, 2, 3]],
                vec![Some("2\ndie 2 = 2\ndie 3 = 3")],
            ),
            (
                "Game 4: you 4 5 6, me 1-1-2\n",
                vec![vec![4, 5, 6], vec![1, 1, 2]],
                vec![Some("4 5 6"), Some("1-1-2")],
            ),
            (
                "You rolled 4-4-6: a pair",
                vec![vec![4, 4, 6]],
                vec![Some("4-4-6")],
            ),
            // One die named with its face: the number is the face.
            (
                "Player1: die 3, worksum 3\nPlayer2: die 6 -> out\nPlayer1: die 5\n",
                vec![vec![3], vec![6], vec![5]],
                vec![Some("3"), Some("6"), Some("5")],
            ),
            (
                "die 1 shows 4, die 2 shows 2\n",
                vec![vec![4, 2]],
                vec![Some("4, die 2 shows 2")],
            ),
        ];
        for (text, groups, expected) in table {
            let found: Vec<Option<&str>> =
                locate_labelled_draws(text, 0..text.len(), &groups, &|_| None)
                    .into_iter()
                    .map(|found| found.map(|found| &text[found.start..found.end]))
                    .collect();
            assert_eq!(found, expected, "{text}");
        }
    }

    #[test]
    fn grouped_faces_are_taken_where_they_stand_together() {
        let table: [(&str, Vec<Vec<i64>>, Vec<Option<&str>>); 10] = [
            // A name restating the last group, then a row number.
            (
                "  1 | you | [4][5][6] | four-five-six\n  2 | cpu | [5][6][2] | -\n",
                vec![vec![4, 5, 6], vec![5, 6, 2]],
                vec![Some("4][5][6"), Some("5][6][2")],
            ),
            (
                "you 2 2 2 (three 2s)\ncpu 3 2 2 (point 3)\n",
                vec![vec![2, 2, 2], vec![3, 2, 2]],
                vec![Some("2 2 2"), Some("3 2 2")],
            ),
            (
                "You: 4-5-6, the 4-5-6!\nMe: 6-6-6\n",
                vec![vec![4, 5, 6], vec![6, 6, 6]],
                vec![Some("4-5-6"), Some("6-6-6")],
            ),
            // A combination named by its faces after them is the same roll.
            (
                "You roled a 1, a 2 and a 3. Thats a 1-2-3, the worst one.\nThe computer roled a 1, a 5 and a 1. Thats a point.\n",
                vec![vec![1, 2, 3], vec![1, 5, 1]],
                vec![Some("1-2-3"), Some("1, a 5 and a 1")],
            ),
            // The same faces again on their line (glyphs, then digits, then
            // the combination's name): one roll, the next group after them.
            (
                "│ Player   │ \u{2683} \u{2684} \u{2685} │ 4 5 6 │ 4-5-6, the best │\n│ Computer │ \u{2685} \u{2684} \u{2685} │ 6 5 6 │ point 5 │\n",
                vec![vec![4, 5, 6], vec![6, 5, 6]],
                vec![Some("\u{2683} \u{2684} \u{2685}"), Some("\u{2685} \u{2684} \u{2685}")],
            ),
            (
                "you [2][2][5] = 2-2-5\nme [5][2][2] = 5-2-2\n",
                vec![vec![2, 2, 5], vec![5, 2, 2]],
                vec![Some("2][2][5"), Some("5][2][2")],
            ),
            // Equal faces of the next roll on the same line, after a side's
            // name, are that roll.
            (
                "Game 1: you 4 5 6, me 4 5 6\n",
                vec![vec![4, 5, 6], vec![4, 5, 6]],
                vec![Some("4 5 6"), Some("4 5 6")],
            ),
            // Shown sorted: each face keeps its place in the group.
            ("cpu: 2 5 6\n", vec![vec![5, 6, 2]], vec![Some("2 5 6")]),
            // One face a line, alone on it, is together; labelled faces are
            // found face by face.
            (
                "  5\n  4\n  3\n",
                vec![vec![5, 4, 3]],
                vec![Some("5\n  4\n  3")],
            ),
            (
                "die 1 = 3\ndie 2 = 6\ndie 3 = 2\n",
                vec![vec![3, 6, 2]],
                vec![Some("3\ndie 2 = 6\ndie 3 = 2")],
            ),
        ];
        for (text, groups, expected) in table {
            let found = locate_grouped_draws(
                text,
                0..text.len(),
                &groups,
                &|_| None,
                Restatements::Skipped,
            );
            let shown: Vec<Option<&str>> = found
                .iter()
                .map(|found| found.as_ref().map(|found| &text[found.start..found.end]))
                .collect();
            assert_eq!(shown, expected, "{text}");
        }
        let sorted = locate_grouped_draws(
            "cpu: 2 5 6\n",
            0..11,
            &[vec![5, 6, 2]],
            &|_| None,
            Restatements::Skipped,
        );
        let faces: Vec<&str> = sorted[0]
            .as_ref()
            .unwrap()
            .faces
            .iter()
            .map(|face| &"cpu: 2 5 6\n"[face.clone()])
            .collect();
        assert_eq!(faces, ["5", "6", "2"]);
        // Both sides' rolls on one row: passed over as a restatement, the
        // second shows nowhere; read, it is the second group.
        let row = "4 5 6 | 4 5 6\n";
        let found = |restatements| {
            locate_grouped_draws(
                row,
                0..row.len(),
                &[vec![4, 5, 6], vec![4, 5, 6]],
                &|_| None,
                restatements,
            )
            .iter()
            .map(|found| found.as_ref().map(|found| found.start))
            .collect::<Vec<_>>()
        };
        assert_eq!(found(Restatements::Skipped), [Some(0), None]);
        assert_eq!(found(Restatements::Read), [Some(0), Some(8)]);
    }

    #[test]
    fn the_segment_is_the_output_between_two_inputs() {
        let text = "Wager? 10\nrolled 4\nAgain? y\nrolled 5\n";
        let first_end = "Wager? 10\n".len();
        let second_end = "Wager? 10\nrolled 4\nAgain? y\n".len();
        let behaviour = Behaviour::assemble(
            text,
            &[first_end, second_end],
            &["10".to_string(), "y".to_string()],
            &[],
            None,
            1,
        );
        let segment = |inputs| &text[segment_of_draws(text, &behaviour, inputs)];
        assert_eq!(segment(0), "Wager? ");
        assert_eq!(segment(1), "rolled 4\nAgain? ");
        assert_eq!(segment(2), "rolled 5\n");
    }

    #[test]
    fn in_a_game_of_one_player_the_player_s_name_numbers_nothing() {
        let names = |word: &str| match word {
            "K" => Some(13),
            "A" => Some(1),
            _ => None,
        };
        // (text, the group of each hand, found as one player's, as players')
        let table: [(&str, Vec<Vec<i64>>, usize, usize); 2] = [
            (
                "hand  1 | player A  computer 10 | player  0, computer  2\nhand  2 | player 2  computer K | player  0, computer  4\n",
                vec![vec![1, 10], vec![2, 13]],
                2,
                1,
            ),
            (
                "player 7 v computer 3\nplayer 9 v computer 12\n",
                vec![vec![7, 3], vec![9, 12]],
                2,
                0,
            ),
        ];
        for (text, groups, one_player, players) in table {
            let found = |sightings: Vec<Option<DrawSighting>>| sightings.iter().flatten().count();
            assert_eq!(
                found(locate_draws_of_one_player(
                    text,
                    0..text.len(),
                    &groups,
                    &names
                )),
                one_player,
                "{text}"
            );
            assert_eq!(
                found(locate_draws(text, 0..text.len(), &groups, &names)),
                players,
                "{text}"
            );
        }
    }
}
