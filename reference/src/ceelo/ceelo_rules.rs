//! The numbers a Cee-lo game is played by, the spec's by default and a
//! course's from `rules:` in its assignment.yaml: how the combinations rank
//! against each other, and whether a wager of the whole balance is valid.

use std::fmt;

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::Deserialize;

use super::combo::Combo;

/// A class of recognized roll, as `rules.ranks` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ComboClass {
    OneTwoThree,
    Point,
    Trips,
    FourFiveSix,
}

impl ComboClass {
    const NAMES: [(&'static str, ComboClass); 4] = [
        ("one_two_three", ComboClass::OneTwoThree),
        ("point", ComboClass::Point),
        ("trips", ComboClass::Trips),
        ("four_five_six", ComboClass::FourFiveSix),
    ];

    /// The class of a recognized roll.
    pub fn of(combo: Combo) -> Option<ComboClass> {
        match combo {
            Combo::Unrecognized => None,
            Combo::OneTwoThree => Some(ComboClass::OneTwoThree),
            Combo::Point(_) => Some(ComboClass::Point),
            Combo::Trips(_) => Some(ComboClass::Trips),
            Combo::FourFiveSix => Some(ComboClass::FourFiveSix),
        }
    }
}

/// A Cee-lo game's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CeeloRules {
    /// The classes from worst to best; within a class the higher point or
    /// trips wins.
    pub ranks: [ComboClass; 4],
    /// Whether a wager of the whole balance is valid (the spec's is).
    pub wager_equal_to_balance: bool,
}

impl Default for CeeloRules {
    fn default() -> Self {
        CeeloRules::SPEC
    }
}

impl CeeloRules {
    /// The spec's: 1-2-3, a point, trips, 4-5-6; all in is allowed.
    pub const SPEC: CeeloRules = CeeloRules {
        ranks: [
            ComboClass::OneTwoThree,
            ComboClass::Point,
            ComboClass::Trips,
            ComboClass::FourFiveSix,
        ],
        wager_equal_to_balance: true,
    };

    /// Where a recognized roll stands: its class's rank, then its value.
    pub fn standing(&self, combo: Combo) -> Option<(usize, u8)> {
        let class = ComboClass::of(combo)?;
        let rank = self.ranks.iter().position(|ranked| *ranked == class)?;
        let value = match combo {
            Combo::Point(value) | Combo::Trips(value) => value,
            _ => 0,
        };
        Some((rank, value))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenRules {
    ranks: Option<Ranks>,
    wager_equal_to_balance: Option<bool>,
}

impl<'de> Deserialize<'de> for CeeloRules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let written = WrittenRules::deserialize(deserializer)?;
        let spec = CeeloRules::SPEC;
        Ok(CeeloRules {
            ranks: written.ranks.map_or(spec.ranks, |ranks| ranks.0),
            wager_equal_to_balance: written
                .wager_equal_to_balance
                .unwrap_or(spec.wager_equal_to_balance),
        })
    }
}

/// `ranks:`, each of the four classes once, worst first.
struct Ranks([ComboClass; 4]);

impl<'de> Deserialize<'de> for Ranks {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_seq(RanksVisitor)
    }
}

struct RanksVisitor;

impl<'de> Visitor<'de> for RanksVisitor {
    type Value = Ranks;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .write_str("the four classes worst first: [one_two_three, point, trips, four_five_six]")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ranks, A::Error> {
        let mut ranks = Vec::new();
        while let Some(class) = seq.next_element::<ClassName>()? {
            if ranks.contains(&class.0) {
                return Err(de::Error::custom(
                    "a class is ranked twice: give each of one_two_three, point, trips, four_five_six once",
                ));
            }
            ranks.push(class.0);
        }
        <[ComboClass; 4]>::try_from(ranks).map(Ranks).map_err(|_| {
            de::Error::custom(
                "a class is missing: give each of one_two_three, point, trips, four_five_six once",
            )
        })
    }
}

struct ClassName(ComboClass);

impl<'de> Deserialize<'de> for ClassName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(ClassNameVisitor)
    }
}

struct ClassNameVisitor;

impl Visitor<'_> for ClassNameVisitor {
    type Value = ClassName;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("one of one_two_three, point, trips, four_five_six")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<ClassName, E> {
        ComboClass::NAMES
            .iter()
            .find(|(name, _)| *name == text)
            .map(|&(_, class)| ClassName(class))
            .ok_or_else(|| E::invalid_value(de::Unexpected::Str(text), &self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<CeeloRules, String> {
        serde_yaml::from_str(text).map_err(|error| error.to_string())
    }

    #[test]
    fn left_out_parameters_are_the_specs() {
        assert_eq!(read("{}").unwrap(), CeeloRules::SPEC);
        let rules = read(
            "ranks: [one_two_three, point, four_five_six, trips]\nwager_equal_to_balance: false\n",
        )
        .unwrap();
        assert!(!rules.wager_equal_to_balance);
        // Trips now beat 4-5-6.
        assert!(rules.standing(Combo::Trips(1)) > rules.standing(Combo::FourFiveSix));
        assert!(
            CeeloRules::SPEC.standing(Combo::Trips(6))
                < CeeloRules::SPEC.standing(Combo::FourFiveSix)
        );
        assert_eq!(CeeloRules::SPEC.standing(Combo::Unrecognized), None);
    }

    #[test]
    fn ranks_name_each_class_once() {
        // (text, message)
        let cases = [
            (
                "ranks: [point, trips, four_five_six]\n",
                "a class is missing",
            ),
            (
                "ranks: [point, point, trips, four_five_six]\n",
                "a class is ranked twice",
            ),
            (
                "ranks: [point, pair, trips, four_five_six]\n",
                "invalid value: string \"pair\"",
            ),
            ("all_in: false\n", "unknown field `all_in`"),
        ];
        for (text, expected) in cases {
            let message = read(text).unwrap_err();
            assert!(message.contains(expected), "{text}: {message}");
        }
    }
}
