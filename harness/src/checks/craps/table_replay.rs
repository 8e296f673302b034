//! Replaying a Craps game's passes through the reference rules: the bets
//! (`bet-validation`, `action-cover`), the dice (via `PassDice`), the money
//! (`payout`) and the players who run out of it (`cleaned-out`). After a
//! mistake the replay follows what the program printed, so each mistake is
//! reported once.

use reference::craps::{
    check_opponent_bet, check_shooter_bet, cleaned_out, game_winner, opponents_in_order,
    settle_pass, Action, BetError, PassResult, BET_STEP, MIN_BET, STARTING_BANKROLL,
};

use super::craps_events::{CrapsEvent, CrapsEventKind};
use super::pass_dice::{DiceChecks, PassDice};
use crate::checks::{CheckFindings, TranscriptView};

pub const BET_VALIDATION: &str = "bet-validation";
pub const ACTION_COVER: &str = "action-cover";
pub const PAYOUT: &str = "payout";
pub const CLEANED_OUT: &str = "cleaned-out";

/// What the replay found, and what it saw, for the judge's messages.
#[derive(Debug, Clone)]
pub struct TableChecks {
    pub bets: CheckFindings,
    pub action: CheckFindings,
    pub dice: DiceChecks,
    pub payout: CheckFindings,
    pub cleaned: CheckFindings,
    pub shooter_bets_seen: usize,
    pub opponent_bets_seen: usize,
    pub rolls_seen: usize,
    pub bankroll_lines_seen: usize,
    pub passes_settled: usize,
    /// Bets or bank rolls naming nobody seated.
    pub unknown_names: usize,
}

/// One pass: the shooter, the bets taken, the dice, and the bank rolls it
/// should leave.
#[derive(Debug, Clone)]
struct Pass {
    shooter: Option<usize>,
    action: Option<Action>,
    bets: Vec<i64>,
    before: Vec<i64>,
    /// The opponents to ask, in order, and how many have been.
    to_ask: Vec<usize>,
    next_to_ask: usize,
    asked: Vec<usize>,
    covered_announced: bool,
    /// An opponent was asked after the action was covered: their bet is
    /// not judged, the ask was the mistake.
    asked_after_cover: bool,
    dice: PassDice,
    /// Bank rolls as printed after the pass, by seat.
    printed: Vec<Option<i64>>,
    finished: bool,
}

#[derive(Debug)]
pub struct TableReplay<'a> {
    view: &'a TranscriptView<'a>,
    events: &'a [CrapsEvent],
    complete: bool,
    names: Vec<String>,
    bankrolls: Vec<i64>,
    pass: Option<Pass>,
    /// The player left with all the money, until the program names them
    /// (or plays on).
    game_over: Option<usize>,
    winner_named: bool,
    checks: TableChecks,
}

impl<'a> TableReplay<'a> {
    /// Replay `events` for players `names` (seat order); `complete` says
    /// the program ended by itself.
    pub fn run(
        view: &'a TranscriptView<'a>,
        events: &'a [CrapsEvent],
        names: Vec<String>,
        complete: bool,
    ) -> TableChecks {
        let seats = names.len();
        let mut replay = TableReplay {
            view,
            events,
            complete,
            bankrolls: vec![STARTING_BANKROLL; seats],
            names,
            pass: None,
            game_over: None,
            winner_named: false,
            checks: TableChecks {
                bets: CheckFindings::new(BET_VALIDATION),
                action: CheckFindings::new(ACTION_COVER),
                dice: DiceChecks::default(),
                payout: CheckFindings::new(PAYOUT),
                cleaned: CheckFindings::new(CLEANED_OUT),
                shooter_bets_seen: 0,
                opponent_bets_seen: 0,
                rolls_seen: 0,
                bankroll_lines_seen: 0,
                passes_settled: 0,
                unknown_names: 0,
            },
        };
        for index in 0..events.len() {
            replay.replay(index);
        }
        replay.finish();
        replay.checks
    }

    fn replay(&mut self, index: usize) {
        let event = &self.events[index];
        let offset = event.offset;
        match &event.kind {
            CrapsEventKind::ShooterBetAsked { shooter, answer } => {
                self.checks.shooter_bets_seen += 1;
                self.shooter_bet(index, shooter, answer);
            }
            CrapsEventKind::OpponentBetAsked {
                opponent,
                remaining,
                answer,
            } => {
                self.checks.opponent_bets_seen += 1;
                self.opponent_bet(index, opponent, *remaining, answer);
            }
            CrapsEventKind::Covered => self.covered(offset),
            CrapsEventKind::Roll { dice, total } => {
                self.checks.rolls_seen += 1;
                self.roll(offset, *dice, *total);
            }
            CrapsEventKind::PointSet { point } => {
                if let Some(pass) = &mut self.pass {
                    pass.dice
                        .point_set(self.view, &mut self.checks.dice, offset, *point);
                }
            }
            CrapsEventKind::PassVerdict { shooter_wins } => {
                if let Some(pass) = &mut self.pass {
                    pass.dice
                        .verdict(self.view, &mut self.checks.dice, offset, *shooter_wins);
                }
            }
            CrapsEventKind::Bankroll { name, amount } => {
                self.checks.bankroll_lines_seen += 1;
                self.bankroll(offset, name, *amount);
            }
            CrapsEventKind::CleanedOut { name } => self.cleaned_out_line(offset, name),
            CrapsEventKind::GameWinner { name } => self.winner_line(offset, name.as_deref()),
            CrapsEventKind::Pot { amount } => self.pot_line(offset, *amount),
            CrapsEventKind::NextPassAsked { .. } => self.finish_pass(),
            CrapsEventKind::PlayerCountAsked { .. } | CrapsEventKind::NameAsked { .. } => {}
        }
    }

    fn seat_of(&mut self, name: &str) -> Option<usize> {
        let seat = self
            .names
            .iter()
            .position(|seated| seated.eq_ignore_ascii_case(name.trim()));
        if seat.is_none() {
            self.checks.unknown_names += 1;
        }
        seat
    }

    /// Whether the bet asked at `index` was refused: the same player is
    /// asked again before anything else happens. None: the run ended there.
    fn refused(&self, index: usize) -> Option<bool> {
        let asked = &self.events[index].kind;
        let next = self.events[index + 1..]
            .iter()
            .find(|event| !matches!(event.kind, CrapsEventKind::Bankroll { .. }))?;
        Some(match (asked, &next.kind) {
            (
                CrapsEventKind::ShooterBetAsked { shooter, .. },
                CrapsEventKind::ShooterBetAsked { shooter: again, .. },
            ) => shooter.eq_ignore_ascii_case(again),
            (
                CrapsEventKind::OpponentBetAsked { opponent, .. },
                CrapsEventKind::OpponentBetAsked {
                    opponent: again, ..
                },
            ) => opponent.eq_ignore_ascii_case(again),
            _ => false,
        })
    }

    fn shooter_bet(&mut self, index: usize, shooter: &str, answer: &str) {
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
        let rule = check_shooter_bet(bet, self.bankrolls[seat]);
        self.judge_bet(offset, shooter, bet, rule, refused);
        if !refused {
            let to_ask = opponents_in_order(&self.bankrolls, seat);
            if let Some(pass) = &mut self.pass {
                pass.action = Some(Action::new(bet));
                pass.to_ask = to_ask;
            }
        }
    }

    fn new_pass(&self, shooter: Option<usize>) -> Pass {
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

    fn opponent_bet(&mut self, index: usize, opponent: &str, remaining: Option<i64>, answer: &str) {
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
            let rule = check_opponent_bet(bet, action.remaining(), self.bankrolls[seat]);
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
    fn judge_opponent_order(
        &mut self,
        offset: usize,
        seat: usize,
        shooter: usize,
        action: Action,
        remaining: Option<i64>,
    ) {
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
                    "{shooter_name}'s ${} was already covered, so no more bets are taken, but {name} was asked",
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
                        "Opponents are asked in seat order (skipping the shooter and players with $0): {} comes before {name}",
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
                        "{name} may take only the action still uncovered: ${} of {shooter_name}'s ${}",
                        action.remaining(),
                        action.shooter_bet()
                    ),
                    format!("${} of action offered", action.remaining()),
                    format!("${offered} of action offered"),
                );
            }
        }
    }

    fn judge_bet(
        &mut self,
        offset: usize,
        bettor: &str,
        bet: i64,
        rule: Result<i64, BetError>,
        refused: bool,
    ) {
        let check = &mut self.checks.bets;
        check.judged_one();
        match (rule, refused) {
            (Err(error), false) => check.fail_at(
    self.view,
                offset,
                format!("{}, but {bettor}'s bet of ${bet} was accepted", bet_rule(error)),
                format!("${bet} refused and the bet asked again"),
                format!("${bet} accepted"),
            ),
            (Ok(_), true) => check.fail_at(
                self.view,
                offset,
                format!(
                    "{bettor}'s bet of ${bet} is valid (at least ${MIN_BET}, a multiple of ${BET_STEP}, within the bank roll and the action), but it was refused"
                ),
                format!("${bet} accepted"),
                "the bet asked again",
            ),
            _ => {}
        }
    }

    fn covered(&mut self, offset: usize) {
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
                    "The action is covered only when the opponents have taken all of it, but only ${} of {}'s ${} was taken",
                    action.covered(),
                    self.names[shooter],
                    action.shooter_bet()
                ),
                format!("bets asked until ${} is taken", action.shooter_bet()),
                "the action announced covered",
            );
        }
    }

    fn roll(&mut self, offset: usize, dice: Option<[i64; 2]>, total: i64) {
        let stale = self.pass.as_ref().is_none_or(|pass| pass.dice.is_over());
        if stale {
            // Rolls with no bets asked first: the dice are judged, the money is not.
            self.finish_pass();
            self.pass = Some(self.new_pass(None));
        }
        let first_roll = self
            .pass
            .as_ref()
            .is_some_and(|pass| !pass.dice.has_rolled());
        if first_roll {
            self.judge_betting_closed(offset);
        }
        if let Some(pass) = &mut self.pass {
            pass.dice
                .roll(self.view, &mut self.checks.dice, offset, dice, total);
        }
    }

    /// `action-cover` when the dice roll: a covered action was announced,
    /// and an uncovered one was offered to every opponent with money.
    fn judge_betting_closed(&mut self, offset: usize) {
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
                    "Every opponent with money is asked in turn until the action is covered, but {} of {}'s ${} was uncovered and {} {} never asked",
                    format_args!("${}", action.remaining()),
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

    /// The bank rolls a finished pass should leave, by the reference's
    /// `settle_pass` with the program's own verdict.
    fn settled(&self) -> Option<Vec<i64>> {
        let pass = self.pass.as_ref()?;
        let result = pass.dice.result()?;
        pass.action?;
        settle_pass(&pass.before, pass.shooter?, &pass.bets, result).ok()
    }

    fn bankroll(&mut self, offset: usize, name: &str, amount: i64) {
        let Some(seat) = self.seat_of(name) else {
            return;
        };
        let Some(pass) = &self.pass else {
            // Before the first bet: everyone's starting money.
            self.judge_bankroll_line(offset, seat, amount, STARTING_BANKROLL, None);
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

    fn judge_bankroll_line(
        &mut self,
        offset: usize,
        seat: usize,
        amount: i64,
        expected: i64,
        result: Option<PassResult>,
    ) {
        let check = &mut self.checks.payout;
        check.judged_one();
        let name = &self.names[seat];
        if amount == expected {
            return;
        }
        let why = match (&self.pass, result) {
            (Some(pass), Some(result)) => pass_money_rule(pass, seat, result, &self.names),
            (None, _) => format!("Every player starts with ${STARTING_BANKROLL}"),
            _ => format!("{name}'s bank roll does not change between passes"),
        };
        check.fail_at(
            self.view,
            offset,
            why,
            format!("{name} has ${expected}"),
            format!("{name} has ${amount}"),
        );
        if let Some(pass) = &self.pass {
            if pass.finished {
                self.bankrolls[seat] = amount;
            }
        }
    }

    /// Close the current pass: its bank rolls (as printed, or as settled)
    /// become the table's, and a player left with all the money ends the game.
    fn finish_pass(&mut self) {
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
    fn judge_asked_with_money(&mut self, offset: usize, seat: usize, role: &str) {
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
                format!("{name} has $0 and is out of the game, but was asked to bet {role}"),
                "only players with money asked to bet",
                format!("{name} asked to bet"),
            );
        }
    }

    /// `cleaned-out`: once one player has all the money the game is over.
    fn judge_game_goes_on(&mut self, offset: usize, asked: &str) {
        let Some(winner) = self.game_over.take() else {
            return;
        };
        let total: i64 = self.bankrolls.iter().sum();
        self.checks.cleaned.fail_at(
            self.view,
            offset,
            format!(
                "{} had all ${total} of the game's money, so the game is over, but it went on",
                self.names[winner]
            ),
            format!("{} named the winner", self.names[winner]),
            format!("{asked} asked to bet"),
        );
    }

    fn cleaned_out_line(&mut self, offset: usize, name: &str) {
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
                    "A player is cleaned out when their bank roll reaches $0, but {name} has ${bankroll}",
                ),
                format!("{name} still playing with ${bankroll}"),
                format!("{name} cleaned out"),
            );
        }
    }

    fn winner_line(&mut self, offset: usize, name: Option<&str>) {
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
            .map(|(name, bankroll)| format!("{name} (${bankroll})"))
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

    fn pot_line(&mut self, offset: usize, amount: i64) {
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
                    "The winner has won all the money in the game: {}'s ${pot}",
                    self.names[winner]
                ),
                format!("a pot of ${pot}"),
                format!("a pot of ${amount}"),
            );
        }
    }

    fn finish(&mut self) {
        let end = self.events.last().map_or(0, |event| event.offset);
        self.finish_pass();
        // The game should have ended with a winner: say so where it stopped.
        if let (true, Some(winner)) = (self.complete, self.game_over) {
            let total: i64 = self.bankrolls.iter().sum();
            let check = &mut self.checks.cleaned;
            check.judged_one();
            check.fail_at(
                self.view,
                end,
                format!(
                    "{} has all ${total} of the game's money: the game ends by naming the winner",
                    self.names[winner]
                ),
                format!(
                    "{} named the winner with a pot of ${total}",
                    self.names[winner]
                ),
                "no winner named",
            );
        }
    }
}

/// What a pass does to one player's bank roll, in words.
fn pass_money_rule(pass: &Pass, seat: usize, result: PassResult, names: &[String]) -> String {
    let (Some(shooter), Some(action)) = (pass.shooter, pass.action) else {
        return String::new();
    };
    let shooter_name = &names[shooter];
    let won = result == PassResult::ShooterWins;
    let outcome = if won { "won" } else { "lost" };
    if seat == shooter {
        let direction = if won { "wins" } else { "loses" };
        return format!(
            "{shooter_name} {outcome} the pass with ${} of the ${} bet covered, and a shooter {direction} only the covered part",
            action.covered(),
            action.shooter_bet()
        );
    }
    let name = &names[seat];
    match pass.bets[seat] {
        0 => format!("{name} did not bet on this pass, so {name}'s bank roll does not change"),
        bet => format!(
            "{name} took ${bet} of the action against {shooter_name}, who {outcome}, so {name} {} ${bet}",
            if won { "pays" } else { "collects" }
        ),
    }
}

/// The rule a refused bet breaks, as a student would read it.
fn bet_rule(error: BetError) -> String {
    match error {
        BetError::BelowMinimum => format!("The minimum bet is ${MIN_BET}"),
        BetError::NotMultipleOfStep => format!("Bets must be multiples of ${BET_STEP}"),
        BetError::AboveBankroll { bankroll } => {
            format!("A bet cannot be more than the bettor's bank roll of ${bankroll}")
        }
        BetError::AboveAction { remaining } => {
            format!("An opponent cannot take more than the ${remaining} of action still uncovered")
        }
    }
}

/// A bet as typed: whole dollars, with or without `$`.
fn parse_bet(answer: &str) -> Option<i64> {
    answer.trim().trim_start_matches('$').trim().parse().ok()
}
