//! Cee-lo's rule checks: read the transcript into events
//! ([`read_ceelo_events`]), then judge them with the reference's rules
//! (`rank`, `compare`, `check_wager`, `settle_wager`), one outcome per check.

mod balance_check;
mod ceelo_events;
mod ceelo_reading;
mod combo_recognition;
mod dice_range;
mod game_flow;
mod inferred_results;
mod ledger;
mod played_games;
mod reroll;
mod value_reader;
mod wager_validation;
mod winner;

pub use ceelo_events::{read_ceelo_events, CeeloEvent, CeeloEventKind, RollSeen};

use super::{CheckOutcome, JudgeInput};
use ceelo_reading::CeeloReading;

/// Every Cee-lo game check, in the order of `game_checks("ceelo")`.
pub fn judge_ceelo(input: &JudgeInput<'_>) -> Vec<CheckOutcome> {
    let reading = CeeloReading::read(input);
    let rules = input.rules.ceelo();
    vec![
        dice_range::check_dice_range(&reading),
        combo_recognition::check_combo_recognition(&reading),
        reroll::check_reroll(&reading, &rules),
        winner::check_winner(&reading, &rules),
        wager_validation::check_wager_validation(&reading, &rules, input.behaviour),
        balance_check::check_balance(&reading),
        game_flow::check_game_flow(&reading),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assignment::Assignment;
    use crate::checks::{CheckStatus, TranscriptView};

    /// The spec file as it stands, sample run included.
    const SPEC: &str = include_str!("../../../../reference/tests/data/ceelo.txt");

    fn judge(text: &str, complete: bool) -> Vec<CheckOutcome> {
        let assignment = Assignment::builtin("ceelo").unwrap();
        judge_ceelo(&JudgeInput {
            view: TranscriptView::new(text),
            patterns: &assignment.patterns,
            builtin_patterns: None,
            rules: &reference::game_rules::GameRules::spec("ceelo"),
            seed: None,
            dice: &[],
            complete,
            behaviour: &crate::behaviour::Behaviour::default(),
            expected: None,
            deadline: &crate::checks::JudgeDeadline::unbounded(),
        })
    }

    fn outcome<'a>(outcomes: &'a [CheckOutcome], id: &str) -> &'a CheckOutcome {
        outcomes.iter().find(|outcome| outcome.id == id).unwrap()
    }

    fn failing(outcomes: &[CheckOutcome]) -> Vec<&str> {
        outcomes
            .iter()
            .filter(|outcome| matches!(outcome.status, CheckStatus::Fail | CheckStatus::Error))
            .map(|outcome| outcome.id.as_str())
            .collect()
    }

    /// A session in the reference's wording: `games` are (wager typed,
    /// roll lines, result line, what follows the result).
    fn session(initial: &str, body: &str) -> String {
        format!(
            "Enter in an initial bank balance (in dollars): {initial}\n\
             Your current balance is ${initial}.00\n\n{body}"
        )
    }

    #[test]
    fn the_spec_sample_passes_every_check_it_exercises() {
        let outcomes = judge(SPEC, true);
        let table = [
            ("dice-range", "11 rolls with dice from 1 to 6"),
            (
                "combo-recognition",
                "11 rolls recognized or not as the rules say",
            ),
            (
                "reroll",
                "5 rerolls after unrecognized rolls and ties, as the rules say",
            ),
            ("winner", "3 games won by the better combination"),
            (
                "wager-validation",
                "5 wagers taken or asked again as the balance allows",
            ),
            ("balance", "6 balances shown, all adding up"),
            ("game-flow", "5 steps between games as the rules say"),
        ];
        let ids: Vec<&str> = outcomes.iter().map(|outcome| outcome.id.as_str()).collect();
        assert_eq!(ids, crate::assignment::game_checks("ceelo").unwrap());
        for (id, message) in table {
            let found = outcome(&outcomes, id);
            assert_eq!(
                (found.status, found.message.as_str()),
                (CheckStatus::Pass, message),
                "{id}"
            );
        }
    }

    #[test]
    fn each_mistake_fails_its_own_check_once() {
        let game = |wager: &str, rolls: &str, after: &str| {
            format!("Enter in a wager amount (in dollars): {wager}\n{rolls}{after}")
        };
        let quit_with = |money: &str| {
            format!(
                "Do you want to continue playing or quit and take your money (${money})\n\
                 ('c' for continue, 'q' for quit): q\nYou left with ${money}.\n"
            )
        };
        let table: Vec<(&str, String, &str, usize)> = vec![
            (
                "a die of 0",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (0, 3, 3)\nCPU rolled (4, 5, 6)\nYou lost!\n",
                        &quit_with("90.00"),
                    ),
                ),
                "dice-range",
                5,
            ),
            (
                "1-2-3 rerolled",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (1, 2, 3) (unrecognized combo)\nYou rolled (2, 2, 5)\n\
                         CPU rolled (3, 2, 1) (unrecognized combo)\nCPU rolled (1, 1, 4)\nYou won!\n",
                        &quit_with("110.00"),
                    ),
                ),
                "combo-recognition",
                5,
            ),
            (
                "no reroll after an unrecognized roll",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (1, 2, 4) (unrecognized combo)\nCPU rolled (2, 2, 5)\nYou lost!\n",
                        &quit_with("90.00"),
                    ),
                ),
                "reroll",
                6,
            ),
            (
                "a tie ends the game",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (2, 2, 5)\nCPU rolled (5, 1, 1)\nYou lost!\n",
                        &quit_with("90.00"),
                    ),
                ),
                "reroll",
                7,
            ),
            (
                "trips ranked under a point",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (3, 3, 3)\nCPU rolled (5, 5, 6)\nYou lost!\n",
                        &quit_with("90.00"),
                    ),
                ),
                "winner",
                7,
            ),
            (
                "two different points called a tie",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (2, 2, 5)\nCPU rolled (1, 1, 4)\nIt's a tie! Both of you roll again.\n\
                         You rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n",
                        &quit_with("110.00"),
                    ),
                ),
                "winner",
                6,
            ),
            (
                "a wager above the balance taken",
                session(
                    "100",
                    &game(
                        "500",
                        "You rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n",
                        &quit_with("600.00"),
                    ),
                ),
                "wager-validation",
                4,
            ),
            (
                "the whole balance refused as a wager",
                session(
                    "100",
                    &format!(
                        "Enter in a wager amount (in dollars): 100\n{}",
                        game(
                            "50",
                            "You rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n",
                            &quit_with("150.00"),
                        )
                    ),
                ),
                "wager-validation",
                4,
            ),
            (
                "a loss not taken from the balance",
                session(
                    "100",
                    &game(
                        "10",
                        "You rolled (1, 2, 3)\nCPU rolled (1, 1, 4)\nYou lost!\n",
                        &quit_with("100.00"),
                    ),
                ),
                "balance",
                8,
            ),
            (
                "a continue question at $0.00",
                session(
                    "100",
                    &game(
                        "100",
                        "You rolled (1, 2, 3)\nCPU rolled (1, 1, 4)\nYou lost!\n",
                        &quit_with("0.00"),
                    ),
                ),
                "game-flow",
                // The question's answer line.
                9,
            ),
            (
                "another game after 'q'",
                session(
                    "100",
                    &format!(
                        "{}{}",
                        game(
                            "10",
                            "You rolled (1, 2, 3)\nCPU rolled (1, 1, 4)\nYou lost!\n",
                            "Do you want to continue playing or quit and take your money ($90.00)\n\
                             ('c' for continue, 'q' for quit): q\n",
                        ),
                        "Enter in a wager amount (in dollars): "
                    ),
                ),
                "game-flow",
                10,
            ),
        ];
        for (mistake, text, check, line) in table {
            let outcomes = judge(&text, true);
            assert_eq!(failing(&outcomes), [check], "{mistake}: {outcomes:#?}");
            let found = outcome(&outcomes, check);
            assert_eq!(found.status, CheckStatus::Fail, "{mistake}");
            assert_eq!(
                found.line.as_ref().unwrap().number,
                line,
                "{mistake}: {found:#?}"
            );
        }
    }

    #[test]
    fn nothing_read_is_a_skip_with_its_reason_never_a_pass() {
        let text = "Enter in an initial bank balance (in dollars): 100\nthe dice: 1 2 3\n";
        for complete in [true, false] {
            let outcomes = judge(text, complete);
            for id in crate::assignment::game_checks("ceelo").unwrap() {
                let found = outcome(&outcomes, id);
                assert_eq!(found.status, CheckStatus::Skip, "{found:?}");
                assert!(!found.message.contains("lines like"), "{found:?}");
            }
            let dice = outcome(&outcomes, "dice-range");
            assert!(dice.message.contains("roll of three dice"), "{dice:?}");
        }
    }

    #[test]
    fn a_run_cut_short_fails_nothing_it_did_not_print() {
        let text = session(
            "100",
            "Enter in a wager amount (in dollars): 10\nYou rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n",
        );
        let cut = judge(&text, false);
        assert!(failing(&cut)
            .iter()
            .all(|id| outcome(&cut, id).status != CheckStatus::Fail));
        // Ended by itself there, it never offered to continue.
        let ended = judge(&text, true);
        assert_eq!(failing(&ended), ["game-flow"]);
    }

    #[test]
    fn one_wrong_sum_is_reported_once_with_a_count_of_later_ones() {
        let text = session(
            "100",
            "Enter in a wager amount (in dollars): 10\nYou rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n\
             Your current balance is $120.00\n\
             Enter in a wager amount (in dollars): 10\nYou rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n\
             Your current balance is $130.00\n\
             Enter in a wager amount (in dollars): 10\nYou rolled (4, 5, 6)\nCPU rolled (1, 1, 4)\nYou won!\n\
             Your current balance is $150.00\n",
        );
        let outcomes = judge(&text, false);
        let balance = outcome(&outcomes, "balance");
        assert_eq!(balance.status, CheckStatus::Fail);
        assert_eq!(
            balance.message,
            "a win adds the wager to the balance: $100.00 plus $10.00 leaves $110.00, but the program shows $120.00 (and 1 more like it)"
        );
        assert_eq!(balance.expected.as_deref(), Some("$110.00"));
        assert_eq!(balance.line.as_ref().unwrap().number, 8);
    }
}
