//! Rigged draws: a script's `dice:` list served in order, then the pinned
//! generator underneath, so a script means the same game for every program.

use std::io::Write;

use super::RandomSource;

/// Serves listed values first, then falls through to `fallback`.
///
/// Values are stored as the game shows them (a die face 1..=6, a card rank
/// 1..=13, a jawbone throw 0..=99); `base` is what the game adds to a draw
/// (1 for faces, 0 for throws), so `below` hands back `value - base`. The
/// listed draws do not advance the fallback generator, as the C shim's
/// rigged `rand()` does not advance glibc's.
#[derive(Debug)]
pub struct ScriptedSource<F> {
    values: Vec<u32>,
    base: u32,
    served: usize,
    fallback: F,
    /// A draw log in croupier's format (`R|P <index> <value>` a line), as
    /// the C shim writes it, so croupier sees the reference's draws too.
    log: Option<std::fs::File>,
    ran_out_logged: bool,
}

impl<F: RandomSource> ScriptedSource<F> {
    pub fn new(values: Vec<u32>, base: u32, fallback: F) -> Self {
        ScriptedSource {
            values,
            base,
            served: 0,
            fallback,
            log: None,
            ran_out_logged: false,
        }
    }

    /// Log every draw to `log`, a line each, written as it is drawn.
    pub fn with_log(mut self, mut log: std::fs::File) -> Self {
        // A log nobody can write is not a reason to stop the game.
        let _ = log.write_all(b"L\n");
        self.log = Some(log);
        self
    }

    fn log_line(&mut self, line: &str) {
        if let Some(log) = self.log.as_mut() {
            let _ = log.write_all(line.as_bytes());
        }
    }

    /// How many listed values have been used.
    pub fn served(&self) -> usize {
        self.served
    }

    /// True once the program has drawn past the end of the list.
    pub fn ran_out(&self) -> bool {
        self.served >= self.values.len()
    }
}

impl<F: RandomSource> RandomSource for ScriptedSource<F> {
    fn below(&mut self, n: u32) -> u32 {
        match self.values.get(self.served) {
            Some(&value) => {
                self.served += 1;
                // A listed value the game cannot draw is folded into range, as
                // the C shim's modulo mapping would; scripts are validated
                // against the assignment's sides before they get here.
                let drawn = value.wrapping_sub(self.base) % n;
                self.log_line(&format!("R {drawn} {drawn}\n"));
                drawn
            }
            None => {
                if !self.values.is_empty() && !self.ran_out_logged {
                    self.ran_out_logged = true;
                    self.log_line("X\n");
                }
                let drawn = self.fallback.below(n);
                self.log_line(&format!("P {drawn} {drawn}\n"));
                drawn
            }
        }
    }
    fn reseed(&mut self, seed: u64) {
        self.fallback.reseed(seed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GlibcRandom;

    #[test]
    fn serves_the_list_then_the_untouched_fallback() {
        let mut source = ScriptedSource::new(vec![6, 6, 3], 1, GlibcRandom::new(7));
        let faces: Vec<u32> = (0..5).map(|_| source.below(6) + 1).collect();
        // After the three listed faces, glibc from seed 7 starts at its first draw.
        assert_eq!(faces, [6, 6, 3, 4, 4]);
        assert!(source.ran_out());
        assert_eq!(source.served(), 3);
    }

    #[test]
    fn every_draw_is_logged_as_the_shim_logs_it() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("draws");
        let log = std::fs::File::create(&path).unwrap();
        let mut source = ScriptedSource::new(vec![6, 2], 1, GlibcRandom::new(7)).with_log(log);
        let faces: Vec<u32> = (0..3).map(|_| source.below(6) + 1).collect();
        assert_eq!(faces, [6, 2, 4]);
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "L\nR 5 5\nR 1 1\nX\nP 3 3\n"
        );
    }

    #[test]
    fn zero_based_values_pass_through_for_throws() {
        let mut source = ScriptedSource::new(vec![16, 15, 99], 0, GlibcRandom::new(1));
        let throws: Vec<u32> = (0..3).map(|_| source.below(100)).collect();
        assert_eq!(throws, [16, 15, 99]);
        assert!(source.ran_out());
    }
}
