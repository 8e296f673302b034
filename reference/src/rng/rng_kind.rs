//! Naming a generator on the command line and building it from a seed.

use std::fmt;
use std::str::FromStr;

use super::{ChaChaSource, GlibcRandom, JavaRandom, RandomSource};

/// The generators a game can be played with (`--rng glibc|java|chacha`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RngKind {
    Glibc,
    Java,
    ChaCha,
}

impl RngKind {
    pub const ALL: [RngKind; 3] = [RngKind::Glibc, RngKind::Java, RngKind::ChaCha];

    /// The generator seeded as the canonical program seeds it.
    pub fn seeded(self, seed: u64) -> Box<dyn RandomSource + Send> {
        match self {
            RngKind::Glibc => Box::new(GlibcRandom::new(seed as u32)),
            RngKind::Java => Box::new(JavaRandom::new(seed as i64)),
            RngKind::ChaCha => Box::new(ChaChaSource::new(seed)),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            RngKind::Glibc => "glibc",
            RngKind::Java => "java",
            RngKind::ChaCha => "chacha",
        }
    }
}

impl fmt::Display for RngKind {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.name())
    }
}

/// A `--rng` value that names no generator.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown random generator '{0}' (expected glibc, java or chacha)")]
pub struct UnknownRngKind(pub String);

impl FromStr for RngKind {
    type Err = UnknownRngKind;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        RngKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownRngKind(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in RngKind::ALL {
            assert_eq!(kind.name().parse::<RngKind>(), Ok(kind));
        }
        assert!("mersenne".parse::<RngKind>().is_err());
    }

    #[test]
    fn seeded_generators_draw_like_their_languages() {
        assert_eq!(RngKind::Glibc.seeded(7).below(6) + 1, 4);
        assert_eq!(RngKind::Java.seeded(42).below(6) + 1, 3);
    }
}
