//! Who a hand's or a game's words name as its winner: a side beside a word
//! of winning, a tie word, the side of the card a word of winning follows,
//! or a lone dash for nobody.

use reference::war::HandWinner;

use super::Word;
use crate::reading::Lexicon;

/// Who an outcome names: a tie word, a side next to a word of winning, or
/// (not `strict`) the first side named.
pub(super) fn outcome(words: &[Word], strict: bool) -> Option<HandWinner> {
    let side = |word: Word| match word {
        Word::Player => Some(HandWinner::Player),
        Word::Computer => Some(HandWinner::Computer),
        _ => None,
    };
    let near = |at: usize| matches!(words.get(at), Some(Word::Win | Word::Won | Word::Take));
    for &word in words {
        match word {
            Word::Tie => return Some(HandWinner::Tie),
            Word::ComputerTakes => return Some(HandWinner::Computer),
            Word::PlayerTakes => return Some(HandWinner::Player),
            _ => {}
        }
    }
    // A side before its word of winning ("the Dealer Wins") outranks one
    // after a label ("Final Score: You 24, ...", "Winner: you").
    let winning_after = words
        .iter()
        .enumerate()
        .find_map(|(index, &word)| side(word).filter(|_| near(index + 1)));
    let winning_before = || {
        words.iter().enumerate().find_map(|(index, &word)| {
            side(word).filter(|_| index.checked_sub(1).is_some_and(near))
        })
    };
    let in_order = || {
        words.iter().enumerate().find_map(|(index, &word)| {
            side(word).filter(|_| near(index + 1) || index.checked_sub(1).is_some_and(near))
        })
    };
    // A hand's winner is the first side with its word of winning, in order
    // ("taken_by=cpu you_won=2"); a result line's, the rank above.
    let found = if strict {
        winning_after.or_else(winning_before)
    } else {
        in_order()
    };
    if let Some(winner) = found {
        return Some(winner);
    }
    let mut sides = words.iter().filter_map(|&word| side(word));
    let first = sides.next();
    if strict {
        // "Winner of game 1: Computer": one side, and a word of winning.
        let one_side = first.filter(|&only| sides.all(|other| other == only));
        let winning = words
            .iter()
            .any(|word| matches!(word, Word::Win | Word::Won));
        return one_side.filter(|_| winning);
    }
    first
}

pub(super) fn side_of(words: &[Word]) -> Option<HandWinner> {
    words.iter().rev().find_map(|word| match word {
        Word::Player => Some(HandWinner::Player),
        Word::Computer => Some(HandWinner::Computer),
        _ => None,
    })
}

/// A word of winning between a hand's two cards names the side of the card
/// before it ("the computer's 10 beats your Ace", "your Queen beats the
/// computer's 5"); a tie word there, a tie.
pub(super) fn winner_between_cards(
    words: &[Word],
    first_card: Option<HandWinner>,
) -> Option<HandWinner> {
    if words.contains(&Word::Tie) {
        return Some(HandWinner::Tie);
    }
    let winning = words
        .iter()
        .any(|word| matches!(word, Word::Win | Word::Take));
    first_card.filter(|side| winning && *side != HandWinner::Tie)
}

/// A winner's label followed by a lone dash ("Winner -", "taken by: -"):
/// nobody took the hand.
pub(super) fn dash_for_nobody(region: &str, lexicon: &Lexicon<Word>) -> bool {
    let found = lexicon.find(region);
    let Some(&(word, _, end)) = found.last() else {
        return false;
    };
    let rest = region[end..].trim_matches(|c: char| c.is_whitespace() || c == ':' || c == '=');
    word == Word::Win
        && matches!(rest, "-" | "--" | "\u{2013}" | "\u{2014}")
        && side_of(&found.iter().map(|f| f.0).collect::<Vec<_>>()).is_none()
}

/// The concepts `region` (what a hand's record says after its cards, from
/// the end of its cards) names, less its captions: a whole line that names
/// the two sides and nothing else (their names under two cards drawn side
/// by side, "   YOU      CPU") says whose each card is, not who took them.
/// The rest of the cards' own line is no caption ("5 / 1: computer's | you").
pub(super) fn winner_words(region: &str, lexicon: &Lexicon<Word>) -> Vec<Word> {
    region
        .split_inclusive('\n')
        .enumerate()
        .flat_map(|(index, line)| {
            let found = lexicon.find(line);
            let concepts: Vec<Word> = found.iter().map(|found| found.0).collect();
            let unnamed = found
                .iter()
                .rev()
                .fold(line.to_string(), |mut rest, &(_, from, to)| {
                    rest.replace_range(from..to, "");
                    rest
                });
            let whole_line = index > 0 && line.ends_with('\n');
            let caption = whole_line
                && matches!(
                    concepts[..],
                    [Word::Player, Word::Computer] | [Word::Computer, Word::Player]
                )
                && !unnamed.chars().any(char::is_alphanumeric);
            if caption {
                Vec::new()
            } else {
                concepts
            }
        })
        .collect()
}
