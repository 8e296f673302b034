//! The bets of a pass: what the shooter may put up, what each opponent may
//! take of the action, and how much of the action is covered.

use super::craps_rules::CrapsRules;

/// Why a bet was refused; the message is for the player (`message` in the
/// table's currency; shown with the spec's `$`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetError {
    BelowMinimum { minimum: i64 },
    NotMultipleOfStep { step: i64 },
    AboveBankroll { bankroll: i64 },
    AboveAction { remaining: i64 },
}

impl BetError {
    /// What the player is told, amounts shown as `rules` shows them.
    pub fn message(&self, rules: &CrapsRules) -> String {
        match *self {
            BetError::BelowMinimum { minimum } => {
                format!("Your bet must be at least {}.", rules.money(minimum))
            }
            BetError::NotMultipleOfStep { step } => {
                format!("Your bet must be a multiple of {}.", rules.money(step))
            }
            BetError::AboveBankroll { bankroll } => format!(
                "You cannot bet more than your bank roll of {}.",
                rules.money(bankroll)
            ),
            BetError::AboveAction { remaining } => format!(
                "You cannot take more than the {} of action left.",
                rules.money(remaining)
            ),
        }
    }
}

impl std::fmt::Display for BetError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&self.message(&CrapsRules::SPEC))
    }
}

impl std::error::Error for BetError {}

/// The shooter's bet: at least the minimum ($10), a multiple of the bet
/// multiple ($10), at most the bank roll.
pub fn check_shooter_bet(rules: &CrapsRules, bet: i64, bankroll: i64) -> Result<i64, BetError> {
    check_step(rules, bet)?;
    if bet > bankroll {
        return Err(BetError::AboveBankroll { bankroll });
    }
    Ok(bet)
}

/// An opponent's bet: at least the minimum, a multiple of the bet multiple,
/// at most the action still uncovered and at most their bank roll.
pub fn check_opponent_bet(
    rules: &CrapsRules,
    bet: i64,
    remaining_action: i64,
    bankroll: i64,
) -> Result<i64, BetError> {
    check_step(rules, bet)?;
    if bet > remaining_action {
        return Err(BetError::AboveAction {
            remaining: remaining_action,
        });
    }
    if bet > bankroll {
        return Err(BetError::AboveBankroll { bankroll });
    }
    Ok(bet)
}

fn check_step(rules: &CrapsRules, bet: i64) -> Result<(), BetError> {
    if bet < rules.minimum_bet {
        Err(BetError::BelowMinimum {
            minimum: rules.minimum_bet,
        })
    } else if bet % rules.bet_multiple != 0 {
        Err(BetError::NotMultipleOfStep {
            step: rules.bet_multiple,
        })
    } else {
        Ok(())
    }
}

/// The shooter's bet and how much of it the opponents have taken so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Action {
    shooter_bet: i64,
    covered: i64,
}

impl Action {
    pub fn new(shooter_bet: i64) -> Self {
        Action {
            shooter_bet,
            covered: 0,
        }
    }

    pub fn shooter_bet(&self) -> i64 {
        self.shooter_bet
    }

    /// What the shooter can lose or win: only the covered part is at stake.
    pub fn covered(&self) -> i64 {
        self.covered
    }

    /// The action an opponent may still take.
    pub fn remaining(&self) -> i64 {
        self.shooter_bet - self.covered
    }

    /// No more bets once the whole of the shooter's bet is taken.
    pub fn is_covered(&self) -> bool {
        self.remaining() <= 0
    }

    /// Record an opponent's bet, checked against the remaining action and
    /// their bank roll.
    pub fn take(&mut self, rules: &CrapsRules, bet: i64, bankroll: i64) -> Result<i64, BetError> {
        let bet = check_opponent_bet(rules, bet, self.remaining(), bankroll)?;
        self.record(bet);
        Ok(bet)
    }

    /// Record a bet as taken without checking it: a judge replaying a
    /// transcript follows the bets a program accepted, valid or not.
    pub fn record(&mut self, bet: i64) {
        self.covered += bet;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BetError::*;

    const SPEC: CrapsRules = CrapsRules::SPEC;

    #[test]
    fn shooter_bets() {
        let table = [
            (10, 100, Ok(10)),
            (60, 100, Ok(60)),
            (100, 100, Ok(100)),
            (0, 100, Err(BelowMinimum { minimum: 10 })),
            (5, 100, Err(BelowMinimum { minimum: 10 })),
            (-10, 100, Err(BelowMinimum { minimum: 10 })),
            (35, 100, Err(NotMultipleOfStep { step: 10 })),
            (53, 100, Err(NotMultipleOfStep { step: 10 })),
            (87, 100, Err(NotMultipleOfStep { step: 10 })),
            (110, 100, Err(AboveBankroll { bankroll: 100 })),
            (50, 40, Err(AboveBankroll { bankroll: 40 })),
        ];
        for (bet, bankroll, expected) in table {
            assert_eq!(
                check_shooter_bet(&SPEC, bet, bankroll),
                expected,
                "{bet} of {bankroll}"
            );
        }
    }

    #[test]
    fn opponent_bets() {
        let table = [
            (20, 60, 100, Ok(20)),
            (40, 40, 100, Ok(40)),
            (30, 100, 30, Ok(30)),
            (0, 60, 100, Err(BelowMinimum { minimum: 10 })),
            (9, 60, 100, Err(BelowMinimum { minimum: 10 })),
            (25, 60, 100, Err(NotMultipleOfStep { step: 10 })),
            (70, 60, 100, Err(AboveAction { remaining: 60 })),
            (50, 60, 40, Err(AboveBankroll { bankroll: 40 })),
            // Above both: the action is named first.
            (200, 100, 50, Err(AboveAction { remaining: 100 })),
        ];
        for (bet, remaining, bankroll, expected) in table {
            assert_eq!(
                check_opponent_bet(&SPEC, bet, remaining, bankroll),
                expected,
                "{bet} of {remaining} with {bankroll}"
            );
        }
    }

    #[test]
    fn a_courses_minimum_and_multiple_are_the_limits() {
        let course = CrapsRules {
            minimum_bet: 25,
            bet_multiple: 5,
            ..SPEC
        };
        // (bet, bankroll, expected)
        let table = [
            (25, 100, Ok(25)),
            (35, 100, Ok(35)),
            (20, 100, Err(BetError::BelowMinimum { minimum: 25 })),
            (27, 100, Err(BetError::NotMultipleOfStep { step: 5 })),
        ];
        for (bet, bankroll, expected) in table {
            assert_eq!(check_shooter_bet(&course, bet, bankroll), expected, "{bet}");
        }
        assert_eq!(
            BetError::NotMultipleOfStep { step: 5 }.to_string(),
            "Your bet must be a multiple of $5."
        );
    }

    #[test]
    fn refusals_name_the_limit() {
        assert_eq!(
            AboveAction { remaining: 40 }.to_string(),
            "You cannot take more than the $40 of action left."
        );
        assert_eq!(
            AboveBankroll { bankroll: 30 }.to_string(),
            "You cannot bet more than your bank roll of $30."
        );
        assert_eq!(
            BelowMinimum { minimum: 10 }.to_string(),
            "Your bet must be at least $10."
        );
    }

    #[test]
    fn the_spec_example_covers_the_action() {
        // Player 1 bets $60; player 2 takes $20, player 3 the remaining $40.
        let mut action = Action::new(60);
        assert_eq!(action.take(&SPEC, 20, 100), Ok(20));
        assert!(!action.is_covered());
        assert_eq!(action.remaining(), 40);
        assert_eq!(
            action.take(&SPEC, 50, 100),
            Err(AboveAction { remaining: 40 })
        );
        assert_eq!(action.take(&SPEC, 40, 100), Ok(40));
        assert!(action.is_covered());
        assert_eq!(action.covered(), 60);
    }

    #[test]
    fn partial_coverage_puts_only_the_covered_part_at_stake() {
        // $100 bet, three opponents take $20 each: $60 is at stake.
        let mut action = Action::new(100);
        for _ in 0..3 {
            action.take(&SPEC, 20, 100).unwrap();
        }
        assert!(!action.is_covered());
        assert_eq!(action.covered(), 60);
        assert_eq!(action.shooter_bet(), 100);
    }

    #[test]
    fn recorded_bets_count_even_when_they_break_the_rules() {
        // A program that let $70 be taken of $60 has covered it, and more.
        let table = [
            (60, &[70][..], 70, -10, true),
            (60, &[20, 30], 50, 10, false),
        ];
        for (shooter_bet, bets, covered, remaining, is_covered) in table {
            let mut action = Action::new(shooter_bet);
            for &bet in bets {
                action.record(bet);
            }
            assert_eq!(action.covered(), covered, "{bets:?}");
            assert_eq!(action.remaining(), remaining, "{bets:?}");
            assert_eq!(action.is_covered(), is_covered, "{bets:?}");
        }
    }
}
