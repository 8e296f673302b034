//! The throw table: from a throw (0 to 99) to a position, row by row, as the
//! spec writes it or as a course's `rules.table` does; every throw in exactly
//! one row, checked where each row is written so an error names its line.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;

use super::position::{Position, ThrowAction, ThrowOutOfRange, THROW_SIDES};
use crate::rule_values::Text;

/// One row: the throws it covers, what it does, and the names it goes by
/// (the first is the one the program shows; all are read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    pub low: u32,
    pub high: u32,
    pub action: ThrowAction,
    pub points: u32,
    pub names: Vec<&'static str>,
}

impl TableRow {
    pub fn position(&self) -> Position {
        Position {
            action: self.action,
            points: self.points,
            name: self.names.first().copied(),
        }
    }

    /// `0-15`, or `7` for a row of one throw.
    pub fn throws(&self) -> String {
        if self.low == self.high {
            self.low.to_string()
        } else {
            format!("{}-{}", self.low, self.high)
        }
    }
}

/// Every throw from 0 to 99, each in one row, rows in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThrowTable {
    rows: Vec<TableRow>,
}

impl Default for ThrowTable {
    /// The spec's table.
    fn default() -> Self {
        let row = |low, high, action, points, names: &[&'static str]| TableRow {
            low,
            high,
            action,
            points,
            names: names.to_vec(),
        };
        use ThrowAction::{BankAndPass, LoseRound, ScoreAndGoOn, ScoreThenBank};
        ThrowTable {
            rows: vec![
                // The spec's own copy drops the diacritics and calls it Pikki
                // once; students write all three.
                row(
                    0,
                    15,
                    LoseRound,
                    0,
                    &["Erillään Pystyyn", "Erillään Pikki", "Erillään"],
                ),
                row(16, 30, BankAndPass, 0, &["Pitkä Rivi"]),
                row(31, 54, ScoreAndGoOn, 1, &[]),
                row(55, 69, ScoreAndGoOn, 2, &[]),
                row(70, 82, ScoreAndGoOn, 4, &[]),
                row(83, 91, ScoreAndGoOn, 7, &[]),
                row(92, 99, ScoreThenBank, 11, &["Pidä ja anna"]),
            ],
        }
    }
}

impl ThrowTable {
    pub fn rows(&self) -> &[TableRow] {
        &self.rows
    }

    /// The position of a throw of `random() % 100`.
    pub fn position(&self, throw: u32) -> Result<Position, ThrowOutOfRange> {
        self.rows
            .iter()
            .find(|row| row.low <= throw && throw <= row.high)
            .map(TableRow::position)
            .ok_or(ThrowOutOfRange(throw))
    }

    /// The position a program means when it shows only the points a throw
    /// scored: the scoring row with those points, else an unnamed one (which
    /// no row has, so the table check sees what was wrong).
    pub fn scoring(&self, points: u32) -> Position {
        self.rows
            .iter()
            .find(|row| row.action.scores() && row.points == points)
            .map_or_else(|| Position::scoring(points), TableRow::position)
    }

    /// The table in one line, for a message: `0-15 Erillään Pystyyn, 16-30
    /// Pitkä Rivi, 31-54 1 point, 55-69 2, ...` (the unit said once).
    pub fn summary(&self) -> String {
        let mut unit_said = false;
        self.rows
            .iter()
            .map(|row| {
                let position = row.position();
                let shown = match position.name {
                    Some(name) => name.to_string(),
                    None if unit_said => position.points.to_string(),
                    None => {
                        unit_said = true;
                        position.to_string()
                    }
                };
                format!("{} {shown}", row.throws())
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

// ---- Reading `rules.table` ----

/// `throws:` of a row: `0-16`, or one throw `7`.
#[derive(Debug, Clone, Copy)]
struct ThrowRange {
    low: u32,
    high: u32,
}

impl<'de> Deserialize<'de> for ThrowRange {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ThrowRangeVisitor)
    }
}

struct ThrowRangeVisitor;

fn within_throws<E: de::Error>(throw: u64) -> Result<u32, E> {
    u32::try_from(throw)
        .ok()
        .filter(|&throw| throw < THROW_SIDES)
        .ok_or_else(|| {
            E::custom(format!(
                "a throw is random()%100, 0 to 99: {throw} is outside the range"
            ))
        })
}

impl Visitor<'_> for ThrowRangeVisitor {
    type Value = ThrowRange;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a range of throws such as `0-16`, or one throw such as `7`")
    }

    fn visit_u64<E: de::Error>(self, throw: u64) -> Result<ThrowRange, E> {
        let throw = within_throws(throw)?;
        Ok(ThrowRange {
            low: throw,
            high: throw,
        })
    }

    fn visit_i64<E: de::Error>(self, throw: i64) -> Result<ThrowRange, E> {
        match u64::try_from(throw) {
            Ok(throw) => self.visit_u64(throw),
            Err(_) => Err(E::custom(format!(
                "a throw is random()%100, 0 to 99: {throw} is outside the range"
            ))),
        }
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<ThrowRange, E> {
        let bound = |part: &str| {
            part.trim()
                .parse::<u64>()
                .map_err(|_| E::invalid_value(de::Unexpected::Str(text), &self))
                .and_then(within_throws)
        };
        let (low, high) = match text.split_once('-') {
            Some((low, high)) => (bound(low)?, bound(high)?),
            None => {
                let throw = bound(text)?;
                (throw, throw)
            }
        };
        if low > high {
            return Err(E::custom(format!(
                "`{text}` runs backwards: write the lower throw first ({high}-{low})"
            )));
        }
        Ok(ThrowRange { low, high })
    }
}

/// A row as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRow {
    throws: ThrowRange,
    #[serde(default)]
    action: Option<String>,
    #[serde(default)]
    points: Option<u32>,
    #[serde(default)]
    names: Vec<Text>,
}

impl RawRow {
    /// The row, or why its fields do not fit together.
    fn validated(self) -> Result<TableRow, String> {
        let action = match self.action.as_deref() {
            None if self.points.is_some() => ThrowAction::ScoreAndGoOn,
            None => {
                return Err(
                    "give `action:` (lose_round, bank_and_pass, score, score_then_bank) or the `points:` it scores".into(),
                )
            }
            Some(written) => ThrowAction::NAMES
                .iter()
                .find(|(name, _)| *name == written)
                .map(|&(_, action)| action)
                .ok_or_else(|| {
                    format!(
                        "action `{written}` is not one of lose_round, bank_and_pass, score, score_then_bank"
                    )
                })?,
        };
        let points = match (action.scores(), self.points) {
            (true, Some(points)) if points > 0 => points,
            (true, _) => return Err("a scoring row needs `points:` of at least 1".into()),
            (false, None | Some(0)) => 0,
            (false, Some(points)) => {
                return Err(format!(
                    "a `{}` row scores nothing, but it says `points: {points}`",
                    self.action.as_deref().unwrap_or_default()
                ))
            }
        };
        let names = self.names.into_iter().map(|name| name.0).collect();
        Ok(TableRow {
            low: self.throws.low,
            high: self.throws.high,
            action,
            points,
            names,
        })
    }
}

/// A row that must start where the one before it ended.
struct RowAfter {
    next_throw: u32,
}

impl<'de> DeserializeSeed<'de> for RowAfter {
    type Value = TableRow;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<TableRow, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for RowAfter {
    type Value = TableRow;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a row such as `{ throws: 0-16, action: lose_round, names: [...] }`")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<TableRow, A::Error> {
        let raw = RawRow::deserialize(de::value::MapAccessDeserializer::new(map))?;
        let row = raw.validated().map_err(de::Error::custom)?;
        let next = self.next_throw;
        if row.low > next {
            let missing = if row.low - 1 == next {
                next.to_string()
            } else {
                format!("{next}-{}", row.low - 1)
            };
            return Err(de::Error::custom(format!(
                "a gap: no row has the throws {missing} (this row starts at {}; each row starts where the one before ends)",
                row.low
            )));
        }
        if row.low < next {
            return Err(de::Error::custom(format!(
                "an overlap: this row's throws {} start at {}, but the rows before already cover up to {}",
                row.throws(),
                row.low,
                next - 1
            )));
        }
        Ok(row)
    }
}

impl<'de> Deserialize<'de> for ThrowTable {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_seq(TableVisitor)
    }
}

struct TableVisitor;

impl<'de> Visitor<'de> for TableVisitor {
    type Value = ThrowTable;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a list of rows, from throw 0 to throw 99")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ThrowTable, A::Error> {
        let mut rows: Vec<TableRow> = Vec::new();
        let mut next_throw = 0;
        while next_throw < THROW_SIDES {
            match seq.next_element_seed(RowAfter { next_throw })? {
                Some(row) => {
                    next_throw = row.high + 1;
                    rows.push(row);
                }
                None => {
                    return Err(de::Error::custom(format!(
                        "a gap: no row has the throws {next_throw}-99 (the table covers every throw from 0 to 99)"
                    )))
                }
            }
        }
        if seq.next_element::<de::IgnoredAny>()?.is_some() {
            return Err(de::Error::custom(
                "an overlap: a row comes after the row that ends at 99",
            ));
        }
        Ok(ThrowTable { rows })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<ThrowTable, String> {
        serde_yaml::from_str(text).map_err(|error| error.to_string())
    }

    #[test]
    fn every_row_boundary_of_the_spec_table() {
        let table = ThrowTable::default();
        use ThrowAction::{BankAndPass, LoseRound, ScoreAndGoOn, ScoreThenBank};
        // (throw, action, points, name)
        let cases = [
            (0, LoseRound, 0, Some("Erillään Pystyyn")),
            (15, LoseRound, 0, Some("Erillään Pystyyn")),
            (16, BankAndPass, 0, Some("Pitkä Rivi")),
            (30, BankAndPass, 0, Some("Pitkä Rivi")),
            (31, ScoreAndGoOn, 1, None),
            (54, ScoreAndGoOn, 1, None),
            (55, ScoreAndGoOn, 2, None),
            (69, ScoreAndGoOn, 2, None),
            (70, ScoreAndGoOn, 4, None),
            (82, ScoreAndGoOn, 4, None),
            (83, ScoreAndGoOn, 7, None),
            (91, ScoreAndGoOn, 7, None),
            (92, ScoreThenBank, 11, Some("Pidä ja anna")),
            (99, ScoreThenBank, 11, Some("Pidä ja anna")),
        ];
        for (throw, action, points, name) in cases {
            let seen = table.position(throw).unwrap();
            assert_eq!(
                (seen.action, seen.points, seen.name),
                (action, points, name),
                "{throw}"
            );
        }
        assert_eq!(table.position(100), Err(ThrowOutOfRange(100)));
        assert_eq!(table.scoring(11), table.position(92).unwrap());
        assert_eq!(table.scoring(6), Position::scoring(6));
        assert_eq!(
            table.summary(),
            "0-15 Erillään Pystyyn, 16-30 Pitkä Rivi, 31-54 1 point, 55-69 2, 70-82 4, 83-91 7, 92-99 Pidä ja anna"
        );
    }

    #[test]
    fn a_written_table_reads_row_by_row() {
        let table = read(
            "- { throws: 0-16, action: lose_round, names: [Dooshni Ever] }\n- { throws: 17-98, points: 2 }\n- { throws: 99, action: score_then_bank, points: 15 }\n",
        )
        .unwrap();
        assert_eq!(table.position(16).unwrap().name, Some("Dooshni Ever"));
        assert_eq!(table.position(50).unwrap(), Position::scoring(2));
        assert_eq!(
            table.position(99).unwrap().action,
            ThrowAction::ScoreThenBank
        );
        assert_eq!(table.rows()[2].throws(), "99");
    }

    #[test]
    fn a_table_that_misses_or_repeats_a_throw_is_refused_at_its_row() {
        // (table, message)
        let cases = [
            ("- { throws: 1-99, points: 1 }\n", "[0]: a gap: no row has the throws 0 (this row starts at 1"),
            ("- { throws: 0-10, points: 1 }\n- { throws: 12-99, points: 2 }\n", "[1]: a gap: no row has the throws 11 "),
            ("- { throws: 0-10, points: 1 }\n- { throws: 10-99, points: 2 }\n", "[1]: an overlap: this row's throws 10-99 start at 10, but the rows before already cover up to 10"),
            ("- { throws: 0-50, points: 1 }\n", "a gap: no row has the throws 51-99"),
            ("- { throws: 0-99, points: 1 }\n- { throws: 5, points: 1 }\n", "an overlap: a row comes after the row that ends at 99"),
            ("- { throws: 0-100, points: 1 }\n", "[0].throws: a throw is random()%100, 0 to 99: 100 is outside the range"),
            ("- { throws: 20-10, points: 1 }\n", "`20-10` runs backwards"),
            ("- { throws: 0-99 }\n", "give `action:`"),
            ("- { throws: 0-99, action: bank }\n", "action `bank` is not one of"),
            ("- { throws: 0-99, action: lose_round, points: 3 }\n", "scores nothing, but it says `points: 3`"),
            ("- { throws: 0-99, action: score }\n", "a scoring row needs `points:` of at least 1"),
            ("- { throws: 0-99, points: 1, name: X }\n", "unknown field `name`"),
        ];
        for (text, expected) in cases {
            let message = read(text).unwrap_err();
            assert!(message.contains(expected), "{text}: {message}");
        }
    }

    #[test]
    fn a_rows_error_points_at_that_row() {
        let message =
            read("- { throws: 0-10, points: 1 }\n- { throws: 12-99, points: 2 }\n").unwrap_err();
        assert!(message.ends_with("at line 2 column 3"), "{message}");
    }
}
