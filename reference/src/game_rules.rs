//! The rules one assignment is played and judged by: its game's parameters,
//! read from `rules:` of its assignment.yaml (today's rules where absent).

use std::path::Path;
use std::sync::LazyLock;

use crate::ceelo::CeeloRules;
use crate::craps::CrapsRules;
use crate::jawbone::JawboneRules;
use crate::ludo::LudoRules;
use crate::rules_file::{read_rules, RulesError};
use crate::war::WarRules;

/// The games a `rules:` section can be written for.
pub const GAMES: [&str; 5] = ["ceelo", "war", "ludo", "jawbone", "craps"];

/// A game's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameRules {
    Ceelo(CeeloRules),
    War(WarRules),
    Ludo(LudoRules),
    Jawbone(JawboneRules),
    Craps(CrapsRules),
    /// A name that is no game (an assignment file's error reports it).
    Unknown,
}

static SPEC_JAWBONE: LazyLock<JawboneRules> = LazyLock::new(JawboneRules::default);

impl GameRules {
    /// Today's rules of `game`.
    pub fn spec(game: &str) -> GameRules {
        match game {
            "ceelo" => GameRules::Ceelo(CeeloRules::default()),
            "war" => GameRules::War(WarRules::default()),
            "ludo" => GameRules::Ludo(LudoRules::default()),
            "jawbone" => GameRules::Jawbone(JawboneRules::default()),
            "craps" => GameRules::Craps(CrapsRules::default()),
            _ => GameRules::Unknown,
        }
    }

    /// The rules of `game` in the assignment file `text` (shown as `file`).
    pub fn read(game: &str, text: &str, file: &Path) -> Result<GameRules, RulesError> {
        match game {
            "jawbone" => Ok(GameRules::Jawbone(
                read_rules::<JawboneRules>(text, file)?.unwrap_or_default(),
            )),
            "ceelo" => Ok(GameRules::Ceelo(
                read_rules::<CeeloRules>(text, file)?.unwrap_or_default(),
            )),
            "craps" => Ok(GameRules::Craps(
                read_rules::<CrapsRules>(text, file)?.unwrap_or_default(),
            )),
            "war" => Ok(GameRules::War(
                read_rules::<WarRules>(text, file)?.unwrap_or_default(),
            )),
            "ludo" => Ok(GameRules::Ludo(
                read_rules::<LudoRules>(text, file)?.unwrap_or_default(),
            )),
            other => Ok(GameRules::spec(other)),
        }
    }

    /// The jawbone's rules (the spec's for another game, which never asks).
    pub fn jawbone(&self) -> &JawboneRules {
        match self {
            GameRules::Jawbone(rules) => rules,
            _ => &SPEC_JAWBONE,
        }
    }

    /// Cee-lo's rules (the spec's for another game).
    pub fn ceelo(&self) -> CeeloRules {
        match self {
            GameRules::Ceelo(rules) => *rules,
            _ => CeeloRules::default(),
        }
    }

    /// War's rules (the spec's for another game).
    pub fn war(&self) -> WarRules {
        match self {
            GameRules::War(rules) => *rules,
            _ => WarRules::default(),
        }
    }

    /// Ludo's rules (the spec's for another game).
    pub fn ludo(&self) -> LudoRules {
        match self {
            GameRules::Ludo(rules) => *rules,
            _ => LudoRules::default(),
        }
    }

    /// The Craps table's rules (the spec's for another game).
    pub fn craps(&self) -> CrapsRules {
        match self {
            GameRules::Craps(rules) => *rules,
            _ => CrapsRules::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_reads_its_own_parameters() {
        let file = Path::new("a.yaml");
        let rules = GameRules::read("jawbone", "rules: { target: 132 }\n", file).unwrap();
        assert_eq!(rules.jawbone().target, 132);
        let rules = GameRules::read("craps", "rules: { minimum_bet: 20 }\n", file).unwrap();
        assert_eq!(rules.craps().minimum_bet, 20);
        let rules = GameRules::read("ceelo", "rules: { wager_equal_to_balance: false }\n", file);
        assert!(!rules.unwrap().ceelo().wager_equal_to_balance);
        assert_eq!(
            GameRules::read("jawbone", "title: t\n", file).unwrap(),
            GameRules::spec("jawbone")
        );
        assert_eq!(
            GameRules::read("war", "rules: {}\n", file).unwrap(),
            GameRules::spec("war")
        );
        let rules = GameRules::read("war", "rules:\n  aces: high\n", file).unwrap();
        assert_eq!(rules.war().aces, crate::war::Aces::High);
        let rules = GameRules::read("ludo", "rules:\n  home: 40\n", file).unwrap();
        assert_eq!(rules.ludo().home, 40);
        let message = GameRules::read("ludo", "rules:\n  home: 0\n", file)
            .unwrap_err()
            .to_string();
        assert_eq!(
            message,
            "a.yaml:2:9: field `rules.home`: must be at least 1, not 0"
        );
    }
}
