//! Which of a program's draws are the reference's own draws, so that who made
//! each (the player or the CPU, a thrower, a mover) is known from the
//! reference's play of the same script rather than from the program's words
//! (DESIGN.md, "Judging behaviour, not wording": the expected game).
//!
//! Draws are compared burst by burst: a burst is a run of draws with no input
//! answered between them (a Cee-lo game, a Ludo turn, a jawbone round). The
//! leading bursts that agree with the reference's in length and faces are
//! aligned; the first burst that differs, and everything after it, is not.
//! Bursts rather than inputs: a program may ask more or fewer questions than
//! the reference (a name, "throw first?", press ENTER) without drawing any
//! differently, and such a question only splits or joins bursts where no
//! draw lies between, which it never does inside a burst. The draws of a
//! burst that differs in length are not trusted even where the faces agree:
//! a rigged program sees the reference's faces in order whatever it does, so
//! an extra reroll looks exactly like the other side's roll until the burst's
//! length gives it away.

use crate::behaviour::{Behaviour, Draw};

/// The program's leading draws that are the reference's, one for one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DrawAlignment {
    /// How many of the program's first draws are the reference's draws of
    /// the same index.
    aligned: usize,
    /// The program drew exactly as the reference did, to the end.
    whole: bool,
}

impl DrawAlignment {
    /// Compare the program's draws with the reference's, both placed among
    /// the game's own dialogue (prompts the game does not ask folded away).
    /// Nothing is aligned when either side's draws are unknown.
    pub fn between(program: &Behaviour, reference: &Behaviour) -> DrawAlignment {
        let program = program.game_dialogue();
        let reference = reference.game_dialogue();
        match (program.draws.as_deref(), reference.draws.as_deref()) {
            (Some(mine), Some(theirs)) => Self::of_draws(mine, theirs),
            _ => DrawAlignment::default(),
        }
    }

    /// The alignment of two draw sequences, each draw placed by the number
    /// of inputs answered before it.
    pub fn of_draws(program: &[Draw], reference: &[Draw]) -> DrawAlignment {
        let mine = bursts(program);
        let theirs = bursts(reference);
        let mut aligned = 0;
        for (my_burst, their_burst) in mine.iter().zip(&theirs) {
            let same = my_burst.len() == their_burst.len()
                && my_burst
                    .iter()
                    .zip(their_burst.iter())
                    .all(|(my_draw, their_draw)| my_draw.face == their_draw.face);
            if !same {
                return DrawAlignment {
                    aligned,
                    whole: false,
                };
            }
            aligned += my_burst.len();
        }
        DrawAlignment {
            aligned,
            whole: mine.len() == theirs.len(),
        }
    }

    /// How many of the program's first draws are aligned.
    pub fn aligned_draws(&self) -> usize {
        self.aligned
    }

    /// The program's draw number `draw` (from 0) is the reference's.
    pub fn is_aligned(&self, draw: usize) -> bool {
        draw < self.aligned
    }

    /// Every draw of both runs is aligned: the program drew as the
    /// reference did, from its first draw to its last.
    pub fn is_whole(&self) -> bool {
        self.whole
    }

    /// Who made the program's draw number `draw`, given who made each of the
    /// reference's draws (`owners`, by the reference's draw number): known
    /// only for an aligned draw.
    pub fn owner<Owner: Copy>(&self, draw: usize, owners: &[Owner]) -> Option<Owner> {
        if self.is_aligned(draw) {
            owners.get(draw).copied()
        } else {
            None
        }
    }
}

/// The guard every game's reader applies to its aligned owners: over the
/// draws whose owner both the alignment and the program's words give
/// (`pairs`: the aligned owner, the one the words name), the words disagree
/// more often than they agree. A correct program may order its draws
/// otherwise than the reference (the CPU's dice first inside a game): its
/// words then say so, and are believed over the alignment.
pub fn words_mostly_disagree<Owner: PartialEq>(
    pairs: impl IntoIterator<Item = (Owner, Owner)>,
) -> bool {
    let (agree, disagree) =
        pairs
            .into_iter()
            .fold((0usize, 0usize), |(agree, disagree), (aligned, named)| {
                if aligned == named {
                    (agree + 1, disagree)
                } else {
                    (agree, disagree + 1)
                }
            });
    disagree > agree
}

/// The draws split where an input was answered between two of them.
fn bursts(draws: &[Draw]) -> Vec<&[Draw]> {
    draws
        .chunk_by(|before, after| before.after_inputs == after.after_inputs)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Draws from (face, inputs answered before it) pairs.
    fn draws(placed: &[(u32, usize)]) -> Vec<Draw> {
        placed
            .iter()
            .map(|&(face, after_inputs)| Draw {
                face,
                rigged: true,
                value: i64::from(face) - 1,
                after_inputs,
            })
            .collect()
    }

    #[test]
    fn bursts_that_agree_in_length_and_faces_are_aligned() {
        // (program, reference, aligned draws, whole)
        let table: &[(&[(u32, usize)], &[(u32, usize)], usize, bool)] = &[
            // The same game.
            (
                &[(1, 2), (2, 2), (3, 2), (4, 4), (5, 4)],
                &[(1, 2), (2, 2), (3, 2), (4, 4), (5, 4)],
                5,
                true,
            ),
            // One more question asked before the second burst (a name, a
            // press ENTER): the bursts are still the same.
            (
                &[(1, 1), (2, 1), (3, 1), (4, 4), (5, 4)],
                &[(1, 2), (2, 2), (3, 2), (4, 3), (5, 3)],
                5,
                true,
            ),
            // An extra reroll in the second burst: the faces agree (the rig
            // serves them in order) but the burst is longer.
            (
                &[(1, 2), (2, 2), (3, 4), (4, 4), (5, 4)],
                &[(1, 2), (2, 2), (3, 4), (4, 4), (5, 6)],
                2,
                false,
            ),
            // Another generator: the faces differ from the first draw.
            (&[(6, 0), (6, 0)], &[(1, 0), (2, 0)], 0, false),
            // The run ended before the reference's last burst.
            (&[(1, 0), (2, 0)], &[(1, 0), (2, 0), (3, 1)], 2, false),
            // Nothing drawn by either.
            (&[], &[], 0, true),
        ];
        for (index, (program, reference, aligned, whole)) in table.iter().enumerate() {
            let alignment = DrawAlignment::of_draws(&draws(program), &draws(reference));
            assert_eq!(
                (alignment.aligned_draws(), alignment.is_whole()),
                (*aligned, *whole),
                "case {index}"
            );
        }
    }

    #[test]
    fn owners_are_known_for_aligned_draws_only() {
        let program = draws(&[(1, 0), (2, 0), (3, 1), (4, 1)]);
        let reference = draws(&[(1, 0), (2, 0), (3, 1), (5, 1)]);
        let alignment = DrawAlignment::of_draws(&program, &reference);
        let owners = ["player", "player", "cpu", "cpu"];
        let known: Vec<Option<&str>> = (0..4).map(|draw| alignment.owner(draw, &owners)).collect();
        assert_eq!(known, [Some("player"), Some("player"), None, None]);
    }

    #[test]
    fn words_are_believed_only_when_they_mostly_disagree() {
        // (aligned owner, named owner) pairs, words believed
        let table: &[(&[(u8, u8)], bool)] = &[
            (&[], false),
            (&[(1, 1), (2, 1)], false),
            (&[(1, 2), (2, 1), (1, 1)], true),
            (&[(1, 2)], true),
        ];
        for (pairs, believed) in table {
            assert_eq!(
                words_mostly_disagree(pairs.iter().copied()),
                *believed,
                "{pairs:?}"
            );
        }
    }

    #[test]
    fn unknown_draws_align_nothing() {
        let program = Behaviour::default();
        let reference = Behaviour {
            exchanges: Vec::new(),
            draws: Some(draws(&[(1, 0)])),
        };
        assert_eq!(
            DrawAlignment::between(&program, &reference),
            DrawAlignment::default()
        );
    }
}
