//! What a game judge is given: the transcript as text with line numbers,
//! the assignment's patterns, and what the script pinned.

use reference::game_rules::GameRules;

use super::exact_replay::ReferencePlay;
use super::{CheckOutcome, JudgeDeadline, Patterns, TranscriptView};
use crate::behaviour::Behaviour;

/// One transcript to judge, from a run (`check`) or a saved file (`verify`).
#[derive(Debug)]
pub struct JudgeInput<'a> {
    pub view: TranscriptView<'a>,
    pub patterns: &'a Patterns,
    /// The built-in assignment's patterns, where it is one: patterns that
    /// differ from them are an instructor's, read instead of the values.
    pub builtin_patterns: Option<&'a Patterns>,
    /// The numbers the game is judged by.
    pub rules: &'a GameRules,
    /// The seed the script pinned, if any.
    pub seed: Option<u64>,
    /// The draws served rigged, in order, as the game shows them (empty:
    /// none): the script's `dice:`, or every face of the reference's game.
    pub dice: &'a [u32],
    /// The program ended by itself (a run cut short by a limit or a missing
    /// answer is judged only as far as it got: no check may fail for what
    /// the program never had the chance to print).
    pub complete: bool,
    /// What the program did: its dialogue and, where known, its draws.
    pub behaviour: &'a Behaviour,
    /// The reference's play of the same seed, draws and answers, where it
    /// could play the script (not for a saved transcript).
    pub expected: Option<&'a ReferencePlay>,
    /// When judging this run must end: the readers stop there.
    pub deadline: &'a JudgeDeadline,
}

/// A game's judge: one outcome for each of its game checks (not `runs`,
/// `prompts` or `exact-replay`), in the order of `game_checks`.
pub type GameJudge = fn(&JudgeInput<'_>) -> Vec<CheckOutcome>;
