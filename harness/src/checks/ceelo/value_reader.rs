//! Reading a Cee-lo transcript by values, whatever its wording (DESIGN.md,
//! "Judging behaviour, not wording"): the prompts from the dialogue (what was
//! typed at each input request, a request asked again with no draw between),
//! the rolls from where the drawn faces show (or, with no draws known, from
//! groups of three small numbers after a side's name), and results, ties and
//! balances from a small lexicon per concept and the values next to it, on
//! the same line or the next (a label above its value, a table's column).

use std::ops::Range;

use reference::ceelo::{Outcome, Roller};

use super::ceelo_events::{CeeloEvent, CeeloEventKind};
use crate::checks::JudgeInput;
use crate::reading::{line_end, line_start, Lexicon};

mod ceelo_words;
mod prompt_meanings;
mod shown_balances;
mod shown_rolls;

use ceelo_words::{CeeloWords, Said, Side};
use prompt_meanings::read_prompts;
use shown_balances::{read_balances, read_lone_amounts, read_money_gone};
use shown_rolls::{located_rolls, scanned_rolls};

/// Every event the judges need, read by values.
pub fn read_by_values(input: &JudgeInput<'_>) -> Vec<CeeloEvent> {
    let text = input.view.text();
    let behaviour = input.behaviour;
    let mut shown = masked_answers(text, input);
    let mut events = Vec::new();
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
        if let Some(kind) = said_after(&shown, span, &words.outcomes, &words.sides) {
            events.push(kind);
        }
    }
    let balances = read_balances(&shown, first_prompt, &rolls, &words, input.deadline);
    events.extend(read_lone_amounts(
        &shown,
        first_prompt,
        &rolls,
        &balances,
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
    events
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
/// the side it names (`CPU wins`, `I win`, `You beat me`, `winner` / `CPU`).
fn said_after(
    shown: &str,
    span: Range<usize>,
    outcome_words: &Lexicon<Said>,
    side_words: &Lexicon<Side>,
) -> Option<CeeloEvent> {
    let text = &shown[span.clone()];
    let (said, start, end) = outcome_words.find(text).into_iter().next()?;
    let offset = span.start + start;
    if said == Said::Tie {
        return Some(CeeloEvent {
            offset,
            kind: CeeloEventKind::TieAnnounced,
        });
    }
    let line = line_start(shown, offset);
    let before = side_words
        .find(&shown[line..offset])
        .last()
        .map(|found| found.0);
    let after_end = line_end(shown, (line_end(shown, offset) + 1).min(shown.len()));
    let after = || {
        side_words
            .find(&shown[span.start + end..after_end.max(span.start + end)])
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
    let side = before.or_else(after_winner).unwrap_or(Side::Player);
    let player_won = (said == Said::Win) == (side == Side::Player);
    Some(CeeloEvent {
        offset,
        kind: CeeloEventKind::Decided(if player_won {
            Outcome::Won
        } else {
            Outcome::Lost
        }),
    })
}

#[cfg(test)]
mod tests;
