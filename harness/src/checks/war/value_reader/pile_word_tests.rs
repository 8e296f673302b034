//! The War value reader on the words for the tie pile beside a hand's
//! winner ("and the 2 tie cards too": the pile's cards, no tie) and on the
//! Italian words for a seed, a tied hand and a game's result.

use super::tests::events;
use super::*;

#[test]
fn the_tie_pile_s_cards_taken_with_a_hand_are_no_tie() {
    use HandWinner::*;
    // (a hand after a tied one, its winner)
    let cases: &[(&str, HandWinner)] = &[
        (
            "hand 2: you show 13, I show 4. You take it -- and the 2 tie cards too!\n  you 6, me 2, tie pile 0",
            Player,
        ),
        (
            "hand 2: player 3, dealer 9 => dealer wins, collecting 4 tied cards as well\n  player 0, dealer 6, pot 0",
            Computer,
        ),
        (
            "hand 2: you 8 / cpu 11. cpu takes these plus one tie card each\n  you 0 cpu 4 middle 0",
            Computer,
        ),
        // A tied hand is still one.
        (
            "hand 2: you 5, computer 5. Tied! Both cards join the tie pile\n  you 0, computer 0, tie pile 2",
            Tie,
        ),
    ];
    for (hand, winner) in cases {
        let found = events(&format!("seed 1\n{hand}\n"));
        let winners: Vec<&WarEvent> = found
            .iter()
            .filter(|event| matches!(event, WarEvent::HandWinner(_)))
            .collect();
        assert_eq!(winners, [&WarEvent::HandWinner(*winner)], "{hand}");
    }
}

#[test]
fn italian_seeds_tied_hands_and_results_are_read() {
    use GameResult::*;
    // (each game's last hand and its result line, the winner and result)
    let cases: &[(&str, HandWinner, GameResult)] = &[
        (
            "mano 1: tu 1, io 10 >> vinco io\n  tu 0 io 2 pila pari 0\nRISULTATO: HO VINTO IO! (2 a 0)",
            HandWinner::Computer,
            ComputerWon,
        ),
        (
            "mano 1: tu 12, io 5 >> vinci tu\n  tu 2 io 0 pila pari 0\nrisultato della partita: hai vinto tu (2 a 0)",
            HandWinner::Player,
            PlayerWon,
        ),
        (
            "mano 1: tu 9, io 9 >> pari! tutte e due nella pila dei pari\n  tu 0 io 0 pila pari 2\nRisultato: PAREGGIO (0 a 0)",
            HandWinner::Tie,
            Tied,
        ),
    ];
    for (game, winner, result) in cases {
        let text = format!(
            "partita col seme 1\n{game}\npartita col seme 2\n{game}\n\n\
             Dopo 2 partite, 1 finita con carte nella pila dei pari\n"
        );
        let found = events(&text);
        for event in [
            WarEvent::Seed(1),
            WarEvent::Seed(2),
            WarEvent::HandWinner(*winner),
            WarEvent::GameResult(*result),
        ] {
            assert!(found.contains(&event), "{game}: {event:?} not in {found:?}");
        }
    }
}
