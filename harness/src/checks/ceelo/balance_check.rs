//! `balance`: every balance the program shows is the player's money: the
//! initial balance typed, then each game settled by the reference's
//! `settle_wager` (a win adds the wager, a loss takes it).

use reference::ceelo::Outcome;

use super::ceelo_events::CeeloEventKind;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::ledger::Ledger;
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings};

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
                (Some(expected), _) if expected == *shown => findings.judged_one(),
                (Some(expected), Some(game)) => findings.fail_at(
                    reading.view,
                    event.offset,
                    format!(
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
                    expected.to_string(),
                    shown.to_string(),
                ),
                (Some(expected), None) => findings.fail_at(
                    reading.view,
                    event.offset,
                    format!(
                        "the balance shown must be the player's money, {expected}, but the program shows {shown}"
                    ),
                    expected.to_string(),
                    shown.to_string(),
                ),
                (None, _) => {}
            }
        }
        ledger.observe(event);
    }
    findings
        .with_help(
            "a win adds the wager to the balance and a loss subtracts it; the next game starts from that balance",
        )
        .outcome(
            |balances| format!("{} shown, all adding up", counted(balances, "balance")),
            |id| CheckOutcome::skip(id, "no balance shown after the initial balance was known"),
        )
}
