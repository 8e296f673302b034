//! The value reader on many wordings per concept: a run is put together as
//! the driver records it (output, answers typed, draws made), so each
//! wording is read as a real run of it would be.

use super::*;
use CrapsEventKind::*;

type Part<'a> = crate::checks::recorded_run::Part<'a, 2>;
use crate::checks::recorded_run::Part::{Draw as Dice, In, Out};
use crate::checks::recorded_run::RecordedRun;

fn events_of(parts: &[Part<'_>], complete: bool) -> Vec<CrapsEventKind> {
    RecordedRun::of(parts)
        .judged("craps", complete, read_by_values)
        .expect("draws and dialogue known")
        .into_iter()
        .map(|event| event.kind)
        .collect()
}

/// Two players seated, no rules: then `parts`.
fn seated<'a>(parts: Vec<Part<'a>>) -> Vec<Part<'a>> {
    let mut all = vec![
        Out("? "),
        In("2"),
        Out("? "),
        In("Bill"),
        Out("? "),
        In("Tony"),
        Out("? "),
        In("N"),
    ];
    all.extend(parts);
    all
}

fn shooter(name: &str, answer: &str) -> CrapsEventKind {
    ShooterBetAsked {
        shooter: name.into(),
        answer: answer.into(),
    }
}

fn opponent(name: &str, answer: &str) -> CrapsEventKind {
    OpponentBetAsked {
        opponent: name.into(),
        remaining: None,
        answer: answer.into(),
    }
}

fn bankroll(name: &str, amount: i64) -> CrapsEventKind {
    Bankroll {
        name: name.into(),
        amount,
    }
}

#[test]
fn answers_say_what_was_asked() {
    use Asked::*;
    let table: &[(&[&str], &[Asked])] = &[
        (
            &[
                "7", "2", "Bill", "Tony", "N", "35", "30", "$20", "R", "10", "p",
            ],
            &[
                Count, Count, Name, Name, Rules, Bet, Bet, Bet, NextPass, Bet, NextPass,
            ],
        ),
        (
            &["3", "Moe", "Larry", "Curly", "y", "$100", "50", "50"],
            &[Count, Name, Name, Name, Rules, Bet, Bet, Bet],
        ),
        (&["1", "Solo"], &[Count, Name]),
        (&["2", "Y", "N", "YES"], &[Count, Name, Name, Rules]),
    ];
    for (answers, kinds) in table {
        assert_eq!(classify(answers), *kinds, "{answers:?}");
    }
}

#[test]
fn players_are_named_as_typed_or_by_seat() {
    let names = vec!["Bill".to_string(), "Tony".to_string(), "José".to_string()];
    let table: &[(&str, &[usize])] = &[
        ("Bill, you are the shooter!", &[0]),
        ("BILL ........ $110.00", &[0]),
        ("Bill's purse: $110", &[0]),
        ("bill->tony", &[0, 1]),
        ("p1=110  p2=90", &[0, 1]),
        ("Player 2, fade the wager", &[1]),
        ("player#3 takes $10", &[2]),
        ("JOSE has the bones", &[2]),
        ("banks Bill=110 Tony=90 Jose=100", &[0, 1, 2]),
        ("Billy and Tonya are not seated, p4 neither", &[]),
        ("Tony vs Bill: $100 open", &[1, 0]),
    ];
    for (text, seats) in table {
        let found: Vec<usize> = name_mentions(text, &names)
            .into_iter()
            .map(|(seat, _, _)| seat)
            .collect();
        assert_eq!(found, *seats, "{text:?}");
    }
}

#[test]
fn who_is_asked_to_bet_is_read_from_the_prompt() {
    // (shooter's prompt, opponent's prompt)
    let table: &[(&str, &str)] = &[
        (
            "Bill, you are the shooter! Enter your bet amount: $",
            "Tony, Bill has bet $100. How much of the $100 action do you want? $",
        ),
        ("Bill Has The Dice.\nWager: $", "Tony, Fade Bill's Wager? $"),
        ("bill shoots\n> ", "tony fades bill\n> "),
        ("BILL IS SHOOTING\nAMOUNT? $", "TONY, FADE BILL\nAMOUNT? $"),
        ("bet[Bill]> ", "fade[Tony]> "),
        (
            "Bill, the dice are yours. What's your line bet? $",
            "Tony, I need $100 to cover Bill's $100. What will you take? $",
        ),
        (
            "Seat 1 (Bill) shoots. Stake: ",
            "Bill staked $100. Tony, your cover: $",
        ),
        ("p1 shoots. bet? ", "p2, fade p1? "),
    ];
    for (shooter_prompt, opponent_prompt) in table {
        let parts = seated(vec![
            Out(shooter_prompt),
            In("100"),
            Out(opponent_prompt),
            In("100"),
            Out("Go.\n"),
            Dice([6, 5]),
        ]);
        let events = events_of(&parts, false);
        let bets: Vec<&CrapsEventKind> = events
            .iter()
            .filter(|kind| matches!(kind, ShooterBetAsked { .. } | OpponentBetAsked { .. }))
            .collect();
        assert_eq!(
            bets,
            [&shooter("Bill", "100"), &opponent("Tony", "100")],
            "{shooter_prompt:?} / {opponent_prompt:?}"
        );
    }
}

#[test]
fn a_bet_asked_again_belongs_to_the_same_player() {
    let parts = seated(vec![
        Out("Bill shoots. Bet: "),
        In("35"),
        Out("Tens only.\nBet: "),
        In("100"),
        Out("Tony fades Bill. Amount: "),
        In("5"),
        Out("At least $10.\nAmount: "),
        In("100"),
        Dice([6, 5]),
    ]);
    let bets: Vec<CrapsEventKind> = events_of(&parts, false)
        .into_iter()
        .filter(|kind| matches!(kind, ShooterBetAsked { .. } | OpponentBetAsked { .. }))
        .collect();
    assert_eq!(
        bets,
        [
            shooter("Bill", "35"),
            shooter("Bill", "100"),
            opponent("Tony", "5"),
            opponent("Tony", "100")
        ]
    );
}

/// A pass of Bill's against Tony, rolled 6-5, then `after`; the next prompt.
fn after_a_natural(after: &str) -> Vec<CrapsEventKind> {
    a_natural_between("Bill shoots. Bet: ", after)
        .into_iter()
        .skip_while(|kind| !matches!(kind, Roll { .. }))
        .skip(1)
        .filter(|kind| !matches!(kind, NextPassAsked { .. }))
        .collect()
}

/// Every event of a run whose shooter's bet is asked by `before`, then
/// Tony's, a roll of 6-5, `after` and the next prompt.
fn a_natural_between(before: &str, after: &str) -> Vec<CrapsEventKind> {
    let parts = seated(vec![
        Out(before),
        In("10"),
        Out("Tony fades Bill. Amount: "),
        In("10"),
        Dice([6, 5]),
        Out(after),
        Out("R or P? "),
        In("R"),
    ]);
    events_of(&parts, false)
}

#[test]
fn bank_rolls_after_a_pass_read_in_any_layout() {
    let won = PassVerdict { shooter_wins: true };
    let table: &[&str] = &[
        "Dice: 6 and 5 = 11\nBill has $110 in the bank roll.\nTony has $90 in the bank roll.\n",
        "  6 & 5 -> 11\nStacks -> Bill:$110 Tony:$90\n",
        "roll d1=6 d2=5 total=11\nbanks Bill=110 Tony=90\n",
        "DICE (6, 5) TOTAL 11\nBILL ........ $110.00\nTONY ........ $90.00\n",
        "I roll for Bill: six and five. Eleven.\n  Bill's purse: $110\n  Tony's purse: $90\n",
        "First die\n6\nSecond die\n5\nSum\n11\nFunds\nBill\n$110\nTony\n$90\n",
        "| 1 | 6 | 5 | 11 | natural |\n  Bill          110 $\n  Tony             90 $\n",
        "6-5 (11)\nfunds:  p1=110  p2=90\n",
        "Throw 1 [6][5]\n= 11\n| Bill | $110 |\n| Tony | $90 |\n",
        "You throw: 6 5  (11)\nPurses:\n   Bill -> $110\n   Tony -> $90\n",
    ];
    for text in table {
        let events = after_a_natural(text);
        assert!(
            events.contains(&bankroll("Bill", 110)),
            "{text:?}: {events:?}"
        );
        assert!(
            events.contains(&bankroll("Tony", 90)),
            "{text:?}: {events:?}"
        );
        assert!(events.contains(&won), "{text:?}: {events:?}");
    }
}

/// The bank rolls read after a pass of Bill's against Tony, rolled 6-5,
/// where `after` is shown and then the next shooter is asked by `prompt`.
fn bank_rolls_before_the_next_bet(after: &str, prompt: &str) -> Vec<(String, i64)> {
    let parts = seated(vec![
        Out("Bill shoots. Bet: "),
        In("10"),
        Out("Tony fades Bill. Amount: "),
        In("10"),
        Dice([6, 5]),
        Out(after),
        Out(prompt),
        In("10"),
    ]);
    events_of(&parts, false)
        .into_iter()
        .filter_map(|kind| match kind {
            Bankroll { name, amount } => Some((name, amount)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_one_paid_holds_no_bank_roll_of_the_amount_paid() {
    // (what the program shows after the pass, the bank rolls read)
    let table: &[(&str, &[(&str, i64)])] = &[
        (
            "Dice 6 5. NATURAL! Bill wins $10.\n  Tony pays Bill $10\n",
            &[],
        ),
        (
            "Dice 6 5. Tony pays Bill $10.\nBill has $110, Tony has $90\n",
            &[("Bill", 110), ("Tony", 90)],
        ),
    ];
    for (after, wanted) in table {
        let read = bank_rolls_before_the_next_bet(after, "Bill, your bet: ");
        let wanted: Vec<(String, i64)> = wanted
            .iter()
            .map(|(name, amount)| (name.to_string(), *amount))
            .collect();
        assert_eq!(read, wanted, "{after:?}");
    }
}

#[test]
fn the_limits_a_bet_prompt_gives_are_no_bank_roll() {
    let ledger = "Dice 6 5\nBill $110  Tony $90\n";
    let both = [("Bill".to_string(), 110), ("Tony".to_string(), 90)];
    // After a ledger: the prompt adds nothing, whatever limits it shows.
    let prompts = [
        "Bill, bet ($10-$110, tens only): ",
        "Bill, place a bet between 10 and 110: ",
        "Bill, your bet (min $10, max $110): ",
        "Bill, your bet ($10 minimum, $110 max): ",
        "Bill, bet at least $10 and up to $110: ",
        "Bill, wager up to $110 (minimum $10): ",
        "Bill ($10..$110)> ",
        "Bill, dein Einsatz (10 bis 110 $): ",
        "Bill, tu apuesta (minimo $10, maximo $110): ",
        "Bill, bahsin (en az $10, en fazla $110): ",
        "Tony takes the dice.\nTony, bet ($10-$90, tens only): ",
    ];
    for prompt in prompts {
        assert_eq!(
            bank_rolls_before_the_next_bet(ledger, prompt),
            both,
            "{prompt:?}"
        );
    }
    // No ledger: the bank roll the prompt shows is read, its limits are not.
    let bill = [("Bill".to_string(), 110)];
    let prompts = [
        "Bill, you are the shooter! You have $110 in your bank roll and minimum bet is $10. Enter your bet amount: $",
        "Bill, you are the shooter!\nBet must be at least $10, exact multiple of 10 and up to your bank balance: 110\n> ",
        "Bill, zar sende! Kasan $110. Bahsin: $",
        "Bill has $110. Bet (10-110): ",
        "Bill, you have $110; bets from $10 up to $110: ",
        "Bill (bank $110), your bet ($10-$110): ",
    ];
    for prompt in prompts {
        assert_eq!(
            bank_rolls_before_the_next_bet("Dice 6 5\n", prompt),
            bill,
            "{prompt:?}"
        );
    }
}

#[test]
fn without_bank_rolls_outcome_words_give_the_verdict() {
    let table: &[(&str, bool)] = &[
        ("6 5. Natural! You win!\n", true),
        ("6 5. The caster collects.\n", true),
        ("6 5. Sorry Bill, you have crapped out. You lose!\n", false),
        ("6 5. the faders take the pot\n", false),
        ("6 5. Crébs! Décidé.\n", false),
        ("6 5. Seven out.\n", false),
        ("6 5. I pay the faders.\n", false),
        ("6 5. Bill makes the point and WINS.\n", true),
    ];
    for (text, shooter_wins) in table {
        let events = after_a_natural(text);
        assert!(
            events.contains(&PassVerdict {
                shooter_wins: *shooter_wins
            }),
            "{text:?}: {events:?}"
        );
    }
}

#[test]
fn the_outcome_said_gives_the_verdict_before_the_money_shown() {
    // (after a 6-5 natural, the shooter wins): said in the course languages,
    // whatever the money shows (a program paying a win as a loss fails
    // `payout`, not the dice's checks); a fader's own line is no verdict.
    let table: &[(&str, bool)] = &[
        (
            "Aposta coberta. Craps! Bill perde.\nBill: $110 Tony: $90\n",
            false,
        ),
        (
            "Aposta coberta. Natural! Bill ganha.\nBill: $90 Tony: $110\n",
            true,
        ),
        (
            "[6][5] tong 11. Bill thua.\n| Nguoi choi | Cuoc | Con lai |\n| Bill | 10 | 110 |\n",
            false,
        ),
        ("Puntata coperta. Bill vince.\nBill 90  Tony 110\n", true),
        ("Siete! Bill pierde. Una apuesta menos.\nBill 110\n", false),
        ("Tony loses $10.\nBill: $110 Tony: $90\n", true),
        (
            "result outcome=craps winner=faders\nbanks Bill=110\n",
            false,
        ),
        ("The faders win.\nBill: $110 Tony: $90\n", false),
    ];
    for (text, shooter_wins) in table {
        let events = after_a_natural(text);
        let verdicts: Vec<&CrapsEventKind> = events
            .iter()
            .filter(|kind| matches!(kind, PassVerdict { .. }))
            .collect();
        assert_eq!(
            verdicts,
            [&PassVerdict {
                shooter_wins: *shooter_wins
            }],
            "{text:?}: {events:?}"
        );
    }
}

#[test]
fn bank_rolls_shown_in_cents_are_read_in_dollars() {
    // The starting bank rolls shown before the first bet in cents: every
    // bank roll shown is in cents; shown in dollars, as they are.
    let table: &[(&str, &str, i64)] = &[
        (
            "Bill: 10000 centavos\nBet: ",
            "Bill: 11000\nTony: 9000\n",
            110,
        ),
        ("Bill has 10000 cents\nBet: ", "Bill 11000 Tony 9000\n", 110),
        ("Bill has $100\nBet: ", "Bill 110 Tony 90\n", 110),
        ("Bill has 100 centavos\nBet: ", "Bill 110 Tony 90\n", 110),
    ];
    for (before, after, bill) in table {
        let events = a_natural_between(before, after);
        assert!(
            events.contains(&bankroll("Bill", *bill)),
            "{after:?}: {events:?}"
        );
        assert!(
            events.contains(&bankroll("Tony", 200 - *bill)),
            "{after:?}: {events:?}"
        );
    }
}

/// The events of a pass of Bill's against Tony (and Curly, where `bets`
/// has a third answer) with `bets` typed, `text` shown before the roll.
fn betting_then(bets: &[&'static str], text: &'static str) -> Vec<CrapsEventKind> {
    let mut parts = vec![
        Out("? "),
        In("3"),
        Out("? "),
        In("Bill"),
        Out("? "),
        In("Tony"),
        Out("? "),
        In("Curly"),
        Out("? "),
        In("N"),
        Out("Bill shoots. Bet: "),
    ];
    let opponents = ["Tony fades Bill. Amount: ", "Curly fades Bill. Amount: "];
    for (index, bet) in bets.iter().enumerate() {
        if let Some(prompt) = index.checked_sub(1).and_then(|seat| opponents.get(seat)) {
            parts.push(Out(prompt));
        }
        parts.push(In(bet));
    }
    parts.extend([Out(text), Dice([6, 5]), Out("Dice: 6 5\n")]);
    events_of(&parts, false)
}

#[test]
fn the_betting_closed_on_a_covered_action_is_read_from_what_the_program_did() {
    // The bets taken reach the shooter's and the dice roll: whatever is
    // said, in any language, or nothing at all.
    let said = [
        "The shooter's bet has been completely covered. NO MORE BETS!.\n",
        "Bahis tamamen kapandi. BASKA BAHIS YOK!\n",
        "Alles gedekt. Niets gaat meer!\n",
        "Kaikki panokset otettu.\n",
        "Let's roll.\n",
        "",
    ];
    for bets in [&["100", "100"][..], &["100", "60", "40"]] {
        for text in said {
            let events = betting_then(bets, text);
            let covered = events.iter().position(|kind| *kind == Covered);
            let rolled = events.iter().position(|kind| matches!(kind, Roll { .. }));
            assert!(
                covered.is_some() && covered < rolled,
                "{bets:?} {text:?}: {events:?}"
            );
        }
    }
}

#[test]
fn an_action_left_open_is_covered_only_by_words_that_close_the_betting() {
    // Curly takes none of the $40 left: only words that close the betting
    // say it is covered (a claim the replay judges against the bets).
    let table: &[(&str, bool)] = &[
        ("covered. no more bets.\n", true),
        ("Wager Fully Faded - No More Bets.\n", true),
        ("I have the whole bet covered. Betting is closed.\n", true),
        ("Only $60 of Bill's $100 bet is covered.\n", false),
        ("COVERED: $60.00 OF $100.00.\n", false),
        ("Faded: $60 / $100\n", false),
        ("Bahsin sadece $60 kismi kapandi.\n", false),
        ("Let's roll.\n", false),
        ("", false),
    ];
    for (text, covered) in table {
        let events = betting_then(&["100", "60", "0"], text);
        assert_eq!(events.contains(&Covered), *covered, "{text:?}: {events:?}");
    }
}

#[test]
fn the_game_ends_when_the_program_does_with_its_winner_and_pot() {
    let table: &[(&str, Option<&str>, Option<i64>)] = &[
        (
            "Bill has $200 in the bank roll.\nTony has $0 in the bank roll.\n***** AND WE HAVE THE GAME WINNER! Congratulations, Bill!*****\nYou have won the total pot of $200!\n",
            Some("Bill"),
            Some(200),
        ),
        (
            "banks Bill=200 Tony=0\nend winner=Bill pot=200\n",
            Some("Bill"),
            Some(200),
        ),
        (
            "Bill $200, Tony $0\nGame over! Bill cleaned house and won the pot of 200 $.\n",
            Some("Bill"),
            Some(200),
        ),
        (
            "Purses:\n  Bill -> $200\n  Tony -> $0\nBill, you take the whole pot: $200. Game over.\n",
            Some("Bill"),
            Some(200),
        ),
        (
            "Bill $200 Tony $0\nLast stack standing: Bill ($200).\n",
            Some("Bill"),
            None,
        ),
        ("Bill $200 Tony $0\nBye.\n", None, None),
        // The money after the winner's name; a recap further on is no pot.
        (
            "Bank rolls: Bill $200, Tony $0\nWINNER: Bill with $200 - they cleaned house!\n\nRecap:\n  Pass 1: Bill bet $100 (covered $100), 1 roll, WON\n  Pass 2: Tony bet $10, lost\n",
            Some("Bill"),
            Some(200),
        ),
        // The gain in parentheses is an aside, the pot what the winner has.
        (
            "Tony is cleaned out.\nGAME OVER! Bill cleaned house and walks away with all $200 (won $100).\n",
            Some("Bill"),
            Some(200),
        ),
    ];
    for (text, winner, pot) in table {
        let parts = seated(vec![
            Out("Bill shoots. Bet: "),
            In("100"),
            Out("Tony fades Bill. Amount: "),
            In("100"),
            Dice([6, 5]),
            Out(text),
        ]);
        let events = events_of(&parts, true);
        assert!(
            events.contains(&GameWinner {
                name: winner.map(str::to_string)
            }),
            "{text:?}: {events:?}"
        );
        let pots: Vec<i64> = events
            .iter()
            .filter_map(|kind| match kind {
                Pot { amount } => Some(*amount),
                _ => None,
            })
            .collect();
        if let Some(pot) = pot {
            assert_eq!(pots, [*pot], "{text:?}: {events:?}");
        }
    }
}

#[test]
fn a_recap_after_the_game_s_end_holds_no_bank_roll() {
    let parts = seated(vec![
        Out("Bill shoots. Bet: "),
        In("100"),
        Out("Tony fades Bill. Amount: "),
        In("100"),
        Dice([6, 5]),
        Out("Bank rolls: Bill $200, Tony $0\nGame over! Winner: Bill.\nRecap:\n  Pass 1: Bill bet $100 (covered $100), WON\n  Pass 2: Tony bet $10 (covered $10), lost\n"),
    ]);
    let bank_rolls: Vec<(String, i64)> = events_of(&parts, true)
        .into_iter()
        .filter_map(|kind| match kind {
            Bankroll { name, amount } => Some((name, amount)),
            _ => None,
        })
        .collect();
    assert_eq!(
        bank_rolls,
        [("Bill".to_string(), 200), ("Tony".to_string(), 0)]
    );
}

#[test]
fn rules_text_before_the_first_roll_is_no_event() {
    let parts = seated(vec![
        Out("RULES: 7 or 11 wins, 2, 3 or 12 loses. Bill wins $100 if Tony has $100.\nThe action is covered, NO MORE BETS. The winner takes the pot of $200.\n"),
        Out("Bill shoots. Bet: "),
        In("20"),
        Out("Tony fades Bill. Amount: "),
        In("10"),
        Dice([6, 5]),
    ]);
    let events = events_of(&parts, false);
    assert!(
        events.iter().all(|kind| !matches!(
            kind,
            Bankroll { .. } | PassVerdict { .. } | Covered | GameWinner { .. } | Pot { .. }
        )),
        "{events:?}"
    );
    assert!(events.contains(&Roll {
        dice: Some([6, 5]),
        total: 11
    }));
}

#[test]
fn past_the_deadline_nothing_more_is_read_and_the_reading_is_cut_short() {
    use crate::checks::JudgeDeadline;
    use std::time::Duration;
    let run = RecordedRun::of(&seated(vec![
        Out("Bill shoots. Bet: "),
        In("100"),
        Out("Tony fades Bill. Amount: "),
        In("100"),
        Dice([6, 5]),
        Out("Dice: 6 5\nBill $200  Tony $0\n"),
    ]));
    let read = |deadline: &JudgeDeadline| -> Vec<CrapsEventKind> {
        run.judged_within("craps", true, deadline, read_by_values)
            .expect("draws and dialogue known")
            .into_iter()
            .map(|event| event.kind)
            .collect()
    };
    let late = JudgeDeadline::after(Duration::ZERO);
    let events = read(&late);
    assert!(late.cut_short());
    assert!(
        events
            .iter()
            .all(|kind| !matches!(kind, Roll { .. } | Bankroll { .. } | ShooterBetAsked { .. })),
        "{events:?}"
    );
    let in_time = JudgeDeadline::after(Duration::from_secs(3600));
    let events = read(&in_time);
    assert!(!in_time.cut_short());
    assert!(events.contains(&bankroll("Bill", 200)), "{events:?}");
}
