//! The War value reader on hands whose two cards are drawn as pictures side
//! by side: each card's rank in both corners, the sides' names as a caption
//! under the cards, the winner and the counts after them.

use super::tests::events;
use super::*;

/// One hand drawn as two cards (`corners`: how each card's rank is written),
/// `caption` under them, then `verdict` and `counts`.
fn drawn_hand(corners: (&str, &str), caption: &str, verdict: &str, counts: &str) -> String {
    let (left, right) = corners;
    format!(
        "Hand 1\n  .-----.   .-----.\n  |{left:<4} |   |{right:<4} |\n  |  #  |   |  #  |\n  \
         | {left:>4}|   | {right:>4}|\n  '-----'   '-----'\n{caption}\n{verdict}\n{counts}\n"
    )
}

/// Two corners, caption, verdict, counts; then the cards, winner and piles.
type DrawnCase = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    (i64, i64),
    HandWinner,
    (i64, i64),
);

#[test]
fn cards_drawn_side_by_side_are_read_once_with_their_caption_aside() {
    use HandWinner::*;
    // (the two corners, caption, verdict, counts; cards, winner, piles)
    let cases: &[DrawnCase] = &[
        (
            "Q",
            "5",
            "   PLAYER    DEALER",
            "  winner of the hand: PLAYER",
            "player 2 dealer 0 pot 0",
            (12, 5),
            Player,
            (2, 0),
        ),
        (
            "A",
            "10",
            "    you       cpu",
            "  hand won by the cpu",
            "you: 0   cpu: 2   tie pile: 0",
            (1, 10),
            Computer,
            (0, 2),
        ),
        (
            "7",
            "7",
            "   YOU      COMPUTER",
            "  a tie: both cards wait in the middle",
            "YOU 0 | COMPUTER 0 | middle 2",
            (7, 7),
            Tie,
            (0, 0),
        ),
    ];
    for &(left, right, caption, verdict, counts, cards, winner, piles) in cases {
        let text = format!(
            "seed 1\n{}",
            drawn_hand((left, right), caption, verdict, counts)
        );
        let found = events(&text);
        let card_events = found
            .iter()
            .filter(|event| matches!(event, WarEvent::Cards { .. }))
            .count();
        assert_eq!(card_events, 1, "{verdict}: {found:?}");
        for event in [
            WarEvent::Cards {
                player: cards.0,
                computer: cards.1,
            },
            WarEvent::HandWinner(winner),
            WarEvent::Piles {
                player: piles.0,
                computer: piles.1,
            },
        ] {
            assert!(
                found.contains(&event),
                "{verdict}: {event:?} not in {found:?}"
            );
        }
    }
}
