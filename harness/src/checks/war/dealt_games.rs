//! The games a program dealt, known from its draw log: each game's hands
//! (player's card, computer's card) as the reference deals them
//! (`reference::war::deal`) from the faces the program drew, one game after
//! another. A game is every 52 cards accepted (by the spec's numbers): the
//! draws redrawn for a rank dealt four times are skipped as the reference
//! skips them, so the game boundaries come from the draws, not the output.

use reference::rng::RandomSource;
use reference::war::{check_one_deck, deal, Rank, WarRules};

/// Each game's hands, in the order they were dealt.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DealtGames {
    pub games: Vec<Vec<(i64, i64)>>,
}

impl DealtGames {
    /// The games `faces` (every draw's face, 1 to the rules' ranks) deal,
    /// in order; a last game the draws do not finish has the hands they
    /// deal whole (a run cut short). `None` when a face is no rank of the rules (the program draws
    /// something else than cards, so its draws cannot say its hands).
    pub fn from_faces(rules: &WarRules, faces: &[u32]) -> Option<DealtGames> {
        // A deck too small for the cards dealt would have the deal redraw
        // for ever (a course's rules are checked for that when read).
        if rules.deck_size() < rules.cards_dealt()
            || faces
                .iter()
                .any(|&face| face == 0 || face > u32::from(rules.ranks))
        {
            return None;
        }
        let mut source = LoggedFaces {
            faces,
            next: 0,
            ran_out: false,
            filler: 0,
        };
        let mut games = Vec::new();
        while source.next < faces.len() {
            let game_start = source.next;
            let dealt = deal(rules, &mut source);
            if source.ran_out {
                games.push(unfinished_game(rules, &faces[game_start..]));
                break;
            }
            games.push(
                dealt
                    .hands()
                    .map(|(player, computer)| (i64::from(player), i64::from(computer)))
                    .collect(),
            );
        }
        games.retain(|game| !game.is_empty());
        Some(DealtGames { games })
    }
}

/// Which of `faces` (every draw's face) the deal took as cards, the rest
/// being redrawn unseen: the reference's deal of them ([`DealtGames`]), each
/// dealt card matched to the next draw of its rank (a redrawn rank is full,
/// so it is never the next card dealt). `None` as for [`DealtGames::from_faces`].
pub fn accepted_draws(rules: &WarRules, faces: &[u32]) -> Option<Vec<bool>> {
    let dealt = DealtGames::from_faces(rules, faces)?;
    let mut cards = dealt
        .games
        .iter()
        .flatten()
        .flat_map(|&(player, computer)| [player, computer])
        .peekable();
    let mut taken: Vec<bool> = faces
        .iter()
        .map(|&face| cards.next_if_eq(&i64::from(face)).is_some())
        .collect();
    // A run cut between a hand's two cards: the player's card, the first
    // face after the last hand that the deck still held, was taken too.
    let last_taken = taken
        .iter()
        .rposition(|&taken| taken)
        .map_or(0, |at| at + 1);
    let open_game = dealt
        .games
        .last()
        .filter(|game| game.len() < rules.cards_per_player);
    if let Some(game) = open_game {
        let held: Vec<Rank> = game
            .iter()
            .flat_map(|&(player, computer)| [player, computer])
            .filter_map(|card| Rank::try_from(card).ok())
            .collect();
        let next = faces[last_taken..].iter().position(|&face| {
            let rank = Rank::try_from(face).unwrap_or(Rank::MAX);
            check_one_deck(rules, held.iter().copied().chain([rank])).is_ok()
        });
        if let Some(next) = next {
            taken[last_taken + next] = true;
        }
    }
    Some(taken)
}

/// The hands of a game the draws stop in (a run cut short): each face taken
/// while the deck still holds its rank (`check_one_deck`), in pairs.
fn unfinished_game(rules: &WarRules, faces: &[u32]) -> Vec<(i64, i64)> {
    let mut cards: Vec<Rank> = Vec::new();
    for &face in faces {
        let rank = Rank::try_from(face).unwrap_or(Rank::MAX);
        if check_one_deck(rules, cards.iter().copied().chain([rank])).is_ok() {
            cards.push(rank);
        }
    }
    cards
        .chunks_exact(2)
        .map(|pair| (i64::from(pair[0]), i64::from(pair[1])))
        .collect()
}

/// The logged faces served in order as the reference's generator; once they
/// run out, every rank in turn (so a deal always ends), marked as run out.
struct LoggedFaces<'a> {
    faces: &'a [u32],
    next: usize,
    ran_out: bool,
    filler: u32,
}

impl RandomSource for LoggedFaces<'_> {
    fn below(&mut self, n: u32) -> u32 {
        let n = n.max(1);
        match self.faces.get(self.next) {
            Some(&face) => {
                self.next += 1;
                face.saturating_sub(1) % n
            }
            None => {
                self.ran_out = true;
                self.filler = self.filler.wrapping_add(1);
                self.filler % n
            }
        }
    }

    fn reseed(&mut self, _seed: u64) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use reference::rng::GlibcRandom;

    /// The faces a program drawing the canonical way draws for `seeds`.
    fn faces_of(seeds: std::ops::RangeInclusive<u32>) -> Vec<u32> {
        let rules = WarRules::SPEC;
        let mut faces = Vec::new();
        for seed in seeds {
            let mut generator = GlibcRandom::new(seed);
            let mut recorder = Recorder {
                inner: &mut generator,
                faces: &mut faces,
            };
            deal(&rules, &mut recorder);
        }
        faces
    }

    struct Recorder<'a> {
        inner: &'a mut GlibcRandom,
        faces: &'a mut Vec<u32>,
    }

    impl RandomSource for Recorder<'_> {
        fn below(&mut self, n: u32) -> u32 {
            let index = self.inner.below(n);
            self.faces.push(index + 1);
            index
        }
        fn reseed(&mut self, seed: u64) {
            self.inner.reseed(seed)
        }
    }

    #[test]
    fn the_draws_give_each_seed_s_game_with_its_redraws_skipped() {
        let rules = WarRules::SPEC;
        let faces = faces_of(1..=3);
        assert!(faces.len() > 3 * 52, "some draws are redrawn");
        let dealt = DealtGames::from_faces(&rules, &faces).expect("cards");
        assert_eq!(dealt.games.len(), 3);
        for (game, seed) in dealt.games.iter().zip(1..) {
            let expected: Vec<(i64, i64)> = deal(&rules, &mut GlibcRandom::new(seed))
                .hands()
                .map(|(p, c)| (i64::from(p), i64::from(c)))
                .collect();
            assert_eq!(game, &expected, "seed {seed}");
        }
        assert_eq!(dealt.games[0][..2], [(1, 10), (12, 5)]);
    }

    #[test]
    fn the_draws_taken_as_cards_are_the_deal_s_and_a_full_rank_s_redraws_are_not() {
        let rules = WarRules::SPEC;
        let faces = faces_of(1..=2);
        let taken = accepted_draws(&rules, &faces).expect("cards");
        assert_eq!(taken.iter().filter(|&&taken| taken).count(), 2 * 52);
        // A course's deck of five a rank takes a fifth card of a rank.
        let five = WarRules {
            cards_per_rank: 5,
            ..rules
        };
        let fifth = [3, 3, 3, 3, 3, 7];
        assert_eq!(
            accepted_draws(&rules, &fifth).unwrap(),
            [true, true, true, true, false, true]
        );
        assert_eq!(accepted_draws(&five, &fifth).unwrap(), [true; 6]);
    }

    #[test]
    fn a_game_the_draws_do_not_finish_and_faces_that_are_no_ranks() {
        let rules = WarRules::SPEC;
        let faces = faces_of(1..=2);
        let whole = DealtGames::from_faces(&rules, &faces).expect("cards");
        let cut = DealtGames::from_faces(&rules, &faces[..faces.len() - 3]).expect("cards");
        assert_eq!(cut.games.len(), 2);
        assert_eq!(cut.games[0], whole.games[0]);
        // Game 2's hands up to the cut (its last draws may be redraws).
        let dealt = cut.games[1].len();
        assert!((23..26).contains(&dealt), "{dealt}");
        assert_eq!(cut.games[1][..], whole.games[1][..dealt]);
        assert_eq!(DealtGames::from_faces(&rules, &[]).unwrap().games.len(), 0);
        assert_eq!(DealtGames::from_faces(&rules, &[3, 14, 2]), None);
        assert_eq!(DealtGames::from_faces(&rules, &[0]), None);
    }
}
