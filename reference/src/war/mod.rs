//! War (spec: war.txt): the deal, the hands and piles, and the program that
//! plays one game per seed and counts the games left with a tie pile.
//!
//! Lines the program prints, per event (`N`, `A`, `B` are numbers):
//!
//! | event                     | line                                                          |
//! |---------------------------|---------------------------------------------------------------|
//! | before the games (prompt) | `Press ENTER to begin : ` (no newline; reads one line)        |
//! | a game starts             | `Seed = N :`                                                  |
//! | a hand starts             | `Hand N :`                                                    |
//! | the cards of the hand     | `You played a A and I played a B` (ranks 1 to 13, Ace = 1)    |
//!
//! (The numbers are the spec's; a course's `rules:` may change them: `WarRules`.)
//! | the hand's winner         | `So you won these cards` / `So I won these cards` / `It was a tie` |
//! | the piles after the hand  | `You have won A cards and I have won B cards`                 |
//! |                           | `There are N cards in the Tie pile`                           |
//! | the game's result         | `Results : YOU WON !!!` / `Results : I WON !!!` / `Results : WE TIED !!!` |
//! | after the last game       | `After N games, M games ended with the last cards played being the same` (`1 game` when one) |
//!
//! Blank lines separate games and hands; `--quiet` prints only the last line.

mod deal;
mod program;
mod seed_range;
mod tally;
mod war_rules;

pub use deal::{check_one_deck, deal, Deal, DealError, Rank};
pub use program::WarProgram;
pub use seed_range::{SeedRange, SeedRangeError};
pub use tally::{hand_winner, play_game, GameResult, HandWinner, Tally};
pub use war_rules::{Aces, WarRules};
