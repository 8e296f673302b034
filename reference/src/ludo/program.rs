//! The Ludo console program: both players' turns rolled by the program,
//! printed as the spec's Sample Output, until a piece is HOME.

use std::io::{BufRead, Write};

use super::board::{Board, Player};
use super::ludo_rules::{LudoRules, SIX};
use crate::console::{Console, ConsoleResult};
use crate::game_args::GameArgs;
use crate::program::Program;
use crate::rng::{RandomSource, RngKind};
use crate::rules_file::{RulesArgs, RulesError};

/// Printed after both players have had their turn.
pub const ROUND_SEPARATOR: &str = "___________________________________________________";
/// Printed above and below the winner.
pub const WINNER_BANNER: &str = "*************";

/// The spec's two-player Ludo: the program rolls for both players.
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "ludo",
    about = "Two-player Ludo with one piece each: a 6 to start, bonus rolls, exact throw HOME"
)]
pub struct LudoProgram {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub rules_args: RulesArgs,
    /// The numbers played by: `--assignment-file`'s, else the spec's.
    #[arg(skip)]
    pub rules: LudoRules,
}

impl Program for LudoProgram {
    fn load_rules(&mut self) -> Result<(), RulesError> {
        if let Some(rules) = self.rules_args.read::<LudoRules>()? {
            self.rules = rules;
        }
        Ok(())
    }

    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()> {
        let mut source = self.game.source(RngKind::Glibc, 1);
        let mut board = Board::new(self.rules);
        loop {
            let player = board.next_player();
            console.say(format!("{player}:"))?;
            let rolls = roll_turn(&self.rules, &mut source, console)?;
            let outcome = board
                .play_turn(&rolls)
                .expect("rolled turns are whole turns of faces 1 to 6 on an unfinished game");
            console.say(format!("worksum = {}", outcome.mover.worksum))?;
            if outcome.won() {
                console.say(WINNER_BANNER)?;
                console.say(format!("{player} wins."))?;
                return console.say(WINNER_BANNER);
            }
            if player == Player::Two {
                console.say(ROUND_SEPARATOR)?;
            }
        }
    }
}

/// Roll one whole turn, a roll per line: the first, then one more after
/// every 6 (where the rules give a bonus roll).
fn roll_turn<S: RandomSource + ?Sized, R: BufRead, W: Write>(
    rules: &LudoRules,
    source: &mut S,
    console: &mut Console<R, W>,
) -> ConsoleResult<Vec<u8>> {
    let mut rolls = Vec::new();
    loop {
        let roll = source.below(u32::from(SIX)) as u8 + 1;
        let prompt = if rolls.is_empty() {
            "Please roll the die"
        } else {
            "Please roll the die again"
        };
        console.say(format!("{prompt}: {roll}"))?;
        rolls.push(roll);
        if !rules.rolls_again(roll) {
            return Ok(rolls);
        }
    }
}
