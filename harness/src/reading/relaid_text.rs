//! A transcript with its column grids relaid as one record per column: a
//! grid of rows, each a label and the same number of short aligned cells
//! ("Hand  1  2  3" / "You   A  Q  2" / "Comp 10  5  2"), shows one game
//! event per column, so each column is rewritten as the label of each row
//! beside that row's cell ("Hand 1" / "You A" / "Comp 10"), and every
//! offset of the relaid text maps back to the cell it came from. Readers
//! that read events line by line then read a transposed table as they read
//! one row per event.

use std::ops::Range;

/// The text relaid, and where each of its pieces came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelaidText {
    text: String,
    /// (start in the relaid text, start in the original, length there),
    /// ordered by the relaid start.
    pieces: Vec<(usize, usize, usize)>,
}

/// Grids need this many cells a row and this many rows: fewer is a line of
/// values, not a table of events.
const MIN_CELLS: usize = 4;
const MIN_ROWS: usize = 3;
/// More cells than this is a line of values, not a grid's row (a game's
/// grid shows at most a game's 26 hands), and aligning such rows would
/// cost more than the line is long.
const MAX_CELLS: usize = 64;

/// One row of a grid: its label and its cells, as byte ranges of the text.
#[derive(Debug, Clone)]
struct GridRow {
    label: Range<usize>,
    cells: Vec<Range<usize>>,
}

impl RelaidText {
    /// `text` with the grids that begin at or after `from` relaid, or None
    /// when it holds none (the text reads as it is).
    pub fn of(text: &str, from: usize) -> Option<RelaidText> {
        let grids = grids_in(text, from.min(text.len()));
        if grids.is_empty() {
            return None;
        }
        let mut relaid = RelaidText {
            text: String::with_capacity(text.len() * 2),
            pieces: Vec::new(),
        };
        let mut copied = 0;
        for grid in &grids {
            let start = grid[0].label.start;
            let end = grid
                .last()
                .and_then(|row| row.cells.last())
                .map_or(start, |cell| cell.end);
            relaid.copy(text, copied..start);
            for column in 0..grid[0].cells.len() {
                for (index, row) in grid.iter().enumerate() {
                    let cell = row.cells[column].clone();
                    if column > 0 || index > 0 {
                        relaid.push_mapped("\n", cell.start);
                    }
                    relaid.copy(text, row.label.clone());
                    relaid.push_mapped(" ", cell.start);
                    relaid.copy(text, cell.clone());
                }
            }
            copied = end;
        }
        relaid.copy(text, copied..text.len());
        Some(relaid)
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where an offset of the relaid text stands in the original.
    pub fn origin(&self, offset: usize) -> usize {
        let at = self
            .pieces
            .partition_point(|&(start, _, _)| start <= offset)
            .saturating_sub(1);
        match self.pieces.get(at) {
            Some(&(start, origin, length)) => origin + (offset - start).min(length),
            None => offset,
        }
    }

    fn copy(&mut self, text: &str, range: Range<usize>) {
        if range.is_empty() {
            return;
        }
        self.pieces
            .push((self.text.len(), range.start, range.len()));
        self.text.push_str(&text[range]);
    }

    /// Text of the relaid layout itself (a space, a line end), standing for
    /// the place `origin`.
    fn push_mapped(&mut self, added: &str, origin: usize) {
        self.pieces.push((self.text.len(), origin, 0));
        self.text.push_str(added);
    }
}

/// A short cell of a grid: a number of up to three digits, or one
/// character (a card's letter, a side's initial, a dash).
fn is_cell(token: &str) -> bool {
    (token.len() <= 3 && token.chars().all(|c| c.is_ascii_digit())) || token.chars().count() == 1
}

/// Each line from `from` on as a row candidate: a label beginning with a
/// letter, then at least `MIN_CELLS` cells to the line's end.
fn row_of(text: &str, line: Range<usize>) -> Option<GridRow> {
    let body = &text[line.clone()];
    let tokens: Vec<Range<usize>> = body
        .split_whitespace()
        .map(|token| {
            let start = token.as_ptr() as usize - body.as_ptr() as usize;
            line.start + start..line.start + start + token.len()
        })
        .collect();
    let cells = tokens
        .iter()
        .rev()
        .take_while(|token| is_cell(&text[(*token).clone()]))
        .count();
    let label_tokens = &tokens[..tokens.len() - cells];
    let (first, last) = (label_tokens.first()?, label_tokens.last()?);
    if !(MIN_CELLS..=MAX_CELLS).contains(&cells)
        || !text[first.clone()].starts_with(|c: char| c.is_alphabetic())
    {
        return None;
    }
    Some(GridRow {
        label: first.start..last.end,
        cells: tokens[tokens.len() - cells..].to_vec(),
    })
}

/// The column of a byte offset on its line, in characters.
fn column_of(text: &str, at: usize) -> usize {
    let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    text[line_start..at].chars().count()
}

/// Rows whose cells stand in the same columns: each cell ends (numbers set
/// right) or begins (set left) where the first row's does.
fn aligned(text: &str, first: &GridRow, row: &GridRow) -> bool {
    first.cells.len() == row.cells.len()
        && first.cells.iter().zip(&row.cells).all(|(above, cell)| {
            column_of(text, above.end) == column_of(text, cell.end)
                || column_of(text, above.start) == column_of(text, cell.start)
        })
}

fn grids_in(text: &str, from: usize) -> Vec<Vec<GridRow>> {
    let mut grids = Vec::new();
    let mut current: Vec<GridRow> = Vec::new();
    let mut offset = from;
    let mut finish = |current: &mut Vec<GridRow>| {
        if current.len() >= MIN_ROWS {
            grids.push(std::mem::take(current));
        }
        current.clear();
    };
    for line in text[from..].split_inclusive('\n') {
        let end = offset + line.trim_end_matches(['\n', '\r']).len();
        match row_of(text, offset..end) {
            Some(row)
                if current
                    .first()
                    .is_none_or(|first| aligned(text, first, &row)) =>
            {
                current.push(row);
            }
            Some(row) => {
                finish(&mut current);
                current.push(row);
            }
            None => finish(&mut current),
        }
        offset += line.len();
    }
    finish(&mut current);
    grids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_of_columns_is_relaid_one_column_a_record() {
        let text = "Seed 1\n\
                    Hand    1  2  3 10\n\
                    You     A  Q  K  2\n\
                    Comp   10  5  4  2\n\
                    Winner  C  Y  Y  -\n\
                    Result: computer\n";
        let relaid = RelaidText::of(text, 0).expect("a grid");
        assert_eq!(
            relaid.text(),
            "Seed 1\n\
             Hand 1\nYou A\nComp 10\nWinner C\n\
             Hand 2\nYou Q\nComp 5\nWinner Y\n\
             Hand 3\nYou K\nComp 4\nWinner Y\n\
             Hand 10\nYou 2\nComp 2\nWinner -\n\
             Result: computer\n"
        );
        // Every piece maps back to where it stands in the grid.
        for (piece, original) in [
            ("Comp 5", "Comp"),
            ("5\nWinner Y", "5"),
            ("Result", "Result"),
        ] {
            let relaid_at = relaid.text().find(piece).unwrap();
            let origin = relaid.origin(relaid_at);
            assert!(
                text[origin..].starts_with(original),
                "{piece}: {:?}",
                &text[origin..]
            );
        }
        let cell_y = relaid.text().find("Y\nHand 10").unwrap();
        assert_eq!(column_of(text, relaid.origin(cell_y)), 14);
    }

    #[test]
    fn rows_of_one_event_each_are_no_grid() {
        let texts = [
            // One hand a row, numbers first.
            " 1.  1 v 10  dealer  0-2  pile 0\n 2. 12 v 5   you     2-2  pile 0\n 3.  2 v 2   tie     2-2  pile 2\n",
            // A bordered table.
            "|    1 |      1 |       10 | Computer |\n|    2 |     12 |        5 | Player   |\n|    3 |      2 |        2 | (tie)    |\n",
            // Records of keys and values.
            "seed=1 hand=1 you=1 cpu=10 taken_by=cpu\nseed=1 hand=2 you=12 cpu=5 taken_by=you\nseed=1 hand=3 you=2 cpu=2 taken_by=tie\n",
            // Labelled lines, two values each.
            "Hand  1   P1-House  1-10   P1  0   House  2   Pot 0\nHand  2   P1-House 12-5    P1  2   House  2   Pot 0\nHand  3   P1-House  2-2    P1  2   House  2   Pot 2\n",
            // Dice of a roll each line.
            "You rolled 5 4 3\nCPU rolled 6 6 1\nYou rolled 2 2 2\n",
            // Cells out of line: not a table.
            "Hand 1 2 3 4\nYou    A Q 2 K\nComp 10  5 2 4\n",
        ];
        for text in texts {
            assert_eq!(RelaidText::of(text, 0), None, "{text}");
        }
    }

    #[test]
    fn only_grids_from_the_start_given_are_relaid() {
        let grid = "Hand  1  2  3  4\nYou   A  Q  2  K\nComp 10  5  2  4\n";
        let text = format!("{grid}\nPress ENTER\n{grid}");
        let start = text.find("Press").unwrap();
        let relaid = RelaidText::of(&text, start).expect("the second grid");
        assert!(relaid.text().starts_with(grid));
        assert!(relaid.text().ends_with("Hand 4\nYou K\nComp 4\n"));
        assert_eq!(relaid.origin(3), 3);
    }
}
