//! A Cee-lo transcript as the checks share it: its events, its games, and
//! what to say when a line shape a check needs is not there.

use super::ceelo_events::{read_ceelo_events, CeeloEvent, CeeloEventKind};
use super::played_games::{marks_unrecognized_rolls, played_games, PlayedGame};
use crate::checks::{CheckOutcome, JudgeInput, TranscriptView};

#[derive(Debug)]
pub struct CeeloReading<'a> {
    pub view: &'a TranscriptView<'a>,
    pub events: Vec<CeeloEvent>,
    pub games: Vec<PlayedGame>,
    /// The program marks unrecognized rolls (`(unrecognized combo)`).
    pub marks_unrecognized: bool,
    /// The program ended by itself (see `JudgeInput::complete`).
    pub complete: bool,
}

/// A kind of line a check reads, named for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineShape {
    Roll,
    Result,
    WagerPrompt,
    Balance,
}

impl LineShape {
    fn described(self) -> &'static str {
        match self {
            LineShape::Roll => {
                "roll lines like 'You rolled (5, 4, 3)' or 'CPU rolled (4, 4, 6)' (pattern `roll`)"
            }
            LineShape::Result => "result lines like 'You won!' or 'You lost!' (pattern `result`)",
            LineShape::WagerPrompt => {
                "wager prompts like 'Enter in a wager amount (in dollars): 50' (pattern `wager_prompt`)"
            }
            LineShape::Balance => {
                "balance lines like 'Your current balance is $100.00' (pattern `balance`)"
            }
        }
    }

    fn is_shape_of(self, kind: &CeeloEventKind) -> bool {
        match self {
            LineShape::Roll => matches!(kind, CeeloEventKind::Rolled(_)),
            LineShape::Result => matches!(kind, CeeloEventKind::Decided(_)),
            LineShape::WagerPrompt => matches!(kind, CeeloEventKind::WagerAsked { .. }),
            LineShape::Balance => matches!(
                kind,
                CeeloEventKind::BalanceShown(_) | CeeloEventKind::LeftWith(_)
            ),
        }
    }
}

impl<'a> CeeloReading<'a> {
    pub fn read(input: &'a JudgeInput<'a>) -> Self {
        let events = read_ceelo_events(input.view.text(), input.patterns);
        let marks_unrecognized = marks_unrecognized_rolls(&events);
        let games = played_games(&events, marks_unrecognized);
        CeeloReading {
            view: &input.view,
            events,
            games,
            marks_unrecognized,
            complete: input.complete,
        }
    }

    /// When no line of each shape in `shapes` was read: an error naming the
    /// first missing shape (a skip if the run was cut short, since the
    /// program may not have got that far). None when all are there.
    pub fn missing(&self, id: &str, shapes: &[LineShape]) -> Option<CheckOutcome> {
        let absent = shapes.iter().find(|shape| {
            !self
                .events
                .iter()
                .any(|event| shape.is_shape_of(&event.kind))
        })?;
        Some(if self.complete {
            CheckOutcome::error(
                id,
                format!(
                    "no {} found in the transcript, so this check could not be judged",
                    absent.described()
                ),
            )
            .help("if your program words these lines differently, ask your instructor: the patterns can be adjusted")
        } else {
            CheckOutcome::skip(
                id,
                format!("the run ended early, before any {}", absent.described()),
            )
        })
    }
}
