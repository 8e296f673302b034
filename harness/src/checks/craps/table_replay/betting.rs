//! The bets of a pass: the shooter's and each opponent's, judged by the
//! reference's bet rules (`bet-validation`), and the action they cover
//! (`action-cover`).

use reference::craps::{
    check_opponent_bet, check_shooter_bet, opponents_in_order, Action, BetError,
};

use super::{Pass, PassDice, TableReplay};

impl TableReplay<'_> {
    pub(super) fn shooter_bet(&mut self, index: usize, shooter: &str, answer: &str) {
        let offset = self.events[index].offset;
        let seat = self.seat_of(shooter);
        let same_pass = self.pass.as_ref().is_some_and(|pass| {
            !pass.dice.has_rolled() && pass.shooter == seat && pass.action.is_none()
        });
        if !same_pass {
            self.finish_pass();
            self.pass = Some(self.new_pass(seat));
            self.judge_game_goes_on(offset, shooter);
            if let Some(seat) = seat {
                self.judge_asked_with_money(offset, seat, "as the shooter");
            }
        }
        let (Some(seat), Some(bet)) = (seat, parse_bet(answer)) else {
            return;
        };
        let Some(refused) = self.refused(index) else {
            return;
        };
        let rule = check_shooter_bet(&self.rules, bet, self.bankrolls[seat]);
        self.judge_bet(offset, shooter, bet, rule, refused);
        if !refused {
            let to_ask = opponents_in_order(&self.bankrolls, seat);
            if let Some(pass) = &mut self.pass {
                pass.action = Some(Action::new(bet));
                pass.to_ask = to_ask;
            }
        }
    }

    pub(super) fn new_pass(&self, shooter: Option<usize>) -> Pass {
        let seats = self.names.len();
        Pass {
            shooter,
            action: None,
            bets: vec![0; seats],
            before: self.bankrolls.clone(),
            to_ask: Vec::new(),
            next_to_ask: 0,
            asked: Vec::new(),
            covered_announced: false,
            asked_after_cover: false,
            dice: PassDice::default(),
            printed: vec![None; seats],
            finished: false,
        }
    }

    pub(super) fn opponent_bet(
        &mut self,
        index: usize,
        opponent: &str,
        remaining: Option<i64>,
        answer: &str,
    ) {
        let offset = self.events[index].offset;
        let Some(seat) = self.seat_of(opponent) else {
            return;
        };
        let Some(pass) = &self.pass else {
            return;
        };
        let (Some(shooter), Some(action)) = (pass.shooter, pass.action) else {
            return;
        };
        if pass.dice.has_rolled() {
            return;
        }
        let asked_again = pass.asked.last() == Some(&seat);
        if !asked_again {
            self.judge_asked_with_money(offset, seat, "to take a piece of the action");
            self.judge_opponent_order(offset, seat, shooter, action, remaining);
        }
        let Some(pass) = &self.pass else {
            return;
        };
        let judge_the_bet = !pass.asked_after_cover;
        let (Some(bet), Some(refused)) = (parse_bet(answer), self.refused(index)) else {
            return;
        };
        if judge_the_bet {
            let rule =
                check_opponent_bet(&self.rules, bet, action.remaining(), self.bankrolls[seat]);
            self.judge_bet(offset, opponent, bet, rule, refused);
        }
        if !refused {
            if let Some(pass) = &mut self.pass {
                if let Some(action) = &mut pass.action {
                    action.record(bet);
                }
                pass.bets[seat] += bet;
            }
        }
    }

    /// `action-cover` for one opponent asked: in seat order, only while
    /// some action is uncovered, offered what is left.
    pub(super) fn judge_opponent_order(
        &mut self,
        offset: usize,
        seat: usize,
        shooter: usize,
        action: Action,
        remaining: Option<i64>,
    ) {
        let currency = self.rules.currency;
        let name = self.names[seat].clone();
        let shooter_name = self.names[shooter].clone();
        let broke = self.bankrolls[seat] <= 0;
        let Some(pass) = &mut self.pass else {
            return;
        };
        let check = &mut self.checks.action;
        check.judged_one();
        pass.asked.push(seat);
        if seat == shooter {
            check.fail_at(
                self.view,
                offset,
                format!("The shooter does not bet against their own roll, but {name} was asked to"),
                "only the other players asked",
                format!("{name} asked to take a piece of the action"),
            );
            return;
        }
        if action.is_covered() {
            pass.asked_after_cover = true;
            check.fail_at(
                self.view,
                offset,
                format!(
                    "{shooter_name}'s {currency}{} was already covered, so no more bets are taken, but {name} was asked",
                    action.shooter_bet()
                ),
                "no more bets once the action is covered",
                format!("{name} asked to take a piece of the action"),
            );
            return;
        }
        match pass.to_ask.iter().position(|&due| due == seat) {
            Some(position) if position > pass.next_to_ask => {
                let skipped = pass.to_ask[pass.next_to_ask];
                check.fail_at(
                    self.view,
                    offset,
                    format!(
                        "Opponents are asked in seat order (skipping the shooter and players with {currency}0): {} comes before {name}",
                        self.names[skipped]
                    ),
                    format!("{} asked next", self.names[skipped]),
                    format!("{name} asked"),
                );
                pass.next_to_ask = position + 1;
            }
            Some(position) => pass.next_to_ask = pass.next_to_ask.max(position + 1),
            // A player with $0: `cleaned-out` reports it.
            None if broke => {}
            None => check.fail_at(
                self.view,
                offset,
                format!("Each opponent is asked once a pass, but {name} was asked again"),
                "the next opponent asked, or the dice rolled",
                format!("{name} asked again"),
            ),
        }
        if let Some(offered) = remaining {
            if offered != action.remaining() {
                check.fail_at(
                    self.view,
                    offset,
                    format!(
                        "{name} may take only the action still uncovered: {currency}{} of {shooter_name}'s {currency}{}",
                        action.remaining(),
                        action.shooter_bet()
                    ),
                    format!("{currency}{} of action offered", action.remaining()),
                    format!("{currency}{offered} of action offered"),
                );
            }
        }
    }

    pub(super) fn judge_bet(
        &mut self,
        offset: usize,
        bettor: &str,
        bet: i64,
        rule: Result<i64, BetError>,
        refused: bool,
    ) {
        let currency = self.rules.currency;
        let check = &mut self.checks.bets;
        check.judged_one();
        match (rule, refused) {
            (Err(error), false) => check.fail_at(
    self.view,
                offset,
                format!("{}, but {bettor}'s bet of {currency}{bet} was accepted", bet_rule(error, currency)),
                format!("{currency}{bet} refused and the bet asked again"),
                format!("{currency}{bet} accepted"),
            ),
            (Ok(_), true) => check.fail_at(
                self.view,
                offset,
                format!(
                    "{bettor}'s bet of {currency}{bet} is valid (at least {currency}{}, a multiple of {currency}{}, within the bank roll and the action), but it was refused",
                    self.rules.minimum_bet,
                    self.rules.bet_multiple
                ),
                format!("{currency}{bet} accepted"),
                "the bet asked again",
            ),
            _ => {}
        }
    }

    pub(super) fn covered(&mut self, offset: usize) {
        let currency = self.rules.currency;
        let Some(pass) = &mut self.pass else {
            return;
        };
        let (Some(action), Some(shooter)) = (pass.action, pass.shooter) else {
            return;
        };
        if pass.dice.has_rolled() {
            return;
        }
        pass.covered_announced = true;
        if !action.is_covered() {
            self.checks.action.fail_at(
                self.view,
                offset,
                format!(
                    "The action is covered only when the opponents have taken all of it, but only {currency}{} of {}'s {currency}{} was taken",
                    action.covered(),
                    self.names[shooter],
                    action.shooter_bet()
                ),
                format!("bets asked until {currency}{} is taken", action.shooter_bet()),
                "the action announced covered",
            );
        }
    }

    /// `action-cover` when the dice roll: a covered action was announced,
    /// and an uncovered one was offered to every opponent with money.
    pub(super) fn judge_betting_closed(&mut self, offset: usize) {
        let currency = self.rules.currency;
        let Some(pass) = &self.pass else {
            return;
        };
        let (Some(action), Some(shooter)) = (pass.action, pass.shooter) else {
            return;
        };
        let check = &mut self.checks.action;
        check.judged_one();
        if action.is_covered() {
            if !pass.covered_announced {
                check.fail_at(
                    self.view,
                    offset,
                    "When the action is covered the program announces it (\"The action is covered, NO MORE BETS\")",
                    "the covered action announced before the roll",
                    "the dice rolled without it",
                );
            }
            return;
        }
        let never_asked: Vec<&str> = pass.to_ask[pass.next_to_ask.min(pass.to_ask.len())..]
            .iter()
            .filter(|seat| !pass.asked.contains(seat))
            .map(|&seat| self.names[seat].as_str())
            .collect();
        if let Some(first) = never_asked.first() {
            check.fail_at(
                self.view,
                offset,
                format!(
                    "Every opponent with money is asked in turn until the action is covered, but {} of {}'s {currency}{} was uncovered and {} {} never asked",
                    format_args!("{currency}{}", action.remaining()),
                    self.names[shooter],
                    action.shooter_bet(),
                    never_asked.join(" and "),
                    if never_asked.len() == 1 { "was" } else { "were" },
                ),
                format!("{first} asked to take a piece of the action"),
                "the dice rolled",
            );
        }
    }
}

/// The rule a refused bet breaks, as a student would read it.
pub(super) fn bet_rule(error: BetError, currency: &str) -> String {
    match error {
        BetError::BelowMinimum { minimum } => format!("The minimum bet is {currency}{minimum}"),
        BetError::NotMultipleOfStep { step } => {
            format!("Bets must be multiples of {currency}{step}")
        }
        BetError::AboveBankroll { bankroll } => {
            format!("A bet cannot be more than the bettor's bank roll of {currency}{bankroll}")
        }
        BetError::AboveAction { remaining } => {
            format!("An opponent cannot take more than the {currency}{remaining} of action still uncovered")
        }
    }
}

/// A bet as typed: whole dollars, with or without `$`.
pub(super) fn parse_bet(answer: &str) -> Option<i64> {
    answer.trim().trim_start_matches('$').trim().parse().ok()
}
