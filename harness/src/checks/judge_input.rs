//! What a game judge is given: the transcript as text with line numbers,
//! the assignment's patterns, and what the script pinned.

use super::{CheckOutcome, Patterns, TranscriptView};

/// One transcript to judge, from a run (`check`) or a saved file (`verify`).
#[derive(Debug)]
pub struct JudgeInput<'a> {
    pub view: TranscriptView<'a>,
    pub patterns: &'a Patterns,
    /// The seed the script pinned, if any.
    pub seed: Option<u64>,
    /// The rigged draws the script listed, in order (empty: none).
    pub dice: &'a [u32],
    /// The program ended by itself (a run cut short by a limit or a missing
    /// answer is judged only as far as it got: no check may fail for what
    /// the program never had the chance to print).
    pub complete: bool,
}

/// A game's judge: one outcome for each of its game checks (not `runs`,
/// `prompts` or `exact-replay`), in the order of `game_checks`.
pub type GameJudge = fn(&JudgeInput<'_>) -> Vec<CheckOutcome>;
