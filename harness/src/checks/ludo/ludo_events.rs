//! Reading a Ludo transcript into events: whose turn it is, each roll of the
//! die, the mover's worksum at the end of the turn, and the winner.

use reference::ludo::Player;

use crate::checks::war::scan_stream;
use crate::checks::{PatternMatch, Patterns};

/// The patterns of `fixtures/ludo/assignment.yaml` the reader uses.
pub const LUDO_PATTERNS: [&str; 4] = ["turn-start", "roll", "worksum", "winner"];

/// One thing a Ludo program printed; numbers as printed (a wrong program
/// may roll a 0 or a 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LudoEvent {
    /// `Player1:` - a player's turn starts.
    TurnStart(Player),
    /// `Please roll the die: N`; `again` for `Please roll the die again: N`.
    Roll { face: i64, again: bool },
    /// `worksum = N`: the mover's piece after the turn.
    Worksum(i64),
    /// `Player1 wins.`
    Winner(Player),
}

/// An event and the byte offset where it was printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LudoEventAt {
    pub offset: usize,
    pub event: LudoEvent,
}

/// Every event of `text`, in the order printed.
pub fn read_ludo_events(text: &str, patterns: &Patterns) -> Vec<LudoEventAt> {
    scan_stream(patterns, text, &LUDO_PATTERNS)
        .iter()
        .filter_map(|found| {
            Some(LudoEventAt {
                offset: found.start,
                event: ludo_event(found)?,
            })
        })
        .collect()
}

fn ludo_event(found: &PatternMatch) -> Option<LudoEvent> {
    Some(match found.name.as_str() {
        "turn-start" => LudoEvent::TurnStart(player(found)?),
        "roll" => LudoEvent::Roll {
            face: found.number("face").or_else(|| found.number("rolled"))?,
            again: found.group("again").is_some(),
        },
        "worksum" => LudoEvent::Worksum(found.number("worksum")?),
        "winner" => LudoEvent::Winner(player(found)?),
        _ => return None,
    })
}

fn player(found: &PatternMatch) -> Option<Player> {
    match found.number("player")? {
        1 => Some(Player::One),
        2 => Some(Player::Two),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assignment::Assignment;

    fn events(text: &str) -> Vec<LudoEvent> {
        let assignment = Assignment::builtin("ludo").unwrap();
        read_ludo_events(text, &assignment.patterns)
            .into_iter()
            .map(|found| found.event)
            .collect()
    }

    #[test]
    fn the_spec_sample_wording_reads_across_wrapped_lines() {
        let text =
            "Player2:\nPlease roll\nthe die: 6\nPlease roll\nthe die again: 3\nworksum = 3\n\
                    ____\n*************\nPlayer1 wins.\n*************";
        assert_eq!(
            events(text),
            [
                LudoEvent::TurnStart(Player::Two),
                LudoEvent::Roll {
                    face: 6,
                    again: false
                },
                LudoEvent::Roll {
                    face: 3,
                    again: true
                },
                LudoEvent::Worksum(3),
                LudoEvent::Winner(Player::One),
            ]
        );
    }

    #[test]
    fn variants_students_write_read_the_same() {
        let cases: &[(&str, LudoEvent)] = &[
            ("Player 1's turn", LudoEvent::TurnStart(Player::One)),
            ("PLAYER 2 :", LudoEvent::TurnStart(Player::Two)),
            (
                "You rolled a 4",
                LudoEvent::Roll {
                    face: 4,
                    again: false,
                },
            ),
            (
                "roll the dice = 0",
                LudoEvent::Roll {
                    face: 0,
                    again: false,
                },
            ),
            ("Worksum: 17", LudoEvent::Worksum(17)),
            ("Player 2 is the winner!", LudoEvent::Winner(Player::Two)),
        ];
        for (text, expected) in cases {
            assert_eq!(events(text), [*expected], "{text:?}");
        }
    }

    #[test]
    fn the_rules_text_of_the_spec_is_not_read_as_play() {
        let text = "therefore its worksum is 0. On his turn, he rolls the die and gets a 5, \
                    if the worksums of player 1 and player 2 are 10 and 15";
        assert_eq!(events(text), []);
    }
}
