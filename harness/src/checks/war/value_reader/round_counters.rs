//! A word that names games in some programs and hands in others ("Round 3",
//! "Deal 3"): where the numbers it labels start again from 1 game after
//! game (1, 2, ... 26, 1, 2, ...), it numbers the hands of each game, and its
//! lines are hands, not games' results.

use std::collections::HashSet;

use super::{Value, Word};
use crate::reading::{line_start, words_of};

/// Restarts from 1 after counting up that make a word a hand counter: a
/// word numbering games counts up once, 1 to the last game.
const LEAST_RESTARTS: usize = 2;

/// Label as a hand's number each value labelled by a game's word alone
/// (no side, no seed) where that word's numbers restart from 1, after
/// counting past it, `LEAST_RESTARTS` times or more; such a value's line
/// holds no game's result. The starts of the lines so numbered.
pub(super) fn mark_round_counters(text: &str, values: &mut [Value]) -> HashSet<usize> {
    let game_labelled: Vec<(usize, String)> = values
        .iter()
        .enumerate()
        .filter(|(_, value)| {
            value.before.last() == Some(&Word::Game)
                && !value.before.iter().any(|word| {
                    matches!(
                        word,
                        Word::Player | Word::Computer | Word::Seed | Word::Hand
                    )
                })
        })
        .filter_map(|(index, value)| {
            let line = line_start(text, value.start);
            let word = words_of(&text[line..value.start]).pop()?;
            Some((index, word.folded))
        })
        .collect();
    let mut labels: Vec<&str> = game_labelled
        .iter()
        .map(|(_, word)| word.as_str())
        .collect();
    labels.sort_unstable();
    labels.dedup();
    let mut counter_lines = HashSet::new();
    for label in labels {
        let numbered: Vec<usize> = game_labelled
            .iter()
            .filter(|(_, word)| word == label)
            .map(|(index, _)| *index)
            .collect();
        let restarts = numbered
            .windows(2)
            .filter(|pair| values[pair[1]].value == 1 && values[pair[0]].value > 1)
            .count();
        if restarts < LEAST_RESTARTS {
            continue;
        }
        for &index in &numbered {
            values[index].before = vec![Word::Hand];
            counter_lines.insert(line_start(text, values[index].start));
        }
    }
    if !counter_lines.is_empty() {
        for value in values.iter_mut() {
            if counter_lines.contains(&line_start(text, value.start)) {
                value.result_line = false;
            }
        }
    }
    counter_lines
}

#[cfg(test)]
mod tests {
    use super::super::read_war_values;
    use crate::checks::war::WarEvent;
    use reference::war::HandWinner;

    /// Two games of three hands each, every hand as `hand` with its number.
    fn games(hand: &str) -> String {
        let mut text = String::new();
        for seed in 1..=3 {
            text.push_str(&format!("seed {seed}\n"));
            for number in 1..=3 {
                text.push_str(&hand.replace("{n}", &number.to_string()));
                text.push('\n');
            }
            text.push_str("The computer wins the game.\n");
        }
        text
    }

    #[test]
    fn a_game_word_restarting_at_one_numbers_hands() {
        let wordings = [
            "Round {n}: you flipped over a 5, the computer a 3. Your card is higher so you take them!",
            "Deal {n} - you 5, computer 3; you take them",
            "ROUND {n}  YOU 5  CPU 3  YOU WIN THE HAND",
        ];
        for hand in wordings {
            let events: Vec<WarEvent> = read_war_values(&games(hand), 0, 1)
                .into_iter()
                .map(|event| event.event)
                .collect();
            assert!(events.contains(&WarEvent::Hand(3)), "{hand}: {events:?}");
            let cards = events
                .iter()
                .filter(|event| {
                    **event
                        == WarEvent::Cards {
                            player: 5,
                            computer: 3,
                        }
                })
                .count();
            assert_eq!(cards, 9, "{hand}: {events:?}");
            assert!(
                events.contains(&WarEvent::HandWinner(HandWinner::Player)),
                "{hand}"
            );
        }
    }

    #[test]
    fn a_game_word_counting_up_once_numbers_games() {
        let text = "Round 1 (seed 1)\nhand 1: you 5, computer 3\nRound 2 (seed 2)\nhand 1: you 5, computer 3\n";
        let events: Vec<WarEvent> = read_war_values(text, 0, 1)
            .into_iter()
            .map(|event| event.event)
            .collect();
        assert!(!events.contains(&WarEvent::Hand(2)), "{events:?}");
    }
}
