//! A YAML scalar read as text: `send: 100` and `send: "100"` mean the same.

use serde::Deserialize;

/// A scalar a script may write where text is sent: `send: 100`, `send: "c"`.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum RawScalar {
    Text(String),
    Whole(i64),
    Real(f64),
    Flag(bool),
}

impl RawScalar {
    pub fn into_text(self) -> String {
        match self {
            RawScalar::Text(text) => text,
            RawScalar::Whole(number) => number.to_string(),
            RawScalar::Real(number) => number.to_string(),
            RawScalar::Flag(flag) => flag.to_string(),
        }
    }
}
