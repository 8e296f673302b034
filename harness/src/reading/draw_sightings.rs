//! Where the draws a program made show in its output: each group of faces
//! (a roll's three dice, a hand's two cards) found among the values of the
//! output the program wrote between the same two inputs, in order, without
//! relying on any wording around them.

use std::ops::Range;

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

/// Find each group of `groups` in `range` of `text`, in order: first as
/// consecutive values (`(5, 4, 3)`, `5-4-3`), else face by face in order
/// (`die 1 = 5, die 2 = 4, ...`). `named` reads a game's own names for
/// values (`Ace`). A group not shown is `None`, and the search goes on
/// after the last group found.
pub fn locate_draws(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
) -> Vec<Option<DrawSighting>> {
    locate_in(text, range, groups, named, false)
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
    locate_in(text, range, groups, named, true)
}

/// A number that labels what follows it (`die 1 = 5`, `throw 2:`).
pub fn is_label_number(text: &str, value: &ShownValue) -> bool {
    let before = text[..value.start].trim_end_matches([' ', '\t']);
    let after = text[value.end..].trim_start_matches([' ', '\t']);
    before.chars().next_back().is_some_and(char::is_alphabetic) && after.starts_with(['=', ':'])
}

fn locate_in(
    text: &str,
    range: Range<usize>,
    groups: &[Vec<i64>],
    named: &dyn Fn(&str) -> Option<i64>,
    labelled: bool,
) -> Vec<Option<DrawSighting>> {
    let range = range.start.min(text.len())..range.end.min(text.len());
    let values: Vec<ShownValue> = read_values(&text[range.clone()], named)
        .into_iter()
        .map(|value| ShownValue {
            start: value.start + range.start,
            end: value.end + range.start,
            ..value
        })
        .filter(|value| !labelled || !is_label_number(text, value))
        .collect();
    let apart = |left: &ShownValue, right: &ShownValue| {
        labelled
            && text[left.end..right.start.max(left.end)]
                .chars()
                .any(char::is_alphabetic)
    };
    let wanted = |value: &ShownValue, face: i64| value.whole() == Some(face);
    let mut cursor = 0;
    let mut sightings = Vec::with_capacity(groups.len());
    for group in groups {
        if group.is_empty() {
            sightings.push(None);
            continue;
        }
        let consecutive = (cursor..values.len().saturating_sub(group.len() - 1)).find(|&at| {
            group
                .iter()
                .zip(&values[at..])
                .all(|(&face, value)| wanted(value, face))
                && values[at..at + group.len()]
                    .windows(2)
                    .all(|pair| !apart(&pair[0], &pair[1]))
        });
        let positions: Option<Vec<usize>> = match consecutive {
            Some(at) => Some((at..at + group.len()).collect()),
            None => {
                let mut at = cursor;
                group
                    .iter()
                    .map(|&face| {
                        let found =
                            (at..values.len()).find(|&index| wanted(&values[index], face))?;
                        at = found + 1;
                        Some(found)
                    })
                    .collect()
            }
        };
        sightings.push(positions.map(|positions| {
            cursor = positions.last().map_or(cursor, |last| last + 1);
            let faces: Vec<Range<usize>> = positions
                .iter()
                .map(|&index| values[index].start..values[index].end)
                .collect();
            DrawSighting {
                start: faces[0].start,
                end: faces[faces.len() - 1].end,
                faces,
            }
        }));
    }
    sightings
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
        let table: [(&str, Vec<Vec<i64>>, Vec<Option<&str>>); 5] = [
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
    fn labels_are_no_faces_and_words_part_groups() {
        let table: [(&str, Vec<Vec<i64>>, Vec<Option<&str>>); 4] = [
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
}
