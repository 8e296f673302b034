//! Test runs put together as the driver records them: output, answers
//! typed and the draws made between them, for the value readers' tests.

use crate::behaviour::Behaviour;
use crate::checks::exact_replay::{ReferencePlay, ReplayGame};
use crate::checks::{JudgeInput, Patterns, TranscriptView};
use crate::shim::DrawReport;

/// One piece of a run: output, an answer typed, `N` faces drawn (rigged),
/// or one raw value the generator made (passed through, as a program that
/// draws with a range of its own gets it: its face is the value modulo 6).
pub enum Part<'a, const N: usize> {
    Out(&'a str),
    In(&'a str),
    Draw([u32; N]),
    Raw(i64),
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
                Part::Raw(value) => {
                    log.push_str(&format!("P {} {value}\n", value.rem_euclid(6)));
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
        self.judged_with(game, complete, deadline, None, read)
    }

    /// As [`RecordedRun::judged`], with `expected` as the reference's play
    /// of the same script.
    pub fn judged_against<R>(
        &self,
        game: &str,
        expected: &ReferencePlay,
        read: impl FnOnce(&JudgeInput<'_>) -> R,
    ) -> R {
        let deadline = crate::checks::JudgeDeadline::unbounded();
        self.judged_with(game, true, &deadline, Some(expected), read)
    }

    /// This run as the reference's play of its script: its events read by
    /// the built-in patterns of `game`, as croupier reads the reference's.
    pub fn as_reference_play(&self, game: &str) -> ReferencePlay {
        let patterns = crate::assignment::Assignment::builtin(game)
            .expect("a built-in game")
            .patterns;
        let rules = reference::game_rules::GameRules::spec(game);
        let events = ReplayGame::of(game)
            .map(|replayed| replayed.read(&self.text, &patterns, &rules))
            .unwrap_or_default();
        ReferencePlay {
            text: self.text.clone(),
            events,
            behaviour: self.behaviour.clone(),
        }
    }

    fn judged_with<R>(
        &self,
        game: &str,
        complete: bool,
        deadline: &crate::checks::JudgeDeadline,
        expected: Option<&ReferencePlay>,
        read: impl FnOnce(&JudgeInput<'_>) -> R,
    ) -> R {
        let patterns = Patterns::default();
        let rules = reference::game_rules::GameRules::spec(game);
        let shown = crate::reading::with_pictures_read(&self.text);
        read(&JudgeInput {
            view: TranscriptView::read_as(&self.text, &shown),
            patterns: &patterns,
            builtin_patterns: None,
            rules: &rules,
            seed: None,
            dice: &[],
            complete,
            behaviour: &self.behaviour,
            expected,
            deadline,
        })
    }
}
