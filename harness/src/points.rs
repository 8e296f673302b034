//! Points: scores and weights held in whole hundredths, so that the scores of
//! checks add up to the program's score exactly and print with at most two
//! decimals in every format (no `22.999999999999993`).

use std::fmt;
use std::iter::Sum;
use std::ops::Add;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A number of points, in hundredths (`Points::from_hundredths(150)` is 1.5).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(i64);

impl Points {
    pub const ZERO: Points = Points(0);

    pub const fn from_hundredths(hundredths: i64) -> Points {
        Points(hundredths)
    }

    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// `value` when it is a whole number of hundredths (as weights in
    /// `assignment.yaml` must be), None otherwise.
    pub fn exact(value: f64) -> Option<Points> {
        let hundredths = (value * 100.0).round();
        let representable = value.is_finite() && hundredths.abs() < 1e15;
        (representable && (hundredths / 100.0 - value).abs() <= 1e-9 * value.abs().max(1.0))
            .then_some(Points(hundredths as i64))
    }

    /// `value` rounded to the nearest hundredth (half away from zero).
    pub fn rounded(value: f64) -> Points {
        if value.is_finite() {
            Points((value * 100.0).round() as i64)
        } else {
            Points::ZERO
        }
    }

    pub fn as_f64(self) -> f64 {
        // An exact division: the nearest f64 to n/100, which prints as n/100.
        self.0 as f64 / 100.0
    }

    /// `self` split into one share per weight, in proportion to the weights,
    /// each a whole number of hundredths, adding up to `self` exactly: each
    /// share is rounded down, and the hundredths left over go one each to the
    /// largest remainders (the earliest first among equals). Without weights
    /// (or with weights adding up to 0) there is nothing to share: empty.
    pub fn shares(self, weights: &[u64]) -> Vec<Points> {
        let total: u128 = weights.iter().map(|&weight| u128::from(weight)).sum();
        if total == 0 || self.0 < 0 {
            return Vec::new();
        }
        let amount = self.0 as u128;
        let mut shares: Vec<u128> = weights
            .iter()
            .map(|&weight| amount * u128::from(weight) / total)
            .collect();
        let given: u128 = shares.iter().sum();
        let mut by_remainder: Vec<usize> = (0..weights.len()).collect();
        by_remainder
            .sort_by_key(|&index| std::cmp::Reverse(amount * u128::from(weights[index]) % total));
        for &index in by_remainder.iter().take((amount - given) as usize) {
            shares[index] += 1;
        }
        shares
            .into_iter()
            .map(|share| Points(share as i64))
            .collect()
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// At most two decimals and no trailing zeros: `23`, `1.5`, `0.33`.
impl fmt::Display for Points {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let (whole, cents) = (self.0.abs() / 100, self.0.abs() % 100);
        let text = match cents {
            0 => format!("{sign}{whole}"),
            _ if cents % 10 == 0 => format!("{sign}{whole}.{}", cents / 10),
            _ => format!("{sign}{whole}.{cents:02}"),
        };
        formatter.pad(&text)
    }
}

/// A JSON number (`1.5`), as the report's contract says.
impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Points, D::Error> {
        f64::deserialize(deserializer).map(Points::rounded)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_add_up_and_follow_the_weights() {
        let cases: [(i64, &[u64], &[i64]); 5] = [
            (200, &[1, 1, 1], &[67, 67, 66]),
            (100, &[1, 1, 1], &[34, 33, 33]),
            (300, &[200, 100], &[200, 100]),
            (7, &[1, 1, 1, 1], &[2, 2, 2, 1]),
            (100, &[], &[]),
        ];
        for (amount, weights, expected) in cases {
            let shares = Points(amount).shares(weights);
            let hundredths: Vec<i64> = shares.iter().map(|share| share.0).collect();
            assert_eq!(hundredths, expected, "{amount} over {weights:?}");
            if !weights.is_empty() {
                assert_eq!(shares.into_iter().sum::<Points>(), Points(amount));
            }
        }
    }

    #[test]
    fn points_print_with_at_most_two_decimals_and_read_back_exactly() {
        let cases = [
            (2300, "23"),
            (150, "1.5"),
            (33, "0.33"),
            (0, "0"),
            (5, "0.05"),
        ];
        for (hundredths, text) in cases {
            assert_eq!(Points(hundredths).to_string(), text);
        }
        let thirds: Points = [Points(33), Points(33), Points(34)].into_iter().sum();
        assert_eq!(serde_json::to_string(&thirds).unwrap(), "1.0");
        assert_eq!(serde_json::to_string(&Points(2267)).unwrap(), "22.67");
        let back: Points = serde_json::from_str("22.999999999999993").unwrap();
        assert_eq!(back, Points(2300));
        assert_eq!(Points::exact(0.25), Some(Points(25)));
        assert_eq!(Points::exact(1.0 / 3.0), None);
    }
}
