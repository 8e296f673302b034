//! Where a program shows a throw whose number it does not print (`You
//! threw the jawbone: 4 points.`, `Pitkä Rivi!`): for a throw aligned with
//! the reference's, its face is known, so the first place after the throws
//! shown before it that names the face's position, or marks the points it
//! scores (`+4`, `4 points`), shows it.

use std::ops::Range;

use reference::jawbone::JawboneRules;

use super::jawbone_words::Concept;
use super::{is_point_word, sign_before, words_after};
use crate::reading::{read_values, ConceptIndex};

/// Where `range` of `text` first shows the position of a throw of `face`:
/// its name, else the points it scores, marked as points.
pub(super) fn position_shown(
    text: &str,
    range: Range<usize>,
    face: u32,
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
) -> Option<Range<usize>> {
    if range.start >= range.end {
        return None;
    }
    let rows = rules.table.rows();
    let row = rows
        .iter()
        .position(|row| row.low <= face && face <= row.high)?;
    if !rows[row].names.is_empty() {
        return words
            .find(range)
            .iter()
            .find(|(concept, _, _)| *concept == Concept::Position(row))
            .map(|&(_, start, end)| start..end);
    }
    let points = i64::from(rows[row].points);
    read_values(&text[range.clone()], &|_| None)
        .into_iter()
        .map(|value| {
            (
                value.whole(),
                range.start + value.start,
                range.start + value.end,
            )
        })
        .find(|&(whole, start, end)| {
            whole == Some(points)
                && (sign_before(text, start) == Some('+')
                    || words_after(text, end, 1)
                        .first()
                        .is_some_and(|word| is_point_word(word)))
        })
        .map(|(_, start, end)| start..end)
}
