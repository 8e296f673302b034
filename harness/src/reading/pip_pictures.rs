//! Dice drawn as pictures of pips, read as the numbers they show. A
//! picture is a few lines of boxes side by side, each box's pips counted:
//!
//! ```text
//!    +-------+  +-------+
//!    | o   o |  | o     |
//!    | o   o |  |   o   |
//!    | o   o |  |     o |
//!    +-------+  +-------+
//! ```
//!
//! is the roll 6, 3. The count is written into the box, in place of the
//! pips and with the same number of bytes, so the text the readers read
//! keeps every offset of the transcript and a message quotes the line as
//! the program printed it.

use std::borrow::Cow;
use std::ops::Range;

/// What a pip is drawn with. Letters a board draws squares or pieces with
/// (`x`, `#`) are not pips.
const PIPS: [char; 9] = ['o', 'O', '*', '●', '•', '◉', '⬤', '@', '■'];
/// A box's side.
pub(crate) const SIDES: [char; 8] = ['|', '│', '║', '┃', '¦', '[', ']', '▌'];
/// A box's top or bottom, and its corners.
pub(crate) const EDGES: [char; 24] = [
    '-', '_', '=', '+', '~', '.', '\'', '`', '─', '━', '═', '┌', '┐', '└', '┘', '╭', '╮', '╰', '╯',
    '╔', '╗', '╚', '╝', '┼',
];

/// A die's rows of pips: fewer is a line of marks, more a board.
const ROWS: Range<usize> = 2..8;
/// A die's width inside its sides, in characters: narrower is a board's
/// square (`|o|o|`), wider a frame around text.
const WIDTHS: Range<usize> = 3..16;

/// `text` with every picture of dice read as its numbers, or `text` itself
/// where it draws none.
pub fn with_pictures_read(text: &str) -> Cow<'_, str> {
    let lines = picture_lines(text);
    let mut read: Option<String> = None;
    let mut at = 0;
    while at < lines.len() {
        let rows_end = (at..lines.len())
            .find(|&index| lines[index].kind != LineKind::Inside || index - at >= ROWS.end)
            .unwrap_or(lines.len());
        if lines[at].kind != LineKind::Inside || rows_end == at {
            at += 1;
            continue;
        }
        let rows = &lines[at..rows_end];
        let edge_above = at.checked_sub(1).map(|above| &lines[above]).filter(|line| {
            line.kind == LineKind::Edge && line.range.end + 1 == rows[0].range.start
        });
        if let Some(boxes) = boxes_of(text, rows, edge_above) {
            let read = read.get_or_insert_with(|| text.to_string());
            write_counts(read, rows, &boxes);
        }
        at = rows_end.max(at + 1);
    }
    match read {
        Some(read) => Cow::Owned(read),
        None => Cow::Borrowed(text),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineKind {
    /// Only a box's top or bottom.
    Edge,
    /// Sides and pips, or pips alone.
    Inside,
    Other,
}

#[derive(Debug, Clone)]
struct PictureLine {
    /// The line's bytes, without its line end.
    range: Range<usize>,
    kind: LineKind,
}

fn picture_lines(text: &str) -> Vec<PictureLine> {
    let mut lines = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        lines.push(PictureLine {
            range: offset..offset + body.len(),
            kind: kind_of(body),
        });
        offset += line.len();
    }
    lines
}

fn kind_of(line: &str) -> LineKind {
    let marks: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
    if marks.is_empty() {
        return LineKind::Other;
    }
    if marks.len() >= 3 && marks.iter().all(|c| EDGES.contains(c)) {
        return LineKind::Edge;
    }
    let drawn = marks
        .iter()
        .all(|c| PIPS.contains(c) || SIDES.contains(c) || EDGES.contains(c));
    match drawn && marks.iter().any(|c| PIPS.contains(c) || SIDES.contains(c)) {
        true => LineKind::Inside,
        false => LineKind::Other,
    }
}

/// One die of a picture: the character columns inside its sides, and its
/// pips counted.
#[derive(Debug, Clone, PartialEq, Eq)]
struct DrawnDie {
    inside: Range<usize>,
    pips: usize,
}

/// The dice of `rows`, left to right, where they are a picture of dice:
/// boxes between sides standing in the same columns on every row (or,
/// without sides, under the stretches of the edge above), all as wide, each
/// with one to six pips, and no pip outside a box.
fn boxes_of(
    text: &str,
    rows: &[PictureLine],
    edge_above: Option<&PictureLine>,
) -> Option<Vec<DrawnDie>> {
    if !ROWS.contains(&rows.len()) {
        return None;
    }
    let rows: Vec<Vec<char>> = rows
        .iter()
        .map(|row| text[row.range.clone()].chars().collect())
        .collect();
    let sides_of = |row: &[char]| -> Vec<usize> {
        row.iter()
            .enumerate()
            .filter(|(_, c)| SIDES.contains(c))
            .map(|(column, _)| column)
            .collect()
    };
    let sides = sides_of(&rows[0]);
    let insides: Vec<Range<usize>> = if sides.is_empty() {
        let edge: Vec<char> = text[edge_above?.range.clone()].chars().collect();
        stretches(&edge)
    } else {
        if rows.iter().any(|row| sides_of(row) != sides) {
            return None;
        }
        sides.windows(2).map(|pair| pair[0] + 1..pair[1]).collect()
    };
    let pips_in = |inside: &Range<usize>| -> usize {
        rows.iter()
            .map(|row| {
                row.iter()
                    .skip(inside.start)
                    .take(inside.len())
                    .filter(|c| PIPS.contains(c))
                    .count()
            })
            .sum()
    };
    let dice: Vec<DrawnDie> = insides
        .into_iter()
        .map(|inside| DrawnDie {
            pips: pips_in(&inside),
            inside,
        })
        .filter(|die| die.pips > 0)
        .collect();
    let all_pips: usize = rows
        .iter()
        .map(|row| row.iter().filter(|c| PIPS.contains(c)).count())
        .sum();
    let width = dice.first()?.inside.len();
    let is_picture = WIDTHS.contains(&width)
        && dice
            .iter()
            .all(|die| die.inside.len() == width && die.pips <= 6)
        && dice.iter().map(|die| die.pips).sum::<usize>() == all_pips;
    is_picture.then_some(dice)
}

/// The stretches of marks of an edge line (` _____   _____`), as columns.
fn stretches(edge: &[char]) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut start = None;
    for (column, c) in edge.iter().chain(std::iter::once(&' ')).enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(column),
            (true, Some(from)) => {
                found.push(from..column);
                start = None;
            }
            _ => {}
        }
    }
    found
}

/// Blank every pip of `dice` on `rows` (a pip of several bytes becomes as
/// many spaces) and write each die's count in the middle of its first row.
fn write_counts(read: &mut String, rows: &[PictureLine], dice: &[DrawnDie]) {
    for (index, row) in rows.iter().enumerate() {
        let line = &read[row.range.clone()];
        let mut rewritten = String::with_capacity(line.len());
        // The byte of each character column in the rewritten row.
        let mut column_bytes = Vec::with_capacity(line.len());
        for (column, c) in line.chars().enumerate() {
            column_bytes.push(rewritten.len());
            let inside = dice.iter().any(|die| die.inside.contains(&column));
            match inside && PIPS.contains(&c) {
                true => rewritten.extend(std::iter::repeat_n(' ', c.len_utf8())),
                false => rewritten.push(c),
            }
        }
        if index == 0 {
            for die in dice {
                let middle = die.inside.start + die.inside.len() / 2;
                if let Some(&byte) = column_bytes.get(middle) {
                    if rewritten.as_bytes()[byte] == b' ' {
                        let digit = char::from(b'0' + die.pips as u8);
                        rewritten.replace_range(byte..byte + 1, digit.encode_utf8(&mut [0; 4]));
                    }
                }
            }
        }
        debug_assert_eq!(rewritten.len(), row.range.len());
        read.replace_range(row.range.clone(), &rewritten);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The numbers the read text shows where `text` draws dice.
    fn shown(text: &str) -> Vec<i64> {
        let read = with_pictures_read(text);
        assert_eq!(read.len(), text.len(), "offsets kept");
        crate::reading::read_values(&read, &|_| None)
            .iter()
            .filter_map(|value| value.whole())
            .collect()
    }

    #[test]
    fn dice_drawn_in_any_frame_read_as_their_pips() {
        // (picture, numbers shown)
        let table: &[(&str, &[i64])] = &[
            (
                "   +-------+  +-------+\n   | o   o |  | o     |\n   | o   o |  |   o   |\n   | o   o |  |     o |\n   +-------+  +-------+\n",
                &[6, 3],
            ),
            (
                "┌─────────┐\n│ ●     ● │\n│    ●    │\n│ ●     ● │\n└─────────┘\n",
                &[5],
            ),
            // Shared sides, stars, no edges.
            ("|*   |*  *|\n|    |    |\n|   *|*  *|\n", &[2, 4]),
            // No sides: the edge above gives the columns (a row with no
            // pip then ends the picture: a four drawn so is not read).
            (" _____    _____\n o   o    o    \n   o        o  \n o   o        o\n -----    -----\n", &[5, 3]),
            // A one in the middle row and a six beside it: read left to right.
            ("[     ] [ o o ]\n[  o  ] [ o o ]\n[     ] [ o o ]\n", &[1, 6]),
            // Text around a picture keeps its numbers.
            ("You rolled:\n+---+\n| o |\n|o o|\n+---+\nthat's 3\n", &[3, 3]),
        ];
        for (picture, numbers) in table {
            assert_eq!(shown(picture), *numbers, "{picture}");
        }
    }

    #[test]
    fn boards_frames_and_text_are_no_dice() {
        let table: &[&str] = &[
            // A board of narrow squares.
            "|o|o|x|\n|o| |o|\n",
            // Squares separated by edges: one row of pips each.
            "+---+---+\n| o |   |\n+---+---+\n| o | o |\n+---+---+\n",
            // A frame around words.
            "+--------------+\n| Moe has $100 |\n| Larry: 50    |\n+--------------+\n",
            // More pips than a die has.
            "| o o o |\n| o o o |\n| o o o |\n",
            // Boxes of different widths (a scoreboard).
            "| o |  | o     |\n| o |  |   o   |\n",
            // One row alone.
            "| o o |\n",
        ];
        for text in table {
            assert_eq!(with_pictures_read(text), Cow::Borrowed(*text), "{text}");
        }
    }

    #[test]
    fn a_message_quotes_the_picture_as_printed() {
        let text = "+-----+\n| o   |\n|   o |\n+-----+\n";
        let read = with_pictures_read(text);
        assert_eq!(read, "+-----+\n|  2  |\n|     |\n+-----+\n");
        assert!(matches!(read, Cow::Owned(_)));
    }
}
