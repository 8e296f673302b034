//! `assignment.yaml` as written: serde structs that refuse unknown fields.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::{BuildSettings, DrawRange, Visibility};
use crate::limits::RawLimits;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAssignment {
    pub title: String,
    /// The game whose rules and checks it uses (default: the assignment's
    /// own name): `game: jawbone` for a variant of Porojen Leuka.
    #[serde(default)]
    pub game: Option<String>,
    /// The game's parameters, read by `reference::game_rules::GameRules`
    /// from the text itself (so its errors name their line).
    #[serde(default, rename = "rules")]
    pub _rules: Option<serde_yaml::Value>,
    pub language: String,
    pub draws: DrawRange,
    pub seeding: String,
    pub limits: Option<RawLimits>,
    pub checks: BTreeMap<String, RawCheck>,
    /// Weight and visibility of scripts, by script name (file name without `.yaml`).
    #[serde(default)]
    pub scripts: BTreeMap<String, RawScriptSettings>,
    /// Checks left out of the maximum for programs in a language, by
    /// language (`c`, `cpp`, `java`): `not_applicable: { java: [exact-replay] }`.
    #[serde(default)]
    pub not_applicable: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub build: BuildSettings,
    /// Named regexes the event readers use (see `checks::Patterns`).
    #[serde(default)]
    pub patterns: BTreeMap<String, String>,
    /// What a prompt may ask, each meaning with the words that name it
    /// (`wager: [wager, bet]`, or `{ words: [...], says: a wager }`), in order.
    #[serde(default)]
    pub meanings: serde_yaml::Mapping,
}

/// One meaning as `assignment.yaml` writes it.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum RawMeaning {
    Words(Vec<String>),
    Described {
        words: Vec<String>,
        says: Option<String>,
    },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCheck {
    pub weight: f64,
    #[serde(default)]
    pub visibility: Visibility,
    /// The check reads what was typed; left out, a course's copy keeps what
    /// the built-in assignment of its game says.
    #[serde(default)]
    pub needs_inputs: Option<bool>,
    /// What the check judges, in a sentence for students (`croupier list`).
    #[serde(default)]
    pub rule: Option<String>,
}

/// A script's share of each check it judges (default 1) and its visibility.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScriptSettings {
    #[serde(default = "one")]
    pub weight: f64,
    #[serde(default)]
    pub visibility: Visibility,
}

fn one() -> f64 {
    1.0
}

/// An instructor's pattern overrides file (`--patterns FILE`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPatternOverrides {
    pub patterns: BTreeMap<String, String>,
}
