//! Who made each of a program's draws, taken from the reference's play of
//! the same script where the program's draws are the reference's (ALIGN.md):
//! the mover of each roll and the turn it belongs to, so the reader need not
//! tell them from the program's words.
//!
//! Ludo answers no input, so its draws are one burst and
//! [`DrawAlignment`] aligns a game only whole. Every Ludo draw is rigged
//! with the reference's faces, so a program that plays on after the
//! reference's game ended (or ends sooner) still drew the reference's faces
//! up to there; and a turn ends by the faces alone (the bonus-roll rule), so
//! up to the end of the last reference turn both drew the mover and turn of
//! each draw alike, unless the program breaks the bonus-roll rule. That
//! break is what the reader's words channel looks for: the first roll whose
//! line names the other side ends the alignment at its turn (`cut_at_turn`).

use reference::ludo::{apply_turn, LudoRules, Player};

use super::ludo_events::LudoEvent;
use crate::behaviour::Behaviour;
use crate::checks::draw_alignment::DrawAlignment;
use crate::checks::exact_replay::{ReferencePlay, ReplayEvent};

/// The mover of one draw and the reference turn (counted from 0) it is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawOwner {
    pub player: Player,
    pub turn: usize,
    /// The reference's turn ends on the other piece's square (above 0): it
    /// sends that piece back, so a position 0 or a start area shown after
    /// the turn is the other player's, whatever order the line names them in.
    pub lands_on_other: bool,
}

/// The owners of a program's leading draws, those that are the reference's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AlignedOwners {
    /// By the program's draw number, for its first `owners.len()` draws.
    pub owners: Vec<DrawOwner>,
    /// The program drew exactly as the reference did, to the end.
    pub whole: bool,
}

impl AlignedOwners {
    /// The owners of `program`'s draws that are `expected`'s: none when
    /// either side's draws are unknown or the reference's rolls and draws do
    /// not correspond one for one (never guessed).
    pub fn of(
        program: &Behaviour,
        expected: Option<&ReferencePlay>,
        rules: &LudoRules,
    ) -> AlignedOwners {
        let Some(expected) = expected else {
            return AlignedOwners::default();
        };
        let reference = expected.behaviour.game_dialogue();
        let mine = program.game_dialogue();
        let (Some(their_draws), Some(my_draws)) =
            (reference.draws.as_deref(), mine.draws.as_deref())
        else {
            return AlignedOwners::default();
        };
        let events: Vec<LudoEvent> = expected
            .events
            .iter()
            .filter_map(|found| match found.event {
                ReplayEvent::Ludo(event) => Some(event),
                _ => None,
            })
            .collect();
        let Some(owners) = reference_owners(&events, their_draws, rules) else {
            return AlignedOwners::default();
        };
        let alignment = DrawAlignment::of_draws(my_draws, their_draws);
        if alignment.is_whole() {
            return AlignedOwners {
                owners,
                whole: true,
            };
        }
        let same_faces = my_draws
            .iter()
            .zip(their_draws)
            .take_while(|(mine, theirs)| mine.face == theirs.face)
            .count();
        let aligned = AlignedOwners {
            owners,
            whole: false,
        };
        aligned.cut_at_turn(same_faces)
    }

    /// Only the whole reference turns before draw `draw` (and the turn that
    /// ends right at it).
    pub fn cut_at_turn(mut self, draw: usize) -> AlignedOwners {
        if draw >= self.owners.len() {
            return self;
        }
        let turn_start = self
            .owners
            .get(draw)
            .map(|owner| owner.turn)
            .map_or(draw, |turn| {
                self.owners[..draw]
                    .iter()
                    .rposition(|owner| owner.turn != turn)
                    .map_or(0, |last_before| last_before + 1)
            });
        self.owners.truncate(turn_start);
        self.whole = false;
        self
    }

    /// Who made the program's draw `draw`, when it is aligned.
    pub fn owner(&self, draw: usize) -> Option<DrawOwner> {
        self.owners.get(draw).copied()
    }
}

/// The mover and turn of each of the reference's draws: each roll it printed
/// is one draw, made by the player of the turn start before it; whether each
/// turn lands on the other piece is the rules' (`reference::ludo::apply_turn`
/// on the turn's rolls). `None` when the rolls and the draws do not agree in
/// number and faces.
pub fn reference_owners(
    events: &[LudoEvent],
    draws: &[crate::behaviour::Draw],
    rules: &LudoRules,
) -> Option<Vec<DrawOwner>> {
    let mut owners: Vec<DrawOwner> = Vec::with_capacity(draws.len());
    let mut mover: Option<Player> = None;
    let mut turn: Option<usize> = None;
    let mut new_turn = true;
    for event in events {
        match *event {
            LudoEvent::TurnStart(player) => {
                mover = Some(player);
                new_turn = true;
            }
            LudoEvent::Roll { face, .. } => {
                let draw = draws.get(owners.len())?;
                if i64::from(draw.face) != face {
                    return None;
                }
                if new_turn {
                    turn = Some(turn.map_or(0, |turn| turn + 1));
                    new_turn = false;
                }
                owners.push(DrawOwner {
                    player: mover?,
                    turn: turn?,
                    lands_on_other: false,
                });
            }
            LudoEvent::Worksum(_) => new_turn = true,
            LudoEvent::Winner(_) => {}
        }
    }
    if owners.len() != draws.len() {
        return None;
    }
    mark_landings(&mut owners, draws, rules);
    Some(owners)
}

/// Play the reference's turns by the rules, in order, and mark the draws of
/// each turn that lands on the other piece. Stops at a turn the rules cannot
/// play (its rolls are not one turn): no landing is guessed past it.
fn mark_landings(owners: &mut [DrawOwner], draws: &[crate::behaviour::Draw], rules: &LudoRules) {
    let mut pieces = [rules.start_piece(); 2];
    let index_of = |player: Player| usize::from(player != Player::One);
    let mut from = 0;
    while from < owners.len() {
        let (player, turn) = (owners[from].player, owners[from].turn);
        let to = from
            + owners[from..]
                .iter()
                .take_while(|owner| owner.turn == turn)
                .count();
        let Ok(rolls) = draws[from..to]
            .iter()
            .map(|draw| u8::try_from(draw.face))
            .collect::<Result<Vec<u8>, _>>()
        else {
            return;
        };
        let (mover, other) = (index_of(player), index_of(player.opponent()));
        let Ok(outcome) = apply_turn(rules, pieces[mover], pieces[other], &rolls) else {
            return;
        };
        pieces[mover] = outcome.mover;
        pieces[other] = outcome.opponent;
        if outcome.landed_on_opponent {
            for owner in &mut owners[from..to] {
                owner.lands_on_other = true;
            }
        }
        from = to;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::behaviour::Draw;
    use crate::checks::exact_replay::ReplayEventAt;
    use crate::checks::ludo::value_reader::tests::drawn;

    fn draws(faces: &[u32]) -> Vec<Draw> {
        drawn(faces).draws.expect("drawn")
    }

    fn roll(face: i64) -> LudoEvent {
        LudoEvent::Roll { face, again: false }
    }

    /// The reference's play: Player1 6 + 3, Player2 2, Player1 4.
    fn reference() -> ReferencePlay {
        let events = [
            LudoEvent::TurnStart(Player::One),
            roll(6),
            roll(3),
            LudoEvent::Worksum(3),
            LudoEvent::TurnStart(Player::Two),
            roll(2),
            LudoEvent::Worksum(0),
            LudoEvent::TurnStart(Player::One),
            roll(4),
            LudoEvent::Worksum(7),
        ];
        ReferencePlay {
            text: String::new(),
            events: events
                .iter()
                .enumerate()
                .map(|(offset, &event)| ReplayEventAt {
                    offset,
                    event: ReplayEvent::Ludo(event),
                })
                .collect(),
            behaviour: Behaviour {
                exchanges: Vec::new(),
                draws: Some(draws(&[6, 3, 2, 4])),
            },
        }
    }

    fn program(faces: &[u32]) -> Behaviour {
        drawn(faces)
    }

    #[test]
    fn each_roll_is_owned_by_the_turn_start_before_it() {
        let aligned = AlignedOwners::of(
            &program(&[6, 3, 2, 4]),
            Some(&reference()),
            &LudoRules::SPEC,
        );
        let owners: Vec<(Player, usize)> = aligned
            .owners
            .iter()
            .map(|owner| (owner.player, owner.turn))
            .collect();
        assert_eq!(
            owners,
            [
                (Player::One, 0),
                (Player::One, 0),
                (Player::Two, 1),
                (Player::One, 2)
            ]
        );
        assert!(aligned.whole);
    }

    #[test]
    fn a_game_of_another_length_keeps_the_whole_turns_it_shares() {
        // (program's faces, aligned draws)
        let table: &[(&[u32], usize)] = &[
            // Ended after Player2's turn: its first two turns.
            (&[6, 3, 2], 3),
            // Ended inside Player1's first turn: nothing whole.
            (&[6], 0),
            // Played on past the reference's end: all of the reference's.
            (&[6, 3, 2, 4, 5, 1], 4),
            // Another generator: nothing.
            (&[1, 1], 0),
        ];
        for (faces, aligned) in table {
            let owners = AlignedOwners::of(&program(faces), Some(&reference()), &LudoRules::SPEC);
            assert_eq!(owners.owners.len(), *aligned, "{faces:?}");
            assert!(!owners.whole);
        }
    }

    #[test]
    fn rolls_that_do_not_match_the_draws_own_nothing() {
        let mut play = reference();
        play.behaviour.draws = Some(draws(&[6, 3, 2]));
        assert_eq!(
            AlignedOwners::of(&program(&[6, 3, 2]), Some(&play), &LudoRules::SPEC),
            AlignedOwners::default()
        );
        assert_eq!(
            AlignedOwners::of(&program(&[6, 3, 2, 4]), None, &LudoRules::SPEC),
            AlignedOwners::default()
        );
    }

    #[test]
    fn a_cut_keeps_the_turns_before_the_one_it_falls_in() {
        let aligned = AlignedOwners::of(
            &program(&[6, 3, 2, 4]),
            Some(&reference()),
            &LudoRules::SPEC,
        );
        assert_eq!(aligned.clone().cut_at_turn(1).owners.len(), 0);
        assert_eq!(aligned.clone().cut_at_turn(3).owners.len(), 3);
        assert_eq!(aligned.cut_at_turn(2).owners.len(), 2);
    }
}
