//! The Cee-lo console program: the spec's prompts and lines around the rules
//! of `combo`, `round` and `wager`.

use std::io::{BufRead, Write};

use super::ceelo_rules::{CeeloRules, ComboClass};
use super::combo::{rank, Dice, Outcome};
use super::money::Money;
use super::round::{roll_dice, Roller, Round, RoundStep};
use super::wager::{check_initial_balance, check_wager, settle_wager};
use crate::console::{Console, ConsoleResult};
use crate::game_args::GameArgs;
use crate::program::Program;
use crate::rng::{RandomSource, RngKind};
use crate::rules_file::{RulesArgs, RulesError};

/// The template's `print_game_rules`, word for word (the spec's ranking;
/// `rules_screen` orders the combinations as a course ranks them).
pub const RULES: &str = "Cee-lo rules:\n\
This is a battle of the player against the CPU. Both roll three\n\
dice each until both have a recognized combination. Whoever rolls\n\
the better combination wins! A tie results in both player and CPU\n\
rerolling their die until they each have a new combination.\n\
Combinations are ranked from best to worst as:\n\
\t4-5-6:\n\t\tThe die values are 4, 5, and 6 (any order)\n\
\tTrips:\n\t\tThe three die values are all the same. Higher trips\n\
\t\tbeats lower trips (but still note that trips beats \"point\"\n\
\t\t(see below).\n\
\tPoint:\n\t\tA pair is rolled. The non-matching dice is the\n\
\t\t\"point\". A higher point beats a lower point (so 1-1-5 beats\n\
\t\t6-3-6)\n\
\t1-2-3:\n\t\tThe die values are 1, 2, and 3 (any order)\n\
The above are the only recognized combinations. A player must\n\
reroll until they have one of the above combinations\n";

/// The rules screen with the combinations from best to worst as `rules`
/// rank them: the template's words, its blocks in that order.
pub fn rules_screen(rules: &CeeloRules) -> String {
    let start = |text: &str| RULES.find(text).expect("the template names every class");
    let head_end = start("\t4-5-6:");
    let tail_start = start("The above are");
    let blocks = [
        (
            ComboClass::FourFiveSix,
            start("\t4-5-6:"),
            start("\tTrips:"),
        ),
        (ComboClass::Trips, start("\tTrips:"), start("\tPoint:")),
        (ComboClass::Point, start("\tPoint:"), start("\t1-2-3:")),
        (ComboClass::OneTwoThree, start("\t1-2-3:"), tail_start),
    ];
    let mut screen = RULES[..head_end].to_string();
    for class in rules.ranks.iter().rev() {
        if let Some((_, from, to)) = blocks.iter().find(|(block, _, _)| block == class) {
            screen.push_str(&RULES[*from..*to]);
        }
    }
    screen.push_str(&RULES[tail_start..]);
    screen
}

pub const BALANCE_PROMPT: &str = "Enter in an initial bank balance (in dollars): ";
pub const WAGER_PROMPT: &str = "Enter in a wager amount (in dollars): ";
pub const CONTINUE_CHOICES_PROMPT: &str = "('c' for continue, 'q' for quit): ";
pub const BROKE_LINE: &str = "Better luck next time.";

/// Cee-lo against the CPU with wagers, drawing like the C template.
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "ceelo",
    about = "Cee-lo against the CPU, with wagers: the croupier reference program"
)]
pub struct CeeloProgram {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub rules_args: RulesArgs,
    /// The numbers played by: `--assignment-file`'s, else the spec's.
    #[arg(skip)]
    pub rules: CeeloRules,
}

/// What the player chose after a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NextMove {
    Continue,
    Quit,
}

/// `You rolled (5, 4, 3) (unrecognized combo)`, `CPU rolled (4, 4, 6)`.
pub fn roll_line(roller: Roller, dice: Dice) -> String {
    let [first, second, third] = dice;
    let mut line = format!("{} rolled ({first}, {second}, {third})", roller.name());
    if !rank(dice).is_recognized() {
        line.push_str(" (unrecognized combo)");
    }
    line
}

/// `You won!`, `You lost!`, or the tie that sends both back to rolling.
pub fn outcome_line(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "You won!",
        Outcome::Lost => "You lost!",
        Outcome::Tie => "It's a tie! Both of you roll again.",
    }
}

/// `Your current balance is $100.00`.
pub fn balance_line(balance: Money) -> String {
    format!("Your current balance is {balance}")
}

/// `You left with $50.00.`
pub fn leave_line(balance: Money) -> String {
    format!("You left with {balance}.")
}

impl Program for CeeloProgram {
    fn load_rules(&mut self) -> Result<(), RulesError> {
        if let Some(rules) = self.rules_args.read::<CeeloRules>()? {
            self.rules = rules;
        }
        Ok(())
    }

    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()> {
        let rules = &self.rules;
        let mut source = self.game.source(RngKind::Glibc, 1);
        console.show(rules_screen(rules))?;
        console.say("")?;
        let mut balance = console.ask(BALANCE_PROMPT, |answer| {
            let amount = Money::parse(answer).map_err(|error| error.to_string())?;
            check_initial_balance(amount).map_err(|error| error.to_string())
        })?;
        console.say(balance_line(balance))?;
        console.say("")?;
        loop {
            let wager = console.ask(WAGER_PROMPT, |answer| {
                let amount = Money::parse(answer).map_err(|error| error.to_string())?;
                check_wager(rules, amount, balance).map_err(|error| error.to_string())
            })?;
            let outcome = play_game(console, &mut source, rules)?;
            console.say(outcome_line(outcome))?;
            balance = settle_wager(balance, wager, outcome);
            if !balance.is_positive() {
                console.say(leave_line(balance))?;
                return console.say(BROKE_LINE);
            }
            match ask_next_move(console, balance)? {
                NextMove::Quit => return console.say(leave_line(balance)),
                NextMove::Continue => console.say(balance_line(balance))?,
            }
        }
    }
}

/// Roll until the game is decided, printing every roll and every tie.
fn play_game<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut dyn RandomSource,
    rules: &CeeloRules,
) -> ConsoleResult<Outcome> {
    let mut round = Round::new(*rules);
    loop {
        let dice = roll_dice(source);
        console.say(roll_line(round.roller(), dice))?;
        round = match round.record(dice) {
            RoundStep::Rolling(next) => next,
            RoundStep::Tie(next) => {
                console.say(outcome_line(Outcome::Tie))?;
                next
            }
            RoundStep::Decided(outcome) => return Ok(outcome),
        };
    }
}

fn ask_next_move<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    balance: Money,
) -> ConsoleResult<NextMove> {
    console.say(format!(
        "Do you want to continue playing or quit and take your money ({balance})"
    ))?;
    console.ask(CONTINUE_CHOICES_PROMPT, |answer| {
        match answer.to_ascii_lowercase().as_str() {
            "c" => Ok(NextMove::Continue),
            "q" => Ok(NextMove::Quit),
            _ => Err("Please answer c to continue or q to quit.".to_string()),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_screen_orders_the_combinations_as_ranked() {
        assert_eq!(rules_screen(&CeeloRules::SPEC), RULES);
        let trips_first = CeeloRules {
            ranks: [
                ComboClass::OneTwoThree,
                ComboClass::Point,
                ComboClass::FourFiveSix,
                ComboClass::Trips,
            ],
            ..CeeloRules::SPEC
        };
        let screen = rules_screen(&trips_first);
        assert_eq!(screen.len(), RULES.len());
        assert!(screen.find("\tTrips:").unwrap() < screen.find("\t4-5-6:").unwrap());
    }
    use clap::Parser;

    fn transcript(arguments: &[&str], input: &str) -> String {
        let program = CeeloProgram::parse_from([&["ceelo"], arguments].concat());
        let mut console = Console::new(input.as_bytes(), Vec::new());
        program.play(&mut console).unwrap();
        String::from_utf8(console.into_output()).unwrap()
    }

    #[test]
    fn roll_lines_mark_unrecognized_combos() {
        let table = [
            (
                Roller::Player,
                [5, 4, 3],
                "You rolled (5, 4, 3) (unrecognized combo)",
            ),
            (Roller::Player, [3, 2, 1], "You rolled (3, 2, 1)"),
            (Roller::Cpu, [4, 4, 6], "CPU rolled (4, 4, 6)"),
            (
                Roller::Cpu,
                [5, 2, 4],
                "CPU rolled (5, 2, 4) (unrecognized combo)",
            ),
        ];
        for (roller, dice, line) in table {
            assert_eq!(roll_line(roller, dice), line);
        }
    }

    #[test]
    fn the_spec_sample_run_is_reproduced_with_its_dice() {
        // The dice of the spec's sample run, rigged in order.
        let dice = "5,4,3,6,3,4,3,2,1,5,2,4,4,4,6,1,5,6,1,2,1,4,1,4,2,4,6,6,4,6,1,6,1";
        let shown = transcript(&["--dice", dice], "100\n500\n400\n50\nc\n50\nc\n100\n");
        let after_rules = shown.split_once(RULES).unwrap().1;
        let expected = "
Enter in an initial bank balance (in dollars): Your current balance is $100.00

Enter in a wager amount (in dollars): Your wager cannot be more than your balance of $100.00.
Enter in a wager amount (in dollars): Your wager cannot be more than your balance of $100.00.
Enter in a wager amount (in dollars): You rolled (5, 4, 3) (unrecognized combo)
You rolled (6, 3, 4) (unrecognized combo)
You rolled (3, 2, 1)
CPU rolled (5, 2, 4) (unrecognized combo)
CPU rolled (4, 4, 6)
You lost!
Do you want to continue playing or quit and take your money ($50.00)
('c' for continue, 'q' for quit): Your current balance is $50.00
Enter in a wager amount (in dollars): You rolled (1, 5, 6) (unrecognized combo)
You rolled (1, 2, 1)
CPU rolled (4, 1, 4)
You won!
Do you want to continue playing or quit and take your money ($100.00)
('c' for continue, 'q' for quit): Your current balance is $100.00
Enter in a wager amount (in dollars): You rolled (2, 4, 6) (unrecognized combo)
You rolled (6, 4, 6)
CPU rolled (1, 6, 1)
You lost!
You left with $0.00.
Better luck next time.
";
        assert_eq!(after_rules, expected);
    }

    #[test]
    fn a_tie_is_announced_and_both_roll_again() {
        let shown = transcript(&["--dice", "3,3,3,3,3,3,4,5,6,1,1,2"], "10\n2.50\nq\n");
        let expected =
            "You rolled (3, 3, 3)\nCPU rolled (3, 3, 3)\nIt's a tie! Both of you roll again.\n\
                        You rolled (4, 5, 6)\nCPU rolled (1, 1, 2)\nYou won!\n";
        assert!(shown.contains(expected), "{shown}");
        assert!(shown.ends_with("You left with $12.50.\n"), "{shown}");
    }

    #[test]
    fn bad_answers_are_asked_again_with_a_reason() {
        let shown = transcript(
            &["--dice", "4,5,6,1,2,3"],
            "abc\n-5\n0\n20\n\n0\n20.001\n$20\nx\nQ\n",
        );
        for reason in [
            "'abc' is not an amount in dollars",
            "An amount cannot be negative.",
            "Your initial balance must be more than $0.00.",
            "Please enter an amount in dollars",
            "Your wager must be more than $0.00.",
            "Please give at most two decimals",
            "Please answer c to continue or q to quit.",
        ] {
            assert!(shown.contains(reason), "missing {reason:?} in {shown}");
        }
        assert_eq!(shown.matches(BALANCE_PROMPT).count(), 4);
        assert_eq!(shown.matches(WAGER_PROMPT).count(), 4);
        assert!(shown.ends_with("You left with $40.00.\n"), "{shown}");
    }
}
