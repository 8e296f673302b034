//! Results a program shows only by the money: where no result is read
//! after a game's rolls, the balance that follows moving by exactly the
//! wager says how the program settled it (up: a win, down: a loss). The
//! checks then judge that result against the dice (`winner`) and the order
//! of the session (`game-flow`); a move by any other amount says nothing,
//! and `balance` judges it against the dice.

use reference::ceelo::{Money, Outcome};

use super::ceelo_events::{typed_amount, CeeloEvent, CeeloEventKind};

/// `events` without the wager said again after a game's rolls ("You won
/// $50.00!", "Vesztettél 25,50 $-t.") where another amount follows it
/// before the next question: that one is the balance, the first is the
/// stake the result names.
fn without_wagers_restated(events: Vec<CeeloEvent>) -> Vec<CeeloEvent> {
    let is_money = |kind: &CeeloEventKind| {
        matches!(
            kind,
            CeeloEventKind::BalanceShown(_)
                | CeeloEventKind::LeftWith(_)
                | CeeloEventKind::AmountShown(_)
        )
    };
    let is_question = |kind: &CeeloEventKind| {
        matches!(
            kind,
            CeeloEventKind::InitialBalanceAsked { .. }
                | CeeloEventKind::WagerAsked { .. }
                | CeeloEventKind::ContinueAsked { .. }
        )
    };
    let mut wager: Option<Money> = None;
    let mut after_rolls = false;
    let mut restated = vec![false; events.len()];
    for (index, event) in events.iter().enumerate() {
        match &event.kind {
            CeeloEventKind::WagerAsked { typed } => {
                wager = typed_amount(typed);
                after_rolls = false;
            }
            CeeloEventKind::Rolled(_) => after_rolls = true,
            CeeloEventKind::AmountShown(shown) if after_rolls && Some(*shown) == wager => {
                restated[index] = events[index + 1..]
                    .iter()
                    .take_while(|later| !is_question(&later.kind))
                    .any(|later| is_money(&later.kind));
            }
            _ => {}
        }
    }
    events
        .into_iter()
        .zip(restated)
        .filter_map(|(event, restated)| (!restated).then_some(event))
        .collect()
}

/// `events` with a `Decided` put before each balance that settles, by the
/// wager exactly, a game whose result was not read (the wager said again
/// before the balance left out).
pub fn with_results_from_balances(events: Vec<CeeloEvent>) -> Vec<CeeloEvent> {
    let events = without_wagers_restated(events);
    let mut balance: Option<Money> = None;
    let mut wager: Option<Money> = None;
    let mut unsettled_rolls = false;
    let mut out = Vec::with_capacity(events.len());
    for event in events {
        match &event.kind {
            CeeloEventKind::InitialBalanceAsked { typed } => {
                balance = typed_amount(typed).or(balance);
            }
            CeeloEventKind::WagerAsked { typed } => {
                wager = typed_amount(typed);
                unsettled_rolls = false;
            }
            CeeloEventKind::Rolled(_) => unsettled_rolls = true,
            CeeloEventKind::Decided(_) => unsettled_rolls = false,
            CeeloEventKind::BalanceShown(shown)
            | CeeloEventKind::LeftWith(shown)
            | CeeloEventKind::AmountShown(shown) => {
                if let (true, Some(before), Some(wager)) = (unsettled_rolls, balance, wager) {
                    let outcome = if *shown == before.saturating_add(wager) {
                        Some(Outcome::Won)
                    } else if *shown == before.saturating_sub(wager) {
                        Some(Outcome::Lost)
                    } else {
                        None
                    };
                    if let Some(outcome) = outcome {
                        out.push(CeeloEvent {
                            offset: event.offset,
                            kind: CeeloEventKind::Decided(outcome),
                        });
                    }
                    // Money moved (by the wager or not): that game is over.
                    // Unmoved, it may be shown before the game ends.
                    unsettled_rolls = *shown == before;
                }
                if !unsettled_rolls {
                    balance = Some(*shown);
                }
            }
            CeeloEventKind::TieAnnounced | CeeloEventKind::ContinueAsked { .. } => {}
        }
        out.push(event);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::ceelo::RollSeen;
    use reference::ceelo::Roller;

    fn at(kind: CeeloEventKind) -> CeeloEvent {
        CeeloEvent { offset: 0, kind }
    }

    fn dollars(amount: i64) -> Money {
        Money::from_cents(amount * 100)
    }

    fn roll() -> CeeloEventKind {
        CeeloEventKind::Rolled(RollSeen {
            roller: Roller::Cpu,
            faces: [1, 1, 4],
            marked_unrecognized: false,
        })
    }

    #[test]
    fn a_balance_moved_by_the_wager_is_the_result_and_nothing_else_is() {
        use CeeloEventKind::*;
        // (what follows the game's rolls, the result put before it)
        let table: Vec<(CeeloEventKind, Option<Outcome>)> = vec![
            (AmountShown(dollars(150)), Some(Outcome::Won)),
            (BalanceShown(dollars(50)), Some(Outcome::Lost)),
            (LeftWith(dollars(150)), Some(Outcome::Won)),
            // A win paid twice: balance judges it by the dice.
            (AmountShown(dollars(200)), None),
            (AmountShown(dollars(100)), None),
        ];
        // After a win paid twice ($200), a loss is read from $200, not $100.
        let after_double = with_results_from_balances(vec![
            at(InitialBalanceAsked {
                typed: "100".into(),
            }),
            at(WagerAsked { typed: "50".into() }),
            at(roll()),
            at(AmountShown(dollars(200))),
            at(WagerAsked { typed: "50".into() }),
            at(roll()),
            at(AmountShown(dollars(150))),
        ]);
        assert!(after_double
            .iter()
            .any(|event| event.kind == Decided(Outcome::Lost)));
        assert!(!after_double
            .iter()
            .any(|event| event.kind == Decided(Outcome::Won)));
        for (after, result) in table {
            let events = vec![
                at(InitialBalanceAsked {
                    typed: "100".into(),
                }),
                at(WagerAsked { typed: "50".into() }),
                at(roll()),
                at(after.clone()),
            ];
            let decided: Vec<Outcome> = with_results_from_balances(events)
                .into_iter()
                .filter_map(|event| match event.kind {
                    Decided(outcome) => Some(outcome),
                    _ => None,
                })
                .collect();
            assert_eq!(decided, result.into_iter().collect::<Vec<_>>(), "{after:?}");
        }
        // A result read already is not said twice.
        let read = vec![
            at(InitialBalanceAsked {
                typed: "100".into(),
            }),
            at(WagerAsked { typed: "50".into() }),
            at(roll()),
            at(Decided(Outcome::Won)),
            at(BalanceShown(dollars(150))),
        ];
        assert_eq!(with_results_from_balances(read.clone()), read);
    }

    #[test]
    fn the_wager_said_again_before_the_balance_is_no_balance() {
        use CeeloEventKind::*;
        let game = |after: Vec<CeeloEventKind>| {
            let mut events = vec![
                at(InitialBalanceAsked {
                    typed: "100".into(),
                }),
                at(WagerAsked { typed: "50".into() }),
                at(roll()),
            ];
            events.extend(after.into_iter().map(at));
            events.push(at(ContinueAsked { typed: "c".into() }));
            with_results_from_balances(events)
                .into_iter()
                .filter_map(|event| match event.kind {
                    Decided(outcome) => Some(format!("{outcome:?}")),
                    AmountShown(shown) | BalanceShown(shown) => Some(shown.to_string()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        // (what follows the rolls, what is read of it)
        let table: Vec<(Vec<CeeloEventKind>, Vec<&str>)> = vec![
            // "You won $50.00!" / "New balance: $150.00"
            (
                vec![AmountShown(dollars(50)), AmountShown(dollars(150))],
                vec!["Won", "$150.00"],
            ),
            (
                vec![AmountShown(dollars(50)), BalanceShown(dollars(50))],
                vec!["Lost", "$50.00"],
            ),
            // The wager alone after the game: the balance, a loss.
            (vec![AmountShown(dollars(50))], vec!["Lost", "$50.00"]),
        ];
        for (after, read) in table {
            assert_eq!(game(after.clone()), read, "{after:?}");
        }
    }
}
