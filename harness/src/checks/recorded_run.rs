//! Test runs put together as the driver records them: output, answers
//! typed and the draws made between them, for the value readers' tests.

use crate::behaviour::Behaviour;
use crate::checks::{JudgeInput, Patterns, TranscriptView};
use crate::shim::DrawReport;

/// One piece of a run: output, an answer typed, or `N` faces drawn.
pub enum Part<'a, const N: usize> {
    Out(&'a str),
    In(&'a str),
    Draw([u32; N]),
}

/// A run's text and behaviour, with the draws logged as the shim logs them.
pub struct RecordedRun {
    pub text: String,
    pub behaviour: Behaviour,
}

impl RecordedRun {
    pub fn of<const N: usize>(parts: &[Part<'_, N>]) -> RecordedRun {
        let mut text = String::new();
        let mut ends = Vec::new();
        let mut answers = Vec::new();
        let mut log = String::from("L\n");
        let mut marks = Vec::new();
        for part in parts {
            match part {
                Part::Out(out) => text.push_str(out),
                Part::In(answer) => {
                    marks.push(log.len() as u64);
                    text.push_str(answer);
                    text.push('\n');
                    ends.push(text.len());
                    answers.push(answer.to_string());
                }
                Part::Draw(faces) => {
                    for face in faces {
                        log.push_str(&format!("R {} {}\n", face - 1, face));
                    }
                }
            }
        }
        let report = DrawReport::parse(log.as_bytes());
        let behaviour = Behaviour::assemble(&text, &ends, &answers, &marks, Some(&report), 1);
        RecordedRun { text, behaviour }
    }

    /// `read` given the run as a judge of `game` sees it: the spec's rules,
    /// default patterns, no seed, nothing rigged, no expected game.
    pub fn judged<R>(
        &self,
        game: &str,
        complete: bool,
        read: impl FnOnce(&JudgeInput<'_>) -> R,
    ) -> R {
        self.judged_within(
            game,
            complete,
            &crate::checks::JudgeDeadline::unbounded(),
            read,
        )
    }

    /// As [`RecordedRun::judged`], by `deadline`.
    pub fn judged_within<R>(
        &self,
        game: &str,
        complete: bool,
        deadline: &crate::checks::JudgeDeadline,
        read: impl FnOnce(&JudgeInput<'_>) -> R,
    ) -> R {
        let patterns = Patterns::default();
        let rules = reference::game_rules::GameRules::spec(game);
        read(&JudgeInput {
            view: TranscriptView::new(&self.text),
            patterns: &patterns,
            builtin_patterns: None,
            rules: &rules,
            seed: None,
            dice: &[],
            complete,
            behaviour: &self.behaviour,
            expected: None,
            deadline,
        })
    }
}
