//! The numbers a Craps table is played by, the spec's by default and a
//! course's from `rules:` in its assignment.yaml: how many players, what
//! each starts with, the minimum bet and the multiple every bet is made of,
//! and the currency sign amounts are shown with.

use std::ops::RangeInclusive;

use serde::{Deserialize, Deserializer};

use crate::rule_values::{AtLeastOne, Text};
use crate::rules_file::deserialize_checked;

/// A Craps table's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CrapsRules {
    pub min_players: usize,
    pub max_players: usize,
    /// What every player starts with, in dollars.
    pub starting_bank: i64,
    /// No bet is below it.
    pub minimum_bet: i64,
    /// Every bet is a whole multiple of it.
    pub bet_multiple: i64,
    /// Written before every amount: `$100`.
    pub currency: &'static str,
}

impl Default for CrapsRules {
    fn default() -> Self {
        CrapsRules::SPEC
    }
}

impl CrapsRules {
    /// The spec's: two to six players with $100 each, bets of $10 and up in
    /// steps of $10.
    pub const SPEC: CrapsRules = CrapsRules {
        min_players: 2,
        max_players: 6,
        starting_bank: 100,
        minimum_bet: 10,
        bet_multiple: 10,
        currency: "$",
    };

    /// An amount as the table shows it: `$100`.
    pub fn money(&self, amount: i64) -> String {
        format!("{}{amount}", self.currency)
    }

    /// The numbers of players the table seats.
    pub fn player_counts(&self) -> RangeInclusive<usize> {
        self.min_players..=self.max_players
    }
}

/// `rules:` as written: every parameter optional, none unknown.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenRules {
    min_players: Option<AtLeastOne>,
    max_players: Option<AtLeastOne>,
    starting_bank: Option<AtLeastOne>,
    minimum_bet: Option<AtLeastOne>,
    bet_multiple: Option<AtLeastOne>,
    currency: Option<Text>,
}

impl WrittenRules {
    /// The rules, or why the parameters do not fit together.
    fn checked(self) -> Result<CrapsRules, String> {
        let spec = CrapsRules::default();
        let number =
            |value: Option<AtLeastOne>, default: i64| value.map_or(default, |v| i64::from(v.0));
        let count =
            |value: Option<AtLeastOne>, default: usize| value.map_or(default, |v| v.0 as usize);
        let rules = CrapsRules {
            min_players: count(self.min_players, spec.min_players),
            max_players: count(self.max_players, spec.max_players),
            starting_bank: number(self.starting_bank, spec.starting_bank),
            minimum_bet: number(self.minimum_bet, spec.minimum_bet),
            bet_multiple: number(self.bet_multiple, spec.bet_multiple),
            currency: self.currency.map_or(spec.currency, |currency| currency.0),
        };
        if rules.min_players < 2 {
            return Err(
                "min_players must be at least 2: a shooter needs someone to bet against".into(),
            );
        }
        if rules.max_players < rules.min_players {
            return Err(format!(
                "max_players ({}) is below min_players ({})",
                rules.max_players, rules.min_players
            ));
        }
        if rules.minimum_bet % rules.bet_multiple != 0 {
            return Err(format!(
                "minimum_bet ${} is not a multiple of bet_multiple ${}: no bet could be both",
                rules.minimum_bet, rules.bet_multiple
            ));
        }
        if rules.starting_bank < rules.minimum_bet {
            return Err(format!(
                "starting_bank ${} is below minimum_bet ${}: nobody could bet",
                rules.starting_bank, rules.minimum_bet
            ));
        }
        Ok(rules)
    }
}

impl<'de> Deserialize<'de> for CrapsRules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_checked(deserializer, WrittenRules::checked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<CrapsRules, String> {
        serde_yaml::from_str(text).map_err(|error| error.to_string())
    }

    #[test]
    fn left_out_parameters_are_the_specs() {
        assert_eq!(read("{}").unwrap(), CrapsRules::default());
        let rules = read(
            "max_players: 8\nstarting_bank: 250\nminimum_bet: 25\nbet_multiple: 5\ncurrency: \"€\"\n",
        )
        .unwrap();
        assert_eq!(rules.money(25), "€25");
        assert_eq!(CrapsRules::SPEC.money(100), "$100");
        assert_eq!(rules.player_counts(), 2..=8);
        assert_eq!(
            (rules.starting_bank, rules.minimum_bet, rules.bet_multiple),
            (250, 25, 5)
        );
    }

    #[test]
    fn parameters_that_cannot_work_together_are_refused() {
        // (text, message)
        let cases = [
            ("min_players: 1\n", "min_players must be at least 2"),
            (
                "min_players: 4\nmax_players: 3\n",
                "max_players (3) is below min_players (4)",
            ),
            (
                "minimum_bet: 15\n",
                "minimum_bet $15 is not a multiple of bet_multiple $10",
            ),
            (
                "starting_bank: 5\nminimum_bet: 10\n",
                "starting_bank $5 is below minimum_bet $10",
            ),
            ("minimum_bet: 0\n", "minimum_bet: must be at least 1, not 0"),
            ("players: 3\n", "unknown field `players`"),
            ("currency: \" \"\n", "currency: must not be empty"),
        ];
        for (text, expected) in cases {
            let message = read(text).unwrap_err();
            assert!(message.contains(expected), "{text}: {message}");
        }
    }
}
