//! The money of a pass: the bank rolls the reference's `settle_pass` leaves
//! (`payout`), and the players it cleans out and the winner it names
//! (`cleaned-out`).

use reference::craps::{cleaned_out, game_winner, settle_pass, PassResult};

use super::{Pass, TableReplay};

impl TableReplay<'_> {
    /// The bank rolls a finished pass should leave, by the reference's
    /// `settle_pass` with the program's own verdict.
    pub(super) fn settled(&self) -> Option<Vec<i64>> {
        let pass = self.pass.as_ref()?;
        let result = pass.dice.result()?;
        pass.action?;
        settle_pass(&pass.before, pass.shooter?, &pass.bets, result).ok()
    }

    pub(super) fn bankroll(&mut self, offset: usize, name: &str, amount: i64) {
        let Some(seat) = self.seat_of(name) else {
            return;
        };
        let Some(pass) = &self.pass else {
            // Before the first bet: everyone's starting money.
            let starting = self.rules.starting_bank;
            self.judge_bankroll_line(offset, seat, amount, starting, None);
            return;
        };
        if pass.finished {
            // Printed again before the next bet: the pass's bank rolls stand.
            self.judge_bankroll_line(offset, seat, amount, self.bankrolls[seat], None);
            return;
        }
        let Some(expected) = self.settled() else {
            return;
        };
        let result = pass.dice.result();
        self.judge_bankroll_line(offset, seat, amount, expected[seat], result);
        if let Some(pass) = &mut self.pass {
            pass.printed[seat] = Some(amount);
        }
    }

    pub(super) fn judge_bankroll_line(
        &mut self,
        offset: usize,
        seat: usize,
        amount: i64,
        expected: i64,
        result: Option<PassResult>,
    ) {
        let currency = self.rules.currency;
        let check = &mut self.checks.payout;
        check.judged_one();
        let name = &self.names[seat];
        if amount == expected {
            return;
        }
        let why = match (&self.pass, result) {
            (Some(pass), Some(result)) => {
                pass_money_rule(pass, seat, result, &self.names, currency)
            }
            (None, _) => format!(
                "Every player starts with {currency}{}",
                self.rules.starting_bank
            ),
            _ => format!("{name}'s bank roll does not change between passes"),
        };
        check.fail_at(
            self.view,
            offset,
            why,
            format!("{name} has {currency}{expected}"),
            format!("{name} has {currency}{amount}"),
        );
        if let Some(pass) = &self.pass {
            if pass.finished {
                self.bankrolls[seat] = amount;
            }
        }
    }

    /// Close the current pass: its bank rolls (as printed, or as settled)
    /// become the table's, and a player left with all the money ends the game.
    pub(super) fn finish_pass(&mut self) {
        let settled = self.settled();
        let Some(pass) = &mut self.pass else {
            return;
        };
        if pass.finished {
            return;
        }
        pass.finished = true;
        let Some(settled) = settled else {
            return;
        };
        self.checks.passes_settled += 1;
        let after: Vec<i64> = settled
            .iter()
            .zip(&pass.printed)
            .map(|(&expected, printed)| printed.unwrap_or(expected))
            .collect();
        if !cleaned_out(&pass.before, &after).is_empty() {
            self.checks.cleaned.judged_one();
        }
        self.bankrolls = after;
        if let Some(winner) = game_winner(&self.bankrolls) {
            self.game_over = Some(winner);
        }
    }

    /// `cleaned-out`: a player with $0 is never asked to bet.
    pub(super) fn judge_asked_with_money(&mut self, offset: usize, seat: usize, role: &str) {
        let currency = self.rules.currency;
        if self.bankrolls.iter().all(|&bankroll| bankroll > 0) {
            return;
        }
        let check = &mut self.checks.cleaned;
        check.judged_one();
        if self.bankrolls[seat] <= 0 {
            let name = &self.names[seat];
            check.fail_at(
                self.view,
                offset,
                format!(
                    "{name} has {currency}0 and is out of the game, but was asked to bet {role}"
                ),
                "only players with money asked to bet",
                format!("{name} asked to bet"),
            );
        }
    }

    /// `cleaned-out`: once one player has all the money the game is over.
    pub(super) fn judge_game_goes_on(&mut self, offset: usize, asked: &str) {
        let currency = self.rules.currency;
        let Some(winner) = self.game_over.take() else {
            return;
        };
        let total: i64 = self.bankrolls.iter().sum();
        self.checks.cleaned.fail_at(
            self.view,
            offset,
            format!(
                "{} had all {currency}{total} of the game's money, so the game is over, but it went on",
                self.names[winner]
            ),
            format!("{} named the winner", self.names[winner]),
            format!("{asked} asked to bet"),
        );
    }

    pub(super) fn cleaned_out_line(&mut self, offset: usize, name: &str) {
        let currency = self.rules.currency;
        self.finish_pass();
        let Some(seat) = self.seat_of(name) else {
            return;
        };
        let check = &mut self.checks.cleaned;
        check.judged_one();
        let bankroll = self.bankrolls[seat];
        if bankroll > 0 {
            check.fail_at(
                self.view,
                offset,
                format!(
                    "A player is cleaned out when their bank roll reaches {currency}0, but {name} has {currency}{bankroll}",
                ),
                format!("{name} still playing with {currency}{bankroll}"),
                format!("{name} cleaned out"),
            );
        }
    }

    pub(super) fn winner_line(&mut self, offset: usize, name: Option<&str>) {
        let currency = self.rules.currency;
        self.finish_pass();
        self.winner_named = true;
        self.game_over = None;
        let check = &mut self.checks.cleaned;
        check.judged_one();
        let with_money: Vec<String> = self
            .names
            .iter()
            .zip(&self.bankrolls)
            .filter(|(_, &bankroll)| bankroll > 0)
            .map(|(name, bankroll)| format!("{name} ({currency}{bankroll})"))
            .collect();
        match game_winner(&self.bankrolls) {
            None => check.fail_at(
                self.view,
                offset,
                format!(
                    "The game ends only when one player has all the money, but it ended while {} still had money",
                    with_money.join(" and ")
                ),
                "the game goes on",
                "a winner announced",
            ),
            Some(winner) => {
                let named = name.and_then(|name| {
                    self.names
                        .iter()
                        .position(|seated| seated.eq_ignore_ascii_case(name))
                });
                if let Some(named) = named.filter(|&named| named != winner) {
                    check.fail_at(
    self.view,
                        offset,
                        format!(
                            "The winner is the player with all the money: {}",
                            self.names[winner]
                        ),
                        format!("{} named the winner", self.names[winner]),
                        format!("{} named the winner", self.names[named]),
                    );
                }
            }
        }
    }

    pub(super) fn pot_line(&mut self, offset: usize, amount: i64) {
        let currency = self.rules.currency;
        if !self.winner_named {
            return;
        }
        // The winner's bank roll as the program left it: money the payouts
        // made or lost is `payout`'s to report, not this line's.
        let Some(winner) = game_winner(&self.bankrolls) else {
            return;
        };
        let pot = self.bankrolls[winner];
        let check = &mut self.checks.cleaned;
        check.judged_one();
        if amount != pot {
            check.fail_at(
                self.view,
                offset,
                format!(
                    "The winner has won all the money in the game: {}'s {currency}{pot}",
                    self.names[winner]
                ),
                format!("a pot of {currency}{pot}"),
                format!("a pot of {currency}{amount}"),
            );
        }
    }
}

/// What a pass does to one player's bank roll, in words.
pub(super) fn pass_money_rule(
    pass: &Pass,
    seat: usize,
    result: PassResult,
    names: &[String],
    currency: &str,
) -> String {
    let (Some(shooter), Some(action)) = (pass.shooter, pass.action) else {
        return String::new();
    };
    let shooter_name = &names[shooter];
    let won = result == PassResult::ShooterWins;
    let outcome = if won { "won" } else { "lost" };
    if seat == shooter {
        let direction = if won { "wins" } else { "loses" };
        return format!(
            "{shooter_name} {outcome} the pass with {currency}{} of the {currency}{} bet covered, and a shooter {direction} only the covered part",
            action.covered(),
            action.shooter_bet()
        );
    }
    let name = &names[seat];
    match pass.bets[seat] {
        0 => format!("{name} did not bet on this pass, so {name}'s bank roll does not change"),
        bet => format!(
            "{name} took {currency}{bet} of the action against {shooter_name}, who {outcome}, so {name} {} {currency}{bet}",
            if won { "pays" } else { "collects" }
        ),
    }
}
