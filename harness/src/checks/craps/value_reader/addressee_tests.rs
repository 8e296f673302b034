//! Who a bet prompt asks, where the prompt itself names nobody: the
//! opponent named nearest above it since the last input, in several
//! layouts and languages; a prompt with no name anywhere since the last
//! input is the same player asked again.

use super::one_number_rolls_tests::bill_and_tony_seated;
use super::read_by_values;
use crate::checks::craps::craps_events::CrapsEventKind::{OpponentBetAsked, ShooterBetAsked};
use crate::checks::recorded_run::Part::{self, Draw, In, Out};
use crate::checks::recorded_run::RecordedRun;

fn bettors(opponent_output: &'static str, refusal: Option<&'static str>) -> Vec<(bool, String)> {
    let mut parts: Vec<Part<'_, 2>> = bill_and_tony_seated();
    parts.extend([
        Out("Bill, you are the shooter!\nYou have $100 in your bank roll and minimum bet is $10. Enter your bet amount: "),
        In("10"),
        Out(opponent_output),
    ]);
    if let Some(refusal) = refusal {
        parts.extend([In("500"), Out(refusal)]);
    }
    parts.extend([
        In("10"),
        Draw([6, 5]),
        Out("Bill rolled 6 and 5. Natural!\nBill has $110\nTony has $90\n"),
    ]);
    RecordedRun::of(&parts)
        .judged("craps", true, read_by_values)
        .expect("draws and dialogue known")
        .into_iter()
        .filter_map(|event| match event.kind {
            ShooterBetAsked { shooter, .. } => Some((true, shooter)),
            OpponentBetAsked { opponent, .. } => Some((false, opponent)),
            _ => None,
        })
        .collect()
}

fn asked(list: &[(bool, &str)]) -> Vec<(bool, String)> {
    list.iter()
        .map(|(shooter, name)| (*shooter, name.to_string()))
        .collect()
}

#[test]
fn the_opponent_named_above_a_prompt_worded_like_the_shooters_is_asked() {
    let layouts = [
        // The shooter's own prompt again, two lines under the opponent's name.
        "0 10 100 10\nTony, Bill has bet $10\nHow much of the $10 action do you want?\nYou have $100 in your bank roll and minimum bet is $10. Enter your bet amount: ",
        // Three lines under, a blank line between.
        "Bill bets $10.\n\nTony, your turn to fade Bill.\n\nThe action is $10.\nYou have $100 in your bank roll and minimum bet is $10. Enter your bet amount: ",
        // Another language, the name on its own line.
        "Tony\n---------\nApuesta de Bill: $10\nAcción restante: $10\nIntroduzca su apuesta: ",
    ];
    for layout in layouts {
        assert_eq!(
            bettors(layout, None),
            asked(&[(true, "Bill"), (false, "Tony")]),
            "{layout}"
        );
    }
}

#[test]
fn a_prompt_naming_nobody_since_the_last_input_is_the_same_player_asked_again() {
    let opponent =
        "Tony, Bill has bet $10\nHow much of the $10 action do you want?\nEnter your bet amount: ";
    assert_eq!(
        bettors(
            opponent,
            Some("That is more than the action.\nEnter your bet amount: ")
        ),
        asked(&[(true, "Bill"), (false, "Tony"), (false, "Tony")]),
    );
}
