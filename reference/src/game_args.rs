//! Command-line options the games share: `--seed N`, `--rng KIND` and
//! `--dice LIST` (rigged draws, as a croupier script's `dice:`).

use std::time::{SystemTime, UNIX_EPOCH};

use crate::rng::{RandomSource, RngKind, ScriptedSource};

/// A game's random source: rigged draws first, then the seeded generator.
pub type GameSource = ScriptedSource<Box<dyn RandomSource + Send>>;

/// `--seed`, `--rng` and `--dice`, flattened into each game's arguments.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct GameArgs {
    /// Seed of the random generator (default: the clock, as `srand(time(0))`).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Generator to draw with: glibc, java or chacha (default: the game's own).
    #[arg(long, value_name = "KIND")]
    pub rng: Option<RngKind>,
    /// Rigged draws served before the generator, as the game shows them
    /// (die faces, card ranks, jawbone throws 0-99), comma separated.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub dice: Vec<u32>,
    /// Append every draw to FILE, a line each (`R|P <index> <value>`), as
    /// croupier's seed shim logs a C program's draws.
    #[arg(long, value_name = "FILE")]
    pub draw_log: Option<std::path::PathBuf>,
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

    /// The source to play with: `--dice` first, then `--rng` (or the game's
    /// `default` generator) seeded with `--seed`. `base` is what the game adds
    /// to a draw to show it (1 for faces and ranks, 0 for jawbone throws).
    pub fn source(&self, default: RngKind, base: u32) -> GameSource {
        let generator = self.rng.unwrap_or(default).seeded(self.seed_or_clock());
        let source = ScriptedSource::new(self.dice.clone(), base, generator);
        let log = self.draw_log.as_ref().and_then(|path| {
            std::fs::OpenOptions::new()
                .append(true)
                .create(true)
                .open(path)
                .ok()
        });
        match log {
            Some(log) => source.with_log(log),
            None => source,
        }
    }
}
