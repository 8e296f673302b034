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
