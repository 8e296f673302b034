//! The seeds a War run plays, one game per seed, as `--seeds` spells them.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// A non-empty run of `srand` seeds, first to last inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedRange {
    first: u32,
    last: u32,
}

/// A `--seeds` value that is not a usable range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeedRangeError {
    #[error("'{0}' is not a seed range: write A..=B (inclusive), A..B (B excluded) or one seed N")]
    Malformed(String),
    #[error("'{0}' is not a seed: seeds are whole numbers from 0 to 4294967295")]
    BadSeed(String),
    #[error("the range '{0}' has no seeds in it")]
    Empty(String),
    #[error(
        "the range '{range}' goes backwards: its last seed {last} comes before its first {first}"
    )]
    Reversed {
        range: String,
        first: u32,
        last: u32,
    },
}

impl SeedRange {
    /// The spec's run: seeds 1 through 100.
    pub const SPEC: SeedRange = SeedRange {
        first: 1,
        last: 100,
    };

    /// Seeds `first..=last`; `None` when `last` comes before `first`.
    pub fn new(first: u32, last: u32) -> Option<SeedRange> {
        (first <= last).then_some(SeedRange { first, last })
    }

    pub fn seeds(&self) -> RangeInclusive<u32> {
        self.first..=self.last
    }

    /// How many games the range plays.
    pub fn game_count(&self) -> u64 {
        u64::from(self.last - self.first) + 1
    }
}

impl Default for SeedRange {
    fn default() -> Self {
        SeedRange::SPEC
    }
}

impl fmt::Display for SeedRange {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}..={}", self.first, self.last)
    }
}

impl FromStr for SeedRange {
    type Err = SeedRangeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let seed = |part: &str| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| SeedRangeError::BadSeed(part.trim().to_string()))
        };
        let empty = || SeedRangeError::Empty(text.to_string());
        let range = |first: u32, last: u32| {
            SeedRange::new(first, last).ok_or_else(|| SeedRangeError::Reversed {
                range: text.to_string(),
                first,
                last,
            })
        };
        if let Some((first, last)) = text.split_once("..=") {
            range(seed(first)?, seed(last)?)
        } else if let Some((first, end)) = text.split_once("..") {
            let (first, end) = (seed(first)?, seed(end)?);
            // `A..A` is empty; `B..A` with B above A runs backwards.
            if first == end {
                return Err(empty());
            }
            if first > end {
                return range(first, end);
            }
            range(first, end - 1)
        } else if text.contains('.') {
            Err(SeedRangeError::Malformed(text.to_string()))
        } else {
            let only = seed(text)?;
            Ok(SeedRange {
                first: only,
                last: only,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_inclusive_exclusive_and_single() {
        let cases = [
            ("1..=100", Some((1, 100))),
            ("1..101", Some((1, 100))),
            (" 5 ..= 5 ", Some((5, 5))),
            ("7", Some((7, 7))),
            ("0..=4294967295", Some((0, u32::MAX))),
            ("5..5", None),
            ("6..=5", None),
            ("0..0", None),
            ("1...3", None),
            ("1.5", None),
            ("a..=3", None),
            ("-1..=3", None),
            ("1..=", None),
            ("", None),
        ];
        for (text, expected) in cases {
            let parsed = text.parse::<SeedRange>().ok();
            let expected = expected.map(|(first, last)| SeedRange { first, last });
            assert_eq!(parsed, expected, "{text:?}");
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert!(matches!(
            "5..5".parse::<SeedRange>(),
            Err(SeedRangeError::Empty(_))
        ));
        assert!(matches!(
            "6..=5".parse::<SeedRange>(),
            Err(SeedRangeError::Reversed {
                first: 6,
                last: 5,
                ..
            })
        ));
        assert!(matches!(
            "x".parse::<SeedRange>(),
            Err(SeedRangeError::BadSeed(_))
        ));
        assert!(matches!(
            "1.5".parse::<SeedRange>(),
            Err(SeedRangeError::Malformed(_))
        ));
    }

    #[test]
    fn game_count_and_display() {
        assert_eq!(SeedRange::SPEC.game_count(), 100);
        assert_eq!(SeedRange::SPEC.to_string(), "1..=100");
        assert_eq!(SeedRange::new(0, u32::MAX).unwrap().game_count(), 1 << 32);
        assert_eq!(SeedRange::SPEC.seeds().count(), 100);
    }
}
