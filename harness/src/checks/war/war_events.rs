//! Reading a War transcript into events: seeds, hands, the cards played, who
//! took each hand, the piles, each game's result and the final tie count.

use reference::war::{GameResult, HandWinner};

use super::stream_scan::scan_stream;
use crate::checks::{PatternMatch, Patterns};

/// The patterns of `fixtures/war/assignment.yaml` the reader uses.
pub const WAR_PATTERNS: [&str; 8] = [
    "seed",
    "hand",
    "cards",
    "hand-winner",
    "piles",
    "tie-pile",
    "game-result",
    "tie-count",
];

/// One thing a War program printed. Numbers are kept as printed (a rank may
/// be 0 or 14 in a wrong program); card names (Ace, Jack, ...) become ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WarEvent {
    /// `Seed = N :` - a game starts.
    Seed(i64),
    /// `Hand N :`
    Hand(i64),
    /// `You played a A and I played a B`
    Cards { player: i64, computer: i64 },
    /// `So you won these cards` / `So I won these cards` / `It was a tie`
    HandWinner(HandWinner),
    /// `You have won A cards and I have won B cards`
    Piles { player: i64, computer: i64 },
    /// `There are N cards in the Tie pile`
    TiePile(i64),
    /// `Results : YOU WON !!!` / `I WON` / `WE TIED`
    GameResult(GameResult),
    /// `After N games, M games ended with the last cards played being the same`
    TieCount {
        games: Option<i64>,
        ending_in_tie: i64,
    },
}

/// An event and the byte offset where it was printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WarEventAt {
    pub offset: usize,
    pub event: WarEvent,
}

/// Every event of `text`, in the order printed (one pass per pattern).
pub fn read_war_events(text: &str, patterns: &Patterns) -> Vec<WarEventAt> {
    scan_stream(patterns, text, &WAR_PATTERNS)
        .iter()
        .filter_map(|found| {
            Some(WarEventAt {
                offset: found.start,
                event: war_event(found)?,
            })
        })
        .collect()
}

fn war_event(found: &PatternMatch) -> Option<WarEvent> {
    Some(match found.name.as_str() {
        "seed" => WarEvent::Seed(found.number("seed")?),
        "hand" => WarEvent::Hand(found.number("hand")?),
        "cards" => WarEvent::Cards {
            player: card_rank(found.group("player")?)?,
            computer: card_rank(found.group("computer")?)?,
        },
        "hand-winner" => WarEvent::HandWinner(if found.group("tie").is_some() {
            HandWinner::Tie
        } else {
            match side(found.group("winner")?)? {
                Side::Player => HandWinner::Player,
                Side::Computer => HandWinner::Computer,
            }
        }),
        "piles" => WarEvent::Piles {
            player: found.number("player")?,
            computer: found.number("computer")?,
        },
        "tie-pile" => WarEvent::TiePile(found.number("cards").or_else(|| found.number("pile"))?),
        "game-result" => WarEvent::GameResult(game_result(found)?),
        "tie-count" => WarEvent::TieCount {
            games: found.number("games"),
            ending_in_tie: found.number("ties").or_else(|| found.number("alone"))?,
        },
        _ => return None,
    })
}

fn game_result(found: &PatternMatch) -> Option<GameResult> {
    if found.group("tied").is_some() || found.group("game_tied").is_some() {
        return Some(GameResult::Tied);
    }
    let winner = found
        .group("winner")
        .or_else(|| found.group("game_winner"))?;
    Some(match side(winner)? {
        Side::Player => GameResult::PlayerWon,
        Side::Computer => GameResult::ComputerWon,
    })
}

enum Side {
    Player,
    Computer,
}

/// The program speaks as the computer: "you" is the player, "I" itself.
fn side(word: &str) -> Option<Side> {
    match word.trim().to_ascii_lowercase().as_str() {
        "you" | "player" | "human" => Some(Side::Player),
        "i" | "computer" | "cpu" | "me" => Some(Side::Computer),
        _ => None,
    }
}

/// A printed card as a rank: a number as it stands, or a face's name
/// (Ace is 1, the spec's low Ace).
fn card_rank(text: &str) -> Option<i64> {
    let text = text.trim().to_ascii_lowercase();
    match text.as_str() {
        "a" | "ace" => Some(1),
        "j" | "jack" => Some(11),
        "q" | "queen" => Some(12),
        "k" | "king" => Some(13),
        number => number.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assignment::Assignment;

    fn events(text: &str) -> Vec<WarEvent> {
        let assignment = Assignment::builtin("war").unwrap();
        read_war_events(text, &assignment.patterns)
            .into_iter()
            .map(|found| found.event)
            .collect()
    }

    #[test]
    fn the_spec_wording_reads_as_one_stream() {
        let text = "Seed = 1 : Hand 1 : You played a 1 and I played a 10 So I won these cards \
                    You have won 0 cards and I have won 2 cards There are 0 cards in the Tie pile \
                    Hand 2 : You played a 2 and\nI played a 2 It was a tie \
                    Results : I WON !!! After 100 games, 44 games ended with the last cards";
        assert_eq!(
            events(text),
            [
                WarEvent::Seed(1),
                WarEvent::Hand(1),
                WarEvent::Cards {
                    player: 1,
                    computer: 10
                },
                WarEvent::HandWinner(HandWinner::Computer),
                WarEvent::Piles {
                    player: 0,
                    computer: 2
                },
                WarEvent::TiePile(0),
                WarEvent::Hand(2),
                WarEvent::Cards {
                    player: 2,
                    computer: 2
                },
                WarEvent::HandWinner(HandWinner::Tie),
                WarEvent::GameResult(GameResult::ComputerWon),
                WarEvent::TieCount {
                    games: Some(100),
                    ending_in_tie: 44
                },
            ]
        );
    }

    #[test]
    fn variants_students_write_read_the_same() {
        let cases: &[(&str, WarEvent)] = &[
            (
                "Player plays King, Computer plays 3",
                WarEvent::Cards {
                    player: 13,
                    computer: 3,
                },
            ),
            (
                "You play: ace  and I play: Q",
                WarEvent::Cards {
                    player: 1,
                    computer: 12,
                },
            ),
            (
                "Computer wins the hand",
                WarEvent::HandWinner(HandWinner::Computer),
            ),
            ("It's a tie!", WarEvent::HandWinner(HandWinner::Tie)),
            (
                "Player has 4 cards, Computer has 6 cards",
                WarEvent::Piles {
                    player: 4,
                    computer: 6,
                },
            ),
            ("Tie pile: 2", WarEvent::TiePile(2)),
            ("SEED #7", WarEvent::Seed(7)),
            ("Result: We tied!", WarEvent::GameResult(GameResult::Tied)),
            (
                "You won the game",
                WarEvent::GameResult(GameResult::PlayerWon),
            ),
            (
                "40 games ended with cards left in the tie pile",
                WarEvent::TieCount {
                    games: None,
                    ending_in_tie: 40,
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(events(text), [*expected], "{text:?}");
        }
    }

    #[test]
    fn the_explanation_and_the_tie_pile_line_are_not_hand_results() {
        let text = "In each hand the higher card wins; equal cards go to the Tie pile. \
                    26 hands per game, seeds 1 through 100.";
        assert_eq!(events(text), []);
    }
}
