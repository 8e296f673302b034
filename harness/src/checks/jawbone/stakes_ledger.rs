//! `stakes`: both players start with the stake (5 markkaa in the spec), the
//! loser of each game pays the winner the bet (1), and the program ends once
//! a stake is empty.

use reference::jawbone::{JawboneRules, Money, Side, Stakes};

use super::without_throws;
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const STAKES: &str = "stakes";

/// The stakes the rules expect, game after game, beside what was printed.
#[derive(Debug)]
pub struct StakesLedger {
    rules: JawboneRules,
    expected: Stakes,
    tally: CheckFindings,
    games_settled: usize,
    /// A stake is empty and the program going on was already reported.
    end_reported: bool,
}

impl StakesLedger {
    pub fn new(rules: &JawboneRules) -> Self {
        StakesLedger {
            rules: rules.clone(),
            expected: Stakes::starting(rules.stake),
            tally: CheckFindings::new(STAKES),
            games_settled: 0,
            end_reported: false,
        }
    }

    /// A game ended with `winner`: the loser pays the bet.
    pub fn settle(&mut self, winner: Side) {
        self.expected.settle(winner, self.rules.bet);
        self.games_settled += 1;
    }

    /// `seen` are the stakes the rules expect now.
    pub fn expects(&self, seen: Stakes) -> bool {
        self.expected == seen
    }

    /// The side whose win of one more game would make the stakes `seen`.
    pub fn winner_paid(&self, seen: Stakes) -> Option<Side> {
        [Side::Human, Side::Computer].into_iter().find(|&winner| {
            let mut after = self.expected;
            after.settle(winner, self.rules.bet);
            after == seen
        })
    }

    /// Stakes shown but not judged: later games go on from them.
    pub fn carry_on_from(&mut self, seen: Stakes) {
        self.expected = seen;
    }

    /// A stakes line; later games go on from what it printed.
    pub fn read_stakes_line(&mut self, view: &TranscriptView<'_>, offset: usize, seen: Stakes) {
        if seen == self.expected {
            self.tally.judged_one();
        } else {
            let currency = self.rules.currency;
            let money = |amount| Money { amount, currency };
            let expected = self.expected.shown_in(currency);
            self.tally.fail(
                CheckOutcome::fail(
                    self.tally.id(),
                    format!(
                        "Both players start with {} and the loser of each game pays the winner {}: after {} the stakes should be {expected}",
                        money(self.rules.stake),
                        money(self.rules.bet),
                        games(self.games_settled)
                    ),
                )
                .at(Some(view.line_at(offset)))
                .expected(expected)
                .seen(seen.shown_in(currency)),
            );
        }
        self.expected = seen;
    }

    /// The program offers or starts another game: not allowed once a stake
    /// is empty.
    pub fn another_game_offered(&mut self, view: &TranscriptView<'_>, offset: usize) {
        let Some(broke) = self.expected.cleaned_out() else {
            return;
        };
        if self.end_reported {
            return;
        }
        self.end_reported = true;
        let who = match broke {
            Side::Human => "you have",
            Side::Computer => "the computer has",
        };
        self.tally.fail(
            CheckOutcome::fail(
                self.tally.id(),
                format!(
                    "When a player's stake is empty the program ends, but {who} no {} left and the program went on",
                    self.rules.currency.many
                ),
            )
            .at(Some(view.line_at(offset)))
            .expected("the final stakes, and the end of the program")
            .seen(view.line_at(offset).text),
        );
    }

    pub fn outcome(self, any_throw: bool, complete: bool) -> CheckOutcome {
        let games_settled = self.games_settled;
        let currency = self.rules.currency.many;
        self.tally.outcome(
            |judged| format!("{judged} stakes lines add up"),
            |id| match (any_throw, games_settled) {
                (false, _) => without_throws(id, complete),
                (true, 0) => CheckOutcome::skip(id, "no game was finished in this run"),
                (true, _) => CheckOutcome::skip(
                    id,
                    format!(
                        "no stakes (each side's {}) were shown after a game: nothing to count",
                        currency
                    ),
                ),
            },
        )
    }
}

fn games(count: usize) -> String {
    match count {
        1 => "1 game".to_string(),
        count => format!("{count} games"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;

    #[test]
    fn stakes_follow_the_winners_and_end_when_empty() {
        let text = "one\ntwo\nthree\n";
        let view = TranscriptView::new(text);
        let stakes = |human, computer| Stakes { human, computer };
        // (winners, stakes printed, another game offered, status)
        let cases = [
            (vec![Side::Human], stakes(6, 4), false, CheckStatus::Pass),
            (vec![Side::Human], stakes(11, 9), false, CheckStatus::Fail),
            (
                vec![Side::Computer; 5],
                stakes(0, 10),
                false,
                CheckStatus::Pass,
            ),
            (
                vec![Side::Computer; 5],
                stakes(0, 10),
                true,
                CheckStatus::Fail,
            ),
            (
                vec![Side::Computer; 2],
                stakes(3, 7),
                true,
                CheckStatus::Pass,
            ),
        ];
        for (winners, printed, offered, status) in cases {
            let mut ledger = StakesLedger::new(&JawboneRules::default());
            for &winner in &winners {
                ledger.settle(winner);
            }
            ledger.read_stakes_line(&view, 4, printed);
            if offered {
                ledger.another_game_offered(&view, 10);
            }
            let outcome = ledger.outcome(true, true);
            assert_eq!(outcome.status, status, "{winners:?} {printed:?}");
        }
        assert_eq!(
            StakesLedger::new(&JawboneRules::default())
                .outcome(true, true)
                .status,
            CheckStatus::Skip
        );
        let mut unread = StakesLedger::new(&JawboneRules::default());
        unread.settle(Side::Human);
        assert_eq!(unread.outcome(true, true).status, CheckStatus::Skip);
    }
}
