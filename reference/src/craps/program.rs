//! The Craps console program: the spec's screens around the rules of
//! `pass`, `betting` and `table`.

use std::io::{BufRead, Write};

use super::betting::{check_shooter_bet, Action};
use super::craps_rules::CrapsRules;
use super::pass::{come_out, point_roll, roll_pair, ComeOut, PassResult};
use super::table::{
    check_player_count, check_player_name, cleaned_out, game_winner, next_shooter,
    opponents_in_order, settle_pass,
};
use crate::console::{parse_whole_number, Console, ConsoleResult};
use crate::game_args::GameArgs;
use crate::program::Program;
use crate::rng::{RandomSource, RngKind};
use crate::rules_file::{RulesArgs, RulesError};

pub const WELCOME: &str = "Welcome to Casino Fanshawe! The game here is craps, so we need to get some information about your party...";
pub const RULES_PROMPT: &str =
    "Would you like a brief explanation of the rules of the game? Enter Y for yes, or N for no: ";
pub const COVERED_LINE: &str = "The shooter's bet has been completely covered. NO MORE BETS!.";

/// `Enter the number of players for this game (minimum of 2 to maximum of 6):`
pub fn player_count_prompt(rules: &CrapsRules) -> String {
    format!(
        "Enter the number of players for this game (minimum of {} to maximum of {}):",
        rules.min_players, rules.max_players
    )
}

/// The spec's rules screen (its line breaks restored) with the table's
/// minimum bet, multiple and currency.
pub fn rules_screen(rules: &CrapsRules) -> String {
    let minimum = match rules.currency {
        "$" => format!("{} dollars", rules.minimum_bet),
        _ => rules.money(rules.minimum_bet),
    };
    RULES
        .replace('$', rules.currency)
        .replace("{minimum} dollars", &minimum)
        .replace("{multiple}", &rules.bet_multiple.to_string())
}

const RULES: &str = "Here are the basic rules of the game:
One round of play with one person shooting the dice is known as 'a pass'.
1)The person with the dice is 'the shooter'. The shooter decides how much they want to bet, which is called 'the action'.
2)The shooter has to make a minimum bet of {minimum} dollars, and the bet amount must be a multiple of ${multiple}, but they can bet up to the maximum amount in their bank roll.
3)The other players are invited to 'take a piece of the action', which means they can bet an amount up to but not greater than the amount of the action. For example, if the 'action amount' bet was $50, then one player could 'take $30 of the action', a second player could 'take $10 of the action', and a third player could take the final $10 of the action.
The action of $50 would then be 'covered' and no other players in the game would be able to lay a bet on this round.
When all bets are placed, the shooter rolls the dice on the 'come out' roll. Here are the possible outcomes:
1)IF the shooter rolls a seven or eleven, then they have rolled 'a natural' and they win their bet. The bets of the other players will be given to the shooter.
2)IF the shooter rolls a two ('snake-eyes'), a three ('ace-deuce'), or a twelve ('box-cars') then the shooter 'craps out' (loses) and the amount of his action is split up and given to the other players according to the amount they bet.
3)IF the shooter rolls any other number besides 2,3,7,11, or 12, then that number becomes the shooter's 'point'. The shooter now rolls the dice again until they either roll their point again, in which case they have 'come' and won the pass, or they roll a seven, in which case they 'don't come' (lose) because they have 'sevened out'.
4)After a pass is completed, the shooter may choose to continue to roll the dice ('make another pass') or they can pass the dice to the next player ('pass on the bones').
5)If a player loses all of their money, they are out of the game ('cleaned out'). The game ends when one player has won all of the money in the game from the other players ('cleaned house').";

/// Alley Craps for two to six players, drawing like the Java assignment.
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "craps",
    about = "Alley Craps for 2 to 6 players: the croupier reference program"
)]
pub struct CrapsProgram {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub rules_args: RulesArgs,
    /// The numbers played by: `--assignment-file`'s, else the spec's.
    #[arg(skip)]
    pub rules: CrapsRules,
}

/// What the shooter chose after a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ShooterChoice {
    RollAgain,
    PassTheBones,
}

/// `Welcome to the game Bill, and Tony`, `Welcome to the game Moe, Larry, and Curly`.
pub fn welcome_players_line(names: &[String]) -> String {
    match names.split_last() {
        Some((last, [])) => format!("Welcome to the game {last}"),
        Some((last, others)) => format!("Welcome to the game {}, and {last}", others.join(", ")),
        None => "Welcome to the game".to_string(),
    }
}

/// `Bill rolled 4 and 3.` then the spec's `***** Rolling the dice...and the
/// result is: 7! *****`.
pub fn roll_lines(shooter: &str, dice: [u8; 2]) -> [String; 2] {
    let [first, second] = dice;
    [
        format!("{shooter} rolled {first} and {second}."),
        format!(
            "***** Rolling the dice...and the result is: {}! *****",
            first + second
        ),
    ]
}

/// `Bill has $200 in the bank roll.`
pub fn bankroll_line(rules: &CrapsRules, name: &str, bankroll: i64) -> String {
    format!("{name} has {} in the bank roll.", rules.money(bankroll))
}

impl Program for CrapsProgram {
    fn load_rules(&mut self) -> Result<(), RulesError> {
        if let Some(rules) = self.rules_args.read::<CrapsRules>()? {
            self.rules = rules;
        }
        Ok(())
    }

    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()> {
        let rules = &self.rules;
        let mut source = self.game.source(RngKind::Java, 1);
        let names = seat_players(console, rules)?;
        let mut bankrolls = vec![rules.starting_bank; names.len()];
        let mut shooter = 0;
        loop {
            let before = bankrolls.clone();
            bankrolls = play_pass(console, &mut source, rules, &names, &bankrolls, shooter)?;
            for (name, &bankroll) in names.iter().zip(&bankrolls) {
                console.say(bankroll_line(rules, name, bankroll))?;
            }
            for seat in cleaned_out(&before, &bankrolls) {
                console.say(format!("{} has been cleaned out!", names[seat]))?;
            }
            if let Some(winner) = game_winner(&bankrolls) {
                console.say(format!(
                    "***** AND WE HAVE THE GAME WINNER! Congratulations, {}!*****",
                    names[winner]
                ))?;
                return console.say(format!(
                    "You have won the total pot of {}!",
                    rules.money(bankrolls[winner])
                ));
            }
            let passes = bankrolls[shooter] == 0
                || ask_shooter_choice(console, &names[shooter])? == ShooterChoice::PassTheBones;
            if passes {
                // Nobody else with money would have made a winner above.
                let next = next_shooter(&bankrolls, shooter)
                    .expect("a game without a winner has another player with money");
                console.say(format!(
                    "{} passes the bones to {}.",
                    names[shooter], names[next]
                ))?;
                shooter = next;
            }
        }
    }
}

/// The welcome, the number of players, their names and the rules screen.
fn seat_players<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    rules: &CrapsRules,
) -> ConsoleResult<Vec<String>> {
    console.say(WELCOME)?;
    let count = console.ask(&player_count_prompt(rules), |answer| {
        let count = parse_whole_number(answer, "the number of players")?;
        check_player_count(rules, count).map_err(|error| error.to_string())
    })?;
    let mut names: Vec<String> = Vec::with_capacity(count);
    for seat in 1..=count {
        let prompt = format!("Enter first name of player# {seat} and press ENTER: ");
        let name = console.ask(&prompt, |answer| {
            check_player_name(answer, &names).map_err(|error| error.to_string())
        })?;
        names.push(name);
    }
    console.say(format!(
        "We have {count} players with {} each for total game money of {}",
        rules.money(rules.starting_bank),
        rules.money(rules.starting_bank * count as i64)
    ))?;
    console.say(welcome_players_line(&names))?;
    if console.ask_yes_no(RULES_PROMPT)? {
        console.say(rules_screen(rules))?;
    }
    Ok(names)
}

/// One pass: the bets, the dice, and the bank rolls it leaves.
fn play_pass<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut dyn RandomSource,
    rules: &CrapsRules,
    names: &[String],
    bankrolls: &[i64],
    shooter: usize,
) -> ConsoleResult<Vec<i64>> {
    let shooter_name = &names[shooter];
    let shooter_prompt = format!(
        "{shooter_name}, you are the shooter! You have {} in your bank roll and minimum bet is {}. Enter your bet amount: {}",
        rules.money(bankrolls[shooter]),
        rules.money(rules.minimum_bet),
        rules.currency
    );
    let shooter_bet = console.ask(&shooter_prompt, |answer| {
        let bet = parse_bet(rules, answer)?;
        check_shooter_bet(rules, bet, bankrolls[shooter]).map_err(|error| error.message(rules))
    })?;
    let mut action = Action::new(shooter_bet);
    let mut bets = vec![0; names.len()];
    for seat in opponents_in_order(bankrolls, shooter) {
        let prompt = format!(
            "{}, {shooter_name} has bet {bet}. How much of the {remaining} action do you want? Enter your bet, minimum of {minimum} up to {remaining}, or your bank balance, whichever is less: {currency}",
            names[seat],
            bet = rules.money(shooter_bet),
            minimum = rules.money(rules.minimum_bet),
            remaining = rules.money(action.remaining()),
            currency = rules.currency,
        );
        bets[seat] = console.ask(&prompt, |answer| {
            let bet = parse_bet(rules, answer)?;
            action
                .take(rules, bet, bankrolls[seat])
                .map_err(|error| error.message(rules))
        })?;
        if action.is_covered() {
            console.say(COVERED_LINE)?;
            break;
        }
    }
    if !action.is_covered() {
        console.say(format!(
            "Only {} of {shooter_name}'s {} bet is covered.",
            rules.money(action.covered()),
            rules.money(shooter_bet)
        ))?;
    }
    let result = shoot(console, source, shooter_name)?;
    Ok(settle_pass(bankrolls, shooter, &bets, result)
        .expect("the program's own bets always describe one pass"))
}

/// Roll the come-out and, for a point, on until the pass is decided.
fn shoot<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut dyn RandomSource,
    shooter: &str,
) -> ConsoleResult<PassResult> {
    let point = match come_out(roll(console, source, shooter)?) {
        ComeOut::Natural => {
            console.say(format!(
                "Congratulations {shooter}! You have rolled a natural. You win!"
            ))?;
            return Ok(PassResult::ShooterWins);
        }
        ComeOut::Craps => {
            console.say(format!("Sorry {shooter}, you have crapped out. You lose!"))?;
            return Ok(PassResult::ShooterLoses);
        }
        ComeOut::Point(point) => point,
    };
    console.say(format!(
        "{shooter}, your point is {point}. Roll a {point} again before a 7 to win."
    ))?;
    loop {
        match point_roll(point, roll(console, source, shooter)?) {
            Some(PassResult::ShooterWins) => {
                console.say(format!(
                    "Congratulations {shooter}! You have made your point of {point}. You win!"
                ))?;
                return Ok(PassResult::ShooterWins);
            }
            Some(PassResult::ShooterLoses) => {
                console.say(format!("Sorry {shooter}, you have sevened out. You lose!"))?;
                return Ok(PassResult::ShooterLoses);
            }
            None => {}
        }
    }
}

/// Roll two dice, show them, and give their total.
fn roll<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut dyn RandomSource,
    shooter: &str,
) -> ConsoleResult<u8> {
    let dice = roll_pair(source);
    for line in roll_lines(shooter, dice) {
        console.say(line)?;
    }
    Ok(dice[0] + dice[1])
}

fn ask_shooter_choice<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    shooter: &str,
) -> ConsoleResult<ShooterChoice> {
    let prompt = format!(
        "{shooter}, do you want to roll again or pass the bones? Enter R to roll again, or P to pass: "
    );
    console.ask(&prompt, |answer| {
        match answer.to_ascii_lowercase().as_str() {
            "r" | "roll" => Ok(ShooterChoice::RollAgain),
            "p" | "pass" => Ok(ShooterChoice::PassTheBones),
            _ => Err("Please answer R to roll again or P to pass the bones.".to_string()),
        }
    })
}

/// A bet in whole dollars; the `$` (the table's currency) is already on
/// screen but may be typed too.
fn parse_bet(rules: &CrapsRules, answer: &str) -> Result<i64, String> {
    let amount = answer.strip_prefix(rules.currency).unwrap_or(answer).trim();
    parse_whole_number(amount, "your bet")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_welcomed_as_the_samples_show() {
        let table: &[(&[&str], &str)] = &[
            (&["Bill", "Tony"], "Welcome to the game Bill, and Tony"),
            (
                &["Moe", "Larry", "Curly"],
                "Welcome to the game Moe, Larry, and Curly",
            ),
        ];
        for &(names, line) in table {
            let names: Vec<String> = names.iter().map(|name| name.to_string()).collect();
            assert_eq!(welcome_players_line(&names), line);
        }
    }

    #[test]
    fn a_roll_shows_both_dice_then_the_samples_total() {
        assert_eq!(
            roll_lines("Bill", [4, 3]),
            [
                "Bill rolled 4 and 3.".to_string(),
                "***** Rolling the dice...and the result is: 7! *****".to_string(),
            ]
        );
    }

    #[test]
    fn bets_may_be_typed_with_a_dollar_sign() {
        let table = [
            ("50", Ok(50)),
            ("$50", Ok(50)),
            ("$ 20", Ok(20)),
            ("-10", Ok(-10)),
            (
                "ten",
                Err("Please enter your bet as a whole number.".to_string()),
            ),
            (
                "",
                Err("Please enter your bet as a whole number.".to_string()),
            ),
            (
                "12.5",
                Err("Please enter your bet as a whole number.".to_string()),
            ),
        ];
        for (answer, expected) in table {
            assert_eq!(parse_bet(&CrapsRules::SPEC, answer), expected, "{answer:?}");
        }
        let euros = CrapsRules {
            currency: "€",
            ..CrapsRules::SPEC
        };
        assert_eq!(parse_bet(&euros, "€30"), Ok(30));
    }

    #[test]
    fn a_table_of_another_currency_shows_it_on_every_amount() {
        let euros = CrapsRules {
            currency: "€",
            ..CrapsRules::SPEC
        };
        assert_eq!(
            bankroll_line(&euros, "Bill", 200),
            "Bill has €200 in the bank roll."
        );
        let screen = rules_screen(&euros);
        assert!(
            screen.contains("a minimum bet of €10, and the bet amount must be a multiple of €10")
        );
        assert!(!screen.contains('$'), "{screen}");
        assert_eq!(
            rules_screen(&CrapsRules::SPEC),
            RULES.replace("{minimum}", "10").replace("{multiple}", "10")
        );
        let refused = super::super::betting::BetError::AboveAction { remaining: 40 };
        assert_eq!(
            refused.message(&euros),
            "You cannot take more than the €40 of action left."
        );
        assert_eq!(
            refused.to_string(),
            "You cannot take more than the $40 of action left."
        );
    }
}
