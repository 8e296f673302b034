//! The Porojen Leuka console program: the seed, the stakes, and games of
//! rounds between the human (who chooses) and the computer (its strategy).

use std::io::{BufRead, Write};

use super::amount::{Money, Points};
use super::jawbone_rules::JawboneRules;
use super::position::{Position, ThrowAction, THROW_SIDES};
use super::round::{BankReason, RoundEnd, RoundStep};
use super::seed::parse_seed;
use super::stakes::{Side, Stakes};
use crate::console::{Console, ConsoleResult};
use crate::game_args::GameArgs;
use crate::program::Program;
use crate::rng::{RandomSource, RngKind};
use crate::rules_file::{RulesArgs, RulesError};

pub const SEED_PROMPT: &str = "Please enter a random number seed: ";
pub const NEXT_GAME_PROMPT: &str = "Would you like to play again? (Y/N): ";
pub const THROW_FIRST_PROMPT: &str = "Would you like to throw first? (Y/N): ";
pub const THROW_AGAIN_PROMPT: &str = "Throw again? (Y/N): ";

/// Porojen Leuka: the human against the computer, for markkaa (or a
/// course's variant of it, `--assignment-file`).
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "jawbone",
    about = "Porojen Leuka, the reindeer jawbone game: first to 94 points wins a markka",
    after_help = "The seed is read from standard input, as the assignment's EnterRandomSeed reads it."
)]
pub struct JawboneProgram {
    /// Generator to draw with: glibc, java or chacha (default: glibc's random())
    #[arg(long, value_name = "KIND")]
    pub rng: Option<RngKind>,
    /// Rigged throws (0-99) served before the generator, comma separated
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub dice: Vec<u32>,
    /// Append every throw to FILE, a line each, as croupier's seed shim logs them
    #[arg(long, value_name = "FILE")]
    pub draw_log: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub rules_args: RulesArgs,
    /// The numbers played by: `--assignment-file`'s, else the spec's.
    #[arg(skip)]
    pub rules: JawboneRules,
}

impl Program for JawboneProgram {
    fn load_rules(&mut self) -> Result<(), RulesError> {
        if let Some(rules) = self.rules_args.read::<JawboneRules>()? {
            self.rules = rules;
        }
        Ok(())
    }

    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()> {
        let rules = &self.rules;
        console.say(greeting(rules))?;
        console.say("")?;
        let seed = console.ask(SEED_PROMPT, |line| {
            parse_seed(line).ok_or_else(|| "Please enter a whole number for the seed.".to_string())
        })?;
        let arguments = GameArgs {
            seed: Some(u64::from(seed)),
            rng: self.rng,
            dice: self.dice.clone(),
            draw_log: self.draw_log.clone(),
        };
        let mut source = arguments.source(RngKind::Glibc, 0);
        let money = |amount| Money {
            amount,
            currency: rules.currency,
        };
        console.say(format!(
            "You and the computer each have {}. Each game is played for {}.",
            money(rules.stake),
            money(rules.bet)
        ))?;
        let mut stakes = Stakes::starting(rules.stake);
        let first_question = format!("Would you like to play {}? (Y/N): ", rules.name);
        let mut question = first_question.as_str();
        while console.ask_yes_no(question)? {
            let first = match console.ask_yes_no(THROW_FIRST_PROMPT)? {
                true => Side::Human,
                false => Side::Computer,
            };
            let winner = play_game(console, &mut source, rules, first)?;
            stakes.settle(winner, rules.bet);
            console.say(format!("Stakes: {}.", stakes.shown_in(rules.currency)))?;
            if let Some(side) = stakes.cleaned_out() {
                console.say(match side {
                    Side::Human => format!("You have no {} left.", rules.currency.many),
                    Side::Computer => {
                        format!("The computer has no {} left.", rules.currency.many)
                    }
                })?;
                break;
            }
            question = NEXT_GAME_PROMPT;
        }
        console.say(format!(
            "Final stakes: {}.",
            stakes.shown_in(rules.currency)
        ))
    }
}

/// The welcome and the rules in a paragraph, wrapped at 78 columns.
fn greeting(rules: &JawboneRules) -> String {
    let welcome = match rules.description {
        Some(description) => format!("Welcome to {}, {description}!", rules.name),
        None => format!("Welcome to {}!", rules.name),
    };
    let mut scores: Vec<String> = Vec::new();
    let mut others = Vec::new();
    for row in rules.table.rows() {
        let position = row.position();
        let what = match position.name {
            Some(name) => name.to_string(),
            None => format!("a throw of {}", row.throws()),
        };
        match position.action {
            ThrowAction::ScoreAndGoOn if position.name.is_none() => {
                let points = position.points.to_string();
                if !scores.contains(&points) {
                    scores.push(points);
                }
            }
            ThrowAction::ScoreAndGoOn => others.push(format!(
                "{what} scores {} and you may go on",
                Points(position.points)
            )),
            ThrowAction::LoseRound => others.push(format!("{what} loses the round's points")),
            ThrowAction::BankAndPass => {
                others.push(format!("{what} banks them and ends the round"))
            }
            ThrowAction::ScoreThenBank => others.push(format!(
                "{what} adds {}, banks them and ends the round",
                Points(position.points)
            )),
        }
    }
    let mut rules_text = "You and the computer take turns throwing the jawbone.".to_string();
    if !scores.is_empty() {
        rules_text.push_str(&format!(
            " Each throw scores {} points for the round, and you may throw again or pass",
            in_words(&scores, "or")
        ));
        if !others.is_empty() {
            rules_text.push_str("; but ");
        }
    } else if !others.is_empty() {
        rules_text.push(' ');
    }
    rules_text.push_str(&in_words(&others, "and"));
    rules_text.push_str(&format!(
        ". The first to bank {} points wins the game.",
        rules.target
    ));
    format!("{welcome}\n\n{}", wrapped(&rules_text, 78))
}

/// `1, 2, 4 or 7`; `a, b, and c` for clauses that have commas of their own.
fn in_words(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., final_item] if last == "and" => {
            format!("{}, {last} {final_item}", init.join(", "))
        }
        [init @ .., final_item] => format!("{} {last} {final_item}", init.join(", ")),
    }
}

/// Words filled into lines of at most `width` characters.
fn wrapped(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let length = line.chars().count();
        if length > 0 && length + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines.join("\n")
}

/// One game: rounds in turn from `first` until someone banks 94; the winner.
fn play_game<S: RandomSource + ?Sized, R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut S,
    rules: &JawboneRules,
    first: Side,
) -> ConsoleResult<Side> {
    console.say("")?;
    console.say(match first {
        Side::Human => "New game: you throw first.",
        Side::Computer => "New game: the computer throws first.",
    })?;
    let (mut human, mut computer) = (0, 0);
    let mut thrower = first;
    loop {
        let banked = match thrower {
            Side::Human => &mut human,
            Side::Computer => &mut computer,
        };
        let end = play_round(console, source, rules, thrower, *banked)?;
        *banked = end.total();
        if rules.wins(end) {
            console.say(win_line(thrower, end))?;
            return Ok(thrower);
        }
        console.say(format!("Score: you {human}, computer {computer}."))?;
        thrower = thrower.other();
    }
}

/// One round of `thrower`: the first throw at once, then more while the
/// human answers yes or the computer's strategy says so.
fn play_round<S: RandomSource + ?Sized, R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut S,
    rules: &JawboneRules,
    thrower: Side,
    banked: u32,
) -> ConsoleResult<RoundEnd> {
    console.say("")?;
    console.say(match thrower {
        Side::Human => format!("Your round: you have {} banked.", Points(banked)),
        Side::Computer => format!("The computer's round: it has {} banked.", Points(banked)),
    })?;
    let mut round = rules.limits().round(banked);
    loop {
        let throw = source.below(THROW_SIDES);
        let landed = rules
            .position(throw)
            .expect("below(100) is a throw of 0 to 99, and the table has every one");
        let step = round.throw(landed);
        console.say(throw_line(thrower, throw, landed, step))?;
        let end = match step {
            RoundStep::GoesOn(next) => {
                let again = match thrower {
                    Side::Human => console.ask_yes_no(THROW_AGAIN_PROMPT)?,
                    Side::Computer => next.computer_keeps_throwing(),
                };
                round = next;
                if again {
                    continue;
                }
                next.pass()
            }
            RoundStep::Over(end) => end,
        };
        if let RoundEnd::Banked { points, total, .. } = end {
            console.say(match thrower {
                Side::Human => format!("You bank {}: your total is {total}.", Points(points)),
                Side::Computer => {
                    format!(
                        "The computer banks {}: its total is {total}.",
                        Points(points)
                    )
                }
            })?;
        }
        return Ok(end);
    }
}

/// `You threw 57: 2 points (round: 2)` and the like for every position.
fn throw_line(thrower: Side, throw: u32, landed: Position, step: RoundStep) -> String {
    let who = match thrower {
        Side::Human => "You",
        Side::Computer => "The computer",
    };
    let round_points = match step {
        RoundStep::GoesOn(round) => round.points(),
        RoundStep::Over(RoundEnd::Banked { points, .. }) => points,
        RoundStep::Over(RoundEnd::Lost { .. }) => 0,
    };
    let scored = format!("{} (round: {round_points})", Points(landed.points));
    let what = match (landed.action, landed.name) {
        (ThrowAction::LoseRound, Some(name)) => format!("{name}! The round's points are lost."),
        (ThrowAction::LoseRound, None) => "The round's points are lost.".to_string(),
        (ThrowAction::BankAndPass, Some(name)) => format!("{name}!"),
        (ThrowAction::BankAndPass, None) => "The round is banked.".to_string(),
        (_, Some(name)) => format!("{name}! {scored}"),
        (_, None) => scored,
    };
    format!("{who} threw {throw}: {what}")
}

fn win_line(winner: Side, end: RoundEnd) -> String {
    let total = end.total();
    let stopped = matches!(
        end,
        RoundEnd::Banked {
            reason: BankReason::ReachedGoal,
            ..
        }
    );
    match (winner, stopped) {
        (Side::Human, true) => {
            format!("You have {total} points and cannot throw again. You win the game!")
        }
        (Side::Human, false) => format!("You have {total} points. You win the game!"),
        (Side::Computer, true) => format!(
            "The computer has {total} points and stops throwing. The computer wins the game!"
        ),
        (Side::Computer, false) => {
            format!("The computer has {total} points. The computer wins the game!")
        }
    }
}
