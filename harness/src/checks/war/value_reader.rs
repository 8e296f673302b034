//! Reading a War transcript by its values, not its sentences (DESIGN.md,
//! "Judging behaviour, not wording"): the numbers and card names it shows,
//! each given a meaning by the few words around it (a label before it on its
//! line, the label line above a value standing alone, or the words after it),
//! the two sides named in any words (including a program that speaks in the
//! first person, as the computer or as the player), card ranks in the deck
//! of the transcript's language, and the place of each value in a hand: the
//! first two values of the sides are the cards, the next two the won cards
//! (a counter before them numbers the hand). Rules text (before the game
//! begins, or a block restating the rules)
//! is not read. The result is the same event stream the sentence patterns
//! give, so the judges are the same.

use reference::war::{GameResult, HandWinner};

use super::dealt_games::DealtGames;
use super::rank_names::RankNames;
use super::war_events::{WarEvent, WarEventAt};
use crate::reading::CourseLanguages;
use crate::reading::{line_start, read_values, Lexicon, RelaidText};

mod bare_rows;
mod card_pictures;
mod game_lines;
mod hand_winner;
mod line_labels;
mod name_numbers;
mod placed_hands;
mod result_lines;
mod round_counters;
mod war_words;

use bare_rows::{mark_row_counters, restated_results};
use card_pictures::CardPictures;
use game_lines::game_lines;
use hand_winner::{dash_for_nobody, outcome, side_of, winner_between_cards, winner_words};
use line_labels::{
    letter_is_card, numbered_by_hash, side_given_to, unlabel_winner_cells, words_within,
};
use name_numbers::without_name_numbers;
use result_lines::{names_result, results_for, states_a_total, tie_count, without_recap_rows};
use round_counters::mark_round_counters;
use war_words::{first_person_side, lexicon, Word};

/// One value shown, with what the words around it name.
#[derive(Debug, Clone)]
struct Value {
    value: i64,
    start: usize,
    end: usize,
    /// The concepts named before it (its label), in order.
    before: Vec<Word>,
    /// The concepts named after it up to the next value on its line.
    after: Vec<Word>,
    /// Joined to the previous value by `-`, `v`, `vs` (a pair such as 1-10).
    paired: bool,
    /// Right after a `/` (the 26 of "Hand 01/26"): a total, not a value.
    of_total: bool,
    /// Right after "of", "out of", `/` ("44 (out of 100)"): in the closing
    /// lines, the number of games, not the count.
    states_total: bool,
    /// The line holds a game's result.
    result_line: bool,
    /// Another value follows it on its line: a word after it may be that
    /// value's label ("Ich 24 | Stapel 0").
    followed: bool,
    /// Where its label begins when the label stands at the start of its
    /// line or on the line above (else the value's start): what comes
    /// before is no part of it.
    label_from: usize,
    /// Where its line begins (its text line, however the reader cut it).
    line_from: usize,
}

/// The events of `text` read by values, from `start` (where the game begins:
/// after the last answer typed, when the dialogue is known); the games are
/// seeded from `first_seed` on (the rules' first seed, 1 by the spec).
#[cfg(test)]
pub fn read_war_values(text: &str, start: usize, first_seed: i64) -> Vec<WarEventAt> {
    read_war_values_dealt(text, start, first_seed, None)
}

/// As [`read_war_values`], with the hands the program dealt (from its
/// draws, with the rules' number of ranks) placed where their cards show,
/// when they all can be.
pub fn read_war_values_dealt(
    text: &str,
    start: usize,
    first_seed: i64,
    dealt: Option<(&DealtGames, i64)>,
) -> Vec<WarEventAt> {
    // A grid with the hands across its columns reads as one hand a record.
    let Some(relaid) = RelaidText::of(text, start) else {
        return read_laid_out(text, start, first_seed, dealt);
    };
    read_laid_out(relaid.text(), start, first_seed, dealt)
        .into_iter()
        .map(|event| WarEventAt {
            offset: relaid.origin(event.offset),
            ..event
        })
        .collect()
}

fn read_laid_out(
    text: &str,
    start: usize,
    first_seed: i64,
    dealt: Option<(&DealtGames, i64)>,
) -> Vec<WarEventAt> {
    let start = start.min(text.len());
    let sides = CourseLanguages::used_in(&text[start..]);
    let lexicon = lexicon(first_person_side(&text[start..], &sides), &sides);
    let named_text = without_name_numbers(text, start, &lexicon);
    let text = named_text.as_ref();
    let names = RankNames::of(&text[start..]);
    let lines = game_lines(text, start, &lexicon);
    let mut values = label_values(text, &lines, &lexicon, &names);
    mark_row_counters(text, &mut values);
    let hand_lines = mark_round_counters(text, &mut values);
    let mut results = results_for(text, &lines, &lexicon, &names);
    // A line that a hand's number begins is that hand's, not a game's result.
    results.retain(|(offset, _)| !hand_lines.contains(&line_start(text, *offset)));
    results.extend(restated_results(text, &mut values, &lexicon));
    results.sort_by_key(|(offset, _)| *offset);
    dealt
        .and_then(|(dealt, ranks)| {
            placed_hands::assemble_dealt(
                text, &values, &results, &lexicon, first_seed, dealt, ranks,
            )
        })
        .unwrap_or_else(|| assemble(text, &values, &results, &lexicon, first_seed))
}

fn label_values(
    text: &str,
    lines: &[(usize, usize)],
    lexicon: &Lexicon<Word>,
    names: &RankNames,
) -> Vec<Value> {
    let mut values = Vec::new();
    // Each line's start looked up, not searched for back from each value:
    // a long line's values would each search the whole line.
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(at, _)| at + 1))
        .collect();
    let mut label_above: Vec<Word> = Vec::new();
    let mut label_above_from = 0;
    let mut header: Option<(char, Vec<Vec<Word>>)> = None;
    let mut pictures = CardPictures::default();
    for &(from, to) in lines {
        let line = &text[from..to];
        let separator = cell_separator(line);
        let cells: Vec<&str> = line.split(separator).collect();
        let line_words = lexicon.find(line);
        let shown: Vec<_> = read_values(line, &|word| names.rank(word))
            .into_iter()
            .filter(|value| value.whole().is_some())
            .filter(|value| letter_is_card(line, value.start..value.end, &line_words))
            .collect();
        let wholes: Vec<i64> = shown.iter().filter_map(|value| value.whole()).collect();
        if pictures.repeats_corner(line, &wholes) {
            continue;
        }
        let mut words: Vec<Word> = Vec::new();
        for &(word, _, _) in &line_words {
            if !words.contains(&word) {
                words.push(word);
            }
        }
        let line_names = |concept: Word| line_words.iter().any(|found| found.0 == concept);
        let is_result = !line_names(Word::Hand)
            && (line_names(Word::Game) || names_result(line))
            && outcome(
                &line_words.iter().map(|found| found.0).collect::<Vec<_>>(),
                true,
            )
            .is_some();
        if shown.is_empty() {
            if cells.len() >= 4 && words.len() >= 3 {
                // A table's header: each column's label.
                header = Some((
                    separator,
                    cells
                        .iter()
                        .map(|cell| lexicon.find(cell).into_iter().map(|f| f.0).collect())
                        .collect(),
                ));
            } else if !words.is_empty() {
                label_above = words;
                label_above_from = from;
            }
            continue;
        }
        let column_labels = header
            .as_ref()
            .filter(|(by, labels)| *by == separator && labels.len() == cells.len())
            .map(|(_, labels)| labels);
        let line_values_start = values.len();
        let mut previous_end = 0;
        let mut previous_value: Option<i64> = None;
        // The separators before the value, counted on from the last value's.
        let (mut column, mut columns_counted) = (0, 0);
        for (index, value) in shown.iter().enumerate() {
            let between = &line[previous_end..value.start];
            let next_start = shown.get(index + 1).map_or(line.len(), |next| next.start);
            let whole = value.whole().expect("filtered");
            // "A (1)": the number repeats the card just named.
            let trimmed = between.trim();
            if trimmed == "(" && previous_value == Some(whole) {
                previous_end = value.end;
                continue;
            }
            let mut before = words_within(&line_words, previous_end..value.start);
            let mut label_from = if index == 0 && !before.is_empty() {
                from
            } else {
                from + value.start
            };
            if before.is_empty() && shown.len() == 1 && line[..value.start].trim().is_empty() {
                before = label_above.clone();
                label_from = label_above_from;
            }
            column += line[columns_counted..value.start]
                .matches(separator)
                .count();
            columns_counted = value.start;
            if let Some(labels) = column_labels {
                before = labels[column].clone();
            }
            if let Some(side) = side_given_to(line, value.end..next_start, &line_words) {
                // "a Five for you": the card is the side's it is given to.
                before.retain(|word| !matches!(word, Word::Player | Word::Computer));
                before.push(side);
            }
            if numbered_by_hash(&line[..value.start], &before) {
                before = vec![Word::Hand];
            }
            let after = words_within(&line_words, value.end..next_start);
            let joiner = crate::reading::fold(trimmed);
            // "Hand 01/26": after the number of a hand or a game, the count
            // of them; after a count ("24/28"), another count.
            let numbers_something = index > 0
                && values.last().is_some_and(|previous: &Value| {
                    previous
                        .before
                        .iter()
                        .any(|word| matches!(word, Word::Hand | Word::Seed | Word::Game))
                });
            values.push(Value {
                value: whole,
                start: from + value.start,
                end: from + value.end,
                before,
                after,
                paired: index > 0 && matches!(joiner.as_str(), "-" | "v" | "vs"),
                of_total: numbers_something && trimmed == "/",
                states_total: states_a_total(between),
                result_line: is_result,
                followed: index + 1 < shown.len(),
                label_from,
                line_from: line_starts[line_starts.partition_point(|&line| line <= from) - 1],
            });
            previous_end = value.end;
            previous_value = Some(whole);
        }
        label_above = if words.is_empty() {
            label_above
        } else {
            Vec::new()
        };
        unlabel_winner_cells(text, &mut values[line_values_start..]);
        // "P1-House 1-10": a pair's sides, in the order the label names them.
        for at in line_values_start + 1..values.len() {
            if !values[at].paired {
                continue;
            }
            let sides: Vec<Word> = values[at - 1]
                .before
                .iter()
                .copied()
                .filter(|word| matches!(word, Word::Player | Word::Computer))
                .collect();
            if let [first, second, ..] = sides[..] {
                if first != second {
                    values[at - 1].before.retain(|word| *word != second);
                    values[at].before = vec![second];
                }
            } else if sides.len() < 2 && values[at].before.is_empty() {
                // A bare pair: the player's value first; a lone word before it
                // (the hand's winner, "dealer 0-2") is not its label.
                values[at - 1]
                    .before
                    .retain(|word| !matches!(word, Word::Player | Word::Computer));
            }
        }
    }
    values
}

#[derive(Default)]
struct Hand {
    cards: Vec<(Option<HandWinner>, i64, usize)>,
    won: Vec<(Option<HandWinner>, i64, usize)>,
    tie_pile: Option<(i64, usize)>,
    cards_end: usize,
    winner_region_end: Option<usize>,
}

/// The two values of a pair in (player, computer) order.
fn ordered(pair: &[(Option<HandWinner>, i64, usize)]) -> Option<((i64, i64), usize)> {
    let [first, second] = pair else { return None };
    let computer_first = first.0 == Some(HandWinner::Computer)
        || (first.0.is_none() && second.0 == Some(HandWinner::Player));
    Some(if computer_first {
        ((second.1, first.1), first.2)
    } else {
        ((first.1, second.1), first.2)
    })
}

fn assemble(
    text: &str,
    all_values: &[Value],
    results: &[(usize, GameResult)],
    lexicon: &Lexicon<Word>,
    first_seed: i64,
) -> Vec<WarEventAt> {
    // What follows the last game's result (its line included) is the closing
    // count, not a hand; what comes before the first seed or hand number is
    // an explanation, when the games are numbered.
    let numbered = |value: &Value| {
        value.before.contains(&Word::Seed)
            || value.before.last() == Some(&Word::Hand)
            || (value.before.is_empty() && hand_number_shape(text, value))
    };
    let mut closing_from = results.last().map_or(text.len(), |(offset, _)| *offset);
    let result_line_end = text[closing_from..]
        .find('\n')
        .map_or(text.len(), |at| closing_from + at);
    let after_results: Vec<Value> = all_values
        .iter()
        .filter(|value| value.start >= result_line_end)
        .cloned()
        .collect();
    if without_recap_rows(&after_results).iter().any(numbered) {
        // Another game began after the last result read: the run was cut
        // short, and there is no closing count.
        closing_from = text.len();
    }
    let first_numbered = all_values
        .iter()
        .find(|value| numbered(value))
        .map_or(0, |value| value.start);
    let values: Vec<Value> = all_values
        .iter()
        .filter(|value| value.start < closing_from && value.start >= first_numbered)
        .cloned()
        .collect();
    let closing_values: Vec<Value> = all_values
        .iter()
        .filter(|value| value.start >= closing_from)
        .cloned()
        .collect();
    let mut events = Vec::new();
    let mut hand = Hand::default();
    let mut seed: Option<i64> = None;
    let mut games_seen = 0i64;
    let mut last_seed = 0i64;
    let mut last_hand_end = 0;
    // Whether the hands are numbered, and the values after the last hand's
    // record (a report of the run where no result line was read).
    let mut hands_numbered = false;
    let mut after_last_hand: Vec<Value> = Vec::new();
    let flush = |hand: &mut Hand, events: &mut Vec<WarEventAt>, upto: usize| {
        let done = std::mem::take(hand);
        let Some((cards, at)) = ordered(&done.cards) else {
            return;
        };
        events.push(WarEventAt {
            offset: at,
            event: WarEvent::Cards {
                player: cards.0,
                computer: cards.1,
            },
        });
        let region_end = done.winner_region_end.unwrap_or(upto).max(done.cards_end);
        let region = &text[done.cards_end..region_end];
        let words = winner_words(region, lexicon);
        let between: Vec<Word> = lexicon
            .find(&text[done.cards[0].2..done.cards[1].2])
            .into_iter()
            .map(|found| found.0)
            .collect();
        let winner = winner_between_cards(&between, done.cards[0].0)
            .or_else(|| outcome(&words, false))
            .or_else(|| dash_for_nobody(region, lexicon).then_some(HandWinner::Tie));
        if let Some(winner) = winner {
            events.push(WarEventAt {
                offset: done.cards_end,
                event: WarEvent::HandWinner(winner),
            });
        }
        if let Some((piles, at)) = ordered(&done.won) {
            events.push(WarEventAt {
                offset: at,
                event: WarEvent::Piles {
                    player: piles.0,
                    computer: piles.1,
                },
            });
        }
        if let Some((cards, at)) = done.tie_pile {
            events.push(WarEventAt {
                offset: at,
                event: WarEvent::TiePile(cards),
            });
        }
    };
    let mut results_at: Vec<usize> = Vec::new();
    for value in &values {
        if value.of_total {
            continue;
        }
        let label = &value.before;
        if value.result_line {
            if !results_at.contains(&value.start) {
                results_at.push(value.start);
            }
            continue;
        }
        if label.contains(&Word::Seed) {
            if seed != Some(value.value) {
                flush(&mut hand, &mut events, value.start);
                seed = Some(value.value);
                games_seen += 1;
                last_seed = last_seed.max(value.value);
                after_last_hand.clear();
                events.push(WarEventAt {
                    offset: value.start,
                    event: WarEvent::Seed(value.value),
                });
            }
            continue;
        }
        // A numbered hand's record ends with its cards, both won counts and
        // its tie pile: what follows before the next number is no hand's
        // ("Su 100 partite, 45 sono finite ..." after the last hand).
        let record_complete =
            hand.cards.len() == 2 && hand.won.len() == 2 && hand.tie_pile.is_some();
        if label.contains(&Word::Game) && side_of(label).is_none() {
            if record_complete {
                after_last_hand.push(value.clone());
            }
            continue;
        }
        if label.last() == Some(&Word::Hand) || (label.is_empty() && hand_number_shape(text, value))
        {
            flush(&mut hand, &mut events, value.start);
            events.push(WarEventAt {
                offset: value.start,
                event: WarEvent::Hand(value.value),
            });
            hands_numbered = true;
            after_last_hand.clear();
            continue;
        }
        if hands_numbered && record_complete {
            after_last_hand.push(value.clone());
            continue;
        }
        let tie_pile = label.contains(&Word::TiePile)
            || (side_of(label).is_none()
                && !value.paired
                && !label.contains(&Word::Won)
                && !value.followed
                && value.after.first() == Some(&Word::TiePile))
            || (label.is_empty()
                && value.after.contains(&Word::TiePile)
                && !hand.won.is_empty()
                && hand.won.len() == 2)
            || (label.is_empty()
                && hand.won.len() == 2
                && hand.tie_pile.is_none()
                && !text[hand.won[1].2..value.start].contains('\n'));
        if tie_pile && !hand.cards.is_empty() {
            hand.winner_region_end
                .get_or_insert(value.label_from.max(hand.cards_end));
            hand.tie_pile = Some((value.value, value.start));
            last_hand_end = value.end;
            continue;
        }
        let after_side = label
            .iter()
            .rposition(|word| matches!(word, Word::Player | Word::Computer))
            .map_or(&label[..], |at| &label[at + 1..]);
        if after_side.contains(&Word::Take) && !after_side.contains(&Word::Won) {
            // "takes 2 cards": how many were taken, not a pile.
            continue;
        }
        let side = side_of(label);
        let labelled_won = label.contains(&Word::Won);
        let to_cards = if hand.cards.len() < 2 && !labelled_won && hand.tie_pile.is_none() {
            true
        } else if hand.won.len() < 2 && hand.tie_pile.is_none() {
            false
        } else {
            // A new hand without its number.
            flush(&mut hand, &mut events, value.start);
            true
        };
        let slot = if to_cards {
            &mut hand.cards
        } else {
            &mut hand.won
        };
        if slot.len() == 1 && !value.paired && side.is_some() && slot[0].0 == side {
            // The same side twice: not a pair (a value read out of place).
            continue;
        }
        slot.push((side, value.value, value.start));
        if to_cards {
            if hand.cards.len() == 2 {
                hand.cards_end = value.end;
            }
        } else {
            hand.winner_region_end
                .get_or_insert(value.label_from.max(hand.cards_end));
        }
        last_hand_end = value.end;
        let _ = value.paired;
    }
    flush(&mut hand, &mut events, text.len());
    // Results: each result line after a hand is its game's result.
    let mut with_results = Vec::new();
    let mut pending = results.to_vec();
    pending.sort_by_key(|(offset, _)| *offset);
    // A result before the first hand's cards is the explanation's; one
    // between a hand's cards and its piles is that hand's winner ("Winner C").
    let first_cards = events.first().map_or(text.len(), |event| event.offset);
    let within_hands = hands_in_progress(&events);
    pending.retain(|(offset, _)| {
        // The spans are in order and apart: the one a result may be in is
        // the last to start before it.
        let span = within_hands.partition_point(|hand| hand.start <= *offset);
        *offset > first_cards
            && !span
                .checked_sub(1)
                .is_some_and(|at| within_hands[at].contains(offset))
    });
    let games_seen = games_seen
        .max(last_seed - (first_seed - 1))
        .max(pending.len() as i64);
    let mut pending = pending.into_iter().peekable();
    for event in events {
        while let Some(&(offset, result)) = pending.peek() {
            if offset < event.offset {
                with_results.push(WarEventAt {
                    offset,
                    event: WarEvent::GameResult(result),
                });
                pending.next();
            } else {
                break;
            }
        }
        with_results.push(event);
    }
    for (offset, result) in pending {
        with_results.push(WarEventAt {
            offset,
            event: WarEvent::GameResult(result),
        });
    }
    let _ = last_hand_end;
    // The count is on a line of its own after the result when there is one.
    let after_result: Vec<Value> = closing_values
        .iter()
        .filter(|value| value.start >= result_line_end)
        .cloned()
        .collect();
    let closing_values = if !after_result.is_empty() {
        after_result
    } else if closing_values.is_empty() {
        after_last_hand
    } else {
        closing_values
    };
    if let Some(count) = tie_count(&closing_values, games_seen) {
        with_results.push(count);
    }
    with_results
}

/// What splits a line into cells: `|`, else `;`, else a tab (a table's rows,
/// a spreadsheet's records).
fn cell_separator(line: &str) -> char {
    ['|', ';', '\t']
        .into_iter()
        .find(|separator| line.contains(*separator))
        .unwrap_or('|')
}

/// From each hand's cards to its piles: the hand is still being told.
fn hands_in_progress(events: &[WarEventAt]) -> Vec<std::ops::Range<usize>> {
    let mut spans = Vec::new();
    let mut cards_at = None;
    for event in events {
        match event.event {
            WarEvent::Cards { .. } => cards_at = Some(event.offset),
            WarEvent::Piles { .. } => {
                if let Some(start) = cards_at.take() {
                    spans.push(start..event.offset);
                }
            }
            _ => {}
        }
    }
    spans
}

/// `1.` at the start of a row of values: a hand's number.
fn hand_number_shape(text: &str, value: &Value) -> bool {
    text[value.line_from..value.start].trim().is_empty()
        && text[value.end..].starts_with(['.', ')'])
}

#[cfg(test)]
mod long_line_tests;
#[cfg(test)]
mod picture_tests;
#[cfg(test)]
mod pile_word_tests;
#[cfg(test)]
mod placed_tests;
#[cfg(test)]
mod report_tests;
#[cfg(test)]
mod tests;
