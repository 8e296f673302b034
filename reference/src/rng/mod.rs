//! Random sources: the C and Java generators students use, bit for bit, plus
//! ChaCha8 for the harness and a scripted source for rigged draws.

mod chacha_source;
mod glibc_random;
mod java_random;
mod rng_kind;
mod scripted_source;

pub use chacha_source::ChaChaSource;
pub use glibc_random::GlibcRandom;
pub use java_random::JavaRandom;
pub use rng_kind::{RngKind, UnknownRngKind};
pub use scripted_source::ScriptedSource;

/// Where a game's draws come from.
///
/// `below(n)` is the canonical draw of that generator's language for a value
/// in `0..n`: `rand() % n` for glibc, `nextInt(n)` for Java. Games add 1 where
/// they want a face (`below(6) + 1`), exactly as the C or Java source would.
pub trait RandomSource {
    /// A value in `0..n`; `n` is at least 1.
    fn below(&mut self, n: u32) -> u32;

    /// Start the generator again from `seed`, as `srand(seed)` or
    /// `setSeed(seed)` would (War reseeds once per game).
    fn reseed(&mut self, seed: u64);
}

impl<T: RandomSource + ?Sized> RandomSource for Box<T> {
    fn below(&mut self, n: u32) -> u32 {
        (**self).below(n)
    }
    fn reseed(&mut self, seed: u64) {
        (**self).reseed(seed)
    }
}
