//! The draw-guided War reader on small transcripts whose draws are known:
//! lines with numbers that are not the next dealt hand (summaries, hand
//! counters, result lines, seed lines) are no hands, games begin where their
//! draws do, and cards shown as words are placed as digits are.

use reference::war::{GameResult, HandWinner};

use super::read_war_values_dealt;
use crate::checks::war::dealt_games::DealtGames;
use crate::checks::war::war_games::{group_war_events, SeedSource, WarRun};

/// Two games of three hands: what the draws deal.
const DEALT: [[(i64, i64); 3]; 2] = [[(1, 10), (12, 5), (2, 2)], [(5, 2), (7, 7), (3, 4)]];

fn read(text: &str) -> WarRun {
    let dealt = DealtGames {
        games: DEALT.iter().map(|game| game.to_vec()).collect(),
    };
    group_war_events(&read_war_values_dealt(text, 0, 1, Some((&dealt, 13))), 1)
}

type Hand = (
    (i64, i64),
    Option<HandWinner>,
    Option<(i64, i64)>,
    Option<i64>,
);

fn hands(run: &WarRun) -> Vec<Vec<Hand>> {
    run.games
        .iter()
        .map(|game| {
            game.hands
                .iter()
                .map(|hand| {
                    (
                        hand.cards.map_or((0, 0), |cards| cards.value),
                        hand.winner.map(|winner| winner.value),
                        hand.piles.map(|piles| piles.value),
                        hand.tie_pile.map(|pile| pile.value),
                    )
                })
                .collect()
        })
        .collect()
}

fn cards(run: &WarRun) -> Vec<Vec<(i64, i64)>> {
    hands(run)
        .into_iter()
        .map(|game| game.into_iter().map(|hand| hand.0).collect())
        .collect()
}

fn dealt_cards() -> Vec<Vec<(i64, i64)>> {
    DEALT.iter().map(|game| game.to_vec()).collect()
}

use HandWinner::{Computer as C, Player as P, Tie as T};

#[test]
fn lines_with_numbers_that_are_not_the_next_hand_are_no_hands() {
    let layouts = [
        // A summary every two hands, in Polish, with its count of hands.
        "Rozdanie 1: gracz 1 komputer 10 -> bierze komputer\n\
         Rozdanie 2: gracz 12 komputer 5 -> bierze gracz\n\
         \x20 [stan po 2 rozdaniach] gracz: 2 kart, komputer: 2 kart, na stosie: 0\n\
         Rozdanie 3: gracz 2 komputer 2 -> remis\n\
         \x20 [stan po 3 rozdaniach] gracz: 2 kart, komputer: 2 kart, na stosie: 2\n\
         Wynik partii: remis (2 do 2)\n\
         Rozdanie 1: gracz 5 komputer 2 -> bierze gracz\n\
         Rozdanie 2: gracz 7 komputer 7 -> remis\n\
         \x20 [stan po 2 rozdaniach] gracz: 2 kart, komputer: 0 kart, na stosie: 2\n\
         Rozdanie 3: gracz 3 komputer 4 -> bierze komputer\n\
         \x20 [stan po 3 rozdaniach] gracz: 2 kart, komputer: 4 kart, na stosie: 0\n\
         Wynik partii: wygrywa komputer (4 do 2)\n",
        // Terse: a counter, the cards, the winner's letter, the counts, the
        // tie pile; the result names the winner's count first; seed lines.
        "s1\n 1 1:10 C 0/2 t0\n 2 12:5 P 2/2 t0\n 3 2:2 = 2/2 t2\n=> = 2-2\n\
         s2\n 1 5:2 P 2/0 t0\n 2 7:7 = 2/0 t2\n 3 3:4 C 2/4 t0\n=> C 4-2\n\
         1/2 games ended w/ cards in tie pile\n",
        // Every hand numbered, a running score between the hands.
        "Game 1\nHand 1 - you 1, me 10. Mine.\nScore 0 to 2 (pile 0)\n\
         Hand 2 - you 12, me 5. Yours.\nScore 2 to 2 (pile 0)\n\
         Hand 3 - you 2, me 2. Tie.\nScore 2 to 2 (pile 2)\nGame 1 is a tie 2 to 2\n\
         Game 2\nHand 1 - you 5, me 2. Yours.\nScore 2 to 0 (pile 0)\n\
         Hand 2 - you 7, me 7. Tie.\nScore 2 to 0 (pile 2)\n\
         Hand 3 - you 3, me 4. Mine.\nScore 2 to 4 (pile 0)\nI win game 2, 4 to 2\n",
        // A table a game, each side's won cards under "your pile", "my pile".
        "GAME 1 (seed 1)\n hand | you | me | who takes | your pile | my pile | tie pile\n\
            1 |  A  | 10 | me  | 0 | 2 | 0\n   2 |  Q  |  5 | you | 2 | 2 | 0\n\
            3 |  2  |  2 | tie | 2 | 2 | 2\nFinal count: you 2, me 2 => game 1 is a draw.\n\
         GAME 2 (seed 2)\n hand | you | me | who takes | your pile | my pile | tie pile\n\
            1 |  5  |  2 | you | 2 | 0 | 0\n   2 |  7  |  7 | tie | 2 | 0 | 2\n\
            3 |  3  |  4 | me  | 2 | 4 | 0\nFinal count: you 2, me 4 => I win game 2.\n",
    ];
    // Every layout shows the counts after the second and third hands, and
    // the winner of each hand that is not tied.
    let piles = [
        [None, Some((2, 2)), Some((2, 2))],
        [None, Some((2, 0)), Some((2, 4))],
    ];
    let winners = [[Some(C), Some(P), None], [Some(P), None, Some(C)]];
    for text in layouts {
        let run = read(text);
        assert_eq!(cards(&run), dealt_cards(), "{text}");
        for (game, (piles, winners)) in hands(&run).iter().zip(piles.iter().zip(&winners)) {
            for (hand, (piles, winner)) in game.iter().zip(piles.iter().zip(winners)) {
                if piles.is_some() {
                    assert_eq!(hand.2, *piles, "{text}");
                }
                if winner.is_some() {
                    assert_eq!(hand.1, *winner, "{text}");
                }
            }
        }
        let results: Vec<Option<GameResult>> = run
            .games
            .iter()
            .map(|game| game.result.map(|result| result.value))
            .collect();
        // ("=> = 2-2", a tie shown by "=" alone, is not read as a result.)
        let shown_results = if text.starts_with("s1") { 1.. } else { 0.. };
        assert_eq!(
            results[shown_results.clone()],
            [Some(GameResult::Tied), Some(GameResult::ComputerWon)][shown_results],
            "{text}"
        );
    }
    // The closing count after the last result is the count, no hand's.
    let terse = read(layouts[1]);
    assert_eq!(terse.tie_count.map(|count| count.value), Some((Some(2), 1)));
}

#[test]
fn games_begin_where_their_draws_do() {
    // No seed line, no hand number: the draws alone say where game 2 begins.
    let bare = "You 1 v Me 10, mine\nYou 12 v Me 5, yours\nYou 2 v Me 2, tie\n\
                You 5 v Me 2, yours\nYou 7 v Me 7, tie\nYou 3 v Me 4, mine\n";
    let run = read(bare);
    assert_eq!(cards(&run), dealt_cards());
    assert_eq!(
        run.games.iter().map(|game| game.seed).collect::<Vec<_>>(),
        [Some(1), Some(2)]
    );
    assert!(run
        .games
        .iter()
        .all(|game| game.seed_source == SeedSource::Following));
    // A printed seed is the game's, read as printed.
    let seeded = format!("Seed = 7\n{}", bare.replacen("You 5", "Seed = 8\nYou 5", 1));
    let run = read(&seeded);
    assert_eq!(
        run.games
            .iter()
            .map(|game| (game.seed, game.seed_source))
            .collect::<Vec<_>>(),
        [
            (Some(7), SeedSource::Printed),
            (Some(8), SeedSource::Printed)
        ]
    );
}

#[test]
fn cards_shown_as_words_are_placed_as_digits_are() {
    let text = "You turn up an Ace, I turn up a Ten: mine\n\
                You turn up a Queen, I turn up a Five: yours\n\
                You turn up a Two, I turn up a Two: a tie\n\
                You turn up a Five, I turn up a Two: yours\n\
                You turn up a Seven, I turn up a Seven: a tie\n\
                You turn up a Three, I turn up a Four: mine\n";
    let run = read(text);
    assert_eq!(cards(&run), dealt_cards());
    let winners: Vec<Vec<Option<HandWinner>>> = hands(&run)
        .into_iter()
        .map(|game| game.into_iter().map(|hand| hand.1).collect())
        .collect();
    assert_eq!(
        winners,
        [[Some(C), Some(P), Some(T)], [Some(P), Some(T), Some(C)]]
    );
}

#[test]
fn cards_other_than_the_drawn_ones_are_read_as_shown() {
    // The second hand shows 12 v 6 where 12 v 5 was drawn: the hands cannot
    // be placed, and the reader by shape reads what was shown (so `deal`
    // judges the cards the program showed).
    let hand = |number: usize, (player, computer): (i64, i64)| {
        format!("Hand {number} :\nYou played a {player} and I played a {computer}\n")
    };
    let mut text = String::new();
    for (seed, game) in [[(1, 10), (12, 6), (2, 2)], DEALT[1]].iter().enumerate() {
        text += &format!("Seed = {} :\n", seed + 1);
        for (number, &cards) in game.iter().enumerate() {
            text += &hand(number + 1, cards);
        }
    }
    let run = read(&text);
    let shown: Vec<(i64, i64)> = cards(&run).into_iter().flatten().collect();
    assert_eq!(shown[1], (12, 6));
    assert_eq!(shown.len(), 6);
}
