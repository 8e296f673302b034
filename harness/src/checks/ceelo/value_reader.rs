//! Reading a Cee-lo transcript by values, whatever its wording (DESIGN.md,
//! "Judging behaviour, not wording"): the prompts from the dialogue (what was
//! typed at each input request, a request asked again with no draw between),
//! the rolls from where the drawn faces show (or, with no draws known, from
//! groups of three small numbers after a side's name), who rolled each from
//! the reference's play where the program's draws are the reference's (the
//! side's words only for the others), and results, ties and
//! balances from a small lexicon per concept and the values next to it, on
//! the same line or the next (a label above its value, a table's column).

use std::ops::Range;

use reference::ceelo::Money;
use reference::ceelo::{Outcome, Roller};

use super::ceelo_events::{CeeloEvent, CeeloEventKind};
use super::inferred_results::with_results_from_balances;
use crate::checks::JudgeInput;
use crate::reading::{line_end, line_start, Lexicon};

mod ceelo_words;
mod prompt_meanings;
mod roll_owners;
mod roller_labels;
mod shown_balances;
mod shown_rolls;

use ceelo_words::{CeeloWords, Said, Side};
use prompt_meanings::read_prompts;
pub use roll_owners::{game_parting, GameParting};
use shown_balances::{read_balances, read_lone_amounts, read_money_gone};
use shown_rolls::{located_rolls, scanned_rolls};

/// Every event the judges need, read by values.
pub fn read_by_values(input: &JudgeInput<'_>) -> Vec<CeeloEvent> {
    let text = input.view.text();
    let behaviour = input.behaviour;
    let mut shown = masked_answers(text, input);
    let mut events = Vec::new();
    // Results said without naming a side (`Minä voitin!`: "I won").
    let mut unsided = Vec::new();
    let prompts = read_prompts(text, &shown, input);
    if behaviour.exchanges.is_empty() {
        // A saved transcript: blank what was typed at each prompt read.
        let mut bytes = std::mem::take(&mut shown).into_bytes();
        for (offset, _) in &prompts {
            let end = line_end(text, *offset);
            let line = text[*offset..end].trim_end();
            if let Some(mark) = line.rfind([':', '?']) {
                for byte in &mut bytes[*offset + mark + 1..*offset + line.len()] {
                    *byte = b' ';
                }
            }
        }
        shown = String::from_utf8(bytes).unwrap_or_else(|_| text.to_string());
    }
    let game_start = prompts
        .iter()
        .find(|(_, kind)| matches!(kind, CeeloEventKind::WagerAsked { .. }))
        .map_or(text.len(), |(offset, _)| *offset);
    let first_prompt = prompts.first().map_or(0, |(offset, _)| *offset);
    let prompt_offsets: Vec<usize> = prompts.iter().map(|(offset, _)| *offset).collect();
    let words = CeeloWords::for_output(&shown);
    let rolls = match behaviour.draws.as_deref() {
        Some(draws) if !draws.is_empty() => located_rolls(&shown, input, &words),
        _ => scanned_rolls(
            &shown,
            game_start..shown.len(),
            true,
            &words,
            input.deadline,
        ),
    };
    let own_side_words =
        roller_labels::one_side_words(rolls.iter().enumerate().map(|(index, roll)| {
            let floor = index
                .checked_sub(1)
                .map_or(0, |before| rolls[before].after_mark);
            (
                roller_labels::label_before(&shown, floor, roll.offset),
                roll.seen.roller,
            )
        }));
    for (index, roll) in rolls.iter().enumerate() {
        if input.deadline.passed() {
            break;
        }
        events.push(CeeloEvent {
            offset: roll.offset,
            kind: CeeloEventKind::Rolled(roll.seen),
        });
        // What was said after it, before the next roll or prompt.
        let next_roll = rolls.get(index + 1).map_or(shown.len(), |next| next.offset);
        let next_prompt = prompt_offsets
            .iter()
            .copied()
            .find(|&offset| offset >= roll.after_mark)
            .unwrap_or(shown.len());
        // A game is decided (or tied) only once the CPU has rolled; what the
        // dice's own line says describes the roll (`4-5-6, nothing beats that`).
        let from = line_end(&shown, roll.after_mark).max(roll.after_mark);
        let span = from..next_roll.min(next_prompt).max(from);
        if roll.seen.roller != Roller::Cpu {
            continue;
        }
        let side_words = [&words.sides, &own_side_words];
        if let Some((said, sided)) = said_after(&shown, span, &words.outcomes, &side_words) {
            if !sided {
                unsided.push(said.offset);
            }
            events.push(said);
        }
    }
    let balances = read_balances(&shown, first_prompt, &rolls, &words, input.deadline);
    // Each wager typed, where its prompt stands.
    let wagers: Vec<(usize, Money)> = prompts
        .iter()
        .filter_map(|(offset, kind)| match kind {
            CeeloEventKind::WagerAsked { typed } => {
                Some((*offset, Money::parse(typed.trim()).ok()?))
            }
            _ => None,
        })
        .collect();
    events.extend(read_lone_amounts(
        &shown,
        first_prompt,
        &rolls,
        &balances,
        &wagers,
        &words,
    ));
    events.extend(read_money_gone(&shown, first_prompt, &balances, &words));
    events.extend(balances);
    events.extend(
        prompts
            .into_iter()
            .map(|(offset, kind)| CeeloEvent { offset, kind }),
    );
    events.sort_by_key(|event| event.offset);
    unsided.sort_unstable();
    without_results_the_money_contradicts(events, &unsided)
}

/// `events` without each result read at `unsided` (sorted; its sentence names no
/// side, so whose win it says is a guess) where the balance after it moves
/// by the wager the other way: the money says who won, and the result is
/// then read from it ([`with_results_from_balances`]).
fn without_results_the_money_contradicts(
    events: Vec<CeeloEvent>,
    unsided: &[usize],
) -> Vec<CeeloEvent> {
    let is_unsided = |event: &CeeloEvent| {
        matches!(event.kind, CeeloEventKind::Decided(_))
            && unsided.binary_search(&event.offset).is_ok()
    };
    if !events.iter().any(is_unsided) {
        return events;
    }
    let others: Vec<CeeloEvent> = events.iter().filter(|e| !is_unsided(e)).cloned().collect();
    let by_money: Vec<(usize, CeeloEventKind)> = with_results_from_balances(others)
        .into_iter()
        .filter(|event| matches!(event.kind, CeeloEventKind::Decided(_)))
        .map(|event| (event.offset, event.kind))
        .collect();
    // Where each event's game ends: the next roll or prompt after it.
    let mut game_ends = vec![usize::MAX; events.len()];
    let mut next_end = usize::MAX;
    for (index, event) in events.iter().enumerate().rev() {
        if matches!(
            event.kind,
            CeeloEventKind::Rolled(_)
                | CeeloEventKind::WagerAsked { .. }
                | CeeloEventKind::ContinueAsked { .. }
        ) {
            next_end = event.offset;
        }
        game_ends[index] = next_end;
    }
    let contradicted = |index: usize, event: &CeeloEvent| {
        let from = by_money.partition_point(|(offset, _)| *offset < event.offset);
        by_money[from..]
            .iter()
            .take_while(|(offset, _)| *offset <= game_ends[index])
            .any(|(_, kind)| *kind != event.kind)
    };
    events
        .iter()
        .enumerate()
        .filter(|(index, event)| !(is_unsided(event) && contradicted(*index, event)))
        .map(|(_, event)| event.clone())
        .collect()
}

/// The transcript with every typed answer blanked out: what the program
/// showed, not what the player typed.
fn masked_answers(text: &str, input: &JudgeInput<'_>) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for exchange in &input.behaviour.exchanges {
        let start = exchange.output.end.min(bytes.len());
        let end = (start + exchange.answer.len()).min(bytes.len());
        if text.get(start..end) == Some(exchange.answer.as_str()) {
            for byte in &mut bytes[start..end] {
                *byte = b' ';
            }
        }
    }
    String::from_utf8(bytes).unwrap_or_else(|_| text.to_string())
}

/// A result or a tie said in `span`: the first of them, a result read from
/// the side it names (`CPU wins`, `I win`, `You beat me`, `winner` / `CPU`),
/// the player's where it names none; and whether it names one.
///
/// `side_words`: the lexicons that name a side, the first that names one on
/// the result's line speaking (the common words, then the program's own
/// names for the sides learned from its rolls).
fn said_after(
    shown: &str,
    span: Range<usize>,
    outcome_words: &Lexicon<Said>,
    side_words: &[&Lexicon<Side>],
) -> Option<(CeeloEvent, bool)> {
    side_words
        .iter()
        .find_map(|sides| {
            let said = said_naming(shown, span.clone(), outcome_words, sides)?;
            said.1.then_some(said)
        })
        .or_else(|| said_naming(shown, span, outcome_words, side_words.first()?))
}

/// The length of `text` up to its first clause break (`.`, `!`, `?`, `;`,
/// a dash or an ellipsis), or all of it.
fn clause_end(text: &str) -> usize {
    text.find(['.', '!', '?', ';', '…', '—', '–'])
        .into_iter()
        .chain(text.find(" - "))
        .min()
        .unwrap_or(text.len())
}

/// [`said_after`] with one lexicon of sides.
fn said_naming(
    shown: &str,
    span: Range<usize>,
    outcome_words: &Lexicon<Said>,
    side_words: &Lexicon<Side>,
) -> Option<(CeeloEvent, bool)> {
    let text = &shown[span.clone()];
    let found = outcome_words.find(text);
    let (said, start, end) = *found.first()?;
    let offset = span.start + start;
    if said == Said::Tie {
        let tie = CeeloEvent {
            offset,
            kind: CeeloEventKind::TieAnnounced,
        };
        return Some((tie, true));
    }
    let line = line_start(shown, offset);
    let before = side_words
        .find(&shown[line..offset])
        .last()
        .map(|found| found.0);
    // The side may be named on the next line where the result's line ends
    // with the result (`Winner:` / `CPU`); else only on its own line, not in
    // the question that follows the game (`Te gane $2.50.` / `... o te
    // retiras con tu dinero?`).
    let word_end = span.start + end;
    let own_line_end = line_end(shown, word_end);
    let ends_with_result = !shown[word_end..own_line_end]
        .chars()
        .any(char::is_alphanumeric);
    let after_end = if ends_with_result {
        line_end(shown, (own_line_end + 1).min(shown.len()))
    } else {
        own_line_end
    };
    // Where a second outcome follows on the line, a side named past the
    // first clause is the second's (`Lost this one... the computer wins`,
    // `Hai perso... vince il computer`).
    let next_said = found
        .get(1)
        .map(|next| span.start + next.1)
        .filter(|&next| next < line_end(shown, word_end));
    let after_until = match next_said {
        Some(next) => word_end + clause_end(&shown[word_end..next]),
        None => after_end.max(word_end),
    };
    let after = || {
        side_words
            .find(&shown[word_end..after_until])
            .first()
            .map(|found| found.0)
    };
    // "The punter beats the banker": a side named only after "beats" is
    // the one beaten.
    let beaten = said == Said::Win && crate::reading::fold(&text[start..end]).starts_with("beat");
    let after_winner = || {
        after().map(|side| match (beaten, side) {
            (true, Side::Player) => Side::Computer,
            (true, Side::Computer) => Side::Player,
            (false, side) => side,
        })
    };
    let named = before.or_else(after_winner);
    if let (None, Some(next)) = (named, next_said) {
        let second = said_naming(shown, next..span.end, outcome_words, side_words);
        if let Some(
            second @ (
                CeeloEvent {
                    kind: CeeloEventKind::Decided(_),
                    ..
                },
                true,
            ),
        ) = second
        {
            return Some((CeeloEvent { offset, ..second.0 }, true));
        }
    }
    let player_won = (said == Said::Win) == (named.unwrap_or(Side::Player) == Side::Player);
    let decided = CeeloEvent {
        offset,
        kind: CeeloEventKind::Decided(if player_won {
            Outcome::Won
        } else {
            Outcome::Lost
        }),
    };
    Some((decided, named.is_some()))
}

#[cfg(test)]
mod draw_aligned_tests;
#[cfg(test)]
mod tests;
