//! Where a field is written in a YAML text, by its path (`steps[3].until`,
//! indexes counted from 1 as croupier's messages count them).
//!
//! serde_yaml keeps no positions in what it reads; it places an error at the
//! node being read when the error is raised. So the text is read once more,
//! walking down the path, and an error is raised at the field: its location
//! is the field's.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

/// A line and a column, counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}:{}", self.line, self.column)
    }
}

/// Which part of a `key: value` entry a problem is about: the value (a die
/// of 7), or the key itself (an unknown check id, a mistyped meaning).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    Value,
    Key,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    Key(String),
    /// Counted from 1.
    Index(usize),
}

/// The location of `field` in `text`; None when the path is not in it (or
/// the text does not parse).
pub fn locate(text: &str, field: &str, spot: Spot) -> Option<Location> {
    let path = parse_path(field)?;
    let seek = Seek {
        rest: &path,
        key_spot: spot == Spot::Key,
    };
    let error = seek
        .deserialize(serde_yaml::Deserializer::from_str(text))
        .err()?;
    if !error.to_string().contains(FOUND) {
        return None;
    }
    let at = error.location()?;
    Some(Location {
        line: at.line(),
        column: at.column(),
    })
}

/// `steps[3].answer[1].when` as keys and indexes; None for a path it cannot read.
fn parse_path(field: &str) -> Option<Vec<Segment>> {
    let mut path = Vec::new();
    for part in field.split('.') {
        let (key, indexes) = part
            .split_once('[')
            .map_or((part, ""), |(key, rest)| (key, rest));
        if !key.is_empty() {
            path.push(Segment::Key(key.to_string()));
        }
        if !indexes.is_empty() {
            for index in indexes.trim_end_matches(']').split("][") {
                path.push(Segment::Index(index.parse().ok().filter(|&n| n > 0)?));
            }
        }
    }
    (!path.is_empty()).then_some(path)
}

/// Raised at the field, to be found by its message.
const FOUND: &str = "croupier-field-found";
const NOT_FOUND: &str = "croupier-field-not-found";

struct Seek<'p> {
    rest: &'p [Segment],
    key_spot: bool,
}

impl<'de> DeserializeSeed<'de> for Seek<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Seek<'_> {
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("any YAML")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.at_scalar()
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.at_scalar()
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.at_scalar()
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.at_scalar()
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        self.at_scalar()
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.at_scalar()
    }
    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        self.at_scalar()
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let Some(Segment::Index(index)) = self.rest.first() else {
            return self.at_scalar();
        };
        for _ in 1..*index {
            if seq.next_element::<IgnoredAny>()?.is_none() {
                return Err(de::Error::custom(NOT_FOUND));
            }
        }
        seq.next_element_seed(Seek {
            rest: &self.rest[1..],
            key_spot: self.key_spot,
        })?;
        Err(de::Error::custom(NOT_FOUND))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let Some(Segment::Key(wanted)) = self.rest.first() else {
            return self.at_scalar();
        };
        let last = self.rest.len() == 1;
        while let Some(matched) = map.next_key_seed(KeySeek {
            wanted,
            raise_here: last && self.key_spot,
        })? {
            if matched {
                map.next_value_seed(Seek {
                    rest: &self.rest[1..],
                    key_spot: self.key_spot,
                })?;
                return Err(de::Error::custom(NOT_FOUND));
            }
            map.next_value::<IgnoredAny>()?;
        }
        Err(de::Error::custom(NOT_FOUND))
    }
}

impl Seek<'_> {
    /// A node that is not a map or a list: the field when the path ends here.
    fn at_scalar<E: de::Error>(&self) -> Result<(), E> {
        Err(E::custom(if self.rest.is_empty() {
            FOUND
        } else {
            NOT_FOUND
        }))
    }
}

/// A map's key: whether it is `wanted` (raising the find at the key itself
/// when the problem is about the key).
struct KeySeek<'w> {
    wanted: &'w str,
    raise_here: bool,
}

impl<'de> DeserializeSeed<'de> for KeySeek<'_> {
    type Value = bool;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<bool, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for KeySeek<'_> {
    type Value = bool;

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<bool, E> {
        let matched = key == self.wanted;
        if matched && self.raise_here {
            return Err(E::custom(FOUND));
        }
        Ok(matched)
    }
    fn visit_i64<E: de::Error>(self, key: i64) -> Result<bool, E> {
        self.visit_str(&key.to_string())
    }
    fn visit_u64<E: de::Error>(self, key: u64) -> Result<bool, E> {
        self.visit_str(&key.to_string())
    }
    fn visit_f64<E: de::Error>(self, key: f64) -> Result<bool, E> {
        self.visit_str(&key.to_string())
    }
    fn visit_bool<E: de::Error>(self, key: bool) -> Result<bool, E> {
        self.visit_str(&key.to_string())
    }
    fn visit_unit<E: de::Error>(self) -> Result<bool, E> {
        self.visit_str("~")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<bool, A::Error> {
        Ok(false)
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<bool, A::Error> {
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCRIPT: &str = "\
seed: 7
dice: [3, 2, 9]
answers: { continue: c, wagr: 10 }
steps:
  - balance: 100
  - answer:
      - when: wager
        send: 10
    until: forever
";

    #[test]
    fn fields_are_found_at_their_values_or_their_keys() {
        let cases = [
            ("seed", Spot::Value, Some((1, 7))),
            ("dice[3]", Spot::Value, Some((2, 14))),
            ("answers.wagr", Spot::Key, Some((3, 25))),
            ("answers.wagr", Spot::Value, Some((3, 31))),
            ("steps[1].balance", Spot::Value, Some((5, 14))),
            ("steps[2].answer[1].send", Spot::Value, Some((8, 15))),
            ("steps[2].until", Spot::Value, Some((9, 12))),
            ("steps[2]", Spot::Value, Some((6, 5))),
            // Not in the text, or not a path: no location.
            ("steps[3]", Spot::Value, None),
            ("limits.time", Spot::Value, None),
            ("dice[0]", Spot::Value, None),
            ("seed.x", Spot::Value, None),
        ];
        for (field, spot, expected) in cases {
            let found = locate(SCRIPT, field, spot).map(|at| (at.line, at.column));
            assert_eq!(found, expected, "{field} {spot:?}");
        }
    }

    #[test]
    fn a_text_that_does_not_parse_has_no_locations() {
        assert_eq!(locate("steps: [\"open", "steps[1]", Spot::Value), None);
    }
}
