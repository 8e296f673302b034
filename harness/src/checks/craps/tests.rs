//! The Craps judge on whole transcripts: a correct two-player game, and
//! the same game with one mistake at a time.

use super::craps_events::tests::default_patterns;
use super::*;
use crate::checks::{CheckStatus, TranscriptView};

/// Two passes: Bill's point of 6 sevens out with $20 of $60 covered, then
/// Tony's natural with $80 covered cleans Bill out.
pub(super) const GAME: &str = "\
Welcome to Casino Fanshawe! The game here is craps, so we need to get some information about your party...
Enter the number of players for this game (minimum of 2 to maximum of 6):7
Please enter a number of players from 2 to 6.
Enter the number of players for this game (minimum of 2 to maximum of 6):2
Enter first name of player# 1 and press ENTER: Bill
Enter first name of player# 2 and press ENTER: Tony
We have 2 players with $100 each for total game money of $200
Welcome to the game Bill, and Tony
Would you like a brief explanation of the rules of the game? Enter Y for yes, or N for no: N
Bill, you are the shooter! You have $100 in your bank roll and minimum bet is $10. Enter your bet amount: $35
Your bet must be a multiple of $10.
Bill, you are the shooter! You have $100 in your bank roll and minimum bet is $10. Enter your bet amount: $60
Tony, Bill has bet $60. How much of the $60 action do you want? Enter your bet, minimum of $10 up to $60, or your bank balance, whichever is less: $20
Only $20 of Bill's $60 bet is covered.
Bill rolled 4 and 2.
***** Rolling the dice...and the result is: 6! *****
Bill, your point is 6. Roll a 6 again before a 7 to win.
Bill rolled 5 and 2.
***** Rolling the dice...and the result is: 7! *****
Sorry Bill, you have sevened out. You lose!
Bill has $80 in the bank roll.
Tony has $120 in the bank roll.
Bill, do you want to roll again or pass the bones? Enter R to roll again, or P to pass: P
Bill passes the bones to Tony.
Tony, you are the shooter! You have $120 in your bank roll and minimum bet is $10. Enter your bet amount: $80
Bill, Tony has bet $80. How much of the $80 action do you want? Enter your bet, minimum of $10 up to $80, or your bank balance, whichever is less: $80
The shooter's bet has been completely covered. NO MORE BETS!.
Tony rolled 5 and 6.
***** Rolling the dice...and the result is: 11! *****
Congratulations Tony! You have rolled a natural. You win!
Bill has $0 in the bank roll.
Tony has $200 in the bank roll.
Bill has been cleaned out!
***** AND WE HAVE THE GAME WINNER! Congratulations, Tony!*****
You have won the total pot of $200!
";

fn judge(text: &str, complete: bool) -> Vec<CheckOutcome> {
    let patterns = default_patterns();
    judge_craps(&JudgeInput {
        view: TranscriptView::new(text),
        patterns: &patterns,
        builtin_patterns: None,
        rules: &reference::game_rules::GameRules::spec("craps"),
        seed: None,
        dice: &[],
        complete,
        behaviour: &crate::behaviour::Behaviour::default(),
        expected: None,
        deadline: &crate::checks::JudgeDeadline::unbounded(),
    })
}

fn edited(edits: &[(&str, &str)]) -> String {
    let mut text = GAME.to_string();
    for (from, to) in edits {
        assert!(text.contains(from), "the game has no {from:?}");
        text = text.replacen(from, to, 1);
    }
    text
}

fn with_status(outcomes: &[CheckOutcome], status: CheckStatus) -> Vec<&str> {
    outcomes
        .iter()
        .filter(|outcome| outcome.status == status)
        .map(|outcome| outcome.id.as_str())
        .collect()
}

#[test]
fn a_correct_game_passes_every_check() {
    let outcomes = judge(GAME, true);
    let ids: Vec<&str> = outcomes.iter().map(|outcome| outcome.id.as_str()).collect();
    assert_eq!(ids, crate::assignment::game_checks("craps").unwrap());
    for outcome in &outcomes {
        assert_eq!(outcome.status, CheckStatus::Pass, "{outcome:?}");
    }
}

#[test]
fn each_mistake_fails_its_check_once_at_its_line() {
    // Edits, the checks that fail, the first one's message and line.
    type Case<'a> = (&'a [(&'a str, &'a str)], &'a [&'a str], &'a str, usize);
    let table: &[Case] = &[
        (
            &[("6):7\nPlease enter a number of players from 2 to 6.\nEnter the number of players for this game (minimum of 2 to maximum of 6):2", "6):1")],
            &["player-count"],
            "The game is for 2 to 6 players, but 1 was accepted",
            2,
        ),
        (
            &[("amount: $35\nYour bet must be a multiple of $10.", "amount: $30\nYour bet must be a multiple of $10.")],
            &["bet-validation"],
            "Bill's bet of $30 is valid (at least $10, a multiple of $10, within the bank roll and the action), but it was refused",
            10,
        ),
        (
            &[("amount: $35\nYour bet must be a multiple of $10.\nBill, you are the shooter! You have $100 in your bank roll and minimum bet is $10. Enter your bet amount: $60", "amount: $60")],
            &[],
            "",
            0,
        ),
        (
            &[("The shooter's bet has been completely covered. NO MORE BETS!.\n", "")],
            &["action-cover"],
            "When the action is covered the program announces it (\"The action is covered, NO MORE BETS\")",
            27,
        ),
        (
            &[("Only $20 of Bill's $60 bet is covered.", "The action is covered.")],
            &["action-cover"],
            "The action is covered only when the opponents have taken all of it, but only $20 of Bill's $60 was taken",
            14,
        ),
        (
            &[("How much of the $80 action", "How much of the $120 action")],
            &["action-cover"],
            "Bill may take only the action still uncovered: $80 of Tony's $80",
            26,
        ),
        (
            // 11 treated as craps; the money follows the program's verdict.
            &[
                ("Congratulations Tony! You have rolled a natural. You win!", "Sorry Tony, you have crapped out. You lose!"),
                ("Bill has $0 in the bank roll.\nTony has $200 in the bank roll.\nBill has been cleaned out!\n***** AND WE HAVE THE GAME WINNER! Congratulations, Tony!*****\nYou have won the total pot of $200!\n", "Bill has $160 in the bank roll.\nTony has $40 in the bank roll.\n"),
            ],
            &["come-out"],
            "A come-out roll of 11 is a natural: the shooter wins at once",
            30,
        ),
        (
            // The point rolled again, called a loss.
            &[("Bill rolled 5 and 2.\n***** Rolling the dice...and the result is: 7! *****", "Bill rolled 5 and 1.\n***** Rolling the dice...and the result is: 6! *****")],
            &["point"],
            "Rolling the point 6 again makes the point: the shooter wins",
            20,
        ),
        (
            &[("Bill rolled 5 and 2.\n***** Rolling the dice...and the result is: 7! *****", "Bill rolled 1 and 1.\n***** Rolling the dice...and the result is: 2! *****")],
            &["point"],
            "With a point of 6, a roll of 2 decides nothing: the shooter rolls again, but the program ended the pass",
            20,
        ),
        (
            // Money made out of nothing, twice: reported once, counted.
            &[("Tony has $120 in the bank roll.", "Tony has $140 in the bank roll.")],
            &["payout"],
            "Tony took $20 of the action against Bill, who lost, so Tony collects $20 (and 1 more like it)",
            22,
        ),
        (
            &[("Bill has $80 in the bank roll.", "Bill has $40 in the bank roll.")],
            &["bet-validation", "payout"],
            "A bet cannot be more than the bettor's bank roll of $40, but Bill's bet of $80 was accepted",
            26,
        ),
        (
            &[("***** AND WE HAVE THE GAME WINNER! Congratulations, Tony!*****\nYou have won the total pot of $200!\n", "")],
            &["cleaned-out"],
            "Tony has all $200 of the game's money: the game ends by naming the winner",
            33,
        ),
        (
            &[("You have won the total pot of $200!", "You have won the total pot of $120!")],
            &["cleaned-out"],
            "The winner has won all the money in the game: Tony's $200",
            35,
        ),
    ];
    for &(edits, failing, message, line) in table {
        let outcomes = judge(&edited(edits), true);
        assert_eq!(
            with_status(&outcomes, CheckStatus::Fail),
            failing,
            "{edits:?}"
        );
        assert_eq!(
            with_status(&outcomes, CheckStatus::Error),
            [] as [&str; 0],
            "{edits:?}"
        );
        let Some(first) = outcomes
            .iter()
            .find(|outcome| outcome.status == CheckStatus::Fail)
        else {
            continue;
        };
        assert_eq!(first.message, message, "{edits:?}");
        assert_eq!(
            first.line.as_ref().map(|line| line.number),
            Some(line),
            "{edits:?}"
        );
    }
}

#[test]
fn a_run_cut_short_is_not_failed_for_what_it_never_printed() {
    let cut = &GAME[..GAME.find("***** AND WE HAVE").unwrap()];
    assert_eq!(
        with_status(&judge(cut, false), CheckStatus::Fail),
        [] as [&str; 0]
    );
    assert_eq!(
        with_status(&judge(cut, true), CheckStatus::Fail),
        ["cleaned-out"]
    );
}

#[test]
fn three_players_are_asked_in_seat_order_and_the_broke_are_skipped() {
    let game = "\
Enter the number of players for this game (minimum of 2 to maximum of 6):3
Enter first name of player# 1 and press ENTER: Moe
Enter first name of player# 2 and press ENTER: Larry
Enter first name of player# 3 and press ENTER: Curly
Moe, you are the shooter! Enter your bet amount: $100
Larry, Moe has bet $100. How much of the $100 action do you want? Enter your bet: $100
The shooter's bet has been completely covered. NO MORE BETS!.
Moe rolled 1 and 1.
***** Rolling the dice...and the result is: 2! *****
Sorry Moe, you have crapped out. You lose!
Moe has $0 in the bank roll.
Larry has $200 in the bank roll.
Curly has $100 in the bank roll.
Moe has been cleaned out!
Moe passes the bones to Larry.
Larry, you are the shooter! Enter your bet amount: $150
Curly, Larry has bet $150. How much of the $150 action do you want? Enter your bet: $110
You cannot bet more than your bank roll of $100.
Curly, Larry has bet $150. How much of the $150 action do you want? Enter your bet: $100
Only $100 of Larry's $150 bet is covered.
Larry rolled 3 and 4.
***** Rolling the dice...and the result is: 7! *****
Congratulations Larry! You have rolled a natural. You win!
Moe has $0 in the bank roll.
Larry has $300 in the bank roll.
Curly has $0 in the bank roll.
Curly has been cleaned out!
***** AND WE HAVE THE GAME WINNER! Congratulations, Larry!*****
";
    let statuses = |text: &str| -> Vec<(String, CheckStatus)> {
        judge(text, true)
            .into_iter()
            .map(|outcome| (outcome.id, outcome.status))
            .collect()
    };
    for (id, status) in statuses(game) {
        let expected = if id == "point" {
            CheckStatus::Skip
        } else {
            CheckStatus::Pass
        };
        assert_eq!(status, expected, "{id}");
    }
    let asks_the_broke = game.replace(
        "Curly, Larry has bet $150. How much of the $150 action do you want? Enter your bet: $110",
        "Moe, Larry has bet $150. How much of the $150 action do you want? Enter your bet: $10\nCurly, Larry has bet $150. How much of the $140 action do you want? Enter your bet: $110",
    );
    let outcomes = judge(&asks_the_broke, true);
    let fails = with_status(&outcomes, CheckStatus::Fail);
    assert!(fails.contains(&"cleaned-out"), "{outcomes:?}");
    let cleaned = outcomes
        .iter()
        .find(|outcome| outcome.id == "cleaned-out")
        .unwrap();
    assert_eq!(
        cleaned.message,
        "Moe has $0 and is out of the game, but was asked to bet to take a piece of the action"
    );
    let ends_early = game.replace(
        "Moe passes the bones to Larry.",
        "***** AND WE HAVE THE GAME WINNER! Congratulations, Larry!*****",
    );
    let outcomes = judge(&ends_early, true);
    let cleaned = outcomes
        .iter()
        .find(|outcome| outcome.id == "cleaned-out")
        .unwrap();
    assert_eq!(cleaned.status, CheckStatus::Fail);
    assert!(cleaned.message.starts_with(
        "The game ends only when one player has all the money, but it ended while Larry ($200) and Curly ($100) still had money"
    ), "{}", cleaned.message);
}

#[test]
fn unreadable_transcripts_error_and_empty_ones_skip() {
    let nothing = judge("Welcome!\n", true);
    assert_eq!(with_status(&nothing, CheckStatus::Error), ["player-count"]);
    assert_eq!(with_status(&nothing, CheckStatus::Skip).len(), 6);
    // The dice worded in a way the patterns do not read.
    let unread_rolls = GAME
        .replace("***** Rolling the dice...and the result is:", "Dice sum")
        .replace(" rolled ", " threw ");
    let outcomes = judge(&unread_rolls, true);
    assert_eq!(
        with_status(&outcomes, CheckStatus::Error),
        ["come-out", "point", "payout"]
    );
    let come_out = &outcomes[3];
    assert_eq!(
        come_out.message,
        "no roll of the dice could be read in the output (the two dice or their total), so there was nothing to judge"
    );
}
