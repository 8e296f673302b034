//! The value reader on many wordings per concept: a run is put together as
//! the driver records it (output, answers typed, draws made), so each
//! wording is read as a real run of it would be.

use reference::ceelo::{Money, Outcome, Roller};

use super::read_by_values;
use crate::checks::ceelo::{CeeloEventKind, RollSeen};

type Part<'a> = crate::checks::recorded_run::Part<'a, 3>;
use crate::checks::recorded_run::Part::{Draw as Roll, In, Out};
use crate::checks::recorded_run::RecordedRun;

fn events_of(parts: &[Part<'_>], complete: bool) -> Vec<CeeloEventKind> {
    RecordedRun::of(parts)
        .judged("ceelo", complete, read_by_values)
        .into_iter()
        .map(|event| event.kind)
        .collect()
}

fn rolls(events: &[CeeloEventKind]) -> Vec<RollSeen> {
    events
        .iter()
        .filter_map(|event| match event {
            CeeloEventKind::Rolled(roll) => Some(*roll),
            _ => None,
        })
        .collect()
}

/// Who rolled each roll read, and its faces.
fn rollers_and_faces(events: &[CeeloEventKind]) -> Vec<(Roller, [u32; 3])> {
    rolls(events)
        .iter()
        .map(|roll| (roll.roller, roll.faces))
        .collect()
}

fn balances_shown(events: &[CeeloEventKind]) -> Vec<Money> {
    events
        .iter()
        .filter_map(|event| match event {
            CeeloEventKind::BalanceShown(money) => Some(*money),
            _ => None,
        })
        .collect()
}

fn seen(roller: Roller, faces: [u32; 3], marked: bool) -> RollSeen {
    RollSeen {
        roller,
        faces,
        marked_unrecognized: marked,
    }
}

#[test]
fn rolls_read_in_every_layout_with_their_roller_and_mark() {
    use Roller::{Cpu, Player};
    // (output of a player's unrecognized roll, then their point, then the CPU's,
    // expected rolls)
    let table: Vec<([&str; 3], [RollSeen; 3])> = vec![
        (
            [
                "You rolled (1, 2, 4) (unrecognized combo)\n",
                "You rolled (2, 2, 5)\n",
                "CPU rolled (4, 4, 1)\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "PLAYER ROLLS ONE, TWO, FOUR  -> NO COMBINATION, ROLL AGAIN\n",
                "PLAYER ROLLS TWO, TWO, FIVE  -> POINT OF FIVE\n",
                "DEALER ROLLS FOUR, FOUR, ONE  -> POINT OF ONE\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "You rolled 1-2-4. That counts for nothing, roll again.\n",
                "You rolled 2-2-5: a pair with 5 as the point.\n",
                "I rolled 4-4-1: a pair, nothing beats... no, a point of 1.\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "P1\n1 2 4\n  nothing\n",
                "P1\n2 2 5\n  point 5\n",
                "CPU\n4 4 1\n  point 1\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "Player, throw 1:\r\n    die 1 = 1\r\n    die 2 = 2\r\n    die 3 = 4\r\n    (not a combination)\r\n",
                "Player, throw 2:\r\n    die 1 = 2\r\n    die 2 = 2\r\n    die 3 = 5\r\n",
                "Computer, throw 1:\r\n    die 1 = 4\r\n    die 2 = 4\r\n    die 3 = 1\r\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "   1  | Human | [1][2][4] | no score\n",
                "   2  | Human | [2][2][5] | point 5\n",
                "   3  | House | [4][4][1] | point 1\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "   1  You         1   2   4   -\n",
                "   2  You         2   2   5   point  5\n",
                "   3  Computer    4   4   1   point  1\n",
            ],
            [
                seen(Player, [1, 2, 4], false),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "Zoë: (1,2,4)\n",
                "Zoë: (2,2,5)\n",
                "Dealer: (4,4,1)\n",
            ],
            [
                seen(Player, [1, 2, 4], false),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "Player One     <1|2|4>\n",
                "Player One     <2|2|5>\n",
                "The Computer   <4|4|1>\n",
            ],
            [
                seen(Player, [1, 2, 4], false),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "Your throw:  1 - 2 - 4   nothing, again\n",
                "Your throw:  2 - 2 - 5   point of 5\n",
                "The computer's throw:  4 - 4 - 1   point of one\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        // The one who plays says "me"; the computer has its own word.
        (
            [
                "me  1 2 4 ?\n",
                "me  2 2 5\n",
                "cpu 4 4 1\n",
            ],
            [
                seen(Player, [1, 2, 4], false),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
        (
            [
                "  the machine is waiting... you threw 1, 2, 4  -- not recognized, again\n",
                "  you threw 2, 2, 5\n",
                "  the machine threw 4, 4, 1\n",
            ],
            [
                seen(Player, [1, 2, 4], true),
                seen(Player, [2, 2, 5], false),
                seen(Cpu, [4, 4, 1], false),
            ],
        ),
    ];
    for (outputs, expected) in table {
        let events = events_of(
            &[
                Out("Bank? "),
                In("100"),
                Out("Bet? "),
                In("10"),
                Roll([1, 2, 4]),
                Out(outputs[0]),
                Roll([2, 2, 5]),
                Out(outputs[1]),
                Roll([4, 4, 1]),
                Out(outputs[2]),
                Out("Again? "),
                In("q"),
            ],
            true,
        );
        assert_eq!(rolls(&events), expected, "{outputs:?}");
    }
}

#[test]
fn die_faces_as_glyphs_and_a_remark_under_the_next_roll() {
    use Roller::{Cpu, Player};
    let events = events_of(
        &[
            Out("Bring how much? "),
            In("100"),
            Out("How much rides on this one? "),
            In("10"),
            Roll([2, 2, 5]),
            Out("  punter     \u{2681} \u{2681} \u{2684}\n"),
            Roll([1, 2, 4]),
            Out("  banker     \u{2680} \u{2681} \u{2683}   (no score, shake again)\n"),
            Roll([4, 4, 1]),
            Out("  banker     \u{2683} \u{2683} \u{2680}\n"),
            Out("The punter beats the banker.\n"),
            Out("Again? [c/q] "),
            In("q"),
        ],
        true,
    );
    // The remark on the banker's line marks the banker's roll, not the
    // punter's above it.
    assert_eq!(
        rolls(&events),
        [
            seen(Player, [2, 2, 5], false),
            seen(Cpu, [1, 2, 4], true),
            seen(Cpu, [4, 4, 1], false)
        ]
    );
}

#[test]
fn results_and_ties_are_read_from_the_side_they_name() {
    use Outcome::{Lost, Won};
    let table: [(&str, Option<Outcome>); 24] = [
        ("You won!\n", Some(Won)),
        // Two clauses: the side named after the second outcome is that
        // outcome's, not the first's.
        ("Lost this one... the computer wins.\n", Some(Lost)),
        ("Unlucky, you lose - house wins $10.00.\n", Some(Lost)),
        ("Won! The CPU loses its $10.00.\n", Some(Won)),
        (
            "*** Hai perso la partita... vince il computer. ***\n",
            Some(Lost),
        ),
        // A side named only after "beats" is the one beaten.
        ("The punter beats the banker.\n", Some(Won)),
        ("The dealer beats you.\n", Some(Lost)),
        ("You lost!\n", Some(Lost)),
        ("CPU wins!\n", Some(Lost)),
        ("The computer loses.\n", Some(Won)),
        ("PLAYER WINS THE HAND!\n", Some(Won)),
        ("DEALER WINS THE HAND!\n", Some(Lost)),
        ("I win! Your $10.00 is mine.\n", Some(Lost)),
        ("You beat me this time. I pay you $10.00.\n", Some(Won)),
        ("Human takes the pot of $10.00.\n", Some(Won)),
        ("The House takes the pot of $10.00.\n", Some(Lost)),
        ("Zoë takes the pot (USD 10.00).\n", Some(Won)),
        ("winner\nCPU\n", Some(Lost)),
        ("winner\nP1\n", Some(Won)),
        ("The Computer Wins The Round.\n", Some(Lost)),
        ("the machine wins this game.\n", Some(Lost)),
        (
            "game     stake  result       balance\n   1     10.00  won           110.00\n",
            Some(Won),
        ),
        ("Computer wins the game and your $10.00.\n", Some(Lost)),
        ("Victory is yours!\n", Some(Won)),
    ];
    for (said, outcome) in table {
        let events = events_of(
            &[
                Out("Bank? "),
                In("100"),
                Out("Bet? "),
                In("10"),
                Roll([2, 2, 5]),
                Out("You: 2 2 5\n"),
                Roll([4, 4, 1]),
                Out("CPU: 4 4 1\n"),
                Out(said),
                Out("Again? "),
                In("q"),
            ],
            true,
        );
        let decided: Vec<Outcome> = events
            .iter()
            .filter_map(|event| match event {
                CeeloEventKind::Decided(outcome) => Some(*outcome),
                _ => None,
            })
            .collect();
        assert_eq!(decided.first().copied(), outcome, "{said:?}: {events:?}");
    }
    let ties = [
        "It's a tie! Both of you roll again.\n",
        "PUSH! BOTH ROLL AGAIN!\n",
        "Standoff: same combination, both throw again\n",
        "We are even, so we both roll again.\n",
        "Level pegging: both sides throw again.\n",
        "Dead heat. Over again.\n",
        "even\nagain\n",
        "equal: throw again\n",
        "Same combination: both throw again.\n",
    ];
    for said in ties {
        let events = events_of(
            &[
                Out("Bet? "),
                In("10"),
                Roll([2, 2, 5]),
                Out("You: 2 2 5\n"),
                Roll([5, 5, 2]),
                Out("CPU: 5 5 2\n"),
                Out(said),
                Roll([4, 5, 6]),
                Out("You: 4 5 6\n"),
            ],
            false,
        );
        assert!(
            events.contains(&CeeloEventKind::TieAnnounced),
            "{said:?}: {events:?}"
        );
        assert_eq!(
            rolls(&events)[1],
            seen(Roller::Cpu, [5, 5, 2], false),
            "{said:?}"
        );
    }
}

#[test]
fn balances_are_read_next_to_their_word_on_the_line_or_below() {
    let table: [(&str, i64); 18] = [
        ("Your current balance is $110.00\n", 11000),
        // A sum shown: its result.
        ("bank: $100.00 + $10.00 = $110.00\n", 11000),
        ("Balance 120 - 10 = 110\n", 11000),
        ("Bankroll after this game: $1,040.00\n", 104000),
        ("FUNDS NOW: $110.00\n", 11000),
        ("*** HAND 2 *** FUNDS: $110.00\n", 11000),
        ("Purse after this game: $110.00\n", 11000),
        ("credit after the game: 110.00 dollars\n", 11000),
        ("Zoë's bank is now USD 110.00.\n", 11000),
        ("You take the pot! Stack: $110\n", 11000),
        ("You now have $110.00.\n", 11000),
        ("funds\n110.00\n", 11000),
        ("Chips After The Round:\n  110\n", 11000),
        (
            "game     stake  result       balance\n   1     10.00  won           110.00\n",
            11000,
        ),
        ("CASHING OUT WITH $110.00.\n", 11000),
        ("cashed out: 110.00\n", 11000),
        ("You have 110.00 dollars in front of you\n", 11000),
        ("Chips: 110 (after game 1)\n", 11000),
    ];
    for (said, cents) in table {
        let events = events_of(
            &[
                Out("Bank? "),
                In("100"),
                Out("Bet? "),
                In("10"),
                Roll([4, 5, 6]),
                Out("You: 4 5 6\n"),
                Roll([4, 4, 1]),
                Out("CPU: 4 4 1\n"),
                Out(said),
            ],
            false,
        );
        let balances = balances_shown(&events);
        assert_eq!(balances, [Money::from_cents(cents)], "{said:?}: {events:?}");
    }
}

/// A prompt that ends in its label (`Opening bank: `) is no label of the
/// line below when that line names the balance itself: a game counter
/// before it (`ROUND 1 | bank 100.00`) is not the balance.
#[test]
fn a_counter_under_a_balance_prompt_is_not_the_balance() {
    let table = [
        ("Opening bank: ", "ROUND 1 | bank 100.00\n"),
        ("Starting chips: ", "Game #1 - chips 100\n"),
        ("Your purse: ", "  hand 1   purse $100.00\n"),
    ];
    for (prompt, status) in table {
        let events = events_of(
            &[
                Out(prompt),
                In("100"),
                Out(status),
                Out("Bet: "),
                In("10"),
                Roll([4, 5, 6]),
                Out("You: 4 5 6\n"),
                Roll([4, 4, 1]),
                Out("CPU: 4 4 1\n"),
            ],
            false,
        );
        let balances = balances_shown(&events);
        assert_eq!(
            balances,
            [Money::from_cents(10000)],
            "{status:?}: {events:?}"
        );
    }
}

#[test]
fn prompts_mean_what_was_typed_at_them_whatever_they_say() {
    use CeeloEventKind::*;
    let events = events_of(
        &[
            Out("rules: the stake can never be above your money\n> "),
            In("100"),
            Out("> "),
            In("500"),
            Out("> "),
            In("50"),
            Roll([4, 5, 6]),
            Out("P1\n4 5 6\n"),
            Roll([1, 1, 2]),
            Out("CPU\n1 1 2\nwinner\nP1\nfunds\n150.00\n> "),
            In("c"),
            Out("Press ENTER to roll... "),
            In(""),
            Out("Another game? (c/q) "),
            In("10"),
            Out("Another game? (c/q) "),
            In("c"),
            Out("> "),
        ],
        false,
    );
    let prompts: Vec<&CeeloEventKind> = events
        .iter()
        .filter(|event| {
            matches!(
                event,
                InitialBalanceAsked { .. } | WagerAsked { .. } | ContinueAsked { .. }
            )
        })
        .collect();
    assert_eq!(
        prompts,
        [
            &InitialBalanceAsked {
                typed: "100".into()
            },
            &WagerAsked {
                typed: "500".into()
            },
            &WagerAsked { typed: "50".into() },
            &ContinueAsked { typed: "c".into() },
            &ContinueAsked { typed: "10".into() },
            &ContinueAsked { typed: "c".into() },
            &WagerAsked {
                typed: String::new()
            },
        ]
    );
    // The rules text says "money" but shows no amount: no balance from it.
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, BalanceShown(_)))
            .count(),
        1
    );
}

#[test]
fn the_rules_text_and_its_restatements_hold_no_rolls() {
    let rules = "Best to worst: 4-5-6, trips, a point (1-1-5 beats 6-3-6), 1-2-3.\n\
        A won game adds your wager to your credit, a lost one takes it away.\n";
    let events = events_of(
        &[
            Out(rules),
            Out("Credit? "),
            In("20"),
            Out("Stake? "),
            In("10"),
            Roll([4, 5, 6]),
            Out("you threw 4, 5, 6\n"),
            Roll([1, 1, 2]),
            Out("the machine threw 1, 1, 2\nyou win.\ncredit: 30.00\nc/q? "),
            In("c"),
            Out(rules),
            Out("Stake? "),
        ],
        false,
    );
    assert_eq!(rolls(&events).len(), 2, "{events:?}");
    let balances = events
        .iter()
        .filter(|e| matches!(e, CeeloEventKind::BalanceShown(_)))
        .count();
    assert_eq!(balances, 1, "{events:?}");
}

#[test]
fn a_name_restating_a_roll_lends_no_face_to_the_next_roll() {
    use Roller::{Cpu, Player};
    // (the player's recognized roll, then the CPU's two, as shown; the draws)
    let table: Vec<([&str; 3], [[u32; 3]; 3])> = vec![
        (
            [
                "You: 4 5 6 -> four five six!\n",
                "Cpu: 5 6 2 -> nothing\n",
                "Cpu: 6 6 6 -> trips\n",
            ],
            [[4, 5, 6], [5, 6, 2], [6, 6, 6]],
        ),
        (
            [
                " 1  player  [4 5 6]  4-5-6\n",
                " 2  cpu     [5 6 2]  -\n",
                " 3  cpu     [6 6 6]  trips of 6\n",
            ],
            [[4, 5, 6], [5, 6, 2], [6, 6, 6]],
        ),
        (
            [
                "your dice: 4 5 6 (4-5-6, the best there is)\n",
                "my dice: 5 6 2 (worthless)\n",
                "my dice: 6 6 6 (triples)\n",
            ],
            [[4, 5, 6], [5, 6, 2], [6, 6, 6]],
        ),
        (
            [
                "You threw 2 2 2 = three 2s\n",
                "Computer threw 3 2 1 = 1-2-3\n",
                "Computer threw 3 2 2 = point 3\n",
            ],
            [[2, 2, 2], [3, 2, 1], [3, 2, 2]],
        ),
        (
            [
                "PLAYER: SIX-SIX-SIX (TRIPLE SIX)\n",
                "BANKER: SIX-ONE-FOUR (NOTHING)\n",
                "BANKER: ONE-SIX-ONE (POINT OF SIX)\n",
            ],
            [[6, 6, 6], [6, 1, 4], [1, 6, 1]],
        ),
    ];
    for (outputs, draws) in table {
        let events = events_of(
            &[
                Out("Bank? "),
                In("100"),
                Out("Bet? "),
                In("10"),
                Roll(draws[0]),
                Out(outputs[0]),
                Roll(draws[1]),
                Out(outputs[1]),
                Roll(draws[2]),
                Out(outputs[2]),
                Out("Again? "),
                In("q"),
            ],
            true,
        );
        let read = rollers_and_faces(&events);
        assert_eq!(
            read,
            vec![(Player, draws[0]), (Cpu, draws[1]), (Cpu, draws[2])],
            "{outputs:?}"
        );
    }
}

/// A combination's name that repeats the faces (`Thats a 1-2-3`) is the
/// same roll said again, not a roll of its own, nor the place of the roll.
#[test]
fn a_combination_named_by_its_faces_is_no_second_roll() {
    use Roller::{Cpu, Player};
    let parts = [
        Out("How much money did you bring? $"),
        In("100"),
        Out("How much do you wanna bet on this one? $"),
        In("10"),
        Roll([1, 2, 3]),
        Out("You roled a 1, a 2 and a 3. Thats a 1-2-3, the worst one.\n"),
        Roll([1, 5, 1]),
        Out("The computer roled a 1, a 5 and a 1. Thats a point.\n"),
        Out("Ouch, the computer got you. You now have $90.00.\n"),
        Out("Type c to keep playing or q to quit and take your $90.00: "),
        In("q"),
    ];
    let events = events_of(&parts, true);
    assert_eq!(
        rolls(&events),
        [seen(Player, [1, 2, 3], false), seen(Cpu, [1, 5, 1], false)],
        "{events:#?}"
    );
    assert!(events.contains(&CeeloEventKind::BalanceShown(Money::from_cents(9000))));
}

/// Amounts with no word saying whose (`W $150.00`, a line of its own, the
/// currency after the number) and money gone said in words are read as
/// amounts the balance judge may take; a rule about money is not.
#[test]
fn lone_amounts_and_money_gone_are_read_where_no_word_names_them() {
    let cents = Money::from_cents;
    let table: Vec<(&str, Vec<CeeloEventKind>)> = vec![
        (
            "W $150.00\n",
            vec![CeeloEventKind::AmountShown(cents(15000))],
        ),
        (
            "  150,00 EUR\n",
            vec![CeeloEventKind::AmountShown(cents(15000))],
        ),
        (
            "835.00 USD in the bank.\n",
            vec![CeeloEventKind::BalanceShown(cents(83500))],
        ),
        ("You won $50.00!\n", vec![]),
        (
            "Pera mo: P100.00 -> P150.00\n",
            vec![CeeloEventKind::AmountShown(cents(15000))],
        ),
        (
            "You are out of money. Game over.\n",
            vec![CeeloEventKind::AmountShown(cents(0))],
        ),
        ("If you run out of money the game ends.\n", vec![]),
    ];
    for (said, expected) in table {
        let parts = [
            Out("Bank? "),
            In("100"),
            Out("Wager? "),
            In("50"),
            Roll([4, 5, 6]),
            Out("you 4 5 6\n"),
            Roll([1, 1, 4]),
            Out("cpu 1 1 4\n"),
            Out(said),
        ];
        let read: Vec<CeeloEventKind> = events_of(&parts, true)
            .into_iter()
            .filter(|event| {
                matches!(
                    event,
                    CeeloEventKind::AmountShown(_) | CeeloEventKind::BalanceShown(_)
                )
            })
            .collect();
        assert_eq!(read, expected, "{said:?}");
    }
}

/// The wager said back after it is typed, before the game's first roll, is
/// no amount the balance judge may take; the same amount after the game is.
#[test]
fn the_wager_said_back_before_the_rolls_is_no_balance() {
    let cents = Money::from_cents;
    // (said after the wager, said after the game, amounts read)
    let table: Vec<(&str, &str, Vec<CeeloEventKind>)> = vec![
        ("Sige, P50.00 ang nakataya.\n", "", vec![]),
        ("  $50.00 on the table\n", "", vec![]),
        (
            "Ok.\n",
            "Pera: P50.00\n",
            vec![CeeloEventKind::AmountShown(cents(5000))],
        ),
        (
            "$60.00\n",
            "",
            vec![CeeloEventKind::AmountShown(cents(6000))],
        ),
    ];
    for (after_wager, after_game, expected) in table {
        let parts = [
            Out("Bank? "),
            In("100"),
            Out("Wager? "),
            In("50"),
            Out(after_wager),
            Roll([4, 5, 6]),
            Out("you 4 5 6\n"),
            Roll([1, 1, 4]),
            Out("cpu 1 1 4\n"),
            Out(after_game),
        ];
        let read: Vec<CeeloEventKind> = events_of(&parts, true)
            .into_iter()
            .filter(|event| matches!(event, CeeloEventKind::AmountShown(_)))
            .collect();
        assert_eq!(read, expected, "{after_wager:?} {after_game:?}");
    }
}

/// A program in a course language: its words for the computer name the
/// CPU, its words for winning and for the money read the result and the
/// balance, and a word of another language (`du` in French) names no side.
#[test]
fn the_sides_results_and_balance_in_course_languages() {
    use Roller::{Cpu, Player};
    // (the player's roll, the CPU's unrecognized roll, the CPU's point, the
    // result with the winnings, the balance)
    let table: [[&str; 5]; 7] = [
        [
            "  Vous       -> [4] [5] [6]\n",
            "  Ordinateur, lancer du dé -> [1] [2] [4]\n",
            "  Ordinateur, lancer du dé -> [4] [4] [1]\n",
            "Gagné ! Vous remportez 10.00 €.\n",
            "Nouveau solde : 110.00 €\n",
        ],
        [
            "Tú: 4-5-6\n",
            "La computadora: 1-2-4\n",
            "La computadora: 4-4-1\n",
            "¡Ganaste 10.00 €!\n",
            "Saldo: 110.00 €\n",
        ],
        [
            "Sinä heitit 4 5 6\n",
            "Tietokone heitti 1 2 4\n",
            "Kone heitti 4 4 1\n",
            "Voitit 10.00 €.\n",
            "Saldo nyt 110.00 €\n",
        ],
        [
            "Du: (4, 5, 6)\n",
            "Datorn: (1, 2, 4)\n",
            "Datorn: (4, 4, 1)\n",
            "Du vann 10.00 kr\n",
            "Pengar: 110.00 kr\n",
        ],
        // "You beat me": the Spanish `me` is no side.
        [
            "Tú tiras los dados: 4-5-6\n",
            "Yo tiro los dados: 1-2-4\n",
            "Yo tiro los dados: 4-4-1\n",
            "¡Me ganaste 10.00 €!\n",
            "Saldo: 110.00 €\n",
        ],
        [
            "Gracz rzuca kostkami: 4 5 6\n",
            "Komputer rzuca: 1 2 4\n",
            "Komputer rzuca: 4 4 1\n",
            "Wygrałeś 10.00 zł!\n",
            "Saldo: 110.00 zł\n",
        ],
        [
            "Oyuncu zar attı: 4 5 6\n",
            "Bilgisayar zar attı: 1 2 4\n",
            "Bilgisayar zar attı: 4 4 1\n",
            "Kazandın! +10.00 TL\n",
            "Bakiye: 110.00 TL\n",
        ],
    ];
    for said in table {
        let events = events_of(
            &[
                Out("? "),
                In("100"),
                Out("? "),
                In("10"),
                Roll([4, 5, 6]),
                Out(said[0]),
                Roll([1, 2, 4]),
                Out(said[1]),
                Roll([4, 4, 1]),
                Out(said[2]),
                Out(said[3]),
                Out(said[4]),
                Out("? "),
                In("q"),
            ],
            true,
        );
        let read = rollers_and_faces(&events);
        assert_eq!(
            read,
            [(Player, [4, 5, 6]), (Cpu, [1, 2, 4]), (Cpu, [4, 4, 1])],
            "{said:?}"
        );
        assert!(
            events.contains(&CeeloEventKind::Decided(Outcome::Won)),
            "{said:?}: {events:?}"
        );
        let amounts: Vec<&CeeloEventKind> = events
            .iter()
            .filter(|event| {
                matches!(
                    event,
                    CeeloEventKind::BalanceShown(_) | CeeloEventKind::AmountShown(_)
                )
            })
            .collect();
        assert_eq!(
            amounts,
            [&CeeloEventKind::BalanceShown(Money::from_cents(11000))],
            "{said:?}"
        );
    }
}

/// A result that names no side on its line (`Te gane`: "I beat you", the
/// subject in the verb) is not given to the side the question after the game
/// names (`tu dinero`): the money moving by the wager says who won.
#[test]
fn the_question_after_a_result_does_not_say_whose_result_it_was() {
    let events = events_of(
        &[
            Out("Cuanto dinero traes?\n> "),
            In("1005"),
            Out("Tienes $1,005.00.\nCuanto quieres apostar?\n> "),
            In("2.5"),
            Roll([1, 2, 3]),
            Out("Tiras los dados: 1-2-3  (1-2-3)\n"),
            Roll([6, 6, 2]),
            Out("Yo tiro los dados: 6-6-2  (punto 2)\n"),
            Out("Te gane $2.50. Ahora tienes $1,002.50.\n"),
            Out("Sigues jugando (c) o te retiras con tu dinero (q)?\n> "),
            In("q"),
        ],
        true,
    );
    assert!(
        !events.contains(&CeeloEventKind::Decided(Outcome::Won)),
        "{events:?}"
    );
    assert_eq!(
        balances_shown(&events),
        [Money::from_cents(100500), Money::from_cents(100250)]
    );
}
