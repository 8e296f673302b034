//! The Porojen Leuka console program: the seed, the stakes, and games of
//! rounds between the human (who chooses) and the computer (its strategy).

use std::io::{BufRead, Write};

use super::amount::{Markkaa, Points};
use super::position::{position, Position, THROW_SIDES};
use super::round::{BankReason, Round, RoundEnd, RoundStep};
use super::seed::parse_seed;
use super::stakes::{Side, Stakes, BET, STARTING_STAKE};
use crate::console::{Console, ConsoleResult};
use crate::game_args::GameArgs;
use crate::program::Program;
use crate::rng::{RandomSource, RngKind};

const GREETING: &str = "\
Welcome to Porojen Leuka, the reindeer jawbone game of Lapland!

You and the computer take turns throwing the jawbone. Each throw scores 1, 2,
4 or 7 points for the round, and you may throw again or pass; but Erillään
Pystyyn loses the round's points, Pitkä Rivi banks them and ends the round,
and Pidä ja anna adds 11 points, banks them and ends the round. The first to
bank 94 points wins the game.";

pub const SEED_PROMPT: &str = "Please enter a random number seed: ";
pub const FIRST_GAME_PROMPT: &str = "Would you like to play Porojen Leuka? (Y/N): ";
pub const NEXT_GAME_PROMPT: &str = "Would you like to play again? (Y/N): ";
pub const THROW_FIRST_PROMPT: &str = "Would you like to throw first? (Y/N): ";
pub const THROW_AGAIN_PROMPT: &str = "Throw again? (Y/N): ";

/// Porojen Leuka: the human against the computer, for markkaa.
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
}

impl Program for JawboneProgram {
    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()> {
        console.say(GREETING)?;
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
        console.say(format!(
            "You and the computer each have {}. Each game is played for {}.",
            Markkaa(STARTING_STAKE),
            Markkaa(BET)
        ))?;
        let mut stakes = Stakes::default();
        let mut question = FIRST_GAME_PROMPT;
        while console.ask_yes_no(question)? {
            let first = match console.ask_yes_no(THROW_FIRST_PROMPT)? {
                true => Side::Human,
                false => Side::Computer,
            };
            let winner = play_game(console, &mut source, first)?;
            stakes.settle(winner);
            console.say(format!("Stakes: {stakes}."))?;
            if let Some(side) = stakes.cleaned_out() {
                console.say(match side {
                    Side::Human => "You have no markkaa left.",
                    Side::Computer => "The computer has no markkaa left.",
                })?;
                break;
            }
            question = NEXT_GAME_PROMPT;
        }
        console.say(format!("Final stakes: {stakes}."))
    }
}

/// One game: rounds in turn from `first` until someone banks 94; the winner.
fn play_game<S: RandomSource + ?Sized, R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    source: &mut S,
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
        let end = play_round(console, source, thrower, *banked)?;
        *banked = end.total();
        if end.wins() {
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
    thrower: Side,
    banked: u32,
) -> ConsoleResult<RoundEnd> {
    console.say("")?;
    console.say(match thrower {
        Side::Human => format!("Your round: you have {} banked.", Points(banked)),
        Side::Computer => format!("The computer's round: it has {} banked.", Points(banked)),
    })?;
    let mut round = Round::new(banked);
    loop {
        let throw = source.below(THROW_SIDES);
        let landed = position(throw).expect("below(100) is a throw of 0 to 99");
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
    let what = match landed {
        Position::ErillaanPystyyn => format!("{landed}! The round's points are lost."),
        Position::PitkaRivi => format!("{landed}!"),
        Position::PidaJaAnna => format!("{landed}! 11 points (round: {round_points})"),
        Position::Scoring(_) => format!("{landed} (round: {round_points})"),
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
