//! `balance`: every balance the program shows is the player's money: the
//! initial balance typed, then each game settled by the reference's
//! `settle_wager` (a win adds the wager, a loss takes it), the game's result
//! as printed or, where none is read, as the dice shown decide it. Nothing
//! passes unless a balance after a settled game was judged.

use reference::ceelo::Outcome;

use super::ceelo_events::CeeloEventKind;
use super::ceelo_reading::{CeeloReading, LineShape};
use super::ledger::{Ledger, ResultSource};
use crate::checks::CheckOutcome;
use crate::checks::{counted, CheckFindings};

pub const BALANCE: &str = "balance";

pub fn check_balance(reading: &CeeloReading<'_>) -> CheckOutcome {
    if let Some(unreadable) = reading.missing(BALANCE, &[LineShape::Balance]) {
        return unreadable;
    }
    let mut findings = CheckFindings::new(BALANCE);
    let mut ledger = Ledger::new(reading.rules);
    // Balances judged against a game's settlement: what the check is for.
    let mut settled_judged = 0;
    for event in &reading.events {
        let (shown, labelled) = match &event.kind {
            CeeloEventKind::BalanceShown(shown) | CeeloEventKind::LeftWith(shown) => (shown, true),
            CeeloEventKind::AmountShown(shown) => (shown, false),
            _ => {
                ledger.observe(event);
                continue;
            }
        };
        ledger.settle_by_dice();
        match (ledger.balance(), ledger.unshown_settlement()) {
            (Some(expected), settlement) if expected == *shown => {
                findings.judged_one();
                settled_judged += usize::from(settlement.is_some());
            }
            (Some(expected), Some(game)) => {
                let decided_by = match ledger.unshown_source() {
                    Some(ResultSource::Dice) => format!(
                        " (no result was read: the dice rolled make the game {} for the player)",
                        match game.outcome {
                            Outcome::Won => "a win",
                            Outcome::Lost | Outcome::Tie => "a loss",
                        }
                    ),
                    _ => String::new(),
                };
                findings.fail_at(
                    reading.view,
                    event.offset,
                    format!(
                        "{}{decided_by}: {} {} {} leaves {expected}, but the program shows {shown}",
                        match game.outcome {
                            Outcome::Won => "a win adds the wager to the balance",
                            Outcome::Lost | Outcome::Tie =>
                                "a loss takes the wager from the balance",
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
                );
            }
            // An amount alone, with no game settled since the last balance:
            // nothing says it is the balance, so it is not judged.
            (Some(_), None) if !labelled => continue,
            (Some(expected), None) => findings.fail_at(
                reading.view,
                event.offset,
                format!(
                    "the balance shown must be the player's money, {expected}, but the program shows {shown}"
                ),
                expected.to_string(),
                shown.to_string(),
            ),
            (None, _) if !labelled => continue,
            (None, _) => {}
        }
        ledger.observe(event);
    }
    let findings = findings.with_help(
        "a win adds the wager to the balance and a loss subtracts it; the next game starts from that balance",
    );
    if findings.failures() == 0 && settled_judged == 0 {
        return CheckOutcome::skip(
            BALANCE,
            if ledger.settled() == 0 {
                "no game was settled: neither a result nor the dice of a decided game were read against a known wager and balance"
            } else {
                "no balance was shown after a game whose result was known"
            },
        );
    }
    findings.outcome(
        |balances| format!("{} shown, all adding up", counted(balances, "balance")),
        |id| CheckOutcome::skip(id, "no balance shown after the initial balance was known"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::ceelo::CeeloEvent;
    use crate::checks::ceelo::RollSeen;
    use crate::checks::{CheckStatus, TranscriptView};
    use reference::ceelo::{CeeloRules, Money, Roller};

    fn judge(kinds: Vec<CeeloEventKind>) -> CheckOutcome {
        let view = TranscriptView::new("x\n");
        let events = kinds
            .into_iter()
            .map(|kind| CeeloEvent { offset: 0, kind })
            .collect();
        let reading = CeeloReading {
            view: &view,
            events,
            games: Vec::new(),
            marks_unrecognized: false,
            complete: true,
            rules: CeeloRules::SPEC,
            rolled_past_game_end: None,
            stopped_rolling_after: None,
        };
        check_balance(&reading)
    }

    fn roll(roller: Roller, faces: [u32; 3]) -> CeeloEventKind {
        CeeloEventKind::Rolled(RollSeen {
            roller,
            faces,
            marked_unrecognized: false,
        })
    }

    fn dollars(amount: i64) -> Money {
        Money::from_cents(amount * 100)
    }

    /// Nothing read, or nothing but the initial balance shown again, is
    /// never a pass; a game's change is judged from the printed result or,
    /// with none read, from the dice.
    #[test]
    fn a_balance_passes_only_after_a_game_it_could_settle() {
        use CeeloEventKind::*;
        let start = || {
            vec![
                InitialBalanceAsked {
                    typed: "100".into(),
                },
                BalanceShown(dollars(100)),
                WagerAsked { typed: "50".into() },
            ]
        };
        let won_by_dice = || {
            vec![
                roll(Roller::Player, [4, 5, 6]),
                roll(Roller::Cpu, [1, 1, 4]),
            ]
        };
        let with = |tail: Vec<CeeloEventKind>| {
            let mut kinds = start();
            kinds.extend(tail);
            kinds
        };
        let table: Vec<(&str, Vec<CeeloEventKind>, CheckStatus)> = vec![
            ("nothing read", vec![], CheckStatus::Skip),
            ("only the initial balance", start(), CheckStatus::Skip),
            (
                "rolls but no balance after them",
                with(won_by_dice()),
                CheckStatus::Skip,
            ),
            (
                "undecided dice (the CPU has not rolled) and an amount",
                with(vec![
                    roll(Roller::Player, [4, 5, 6]),
                    AmountShown(dollars(200)),
                ]),
                CheckStatus::Skip,
            ),
            (
                "a win by the dice paid once",
                with([won_by_dice(), vec![AmountShown(dollars(150))]].concat()),
                CheckStatus::Pass,
            ),
            (
                "a win by the dice paid twice",
                with([won_by_dice(), vec![AmountShown(dollars(200))]].concat()),
                CheckStatus::Fail,
            ),
            (
                "a loss by the dice taken, labelled",
                with(vec![
                    roll(Roller::Player, [1, 2, 3]),
                    roll(Roller::Cpu, [2, 2, 5]),
                    BalanceShown(dollars(50)),
                ]),
                CheckStatus::Pass,
            ),
            (
                "a printed result wins over the dice",
                with(
                    [
                        won_by_dice(),
                        vec![Decided(Outcome::Lost), BalanceShown(dollars(50))],
                    ]
                    .concat(),
                ),
                CheckStatus::Pass,
            ),
            (
                "a tie by the dice settles nothing",
                with(vec![
                    roll(Roller::Player, [2, 2, 5]),
                    roll(Roller::Cpu, [5, 1, 1]),
                    AmountShown(dollars(150)),
                ]),
                CheckStatus::Skip,
            ),
        ];
        for (case, kinds, status) in table {
            let outcome = judge(kinds);
            assert_eq!(outcome.status, status, "{case}: {outcome:?}");
        }
    }

    #[test]
    fn a_win_paid_twice_by_the_dice_says_the_dice_decided() {
        use CeeloEventKind::*;
        let outcome = judge(vec![
            InitialBalanceAsked {
                typed: "100".into(),
            },
            WagerAsked { typed: "50".into() },
            roll(Roller::Player, [4, 5, 6]),
            roll(Roller::Cpu, [1, 1, 4]),
            AmountShown(dollars(200)),
        ]);
        assert_eq!(outcome.status, CheckStatus::Fail);
        assert_eq!(
            outcome.message,
            "a win adds the wager to the balance (no result was read: the dice rolled make the game a win for the player): $100.00 plus $50.00 leaves $150.00, but the program shows $200.00"
        );
    }
}
