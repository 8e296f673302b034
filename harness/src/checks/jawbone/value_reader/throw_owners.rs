//! Who made each of a program's throws, taken from the reference's play of
//! the same script where the program's draws are the reference's (ALIGN.md,
//! DESIGN.md "Judging behaviour, not wording"): the spec fixes the draw
//! (`srandom(seed)`, `random() % 100`), so a program that draws as the spec
//! says makes the reference's draws, and the reference's throw lines, read
//! by its own patterns, say whose throw each is. The words on a program's
//! throw line are then a second channel, for the throws after the first
//! divergence and for runs without a reference.

use reference::jawbone::Side;

use super::jawbone_words::Concept;
use super::{side_of, Sighting};
use crate::behaviour::Behaviour;
use crate::checks::exact_replay::{ReferencePlay, ReplayEvent};
use crate::checks::jawbone::jawbone_events::JawboneEventKind;
use crate::checks::DrawAlignment;
use crate::reading::{line_start, ConceptIndex};

/// The thrower of each of the program's aligned draws.
#[derive(Debug, Clone, Default)]
pub(super) struct ThrowOwners {
    /// Who made the reference's draw k.
    owners: Vec<Side>,
    /// After how many of its draws the reference declared a game won.
    game_ends: Vec<usize>,
    alignment: DrawAlignment,
}

impl ThrowOwners {
    /// The owners of `program`'s draws from `expected`; none where the
    /// reference's throws and draws do not correspond one for one (then
    /// nothing is guessed).
    pub(super) fn between(program: &Behaviour, expected: Option<&ReferencePlay>) -> ThrowOwners {
        let Some(play) = expected else {
            return ThrowOwners::default();
        };
        match reference_throwers(play) {
            Some(owners) => ThrowOwners {
                owners,
                game_ends: game_ends(play),
                alignment: DrawAlignment::between(program, &play.behaviour),
            },
            None => ThrowOwners::default(),
        }
    }

    /// Who made the program's draw number `draw`, when it is aligned.
    pub(super) fn owner(&self, draw: usize) -> Option<Side> {
        self.alignment.owner(draw, &self.owners)
    }

    /// The program's first `draws` draws are the reference's, and with the
    /// last of them the reference's game was won: whatever the program asks
    /// next, before it draws again, is not a throw of that game.
    pub(super) fn game_won_after(&self, draws: usize) -> bool {
        draws <= self.alignment.aligned_draws() && self.game_ends.contains(&draws)
    }

    /// These owners, unless the words on the program's throw lines (the
    /// side named last before each throw on its line) mostly name the
    /// other side: then none.
    pub(super) fn unless_contradicted(
        self,
        text: &str,
        sightings: &[Sighting],
        words: &ConceptIndex<Concept>,
    ) -> Option<ThrowOwners> {
        let named: Vec<(usize, Side)> = sightings
            .iter()
            .filter_map(|sighting| {
                let line = line_start(text, sighting.start)..sighting.start;
                let side = words
                    .find(line)
                    .iter()
                    .rev()
                    .find_map(|&(concept, _, _)| side_of(concept))?;
                Some((sighting.draw, side))
            })
            .collect();
        (!self.contradicted_by(&named)).then_some(self)
    }

    /// The guard of ALIGN.md: where the words on the program's throw lines
    /// name a side (`named`: the aligned draw and the side its line names),
    /// they disagree with the alignment more often than they agree, so the
    /// program orders its draws otherwise than the reference (a correct
    /// program may): the alignment says nothing of who threw.
    pub(super) fn contradicted_by(&self, named: &[(usize, Side)]) -> bool {
        crate::checks::words_mostly_disagree(
            named
                .iter()
                .filter_map(|&(draw, side)| Some((self.owner(draw)?, side))),
        )
    }
}

/// The thrower of each of the reference's draws: its throw events, one a
/// draw, each showing the draw's face; `None` when they do not correspond.
fn reference_throwers(play: &ReferencePlay) -> Option<Vec<Side>> {
    let draws = play.behaviour.draws.as_deref()?;
    let throws: Vec<_> = play
        .events
        .iter()
        .filter_map(|found| match &found.event {
            ReplayEvent::Jawbone(JawboneEventKind::Throw(report)) => Some(*report),
            _ => None,
        })
        .collect();
    let one_for_one = throws.len() == draws.len()
        && throws
            .iter()
            .zip(draws)
            .all(|(report, draw)| report.value == Some(draw.face));
    one_for_one.then(|| throws.iter().map(|report| report.thrower).collect())
}

/// After how many draws the reference declared each game's winner.
fn game_ends(play: &ReferencePlay) -> Vec<usize> {
    let mut throws = 0;
    let mut ends = Vec::new();
    for found in &play.events {
        match &found.event {
            ReplayEvent::Jawbone(JawboneEventKind::Throw(_)) => throws += 1,
            ReplayEvent::Jawbone(JawboneEventKind::Win { .. }) => ends.push(throws),
            _ => {}
        }
    }
    ends
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::behaviour::Draw;
    use crate::checks::exact_replay::ReplayEventAt;
    use crate::checks::jawbone::jawbone_events::ThrowReport;
    use Side::{Computer, Human};

    /// Draws of `faces`, each after the count of inputs beside it.
    pub(in crate::checks::jawbone::value_reader) fn draws(placed: &[(u32, usize)]) -> Vec<Draw> {
        placed
            .iter()
            .map(|&(face, after_inputs)| Draw {
                face,
                rigged: false,
                value: i64::from(face),
                after_inputs,
            })
            .collect()
    }

    /// A reference play whose throw events are `throws` (thrower, value
    /// shown) over the draws `placed`.
    pub(in crate::checks::jawbone::value_reader) fn play(
        throws: &[(Side, Option<u32>)],
        placed: &[(u32, usize)],
    ) -> ReferencePlay {
        ReferencePlay {
            text: String::new(),
            events: throws
                .iter()
                .enumerate()
                .map(|(offset, &(thrower, value))| ReplayEventAt {
                    offset,
                    event: ReplayEvent::Jawbone(JawboneEventKind::Throw(ThrowReport {
                        thrower,
                        value,
                        announced: None,
                        round_points: None,
                    })),
                })
                .collect(),
            behaviour: Behaviour {
                exchanges: Vec::new(),
                draws: Some(draws(placed)),
            },
        }
    }

    fn program(placed: &[(u32, usize)]) -> Behaviour {
        Behaviour {
            exchanges: Vec::new(),
            draws: Some(draws(placed)),
        }
    }

    #[test]
    fn owners_come_from_the_reference_where_draws_align() {
        let reference = [(61, 2), (89, 3), (22, 4), (86, 4), (9, 4)];
        let throws = [
            (Human, Some(61)),
            (Human, Some(89)),
            (Human, Some(22)),
            (Computer, Some(86)),
            (Computer, Some(9)),
        ];
        // (program's draws, owners of its first five draws)
        let table: &[(&[(u32, usize)], [Option<Side>; 5])] = &[
            // The same game (one question fewer before it: still aligned).
            (
                &[(61, 1), (89, 2), (22, 3), (86, 3), (9, 3)],
                [
                    Some(Human),
                    Some(Human),
                    Some(Human),
                    Some(Computer),
                    Some(Computer),
                ],
            ),
            // The computer's burst is longer (it threw again where it
            // should have stopped): from that burst on, nothing is known.
            (
                &[(61, 2), (89, 3), (22, 4), (86, 4), (9, 4), (40, 4)],
                [Some(Human), Some(Human), None, None, None],
            ),
            // Another generator: nothing.
            (&[(5, 2), (7, 3)], [None; 5]),
        ];
        let reference = play(&throws, &reference);
        for (index, (placed, owners)) in table.iter().enumerate() {
            let known = ThrowOwners::between(&program(placed), Some(&reference));
            let seen: Vec<Option<Side>> = (0..5).map(|draw| known.owner(draw)).collect();
            assert_eq!(seen, owners, "case {index}");
        }
    }

    #[test]
    fn reference_throws_that_are_not_its_draws_attribute_nothing() {
        let placed = [(61, 1), (86, 1)];
        // (the reference's throw events, owner of draw 0)
        let table: &[(&[(Side, Option<u32>)], Option<Side>)] = &[
            (&[(Human, Some(61)), (Computer, Some(86))], Some(Human)),
            // One throw line fewer than draws (a draw the reference did
            // not show): no guessing which is which.
            (&[(Computer, Some(86))], None),
            // A value that is not the draw's face.
            (&[(Human, Some(60)), (Computer, Some(86))], None),
            // A throw the reference did not number.
            (&[(Human, None), (Computer, Some(86))], None),
        ];
        for (index, (throws, owner)) in table.iter().enumerate() {
            let known = ThrowOwners::between(&program(&placed), Some(&play(throws, &placed)));
            assert_eq!(known.owner(0), *owner, "case {index}");
        }
        assert_eq!(ThrowOwners::between(&program(&placed), None).owner(0), None);
    }

    #[test]
    fn words_that_mostly_disagree_with_the_alignment_overrule_it() {
        let placed = [(61, 1), (89, 1), (22, 1), (86, 2)];
        let reference = play(
            &[
                (Human, Some(61)),
                (Human, Some(89)),
                (Human, Some(22)),
                (Computer, Some(86)),
            ],
            &placed,
        );
        let known = ThrowOwners::between(&program(&placed), Some(&reference));
        // (draws whose line names a side, the side named, contradicted)
        let table: &[(&[(usize, Side)], bool)] = &[
            // No side named: nothing against the alignment.
            (&[], false),
            // The words agree.
            (&[(0, Human), (3, Computer)], false),
            // One slip among agreeing lines (a stray word): the alignment holds.
            (&[(0, Human), (1, Human), (2, Computer)], false),
            // As many for as against: the alignment holds.
            (&[(0, Human), (3, Human)], false),
            // The program draws the computer's throws first: most lines
            // name the other side.
            (&[(0, Computer), (1, Computer), (3, Human)], true),
        ];
        for (index, (named, contradicted)) in table.iter().enumerate() {
            assert_eq!(known.contradicted_by(named), *contradicted, "case {index}");
        }
    }
}
