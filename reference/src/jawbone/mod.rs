//! Porojen Leuka, the reindeer jawbone game (spec: jawbone.txt): the throw
//! table, round accounting, the 94 goal, the computer's strategy, the
//! stakes, and the program where a human plays the computer; all of them by
//! `JawboneRules`, the spec's numbers unless a course gives its own.
//!
//! Lines the program prints by the spec's rules, per event (`N`, `P`, `R`,
//! `T` are numbers; `You`/`your` become `The computer`/`its` for the
//! computer's lines; a variant's names, numbers and currency stand in):
//!
//! | event                          | line                                                             |
//! |--------------------------------|------------------------------------------------------------------|
//! | seed (prompt)                  | `Please enter a random number seed: `                            |
//! | stakes at the start            | `You and the computer each have 5 markkaa. Each game is played for 1 markka.` |
//! | play? (prompt)                 | `Would you like to play Porojen Leuka? (Y/N): `, later `Would you like to play again? (Y/N): ` |
//! | first? (prompt)                | `Would you like to throw first? (Y/N): `                         |
//! | a game starts                  | `New game: you throw first.` / `New game: the computer throws first.` |
//! | a round starts                 | `Your round: you have T points banked.` / `The computer's round: it has T points banked.` |
//! | a scoring throw (31-91)        | `You threw N: P points (round: R)` (`1 point`)                   |
//! | Erillään Pystyyn (0-15)        | `You threw N: Erillään Pystyyn! The round's points are lost.`    |
//! | Pitkä Rivi (16-30)             | `You threw N: Pitkä Rivi!`                                       |
//! | Pidä ja anna (92-99)           | `You threw N: Pidä ja anna! 11 points (round: R)`                |
//! | throw again? (prompt, human)   | `Throw again? (Y/N): `                                           |
//! | points banked                  | `You bank P points: your total is T.` / `The computer banks P points: its total is T.` |
//! | a round ends, no winner        | `Score: you T, computer T.`                                      |
//! | 94 reached after a scoring throw | `You have T points and cannot throw again. You win the game!` / `The computer has T points and stops throwing. The computer wins the game!` |
//! | 94 reached by a bank           | `You have T points. You win the game!` / `The computer has T points. The computer wins the game!` |
//! | a game ends                    | `Stakes: you N markkaa, computer N markkaa.` (`1 markka`)        |
//! | a stake is empty               | `You have no markkaa left.` / `The computer has no markkaa left.` |
//! | the program ends               | `Final stakes: you N markkaa, computer N markkaa.`               |
//!
//! Blank lines come before each game and each round.

mod amount;
mod jawbone_rules;
mod position;
mod program;
mod round;
mod seed;
mod stakes;
mod throw_table;

pub use amount::{Currency, Money, Points};
pub use jawbone_rules::JawboneRules;
pub use position::{Position, ThrowAction, ThrowOutOfRange, THROW_SIDES};
pub use program::{
    JawboneProgram, NEXT_GAME_PROMPT, SEED_PROMPT, THROW_AGAIN_PROMPT, THROW_FIRST_PROMPT,
};
pub use round::{BankReason, Round, RoundEnd, RoundLimits, RoundStep};
pub use seed::parse_seed;
pub use stakes::{Side, Stakes};
pub use throw_table::{TableRow, ThrowTable};
