//! The totals a program printed for its rolls, one a line, where the draw
//! log cannot say what it drew (one number a roll from a generator
//! croupier does not follow): read only where the lines leave no doubt.

use std::ops::Range;

use crate::reading::read_values;

/// The numbers a roll can show.
const ROLL_TOTALS: std::ops::RangeInclusive<i64> = 2..=12;

/// One roll's total as printed, with where it stands in the transcript.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct LineTotal {
    pub start: usize,
    pub end: usize,
    pub total: i64,
}

/// The rolls' totals in `segment` of `text`, one a line, when exactly
/// `rolls` lines show one number from 2 to 12 (not money, not a decimal),
/// a line restating the number of the line before it (the point named
/// after the roll that set it) left out. Any other count, or a line
/// showing two such numbers, leaves the rolls unread: what is a roll and
/// what is not cannot be told there.
pub(super) fn totals_on_roll_lines(
    text: &str,
    segment: Range<usize>,
    rolls: usize,
) -> Option<Vec<LineTotal>> {
    let end = segment.end.min(text.len());
    let start = segment.start.min(end);
    let mut found: Vec<LineTotal> = Vec::new();
    let mut previous_line: Option<i64> = None;
    let mut at = start;
    for line in text[start..end].split_inclusive('\n') {
        let line_start = at;
        at += line.len();
        let totals: Vec<LineTotal> = read_values(line, &|_| None)
            .into_iter()
            .filter(|value| !value.money && !value.decimal)
            .filter_map(|value| {
                let total = value.whole().filter(|total| ROLL_TOTALS.contains(total))?;
                Some(LineTotal {
                    start: line_start + value.start,
                    end: line_start + value.end,
                    total,
                })
            })
            .collect();
        match totals[..] {
            [] => previous_line = None,
            [one] if previous_line == Some(one.total) => previous_line = None,
            [one] => {
                previous_line = Some(one.total);
                found.push(one);
            }
            _ => return None,
        }
    }
    (found.len() == rolls).then_some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_total_a_line_is_read_only_when_the_lines_match_the_rolls() {
        // (output, rolls drawn, totals read)
        let table: [(&str, usize, Option<&[i64]>); 8] = [
            (
                "Rolling the dice...the result is: 12!\nRolling...you rolled a 6!\nRolling...you rolled a 7!\nYou lose!\nTony has: $0\nBill has: $200\n",
                3,
                Some(&[12, 6, 7]),
            ),
            // The point named after the roll that set it is no roll.
            (
                "The result is: 10!\nOK Bill, your point is 10.\nyou rolled a 6\nyou rolled a 10\n",
                3,
                Some(&[10, 6, 10]),
            ),
            // One roll drawn but not printed: the lines do not match.
            (
                "The result is: 10!\nOK Bill, your point is 10.\nyou rolled a 10\n",
                3,
                None,
            ),
            // Number words are totals too.
            ("I roll: seven.\nThe shooter wins.\n", 1, Some(&[7])),
            // Money and decimals are not.
            ("Tirada 8 / covered $10\nBill 10.50\nTirada 8\n", 2, Some(&[8, 8])),
            // A line of several numbers cannot be told apart.
            ("1 10 190 10 10\nthe result is: 12!\n", 1, None),
            ("Rolled 9\n", 2, None),
            ("", 0, Some(&[])),
        ];
        for (text, rolls, expected) in table {
            let read = totals_on_roll_lines(text, 0..text.len(), rolls)
                .map(|totals| totals.iter().map(|line| line.total).collect::<Vec<_>>());
            assert_eq!(read.as_deref(), expected, "{text:?}");
            if let Some(totals) = totals_on_roll_lines(text, 0..text.len(), rolls) {
                for line in totals {
                    let shown = &text[line.start..line.end];
                    assert!(
                        !shown.is_empty() && !shown.contains('\n'),
                        "{text:?}: {shown:?}"
                    );
                }
            }
        }
    }
}
