//! A Cee-lo transcript as the checks share it: its events, its games, and
//! what to say when a line shape a check needs is not there.

use super::ceelo_events::RollSeen;
use super::ceelo_events::{read_ceelo_events, CeeloEvent, CeeloEventKind};
use super::inferred_results::with_results_from_balances;
use super::played_games::{marks_unrecognized_rolls, played_games, PlayedGame};
use super::value_reader::{game_parting, read_by_values, GameParting};
use crate::checks::{CheckOutcome, JudgeInput, TranscriptView};

/// An instructor gave patterns of their own (`--patterns`, or an
/// assignment file's): read by them, as they asked. Otherwise by values.
fn patterns_overridden(input: &JudgeInput<'_>) -> bool {
    let Ok(builtin) = crate::assignment::Assignment::builtin("ceelo") else {
        return false;
    };
    super::ceelo_events::ALL_PATTERNS.iter().any(|name| {
        input.patterns.get(name).map(|regex| regex.as_str())
            != builtin.patterns.get(name).map(|regex| regex.as_str())
    })
}

#[derive(Debug)]
pub struct CeeloReading<'a> {
    pub view: &'a TranscriptView<'a>,
    pub events: Vec<CeeloEvent>,
    pub games: Vec<PlayedGame>,
    /// The program marks unrecognized rolls (`(unrecognized combo)`).
    pub marks_unrecognized: bool,
    /// The program ended by itself (see `JudgeInput::complete`).
    pub complete: bool,
    /// The rules the games are judged by.
    pub rules: reference::ceelo::CeeloRules,
    /// The roll the program drew after the reference's same game had ended
    /// (its draws tell: [`game_parting`]), as read: past a
    /// decided game only where the rolls read decide it there too.
    pub rolled_past_game_end: Option<(usize, RollSeen)>,
    /// Where the last roll shows before which the program stopped drawing
    /// while the reference's same game rolled on (its draws tell:
    /// [`game_parting`]).
    pub stopped_rolling_after: Option<usize>,
}

/// Where the program's game parted from the reference's (its draws tell:
/// [`game_parting`]), as read: the roll drawn past the reference's game,
/// or the offset of the last roll before the program stopped short of it;
/// known when every draw was read as a roll (three draws a roll).
fn shown_game_parting(
    input: &JudgeInput<'_>,
    events: &[CeeloEvent],
) -> (Option<(usize, RollSeen)>, Option<usize>) {
    let (Some(parting), Some(draws)) = (game_parting(input), input.behaviour.draws.as_ref()) else {
        return (None, None);
    };
    let rolls: Vec<(usize, RollSeen)> = events
        .iter()
        .filter_map(|event| match event.kind {
            CeeloEventKind::Rolled(seen) => Some((event.offset, seen)),
            _ => None,
        })
        .collect();
    let shown = |roll: usize| {
        (rolls.len() * 3 == draws.len())
            .then(|| rolls.get(roll).copied())
            .flatten()
    };
    match parting {
        GameParting::RolledPast(roll) => (shown(roll), None),
        GameParting::StoppedAfter(roll) => (None, shown(roll).map(|(offset, _)| offset)),
    }
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
            LineShape::Roll => "roll of three dice",
            LineShape::Result => "game result (who won or lost)",
            LineShape::WagerPrompt => "wager typed",
            LineShape::Balance => "balance shown",
        }
    }

    fn is_shape_of(self, kind: &CeeloEventKind) -> bool {
        match self {
            LineShape::Roll => matches!(kind, CeeloEventKind::Rolled(_)),
            LineShape::Result => matches!(kind, CeeloEventKind::Decided(_)),
            LineShape::WagerPrompt => matches!(kind, CeeloEventKind::WagerAsked { .. }),
            LineShape::Balance => matches!(
                kind,
                CeeloEventKind::BalanceShown(_)
                    | CeeloEventKind::LeftWith(_)
                    | CeeloEventKind::AmountShown(_)
            ),
        }
    }
}

impl<'a> CeeloReading<'a> {
    pub fn read(input: &'a JudgeInput<'a>) -> Self {
        let by_patterns = patterns_overridden(input);
        let events = if by_patterns {
            read_ceelo_events(input.view.text(), input.patterns)
        } else {
            with_results_from_balances(read_by_values(input))
        };
        let (rolled_past_game_end, stopped_rolling_after) = if by_patterns {
            (None, None)
        } else {
            shown_game_parting(input, &events)
        };
        let marks_unrecognized = marks_unrecognized_rolls(&events);
        let games = played_games(&events, marks_unrecognized, &input.rules.ceelo());
        CeeloReading {
            view: &input.view,
            events,
            games,
            marks_unrecognized,
            complete: input.complete,
            rules: input.rules.ceelo(),
            rolled_past_game_end,
            stopped_rolling_after,
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
            CheckOutcome::skip(
                id,
                format!(
                    "no {} could be read in the output, so there was nothing to judge",
                    absent.described()
                ),
            )
        } else {
            CheckOutcome::skip(
                id,
                format!("the run ended early, before any {}", absent.described()),
            )
        })
    }
}
