//! What a script expects to see in a program's output: plain text, matched
//! without regard to case, or a `/regex/`.

use std::fmt;

use regex::{Regex, RegexBuilder};

/// Text the output since the last input must contain, or a pattern it must match.
#[derive(Debug, Clone)]
pub enum Expectation {
    /// Case-insensitive substring; kept lowercased.
    Text(String),
    /// `/pattern/` (add `i` after the closing slash to ignore case).
    Pattern(Regex),
}

impl Expectation {
    /// Read `text` as a script writes it; the error is the reason, without the field.
    pub fn parse(text: &str) -> Result<Expectation, String> {
        if let Some((pattern, ignore_case)) = slash_delimited(text) {
            let regex = RegexBuilder::new(pattern)
                .case_insensitive(ignore_case)
                .build()
                .map_err(|error| format!("'{text}' is not a valid /regex/: {error}"))?;
            return Ok(Expectation::Pattern(regex));
        }
        if text.trim().is_empty() {
            return Err("expected text must not be empty".to_string());
        }
        Ok(Expectation::Text(text.to_lowercase()))
    }

    pub fn is_met_by(&self, output: &str) -> bool {
        match self {
            Expectation::Text(text) => output.to_lowercase().contains(text.as_str()),
            Expectation::Pattern(regex) => regex.is_match(output),
        }
    }
}

impl fmt::Display for Expectation {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expectation::Text(text) => write!(formatter, "\"{text}\""),
            Expectation::Pattern(regex) => write!(formatter, "/{}/", regex.as_str()),
        }
    }
}

fn slash_delimited(text: &str) -> Option<(&str, bool)> {
    let inner = text.strip_prefix('/')?;
    if let Some(pattern) = inner.strip_suffix("/i") {
        return Some((pattern, true));
    }
    inner.strip_suffix('/').map(|pattern| (pattern, false))
}

/// An `expect` of the script, judged against the output it applied to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectationOutcome {
    /// The step it belongs to, counted from 1.
    pub step: usize,
    /// The expectation as the script wrote it.
    pub expected: String,
    pub met: bool,
    /// The output it was judged against (since the previous input).
    pub seen: String,
    /// How many inputs had been sent when it was judged.
    pub after_inputs: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_patterns_match_as_documented() {
        let cases = [
            ("wager", "Enter in a WAGER amount: ", true),
            ("wager", "Enter a bet: ", false),
            ("/\\$\\d+\\.\\d{2}/", "balance is $100.00", true),
            ("/\\$\\d+\\.\\d{2}/", "balance is 100", false),
            ("/continue/i", "CONTINUE?", true),
            ("/continue/", "CONTINUE?", false),
        ];
        for (expected, output, met) in cases {
            let expectation = Expectation::parse(expected).unwrap();
            assert_eq!(
                expectation.is_met_by(output),
                met,
                "{expected} in {output:?}"
            );
        }
    }

    #[test]
    fn bad_patterns_and_empty_text_are_refused() {
        assert!(Expectation::parse("/(unclosed/")
            .unwrap_err()
            .contains("not a valid"));
        assert!(Expectation::parse("  ").is_err());
    }
}
