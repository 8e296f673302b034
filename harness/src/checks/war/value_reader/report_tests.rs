//! The War value reader on who "I" is, on a table's winner column, and on
//! the lines that report the run after the last hand, each rule in English
//! and in other languages.

use super::tests::{assert_closing_counts, events, tie_counts};
use super::war_words::first_person_side;
use super::*;

#[test]
fn the_first_person_is_the_computer_unless_the_computer_is_named_and_the_player_never_addressed() {
    use HandWinner::*;
    let cases: &[(&str, HandWinner)] = &[
        (
            "Hand 1 : You played a 1 and I played a 10\nSo I won these cards",
            Computer,
        ),
        (
            "Hand 1: I turn up a 5, the computer turns up a 10. The computer wins.",
            Player,
        ),
        (
            "Runde  Du  Ich  Gewinner   Du hat  Ich habe  Stapel\n    1   1   10  ich   0   2   0",
            Computer,
        ),
        (
            "Runde 1: ich lege 5, der Rechner legt 10. Der Rechner gewinnt.",
            Player,
        ),
        ("Kierros 1: sinä 1, minä 10, minä voitin", Computer),
        ("Kierros 1: minä 5, kone 10, kone voitti", Player),
        (
            " käsi | sina | mina | võitja | sinu kaarte | minu kaarte | viigihunnik",
            Computer,
        ),
        ("Omgång 1: du 4, jag 9 - jag vann", Computer),
        ("Omgång 1: jag 4, datorn 9 - datorn vann", Player),
    ];
    for (text, speaker) in cases {
        let sides = CourseLanguages::used_in(text);
        assert_eq!(first_person_side(text, &sides), *speaker, "{text}");
    }
}

/// A table's hand: (cards, the winner's column, piles, tie pile).
type TableHand = ((i64, i64), HandWinner, (i64, i64), i64);

const TABLE_HANDS: [TableHand; 6] = [
    ((1, 10), HandWinner::Computer, (0, 2), 0),
    ((12, 5), HandWinner::Player, (2, 2), 0),
    ((2, 2), HandWinner::Tie, (2, 2), 2),
    ((13, 4), HandWinner::Player, (6, 2), 0),
    ((2, 8), HandWinner::Computer, (6, 4), 0),
    ((3, 4), HandWinner::Computer, (6, 6), 0),
];

#[test]
fn a_table_s_winner_column_names_the_winner_not_the_next_value_s_side() {
    // (header, separator, the winner column's words: player, computer, tie)
    let tables: &[(&str, &str, [&str; 3])] = &[
        (
            "Hand  You  I  Winner   You have  I have  Pile",
            "  ",
            ["you", "I", "tie"],
        ),
        (
            "Runde  Du  Ich  Gewinner   Du hat  Ich habe  Stapel",
            "  ",
            ["du", "ich", "gleich"],
        ),
        (
            "Omgång  Du  Jag  Vinnare  Du har  Jag har  Hög",
            "  ",
            ["du", "jag", "oavgjort"],
        ),
        (
            " käsi | sina | mina | võitja | sinu kaarte | minu kaarte | viigihunnik",
            " | ",
            ["sina", "mina", "viik"],
        ),
        (
            "Hand  You  Computer  Winner  Yours  Computer's  Pile",
            "  ",
            ["you", "computer", "-"],
        ),
    ];
    for (header, separator, winners) in tables {
        let mut text = format!("Seed 1\n{header}\n");
        for (number, ((mine, theirs), winner, (won, won_theirs), pile)) in
            TABLE_HANDS.iter().enumerate()
        {
            let winner = winners[*winner as usize];
            let cells = [number as i64 + 1, *mine, *theirs].map(|value| format!("{value:>4}"));
            let counts = [*won, *won_theirs, *pile].map(|value| format!("{value:>4}"));
            text.push_str(&format!(
                "{}{separator}{winner:<8}{separator}{}\n",
                cells.join(separator),
                counts.join(separator)
            ));
        }
        let found = events(&text);
        let piles: Vec<(i64, i64)> = found
            .iter()
            .filter_map(|event| match event {
                WarEvent::Piles { player, computer } => Some((*player, *computer)),
                _ => None,
            })
            .collect();
        let cards: Vec<(i64, i64)> = found
            .iter()
            .filter_map(|event| match event {
                WarEvent::Cards { player, computer } => Some((*player, *computer)),
                _ => None,
            })
            .collect();
        assert_eq!(cards, TABLE_HANDS.map(|hand| hand.0), "{text}{found:?}");
        assert_eq!(piles, TABLE_HANDS.map(|hand| hand.2), "{text}{found:?}");
    }
}

#[test]
fn a_total_after_of_is_the_number_of_games_not_the_count() {
    // The second game's result is not read, so the number of games is told
    // by the closing lines alone.
    let closings = [
        "games that ended with cards in the tie pile:\n1\n(out of 2)",
        "Spiele mit Karten auf dem Stapel am Ende:\n1\n(von 2)",
        "partite finite con carte nel mucchio:\n1\n(su 2)",
        "parties finies avec des cartes au tas : 1 sur 2",
    ];
    for closing in closings {
        let text = format!(
            "seed 1\nhand 1: you 1, computer 10, computer takes them; you 0 computer 2 pile 0\n\
             Winner of game: Computer, 2 cards to 0\n\
             seed 2\nhand 1: you 1, computer 10, computer takes them; you 0 computer 2 pile 0\n\
             ==> over\n\n{closing}\n"
        );
        assert_eq!(
            tie_counts(&text),
            [WarEvent::TieCount {
                games: Some(2),
                ending_in_tie: 1
            }],
            "{closing}"
        );
    }
}

#[test]
fn a_closing_sentence_after_the_numbered_hands_is_no_hand() {
    // (a hand's lines, a result line the reader does not know, the closing)
    let cases: &[(&str, &str, &str)] = &[
        (
            "Hand {n}: you 5, me 1 -> you take them\n   won: you 2, me 0; pile 0",
            "~~ over ~~",
            "Over 2 deals, 1 finished with cards still waiting in the middle.",
        ),
        (
            "Mano {n}: tu 5, io 1 -> prendi tu\n   carte vinte: tu 2, io 0; nel mucchio 0",
            "Risultato: bene.",
            "Su 2 partite, 1 sono finite con carte nel mucchio dei pareggi.",
        ),
        (
            "Runde {n}: du 5, ich 1 -> du nimmst sie\n   gewonnen: du 2, ich 0; Stapel 0",
            "Ende.",
            "Bei 2 Durchgängen lagen 1 mal Karten auf dem Stapel.",
        ),
    ];
    for (hand, result, closing) in cases {
        let game = |seed: i64| {
            let hands: Vec<String> = (1..=3)
                .map(|n| hand.replace("{n}", &n.to_string()))
                .collect();
            format!("Seed {seed}\n{}\n{result}\n", hands.join("\n"))
        };
        let text = format!("{}{}\n{closing}\n", game(1), game(2));
        let found = events(&text);
        let cards = found
            .iter()
            .filter(|event| matches!(event, WarEvent::Cards { .. }))
            .count();
        assert_eq!(cards, 6, "{closing}: {found:?}");
        assert!(
            found.iter().all(|event| !matches!(
                event,
                WarEvent::Cards {
                    player: 2,
                    computer: 1
                } | WarEvent::Cards { player: 1, .. }
            )),
            "{closing}: {found:?}"
        );
    }
}

#[test]
fn a_recap_of_the_games_by_seed_is_not_the_closing_count() {
    // (the closing lines, the count read)
    let cases: &[(&str, Option<i64>, i64)] = &[
        (
            "Recap (you / me / tie pile):\n  seed 1: 0 / 2 / 0     seed 2: 0 / 2 / 2\n\
             After 2 games, 1 game ended with cards in the tie pile.",
            Some(2),
            1,
        ),
        (
            "1 of 2 games kept cards in the tie pile.\n\
             Seed 1 -> 0/2/0\nSeed 2 -> 0/2/2",
            Some(2),
            1,
        ),
        (
            "semilla 1 | 0 | 2 | 0\nsemilla 2 | 0 | 2 | 2\ntotal: 1 de 2 con cartas en el montón",
            Some(2),
            1,
        ),
    ];
    assert_closing_counts(cases);
    // Rows led by the seed that number hands are a game begun, cut short:
    // no recap, and no closing count.
    let cut_short =
        "seed 1\nhand 1: you 1, computer 10, computer takes them; you 0 computer 2 pile 0\n\
                     Winner of game: Computer, 2 cards to 0\n\
                     seed 2 hand 1: you 4 / computer 2 -> you 2 computer 0 pile 0\n\
                     seed 2 hand 2: you 3 / computer 3 -> you 2 computer 0 pile 2\n";
    assert_eq!(tie_counts(cut_short), [], "{cut_short}");
}
