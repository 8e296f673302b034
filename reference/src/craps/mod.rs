//! Alley Craps for two to six players (spec: `specs/craps.txt`, a Java
//! assignment): the rules as pure functions first, the console program after.
//!
//! Draws: `new java.util.Random(seed)`, each die `nextInt(6) + 1`, two dice
//! per roll, die 1 then die 2.
//!
//! Lines the program prints, by game event (prompts end without a newline;
//! `Bill`, `Tony` and the amounts stand for the game's own):
//!
//! | event | line |
//! |---|---|
//! | start | `Welcome to Casino Fanshawe! The game here is craps, so we need to get some information about your party...` |
//! | player count prompt | `Enter the number of players for this game (minimum of 2 to maximum of 6):` |
//! | name prompt | `Enter first name of player# 1 and press ENTER: ` |
//! | table | `We have 2 players with $100 each for total game money of $200` then `Welcome to the game Bill, and Tony` |
//! | rules prompt | `Would you like a brief explanation of the rules of the game? Enter Y for yes, or N for no: ` (Y shows [`RULES`]) |
//! | refused answer | its reason on its own line, then the prompt again, e.g. `Your bet must be a multiple of $10.` |
//! | shooter's bet prompt | `Bill, you are the shooter! You have $100 in your bank roll and minimum bet is $10. Enter your bet amount: $` |
//! | opponent's bet prompt | `Tony, Bill has bet $100. How much of the $100 action do you want? Enter your bet, minimum of $10 up to $100, or your bank balance, whichever is less: $` (the second and third amounts are the action still uncovered) |
//! | covered | `The shooter's bet has been completely covered. NO MORE BETS!.` |
//! | not covered | `Only $60 of Bill's $100 bet is covered.` (after every opponent with money has bet) |
//! | roll | `Bill rolled 4 and 3.` then `***** Rolling the dice...and the result is: 7! *****` |
//! | natural | `Congratulations Bill! You have rolled a natural. You win!` |
//! | craps | `Sorry Bill, you have crapped out. You lose!` |
//! | point set | `Bill, your point is 6. Roll a 6 again before a 7 to win.` (rolls follow without a prompt) |
//! | point made | `Congratulations Bill! You have made your point of 6. You win!` |
//! | seven-out | `Sorry Bill, you have sevened out. You lose!` |
//! | bank rolls | after every pass, one line a player in seat order: `Bill has $200 in the bank roll.` |
//! | cleaned out | `Tony has been cleaned out!` (once, in the pass that empties the bank roll) |
//! | game over | `***** AND WE HAVE THE GAME WINNER! Congratulations, Bill!*****` then `You have won the total pot of $200!` |
//! | next pass prompt | `Bill, do you want to roll again or pass the bones? Enter R to roll again, or P to pass: ` |
//! | bones passed | `Bill passes the bones to Tony.` (also without asking when the shooter has $0) |
//! | end of input | a blank line and [`crate::program::END_OF_INPUT_MESSAGE`] |

mod betting;
mod craps_rules;
mod pass;
mod program;
mod table;

pub use betting::{check_opponent_bet, check_shooter_bet, Action, BetError};
pub use craps_rules::CrapsRules;
pub use pass::{come_out, point_roll, roll_pair, ComeOut, PassResult, DICE_TOTALS};
pub use program::{
    bankroll_line, player_count_prompt, roll_lines, rules_screen, welcome_players_line,
    CrapsProgram, COVERED_LINE, RULES_PROMPT, WELCOME,
};
pub use table::{
    check_player_count, check_player_name, cleaned_out, game_winner, next_shooter,
    opponents_in_order, settle_pass, PlayerCountError, PlayerNameError, SettleError,
};
