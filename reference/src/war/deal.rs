//! Dealing a War game: 26 cards to each player from one deck, drawn the way
//! the assignment's C program draws them, and the deck check that goes with it.

use crate::rng::RandomSource;

/// Cards each player is dealt, and so hands per game.
pub const HAND_COUNT: usize = 26;
/// Ranks in a deck: Ace (1, low) to King (13).
pub const RANK_COUNT: usize = 13;
/// Cards of each rank in a deck.
pub const SUITS: u8 = 4;

/// A card's rank, 1 (Ace, low) to 13 (King); suits do not matter in War.
pub type Rank = u8;

/// Both players' stacks, top card first: hand `i` plays `player[i]` against
/// `computer[i]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deal {
    pub player: [Rank; HAND_COUNT],
    pub computer: [Rank; HAND_COUNT],
}

/// Why two stacks cannot come from one standard deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("a card of rank {0} does not exist (ranks are 1 to 13)")]
    RankOutOfRange(Rank),
    #[error("{count} cards of rank {rank} were dealt, but a deck has only four")]
    TooManyOfRank { rank: Rank, count: usize },
}

impl Deal {
    /// Two stacks read from elsewhere (a transcript), checked against one deck.
    pub fn new(
        player: [Rank; HAND_COUNT],
        computer: [Rank; HAND_COUNT],
    ) -> Result<Deal, DealError> {
        check_one_deck(player.iter().chain(computer.iter()).copied())?;
        Ok(Deal { player, computer })
    }

    /// The cards of each hand, in order: (player's, computer's).
    pub fn hands(&self) -> impl Iterator<Item = (Rank, Rank)> + '_ {
        self.player
            .iter()
            .copied()
            .zip(self.computer.iter().copied())
    }

    /// True when the last hand is a tie, so its cards stay in the tie pile
    /// (the spec's "ended with the last cards played being the same").
    pub fn ends_with_cards_in_tie_pile(&self) -> bool {
        self.player[HAND_COUNT - 1] == self.computer[HAND_COUNT - 1]
    }
}

/// Deal a game the canonical way: 26 rounds, the player's card then the
/// computer's, each `below(13) + 1` drawn again while four of that rank have
/// already been dealt (the spec's array of counters).
pub fn deal<S: RandomSource + ?Sized>(source: &mut S) -> Deal {
    let mut dealt = [0u8; RANK_COUNT];
    let mut player = [0; HAND_COUNT];
    let mut computer = [0; HAND_COUNT];
    for hand in 0..HAND_COUNT {
        player[hand] = draw_card(source, &mut dealt);
        computer[hand] = draw_card(source, &mut dealt);
    }
    Deal { player, computer }
}

fn draw_card<S: RandomSource + ?Sized>(source: &mut S, dealt: &mut [u8; RANK_COUNT]) -> Rank {
    loop {
        let index = source.below(RANK_COUNT as u32) as usize;
        if dealt[index] < SUITS {
            dealt[index] += 1;
            return index as Rank + 1;
        }
    }
}

/// Check that `cards` could all come from one deck: ranks 1 to 13, at most
/// four of each. Returns how many of each rank were seen (index 0 is Aces).
pub fn check_one_deck(
    cards: impl IntoIterator<Item = Rank>,
) -> Result<[usize; RANK_COUNT], DealError> {
    let mut counts = [0usize; RANK_COUNT];
    for rank in cards {
        if !(1..=RANK_COUNT as Rank).contains(&rank) {
            return Err(DealError::RankOutOfRange(rank));
        }
        let count = &mut counts[usize::from(rank) - 1];
        *count += 1;
        if *count > usize::from(SUITS) {
            return Err(DealError::TooManyOfRank {
                rank,
                count: *count,
            });
        }
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{GlibcRandom, RngKind, ScriptedSource};

    #[test]
    fn every_deal_is_exactly_one_deck() {
        for kind in RngKind::ALL {
            for seed in 1..=200 {
                let deal = deal(&mut *kind.seeded(seed));
                let counts = check_one_deck(deal.hands().flat_map(|(p, c)| [p, c]))
                    .unwrap_or_else(|error| panic!("{kind} seed {seed}: {error}"));
                assert_eq!(counts, [4; RANK_COUNT], "{kind} seed {seed}");
            }
        }
    }

    #[test]
    fn deals_alternate_player_then_computer_from_glibc() {
        // srand(1) with rand()%13+1: the spec's sample run, seed 1, hands 1 to 5.
        let deal = deal(&mut GlibcRandom::new(1));
        assert_eq!(deal.player[..5], [1, 12, 2, 13, 2]);
        assert_eq!(deal.computer[..5], [10, 5, 2, 4, 8]);
    }

    #[test]
    fn tie_endings_match_a_c_program_on_real_glibc() {
        // Counted by the spec's algorithm in C (gcc, glibc) over srand(1..=N).
        for (last_seed, expected) in [(100, 44), (1_000, 424), (10_000, 3_893)] {
            let ending_in_tie = (1..=last_seed)
                .filter(|&seed| deal(&mut GlibcRandom::new(seed)).ends_with_cards_in_tie_pile())
                .count();
            assert_eq!(ending_in_tie, expected, "seeds 1..={last_seed}");
        }
    }

    #[test]
    fn a_fifth_card_of_a_rank_is_drawn_again() {
        // Four Kings are listed first; the listed fifth King is skipped and
        // the Ace after it is dealt instead.
        let mut source = ScriptedSource::new(vec![13, 13, 13, 13, 13, 1], 1, GlibcRandom::new(1));
        let deal = deal(&mut source);
        assert_eq!(deal.player[..3], [13, 13, 1]);
        assert_eq!(deal.computer[..2], [13, 13]);
        assert_eq!(source.served(), 6);
    }

    #[test]
    fn foreign_decks_are_refused() {
        let cases: &[(&[Rank], Result<(), DealError>)] = &[
            (&[1, 13, 13, 13, 13], Ok(())),
            (&[0], Err(DealError::RankOutOfRange(0))),
            (&[14], Err(DealError::RankOutOfRange(14))),
            (
                &[7, 7, 7, 7, 7],
                Err(DealError::TooManyOfRank { rank: 7, count: 5 }),
            ),
        ];
        for (cards, expected) in cases {
            let seen = check_one_deck(cards.iter().copied()).map(|_| ());
            assert_eq!(&seen, expected, "{cards:?}");
        }
    }

    #[test]
    fn deal_new_checks_the_deck_and_finds_the_last_tie() {
        let fair = deal(&mut GlibcRandom::new(100));
        let rebuilt = Deal::new(fair.player, fair.computer).unwrap();
        assert_eq!(rebuilt, fair);
        // Seed 100's last hand is 3 against 3 in the spec.
        assert!(fair.ends_with_cards_in_tie_pile());
        assert!(!deal(&mut GlibcRandom::new(1)).ends_with_cards_in_tie_pile());

        let mut five_aces = fair.player;
        five_aces[..5].copy_from_slice(&[1; 5]);
        assert!(Deal::new(five_aces, fair.computer).is_err());
    }
}
