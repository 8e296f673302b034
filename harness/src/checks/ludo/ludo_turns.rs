//! Ludo events grouped into turns: who moved, the rolls of the turn and the
//! worksum printed at its end; and the winner lines.

use reference::ludo::Player;

use super::ludo_events::{LudoEvent, LudoEventAt};
use crate::checks::war::Printed;

/// One whole turn as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LudoTurn {
    /// As the turn's `PlayerN:` line says, else the other player than last
    /// time (Player 1 first).
    pub player: Player,
    /// Rounds count from 1; a round is Player1's turn, then Player2's.
    pub round: usize,
    pub rolls: Vec<Printed<i64>>,
    pub worksum: Printed<i64>,
    /// The other player's square as shown after the turn, where it is
    /// (`Positions -> Player 1: 19 | Player 2: 0`): a piece sent back
    /// though not landed on shows there.
    pub opponent_square: Option<Printed<i64>>,
}

impl LudoTurn {
    pub fn faces(&self) -> Vec<i64> {
        self.rolls.iter().map(|roll| roll.value).collect()
    }
}

/// A whole Ludo transcript, read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LudoGame {
    pub turns: Vec<LudoTurn>,
    pub winners: Vec<Printed<Player>>,
    /// Rolls printed after the last worksum (a turn never finished).
    pub unfinished_rolls: usize,
}

/// Group `events` into turns: rolls up to a worksum make one turn.
pub fn group_ludo_events(events: &[LudoEventAt]) -> LudoGame {
    let mut game = LudoGame::default();
    let mut announced: Option<Player> = None;
    let mut rolls = Vec::new();
    for &LudoEventAt { offset, event } in events {
        match event {
            LudoEvent::TurnStart(player) => announced = Some(player),
            LudoEvent::Roll { face, .. } => rolls.push(Printed {
                value: face,
                offset,
            }),
            // A worksum with no roll before it (a second worksum line for
            // the same turn, say) ends no turn.
            LudoEvent::Worksum(worksum) if !rolls.is_empty() => {
                let player = announced.take().unwrap_or_else(|| {
                    game.turns
                        .last()
                        .map_or(Player::One, |turn| turn.player.opponent())
                });
                let round = 1 + game
                    .turns
                    .iter()
                    .filter(|turn| turn.player == Player::Two)
                    .count();
                game.turns.push(LudoTurn {
                    player,
                    round,
                    rolls: std::mem::take(&mut rolls),
                    worksum: Printed {
                        value: worksum,
                        offset,
                    },
                    opponent_square: None,
                });
            }
            LudoEvent::Worksum(_) => {}
            LudoEvent::Winner(player) => game.winners.push(Printed {
                value: player,
                offset,
            }),
        }
    }
    game.unfinished_rolls = rolls.len();
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_up_to_a_worksum_are_one_turn_of_the_announced_player() {
        let events = [
            LudoEvent::Roll {
                face: 3,
                again: false,
            },
            LudoEvent::Worksum(0),
            LudoEvent::Worksum(0),
            LudoEvent::TurnStart(Player::One),
            LudoEvent::Roll {
                face: 6,
                again: false,
            },
            LudoEvent::Roll {
                face: 2,
                again: true,
            },
            LudoEvent::Worksum(2),
            LudoEvent::Roll {
                face: 5,
                again: false,
            },
            LudoEvent::Worksum(0),
            LudoEvent::Winner(Player::One),
            LudoEvent::Roll {
                face: 1,
                again: false,
            },
        ];
        let events: Vec<LudoEventAt> = events
            .iter()
            .enumerate()
            .map(|(offset, &event)| LudoEventAt { offset, event })
            .collect();
        let game = group_ludo_events(&events);
        let turns: Vec<(Player, usize, Vec<i64>, i64)> = game
            .turns
            .iter()
            .map(|turn| (turn.player, turn.round, turn.faces(), turn.worksum.value))
            .collect();
        assert_eq!(
            turns,
            [
                (Player::One, 1, vec![3], 0),
                (Player::One, 1, vec![6, 2], 2),
                (Player::Two, 1, vec![5], 0),
            ]
        );
        assert_eq!(game.winners.len(), 1);
        assert_eq!(game.unfinished_rolls, 1);
    }
}
