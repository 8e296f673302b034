//! `wager-validation`: a wager above the balance is refused and asked again
//! (the reference's `check_wager`); one up to the balance is taken. What a
//! program does with a wager of zero or less is left open by the spec.

use reference::ceelo::{check_wager, CeeloRules, Money, WagerError};

use super::ceelo_events::{typed_amount, CeeloEvent, CeeloEventKind};
use super::ceelo_reading::{CeeloReading, LineShape};
use super::ledger::Ledger;
use crate::behaviour::Behaviour;
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings, TranscriptView};
use crate::script::last_line;

pub const WAGER_VALIDATION: &str = "wager-validation";

/// What the program did with a wager, from what it printed next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Taken {
    /// It asked for a wager again.
    AskedAgain,
    /// A game was played on it.
    Played,
    /// It went on to another question (continue or quit, the balance)
    /// without a draw: no game was played and no wager asked again.
    WentOn,
}

pub fn check_wager_validation(
    reading: &CeeloReading<'_>,
    rules: &CeeloRules,
    behaviour: &Behaviour,
) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(WAGER_VALIDATION, &[LineShape::WagerPrompt]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(WAGER_VALIDATION);
    let mut ledger = Ledger::new();
    for (index, event) in reading.events.iter().enumerate() {
        if let CeeloEventKind::WagerAsked { typed } = &event.kind {
            let judged = typed_amount(typed)
                .zip(ledger.balance())
                .zip(taken(&reading.events[index + 1..], || {
                    went_on_without_a_draw(reading.view.text(), behaviour, event.offset)
                }));
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
        (Err(WagerError::NotPositive), _) | (Ok(_), Taken::WentOn) => {}
        (Err(WagerError::AboveBalance { .. }), Taken::WentOn) => findings.fail_at(
            view,
            offset,
            format!(
                "a wager above the balance must be asked again, but the program refused {wager} with a balance of {balance} and went on to its next question without asking for another wager"
            ),
            format!("the wager asked again (at most {balance})"),
            "the next question, no wager asked".to_string(),
        ),
        (Err(WagerError::AtBalance { .. }), Taken::WentOn) => findings.fail_at(
            view,
            offset,
            format!(
                "this course's rules keep a wager below the balance and ask again, but the program refused {wager} with a balance of {balance} and went on to its next question without asking for another wager"
            ),
            "the wager asked again (below the balance)".to_string(),
            "the next question, no wager asked".to_string(),
        ),
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

/// What followed a wager prompt, if the transcript shows it. Another
/// question next counts as going on only where the draws show that nothing
/// was rolled between (`drew_nothing`): unread dice are not a skipped game.
fn taken(after: &[CeeloEvent], drew_nothing: impl Fn() -> bool) -> Option<Taken> {
    after.iter().find_map(|event| match event.kind {
        CeeloEventKind::WagerAsked { .. } => Some(Some(Taken::AskedAgain)),
        CeeloEventKind::Rolled(_) | CeeloEventKind::Decided(_) => Some(Some(Taken::Played)),
        CeeloEventKind::InitialBalanceAsked { .. } | CeeloEventKind::ContinueAsked { .. } => {
            Some(drew_nothing().then_some(Taken::WentOn))
        }
        CeeloEventKind::TieAnnounced
        | CeeloEventKind::BalanceShown(_)
        | CeeloEventKind::LeftWith(_) => None,
    })?
}

/// The draws are known, the program drew nothing between the request whose
/// prompt is at `offset` and its next request (a generic prompt, which is no
/// move of the game, aside), and that next prompt is not the wager's again
/// nor names a wager: a wager asked again and answered with a letter reads
/// as a continue answer, and is not a game skipped.
fn went_on_without_a_draw(text: &str, behaviour: &Behaviour, offset: usize) -> bool {
    if behaviour.draws.is_none() {
        return false;
    }
    let mut requests = behaviour
        .exchanges
        .iter()
        .filter(|exchange| !exchange.generic)
        .skip_while(|exchange| exchange.output.end < offset);
    let (Some(wager), Some(next)) = (requests.next(), requests.next()) else {
        return false;
    };
    let prompt = |exchange: &crate::behaviour::Exchange| {
        text.get(exchange.output.clone())
            .map(last_line)
            .unwrap_or_default()
    };
    let next_prompt = prompt(next);
    next.draws_before == wager.draws_before
        && next_prompt != prompt(wager)
        && !names_a_wager(&next_prompt)
}

/// The prompt line names a wager, in the words Cee-lo's `meanings:` give it.
fn names_a_wager(prompt: &str) -> bool {
    crate::assignment::Assignment::builtin("ceelo")
        .ok()
        .and_then(|ceelo| {
            ceelo
                .meanings
                .get("wager")
                .map(|wager| wager.is_named_by(prompt))
        })
        .unwrap_or(false)
}
