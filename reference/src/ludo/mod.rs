//! Ludo (spec: ludo.txt): one piece per player, a 6 to come out, bonus rolls
//! after a 6, the exact throw HOME (56), captures; and the program that rolls
//! for both players.
//!
//! Lines the program prints, per event (`N` is a number; it reads nothing):
//!
//! | event                          | line                                      |
//! |--------------------------------|-------------------------------------------|
//! | a player's turn starts         | `Player1:` / `Player2:`                   |
//! | the turn's first roll          | `Please roll the die: N` (N from 1 to 6)  |
//! | each roll after a 6            | `Please roll the die again: N`            |
//! | the turn's end                 | `worksum = N` (the mover's, 0 to 56)      |
//! | after Player2's turn           | a line of 51 underscores                  |
//! | a piece reaches HOME           | `*************` / `Player1 wins.` / `*************` |
//!
//! (The numbers are the spec's; a course's `rules:` may change them: `LudoRules`.)
//!
//! A capture prints no line of its own: the captured player's next
//! `worksum = 0` shows it, as in the spec's sample.

mod board;
mod ludo_rules;
mod piece;
mod program;
mod turn;

pub use board::{Board, BoardError, Player};
pub use ludo_rules::{LudoRules, SIX};
pub use piece::Piece;
pub use program::{LudoProgram, ROUND_SEPARATOR, WINNER_BANNER};
pub use turn::{apply_turn, check_turn_rolls, Movement, TurnError, TurnOutcome};
