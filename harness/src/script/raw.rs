//! The script file as written: serde structs that refuse unknown fields, to
//! be turned into validated types by `Script::parse`.

use std::fmt;

use serde::de::{Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use serde_yaml::Value;

use crate::limits::RawLimits;

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
/// (`- wager: 500`). Every other key is kept, for `Script::parse` to say
/// which are meanings and to list each one that is not, with the others'
/// problems, rather than stopping at the first.
#[derive(Debug, Default)]
pub struct RawStep {
    pub send: Option<Value>,
    pub expect: Option<Value>,
    pub answer: Option<Vec<RawAnswerRule>>,
    pub until: Option<Value>,
    /// Every other key and its value, in the order written.
    pub others: Vec<(String, Value)>,
}

#[derive(Debug, Default)]
pub struct RawAnswerRule {
    pub when: Option<Value>,
    pub send: Option<Value>,
    pub others: Vec<(String, Value)>,
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
                let mut step = RawStep::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "send" => step.send = Some(map.next_value()?),
                        "expect" => step.expect = Some(map.next_value()?),
                        "answer" => step.answer = Some(map.next_value()?),
                        "until" => step.until = Some(map.next_value()?),
                        _ => step.others.push((key, map.next_value()?)),
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
                let mut rule = RawAnswerRule::default();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "when" => rule.when = Some(map.next_value()?),
                        "send" => rule.send = Some(map.next_value()?),
                        _ => rule.others.push((key, map.next_value()?)),
                    }
                }
                Ok(rule)
            }
        }
        deserializer.deserialize_map(RuleVisitor)
    }
}
