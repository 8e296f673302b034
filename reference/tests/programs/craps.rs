//! The craps program driven through stdin: the spec's two-player sample,
//! the Java draws replayed for a seed, a three-player game with bad answers,
//! partial cover and players cleaned out, and early end of input.

use reference::craps::{rules_screen, CrapsRules};
use reference::program::END_OF_INPUT_MESSAGE;

use super::ceelo::play_program;

fn play(arguments: &[&str], input: &str) -> String {
    play_program("craps", arguments, input)
}

/// Every line of `transcript` that is one of `lines`, in order.
fn lines_among<'t>(transcript: &'t str, lines: &[&str]) -> Vec<&'t str> {
    transcript
        .lines()
        .filter(|line| lines.contains(line))
        .collect()
}

#[test]
fn the_two_player_sample_plays_as_the_spec_shows() {
    // new Random(42) rolls 3 and 4 first: the sample's natural.
    let transcript = play(&["--seed", "42"], "2\nBill\nTony\nY\n100\n100\n");
    let expected_start = "Welcome to Casino Fanshawe! The game here is craps, so we need to get some information about your party...
Enter the number of players for this game (minimum of 2 to maximum of 6):\
Enter first name of player# 1 and press ENTER: \
Enter first name of player# 2 and press ENTER: \
We have 2 players with $100 each for total game money of $200
Welcome to the game Bill, and Tony
Would you like a brief explanation of the rules of the game? Enter Y for yes, or N for no: ";
    let expected_pass = "
Bill, you are the shooter! You have $100 in your bank roll and minimum bet is $10. Enter your bet amount: $\
Tony, Bill has bet $100. How much of the $100 action do you want? Enter your bet, minimum of $10 up to $100, or your bank balance, whichever is less: $\
The shooter's bet has been completely covered. NO MORE BETS!.
Bill rolled 3 and 4.
***** Rolling the dice...and the result is: 7! *****
Congratulations Bill! You have rolled a natural. You win!
Bill has $200 in the bank roll.
Tony has $0 in the bank roll.
Tony has been cleaned out!
***** AND WE HAVE THE GAME WINNER! Congratulations, Bill!*****
You have won the total pot of $200!
";
    assert_eq!(
        transcript,
        format!(
            "{expected_start}{}{expected_pass}",
            rules_screen(&CrapsRules::default())
        )
    );
}

#[test]
fn seed_42_rolls_what_java_next_int_6_plus_1_gives() {
    // new Random(42).nextInt(6) + 1, x28, printed by OpenJDK on this machine.
    const JAVA_SEED_42: [u8; 28] = [
        3, 4, 1, 3, 1, 2, 6, 3, 2, 6, 3, 3, 1, 1, 3, 3, 1, 1, 2, 6, 3, 2, 3, 4, 6, 4, 5, 5,
    ];
    let transcript = play(
        &["--seed", "42"],
        "2\nBill\nTony\nN\n10\n10\nR\n10\n10\nr\n10\n10\nP\n",
    );
    let dice: Vec<u8> = transcript
        .lines()
        .filter_map(|line| line.strip_prefix("Bill rolled ")?.strip_suffix('.'))
        .flat_map(|pair| pair.split(" and ").map(|die| die.parse::<u8>().unwrap()))
        .collect();
    assert_eq!(dice, JAVA_SEED_42, "{transcript}");
    let decisions = lines_among(
        &transcript,
        &[
            "Congratulations Bill! You have rolled a natural. You win!",
            "Bill, your point is 4. Roll a 4 again before a 7 to win.",
            "Sorry Bill, you have sevened out. You lose!",
            "Bill, your point is 10. Roll a 10 again before a 7 to win.",
            "Congratulations Bill! You have made your point of 10. You win!",
        ],
    );
    assert_eq!(decisions.len(), 5, "{transcript}");
    assert!(
        transcript.ends_with(&format!(
            "Bill has $110 in the bank roll.\nTony has $90 in the bank roll.\n\
             Bill, do you want to roll again or pass the bones? Enter R to roll again, or P to pass: \
             Bill passes the bones to Tony.\n\
             Tony, you are the shooter! You have $90 in your bank roll and minimum bet is $10. Enter your bet amount: $\n\
             {END_OF_INPUT_MESSAGE}\n"
        )),
        "{transcript}"
    );
}

#[test]
fn three_players_with_bad_answers_partial_cover_and_players_cleaned_out() {
    // Craps (1+1); then a point of 8, a 5, a seven-out; then an 11.
    let dice = "1,1,4,4,2,3,4,3,5,6";
    let input = "1\n7\nx\n3\n\nBill\nbill\nTony\nMoe\nmaybe\nn\n\
                 35\n5\n200\n100\n20\n20\nx\nP\n\
                 120\n70\n60\n60\n\
                 180\n120\n";
    let transcript = play(&["--dice", dice], input);
    for line in [
        "Please enter a number of players from 2 to 6.",
        "Please enter the number of players as a whole number.",
        "Please enter a name.",
        "Bill is already playing; please enter a different name.",
        "Please answer Y or N.",
        "Your bet must be a multiple of $10.",
        "Your bet must be at least $10.",
        "You cannot bet more than your bank roll of $100.",
        "Only $40 of Bill's $100 bet is covered.",
        "Sorry Bill, you have crapped out. You lose!",
        "Please answer R to roll again or P to pass the bones.",
        "Bill passes the bones to Tony.",
        "You cannot bet more than your bank roll of $60.",
        "Sorry Tony, you have sevened out. You lose!",
        "Tony passes the bones to Moe.",
        "Only $120 of Moe's $180 bet is covered.",
        "Congratulations Moe! You have rolled a natural. You win!",
    ] {
        assert!(
            transcript.contains(line),
            "missing {line:?} in {transcript}"
        );
    }
    let bankrolls: Vec<&str> = transcript
        .lines()
        .filter(|line| line.ends_with("in the bank roll."))
        .collect();
    assert_eq!(
        bankrolls,
        [
            "Bill has $60 in the bank roll.",
            "Tony has $120 in the bank roll.",
            "Moe has $120 in the bank roll.",
            "Bill has $120 in the bank roll.",
            "Tony has $0 in the bank roll.",
            "Moe has $180 in the bank roll.",
            "Bill has $0 in the bank roll.",
            "Tony has $0 in the bank roll.",
            "Moe has $300 in the bank roll.",
        ]
    );
    assert_eq!(
        transcript.matches(" has been cleaned out!").count(),
        2,
        "{transcript}"
    );
    // Cleaned out in pass 2, Tony is not asked to bet in pass 3.
    assert!(!transcript.contains("Tony, Moe has bet"), "{transcript}");
    assert!(transcript.ends_with(
        "***** AND WE HAVE THE GAME WINNER! Congratulations, Moe!*****\n\
         You have won the total pot of $300!\n"
    ));
}

#[test]
fn end_of_input_ends_the_game_cleanly_at_every_prompt() {
    for input in [
        "",
        "2\n",
        "2\nBill\nTony\n",
        "2\nBill\nTony\nY\n100\n",
        "2\nBill\nTony\nY\n50\n50\n",
    ] {
        let transcript = play(&["--seed", "42"], input);
        assert!(
            transcript.ends_with(&format!("\n{END_OF_INPUT_MESSAGE}\n")),
            "{input:?}: {transcript}"
        );
    }
}
