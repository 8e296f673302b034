//! One game of Cee-lo as a sequence of rolls: who rolls next, when a tie
//! starts the rolling over, and when the game is decided.

use super::ceelo_rules::CeeloRules;
use super::combo::{compare, rank, Dice, Outcome};
use crate::rng::RandomSource;

/// Who throws the dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Roller {
    Player,
    Cpu,
}

impl Roller {
    /// The subject of the roll line: `You rolled ...`, `CPU rolled ...`.
    pub fn name(self) -> &'static str {
        match self {
            Roller::Player => "You",
            Roller::Cpu => "CPU",
        }
    }
}

/// A game not yet decided: the player rolls until recognized, then the CPU
/// rolls until recognized; a tie starts both over, player first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Round {
    /// The player's recognized roll, once there is one.
    player_roll: Option<Dice>,
    /// How the two rolls rank against each other.
    rules: CeeloRules,
}

/// What a roll did to the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundStep {
    /// Still undecided; `Round::roller` says who rolls next (the same roller
    /// after an unrecognized roll, the CPU after the player's recognized one).
    Rolling(Round),
    /// The two recognized rolls tie: both roll again, player first.
    Tie(Round),
    /// `Outcome::Won` or `Outcome::Lost`, never `Tie`.
    Decided(Outcome),
}

impl Round {
    pub fn new(rules: CeeloRules) -> Self {
        Round {
            player_roll: None,
            rules,
        }
    }

    /// Who must roll next.
    pub fn roller(&self) -> Roller {
        match self.player_roll {
            None => Roller::Player,
            Some(_) => Roller::Cpu,
        }
    }

    /// The player's recognized roll the CPU has to beat, once there is one.
    pub fn player_roll(&self) -> Option<Dice> {
        self.player_roll
    }

    /// Take the next roll, thrown by `self.roller()`.
    pub fn record(self, dice: Dice) -> RoundStep {
        self.record_claimed(dice, rank(dice).is_recognized())
    }

    /// Take the next roll as recognized or not by someone's claim rather than
    /// by its rank: a judge following what a program printed goes on from the
    /// program's own call, so one wrong call is one fault, not every later turn.
    pub fn record_claimed(self, dice: Dice, recognized: bool) -> RoundStep {
        if !recognized {
            return RoundStep::Rolling(self);
        }
        let Some(player_dice) = self.player_roll else {
            return RoundStep::Rolling(Round {
                player_roll: Some(dice),
                ..self
            });
        };
        match compare(&self.rules, rank(player_dice), rank(dice)) {
            Some(Outcome::Tie) | None => RoundStep::Tie(Round::new(self.rules)),
            Some(outcome) => RoundStep::Decided(outcome),
        }
    }
}

/// Roll three dice, each `rand() % 6 + 1`, in order.
pub fn roll_dice(source: &mut dyn RandomSource) -> Dice {
    // below(6) is at most 5, so the face always fits a u8.
    [(); 3].map(|()| source.below(6) as u8 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GlibcRandom;

    /// Play rolls into a fresh round; what each roll did, in order.
    fn play(rolls: &[Dice]) -> Vec<(Roller, RoundStep)> {
        let mut round = Round::new(CeeloRules::SPEC);
        let mut steps = Vec::new();
        for &dice in rolls {
            let roller = round.roller();
            let step = round.record(dice);
            steps.push((roller, step));
            match step {
                RoundStep::Rolling(next) | RoundStep::Tie(next) => round = next,
                RoundStep::Decided(_) => break,
            }
        }
        steps
    }

    #[test]
    fn the_spec_sample_games_play_out() {
        // The three games of the spec's sample run.
        let games: &[(&[Dice], Outcome)] = &[
            (
                &[[5, 4, 3], [6, 3, 4], [3, 2, 1], [5, 2, 4], [4, 4, 6]],
                Outcome::Lost,
            ),
            (&[[1, 5, 6], [1, 2, 1], [4, 1, 4]], Outcome::Won),
            (&[[2, 4, 6], [6, 4, 6], [1, 6, 1]], Outcome::Lost),
        ];
        for &(rolls, outcome) in games {
            let steps = play(rolls);
            assert_eq!(steps.len(), rolls.len(), "{rolls:?}");
            assert_eq!(steps.last().unwrap().1, RoundStep::Decided(outcome));
        }
    }

    #[test]
    fn unrecognized_rolls_keep_the_roller_and_a_tie_restarts_with_the_player() {
        use Roller::*;
        let steps = play(&[
            [1, 2, 4], // player, unrecognized
            [3, 3, 5], // player, point 5
            [2, 3, 4], // CPU, unrecognized
            [5, 1, 1], // CPU, point 5: tie
            [6, 6, 6], // player again
            [4, 5, 6], // CPU wins
        ]);
        let rollers: Vec<Roller> = steps.iter().map(|&(roller, _)| roller).collect();
        assert_eq!(rollers, [Player, Player, Cpu, Cpu, Player, Cpu]);
        assert_eq!(steps[3].1, RoundStep::Tie(Round::new(CeeloRules::SPEC)));
        assert_eq!(steps[5].1, RoundStep::Decided(Outcome::Lost));
    }

    #[test]
    fn a_claimed_call_decides_who_rolls_next_whatever_the_rank() {
        // (dice, claimed recognized, who rolls next)
        let cases = [
            ([4, 4, 2], false, Roller::Player), // a point called unrecognized: roll again
            ([1, 3, 5], true, Roller::Cpu),     // a non-combo called recognized: the CPU's turn
            ([6, 6, 6], true, Roller::Cpu),
        ];
        for (dice, recognized, next) in cases {
            match Round::new(CeeloRules::SPEC).record_claimed(dice, recognized) {
                RoundStep::Rolling(round) => assert_eq!(round.roller(), next, "{dice:?}"),
                other => panic!("{dice:?}: {other:?}"),
            }
        }
        let cpu_to_beat = match Round::new(CeeloRules::SPEC).record([2, 2, 5]) {
            RoundStep::Rolling(round) => round,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            cpu_to_beat.record_claimed([3, 3, 5], true),
            RoundStep::Tie(Round::new(CeeloRules::SPEC))
        );
        assert_eq!(
            cpu_to_beat.record_claimed([6, 6, 6], true),
            RoundStep::Decided(Outcome::Lost)
        );
    }

    #[test]
    fn the_player_roll_is_kept_for_the_cpu_to_beat() {
        let RoundStep::Rolling(round) = Round::new(CeeloRules::SPEC).record([2, 2, 3]) else {
            panic!("a recognized player roll passes the dice to the CPU");
        };
        assert_eq!(round.roller(), Roller::Cpu);
        assert_eq!(round.player_roll(), Some([2, 2, 3]));
    }

    #[test]
    fn dice_are_drawn_as_c_rand_mod_6_plus_1() {
        // srand(7); rand() % 6 + 1, printed by glibc on this machine.
        let mut glibc = GlibcRandom::new(7);
        let rolls: Vec<Dice> = (0..4).map(|_| roll_dice(&mut glibc)).collect();
        assert_eq!(rolls, [[4, 4, 6], [2, 6, 4], [3, 2, 1], [2, 6, 2]]);
    }
}
