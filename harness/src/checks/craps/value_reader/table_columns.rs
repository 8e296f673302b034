//! Which value of a table row is the bank roll: the one under a header
//! naming money left (`Con lai`, `Balance`, `Saldo`), not the one under a
//! header naming the bet (`Cuoc`, `Bet`, `Einsatz`), whatever the order of
//! the columns.

use super::table_words::Column;
use crate::reading::{Lexicon, ShownValue};

/// How many lines above a row its header may stand (borders, other rows).
const HEADER_REACH: usize = 12;

/// The index among `values` (read from `row`, after the player's name, at
/// `values_from` bytes into it) of the bank roll, by the header of the
/// table: the nearest line above with column words and no digits. `None`
/// where no header tells (the caller takes the first value).
pub(super) fn bank_column(
    above: &str,
    row: &str,
    values_from: usize,
    values: &[ShownValue],
    columns: &Lexicon<Column>,
) -> Option<usize> {
    if values.len() < 2 {
        return None;
    }
    let (header, words) = above
        .rsplit('\n')
        .take(HEADER_REACH)
        .filter(|line| !line.chars().any(|c| c.is_ascii_digit()))
        .map(|line| (line, columns.find(line)))
        .find(|(_, words)| !words.is_empty())?;
    let piped = header.contains('|') && row.contains('|');
    // A position's column: its cell between bars where the table has bars,
    // else its character column.
    let place = |line: &str, at: usize| -> usize {
        let before = &line[..at.min(line.len())];
        match piped {
            true => before.matches('|').count(),
            false => before.chars().count(),
        }
    };
    let header_words: Vec<(Column, usize, usize)> = words
        .iter()
        .map(|(column, start, end)| (*column, place(header, *start), place(header, *end)))
        .collect();
    let column_of = |value: &ShownValue| -> Option<Column> {
        let start = place(row, values_from + value.start);
        let end = place(row, values_from + value.end);
        if piped {
            return header_words
                .iter()
                .find(|(_, cell, _)| *cell == start)
                .map(|(column, _, _)| *column);
        }
        // Nearest header word by the middle of each.
        let middle = (start + end) as i64;
        header_words
            .iter()
            .min_by_key(|(_, from, to)| (middle - (*from + *to) as i64).abs())
            .map(|(column, _, _)| *column)
    };
    let kinds: Vec<Option<Column>> = values.iter().map(column_of).collect();
    kinds
        .iter()
        .position(|kind| *kind == Some(Column::Bank))
        .or_else(|| {
            kinds
                .contains(&Some(Column::Wager))
                .then(|| kinds.iter().position(|kind| *kind != Some(Column::Wager)))
                .flatten()
        })
}

/// The program's unit of money against the dollars of the rules: 100 where
/// the bank rolls it shows before the first bet are the starting bank
/// rolls in cents (`10000`, `Total: 30000` for $100 each), 1 otherwise.
/// Learnt from the values, never from a word (`centavos`, `cents`): the
/// last value before the first bet that is a starting bank roll or the
/// table's total, in either unit, decides.
pub(super) fn money_unit(shown: &[ShownValue], starting_bank: i64, players: usize) -> i64 {
    let players = players.max(1) as i64;
    let unit_of = |amount: i64| -> Option<i64> {
        [1, 100].into_iter().find(|unit| {
            let bank = starting_bank.saturating_mul(*unit);
            amount == bank || amount == bank.saturating_mul(players)
        })
    };
    shown
        .iter()
        .rev()
        .filter_map(|value| value.whole())
        .find_map(unit_of)
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::{read_values, CourseLanguages};

    fn bank_value(table: &str) -> Option<i64> {
        let row_from = table.rfind('\n').map_or(0, |at| at + 1);
        let (above, row) = table.split_at(row_from);
        let name_end = row.find("Tony")? + 4;
        let values = read_values(&row[name_end..], &|_| None);
        let columns = super::super::table_words::TableWords::new(table).columns;
        let index = bank_column(above, row, name_end, &values, &columns).unwrap_or(0);
        values.get(index)?.whole()
    }

    #[test]
    fn a_table_row_gives_the_value_under_the_bank_header() {
        // Tony bet 100 and has 40 left, whatever the order and language.
        let table: &[&str] = &[
            "| #  | Nguoi choi | Cuoc | Con lai |\n+----+----+----+----+\n| 2  | Tony | 100 | 40 |",
            "| # | Player | Bank | Bet |\n| 2 | Tony | 40 | 100 |",
            "Player   Wager   Balance\nBill     100     200\nTony     100      40",
            "Jogador  Aposta  Saldo\nTony     100     40",
            "Name     Left    Stake\nTony     40      100",
            // No header: the first value.
            "Tony 40 100",
        ];
        for text in table {
            assert_eq!(bank_value(text), Some(40), "{text}");
        }
        assert!(CourseLanguages::used_in("Nguoi choi")
            .wager
            .contains(&"cuoc"));
    }

    #[test]
    fn the_unit_of_money_is_learnt_from_the_starting_bank_rolls_shown() {
        // (output before the first bet, players, unit)
        let table: &[(&str, usize, i64)] = &[
            (
                "Cada jogador comeca com 10000 centavos. Total: 30000.\nSaldo:\n 10000",
                3,
                100,
            ),
            (
                "We have 2 players with $100 each for total game money of $200",
                2,
                1,
            ),
            ("Bank: 10000 cents", 2, 100),
            // The word alone says nothing: the values are dollars.
            ("Everyone starts with 100 centavos (dollars really)", 2, 1),
            ("Players: 3", 3, 1),
            // The last shown decides: rules in dollars, then the bank in cents.
            (
                "Rules: each starts with $100.\nMoe, your bank: 10000",
                2,
                100,
            ),
        ];
        for (text, players, unit) in table {
            let shown = read_values(text, &|_| None);
            assert_eq!(money_unit(&shown, 100, *players), *unit, "{text}");
        }
    }
}
