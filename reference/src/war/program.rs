//! The War console program: the explanation, ENTER to begin, then one game
//! per seed shown hand by hand, and the count of games that ended in a tie.

use std::io::{BufRead, Write};

use super::deal::{deal, Deal};
use super::seed_range::SeedRange;
use super::tally::{GameResult, HandWinner, Tally};
use super::war_rules::{Aces, WarRules};
use crate::console::{Console, ConsoleResult};
use crate::game_args::GameArgs;
use crate::program::Program;
use crate::rng::{RandomSource, RngKind};
use crate::rules_file::{RulesArgs, RulesError};

/// The explanation before the games, with the rules' numbers (the spec's
/// give the text of the sample run).
fn explanation(rules: &WarRules) -> String {
    let cards = rules.cards_per_player;
    let ranking = match (rules.aces, rules.ranks) {
        (Aces::Low, 13) => "Aces are low, Kings high".to_string(),
        (Aces::Low, top) => format!("Aces are low, {top} high"),
        (Aces::High, _) => "Aces are high, above every other card".to_string(),
    };
    format!(
        "\
It's WAR !!!

Each of us is dealt {cards} cards from a shuffled deck. In each hand we both turn
over our top card: the higher card wins both cards ({ranking}).
Equal cards go to the Tie pile, which the winner of the next hand also takes;
a tie in the last hand stays in the pile. Whoever has won more cards after
{cards} hands wins the game.

The computer plays both sides, one game for each seed of the random number
generator, and counts the games whose last two cards were the same."
    )
}

/// The spec's War: one game per `srand` seed, both sides played by the program.
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "war",
    about = "War, the card game: one game per seed, and how many games end in a tie",
    mut_arg("seed", |arg| arg.help("Play the one game with this seed (same as --seeds N)"))
)]
pub struct WarProgram {
    #[command(flatten)]
    pub game: GameArgs,
    /// Seeds to play, one game each: A..=B (B included), A..B (B left out)
    /// or one seed N [default: 1..=100]
    #[arg(long, value_name = "RANGE", conflicts_with = "seed")]
    pub seeds: Option<SeedRange>,
    /// Print only the final count: no explanation, no prompt, no hands
    #[arg(long)]
    pub quiet: bool,
    #[command(flatten)]
    pub rules_args: RulesArgs,
    /// The numbers played by: `--assignment-file`'s, else the spec's.
    #[arg(skip)]
    pub rules: WarRules,
}

impl WarProgram {
    /// `--seeds`, else the one `--seed` (cut to 32 bits, as C's `srand`
    /// takes an `unsigned int`), else the rules' (the spec's 1..=100).
    pub fn seed_range(&self) -> SeedRange {
        match (self.seeds, self.game.seed) {
            (Some(range), _) => range,
            (None, Some(seed)) => {
                let seed = seed as u32;
                SeedRange::new(seed, seed).unwrap_or_default()
            }
            (None, None) => self.rules.seeds,
        }
    }
}

impl Program for WarProgram {
    fn load_rules(&mut self) -> Result<(), RulesError> {
        if let Some(rules) = self.rules_args.read::<WarRules>()? {
            self.rules = rules;
        }
        Ok(())
    }

    fn play<R: BufRead, W: Write>(&self, console: &mut Console<R, W>) -> ConsoleResult<()> {
        let rules = &self.rules;
        let range = self.seed_range();
        let mut source = self.game.source(RngKind::Glibc, 1);
        if !self.quiet {
            console.say(explanation(rules))?;
            console.say("")?;
            console.answer("Press ENTER to begin : ")?;
        }
        let mut ending_in_tie = 0u64;
        for seed in range.seeds() {
            source.reseed(u64::from(seed));
            let deal = deal(rules, &mut source);
            ending_in_tie += u64::from(deal.ends_with_cards_in_tie_pile());
            if !self.quiet {
                show_game(console, rules, seed, &deal)?;
            }
        }
        console.say(format!(
            "After {}, {} ended with the last cards played being the same",
            games(range.game_count()),
            games(ending_in_tie)
        ))
    }
}

fn show_game<R: BufRead, W: Write>(
    console: &mut Console<R, W>,
    rules: &WarRules,
    seed: u32,
    deal: &Deal,
) -> ConsoleResult<()> {
    console.say("")?;
    console.say(format!("Seed = {seed} :"))?;
    let mut tally = Tally::default();
    for (index, (player, computer)) in deal.hands().enumerate() {
        console.say("")?;
        console.say(format!("Hand {} :", index + 1))?;
        console.say(format!("You played a {player} and I played a {computer}"))?;
        console.say(match tally.play_hand(rules, player, computer) {
            HandWinner::Player => "So you won these cards",
            HandWinner::Computer => "So I won these cards",
            HandWinner::Tie => "It was a tie",
        })?;
        console.say(format!(
            "You have won {} cards and I have won {} cards",
            tally.player_won, tally.computer_won
        ))?;
        console.say(format!(
            "There are {} cards in the Tie pile",
            tally.tie_pile
        ))?;
    }
    console.say("")?;
    console.say(match tally.result() {
        GameResult::PlayerWon => "Results : YOU WON !!!",
        GameResult::ComputerWon => "Results : I WON !!!",
        GameResult::Tied => "Results : WE TIED !!!",
    })
}

fn games(count: u64) -> String {
    match count {
        1 => "1 game".to_string(),
        _ => format!("{count} games"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn transcript(args: &[&str], input: &str) -> String {
        let mut program = WarProgram::try_parse_from(args).unwrap();
        program.load_rules().unwrap();
        let mut console = Console::new(input.as_bytes(), Vec::new());
        program.play(&mut console).unwrap();
        String::from_utf8(console.into_output()).unwrap()
    }

    #[test]
    fn seed_options_choose_the_games() {
        let cases: &[(&[&str], SeedRange)] = &[
            (&["war"], SeedRange::SPEC),
            (&["war", "--seeds", "3..=9"], SeedRange::new(3, 9).unwrap()),
            (&["war", "--seeds", "3..9"], SeedRange::new(3, 8).unwrap()),
            (&["war", "--seed", "42"], SeedRange::new(42, 42).unwrap()),
            (
                &["war", "--seed", "4294967298"],
                SeedRange::new(2, 2).unwrap(),
            ),
        ];
        for (args, expected) in cases {
            let program = WarProgram::try_parse_from(*args).unwrap();
            assert_eq!(program.seed_range(), *expected, "{args:?}");
        }
        assert!(WarProgram::try_parse_from(["war", "--seed", "1", "--seeds", "1..=2"]).is_err());
        assert!(WarProgram::try_parse_from(["war", "--seeds", "9..=3"]).is_err());
    }

    #[test]
    fn quiet_prints_only_the_count_and_reads_nothing() {
        let shown = transcript(&["war", "--quiet"], "");
        assert_eq!(
            shown,
            "After 100 games, 44 games ended with the last cards played being the same\n"
        );
    }

    #[test]
    fn one_game_is_singular() {
        // Seed 100 ends 3 against 3.
        let shown = transcript(&["war", "--quiet", "--seed", "100"], "");
        assert_eq!(
            shown,
            "After 1 game, 1 game ended with the last cards played being the same\n"
        );
    }

    #[test]
    fn a_course_file_sets_the_seeds_the_deck_and_the_aces() {
        let yaml = "title: t\nrules:\n  seeds: 3..=4\n  ranks: 5\n  cards_per_rank: 2\n  cards_per_player: 5\n  aces: high\n";
        let shown = transcript(&["war", "--assignment-yaml", yaml], "\n");
        assert!(shown.contains("Each of us is dealt 5 cards"), "{shown}");
        assert!(shown.contains("(Aces are high, above every other card)"));
        assert!(shown.contains("Seed = 3 :") && shown.contains("Seed = 4 :"));
        assert!(!shown.contains("Seed = 5 :") && !shown.contains("Hand 6 :"));
        assert!(shown.contains("After 2 games,"));
        // The player's Ace takes every hand but an Ace against an Ace.
        for hand in shown.split("You played a 1 and I played a ").skip(1) {
            let (computer, rest) = hand.split_once('\n').unwrap();
            let verdict = rest.lines().next().unwrap();
            let expected = if computer == "1" {
                "It was a tie"
            } else {
                "So you won these cards"
            };
            assert_eq!(verdict, expected, "{hand}");
        }
    }

    #[test]
    fn rigged_ranks_come_before_the_first_seed() {
        let shown = transcript(&["war", "--seeds", "1", "--dice", "13,13,13,13,13,1"], "\n");
        assert!(shown.contains("Hand 1 :\nYou played a 13 and I played a 13\nIt was a tie\n"));
        assert!(shown.contains("Hand 2 :\nYou played a 13 and I played a 13\nIt was a tie\n"));
        assert!(shown.contains("Hand 3 :\nYou played a 1 and I played a "));
    }
}
