//! The player's balance as the judge follows it through the events: the
//! initial balance typed, each game settled with the reference's
//! `settle_wager` on the wager taken and the result printed (or, where no
//! result is read, the result the dice rolled give by the rules), and put
//! back in step with every balance the program shows (so one wrong sum is
//! one fault).

use reference::ceelo::{compare, rank, settle_wager, CeeloRules, Money, Outcome, Roller};

use super::ceelo_events::{typed_amount, CeeloEvent, CeeloEventKind};

/// A game's effect on the balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settlement {
    pub before: Money,
    pub wager: Money,
    pub outcome: Outcome,
    pub after: Money,
}

/// Where a settlement's result came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultSource {
    /// The program's own result line.
    Printed,
    /// No result was read: the dice shown decide it by the rules.
    Dice,
}

#[derive(Debug, Clone)]
pub struct Ledger {
    rules: CeeloRules,
    balance: Option<Money>,
    /// The last wager typed since the last game.
    wager: Option<Money>,
    /// A roll was printed since the last wager or result: a result now ends a game.
    rolled: bool,
    /// The player's last recognized roll of this game, as the rules see it.
    player_roll: Option<reference::ceelo::Combo>,
    /// The result the dice rolled so far give (a recognized CPU roll after
    /// a recognized player roll, not a tie): used when none is printed.
    dice_outcome: Option<Outcome>,
    /// The last game settled, until a balance is shown.
    unshown_settlement: Option<(Settlement, ResultSource)>,
    /// Games settled (from a printed result or from the dice).
    settled: usize,
}

impl Ledger {
    pub fn new(rules: CeeloRules) -> Self {
        Ledger {
            rules,
            balance: None,
            wager: None,
            rolled: false,
            player_roll: None,
            dice_outcome: None,
            unshown_settlement: None,
            settled: 0,
        }
    }

    /// How many games were settled so far.
    pub fn settled(&self) -> usize {
        self.settled
    }

    /// The balance the player has now, once known.
    pub fn balance(&self) -> Option<Money> {
        self.balance
    }

    /// The game settled since the program last showed a balance.
    pub fn unshown_settlement(&self) -> Option<Settlement> {
        self.unshown_settlement.map(|(settlement, _)| settlement)
    }

    /// Where the unshown settlement's result came from.
    pub fn unshown_source(&self) -> Option<ResultSource> {
        self.unshown_settlement.map(|(_, source)| source)
    }

    /// A game the dice decided but whose result was not read is settled by
    /// the dice: before a balance is compared, or the session moves on.
    pub fn settle_by_dice(&mut self) {
        if let (true, Some(outcome)) = (self.rolled, self.dice_outcome) {
            self.rolled = false;
            self.settle(outcome, ResultSource::Dice);
        }
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
                self.settle_by_dice();
                self.wager = typed_amount(typed);
                self.rolled = false;
                self.player_roll = None;
                self.dice_outcome = None;
            }
            CeeloEventKind::Rolled(roll) => {
                self.rolled = true;
                let combo = roll.dice().map(rank).filter(|combo| combo.is_recognized());
                match (roll.roller, combo) {
                    (Roller::Player, Some(combo)) => {
                        self.player_roll = Some(combo);
                        self.dice_outcome = None;
                    }
                    (Roller::Cpu, Some(cpu)) => {
                        self.dice_outcome = self
                            .player_roll
                            .and_then(|player| compare(&self.rules, player, cpu))
                            .filter(|outcome| *outcome != Outcome::Tie);
                    }
                    (_, None) => {}
                }
            }
            CeeloEventKind::Decided(outcome) => {
                if std::mem::take(&mut self.rolled) {
                    self.settle(*outcome, ResultSource::Printed);
                }
            }
            CeeloEventKind::BalanceShown(amount)
            | CeeloEventKind::LeftWith(amount)
            | CeeloEventKind::AmountShown(amount) => {
                self.settle_by_dice();
                self.balance = Some(*amount);
                self.unshown_settlement = None;
            }
            CeeloEventKind::ContinueAsked { .. } => self.settle_by_dice(),
            CeeloEventKind::TieAnnounced => {}
        }
    }

    fn settle(&mut self, outcome: Outcome, source: ResultSource) {
        let (Some(before), Some(wager)) = (self.balance, self.wager.take()) else {
            return;
        };
        let after = settle_wager(before, wager, outcome);
        self.balance = Some(after);
        self.settled += 1;
        self.player_roll = None;
        self.dice_outcome = None;
        self.unshown_settlement = Some((
            Settlement {
                before,
                wager,
                outcome,
                after,
            },
            source,
        ));
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
        let mut ledger = Ledger::new(CeeloRules::SPEC);
        for (kind, after) in table {
            ledger.observe(&event(kind.clone()));
            assert_eq!(ledger.balance(), after.map(dollars), "after {kind:?}");
        }
    }

    #[test]
    fn the_settlement_is_kept_until_a_balance_is_shown() {
        use CeeloEventKind::*;
        let mut ledger = Ledger::new(CeeloRules::SPEC);
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
