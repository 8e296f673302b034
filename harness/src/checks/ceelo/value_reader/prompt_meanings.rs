//! What each input request of a Cee-lo run asked: the initial balance, a
//! wager or whether to go on, from what was typed at it, whether a roll
//! followed, and the words on the prompt line and the one before.

use super::super::ceelo_events::CeeloEventKind;
use crate::checks::JudgeInput;
use crate::reading::{line_start, Lexicon};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Initial,
    Wager,
    Continue,
}

fn prompt_words() -> Lexicon<Asked> {
    Lexicon::new(&[
        (
            Asked::Initial,
            &[
                "initial*",
                "starting",
                "start with",
                "bring",
                "bank",
                "bankroll",
                "balance",
                "funds",
                "purse",
                "chips",
                "stack",
                "credit",
            ][..],
        ),
        (Asked::Wager, &["wager*", "bet*", "stake*", "pot", "ante"]),
        (
            Asked::Continue,
            &[
                "continue*",
                "quit*",
                "again",
                "another",
                "play on",
                "keep playing",
                "c q",
                "go on",
            ],
        ),
    ])
}

/// The prompt line and the one before it, where a prompt says what it asks.
fn prompt_context(text: &str, end: usize) -> &str {
    let start = line_start(text, end);
    let before = line_start(text, start.saturating_sub(1));
    &text[before..end.min(text.len())]
}

fn is_choice(answer: &str) -> Option<char> {
    let answer = answer.trim();
    let first = answer.chars().next()?.to_ascii_lowercase();
    (answer.chars().count() <= 8 && first.is_ascii_alphabetic()).then_some(first)
}

/// Each prompt answered (or left waiting at the end), with what it asked.
pub(super) fn read_prompts(
    text: &str,
    shown: &str,
    input: &JudgeInput<'_>,
) -> Vec<(usize, CeeloEventKind)> {
    let exchanges = &input.behaviour.exchanges;
    if exchanges.is_empty() {
        return prompts_in_text(text);
    }
    let words = prompt_words();
    let mut prompts = Vec::new();
    let mut balance_asked = false;
    let mut last_was_continue = false;
    let total_draws = input.behaviour.draws.as_ref().map_or(0, Vec::len);
    for (index, exchange) in exchanges.iter().enumerate() {
        let end = exchange.output.end.min(text.len());
        let offset = line_start(text, end);
        let typed = exchange.answer.trim().to_string();
        // The program rolled right after the answer: the prompt let a roll
        // happen (`Press ENTER to roll`), unless it says it asks to go on.
        let drew_next = exchanges
            .get(index + 1)
            .map_or(total_draws, |next| next.draws_before)
            > exchange.draws_before;
        let names_continue = words
            .concepts(prompt_context(text, end))
            .contains(&Asked::Continue);
        let kind = if is_choice(&typed).is_some() {
            if drew_next && !names_continue {
                continue;
            }
            CeeloEventKind::ContinueAsked { typed }
        } else if typed.is_empty() {
            continue;
        } else if asks_only_to_go_on(&words, &text[offset..end]) {
            // A number typed at a continue question: an answer it cannot take.
            CeeloEventKind::ContinueAsked { typed }
        } else if !balance_asked && exchange.draws_before == 0 {
            balance_asked = true;
            CeeloEventKind::InitialBalanceAsked { typed }
        } else {
            CeeloEventKind::WagerAsked { typed }
        };
        last_was_continue = matches!(kind, CeeloEventKind::ContinueAsked { .. });
        prompts.push((offset, kind));
    }
    // A prompt the program was left waiting at when the run was stopped.
    let last = exchanges.last().expect("not empty");
    let after = (last.output.end + last.answer.len() + 1).min(text.len());
    let rest = &shown[after..];
    if !input.complete && !rest.trim().is_empty() && !rest.ends_with('\n') {
        let end = text.len();
        let waiting = text[line_start(text, end)..end].trim();
        let last_prompt = {
            let end = last.output.end.min(text.len());
            text[line_start(text, end)..end].trim()
        };
        let asked = words.concepts(waiting);
        let repeated = prompts
            .last()
            .filter(|_| waiting == last_prompt && last.draws_before == total_draws)
            .map(|(_, kind): &(usize, CeeloEventKind)| kind.clone());
        let kind = match asked.first() {
            // Asked again, nothing drawn since: the last answer was refused.
            _ if repeated.is_some() => repeated.map(|kind| match kind {
                CeeloEventKind::InitialBalanceAsked { .. } => CeeloEventKind::InitialBalanceAsked {
                    typed: String::new(),
                },
                CeeloEventKind::ContinueAsked { .. } => CeeloEventKind::ContinueAsked {
                    typed: String::new(),
                },
                _ => CeeloEventKind::WagerAsked {
                    typed: String::new(),
                },
            }),
            Some(Asked::Wager) => Some(CeeloEventKind::WagerAsked {
                typed: String::new(),
            }),
            Some(Asked::Continue) => None,
            _ if last_was_continue => Some(CeeloEventKind::WagerAsked {
                typed: String::new(),
            }),
            _ => None,
        };
        if let Some(kind) = kind {
            prompts.push((line_start(text, end), kind));
        }
    }
    prompts
}

/// The prompt line asks to continue or quit and for no amount.
fn asks_only_to_go_on(words: &Lexicon<Asked>, line: &str) -> bool {
    let asked = words.concepts(line);
    asked.contains(&Asked::Continue) && !asked.contains(&Asked::Wager)
}

/// Prompts of a saved transcript (no dialogue known): a line ending in ':'
/// or '?' and what was typed after it, its meaning from its words.
fn prompts_in_text(text: &str) -> Vec<(usize, CeeloEventKind)> {
    let words = prompt_words();
    let mut prompts = Vec::new();
    let mut offset = 0;
    let mut balance_asked = false;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end();
        let Some(mark) = body.rfind([':', '?']) else {
            continue;
        };
        let typed = body[mark + 1..].trim();
        // A question in a text (`... the wager?`) is no prompt: a prompt has
        // an answer after it, or is where the run stopped.
        let last = offset >= text.trim_end().len();
        if typed.contains(char::is_whitespace) || (typed.is_empty() && !last) {
            continue;
        }
        // What the prompt line says, else the line before it.
        let mut asked = words.concepts(&text[start..start + mark]);
        if asked.is_empty() {
            asked = words.concepts(prompt_context(text, start + mark));
        }
        let kind = if asked.contains(&Asked::Wager) && !asked.contains(&Asked::Continue) {
            CeeloEventKind::WagerAsked {
                typed: typed.to_string(),
            }
        } else if asked.contains(&Asked::Continue) {
            if typed.is_empty() {
                continue;
            }
            CeeloEventKind::ContinueAsked {
                typed: typed.to_string(),
            }
        } else if asked.contains(&Asked::Initial) && !balance_asked && !typed.is_empty() {
            balance_asked = true;
            CeeloEventKind::InitialBalanceAsked {
                typed: typed.to_string(),
            }
        } else {
            continue;
        };
        prompts.push((start, kind));
    }
    prompts
}
