//! Dealing a War game: the cards each player is dealt (26 by the spec) from
//! one deck, drawn the way the assignment's C program draws them, and the
//! deck check that goes with it. The numbers are the rules' (`WarRules`).

use super::war_rules::WarRules;
use crate::rng::RandomSource;

/// A card's rank, 1 (the Ace) to the rules' `ranks` (13, the King, by the
/// spec); suits do not matter in War.
pub type Rank = u8;

/// Both players' stacks, top card first: hand `i` plays `player[i]` against
/// `computer[i]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    pub player: Vec<Rank>,
    pub computer: Vec<Rank>,
}

/// Why two stacks cannot come from one deck of the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("a card of rank {rank} does not exist (ranks are 1 to {ranks})")]
    RankOutOfRange { rank: Rank, ranks: u8 },
    #[error("{count} cards of rank {rank} were dealt, but a deck has only {allowed}")]
    TooManyOfRank {
        rank: Rank,
        count: usize,
        allowed: u8,
    },
}

impl Deal {
    /// Two stacks read from elsewhere (a transcript), checked against one deck.
    pub fn new(
        rules: &WarRules,
        player: Vec<Rank>,
        computer: Vec<Rank>,
    ) -> Result<Deal, DealError> {
        check_one_deck(rules, player.iter().chain(computer.iter()).copied())?;
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
        self.player.last().is_some() && self.player.last() == self.computer.last()
    }
}

/// Deal a game the canonical way: a round per card each player is dealt,
/// the player's card then the computer's, each `below(ranks) + 1` drawn
/// again while all cards of that rank have already been dealt (the spec's
/// array of counters).
pub fn deal<S: RandomSource + ?Sized>(rules: &WarRules, source: &mut S) -> Deal {
    let mut dealt = vec![0u8; usize::from(rules.ranks)];
    let mut player = Vec::with_capacity(rules.cards_per_player);
    let mut computer = Vec::with_capacity(rules.cards_per_player);
    for _ in 0..rules.cards_per_player {
        player.push(draw_card(rules, source, &mut dealt));
        computer.push(draw_card(rules, source, &mut dealt));
    }
    Deal { player, computer }
}

fn draw_card<S: RandomSource + ?Sized>(rules: &WarRules, source: &mut S, dealt: &mut [u8]) -> Rank {
    loop {
        let index = source.below(u32::from(rules.ranks)) as usize;
        if dealt[index] < rules.cards_per_rank {
            dealt[index] += 1;
            return index as Rank + 1;
        }
    }
}

/// Check that `cards` could all come from one deck: ranks 1 to `ranks`, at
/// most `cards_per_rank` of each. Returns how many of each rank were seen
/// (index 0 is Aces).
pub fn check_one_deck(
    rules: &WarRules,
    cards: impl IntoIterator<Item = Rank>,
) -> Result<Vec<usize>, DealError> {
    let mut counts = vec![0usize; usize::from(rules.ranks)];
    for rank in cards {
        if !(1..=rules.ranks).contains(&rank) {
            return Err(DealError::RankOutOfRange {
                rank,
                ranks: rules.ranks,
            });
        }
        let count = &mut counts[usize::from(rank) - 1];
        *count += 1;
        if *count > usize::from(rules.cards_per_rank) {
            return Err(DealError::TooManyOfRank {
                rank,
                count: *count,
                allowed: rules.cards_per_rank,
            });
        }
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{GlibcRandom, RngKind, ScriptedSource};

    const SPEC: WarRules = WarRules::SPEC;

    #[test]
    fn every_deal_is_exactly_one_deck() {
        for kind in RngKind::ALL {
            for seed in 1..=200 {
                let deal = deal(&SPEC, &mut *kind.seeded(seed));
                let counts = check_one_deck(&SPEC, deal.hands().flat_map(|(p, c)| [p, c]))
                    .unwrap_or_else(|error| panic!("{kind} seed {seed}: {error}"));
                assert_eq!(counts, [4; 13], "{kind} seed {seed}");
            }
        }
    }

    #[test]
    fn deals_alternate_player_then_computer_from_glibc() {
        // srand(1) with rand()%13+1: the spec's sample run, seed 1, hands 1 to 5.
        let deal = deal(&SPEC, &mut GlibcRandom::new(1));
        assert_eq!(deal.player[..5], [1, 12, 2, 13, 2]);
        assert_eq!(deal.computer[..5], [10, 5, 2, 4, 8]);
    }

    #[test]
    fn tie_endings_match_a_c_program_on_real_glibc() {
        // Counted by the spec's algorithm in C (gcc, glibc) over srand(1..=N).
        for (last_seed, expected) in [(100, 44), (1_000, 424), (10_000, 3_893)] {
            let ending_in_tie = (1..=last_seed)
                .filter(|&seed| {
                    deal(&SPEC, &mut GlibcRandom::new(seed)).ends_with_cards_in_tie_pile()
                })
                .count();
            assert_eq!(ending_in_tie, expected, "seeds 1..={last_seed}");
        }
    }

    #[test]
    fn a_fifth_card_of_a_rank_is_drawn_again() {
        // Four Kings are listed first; the listed fifth King is skipped and
        // the Ace after it is dealt instead.
        let mut source = ScriptedSource::new(vec![13, 13, 13, 13, 13, 1], 1, GlibcRandom::new(1));
        let deal = deal(&SPEC, &mut source);
        assert_eq!(deal.player[..3], [13, 13, 1]);
        assert_eq!(deal.computer[..2], [13, 13]);
        assert_eq!(source.served(), 6);
    }

    #[test]
    fn a_course_deck_deals_its_own_ranks_and_counts() {
        // Ranks 1 to 10, two of each, 8 cards each: never a rank above 10
        // or a third card of a rank.
        let rules = WarRules {
            ranks: 10,
            cards_per_rank: 2,
            cards_per_player: 8,
            ..SPEC
        };
        for seed in 1..=50 {
            let dealt = deal(&rules, &mut GlibcRandom::new(seed));
            assert_eq!((dealt.player.len(), dealt.computer.len()), (8, 8));
            let counts = check_one_deck(&rules, dealt.hands().flat_map(|(p, c)| [p, c])).unwrap();
            assert_eq!(counts.iter().sum::<usize>(), 16, "seed {seed}");
        }
        assert_eq!(
            check_one_deck(&rules, [11]),
            Err(DealError::RankOutOfRange {
                rank: 11,
                ranks: 10
            })
        );
        assert_eq!(
            check_one_deck(&rules, [3, 3, 3]),
            Err(DealError::TooManyOfRank {
                rank: 3,
                count: 3,
                allowed: 2
            })
        );
    }

    #[test]
    fn foreign_decks_are_refused() {
        let cases: &[(&[Rank], Result<(), DealError>)] = &[
            (&[1, 13, 13, 13, 13], Ok(())),
            (&[0], Err(DealError::RankOutOfRange { rank: 0, ranks: 13 })),
            (
                &[14],
                Err(DealError::RankOutOfRange {
                    rank: 14,
                    ranks: 13,
                }),
            ),
            (
                &[7, 7, 7, 7, 7],
                Err(DealError::TooManyOfRank {
                    rank: 7,
                    count: 5,
                    allowed: 4,
                }),
            ),
        ];
        for (cards, expected) in cases {
            let seen = check_one_deck(&SPEC, cards.iter().copied()).map(|_| ());
            assert_eq!(&seen, expected, "{cards:?}");
        }
    }

    #[test]
    fn deal_new_checks_the_deck_and_finds_the_last_tie() {
        let fair = deal(&SPEC, &mut GlibcRandom::new(100));
        let rebuilt = Deal::new(&SPEC, fair.player.clone(), fair.computer.clone()).unwrap();
        assert_eq!(rebuilt, fair);
        // Seed 100's last hand is 3 against 3 in the spec.
        assert!(fair.ends_with_cards_in_tie_pile());
        assert!(!deal(&SPEC, &mut GlibcRandom::new(1)).ends_with_cards_in_tie_pile());

        let mut five_aces = fair.player.clone();
        five_aces[..5].copy_from_slice(&[1; 5]);
        assert!(Deal::new(&SPEC, five_aces, fair.computer).is_err());
    }
}
