//! The expected game: the reference's events on the same draws and
//! answers, each at the number of inputs answered before it.

use crate::checks::craps::craps_events::{read_craps_events, CrapsEventKind};
use crate::checks::JudgeInput;

/// The reference's events, each with the number of inputs answered before it.
pub(super) fn reference_events(input: &JudgeInput<'_>) -> Option<Vec<(usize, CrapsEventKind)>> {
    let expected = input.expected?;
    let builtin = crate::assignment::Assignment::builtin("craps").ok()?;
    let events = read_craps_events(&expected.text, &builtin.patterns);
    let exchanges = &expected.behaviour.exchanges;
    Some(
        events
            .into_iter()
            .map(|event| {
                let inputs =
                    exchanges.partition_point(|exchange| exchange.output.end <= event.offset);
                (inputs, event.kind)
            })
            .collect(),
    )
}

/// Who the reference asked at its exchange `index`.
pub(super) fn reference_bettor(
    reference: &[(usize, CrapsEventKind)],
    index: usize,
) -> Option<(bool, String)> {
    reference.iter().find_map(|(inputs, kind)| match kind {
        CrapsEventKind::ShooterBetAsked { shooter, .. } if *inputs == index => {
            Some((true, shooter.clone()))
        }
        CrapsEventKind::OpponentBetAsked { opponent, .. } if *inputs == index => {
            Some((false, opponent.clone()))
        }
        _ => None,
    })
}

/// Whether the bank rolls read after the pass rolled at `inputs` inputs
/// show that the program's game has parted from the reference's: a player
/// read with another amount than the reference shows there. A script
/// answers both games alike, so the same answers typed do not say the
/// same things were asked once the money differs (a refused bet asked
/// again where the reference asked the next opponent).
pub(super) fn bank_rolls_part(
    reference: &[(usize, CrapsEventKind)],
    inputs: usize,
    read: &[(&str, i64)],
) -> bool {
    read.iter().any(|(name, amount)| {
        reference
            .iter()
            .rev()
            .find_map(|(at, kind)| match kind {
                CrapsEventKind::Bankroll {
                    name: expected,
                    amount: expected_amount,
                } if *at == inputs && expected.eq_ignore_ascii_case(name) => Some(*expected_amount),
                _ => None,
            })
            .is_some_and(|expected| expected != *amount)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bank(inputs: usize, name: &str, amount: i64) -> (usize, CrapsEventKind) {
        (
            inputs,
            CrapsEventKind::Bankroll {
                name: name.into(),
                amount,
            },
        )
    }

    /// After how many inputs, the bank rolls read there, whether they part the games.
    type Case = (usize, &'static [(&'static str, i64)], bool);

    #[test]
    fn only_an_amount_other_than_the_references_parts_the_games() {
        let reference = [
            bank(8, "Moe", 70),
            bank(8, "Larry", 120),
            bank(8, "Curly", 110),
            bank(12, "Moe", 0),
        ];
        let cases: &[Case] = &[
            // The same bank rolls, in any case of the names, or only some read.
            (8, &[("Moe", 70), ("Larry", 120), ("Curly", 110)], false),
            (8, &[("moe", 70)], false),
            (8, &[], false),
            // The whole bet lost where $30 of it was covered.
            (8, &[("Moe", 40), ("Larry", 120), ("Curly", 110)], true),
            (8, &[("Curly", 100)], true),
            // Nothing shown by the reference there, or not for that player.
            (9, &[("Moe", 40)], false),
            (12, &[("Larry", 190)], false),
            (12, &[("Moe", 10)], true),
        ];
        for (inputs, read, parts) in cases {
            assert_eq!(
                bank_rolls_part(&reference, *inputs, read),
                *parts,
                "{inputs}: {read:?}"
            );
        }
    }
}
