//! Amounts as the program writes them, with the unit's singular for one:
//! `1 point`, `9 points`, `1 markka`, `5 markkaa`, `10 kopeks`.

use std::fmt;

/// A number of points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Points(pub u32);

/// The money a game is played for: its name for one and for many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Currency {
    pub one: &'static str,
    pub many: &'static str,
}

impl Default for Currency {
    /// The spec's markka (the Finnish plural is markkaa).
    fn default() -> Self {
        Currency {
            one: "markka",
            many: "markkaa",
        }
    }
}

/// An amount of money in a currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Money {
    pub amount: u32,
    pub currency: Currency,
}

fn write_amount(
    formatter: &mut fmt::Formatter<'_>,
    amount: u32,
    one: &str,
    many: &str,
) -> fmt::Result {
    let unit = if amount == 1 { one } else { many };
    write!(formatter, "{amount} {unit}")
}

impl fmt::Display for Points {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_amount(formatter, self.0, "point", "points")
    }
}

impl fmt::Display for Money {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_amount(
            formatter,
            self.amount,
            self.currency.one,
            self.currency.many,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_takes_the_singular() {
        let markka = Currency::default();
        let kopek = Currency {
            one: "kopek",
            many: "kopeks",
        };
        let money = |amount, currency| Money { amount, currency }.to_string();
        let cases = [
            (Points(0).to_string(), "0 points"),
            (Points(1).to_string(), "1 point"),
            (Points(11).to_string(), "11 points"),
            (money(0, markka), "0 markkaa"),
            (money(1, markka), "1 markka"),
            (money(5, markka), "5 markkaa"),
            (money(1, kopek), "1 kopek"),
            (money(10, kopek), "10 kopeks"),
        ];
        for (shown, expected) in cases {
            assert_eq!(shown, expected);
        }
    }
}
