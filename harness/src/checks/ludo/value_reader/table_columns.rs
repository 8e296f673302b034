//! The columns of a Ludo program's tables: a header line that names both
//! sides (and perhaps a turn or round counter) gives each column its
//! meaning, and a value below it takes the meaning of the column it stands
//! in. In a table drawn with separators (`│ turn │ mover │ dice │ Player1 │`)
//! the cells of a row are separate fields, counted by separators, so a die
//! glyph or a wider cell in one row does not shift the next cells; a table
//! aligned by spaces is read by column position.

use std::ops::Range;

use super::super::ludo_sides::{Side, Sides};
use super::Word;
use crate::reading::{read_values, words_of, Lexicon};

/// Characters that part a table's cells.
const CELL_SEPARATORS: [char; 3] = ['|', '│', '┃'];

/// Where a column stands on its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Spot {
    /// Bytes from the line's start, in a table aligned by spaces.
    Bytes(Range<usize>),
    /// The cell's number (separators before it), in a table of cells.
    Cell(usize),
}

/// One header line's columns.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Header {
    line_start: usize,
    /// In a table of cells, the separators of the header: a cell past the
    /// last (`│ at 5 │ needs a 6`) is a note on the row, not a field.
    separators: Option<usize>,
    /// Each column with the side it shows, `None` for a counter (`Turn`,
    /// `Round`, `#`), whose numbers are no positions.
    columns: Vec<(Spot, Option<Side>)>,
}

/// Every table header of a transcript, in text order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct TableColumns {
    headers: Vec<Header>,
}

impl TableColumns {
    pub(super) fn of(text: &str, side_words: &Sides, lexicon: &Lexicon<Word>) -> TableColumns {
        let mut headers = Vec::new();
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let line_start = offset;
            offset += line.len();
            let found = side_words.find(line);
            let named: Vec<_> = found
                .iter()
                .filter(|(side, _, _)| matches!(side, Side::One | Side::Two))
                .collect();
            let both = named.iter().any(|(side, _, _)| *side == Side::One)
                && named.iter().any(|(side, _, _)| *side == Side::Two);
            // A header shows no values but the numbers of its sides' names
            // (`| Player 1 | Player 2 |`).
            let names = side_words.numbered_in(line);
            let has_values = read_values(line, &|_| None)
                .iter()
                .any(|value| !names.iter().any(|name| name.contains(&value.start)));
            if !both || words_of(line).len() < 4 || has_values {
                continue;
            }
            let celled = line.contains(CELL_SEPARATORS);
            // Columns stand apart (`P1   P2`, `| Player 1 | Player 2 |`); a
            // sentence naming both sides is no header (`CAPTURE! Player 2
            // lands on Player 1 and sends them back`).
            let apart = named.windows(2).all(|pair| {
                let between = &line[pair[0].2..pair[1].1.max(pair[0].2)];
                between.contains("  ")
                    || between.contains('\t')
                    || between.contains(CELL_SEPARATORS)
            });
            if !apart {
                continue;
            }
            let spot = |start: usize, end: usize| {
                if celled {
                    Spot::Cell(cell_of(line, start))
                } else {
                    Spot::Bytes(start.saturating_sub(3)..end + 1)
                }
            };
            let mut columns = Vec::new();
            for (side, start, end) in named {
                columns.push((spot(*start, *end), Some(*side)));
            }
            for (concept, start, end) in lexicon.find(line) {
                if concept == Word::Label {
                    columns.push((spot(start, end), None));
                }
            }
            for (at, _) in line.match_indices('#') {
                columns.push((spot(at, at + 1), None));
            }
            headers.push(Header {
                line_start,
                separators: celled.then(|| line.matches(CELL_SEPARATORS).count()),
                columns,
            });
        }
        TableColumns { headers }
    }

    /// The column `at` stands in, on the line beginning at `line_start`:
    /// `Some(Some(side))` a side's, `Some(None)` a counter's or a note's
    /// past the header's cells, `None` no header's column. The nearest header above reads it; a table of cells
    /// reads only lines with cells.
    pub(super) fn column_at(
        &self,
        line: &str,
        line_start: usize,
        at: usize,
    ) -> Option<Option<Side>> {
        let above = self
            .headers
            .partition_point(|header| header.line_start < line_start);
        let header = self.headers.get(above.checked_sub(1)?)?;
        let column = at - line_start;
        let celled = line.contains(CELL_SEPARATORS);
        if header
            .separators
            .is_some_and(|separators| celled && cell_of(line, column) >= separators)
        {
            return Some(None);
        }
        header.columns.iter().find_map(|(spot, side)| {
            let inside = match spot {
                Spot::Bytes(range) => range.contains(&column),
                Spot::Cell(cell) => celled && cell_of(line, column) == *cell,
            };
            inside.then_some(*side)
        })
    }
}

/// The number of the cell holding byte `at` of `line`: separators before it.
fn cell_of(line: &str, at: usize) -> usize {
    line[..at.min(line.len())].matches(CELL_SEPARATORS).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_takes_the_meaning_of_its_cell_or_column() {
        let lexicon = super::super::words("");
        let lines = [
            "│ turn │ mover   │ dice      │ Player1   │ Player2   │",
            "│    2 │ Player2 │ \u{2685}6 \u{2684}5     │ waiting   │ at 5      │ needs a 6",
            "Turn  Who  Throws   P1   P2",
            "   1  P1   6-6-3     9    0",
        ];
        let text = lines.join("\n");
        let sides = Sides::learned_from(&text);
        let columns = TableColumns::of(&text, &sides, &lexicon);
        // The column of the `nth` value of line `row`.
        let column_of = |row: usize, nth: usize| {
            let start: usize = lines[..row].iter().map(|line| line.len() + 1).sum();
            let value = read_values(lines[row], &|_| None)[nth];
            columns.column_at(lines[row], start, start + value.start)
        };
        // The turn counter; the glyph and digit of each die; the other
        // player's cell; a note after the last header cell.
        let row: Vec<Option<Option<Side>>> = (0..7).map(|nth| column_of(1, nth)).collect();
        assert_eq!(
            row,
            [
                Some(None),
                None,
                None,
                None,
                None,
                Some(Some(Side::Two)),
                Some(None)
            ]
        );
        // A table aligned by spaces, read by position: the counter, then
        // each side's square.
        assert_eq!(column_of(3, 0), Some(None));
        assert_eq!(column_of(3, 4), Some(Some(Side::One)));
        assert_eq!(column_of(3, 5), Some(Some(Side::Two)));
    }

    #[test]
    fn a_sentence_naming_both_sides_heads_no_column() {
        let lexicon = super::super::words("");
        for sentence in [
            "  CAPTURE! Player 2 lands on Player 1 and sends them back to start!",
            "Player 1 knocks Player 2 back to the start area",
            "P2 sent home by P1, who moves on",
        ] {
            let text = format!("{sentence}\n  Rolling... 6!\n");
            let sides = Sides::learned_from(&text);
            let columns = TableColumns::of(&text, &sides, &lexicon);
            let row = sentence.len() + 1;
            let six = text.find('6').expect("the roll");
            assert_eq!(
                columns.column_at(&text[row..text.len() - 1], row, six),
                None,
                "{sentence}"
            );
        }
    }
}
