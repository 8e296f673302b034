//! Amounts as the program writes them, with the unit's singular for one:
//! `1 point`, `9 points`, `1 markka`, `5 markkaa`.

use std::fmt;

/// A number of points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Points(pub u32);

/// An amount of money, in the spec's Finnish plural.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Markkaa(pub u32);

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

impl fmt::Display for Markkaa {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_amount(formatter, self.0, "markka", "markkaa")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_takes_the_singular() {
        let cases = [
            (Points(0).to_string(), "0 points"),
            (Points(1).to_string(), "1 point"),
            (Points(11).to_string(), "11 points"),
            (Markkaa(0).to_string(), "0 markkaa"),
            (Markkaa(1).to_string(), "1 markka"),
            (Markkaa(5).to_string(), "5 markkaa"),
        ];
        for (shown, expected) in cases {
            assert_eq!(shown, expected);
        }
    }
}
