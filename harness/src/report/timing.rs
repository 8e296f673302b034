//! Where a submission's grading time went: compiling, running its scripts,
//! and judging (with croupier's own overhead), for the slowest-submissions
//! table and the benchmark.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timing {
    /// Building the sources (near 0 when the build cache had them).
    pub build_ms: u64,
    /// The programs' own run time, summed over the scripts.
    pub run_ms: u64,
    /// Everything else: judging, working folders, reports.
    pub judge_ms: u64,
}

impl Timing {
    pub fn total_ms(&self) -> u64 {
        self.build_ms + self.run_ms + self.judge_ms
    }
}
