//! Cee-lo with wagers (spec: `specs/ceelo.txt`): the rules as pure functions
//! first, the console program after.
//!
//! Draws: glibc `srand(seed)`, each die `rand() % 6 + 1`, three dice in
//! order; the player rolls until recognized, then the CPU; a tie rerolls
//! both, player first.
//!
//! Lines the program prints, by game event (prompts end without a newline):
//!
//! | event | line |
//! |---|---|
//! | start | the template's rules ([`RULES`]), then a blank line |
//! | balance prompt | `Enter in an initial bank balance (in dollars): ` |
//! | balance | `Your current balance is $100.00` (a blank line follows the first one) |
//! | wager prompt | `Enter in a wager amount (in dollars): ` |
//! | refused answer | its reason on its own line, then the prompt again, e.g. `Your wager cannot be more than your balance of $100.00.` |
//! | roll | `You rolled (5, 4, 3) (unrecognized combo)`, `You rolled (3, 2, 1)`, `CPU rolled (4, 4, 6)` |
//! | tie | `It's a tie! Both of you roll again.` |
//! | decided | `You won!` or `You lost!` |
//! | continue prompt | `Do you want to continue playing or quit and take your money ($50.00)` then `('c' for continue, 'q' for quit): ` |
//! | continue | `Your current balance is $50.00`, then the wager prompt |
//! | quit | `You left with $50.00.` |
//! | broke | `You left with $0.00.` then `Better luck next time.` |
//! | end of input | a blank line and [`crate::program::END_OF_INPUT_MESSAGE`] |

mod ceelo_rules;
mod combo;
mod money;
mod program;
mod round;
mod wager;

pub use ceelo_rules::{CeeloRules, ComboClass};
pub use combo::{compare, rank, Combo, Dice, Outcome, DIE_FACES};
pub use money::{Money, MoneyError};
pub use program::{
    balance_line, leave_line, outcome_line, roll_line, rules_screen, CeeloProgram, BALANCE_PROMPT,
    BROKE_LINE, CONTINUE_CHOICES_PROMPT, RULES, WAGER_PROMPT,
};
pub use round::{roll_dice, Roller, Round, RoundStep};
pub use wager::{check_initial_balance, check_wager, settle_wager, BalanceError, WagerError};
