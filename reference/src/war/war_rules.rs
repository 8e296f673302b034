//! The numbers a War run is played by, the spec's by default and a course's
//! from `rules:` in its assignment.yaml: the seeds (one game each), the deck
//! (ranks and cards of each), the cards each player is dealt, and whether
//! the Ace plays low or high.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

use super::deal::Rank;
use super::seed_range::SeedRange;
use crate::rule_values::AtLeastOne;
use crate::rules_file::deserialize_checked;

/// Where the Ace stands among the ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Aces {
    /// The spec's: the Ace is 1, below every other card.
    Low,
    /// The Ace beats every other card (it is still drawn and shown as 1).
    High,
}

/// A War run's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WarRules {
    /// One game per seed, each dealt after its own `srand(seed)`.
    pub seeds: SeedRange,
    /// Ranks in the deck, 1 (the Ace) to `ranks`; a card is `rand() % ranks + 1`.
    pub ranks: u8,
    /// Cards of each rank in the deck (the spec's four suits).
    pub cards_per_rank: u8,
    /// Cards dealt to each player, and so hands per game.
    pub cards_per_player: usize,
    pub aces: Aces,
}

impl Default for WarRules {
    fn default() -> Self {
        WarRules::SPEC
    }
}

impl WarRules {
    /// The spec's: seeds 1 to 100, a deck of 13 ranks in four suits, 26
    /// cards each, Aces low.
    pub const SPEC: WarRules = WarRules {
        seeds: SeedRange::SPEC,
        ranks: 13,
        cards_per_rank: 4,
        cards_per_player: 26,
        aces: Aces::Low,
    };

    /// Cards in the deck.
    pub fn deck_size(&self) -> usize {
        usize::from(self.ranks) * usize::from(self.cards_per_rank)
    }

    /// Cards dealt in one game (both players').
    pub fn cards_dealt(&self) -> usize {
        2 * self.cards_per_player
    }

    /// How a rank plays: its number, the Ace above the top rank when high.
    pub fn strength(&self, rank: Rank) -> u16 {
        match (self.aces, rank) {
            (Aces::High, 1) => u16::from(self.ranks) + 1,
            _ => u16::from(rank),
        }
    }

    /// True for a rank of this deck, 1 to `ranks`.
    pub fn is_rank(&self, card: i64) -> bool {
        (1..=i64::from(self.ranks)).contains(&card)
    }

    /// The Ace's rule as a student reads it: "Aces are low (1 loses to every
    /// other card)".
    pub fn aces_rule(&self) -> &'static str {
        match self.aces {
            Aces::Low => "Aces are low (1 loses to every other card)",
            Aces::High => "Aces are high (1 beats every other card)",
        }
    }

    /// The seeds as a student reads them: "1 to 100".
    pub fn seeds_text(&self) -> String {
        let seeds = self.seeds.seeds();
        format!("{} to {}", seeds.start(), seeds.end())
    }
}

/// `rules:` as written: every parameter optional, none unknown.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenRules {
    seeds: Option<Seeds>,
    ranks: Option<AtLeastOne>,
    cards_per_rank: Option<AtLeastOne>,
    cards_per_player: Option<AtLeastOne>,
    aces: Option<Aces>,
}

/// The largest deck a rule accepts: a rank is shown as a number a person
/// reads, and a u8 holds it.
const MOST_RANKS: u32 = 99;

impl WrittenRules {
    /// The rules, or why the parameters do not fit together.
    fn checked(self) -> Result<WarRules, String> {
        let spec = WarRules::SPEC;
        let ranks = self.ranks.map_or(u32::from(spec.ranks), |ranks| ranks.0);
        if !(2..=MOST_RANKS).contains(&ranks) {
            return Err(format!(
                "ranks must be from 2 to {MOST_RANKS} (a hand compares two ranks), not {ranks}"
            ));
        }
        let cards_per_rank = self
            .cards_per_rank
            .map_or(u32::from(spec.cards_per_rank), |cards| cards.0);
        if cards_per_rank > MOST_RANKS {
            return Err(format!(
                "cards_per_rank must be at most {MOST_RANKS}, not {cards_per_rank}"
            ));
        }
        let rules = WarRules {
            seeds: self.seeds.map_or(spec.seeds, |seeds| seeds.0),
            ranks: ranks as u8,
            cards_per_rank: cards_per_rank as u8,
            cards_per_player: self
                .cards_per_player
                .map_or(spec.cards_per_player, |cards| cards.0 as usize),
            aces: self.aces.unwrap_or(spec.aces),
        };
        if rules.cards_dealt() > rules.deck_size() {
            return Err(format!(
                "cards_per_player {} deals {} cards, but a deck of {} ranks with {} cards each has only {}",
                rules.cards_per_player,
                rules.cards_dealt(),
                rules.ranks,
                rules.cards_per_rank,
                rules.deck_size()
            ));
        }
        Ok(rules)
    }
}

impl<'de> Deserialize<'de> for WarRules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_checked(deserializer, WrittenRules::checked)
    }
}

/// `seeds:` as `--seeds` spells it (`1..=100`, `1..101`, one seed `7`),
/// refused where it is written when it holds no seed.
struct Seeds(SeedRange);

impl<'de> Deserialize<'de> for Seeds {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SeedsVisitor)
    }
}

struct SeedsVisitor;

impl Visitor<'_> for SeedsVisitor {
    type Value = Seeds;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(
            "a seed range such as 1..=100 (last included), 1..101 (last left out), or one seed",
        )
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Seeds, E> {
        text.parse::<SeedRange>().map(Seeds).map_err(E::custom)
    }

    fn visit_u64<E: de::Error>(self, seed: u64) -> Result<Seeds, E> {
        self.visit_str(&seed.to_string())
    }

    fn visit_i64<E: de::Error>(self, seed: i64) -> Result<Seeds, E> {
        self.visit_str(&seed.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<WarRules, String> {
        serde_yaml::from_str(text).map_err(|error| error.to_string())
    }

    #[test]
    fn left_out_parameters_are_the_specs() {
        assert_eq!(read("{}").unwrap(), WarRules::SPEC);
        let rules =
            read("seeds: 5..=20\nranks: 10\ncards_per_rank: 4\ncards_per_player: 20\naces: high\n")
                .unwrap();
        assert_eq!(rules.seeds, SeedRange::new(5, 20).unwrap());
        assert_eq!((rules.deck_size(), rules.cards_dealt()), (40, 40));
        assert_eq!(
            read("seeds: 7\n").unwrap().seeds,
            SeedRange::new(7, 7).unwrap()
        );
    }

    #[test]
    fn parameters_that_cannot_work_together_are_refused() {
        // (text, message)
        let cases = [
            ("seeds: 5..5\n", "the range '5..5' has no seeds in it"),
            ("seeds: 9..=3\n", "the range '9..=3' goes backwards"),
            ("seeds: one\n", "'one' is not a seed"),
            ("seeds: -3\n", "'-3' is not a seed"),
            ("ranks: 1\n", "ranks must be from 2 to 99"),
            ("ranks: 0\n", "ranks: must be at least 1, not 0"),
            (
                "cards_per_player: 27\n",
                "cards_per_player 27 deals 54 cards, but a deck of 13 ranks with 4 cards each has only 52",
            ),
            ("aces: middle\n", "unknown variant `middle`, expected `low` or `high`"),
            ("aces: [low]\n", "aces: invalid type: sequence"),
            ("suits: 4\n", "unknown field `suits`"),
        ];
        for (text, expected) in cases {
            let message = read(text).unwrap_err();
            assert!(message.contains(expected), "{text}: {message}");
        }
    }
}
