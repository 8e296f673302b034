//! The games in a transcript: runs of rolls up to a result, and what the
//! program claimed about each roll (recognized or not), read from its
//! `(unrecognized combo)` marks or, for programs that print none, from who
//! rolled next.

use reference::ceelo::{Outcome, Roller};

use super::ceelo_events::{CeeloEvent, CeeloEventKind, RollSeen};

/// What the program treated a roll as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// It ended that roller's turn (or was not marked unrecognized).
    Recognized,
    /// The roller rolled again (or it was marked unrecognized).
    Unrecognized,
    /// The transcript stops before showing it.
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedRoll {
    pub offset: usize,
    pub roll: RollSeen,
    pub claim: Claim,
    /// The program printed a tie right after this roll.
    pub tie_announced: bool,
}

/// One game: its rolls in order, and its result if the program printed one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedGame {
    pub rolls: Vec<PlayedRoll>,
    /// The printed result and its offset.
    pub result: Option<(Outcome, usize)>,
}

/// The games of `events`. A game is the rolls from the first roll after any
/// other event up to a result; a result with no roll before it (a second
/// "You lost all your money") belongs to no game. `marks` says whether the
/// program marks unrecognized rolls at all ([`marks_unrecognized_rolls`]).
pub fn played_games(events: &[CeeloEvent], marks: bool) -> Vec<PlayedGame> {
    let mut games = Vec::new();
    let mut rolls: Vec<PlayedRoll> = Vec::new();
    for event in events {
        match &event.kind {
            CeeloEventKind::Rolled(roll) => rolls.push(PlayedRoll {
                offset: event.offset,
                roll: *roll,
                claim: Claim::Unknown,
                tie_announced: false,
            }),
            CeeloEventKind::TieAnnounced => {
                if let Some(last) = rolls.last_mut() {
                    last.tie_announced = true;
                }
            }
            CeeloEventKind::Decided(outcome) => {
                if !rolls.is_empty() {
                    games.push(PlayedGame {
                        rolls: std::mem::take(&mut rolls),
                        result: Some((*outcome, event.offset)),
                    });
                }
            }
            CeeloEventKind::BalanceShown(_) | CeeloEventKind::AmountShown(_) => {}
            CeeloEventKind::InitialBalanceAsked { .. }
            | CeeloEventKind::WagerAsked { .. }
            | CeeloEventKind::ContinueAsked { .. }
            | CeeloEventKind::LeftWith(_) => {
                if !rolls.is_empty() {
                    games.push(PlayedGame {
                        rolls: std::mem::take(&mut rolls),
                        result: None,
                    });
                }
            }
        }
    }
    if !rolls.is_empty() {
        games.push(PlayedGame {
            rolls,
            result: None,
        });
    }
    for game in &mut games {
        set_claims(game, marks);
    }
    games
}

/// Whether the program marks unrecognized rolls: then a roll without the
/// mark is one it recognized.
pub fn marks_unrecognized_rolls(events: &[CeeloEvent]) -> bool {
    events.iter().any(
        |event| matches!(&event.kind, CeeloEventKind::Rolled(roll) if roll.marked_unrecognized),
    )
}

fn set_claims(game: &mut PlayedGame, marks: bool) {
    let decided = game.result.is_some();
    let rollers: Vec<Roller> = game.rolls.iter().map(|played| played.roll.roller).collect();
    for (index, played) in game.rolls.iter_mut().enumerate() {
        played.claim = if marks {
            if played.roll.marked_unrecognized {
                Claim::Unrecognized
            } else {
                Claim::Recognized
            }
        } else if played.tie_announced {
            Claim::Recognized
        } else {
            match rollers.get(index + 1) {
                Some(&next) if next == played.roll.roller => Claim::Unrecognized,
                Some(_) => Claim::Recognized,
                None if decided => Claim::Recognized,
                None => Claim::Unknown,
            }
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(offset: usize, kind: CeeloEventKind) -> CeeloEvent {
        CeeloEvent { offset, kind }
    }

    fn rolled(offset: usize, roller: Roller, faces: [u32; 3], marked: bool) -> CeeloEvent {
        event(
            offset,
            CeeloEventKind::Rolled(RollSeen {
                roller,
                faces,
                marked_unrecognized: marked,
            }),
        )
    }

    fn claims(game: &PlayedGame) -> Vec<Claim> {
        game.rolls.iter().map(|played| played.claim).collect()
    }

    #[test]
    fn results_and_prompts_close_games_and_a_repeated_result_is_no_game() {
        use CeeloEventKind::*;
        let events = [
            event(0, WagerAsked { typed: "5".into() }),
            rolled(1, Roller::Player, [1, 1, 2], false),
            rolled(2, Roller::Cpu, [4, 5, 6], false),
            event(3, Decided(Outcome::Lost)),
            event(4, Decided(Outcome::Lost)),
            event(5, ContinueAsked { typed: "c".into() }),
            rolled(6, Roller::Player, [2, 2, 2], false),
            event(7, WagerAsked { typed: "5".into() }),
            rolled(8, Roller::Player, [3, 3, 3], false),
        ];
        let games = played_games(&events, false);
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].result, Some((Outcome::Lost, 3)));
        assert_eq!(games[1].result, None);
        assert_eq!(games[2].rolls[0].offset, 8);
    }

    #[test]
    fn without_marks_the_next_roller_tells_the_claim() {
        use Claim::*;
        let events = [
            rolled(0, Roller::Player, [1, 2, 4], false),
            rolled(1, Roller::Player, [2, 2, 5], false),
            rolled(2, Roller::Cpu, [5, 5, 1], false),
            event(3, CeeloEventKind::TieAnnounced),
            rolled(4, Roller::Player, [6, 6, 1], false),
            rolled(5, Roller::Cpu, [6, 1, 2], false),
        ];
        let games = played_games(&events, marks_unrecognized_rolls(&events));
        assert_eq!(
            claims(&games[0]),
            [Unrecognized, Recognized, Recognized, Recognized, Unknown]
        );
        assert!(games[0].rolls[2].tie_announced);
    }

    #[test]
    fn with_marks_the_mark_tells_the_claim() {
        use Claim::*;
        let events = [
            rolled(0, Roller::Player, [1, 2, 4], true),
            rolled(1, Roller::Player, [2, 2, 5], false),
            rolled(2, Roller::Cpu, [2, 2, 6], false),
            event(3, CeeloEventKind::Decided(Outcome::Lost)),
        ];
        assert!(marks_unrecognized_rolls(&events));
        let games = played_games(&events, true);
        assert_eq!(claims(&games[0]), [Unrecognized, Recognized, Recognized]);
    }
}
