//! Command-line options the seeded games share: `--seed N` and `--rng KIND`.

use std::time::{SystemTime, UNIX_EPOCH};

use crate::rng::{RandomSource, RngKind};

/// `--seed` and `--rng`, flattened into each game's arguments.
#[derive(Debug, Clone, clap::Args)]
pub struct GameArgs {
    /// Seed of the random generator (default: the clock, as `srand(time(0))`).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Generator to draw with: glibc, java or chacha (default: the game's own).
    #[arg(long, value_name = "KIND")]
    pub rng: Option<RngKind>,
}

impl GameArgs {
    /// The seed given, or the clock's seconds as the specs' `time(0)` gives.
    pub fn seed_or_clock(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|elapsed| elapsed.as_secs())
                .unwrap_or(1)
        })
    }

    /// The generator to play with, seeded.
    pub fn source(&self, default: RngKind) -> Box<dyn RandomSource + Send> {
        self.rng.unwrap_or(default).seeded(self.seed_or_clock())
    }
}
