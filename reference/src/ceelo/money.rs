//! Dollar amounts in whole cents: parsed from what a player types ("50",
//! "50.5", "$50.25") and printed with two decimals ("$50.50").

use std::fmt;
use std::str::FromStr;

/// The largest amount a player may type: $10 trillion. Anything larger is a
/// typing accident, and the limit keeps doubling a balance far from overflow.
const MAX_CENTS: i64 = 1_000_000_000_000_000;

/// An amount of money in whole cents (never a float, so balances stay exact).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money {
    cents: i64,
}

/// Why a typed amount was refused; the message is for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    #[error("Please enter an amount in dollars, such as 50 or 12.50.")]
    Empty,
    #[error("'{0}' is not an amount in dollars; enter one such as 50 or 12.50.")]
    NotAnAmount(String),
    #[error("An amount cannot be negative.")]
    Negative,
    #[error("Please give at most two decimals (whole cents).")]
    TooManyDecimals,
    #[error("That amount is too large.")]
    TooLarge,
}

impl Money {
    pub const ZERO: Money = Money { cents: 0 };

    pub fn from_cents(cents: i64) -> Self {
        Money { cents }
    }

    pub fn cents(self) -> i64 {
        self.cents
    }

    pub fn is_positive(self) -> bool {
        self.cents > 0
    }

    /// Parse what a player typed: digits with at most two decimals, an
    /// optional leading `$`, surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<Money, MoneyError> {
        let trimmed = text.trim();
        let amount = trimmed.strip_prefix('$').unwrap_or(trimmed).trim_start();
        if amount.is_empty() {
            return Err(MoneyError::Empty);
        }
        let not_an_amount = || MoneyError::NotAnAmount(trimmed.to_string());
        if let Some(magnitude) = amount.strip_prefix('-') {
            return match Money::parse(magnitude) {
                Ok(_) => Err(MoneyError::Negative),
                Err(_) => Err(not_an_amount()),
            };
        }
        let (whole, fraction) = amount.split_once('.').unwrap_or((amount, ""));
        let all_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
        if !all_digits(whole) || !all_digits(fraction) || whole.len() + fraction.len() == 0 {
            return Err(not_an_amount());
        }
        if fraction.len() > 2 {
            return Err(MoneyError::TooManyDecimals);
        }
        let digits_value = |part: &str| -> Result<i64, MoneyError> {
            part.bytes().try_fold(0i64, |value, digit| {
                value
                    .checked_mul(10)
                    .and_then(|value| value.checked_add(i64::from(digit - b'0')))
                    .filter(|&value| value <= MAX_CENTS)
                    .ok_or(MoneyError::TooLarge)
            })
        };
        // "50.5" is fifty dollars fifty: pad the fraction to two digits.
        let cents_part = digits_value(&format!("{fraction:0<2}"))?;
        let cents = digits_value(whole)?
            .checked_mul(100)
            .and_then(|cents| cents.checked_add(cents_part))
            .filter(|&cents| cents <= MAX_CENTS)
            .ok_or(MoneyError::TooLarge)?;
        Ok(Money { cents })
    }

    pub fn saturating_add(self, other: Money) -> Money {
        Money::from_cents(self.cents.saturating_add(other.cents))
    }

    pub fn saturating_sub(self, other: Money) -> Money {
        Money::from_cents(self.cents.saturating_sub(other.cents))
    }
}

impl FromStr for Money {
    type Err = MoneyError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Money::parse(text)
    }
}

/// `$1234.50`, and `-$5.00` for a debt (which the game itself never makes).
impl fmt::Display for Money {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.cents < 0 { "-" } else { "" };
        let magnitude = self.cents.unsigned_abs();
        write!(
            formatter,
            "{sign}${}.{:02}",
            magnitude / 100,
            magnitude % 100
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_amounts_become_cents() {
        let table = [
            ("50", 5000),
            ("50.5", 5050),
            ("50.25", 5025),
            ("$50", 5000),
            ("$ 7.10", 710),
            ("  100  ", 10000),
            ("0", 0),
            ("0.01", 1),
            (".5", 50),
            ("12.", 1200),
            ("007", 700),
            ("10000000000000", 1_000_000_000_000_000),
        ];
        for (text, cents) in table {
            assert_eq!(Money::parse(text), Ok(Money::from_cents(cents)), "{text:?}");
        }
    }

    #[test]
    fn refused_amounts_say_why() {
        let table = [
            ("", MoneyError::Empty),
            ("$", MoneyError::Empty),
            ("abc", MoneyError::NotAnAmount("abc".to_string())),
            (".", MoneyError::NotAnAmount(".".to_string())),
            ("1,000", MoneyError::NotAnAmount("1,000".to_string())),
            ("1e3", MoneyError::NotAnAmount("1e3".to_string())),
            ("5.5.5", MoneyError::NotAnAmount("5.5.5".to_string())),
            ("+5", MoneyError::NotAnAmount("+5".to_string())),
            ("-5", MoneyError::Negative),
            ("$-5.50", MoneyError::Negative),
            ("-x", MoneyError::NotAnAmount("-x".to_string())),
            ("50.255", MoneyError::TooManyDecimals),
            ("10000000000000.01", MoneyError::TooLarge),
            ("99999999999999999999999", MoneyError::TooLarge),
        ];
        for (text, error) in table {
            assert_eq!(Money::parse(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn amounts_print_with_two_decimals() {
        let table = [
            (0, "$0.00"),
            (5, "$0.05"),
            (5050, "$50.50"),
            (10000, "$100.00"),
            (-500, "-$5.00"),
        ];
        for (cents, text) in table {
            assert_eq!(Money::from_cents(cents).to_string(), text);
        }
    }

    #[test]
    fn printed_amounts_parse_back() {
        for cents in [0, 1, 99, 100, 12345, 1_000_000] {
            let money = Money::from_cents(cents);
            assert_eq!(Money::parse(&money.to_string()), Ok(money));
        }
    }
}
