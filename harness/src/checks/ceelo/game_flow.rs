//! `game-flow`: the order of a session. Each game starts with a wager; after
//! a game with money left the player chooses to continue ('c') or cash out
//! ('q'); 'c' starts the next game, 'q' ends the program; at $0.00 the
//! program says so and ends without asking.

use reference::ceelo::Money;

use super::ceelo_events::{CeeloEvent, CeeloEventKind};
use super::ceelo_reading::{CeeloReading, LineShape};
use super::ledger::Ledger;
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings, TranscriptView};

pub const GAME_FLOW: &str = "game-flow";

/// Where the session stands, from what the program printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Before the first wager, or after an answer the judge cannot read.
    Open,
    /// A wager was asked; a game may start.
    Wagered,
    Playing,
    /// A result was printed.
    AfterGame,
    /// The player answered 'c'.
    Continued,
    /// The player answered 'q'.
    Quit,
}

/// What happened next in the session, as game-flow sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Wager,
    Roll,
    Result,
    ContinueQuestion(Choice),
    End,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Continue,
    Quit,
    Unreadable,
}

pub fn check_game_flow(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) =
        reading.missing(GAME_FLOW, &[LineShape::WagerPrompt, LineShape::Result])
    {
        return unreadable;
    }
    let mut findings = CheckFindings::new(GAME_FLOW);
    let mut ledger = Ledger::new(reading.rules);
    let mut phase = Phase::Open;
    for (index, event) in reading.events.iter().enumerate() {
        if let Some(step) = step_of(event, phase) {
            let balance = balance_shown_with(&ledger, &reading.events[index..]);
            let fault = judge_step(phase, step, balance);
            record(fault, reading.view, event.offset, &mut findings);
            phase = next_phase(phase, step);
        }
        ledger.observe(event);
    }
    if reading.complete {
        let fault = judge_step(phase, Step::End, ledger.balance());
        let end = reading.view.text().trim_end().len().saturating_sub(1);
        record(fault, reading.view, end, &mut findings);
    }
    findings
        .with_help(
            "after each game: at $0.00 say so and end; otherwise ask 'c' or 'q', play again on 'c' and end on 'q'",
        )
        .outcome(
            |steps| format!("{} between games as the rules say", counted(steps, "step")),
            |id| CheckOutcome::skip(id, "no game was finished, so nothing came after one"),
        )
}

fn step_of(event: &CeeloEvent, phase: Phase) -> Option<Step> {
    Some(match &event.kind {
        CeeloEventKind::WagerAsked { .. } => Step::Wager,
        CeeloEventKind::Rolled(_) => Step::Roll,
        // A result with no roll before it repeats the last one.
        CeeloEventKind::Decided(_) if phase == Phase::Playing => Step::Result,
        CeeloEventKind::ContinueAsked { typed } => Step::ContinueQuestion(choice(typed)),
        _ => return None,
    })
}

/// The balance as the program sees it at the step `events[0]`: the
/// ledger's, put in step with the balances printed along with that step
/// (`take your money ($50.00)` comes inside the continue question).
fn balance_shown_with(ledger: &Ledger, events: &[CeeloEvent]) -> Option<Money> {
    let mut ledger = ledger.clone();
    for event in events.iter().skip(1) {
        match event.kind {
            CeeloEventKind::BalanceShown(_)
            | CeeloEventKind::LeftWith(_)
            | CeeloEventKind::AmountShown(_) => ledger.observe(event),
            CeeloEventKind::TieAnnounced => {}
            _ => break,
        }
    }
    ledger.balance()
}

fn choice(typed: &str) -> Choice {
    match typed.chars().next().map(|first| first.to_ascii_lowercase()) {
        Some('c' | 'y') => Choice::Continue,
        Some('q' | 'n') => Choice::Quit,
        _ => Choice::Unreadable,
    }
}

fn next_phase(phase: Phase, step: Step) -> Phase {
    match step {
        Step::Wager => Phase::Wagered,
        Step::Roll => Phase::Playing,
        Step::Result => Phase::AfterGame,
        Step::ContinueQuestion(Choice::Continue) => Phase::Continued,
        Step::ContinueQuestion(Choice::Quit) => Phase::Quit,
        Step::ContinueQuestion(Choice::Unreadable) => Phase::Open,
        Step::End => phase,
    }
}

/// A broken rule: the message, what was expected, what was seen.
type Fault = (String, &'static str, &'static str);

/// None: nothing judged. Some(None): judged and right.
fn judge_step(phase: Phase, step: Step, balance: Option<Money>) -> Option<Option<Fault>> {
    let seen = match step {
        Step::Wager => "a wager prompt",
        Step::Roll => "a roll",
        Step::Result | Step::ContinueQuestion(_) => "a continue-or-quit question",
        Step::End => "the program ended",
    };
    let fault = |message: &str, expected: &'static str| {
        Some(Some((
            format!("{message}, but next came {seen}"),
            expected,
            seen,
        )))
    };
    match (phase, step) {
        (Phase::AfterGame, _) => match balance.map(|money| money.cents()) {
            Some(0) => match step {
                Step::End => Some(None),
                _ => fault(
                    "at $0.00 the game is over: the program says so and ends",
                    "the program ends",
                ),
            },
            Some(cents) if cents > 0 => match step {
                Step::ContinueQuestion(_) => Some(None),
                _ => fault(
                    "after a game with money left the player chooses to continue or cash out",
                    "a continue-or-quit question",
                ),
            },
            // Unknown, or below zero after an accepted over-wager
            // (wager-validation's fault).
            _ => None,
        },
        (Phase::Continued, Step::Wager) => Some(None),
        (Phase::Continued, _) => fault(
            "after 'c' the next game starts with a wager",
            "a wager prompt",
        ),
        (Phase::Quit, Step::End) => Some(None),
        (Phase::Quit, _) => fault(
            "after 'q' the player cashes out and the program ends",
            "the program ends",
        ),
        _ => None,
    }
}

fn record(
    judged: Option<Option<Fault>>,
    view: &TranscriptView<'_>,
    offset: usize,
    findings: &mut CheckFindings,
) {
    match judged {
        None => {}
        Some(None) => findings.judged_one(),
        Some(Some((message, expected, seen))) => findings.fail_at(
            view,
            offset,
            message,
            expected.to_string(),
            seen.to_string(),
        ),
    }
}
