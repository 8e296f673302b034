//! The values a rigged draw may take in an assignment: die faces 1..=6, card
//! ranks 1..=13, jawbone throws 0..=99.

use serde::Deserialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawRange {
    /// How many values a draw can take.
    pub sides: u32,
    /// The smallest value, as the game shows it (1 for a die, 0 for a throw).
    pub first: u32,
}

impl DrawRange {
    pub fn last(&self) -> u32 {
        self.first + self.sides - 1
    }

    /// A script's rigged value, accepted when the game could show it.
    pub fn check(&self, value: i64) -> Result<u32, String> {
        if value >= i64::from(self.first) && value <= i64::from(self.last()) {
            Ok(value as u32)
        } else {
            Err(format!(
                "{value} cannot be drawn here: draws run from {} to {}",
                self.first,
                self.last()
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_values_the_game_can_show_are_accepted() {
        let die = DrawRange { sides: 6, first: 1 };
        let throw = DrawRange {
            sides: 100,
            first: 0,
        };
        assert_eq!(die.check(6), Ok(6));
        assert!(die.check(0).is_err());
        assert!(die.check(7).is_err());
        assert_eq!(throw.check(0), Ok(0));
        assert!(throw.check(100).unwrap_err().contains("from 0 to 99"));
    }
}
