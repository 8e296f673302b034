//! The lines of a War transcript that close a game or the run: each game's
//! result (who a result line names, its count labels aside) and the closing
//! count of games that ended with cards in the tie pile.

use reference::war::{GameResult, HandWinner};

use super::{outcome, RankNames, Value, Word};
use crate::checks::war::war_events::{WarEvent, WarEventAt};
use crate::reading::{last_words_of, read_values, words_of, Lexicon};

/// Each game result line: where, and who it names.
pub(super) fn results_for(
    text: &str,
    kept: &[(usize, usize)],
    lexicon: &Lexicon<Word>,
    names: &RankNames,
) -> Vec<(usize, GameResult)> {
    let card_name = |word: &str| names.rank(word);
    let mut results = Vec::new();
    let lines: Vec<&str> = kept.iter().map(|(from, to)| &text[*from..*to]).collect();
    let mut consumed = None;
    for (index, line) in lines.iter().enumerate() {
        let here = kept[index].0;
        // The line's words, found once for every question asked of them.
        let found = lexicon.find(line);
        let names = |concept: Word| found.iter().any(|found| found.0 == concept);
        let heads_a_table = lines
            .get(index + 1)
            .is_some_and(|next| is_table_header(line, next));
        if consumed == Some(index) || names(Word::Hand) || heads_a_table {
            continue;
        }
        let mut words = without_count_labels(line, &found);
        let no_value = read_values(line, &card_name).is_empty();
        // "=> dealer wins": a line of its own, no value, a side winning.
        let label_of_next = lines
            .get(index + 1)
            .is_some_and(|next| lone_value(next, &card_name));
        let winner_alone = no_value
            && !label_of_next
            && words.contains(&Word::Win)
            && outcome(&words, true).is_some_and(|winner| winner != HandWinner::Tie);
        // `you 24/52 - me 28/52 ==> I WIN`: counts out of the deck, then
        // the verdict after an arrow (a hand's line shows cards, no totals).
        let verdict_after_arrow = arrow_verdict(line);
        if !(names(Word::Game) || names_result(line) || winner_alone || verdict_after_arrow) {
            continue;
        }
        // The next line completes a result line that names no winner itself
        // ("Game result" / "the computer wins"); after one that does, it is
        // the next thing told (a recap's heading "you / me / tie pile").
        let mut next_read = false;
        if let Some(next) = lines
            .get(index + 1)
            .filter(|_| outcome(&words, true).is_none())
        {
            if read_values(next, &card_name).is_empty() && !lexicon.names(next, Word::Hand) {
                words.extend(lexicon.find(next).into_iter().map(|f| f.0));
                next_read = true;
            }
        }
        let result = match outcome(&words, true) {
            Some(HandWinner::Player) => GameResult::PlayerWon,
            Some(HandWinner::Computer) => GameResult::ComputerWon,
            Some(HandWinner::Tie) => GameResult::Tied,
            None => continue,
        };
        if next_read {
            consumed = Some(index + 1);
        }
        results.push((here, result));
    }
    results
}

/// Whether `line` labels the columns of a table whose first row is `next`:
/// three cells or more between bars, as many in both (`käsi | sina | mina |
/// võitja`: a column named "winner" announces no one).
fn is_table_header(line: &str, next: &str) -> bool {
    let cells = |text: &str| {
        text.trim()
            .trim_matches('|')
            .split('|')
            .filter(|cell| !cell.trim().is_empty())
            .count()
    };
    let count = cells(line);
    line.contains('|') && count >= 3 && cells(next) == count
}

/// The concepts `line` names (`found`: its lexicon words), less the two
/// sides' count labels where both stand with their counts ("you_won=24
/// cpu_won=28", "You have won 24 cards and I have won 28"): they label the
/// piles, not who won the game.
fn without_count_labels(line: &str, found: &[(Word, usize, usize)]) -> Vec<Word> {
    let labels: Vec<usize> = (0..found.len().saturating_sub(1))
        .filter(|&at| {
            let (side, (next, _, end)) = (found[at].0, found[at + 1]);
            let count_follows = line[end..]
                .trim_start_matches(|c: char| " _=:".contains(c))
                .starts_with(|c: char| c.is_ascii_digit());
            matches!(side, Word::Player | Word::Computer) && next == Word::Won && count_follows
        })
        .collect();
    let sides: Vec<Word> = labels.iter().map(|&at| found[at].0).collect();
    let both_sides = sides.contains(&Word::Player) && sides.contains(&Word::Computer);
    found
        .iter()
        .enumerate()
        .filter(|(at, _)| {
            !both_sides || !labels.iter().any(|&label| label == *at || label + 1 == *at)
        })
        .map(|(_, found)| found.0)
        .collect()
}

/// The words that make the number after them a total ("44 (out of 100)",
/// "45 di 100", "1 von 2", "Su 100 partite, 45 ..."), folded.
const TOTAL_AFTER: &[&str] = &["of", "von", "su", "sur", "di", "de", "av", "van", "af"];

/// Whether a value after `lead` (the text between it and the value before
/// it on its line) is a total: right after `/` or a word of [`TOTAL_AFTER`].
pub(super) fn states_a_total(lead: &str) -> bool {
    let lead = lead.trim_end_matches(|c: char| c.is_whitespace() || c == '(');
    lead.ends_with('/')
        || last_words_of(lead, 1).first().is_some_and(|word| {
            word.end == lead.len() && TOTAL_AFTER.contains(&word.folded.as_str())
        })
}

/// The closing count, among the values from the last game's result on (from
/// the line of the first the tie pile labels, where one is): the last value stated as a total ("out of 100") or else equal to the number
/// of games played is the total, and the count is the value nearest it
/// (the one after it on a tie: "After 100 games, 44 ..."); with no such
/// total, the last value.
pub(super) fn tie_count(closing: &[Value], games_seen: i64) -> Option<WarEventAt> {
    let closing = without_recap_rows(closing);
    // Among several closing lines (`YOU WON: 48` / `TIED GAMES: 11` / `...
    // IN THE TIE PILE: 44`), the count is read from the first value the tie
    // pile labels on.
    let pile_line = closing
        .iter()
        .find(|value| value.before.contains(&Word::TiePile))
        .map(|value| value.line_from);
    let from = pile_line.map_or(0, |line| {
        closing
            .iter()
            .position(|value| value.line_from == line)
            .unwrap_or(0)
    });
    let closing = &closing[from..];
    let total_at = closing
        .iter()
        .rposition(|value| value.states_total)
        .or_else(|| closing.iter().rposition(|value| value.value == games_seen));
    let (games, count) = match total_at {
        Some(at) if closing.len() > 1 => {
            let after = closing.get(at + 1);
            let before = at.checked_sub(1).and_then(|index| closing.get(index));
            let count = match (before, after) {
                (Some(before), Some(after)) => {
                    let total = &closing[at];
                    if total.start - before.end < after.start - total.end {
                        before
                    } else {
                        after
                    }
                }
                (Some(one), None) | (None, Some(one)) => one,
                (None, None) => return None,
            };
            (Some(closing[at].value), count)
        }
        _ => (None, closing.last()?),
    };
    Some(WarEventAt {
        offset: count.start,
        event: WarEvent::TieCount {
            games,
            ending_in_tie: count.value,
        },
    })
}

/// `closing` less a recap of the games played: rows that each begin with a
/// game's seed and number no hand ("seed  7: 20 / 30 / 2", four games a row
/// or one), naming two games or more. Their numbers are each game's counts
/// (their `/` no "out of"); the count of games is stated apart from them.
pub(super) fn without_recap_rows(closing: &[Value]) -> Vec<Value> {
    let mut row_starts: Vec<usize> = Vec::new();
    for (at, value) in closing.iter().enumerate() {
        let first_on_line = at == 0 || closing[at - 1].line_from != value.line_from;
        if first_on_line && value.before.contains(&Word::Seed) {
            row_starts.push(value.line_from);
        }
    }
    for value in closing {
        if value.before.last() == Some(&Word::Hand) {
            row_starts.retain(|&row| row != value.line_from);
        }
    }
    let games_named = closing
        .iter()
        .filter(|value| value.before.contains(&Word::Seed) && row_starts.contains(&value.line_from))
        .count();
    if games_named < 2 {
        return closing.to_vec();
    }
    closing
        .iter()
        .filter(|value| !row_starts.contains(&value.line_from))
        .cloned()
        .collect()
}

/// A line holding one value and nothing else ("    0"): its label is above.
fn lone_value(line: &str, card_name: &dyn Fn(&str) -> Option<i64>) -> bool {
    let values = read_values(line, card_name);
    let [only] = values.as_slice() else {
        return false;
    };
    line[..only.start].trim().is_empty() && line[only.end..].trim().is_empty()
}

/// Whether `line` shows counts stated as totals (`24/52`) and, after its
/// last value, an arrow (`=>`, `==>`, `->`) before words.
fn arrow_verdict(line: &str) -> bool {
    let values = read_values(line, &|_| None);
    let Some(last) = values.last() else {
        return false;
    };
    let totals = values
        .iter()
        .enumerate()
        .filter(|&(at, value)| {
            let lead_from = at.checked_sub(1).map_or(0, |before| values[before].end);
            states_a_total(&line[lead_from..value.start])
        })
        .count();
    let rest = line[last.end..].trim_start();
    totals >= 2
        && ["==>", "=>", "->", "-->"]
            .iter()
            .any(|arrow| rest.starts_with(arrow))
}

pub(super) fn names_result(line: &str) -> bool {
    words_of(line).iter().any(|word| {
        ["result", "risultat", "winner", "final", "ergebnis", "tulos"]
            .iter()
            .any(|stem| word.folded.starts_with(stem))
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_table_header_is_no_result() {
        let header = " käsi | sina | mina | võitja | sinu kaarte";
        let row = "    1 |    7 |    9 | mina   |           0";
        assert!(super::is_table_header(header, row));
        assert!(!super::is_table_header("Mängu võitsin mina.", row));
        assert!(!super::is_table_header(header, "Mängu võitsin mina."));
    }
}
