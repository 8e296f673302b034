//! Scoring a War game hand by hand: who takes the cards, the tie pile that
//! waits for the next winner, and the game's result.

use super::deal::{Deal, Rank};
use super::war_rules::WarRules;

/// Who takes the cards of one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandWinner {
    Player,
    Computer,
    /// Equal ranks: both cards go to the tie pile.
    Tie,
}

/// The higher card takes the hand: by the spec Aces are 1, so they lose to
/// everything; a course's rules may play them high.
pub fn hand_winner(rules: &WarRules, player: Rank, computer: Rank) -> HandWinner {
    match rules.strength(player).cmp(&rules.strength(computer)) {
        std::cmp::Ordering::Greater => HandWinner::Player,
        std::cmp::Ordering::Less => HandWinner::Computer,
        std::cmp::Ordering::Equal => HandWinner::Tie,
    }
}

/// How a whole game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    PlayerWon,
    ComputerWon,
    /// Both won the same number of cards.
    Tied,
}

/// The three piles after some hands: each player's winnings and the tie pile.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub player_won: u32,
    pub computer_won: u32,
    pub tie_pile: u32,
}

impl Tally {
    /// Play one hand: the winner takes both cards and the whole tie pile; a
    /// tie adds both cards to the pile, where they wait for the next winner
    /// (after the last hand, for ever).
    pub fn play_hand(&mut self, rules: &WarRules, player: Rank, computer: Rank) -> HandWinner {
        let winner = hand_winner(rules, player, computer);
        self.award(winner);
        winner
    }

    /// Give one hand's two cards to `winner`: with the whole tie pile to a
    /// player, or onto the tie pile for a tie. (A judge replays a program's
    /// own verdict this way, to count its piles apart from who should win.)
    pub fn award(&mut self, winner: HandWinner) {
        let taken = 2 + self.tie_pile;
        match winner {
            HandWinner::Player => {
                self.player_won += taken;
                self.tie_pile = 0;
            }
            HandWinner::Computer => {
                self.computer_won += taken;
                self.tie_pile = 0;
            }
            HandWinner::Tie => self.tie_pile += 2,
        }
    }

    /// More won cards wins the game; equal counts is a tied game.
    pub fn result(&self) -> GameResult {
        match self.player_won.cmp(&self.computer_won) {
            std::cmp::Ordering::Greater => GameResult::PlayerWon,
            std::cmp::Ordering::Less => GameResult::ComputerWon,
            std::cmp::Ordering::Equal => GameResult::Tied,
        }
    }
}

/// The piles after every hand of `deal` has been played.
pub fn play_game(rules: &WarRules, deal: &Deal) -> Tally {
    let mut tally = Tally::default();
    for (player, computer) in deal.hands() {
        tally.play_hand(rules, player, computer);
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GlibcRandom;
    use crate::war::deal::deal;
    use crate::war::war_rules::Aces;

    const SPEC: WarRules = WarRules::SPEC;

    #[test]
    fn higher_rank_wins_and_aces_are_low() {
        let cases = [
            (1, 10, HandWinner::Computer),
            (12, 5, HandWinner::Player),
            (2, 2, HandWinner::Tie),
            (13, 1, HandWinner::Player),
            (1, 2, HandWinner::Computer),
        ];
        for (player, computer, expected) in cases {
            assert_eq!(
                hand_winner(&SPEC, player, computer),
                expected,
                "{player} v {computer}"
            );
        }
    }

    #[test]
    fn the_ace_plays_as_the_rules_say() {
        // (aces, player, computer, winner)
        let high = WarRules {
            aces: Aces::High,
            ..SPEC
        };
        let cases = [
            (SPEC, 1, 13, HandWinner::Computer),
            (high, 1, 13, HandWinner::Player),
            (high, 12, 1, HandWinner::Computer),
            (high, 1, 1, HandWinner::Tie),
            (high, 2, 13, HandWinner::Computer),
            (SPEC, 2, 1, HandWinner::Player),
        ];
        for (rules, player, computer, winner) in cases {
            assert_eq!(
                hand_winner(&rules, player, computer),
                winner,
                "{:?} {player} v {computer}",
                rules.aces
            );
        }
    }

    #[test]
    fn the_next_winner_takes_the_tie_pile() {
        // (player, computer, piles after the hand): a tie, another tie, then a
        // win that takes all six cards, then an ordinary loss.
        let hands = [
            (4, 4, (0, 0, 2)),
            (9, 9, (0, 0, 4)),
            (6, 3, (6, 0, 0)),
            (5, 11, (6, 2, 0)),
            (7, 7, (6, 2, 2)),
            (2, 8, (6, 6, 0)),
        ];
        let mut tally = Tally::default();
        for (player, computer, (player_won, computer_won, tie_pile)) in hands {
            tally.play_hand(&SPEC, player, computer);
            let expected = Tally {
                player_won,
                computer_won,
                tie_pile,
            };
            assert_eq!(tally, expected, "after {player} v {computer}");
        }
    }

    #[test]
    fn award_gives_the_named_winner_the_cards_whatever_the_ranks() {
        // (winner, piles after): a tie, then the computer takes four cards,
        // then the player two.
        let awards = [
            (HandWinner::Tie, (0, 0, 2)),
            (HandWinner::Computer, (0, 4, 0)),
            (HandWinner::Player, (2, 4, 0)),
        ];
        let mut tally = Tally::default();
        for (winner, (player_won, computer_won, tie_pile)) in awards {
            tally.award(winner);
            let expected = Tally {
                player_won,
                computer_won,
                tie_pile,
            };
            assert_eq!(tally, expected, "after {winner:?}");
        }
    }

    #[test]
    fn a_tie_in_the_last_hand_stays_in_the_pile() {
        // srand(100): the spec's sample ends 3 against 3 with 24 to 26 won.
        let deal = deal(&SPEC, &mut GlibcRandom::new(100));
        let tally = play_game(&SPEC, &deal);
        assert_eq!(
            tally,
            Tally {
                player_won: 24,
                computer_won: 26,
                tie_pile: 2
            }
        );
        assert_eq!(tally.result(), GameResult::ComputerWon);
    }

    #[test]
    fn every_card_is_won_or_left_in_the_pile() {
        for seed in 1..=100 {
            let deal = deal(&SPEC, &mut GlibcRandom::new(seed));
            let tally = play_game(&SPEC, &deal);
            let cards = tally.player_won + tally.computer_won + tally.tie_pile;
            assert_eq!(cards, SPEC.cards_dealt() as u32, "seed {seed}");
            assert_eq!(tally.tie_pile > 0, deal.ends_with_cards_in_tie_pile());
        }
    }

    #[test]
    fn more_won_cards_wins_the_game() {
        let cases = [
            (28, 24, GameResult::PlayerWon),
            (24, 28, GameResult::ComputerWon),
            (26, 26, GameResult::Tied),
            (24, 24, GameResult::Tied),
        ];
        for (player_won, computer_won, expected) in cases {
            let tally = Tally {
                player_won,
                computer_won,
                tie_pile: 52 - player_won - computer_won,
            };
            assert_eq!(tally.result(), expected, "{player_won} to {computer_won}");
        }
    }
}
