//! The values a `rules:` section is made of, each checked where it is
//! written (so serde_yaml names its line): whole numbers of at least 1, and
//! texts that are not empty.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

/// A whole number of at least 1, refused where it is written otherwise.
#[derive(Debug)]
pub struct AtLeastOne(pub u32);

impl<'de> Deserialize<'de> for AtLeastOne {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer
            .deserialize_u64(AtLeastOneVisitor)
            .map(AtLeastOne)
    }
}

struct AtLeastOneVisitor;

impl Visitor<'_> for AtLeastOneVisitor {
    type Value = u32;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a whole number of at least 1")
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<u32, E> {
        match u32::try_from(value) {
            Ok(0) => Err(E::custom("must be at least 1, not 0")),
            Ok(value) => Ok(value),
            Err(_) => Err(E::invalid_value(de::Unexpected::Unsigned(value), &self)),
        }
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<u32, E> {
        match u64::try_from(value) {
            Ok(value) => self.visit_u64(value),
            Err(_) => Err(E::custom(format!("must be at least 1, not {value}"))),
        }
    }
}

/// A text that is not empty, kept for the life of the process (the rules
/// are read once and positions carry their names).
#[derive(Debug)]
pub struct Text(pub &'static str);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(TextVisitor).map(Text)
    }
}

struct TextVisitor;

impl Visitor<'_> for TextVisitor {
    type Value = &'static str;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a text that is not empty")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<&'static str, E> {
        let text = text.trim();
        if text.is_empty() {
            return Err(E::custom("must not be empty"));
        }
        Ok(Box::leak(text.to_string().into_boxed_str()))
    }
}
