//! `assignment.yaml` as written: serde structs that refuse unknown fields.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::{BuildSettings, DrawRange};
use crate::limits::RawLimits;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAssignment {
    pub title: String,
    pub language: String,
    pub draws: DrawRange,
    pub seeding: String,
    pub limits: Option<RawLimits>,
    pub checks: BTreeMap<String, RawCheck>,
    #[serde(default)]
    pub build: BuildSettings,
    /// Named regexes the event readers use (see `checks::Patterns`).
    #[serde(default)]
    pub patterns: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCheck {
    pub weight: f64,
}

/// An instructor's pattern overrides file (`--patterns FILE`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPatternOverrides {
    pub patterns: BTreeMap<String, String>,
}
