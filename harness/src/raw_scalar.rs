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
    /// A YAML value that is a scalar (text, a number, true/false); None for
    /// a list, a map or nothing.
    pub fn of(value: &serde_yaml::Value) -> Option<RawScalar> {
        use serde_yaml::Value;
        match value {
            Value::String(text) => Some(RawScalar::Text(text.clone())),
            Value::Number(number) => Some(match number.as_i64() {
                Some(whole) => RawScalar::Whole(whole),
                None => RawScalar::Real(number.as_f64()?),
            }),
            Value::Bool(flag) => Some(RawScalar::Flag(*flag)),
            Value::Tagged(tagged) => RawScalar::of(&tagged.value),
            Value::Null | Value::Sequence(_) | Value::Mapping(_) => None,
        }
    }

    pub fn into_text(self) -> String {
        match self {
            RawScalar::Text(text) => text,
            RawScalar::Whole(number) => number.to_string(),
            RawScalar::Real(number) => number.to_string(),
            RawScalar::Flag(flag) => flag.to_string(),
        }
    }
}
