//! The two players and their stakes: 5 markkaa each, 1 bet per game, play
//! ends when either stake is empty.

use std::fmt;

use super::amount::Markkaa;

/// What each player starts with, in markkaa.
pub const STARTING_STAKE: u32 = 5;
/// What a game is played for.
pub const BET: u32 = 1;

/// The two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Human,
    Computer,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Human => Side::Computer,
            Side::Computer => Side::Human,
        }
    }
}

/// Both stakes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stakes {
    pub human: u32,
    pub computer: u32,
}

impl Default for Stakes {
    fn default() -> Self {
        Stakes {
            human: STARTING_STAKE,
            computer: STARTING_STAKE,
        }
    }
}

impl Stakes {
    /// The loser pays the winner the bet (never more than the loser has).
    pub fn settle(&mut self, winner: Side) {
        let (winning, losing) = match winner {
            Side::Human => (&mut self.human, &mut self.computer),
            Side::Computer => (&mut self.computer, &mut self.human),
        };
        let paid = BET.min(*losing);
        *losing -= paid;
        *winning += paid;
    }

    /// The player whose stake is empty, which ends the program.
    pub fn cleaned_out(&self) -> Option<Side> {
        match (self.human, self.computer) {
            (0, _) => Some(Side::Human),
            (_, 0) => Some(Side::Computer),
            _ => None,
        }
    }
}

impl fmt::Display for Stakes {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "you {}, computer {}",
            Markkaa(self.human),
            Markkaa(self.computer)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loser_pays_one_markka_until_a_stake_is_empty() {
        use Side::{Computer, Human};
        // (winner, stakes after: human, computer, who is cleaned out)
        let games = [
            (Human, 6, 4, None),
            (Computer, 5, 5, None),
            (Computer, 4, 6, None),
            (Computer, 3, 7, None),
            (Computer, 2, 8, None),
            (Computer, 1, 9, None),
            (Computer, 0, 10, Some(Human)),
            // Nothing is left to pay: money is conserved.
            (Computer, 0, 10, Some(Human)),
        ];
        let mut stakes = Stakes::default();
        for (game, (winner, human, computer, cleaned_out)) in games.into_iter().enumerate() {
            stakes.settle(winner);
            assert_eq!(stakes, Stakes { human, computer }, "game {}", game + 1);
            assert_eq!(stakes.cleaned_out(), cleaned_out, "game {}", game + 1);
        }
    }

    #[test]
    fn an_empty_computer_stake_ends_play_too() {
        let stakes = Stakes {
            human: 10,
            computer: 0,
        };
        assert_eq!(stakes.cleaned_out(), Some(Side::Computer));
    }

    #[test]
    fn stakes_read_as_the_spec_writes_them() {
        assert_eq!(
            Stakes {
                human: 6,
                computer: 4
            }
            .to_string(),
            "you 6 markkaa, computer 4 markkaa"
        );
    }
}
