//! Who controlled a run's random draws, and, when nobody did, why: the
//! exact-replay check and the report read this.

use super::{DrawReport, ForgedLine};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Randomness {
    /// croupier's reference game, seeded and rigged through its arguments;
    /// its draws as it logged them.
    Reference { draws: DrawReport },
    /// The shim ran inside the program.
    Shimmed {
        /// `srand`, `srandom` and `time` were pinned to this seed (`None`: the
        /// assignment's spec fixes the seeding, so they passed through).
        pinned_seed: Option<u64>,
        draws: DrawReport,
    },
    /// Nothing croupier controls reaches the program's draws.
    NotPinned { reason: String },
    /// The draw log holds a line croupier's shim could not have written:
    /// the program wrote to it, so nothing of the run is trusted.
    Forged { line: ForgedLine },
}

impl Randomness {
    /// Why the run's randomness is the program's own, if it is.
    pub fn not_pinned_reason(&self) -> Option<&str> {
        match self {
            Randomness::NotPinned { reason } => Some(reason),
            _ => None,
        }
    }

    /// The line of the draw log the program wrote itself, if it wrote one.
    pub fn forged(&self) -> Option<&ForgedLine> {
        match self {
            Randomness::Forged { line } => Some(line),
            _ => None,
        }
    }

    /// The program drew past the script's `dice:`; the seeded generator
    /// supplied the rest.
    pub fn dice_ran_out(&self) -> bool {
        matches!(self, Randomness::Shimmed { draws, .. } if draws.dice_ran_out)
    }

    /// How many of the script's rigged draws the program used, where known.
    pub fn rigged_draws_used(&self) -> Option<usize> {
        match self {
            Randomness::Shimmed { draws, .. } => Some(draws.rigged_draws_used),
            _ => None,
        }
    }

    /// The draw log, where something croupier controls wrote one.
    pub fn draw_report(&self) -> Option<&DrawReport> {
        match self {
            Randomness::Reference { draws } | Randomness::Shimmed { draws, .. } => Some(draws),
            Randomness::NotPinned { .. } | Randomness::Forged { .. } => None,
        }
    }
}
