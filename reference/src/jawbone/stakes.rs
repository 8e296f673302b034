//! The two players and their stakes: each starts with the same stake (5
//! markkaa in the spec), the loser of a game pays the bet (1), and play ends
//! when either stake is empty.

use super::amount::{Currency, Money};

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

impl Stakes {
    /// Both players with the starting `stake`.
    pub fn starting(stake: u32) -> Stakes {
        Stakes {
            human: stake,
            computer: stake,
        }
    }

    /// The loser pays the winner `bet` (never more than the loser has).
    pub fn settle(&mut self, winner: Side, bet: u32) {
        let (winning, losing) = match winner {
            Side::Human => (&mut self.human, &mut self.computer),
            Side::Computer => (&mut self.computer, &mut self.human),
        };
        let paid = bet.min(*losing);
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

    /// `you 6 markkaa, computer 4 markkaa`, as the program writes them.
    pub fn shown_in(&self, currency: Currency) -> String {
        let money = |amount| Money { amount, currency };
        format!(
            "you {}, computer {}",
            money(self.human),
            money(self.computer)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loser_pays_the_bet_until_a_stake_is_empty() {
        use Side::{Computer, Human};
        // (bet, winner, stakes after: human, computer, who is cleaned out)
        let games = [
            (1, Human, 6, 4, None),
            (1, Computer, 5, 5, None),
            (1, Computer, 4, 6, None),
            (2, Computer, 2, 8, None),
            (1, Computer, 1, 9, None),
            // Only what is left is paid: money is conserved.
            (3, Computer, 0, 10, Some(Human)),
            (1, Computer, 0, 10, Some(Human)),
        ];
        let mut stakes = Stakes::starting(5);
        for (game, (bet, winner, human, computer, cleaned_out)) in games.into_iter().enumerate() {
            stakes.settle(winner, bet);
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
        let stakes = Stakes {
            human: 6,
            computer: 1,
        };
        assert_eq!(
            stakes.shown_in(Currency::default()),
            "you 6 markkaa, computer 1 markka"
        );
        let kopek = Currency {
            one: "kopek",
            many: "kopeks",
        };
        assert_eq!(stakes.shown_in(kopek), "you 6 kopeks, computer 1 kopek");
    }
}
