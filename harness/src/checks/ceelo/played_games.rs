//! The games in a transcript: runs of rolls up to a result, and what the
//! program claimed about each roll (recognized or not), read from who rolled
//! next and, where that does not tell, from its `(unrecognized combo)` marks.

use reference::ceelo::{compare, rank, CeeloRules, Outcome, Roller};

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
/// program marks unrecognized rolls at all ([`marks_unrecognized_rolls`]);
/// `rules` rank the rolls, to tell a tie's remark from a mark.
pub fn played_games(events: &[CeeloEvent], marks: bool, rules: &CeeloRules) -> Vec<PlayedGame> {
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
        set_claims(game, marks, rules);
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

/// Whether the computer's roll at `index` ties the player's roll before it,
/// as `rules` rank them.
fn ties_the_player(rolls: &[PlayedRoll], index: usize, rules: &CeeloRules) -> bool {
    let Some(cpu) = rolls[index].roll.dice() else {
        return false;
    };
    rolls[index].roll.roller == Roller::Cpu
        && rolls[..index]
            .iter()
            .rev()
            .find(|played| played.roll.roller == Roller::Player)
            .and_then(|played| played.roll.dice())
            .is_some_and(|player| compare(rules, rank(player), rank(cpu)) == Some(Outcome::Tie))
}

fn set_claims(game: &mut PlayedGame, marks: bool, rules: &CeeloRules) {
    let decided = game.result.is_some();
    let rollers: Vec<Roller> = game.rolls.iter().map(|played| played.roll.roller).collect();
    let ties: Vec<bool> = (0..game.rolls.len())
        .map(|index| ties_the_player(&game.rolls, index, rules))
        .collect();
    for (index, played) in game.rolls.iter_mut().enumerate() {
        let rolled_again = rollers.get(index + 1) == Some(&played.roll.roller);
        let tie_remark = played.tie_announced || ties[index];
        played.claim = if marks {
            // What the program did outranks what it said: a roll its
            // roller rolls again after was not accepted, marked or not
            // (a mark in another language, `(zaehlt nicht)`, goes unread);
            // and a remark under a roll that ties (`Same again`) is about
            // the tie, not a mark of that roll.
            if rolled_again || (played.roll.marked_unrecognized && !tie_remark) {
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
        let games = played_games(&events, false, &CeeloRules::default());
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
        let games = played_games(
            &events,
            marks_unrecognized_rolls(&events),
            &CeeloRules::default(),
        );
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
        let games = played_games(&events, true, &CeeloRules::default());
        assert_eq!(claims(&games[0]), [Unrecognized, Recognized, Recognized]);
    }

    #[test]
    fn with_marks_rolling_again_and_a_tie_outrank_the_marks() {
        use Claim::*;
        // Marks in one place only: an unmarked roll rolled again was not
        // accepted; the marked roll that ties the player's (`Same again`)
        // was, whether or not the tie was read as one.
        let events = [
            rolled(0, Roller::Player, [3, 1, 6], false),
            rolled(1, Roller::Player, [3, 4, 3], false),
            rolled(2, Roller::Cpu, [5, 4, 5], true),
            event(3, CeeloEventKind::WagerAsked { typed: "5".into() }),
            rolled(4, Roller::Player, [1, 4, 2], true),
            rolled(5, Roller::Player, [6, 6, 6], false),
            rolled(6, Roller::Cpu, [1, 2, 3], false),
            event(7, CeeloEventKind::Decided(Outcome::Won)),
        ];
        let games = played_games(
            &events,
            marks_unrecognized_rolls(&events),
            &CeeloRules::default(),
        );
        assert_eq!(claims(&games[0]), [Unrecognized, Recognized, Recognized]);
        assert_eq!(claims(&games[1]), [Unrecognized, Recognized, Recognized]);
    }
}
