//! The bank: which initial balances and wagers are valid, and how a decided
//! game moves the balance.

use super::ceelo_rules::CeeloRules;
use super::combo::Outcome;
use super::money::Money;

/// Why a wager was refused; the message is for the player.
///
/// The spec only demands re-asking above the balance (`AboveBalance`); the
/// harness fails a submission only for that one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WagerError {
    #[error("Your wager must be more than $0.00.")]
    NotPositive,
    #[error("Your wager cannot be more than your balance of {balance}.")]
    AboveBalance { balance: Money },
    /// Where a course's rules keep a wager below the whole balance.
    #[error("Your wager must be less than your balance of {balance}.")]
    AtBalance { balance: Money },
}

/// Why an initial balance was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BalanceError {
    #[error("Your initial balance must be more than $0.00.")]
    NotPositive,
}

/// An initial bank balance is valid when it is above zero.
pub fn check_initial_balance(balance: Money) -> Result<Money, BalanceError> {
    if balance.is_positive() {
        Ok(balance)
    } else {
        Err(BalanceError::NotPositive)
    }
}

/// A wager is valid when `0 < wager <= balance` (the template's
/// `check_wager_amount`, plus refusing nothing at stake); below the balance
/// where `rules` do not allow all in.
pub fn check_wager(rules: &CeeloRules, wager: Money, balance: Money) -> Result<Money, WagerError> {
    if !wager.is_positive() {
        Err(WagerError::NotPositive)
    } else if wager > balance {
        Err(WagerError::AboveBalance { balance })
    } else if wager == balance && !rules.wager_equal_to_balance {
        Err(WagerError::AtBalance { balance })
    } else {
        Ok(wager)
    }
}

/// The balance after a game (the template's `adjust_balance`): a win adds
/// the wager, a loss takes it, a tie leaves the balance as it was.
pub fn settle_wager(balance: Money, wager: Money, outcome: Outcome) -> Money {
    match outcome {
        Outcome::Won => balance.saturating_add(wager),
        Outcome::Lost => balance.saturating_sub(wager),
        Outcome::Tie => balance,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cents(amount: i64) -> Money {
        Money::from_cents(amount)
    }

    #[test]
    fn wagers_are_valid_between_zero_and_the_balance() {
        let balance = cents(10000);
        let table = [
            (1, Ok(cents(1))),
            (5050, Ok(cents(5050))),
            (10000, Ok(cents(10000))),
            (10001, Err(WagerError::AboveBalance { balance })),
            (50000, Err(WagerError::AboveBalance { balance })),
            (0, Err(WagerError::NotPositive)),
            (-100, Err(WagerError::NotPositive)),
        ];
        for (wager, expected) in table {
            assert_eq!(
                check_wager(&CeeloRules::SPEC, cents(wager), balance),
                expected,
                "{wager}"
            );
        }
    }

    #[test]
    fn a_course_may_refuse_the_whole_balance() {
        let rules = CeeloRules {
            wager_equal_to_balance: false,
            ..CeeloRules::SPEC
        };
        let balance = cents(10000);
        // (wager, expected)
        let table = [
            (9999, Ok(cents(9999))),
            (10000, Err(WagerError::AtBalance { balance })),
            (10001, Err(WagerError::AboveBalance { balance })),
        ];
        for (wager, expected) in table {
            assert_eq!(
                check_wager(&rules, cents(wager), balance),
                expected,
                "{wager}"
            );
        }
    }

    #[test]
    fn the_refusal_names_the_balance() {
        let error = check_wager(&CeeloRules::SPEC, cents(50000), cents(10000)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "Your wager cannot be more than your balance of $100.00."
        );
    }

    #[test]
    fn initial_balances_must_be_positive() {
        let table = [
            (1, Ok(cents(1))),
            (10000, Ok(cents(10000))),
            (0, Err(BalanceError::NotPositive)),
            (-1, Err(BalanceError::NotPositive)),
        ];
        for (balance, expected) in table {
            assert_eq!(check_initial_balance(cents(balance)), expected);
        }
    }

    #[test]
    fn settling_moves_the_wager() {
        let table = [
            (10000, 5000, Outcome::Won, 15000),
            (10000, 5000, Outcome::Lost, 5000),
            (10000, 5000, Outcome::Tie, 10000),
            (5050, 5050, Outcome::Lost, 0),
            (1, 1, Outcome::Won, 2),
        ];
        for (balance, wager, outcome, after) in table {
            assert_eq!(
                settle_wager(cents(balance), cents(wager), outcome),
                cents(after),
                "{balance} {wager} {outcome:?}"
            );
        }
    }
}
