//! How a program shows its draws, learnt from the draws found: the word
//! that stands before the value on a draw's line (`zar geldi: 2`, `Bonus
//! roll... 4!`, `Computer throws... 85!`). A program writes its draws after
//! one or two such words; a draw found after another word (`Taş 2 kare
//! ilerledi`, the distance the turn before moved; `(banked so far: 52)`, a
//! total) is a value that only happens to equal the face, and the draw is
//! the one shown as the others are.

use std::collections::BTreeMap;

use super::folded_text::last_words_of;
use super::line_reach::line_start;

/// Fewer draws found than this tell no habit.
const HABIT_EVIDENCE: usize = 6;
/// The words a habit may have: a first roll's, a roll again's, the other
/// side's, one more.
const HABIT_WORDS: usize = 4;

/// The word before the value at `start` on its line, else the mark right
/// before it (`|` of a drawn die, `+` of `55 + 5`; empty: none).
fn lead_word(text: &str, start: usize) -> String {
    let before = &text[line_start(text, start)..start];
    last_words_of(before, 1)
        .pop()
        .map(|word| word.folded)
        .or_else(|| {
            before
                .trim_end()
                .chars()
                .next_back()
                .filter(|c| !c.is_ascii_digit())
                .map(String::from)
        })
        .unwrap_or_default()
}

/// Which of the draws found (`found`: where each value found as a draw
/// starts) stand after another word than the program shows its draws
/// after, where the draws found show such a habit: at most [`HABIT_WORDS`]
/// words, each before one in eight of the draws found or more, together
/// before three in four. Indices into `found`; empty where they show no
/// habit.
pub fn off_the_draw_habit(text: &str, found: &[usize]) -> Vec<usize> {
    if found.len() < HABIT_EVIDENCE {
        return Vec::new();
    }
    let leads: Vec<String> = found.iter().map(|&start| lead_word(text, start)).collect();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for lead in &leads {
        *counts.entry(lead.as_str()).or_default() += 1;
    }
    let habit: Vec<(&str, usize)> = counts
        .into_iter()
        .filter(|&(_, count)| 8 * count >= found.len())
        .collect();
    let held: usize = habit.iter().map(|&(_, count)| count).sum();
    if habit.len() > HABIT_WORDS || 4 * held < 3 * found.len() {
        return Vec::new();
    }
    leads
        .iter()
        .enumerate()
        .filter(|(_, lead)| !habit.iter().any(|&(word, _)| word == lead.as_str()))
        .map(|(index, _)| index)
        .collect()
}

/// How many times draws found off the habit are looked for again: a value a
/// search finds may be off the habit too (`banked 0` above the `drawn: 0`
/// passed over for the `lost 0` under it).
const HABIT_SEARCHES: usize = 3;

/// Draws looked for again until none stands off the program's habit: from
/// `first`, `search(passed_over)` finds them with the values starting at
/// `passed_over` (sorted) left out, `found(draws)` says where each draw
/// found stands. A search that finds fewer is not kept. The draws kept, and
/// the values passed over for them.
pub fn searched_on_habit<Draws>(
    text: &str,
    first: Draws,
    search: impl Fn(&[usize]) -> Draws,
    found: impl Fn(&Draws) -> Vec<usize>,
    keep_reading: &dyn Fn() -> bool,
) -> (Draws, Vec<usize>) {
    let mut draws = first;
    let mut passed_over: Vec<usize> = Vec::new();
    for _ in 0..HABIT_SEARCHES {
        let starts = found(&draws);
        let off_habit: Vec<usize> = off_the_draw_habit(text, &starts)
            .into_iter()
            .map(|index| starts[index])
            .filter(|start| !passed_over.contains(start))
            .collect();
        if off_habit.is_empty() || !keep_reading() {
            break;
        }
        let mut wider = passed_over.clone();
        wider.extend(off_habit);
        wider.sort_unstable();
        let again = search(&wider);
        if found(&again).len() < starts.len() {
            break;
        }
        passed_over = wider;
        draws = again;
    }
    (draws, passed_over)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(text: &str) -> Vec<usize> {
        crate::reading::read_values(text, &|_| None)
            .iter()
            .map(|value| value.start)
            .collect()
    }

    #[test]
    fn a_draw_found_off_the_program_s_habit_is_told() {
        // (what the program printed, the values in it not found as draws,
        // the draw found that is off the habit: indices among the values)
        let table: &[(&str, &[usize], usize)] = &[
            (
                "zar geldi: 6\nzar geldi: 6\nzar geldi: 3\nzar geldi: 2\nTaş 2 kare\nzar geldi: 5\nzar geldi: 4\nzar geldi: 1\nzar geldi: 2\nzar geldi: 3\nzar geldi: 4\nzar geldi: 1\n",
                &[],
                4,
            ),
            // Drawn dice, each roll found in its picture.
            (
                "| 6 |\n| 6 |\n| 3 |\n| 4 |\n55 + 5 is past 56\n| 5 |\n| 2 |\n| 4 |\n| 1 |\n| 3 |\n| 6 |\n",
                &[4, 6],
                4,
            ),
            // A debug counter of throws that equals the face.
            (
                "Heitä noppa: 1\n[debug] heitot=1 yht=4\nHeitä noppa: 4\nHeitä noppa: 6\nHeitä uudestaan, noppa: 3\nHeitä noppa: 2\nHeitä noppa: 5\nHeitä noppa: 1\nHeitä noppa: 2\nHeitä noppa: 3\n",
                &[2],
                1,
            ),
            (
                "Throwing the jawbone... 44!\nComputer throws... 85!\nComputer throws... 96!\nThrowing the jawbone... 37!\n>> Computer's turn... (banked so far: 52)\nComputer throws... 93!\nThrowing the jawbone... 8!\nComputer throws... 61!\nComputer throws... 12!\nThrowing the jawbone... 70!\n",
                &[],
                4,
            ),
        ];
        for (text, not_found, off) in table {
            let found: Vec<usize> = starts(text)
                .into_iter()
                .enumerate()
                .filter(|(index, _)| !not_found.contains(index))
                .map(|(_, start)| start)
                .collect();
            assert_eq!(off_the_draw_habit(text, &found), [*off], "{text}");
        }
    }

    #[test]
    fn draws_are_looked_for_again_until_they_stand_on_the_habit() {
        // The drawn 0: first found in `lost 0`, then in `banked 0` (off the
        // habit too), then where the program shows its throws.
        let text = "throw: 5\nthrow: 7\nthrow: 2\nthrow: 9\nbanked 0\nlost 0\nthrow: 0\nthrow: 3\nthrow: 4\nthrow: 1\nthrow: 6\n";
        let values = starts(text);
        let first = [0, 1, 2, 3, 5, 7, 8, 9, 10];
        // Each search finds the first 0 not passed over.
        let search = |passed_over: &[usize]| -> Vec<usize> {
            let zero = [4, 5, 6]
                .into_iter()
                .find(|&index| !passed_over.contains(&values[index]))
                .expect("a 0 left");
            let mut found = vec![0, 1, 2, 3, zero, 7, 8, 9, 10];
            found.sort_unstable();
            found
        };
        let at = |found: &Vec<usize>| found.iter().map(|&index| values[index]).collect();
        let (kept, passed_over) = searched_on_habit(text, first.to_vec(), search, at, &|| true);
        assert_eq!(kept, [0, 1, 2, 3, 6, 7, 8, 9, 10]);
        assert_eq!(passed_over, [values[4], values[5]]);
        // A search that finds fewer draws is not kept.
        let fewer = |_: &[usize]| vec![0, 1, 2];
        let (kept, passed_over) = searched_on_habit(text, first.to_vec(), fewer, at, &|| true);
        assert_eq!(kept, first);
        assert!(passed_over.is_empty());
    }

    #[test]
    fn draws_in_many_words_or_all_in_the_habit_tell_nothing() {
        for text in [
            "You got 6\nagain 6\nthen 3\nnow 2\nit is 5\nrolled 4\nhmm 1\n",
            "roll: 6\nagain: 6\nroll: 3\nroll: 2\nroll: 5\nroll: 4\n",
            // Too few to tell.
            "roll: 6\nagain: 6\nTaş 2\n",
        ] {
            assert_eq!(
                off_the_draw_habit(text, &starts(text)),
                Vec::<usize>::new(),
                "{text}"
            );
        }
    }
}
