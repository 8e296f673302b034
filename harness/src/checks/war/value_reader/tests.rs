//! The War value reader on hands, results and closing counts in many
//! wordings and layouts.

use super::*;

pub(super) fn events(text: &str) -> Vec<WarEvent> {
    read_war_values(text, 0, 1)
        .into_iter()
        .map(|event| event.event)
        .collect()
}

/// The closing counts read from `text`.
pub(super) fn tie_counts(text: &str) -> Vec<WarEvent> {
    events(text)
        .into_iter()
        .filter(|event| matches!(event, WarEvent::TieCount { .. }))
        .collect()
}

fn results(text: &str) -> Vec<GameResult> {
    events(text)
        .into_iter()
        .filter_map(|event| match event {
            WarEvent::GameResult(result) => Some(result),
            _ => None,
        })
        .collect()
}

/// Two games of one hand each in `hand` wording, each followed by
/// `result`, then `closing`.
fn two_games(hand: &str, result: &str, closing: &str) -> String {
    format!("seed 1\n{hand}\n{result}\nseed 2\n{hand}\n{result}\n\n{closing}\n")
}

const HAND: &str = "hand 1: you 1, computer 10, computer takes them; you 0 computer 2 pile 0";

#[test]
fn game_results_in_many_wordings() {
    use GameResult::*;
    let cases: &[(&str, GameResult)] = &[
        ("Results : I WON !!!", ComputerWon),
        ("Results : YOU WON !!!", PlayerWon),
        ("Results : WE TIED !!!", Tied),
        ("Winner of game 1: Computer, 28 cards to 24", ComputerWon),
        ("Winner of this game: the Player, 28 to 24", PlayerWon),
        ("=> dealer wins", ComputerWon),
        ("=> you win", PlayerWon),
        ("the house wins.", ComputerWon),
        ("Computer won the game", ComputerWon),
        ("i win this game, 28 cards to your 24.", ComputerWon),
        (
            "Final Score: You 24, Dealer 28 -> The Dealer Wins",
            ComputerWon,
        ),
        ("The CPU wins game 1, 28-24.", ComputerWon),
        ("GAME 1: DEAD HEAT", Tied),
        ("Game over - a tie, 26 apiece", Tied),
        // Both counts out of the deck, the verdict after an arrow.
        ("you 24/52 - me 28/52  ==> I WIN", ComputerWon),
        ("you 28/52 - me 24/52  ==> YOU WIN", PlayerWon),
        ("you 26/52 - me 26/52  ==> TIE", Tied),
    ];
    for (line, expected) in cases {
        let text = two_games(HAND, line, "44 of 100 games ended with a tie pile");
        assert_eq!(results(&text), [*expected, *expected], "{line}");
    }
}

#[test]
fn a_label_line_above_its_values_is_not_a_result() {
    let text = "seed 1\nhand 1\nPlayer's card\n    1\nComputer's card\n    10\n\
                Hand won by\n    the computer\nCards won by the player\n    0\n\
                Cards won by the computer\n    2\nTie pile\n    0\nGame result\n    the computer wins\n";
    assert_eq!(results(text), [GameResult::ComputerWon]);
    assert!(events(text).contains(&WarEvent::Piles {
        player: 0,
        computer: 2
    }));
}

#[test]
fn closing_counts_in_many_wordings() {
    let cases: &[(&str, Option<i64>, i64)] = &[
        (
            "After 2 games, 1 games ended with the last cards played being the same",
            Some(2),
            1,
        ),
        ("left in the pile at the end: 1/2 games", Some(2), 1),
        (
            "Games that ended with cards still in the tie pile: 1 of 2",
            Some(2),
            1,
        ),
        ("games=2 ended_with_tie_pile=1", Some(2), 1),
        (
            "One of the two games ended with cards in the tie pile.",
            Some(2),
            1,
        ),
        ("... Tied Pile: 1 / 2", Some(2), 1),
        ("1 games ended with cards left in the tie pile.", None, 1),
        // A recap of results around the count: the line naming the pile.
        (
            "RECAP\nGAMES PLAYED:   2\nYOU WON:        0\nCOMPUTER WON:   2\nTIED GAMES:     0\nGAMES ENDING WITH CARDS IN THE TIE PILE: 1",
            None,
            1,
        ),
    ];
    assert_closing_counts(cases);
}

/// Each closing of `cases` read after two games the computer won: the
/// number of games it states, if any, and its count.
pub(super) fn assert_closing_counts(cases: &[(&str, Option<i64>, i64)]) {
    for (closing, games, count) in cases {
        let text = two_games(HAND, "Winner of game: Computer, 2 cards to 0", closing);
        assert_eq!(
            tie_counts(&text),
            [WarEvent::TieCount {
                games: *games,
                ending_in_tie: *count
            }],
            "{closing}"
        );
    }
}

#[test]
fn a_count_on_the_last_results_line_is_read_from_it() {
    let text = "seed 1\nHand 1 : You played a 1 and I played a 10 So I won these cards \
                You have won 0 cards and I have won 2 cards There are 0 cards in the Tie pile \
                Results : I WON !!! After 1 games, 0 games ended with the last cards played being the same";
    let found = events(text);
    assert!(found.contains(&WarEvent::GameResult(GameResult::ComputerWon)));
    assert!(found.contains(&WarEvent::TieCount {
        games: Some(1),
        ending_in_tie: 0
    }));
}

#[test]
fn both_sides_count_labels_on_a_result_line_are_not_its_result() {
    use GameResult::*;
    let cases: &[(&str, GameResult)] = &[
        ("seed=1 result=cpu you_won=24 cpu_won=28", ComputerWon),
        ("seed=1 result=you you_won=28 cpu_won=24", PlayerWon),
        ("game 1 result: tie, you won 26 and I won 26", Tied),
        (
            "Results: I WON! You have won 24 cards and I have won 28",
            ComputerWon,
        ),
        // One side's count alone is how it won.
        ("Game 1: you won 28 to 24", PlayerWon),
    ];
    for (line, expected) in cases {
        let text = two_games(HAND, line, "44 of 100 games ended with a tie pile");
        assert_eq!(results(&text), [*expected, *expected], "{line}");
    }
}

#[test]
fn the_winner_named_between_the_cards_is_the_first_card_s_side() {
    use HandWinner::*;
    // (a hand, its cards (player, computer), its winner)
    let cases: &[(&str, (i64, i64), HandWinner)] = &[
        (
            "hand 1: the computer's 10 beats your Ace.\n   score: you 0 : 2 computer",
            (1, 10),
            Computer,
        ),
        (
            "hand 2: your Queen beats the computer's 5.\n   score: you 2 : 2 computer",
            (12, 5),
            Player,
        ),
        (
            "Hand 3 - Dealer's King takes your 9\nWon: you 0, dealer 2",
            (9, 13),
            Computer,
        ),
        (
            "hand 4: your 2 and the computer's 2 are equal, a tie.\n   score: you 2 : 2 computer",
            (2, 2),
            Tie,
        ),
    ];
    for (hand, cards, winner) in cases {
        let found = events(&format!("Seed 1\n{hand}\n"));
        for event in [
            WarEvent::Cards {
                player: cards.0,
                computer: cards.1,
            },
            WarEvent::HandWinner(*winner),
        ] {
            assert!(found.contains(&event), "{hand}: {event:?} not in {found:?}");
        }
    }
}

#[test]
fn a_grid_with_the_hands_across_reads_hand_by_hand() {
    let text = "Seed 1\n\
                Hand       1  2  3  4\n\
                You        A  Q  2  K\n\
                Comp      10  5  2  4\n\
                Winner     C  Y  -  Y\n\
                You won    0  2  2  6\n\
                Comp won   2  2  2  2\n\
                Tie pile   0  0  2  0\n\
                Result: you win (6 to 2)\n";
    let found = events(text);
    let hand_three = [
        WarEvent::Hand(3),
        WarEvent::Cards {
            player: 2,
            computer: 2,
        },
        WarEvent::HandWinner(HandWinner::Tie),
        WarEvent::Piles {
            player: 2,
            computer: 2,
        },
        WarEvent::TiePile(2),
    ];
    let at = found
        .iter()
        .position(|event| *event == WarEvent::Hand(3))
        .expect("hand 3");
    assert_eq!(found[at..at + 5], hand_three, "{found:?}");
    assert_eq!(results(text), [GameResult::PlayerWon]);
    // Each event is placed in the grid, at its cell.
    let placed = read_war_values(text, 0, 1);
    let tie = placed
        .iter()
        .find(|event| event.event == WarEvent::HandWinner(HandWinner::Tie))
        .unwrap();
    assert!(
        text[tie.offset..].starts_with("-  Y\n"),
        "{:?}",
        &text[tie.offset..]
    );
}

#[test]
fn a_winner_shown_as_a_dash_is_nobody() {
    let text = "Seed 1\nHand 1\nYou 2\nComp 2\nWinner -\nYou won 0\nComp won 0\nTie pile 2\n\
                Hand 2\nYou 5\nComp 3\nWinner Y\nYou won 4\nComp won 0\nTie pile 0\n";
    let winners: Vec<WarEvent> = events(text)
        .into_iter()
        .filter(|event| matches!(event, WarEvent::HandWinner(_)))
        .collect();
    assert_eq!(
        winners,
        [
            WarEvent::HandWinner(HandWinner::Tie),
            WarEvent::HandWinner(HandWinner::Player)
        ]
    );
}

#[test]
fn a_game_with_equal_cards_in_its_hands_is_not_a_rules_block() {
    let hands: String = (1..=8)
        .map(|hand| match hand {
            2 | 5 => format!("hand {hand}: your 4 and the computer's 4 are equal, a tie.\n   score: you 0 : 0 computer\n"),
            _ => format!("hand {hand}: your 9 beats the computer's 3.\n   score: you 2 : 0 computer\n"),
        })
        .collect();
    let text = format!("seed 1\n{hands}");
    let found = events(&text);
    assert!(found.contains(&WarEvent::Hand(6)), "{found:?}");
}

#[test]
fn records_split_by_semicolons_or_tabs_read_by_their_header() {
    for separator in [";", "\t", " | "] {
        let row = |cells: &[&str]| cells.join(separator);
        let text = format!(
            "seed{separator}1\n{}\n{}\n{}\n",
            row(&[
                "hand",
                "player",
                "computer",
                "taken by",
                "player won",
                "computer won",
                "tie pile"
            ]),
            row(&["1", "1", "10", "computer", "0", "2", "0"]),
            row(&["2", "3", "3", "tie", "0", "2", "2"]),
        );
        let found = events(&text);
        for event in [
            WarEvent::Cards {
                player: 1,
                computer: 10,
            },
            WarEvent::HandWinner(HandWinner::Computer),
            WarEvent::Piles {
                player: 0,
                computer: 2,
            },
            WarEvent::Cards {
                player: 3,
                computer: 3,
            },
            WarEvent::HandWinner(HandWinner::Tie),
            WarEvent::TiePile(2),
        ] {
            assert!(
                found.contains(&event),
                "{separator:?}: {event:?} not in {found:?}"
            );
        }
    }
}

#[test]
fn hands_in_many_wordings() {
    use HandWinner::*;
    // (a hand's text, cards (player, computer), winner, piles)
    let cases: &[(&str, (i64, i64), HandWinner, (i64, i64))] = &[
        (
            "Hand 1 :\nYou played a 1 and I played a 10\nSo I won these cards\nYou have won 0 cards and I have won 2 cards\nThere are 0 cards in the Tie pile",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            "hand #1: Player plays Ace, Computer plays 10 -> Computer wins the hand\n   Player has 0 cards, Computer has 2 cards, Tie pile: 0",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            " 1.  12 v 5   you     2-0  pile 0",
            (12, 5),
            Player,
            (2, 0),
        ),
        (
            "HAND  1: HUMAN K  | MACHINE 10 -> HUMAN TAKES 2 CARDS\nWON SO FAR -- HUMAN 2, MACHINE 0; TIE PILE 0",
            (13, 10),
            Player,
            (2, 0),
        ),
        (
            "hand 1: you turn up an ace, i turn up a ten. mine, i take them.\ni hold 2, you hold 0, the middle holds 0",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            "Hand 1\nCPU : 10\nYou : A (1)\n-> the CPU collects\ntotals  CPU  2 | You  0 | tie pile 0",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            "Hand  1   P1-House  7-7   Nobody Wins The Hand   P1  0   House  0   Pot 2",
            (7, 7),
            Tie,
            (0, 0),
        ),
        (
            "seed=1 hand=1 you=4 cpu=2 taken_by=you you_won=2 cpu_won=0 tie_pile=0",
            (4, 2),
            Player,
            (2, 0),
        ),
    ];
    assert_hands(cases);
}

/// Each hand of `cases` read after "Seed 1": its cards, winner and piles.
fn assert_hands(cases: &[(&str, (i64, i64), HandWinner, (i64, i64))]) {
    for (hand, cards, winner, piles) in cases {
        let text = format!("Seed 1\n{hand}\n");
        let found = events(&text);
        let wanted = [
            WarEvent::Cards {
                player: cards.0,
                computer: cards.1,
            },
            WarEvent::HandWinner(*winner),
            WarEvent::Piles {
                player: piles.0,
                computer: piles.1,
            },
        ];
        for event in wanted {
            assert!(found.contains(&event), "{hand}: {event:?} not in {found:?}");
        }
    }
}

#[test]
fn a_face_letter_beside_a_side_s_name_is_a_card() {
    use HandWinner::*;
    assert_hands(&[
        (
            "  hand  4 | player K  computer 4  | player takes | player  6, computer  2, pile 0",
            (13, 4),
            Player,
            (6, 2),
        ),
        (
            "hand 2: you Q  cpu 5  => you take them; you 2 cpu 2 pile 0",
            (12, 5),
            Player,
            (2, 2),
        ),
        (
            "hand 3 - player 10, computer J - computer takes - player 8, computer 10, tie pile 0",
            (10, 11),
            Computer,
            (8, 10),
        ),
    ]);
}

#[test]
fn a_card_given_for_a_side_is_that_side_s() {
    use HandWinner::*;
    assert_hands(&[
        (
            "Hand 1: I turn up a Five for you and a Ace for the computer. You take them.\n   Won so far - you: 2, computer: 0. Tie pile: 0.",
            (5, 1),
            Player,
            (2, 0),
        ),
        (
            "Hand 1: the dealer shows a 3 for the computer and a 9 for you; you win.\n   you 2, computer 0, tie pile 0",
            (9, 3),
            Player,
            (2, 0),
        ),
        (
            "Hand 1: there is a King for the player, a Queen for the computer. The player takes both.\n   player 2, computer 0, pile 0",
            (13, 12),
            Player,
            (2, 0),
        ),
    ]);
}

#[test]
fn a_number_after_a_hash_counts_the_hands() {
    use HandWinner::*;
    assert_hands(&[
        (
            "#1 you 1 / computer 10: computer's | you 0, computer 2, middle 0",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            "# 4   you 13   computer 4   you take them   you 6 computer 2 pile 0",
            (13, 4),
            Player,
            (6, 2),
        ),
        (
            "#12) player 2 vs computer 8, computer wins; player 6, computer 4, pile 0",
            (2, 8),
            Computer,
            (6, 4),
        ),
    ]);
    let found =
        events("Seed 1\n#7 you 1 / computer 10: computer's | you 0, computer 2, middle 0\n");
    assert!(found.contains(&WarEvent::Hand(7)), "{found:?}");
}

#[test]
fn sides_named_in_the_transcript_s_language() {
    use HandWinner::*;
    assert_hands(&[
        (
            "Kierros  1: sinä A   kone 10  ❌ kone voitti  (sinä 0, kone 2, pöydässä 0)",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            "Kierros 2: kone 5, sinä Q - sinä voitit (sinulla 2, koneella 0, pöydässä 0)",
            (12, 5),
            Player,
            (2, 0),
        ),
        (
            "Omgång 1: du 4, datorn 9 - datorn vann (du 0, datorn 2, hög 0)",
            (4, 9),
            Computer,
            (0, 2),
        ),
        (
            "Manche 1 : toi 7, l'ordinateur 2 -> tu gagnes (toi 2, l'ordinateur 0, tas 0)",
            (7, 2),
            Player,
            (2, 0),
        ),
        (
            "Runde 1: Du: Bube  Ich: Koenig  -> ich gewinne  [Du 0 | Ich 2 | Stapel 0]",
            (11, 13),
            Computer,
            (0, 2),
        ),
    ]);
}

#[test]
fn hands_that_say_higher_each_time_are_no_rules_block() {
    let hands: String = (1..=6)
        .map(|hand| {
            format!(
                "Hand {hand}: you flipped over a 9, and the computer flipped over a 3. Your card is higher so you take them!\n   So far you have 2 cards, the computer has 0 cards, and the tie pile has 0 cards.\n"
            )
        })
        .collect();
    let found = events(&format!("seed 1\n{hands}"));
    let cards = found
        .iter()
        .filter(|event| {
            **event
                == WarEvent::Cards {
                    player: 9,
                    computer: 3,
                }
        })
        .count();
    assert_eq!(cards, 6, "{found:?}");
    // A rules paragraph that says "higher" and "rank" is still not read.
    let rules = "seed 1\nhand 1: you 9, computer 3, you take them; you 2 computer 0 pile 0\n\n\
                 The higher card wins; ranks go from 1 to 13.\nAn equal rank goes to the tie pile.\n\
                 The deck has 52 cards, 26 each.\n\nhand 2: you 9, computer 3, you take them; you 4 computer 0 pile 0\n";
    let found = events(rules);
    assert!(
        !found
            .iter()
            .any(|event| matches!(event, WarEvent::Cards { player: 1, .. })),
        "{found:?}"
    );
    assert!(found.contains(&WarEvent::Hand(2)), "{found:?}");
}
