//! `balance`: every balance the program shows is the player's money: the
//! initial balance typed, then each game settled by the reference's
//! `settle_wager` (a win adds the wager, a loss takes it).

use reference::ceelo::Outcome;

use super::ceelo_events::CeeloEventKind;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::check_findings::{counted, CheckFindings, Finding};
use super::ledger::Ledger;
use crate::checks::CheckOutcome;

pub const BALANCE: &str = "balance";

pub fn check_balance(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(BALANCE, &[LineShape::Balance]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(BALANCE);
    let mut ledger = Ledger::new();
    for event in &reading.events {
        if let CeeloEventKind::BalanceShown(shown) | CeeloEventKind::LeftWith(shown) = &event.kind {
            match (ledger.balance(), ledger.unshown_settlement()) {
                (Some(expected), _) if expected == *shown => findings.held(),
                (Some(expected), Some(game)) => findings.broken(Finding {
                    offset: event.offset,
                    message: format!(
                        "{}: {} {} {} leaves {expected}, but the program shows {shown}",
                        match game.outcome {
                            Outcome::Won => "a win adds the wager to the balance",
                            Outcome::Lost | Outcome::Tie => "a loss takes the wager from the balance",
                        },
                        game.before,
                        match game.outcome {
                            Outcome::Won => "plus",
                            Outcome::Lost | Outcome::Tie => "minus",
                        },
                        game.wager,
                    ),
                    expected: expected.to_string(),
                    seen: shown.to_string(),
                }),
                (Some(expected), None) => findings.broken(Finding {
                    offset: event.offset,
                    message: format!(
                        "the balance shown must be the player's money, {expected}, but the program shows {shown}"
                    ),
                    expected: expected.to_string(),
                    seen: shown.to_string(),
                }),
                (None, _) => {}
            }
        }
        ledger.observe(event);
    }
    findings.into_outcome(
        reading.view,
        |balances| format!("{} shown, all adding up", counted(balances, "balance")),
        "no balance shown after the initial balance was known",
        "adjust_balance adds the wager on a win and subtracts it on a loss; keep its result as the new balance",
    )
}
