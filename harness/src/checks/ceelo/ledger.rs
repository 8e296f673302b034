//! The player's balance as the judge follows it through the events: the
//! initial balance typed, each game settled with the reference's
//! `settle_wager` on the wager taken and the result printed, and put back in
//! step with every balance the program shows (so one wrong sum is one fault).

use reference::ceelo::{settle_wager, Money, Outcome};

use super::ceelo_events::{typed_amount, CeeloEvent, CeeloEventKind};

/// A game's effect on the balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settlement {
    pub before: Money,
    pub wager: Money,
    pub outcome: Outcome,
    pub after: Money,
}

#[derive(Debug, Clone, Default)]
pub struct Ledger {
    balance: Option<Money>,
    /// The last wager typed since the last game.
    wager: Option<Money>,
    /// A roll was printed since the last wager or result: a result now ends a game.
    rolled: bool,
    /// The last game settled, until a balance is shown.
    unshown_settlement: Option<Settlement>,
}

impl Ledger {
    pub fn new() -> Self {
        Ledger::default()
    }

    /// The balance the player has now, once known.
    pub fn balance(&self) -> Option<Money> {
        self.balance
    }

    /// The game settled since the program last showed a balance.
    pub fn unshown_settlement(&self) -> Option<Settlement> {
        self.unshown_settlement
    }

    /// Take `event` into account.
    pub fn observe(&mut self, event: &CeeloEvent) {
        match &event.kind {
            CeeloEventKind::InitialBalanceAsked { typed } => {
                if let Some(amount) = typed_amount(typed) {
                    self.balance = Some(amount);
                }
            }
            CeeloEventKind::WagerAsked { typed } => {
                self.wager = typed_amount(typed);
                self.rolled = false;
            }
            CeeloEventKind::Rolled(_) => self.rolled = true,
            CeeloEventKind::Decided(outcome) => {
                if std::mem::take(&mut self.rolled) {
                    self.settle(*outcome);
                }
            }
            CeeloEventKind::BalanceShown(amount) | CeeloEventKind::LeftWith(amount) => {
                self.balance = Some(*amount);
                self.unshown_settlement = None;
            }
            CeeloEventKind::TieAnnounced | CeeloEventKind::ContinueAsked { .. } => {}
        }
    }

    fn settle(&mut self, outcome: Outcome) {
        let (Some(before), Some(wager)) = (self.balance, self.wager.take()) else {
            return;
        };
        let after = settle_wager(before, wager, outcome);
        self.balance = Some(after);
        self.unshown_settlement = Some(Settlement {
            before,
            wager,
            outcome,
            after,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: CeeloEventKind) -> CeeloEvent {
        CeeloEvent { offset: 0, kind }
    }

    fn dollars(amount: i64) -> Money {
        Money::from_cents(amount * 100)
    }

    #[test]
    fn games_settle_on_the_last_wager_and_shown_balances_resynchronise() {
        use CeeloEventKind::*;
        let roll = Rolled(super::super::ceelo_events::RollSeen {
            roller: reference::ceelo::Roller::Player,
            faces: [1, 1, 2],
            marked_unrecognized: false,
        });
        // (event, balance after it)
        let table: Vec<(CeeloEventKind, Option<i64>)> = vec![
            (WagerAsked { typed: "5".into() }, None),
            (InitialBalanceAsked { typed: "x".into() }, None),
            (
                InitialBalanceAsked {
                    typed: "100".into(),
                },
                Some(100),
            ),
            (
                WagerAsked {
                    typed: "500".into(),
                },
                Some(100),
            ),
            (WagerAsked { typed: "50".into() }, Some(100)),
            (roll.clone(), Some(100)),
            (Decided(Outcome::Lost), Some(50)),
            // A second announcement of the same result settles nothing.
            (Decided(Outcome::Lost), Some(50)),
            (BalanceShown(dollars(60)), Some(60)),
            (WagerAsked { typed: "60".into() }, Some(60)),
            (roll, Some(60)),
            (Decided(Outcome::Won), Some(120)),
            (LeftWith(dollars(120)), Some(120)),
        ];
        let mut ledger = Ledger::new();
        for (kind, after) in table {
            ledger.observe(&event(kind.clone()));
            assert_eq!(ledger.balance(), after.map(dollars), "after {kind:?}");
        }
    }

    #[test]
    fn the_settlement_is_kept_until_a_balance_is_shown() {
        use CeeloEventKind::*;
        let mut ledger = Ledger::new();
        for kind in [
            InitialBalanceAsked { typed: "10".into() },
            WagerAsked { typed: "4".into() },
            Rolled(super::super::ceelo_events::RollSeen {
                roller: reference::ceelo::Roller::Cpu,
                faces: [6, 6, 6],
                marked_unrecognized: false,
            }),
            Decided(Outcome::Won),
        ] {
            ledger.observe(&event(kind));
        }
        assert_eq!(
            ledger.unshown_settlement(),
            Some(Settlement {
                before: dollars(10),
                wager: dollars(4),
                outcome: Outcome::Won,
                after: dollars(14),
            })
        );
        ledger.observe(&event(BalanceShown(dollars(14))));
        assert_eq!(ledger.unshown_settlement(), None);
    }
}
