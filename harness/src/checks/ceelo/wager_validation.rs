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
    let mut ledger = Ledger::new(reading.rules);
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
        | CeeloEventKind::AmountShown(_)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    fn dollars(amount: i64) -> Money {
        Money::from_cents(amount * 100)
    }

    /// Every arm of `judge_wager`: (rules allow all in, wager, balance,
    /// what the program did, judged, failed).
    #[test]
    fn each_wager_and_what_followed_it_is_judged_by_the_rules() {
        use Taken::*;
        let table: &[(bool, i64, i64, Taken, usize, bool)] = &[
            (true, 50, 100, Played, 1, false),
            (true, 100, 100, Played, 1, false),
            (true, 500, 100, Played, 0, true),
            (true, 500, 100, AskedAgain, 1, false),
            (true, 500, 100, WentOn, 0, true),
            (true, 50, 100, AskedAgain, 0, true),
            (true, 50, 100, WentOn, 0, false),
            (true, 0, 100, Played, 0, false),
            (true, -5, 100, AskedAgain, 0, false),
            (false, 100, 100, AskedAgain, 1, false),
            (false, 100, 100, Played, 0, true),
            // A course that keeps wagers below the balance: refused, but
            // the program went on to its next question without a new wager.
            (false, 100, 100, WentOn, 0, true),
            (false, 99, 100, Played, 1, false),
        ];
        let view = TranscriptView::new("Wager? 100\n");
        for &(all_in, wager, balance, taken, judged, failed) in table {
            let rules = CeeloRules {
                wager_equal_to_balance: all_in,
                ..CeeloRules::SPEC
            };
            let mut findings = CheckFindings::new(WAGER_VALIDATION);
            judge_wager(
                &rules,
                &view,
                0,
                dollars(wager),
                dollars(balance),
                taken,
                &mut findings,
            );
            let case = format!("all in {all_in}, {wager} of {balance}, {taken:?}");
            assert_eq!(findings.judged(), judged, "{case}");
            assert_eq!(findings.failures() > 0, failed, "{case}");
        }
        // The merge arm's message says what the program did instead.
        let mut findings = CheckFindings::new(WAGER_VALIDATION);
        let rules = CeeloRules {
            wager_equal_to_balance: false,
            ..CeeloRules::SPEC
        };
        judge_wager(
            &rules,
            &view,
            0,
            dollars(100),
            dollars(100),
            WentOn,
            &mut findings,
        );
        let outcome = findings.outcome(|_| String::new(), |id| CheckOutcome::skip(id, ""));
        assert_eq!(outcome.status, CheckStatus::Fail);
        assert!(
            outcome.message.contains("went on to its next question"),
            "{}",
            outcome.message
        );
        assert_eq!(
            outcome.expected.as_deref(),
            Some("the wager asked again (below the balance)")
        );
    }
}
