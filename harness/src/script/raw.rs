//! The script file as written: serde structs that refuse unknown fields, to
//! be turned into validated types by `Script::parse`.

use serde::Deserialize;

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
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    pub send: Option<RawScalar>,
    pub expect: Option<RawScalar>,
    pub answer: Option<Vec<RawAnswerRule>>,
    pub until: Option<RawScalar>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAnswerRule {
    pub when: Option<RawScalar>,
    pub send: Option<RawScalar>,
}
