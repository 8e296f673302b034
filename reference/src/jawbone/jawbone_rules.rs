//! The numbers a jawbone game is played by, the spec's by default and a
//! course's from `rules:` in its assignment.yaml: the game's name, the throw
//! table, the target, the computer's threshold, the stake, the bet and the
//! currency. Each value is checked where it is read, so an error names its line.

use serde::{Deserialize, Deserializer};

use super::amount::Currency;
use super::position::{Position, ThrowOutOfRange};
use super::round::{RoundEnd, RoundLimits};
use super::throw_table::ThrowTable;
use crate::rule_values::{AtLeastOne, Text};

/// A jawbone game's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JawboneRules {
    /// What the program calls the game: `Would you like to play NAME?`.
    pub name: &'static str,
    /// Said after the name in the welcome, if anything.
    pub description: Option<&'static str>,
    pub table: ThrowTable,
    /// Banked points that win the game, reached or passed.
    pub target: u32,
    /// Round points at which the computer stops throwing (it throws while
    /// its round holds fewer).
    pub computer_stops_at: u32,
    /// What each player starts with.
    pub stake: u32,
    /// What the loser of a game pays the winner.
    pub bet: u32,
    pub currency: Currency,
}

/// `rules:` as written: every parameter optional, none unknown.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenRules {
    name: Option<Text>,
    description: Option<Text>,
    table: Option<ThrowTable>,
    target: Option<AtLeastOne>,
    computer_stops_at: Option<AtLeastOne>,
    stake: Option<AtLeastOne>,
    bet: Option<AtLeastOne>,
    currency: Option<WrittenCurrency>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenCurrency {
    one: Text,
    many: Text,
}

impl<'de> Deserialize<'de> for JawboneRules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let written = WrittenRules::deserialize(deserializer)?;
        let spec = JawboneRules::default();
        let number = |value: Option<AtLeastOne>, default| value.map_or(default, |value| value.0);
        Ok(JawboneRules {
            name: written.name.as_ref().map_or(spec.name, |name| name.0),
            description: match (&written.name, written.description) {
                (_, Some(description)) => Some(description.0),
                // Another game's name with the spec's description would be wrong.
                (Some(_), None) => None,
                (None, None) => spec.description,
            },
            table: written.table.unwrap_or(spec.table),
            target: number(written.target, spec.target),
            computer_stops_at: number(written.computer_stops_at, spec.computer_stops_at),
            stake: number(written.stake, spec.stake),
            bet: number(written.bet, spec.bet),
            currency: written.currency.map_or(spec.currency, |currency| Currency {
                one: currency.one.0,
                many: currency.many.0,
            }),
        })
    }
}

impl Default for JawboneRules {
    /// The spec's Porojen Leuka.
    fn default() -> Self {
        let limits = RoundLimits::default();
        JawboneRules {
            name: "Porojen Leuka",
            description: Some("the reindeer jawbone game of Lapland"),
            table: ThrowTable::default(),
            target: limits.target,
            computer_stops_at: limits.computer_stops_at,
            stake: 5,
            bet: 1,
            currency: Currency::default(),
        }
    }
}

impl JawboneRules {
    pub fn limits(&self) -> RoundLimits {
        RoundLimits {
            target: self.target,
            computer_stops_at: self.computer_stops_at,
        }
    }

    /// The position of a throw of `random() % 100`.
    pub fn position(&self, throw: u32) -> Result<Position, ThrowOutOfRange> {
        self.table.position(throw)
    }

    /// True when banked plus round points reach the target.
    pub fn reaches_goal(&self, banked: u32, round: u32) -> bool {
        self.limits().reaches_goal(banked, round)
    }

    /// The round took the thrower to the target: the game is won.
    pub fn wins(&self, end: RoundEnd) -> bool {
        self.limits().wins(end)
    }

    /// Every name a position goes by, with the position: the table's names.
    pub fn position_names(&self) -> impl Iterator<Item = (Position, &'static str)> + '_ {
        self.table
            .rows()
            .iter()
            .flat_map(|row| row.names.iter().map(move |name| (row.position(), *name)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jawbone::ThrowAction;

    fn read(text: &str) -> Result<JawboneRules, String> {
        serde_yaml::from_str(text).map_err(|error| error.to_string())
    }

    #[test]
    fn left_out_parameters_are_the_specs() {
        assert_eq!(read("{}").unwrap(), JawboneRules::default());
        let rules = read("target: 132\nstake: 10\n").unwrap();
        assert_eq!((rules.target, rules.stake, rules.bet), (132, 10, 1));
        assert_eq!(rules.table, ThrowTable::default());
    }

    #[test]
    fn a_variant_plays_by_its_own_numbers() {
        let rules = read(
            "name: Sarlagiin Evriig\ntable:\n  - { throws: 0-16, action: lose_round, names: [Dooshni Ever] }\n  - { throws: 17-99, action: bank_and_pass, names: [Khurtel Ever] }\ntarget: 132\ncomputer_stops_at: 26\ncurrency: { one: kopek, many: kopeks }\n",
        )
        .unwrap();
        assert_eq!(rules.name, "Sarlagiin Evriig");
        assert_eq!(rules.position(17).unwrap().action, ThrowAction::BankAndPass);
        let names: Vec<&str> = rules.position_names().map(|(_, name)| name).collect();
        assert_eq!(names, ["Dooshni Ever", "Khurtel Ever"]);
        // (banked, round points, keeps throwing): while its round is 25 or less.
        let limits = rules.limits();
        for (banked, round, expected) in [
            (0, 25, true),
            (0, 26, false),
            (106, 25, true),
            (107, 25, false),
        ] {
            assert_eq!(
                limits.keeps_throwing(banked, round),
                expected,
                "{banked} + {round}"
            );
        }
        assert!(rules.reaches_goal(100, 32) && !rules.reaches_goal(100, 31));
    }

    #[test]
    fn bad_numbers_are_refused_at_their_field() {
        // (text, message)
        let cases = [
            (
                "target: 0\n",
                "target: must be at least 1, not 0 at line 1 column 9",
            ),
            (
                "stake: -3\n",
                "stake: invalid type: integer `-3`, expected a whole number of at least 1",
            ),
            (
                "bet: two\n",
                "bet: invalid type: string \"two\", expected a whole number of at least 1",
            ),
            ("name: ''\n", "name: must not be empty"),
            ("currency: { one: kopek }\n", "missing field `many`"),
            ("goal: 132\n", "unknown field `goal`"),
        ];
        for (text, expected) in cases {
            let message = read(text).unwrap_err();
            assert!(message.contains(expected), "{text}: {message}");
        }
    }
}
