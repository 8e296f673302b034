//! Numbers that belong to a side's name: "PLAYER 1" on every hand line is
//! the player's name, not a card of 1 or a count. Such a number is blanked
//! (spaces of the same length, so every offset stays) before the values are
//! read. A number is a name's when the side word is followed by it at least
//! ten times and always by the same one: cards change from one hand to the
//! next (the same card ten times running is a chance of 13^-9), a name does
//! not, and a War run shows it on every hand of every game.

use std::borrow::Cow;
use std::collections::HashMap;

use super::war_words::Word;
use crate::reading::Lexicon;

/// How many times a side word must be followed by the same number for the
/// number to be taken as part of its name.
const NAME_REPEATS: usize = 10;

/// `text` with every number that belongs to a side's name blanked, from
/// `start` on.
pub(super) fn without_name_numbers<'t>(
    text: &'t str,
    start: usize,
    lexicon: &Lexicon<Word>,
) -> Cow<'t, str> {
    // For each side word (folded), the numbers right after it and where.
    let mut after_word: HashMap<String, (Vec<u64>, Vec<std::ops::Range<usize>>, usize)> =
        HashMap::new();
    let mut offset = start.min(text.len());
    for line in text[offset..].split_inclusive('\n') {
        for (word, word_start, word_end) in lexicon.find(line) {
            if !matches!(word, Word::Player | Word::Computer) {
                continue;
            }
            let name = crate::reading::fold(&line[word_start..word_end]);
            let entry = after_word.entry(name).or_default();
            entry.2 += 1;
            let rest = &line[word_end..];
            let spaces = rest.len() - rest.trim_start_matches(' ').len();
            if spaces > 1 {
                continue;
            }
            let digits = rest[spaces..]
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count();
            let after = rest[spaces + digits..].chars().next();
            if digits == 0 || digits > 2 || after.is_some_and(|c| c.is_alphanumeric() || c == '.') {
                continue;
            }
            let from = offset + word_end + spaces;
            if let Ok(number) = rest[spaces..spaces + digits].parse::<u64>() {
                entry.0.push(number);
                entry.1.push(from..from + digits);
            }
        }
        offset += line.len();
    }
    let blanked: Vec<std::ops::Range<usize>> = after_word
        .into_values()
        .filter(|(numbers, _, times)| {
            numbers.len() >= NAME_REPEATS
                && numbers.len() == *times
                && numbers.iter().all(|number| *number == numbers[0])
        })
        .flat_map(|(_, places, _)| places)
        .collect();
    if blanked.is_empty() {
        return Cow::Borrowed(text);
    }
    let mut bytes = text.as_bytes().to_vec();
    for place in blanked {
        bytes[place].fill(b' ');
    }
    // Only ASCII digits were replaced by spaces: still UTF-8.
    Cow::Owned(String::from_utf8(bytes).unwrap_or_else(|_| text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::super::war_words::{first_person_side, lexicon};
    use super::*;
    use crate::reading::CourseLanguages;

    fn blanked(text: &str) -> String {
        let sides = CourseLanguages::used_in(text);
        let lexicon = lexicon(first_person_side(text, &sides), &sides);
        without_name_numbers(text, 0, &lexicon).into_owned()
    }

    #[test]
    fn a_number_always_after_a_side_word_is_its_name() {
        // (text, the text as read)
        let hands = |line: &str, times: usize| line.repeat(times);
        let named = hands("PLAYER 1 [ A]   BOT [10]\n", 12);
        let cards = hands("Player 4 Computer 10\nPlayer 12 Computer 5\n", 6);
        let same_card_nine_times = hands("YOU 5  CPU 3  YOU WIN THE HAND\n", 9);
        let with_bare_word =
            hands("Player 7 Computer 10\nPlayer 7 Computer 5\n", 6) + "Player wins\n";
        // (text, the text as read)
        let table: Vec<(String, String)> = vec![
            (named.clone(), named.replace("PLAYER 1", "PLAYER  ")),
            // Cards after the side word change: no name.
            (cards.clone(), cards),
            // The same card nine times: a chance, not a name.
            (same_card_nine_times.clone(), same_card_nine_times),
            // The word stands once without a number: no name.
            (with_bare_word.clone(), with_bare_word),
        ];
        for (text, read) in table {
            assert_eq!(blanked(&text), read, "{text:?}");
        }
    }
}
