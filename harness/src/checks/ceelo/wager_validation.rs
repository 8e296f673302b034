//! `wager-validation`: a wager above the balance is refused and asked again
//! (the reference's `check_wager`); one up to the balance is taken. What a
//! program does with a wager of zero or less is left open by the spec.

use reference::ceelo::{check_wager, CeeloRules, Money, WagerError};

use super::ceelo_events::{typed_amount, CeeloEvent, CeeloEventKind};
use super::ceelo_reading::{CeeloReading, LineShape};
use super::ledger::Ledger;
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings, TranscriptView};

pub const WAGER_VALIDATION: &str = "wager-validation";

/// What the program did with a wager, from what it printed next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Taken {
    /// It asked for a wager again.
    AskedAgain,
    /// A game was played on it.
    Played,
}

pub fn check_wager_validation(reading: &CeeloReading<'_>, rules: &CeeloRules) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(WAGER_VALIDATION, &[LineShape::WagerPrompt]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(WAGER_VALIDATION);
    let mut ledger = Ledger::new();
    for (index, event) in reading.events.iter().enumerate() {
        if let CeeloEventKind::WagerAsked { typed } = &event.kind {
            let judged = typed_amount(typed)
                .zip(ledger.balance())
                .zip(taken(&reading.events[index + 1..]));
            if let Some(((wager, balance), taken)) = judged {
                judge_wager(
                    rules,
                    reading.view,
                    event.offset,
                    wager,
                    balance,
                    taken,
                    &mut findings,
                );
            }
        }
        ledger.observe(event);
    }
    findings
        .with_help(
            "check_wager_amount returns 0 only when the wager exceeds the balance; ask again until it returns 1",
        )
        .outcome(
            |wagers| format!(
                "{} taken or asked again as the balance allows",
                counted(wagers, "wager"),
            ),
            |id| CheckOutcome::skip(id, "no wager typed against a known balance"),
        )
}

fn judge_wager(
    rules: &CeeloRules,
    view: &TranscriptView<'_>,
    offset: usize,
    wager: Money,
    balance: Money,
    taken: Taken,
    findings: &mut CheckFindings,
) {
    match (check_wager(rules, wager, balance), taken) {
        (Err(WagerError::NotPositive), _) => {}
        (Err(WagerError::AboveBalance { .. } | WagerError::AtBalance { .. }), Taken::AskedAgain)
        | (Ok(_), Taken::Played) => findings.judged_one(),
        (Err(WagerError::AtBalance { .. }), Taken::Played) => findings.fail_at(
            view,
            offset,
            format!(
                "this course's rules keep a wager below the balance, but the program played a game on {wager} with a balance of {balance}"
            ),
            "the wager asked again (below the balance)".to_string(),
            format!("a game played on {wager}"),
        ),
        (Err(WagerError::AboveBalance { .. }), Taken::Played) => findings.fail_at(
            view,
            offset,
            format!(
                "a wager above the balance must be asked again, but the program played a game on {wager} with a balance of {balance}"
            ),
            format!("the wager asked again (at most {balance})"),
            format!("a game played on {wager}"),
        ),
        (Ok(_), Taken::AskedAgain) => findings.fail_at(
            view,
            offset,
            format!(
                "a wager up to the balance is valid, but the program refused {wager} with a balance of {balance}"
            ),
            format!("a game played on {wager}"),
            "the wager asked again".to_string(),
        ),
    }
}

/// What followed a wager prompt, if the transcript shows it.
fn taken(after: &[CeeloEvent]) -> Option<Taken> {
    after.iter().find_map(|event| match event.kind {
        CeeloEventKind::WagerAsked { .. } => Some(Some(Taken::AskedAgain)),
        CeeloEventKind::Rolled(_) | CeeloEventKind::Decided(_) => Some(Some(Taken::Played)),
        CeeloEventKind::InitialBalanceAsked { .. } | CeeloEventKind::ContinueAsked { .. } => {
            Some(None)
        }
        CeeloEventKind::TieAnnounced
        | CeeloEventKind::BalanceShown(_)
        | CeeloEventKind::LeftWith(_) => None,
    })?
}
