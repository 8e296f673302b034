//! The numbers a Ludo game is played by, the spec's by default and a
//! course's from `rules:` in its assignment.yaml: the HOME square (reached
//! by the exact throw), whether a piece needs a 6 to come out, whether a 6
//! earns a bonus roll, and whether landing on the other piece captures it.

use serde::{Deserialize, Deserializer};

use super::piece::Piece;
use crate::rule_values::AtLeastOne;
use crate::rules_file::deserialize_checked;

/// The face that brings a piece out and grants a bonus roll.
pub const SIX: u8 = 6;

/// A Ludo game's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LudoRules {
    /// The worksum that is HOME, reached only by the exact throw.
    pub home: u8,
    /// A piece in the start area needs a 6 to come out (else it starts on
    /// the track, at 0).
    pub six_to_start: bool,
    /// A 6 earns another roll in the same turn.
    pub bonus_roll: bool,
    /// Landing on the other piece sends it back to the start.
    pub capture: bool,
}

impl Default for LudoRules {
    fn default() -> Self {
        LudoRules::SPEC
    }
}

impl LudoRules {
    /// The spec's: HOME at 56, a 6 to start, a bonus roll on each 6, captures.
    pub const SPEC: LudoRules = LudoRules {
        home: 56,
        six_to_start: true,
        bonus_roll: true,
        capture: true,
    };

    /// Where a piece starts, and where a captured one goes back to.
    pub fn start_piece(&self) -> Piece {
        if self.six_to_start {
            Piece::START
        } else {
            Piece::on_track(0)
        }
    }

    /// True when a roll grants another roll in the same turn.
    pub fn rolls_again(&self, roll: u8) -> bool {
        self.bonus_roll && roll == SIX
    }

    pub fn is_home(&self, piece: Piece) -> bool {
        piece.worksum == self.home
    }
}

/// `rules:` as written: every parameter optional, none unknown.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenRules {
    home: Option<AtLeastOne>,
    six_to_start: Option<bool>,
    bonus_roll: Option<bool>,
    capture: Option<bool>,
}

/// The furthest HOME a worksum (a u8 shown as a number) can hold.
const FURTHEST_HOME: u32 = 200;

impl WrittenRules {
    fn checked(self) -> Result<LudoRules, String> {
        let spec = LudoRules::SPEC;
        let home = self.home.map_or(u32::from(spec.home), |home| home.0);
        if home > FURTHEST_HOME {
            return Err(format!("home must be at most {FURTHEST_HOME}, not {home}"));
        }
        Ok(LudoRules {
            home: home as u8,
            six_to_start: self.six_to_start.unwrap_or(spec.six_to_start),
            bonus_roll: self.bonus_roll.unwrap_or(spec.bonus_roll),
            capture: self.capture.unwrap_or(spec.capture),
        })
    }
}

impl<'de> Deserialize<'de> for LudoRules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_checked(deserializer, WrittenRules::checked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<LudoRules, String> {
        serde_yaml::from_str(text).map_err(|error| error.to_string())
    }

    #[test]
    fn left_out_parameters_are_the_specs() {
        assert_eq!(read("{}").unwrap(), LudoRules::SPEC);
        let rules =
            read("home: 40\nsix_to_start: false\nbonus_roll: false\ncapture: false\n").unwrap();
        assert_eq!(rules.home, 40);
        assert_eq!(rules.start_piece(), Piece::on_track(0));
        assert!(!rules.rolls_again(6));
        assert!(LudoRules::SPEC.rolls_again(6) && !LudoRules::SPEC.rolls_again(5));
        assert!(rules.is_home(Piece::on_track(40)) && !rules.is_home(Piece::on_track(56)));
    }

    #[test]
    fn parameters_that_cannot_be_played_are_refused() {
        // (text, message)
        let cases = [
            ("home: 0\n", "home: must be at least 1, not 0"),
            ("home: 300\n", "home must be at most 200, not 300"),
            ("home: forty\n", "home: invalid type: string \"forty\""),
            (
                "capture: sometimes\n",
                "capture: invalid type: string \"sometimes\", expected a boolean",
            ),
            ("exact_home: true\n", "unknown field `exact_home`"),
        ];
        for (text, expected) in cases {
            let message = read(text).unwrap_err();
            assert!(message.contains(expected), "{text}: {message}");
        }
    }
}
