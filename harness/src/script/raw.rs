//! The script file as written: serde structs that refuse unknown fields, to
//! be turned into validated types by `Script::parse`.

use std::cell::RefCell;
use std::fmt;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

use super::meaning::{CONFIRM, ENTER};

use crate::limits::RawLimits;
pub use crate::raw_scalar::RawScalar;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScript {
    pub description: Option<String>,
    pub seed: Option<u64>,
    #[serde(default)]
    pub dice: Vec<i64>,
    #[serde(default)]
    pub steps: Vec<RawStep>,
    pub checks: Option<Vec<String>>,
    pub limits: Option<RawLimits>,
    pub hidden: Option<bool>,
    /// Defaults per meaning: `answers: { continue: c, enter: "" }`.
    #[serde(default)]
    pub answers: serde_yaml::Mapping,
}

/// A step; besides its fields, a key may be one of the game's meanings
/// (`- wager: 500`). Which keys are meanings is set by `Script::parse` for
/// the time of the parse (`with_meaning_names`), so that any other key is
/// refused where the YAML parser still knows its line and column.
#[derive(Debug, Default)]
pub struct RawStep {
    pub send: Option<RawScalar>,
    pub expect: Option<RawScalar>,
    pub answer: Option<Vec<RawAnswerRule>>,
    pub until: Option<RawScalar>,
    /// Meaning name and the text to send, in the order written.
    pub meanings: Vec<(String, RawScalar)>,
}

#[derive(Debug, Default)]
pub struct RawAnswerRule {
    pub when: Option<RawScalar>,
    pub send: Option<RawScalar>,
    pub meanings: Vec<(String, RawScalar)>,
}

thread_local! {
    static MEANING_NAMES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Run `parse` with `names` taken as meanings in steps and answer rules.
pub fn with_meaning_names<T>(names: Vec<String>, parse: impl FnOnce() -> T) -> T {
    let before = MEANING_NAMES.with(|known| known.replace(names));
    let result = parse();
    MEANING_NAMES.with(|known| known.replace(before));
    result
}

fn is_meaning(key: &str) -> bool {
    key == ENTER
        || key == CONFIRM
        || MEANING_NAMES.with(|known| known.borrow().iter().any(|name| name == key))
}

fn unknown_key<E: de::Error>(key: &str, fields: &'static [&'static str]) -> E {
    let mut expected: Vec<String> = fields.iter().map(|field| format!("`{field}`")).collect();
    MEANING_NAMES
        .with(|known| expected.extend(known.borrow().iter().map(|name| format!("`{name}`"))));
    expected.push(format!("`{ENTER}`"));
    expected.push(format!("`{CONFIRM}`"));
    E::custom(format_args!(
        "unknown field `{key}`, expected a field or a meaning: {}",
        expected.join(", ")
    ))
}

impl<'de> Deserialize<'de> for RawStep {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct StepVisitor;
        impl<'de> Visitor<'de> for StepVisitor {
            type Value = RawStep;
            fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
                formatter.write_str("a step: `send`, `expect`, `answer` or a meaning")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawStep, A::Error> {
                const FIELDS: &[&str] = &["send", "expect", "answer", "until"];
                let mut step = RawStep::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "send" => step.send = Some(map.next_value()?),
                        "expect" => step.expect = Some(map.next_value()?),
                        "answer" => step.answer = Some(map.next_value()?),
                        "until" => step.until = Some(map.next_value()?),
                        other if is_meaning(other) => step.meanings.push((key, map.next_value()?)),
                        other => return Err(unknown_key(other, FIELDS)),
                    }
                }
                Ok(step)
            }
        }
        deserializer.deserialize_map(StepVisitor)
    }
}

impl<'de> Deserialize<'de> for RawAnswerRule {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct RuleVisitor;
        impl<'de> Visitor<'de> for RuleVisitor {
            type Value = RawAnswerRule;
            fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
                formatter.write_str("an answer rule: `when` and `send`, or a meaning")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawAnswerRule, A::Error> {
                const FIELDS: &[&str] = &["when", "send"];
                let mut rule = RawAnswerRule::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "when" => rule.when = Some(map.next_value()?),
                        "send" => rule.send = Some(map.next_value()?),
                        other if is_meaning(other) => rule.meanings.push((key, map.next_value()?)),
                        other => return Err(unknown_key(other, FIELDS)),
                    }
                }
                Ok(rule)
            }
        }
        deserializer.deserialize_map(RuleVisitor)
    }
}
