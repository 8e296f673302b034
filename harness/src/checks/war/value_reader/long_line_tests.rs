//! The War value reader on a whole run printed on one line: every hand is
//! read, as on short lines (the reader looks values' words and line starts
//! up rather than searching the line for each value, so this stays cheap).

use super::tests::events;
use super::*;

#[test]
fn every_hand_of_one_long_line_is_read() {
    const HANDS: usize = 4000;
    let hand = |index: usize| (index % 13 + 1, (index * 7) % 13 + 1);
    let line: Vec<String> = (0..HANDS)
        .map(|index| {
            let (player, computer) = hand(index);
            format!(
                "Hand {}: you {player}, computer {computer}; you {index} computer {index} pile 0",
                index + 1
            )
        })
        .collect();
    let text = format!("Seed = 1\n{}\n", line.join(" "));
    let cards: Vec<(i64, i64)> = events(&text)
        .into_iter()
        .filter_map(|event| match event {
            WarEvent::Cards { player, computer } => Some((player, computer)),
            _ => None,
        })
        .collect();
    let expected: Vec<(i64, i64)> = (0..HANDS)
        .map(|index| (hand(index).0 as i64, hand(index).1 as i64))
        .collect();
    let first_wrong = cards
        .iter()
        .zip(&expected)
        .position(|(read, shown)| read != shown);
    assert!(
        cards.len() == HANDS && first_wrong.is_none(),
        "{} hands read of {HANDS}; the first misread: {first_wrong:?}",
        cards.len()
    );
}
