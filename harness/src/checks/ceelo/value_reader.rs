//! Reading a Cee-lo transcript by values, whatever its wording (DESIGN.md,
//! "Judging behaviour, not wording"): the prompts from the dialogue (what was
//! typed at each input request, a request asked again with no draw between),
//! the rolls from where the drawn faces show (or, with no draws known, from
//! groups of three small numbers after a side's name), and results, ties and
//! balances from a small lexicon per concept and the values next to it, on
//! the same line or the next (a label above its value, a table's column).

use std::ops::Range;

use reference::ceelo::{Money, Outcome, Roller};

use super::ceelo_events::{CeeloEvent, CeeloEventKind, RollSeen};
use crate::checks::{JudgeDeadline, JudgeInput};
use crate::reading::{
    after_line_end, is_label_number, line_end, line_start, locate_grouped_draws, read_values,
    segment_of_draws, Lexicon, ShownValue, ValueKind,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Player,
    Computer,
}

fn sides() -> Lexicon<Side> {
    Lexicon::new(&[
        (
            Side::Player,
            &[
                "you", "your", "you're", "yours", "player*", "human", "p", "user",
            ][..],
        ),
        (
            Side::Computer,
            &[
                "cpu",
                "cpu's",
                "computer*",
                "house",
                "house's",
                "dealer*",
                "machine*",
                "opponent*",
                "bot",
                "banker*",
                "i",
                "me",
                "my",
                "i'm",
            ],
        ),
    ])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Said {
    Win,
    Lose,
    Tie,
}

fn outcomes() -> Lexicon<Said> {
    Lexicon::new(&[
        (
            Said::Win,
            &[
                "win*",
                "won",
                "beat*",
                "take* the pot",
                "takes it",
                "victor*",
                "triumph*",
            ][..],
        ),
        (Said::Lose, &["lose*", "lost", "loss", "loses"]),
        (
            Said::Tie,
            &[
                "tie*",
                "tied",
                "push*",
                "standoff*",
                "stand off",
                "level",
                "even",
                "dead heat",
                "same combination",
                "equal*",
                "draw",
                "both roll again",
                "both throw again",
            ],
        ),
    ])
}

/// `true`: words marking a roll unrecognized; `false`: praise that
/// contains them (`nothing beats that`).
fn marks() -> Lexicon<bool> {
    Lexicon::new(&[
        (
            false,
            &[
                "nothing beat*",
                "nothing better",
                "nothing tops",
                "nothing can beat",
            ][..],
        ),
        (
            true,
            &[
                "unrecogni*",
                "not recogni*",
                "no combo*",
                "no combination",
                "not a combination",
                "nothing",
                "no score",
                "again",
                "reroll*",
                "re roll*",
                "no dice",
                "worthless",
            ][..],
        ),
    ])
}

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

/// Words next to which a value is the player's money.
fn balance_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "balance",
            "bankroll",
            "bank",
            "funds",
            "fund",
            "purse",
            "credit",
            "credits",
            "chips",
            "chip",
            "stack",
            "money",
            "you have",
            "now have",
            "you hold",
            "cash* out",
            "cashing",
            "cashed",
            "collect*",
            "left with",
            "leave with",
            "leaving with",
            "walk* away with",
            "quit* with",
            "go home with",
            "going home with",
        ][..],
    )])
}

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
    let rolls = match behaviour.draws.as_deref() {
        Some(draws) if !draws.is_empty() => located_rolls(&shown, input),
        _ => scanned_rolls(&shown, game_start..shown.len(), true, input.deadline),
    };
    let outcome_words = outcomes();
    let side_words = sides();
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
        if let Some(kind) = said_after(&shown, span, &outcome_words, &side_words) {
            events.push(kind);
        }
    }
    let balances = read_balances(&shown, first_prompt, &rolls, input.deadline);
    events.extend(read_lone_amounts(&shown, first_prompt, &rolls, &balances));
    events.extend(read_money_gone(&shown, first_prompt, &balances));
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
fn read_prompts(text: &str, shown: &str, input: &JudgeInput<'_>) -> Vec<(usize, CeeloEventKind)> {
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

/// A roll as shown: where, what, and where what is said about it ends.
#[derive(Debug, Clone, Copy)]
struct ShownRoll {
    offset: usize,
    seen: RollSeen,
    /// After the dice and any mark on them.
    after_mark: usize,
}

/// Rolls where the drawn faces show, three draws a roll, segment by segment;
/// a segment whose draws do not all show is read for groups of small numbers
/// (a program showing other faces than it drew: dice-range judges them).
fn located_rolls(shown: &str, input: &JudgeInput<'_>) -> Vec<ShownRoll> {
    let behaviour = input.behaviour;
    let draws = behaviour.draws.as_deref().unwrap_or(&[]);
    let mut rolls = Vec::new();
    let mut by_segment: Vec<(usize, Vec<Vec<i64>>)> = Vec::new();
    for group in draws.chunks(3) {
        let faces: Vec<i64> = group.iter().map(|draw| i64::from(draw.face)).collect();
        let segment = group[0].after_inputs;
        match by_segment.last_mut() {
            Some((at, groups)) if *at == segment => groups.push(faces),
            _ => by_segment.push((segment, vec![faces])),
        }
    }
    let side_words = sides();
    for (segment, groups) in by_segment {
        if input.deadline.passed() {
            break;
        }
        let range = segment_of_draws(shown, behaviour, segment);
        let found = locate_grouped_draws(shown, range.clone(), &groups, &|_| None);
        if found.iter().all(Option::is_some) {
            let mut previous_end = range.start;
            for sighting in found.into_iter().flatten() {
                let faces: Vec<u32> = sighting
                    .faces
                    .iter()
                    .map(|face| {
                        read_values(&shown[face.clone()], &|_| None)
                            .first()
                            .and_then(ShownValue::whole)
                            .unwrap_or(-1) as u32
                    })
                    .collect();
                let faces = [faces[0], faces[1], *faces.get(2).unwrap_or(&0)];
                rolls.push(shown_roll(
                    shown,
                    sighting.start..sighting.end,
                    faces,
                    previous_end,
                    &side_words,
                ));
                previous_end = sighting.end;
            }
        } else {
            rolls.extend(scanned_rolls(shown, range, false, input.deadline));
        }
    }
    rolls
}

/// Groups of three small whole numbers in a row, joined by no more than
/// spaces and punctuation on one line; with `named_only`, only those after
/// a side's name (so a rules text's `1-1-5 beats 6-3-6` is no roll).
fn scanned_rolls(
    shown: &str,
    range: Range<usize>,
    named_only: bool,
    deadline: &JudgeDeadline,
) -> Vec<ShownRoll> {
    let range = range.start.min(shown.len())..range.end.min(shown.len());
    let values: Vec<ShownValue> = read_values(&shown[range.clone()], &|_| None)
        .into_iter()
        .map(|value| ShownValue {
            start: value.start + range.start,
            end: value.end + range.start,
            ..value
        })
        .filter(|value| !is_label_number(shown, value))
        .collect();
    // Faces on one line, or one a line (`  5\n  3\n  0`).
    let joined = |left: &ShownValue, right: &ShownValue| {
        let between = &shown[left.end..right.start];
        between.matches('\n').count() <= 1
            && between.chars().all(|c| !c.is_alphanumeric() && c != '.')
    };
    let small = |value: &ShownValue| value.whole().is_some_and(|face| (0..=99).contains(&face));
    let side_words = sides();
    let mut rolls: Vec<ShownRoll> = Vec::new();
    let mut previous_end = range.start;
    let mut at = 0;
    while at + 2 < values.len() && !deadline.passed() {
        let group = &values[at..at + 3];
        let is_group = group.iter().all(small)
            && joined(&group[0], &group[1])
            && joined(&group[1], &group[2])
            && !group.iter().any(|value| value.money || value.decimal);
        if !is_group {
            at += 1;
            continue;
        }
        let faces = [0, 1, 2].map(|index| group[index].whole().unwrap_or(0) as u32);
        let roll = shown_roll(
            shown,
            group[0].start..group[2].end,
            faces,
            previous_end,
            &side_words,
        );
        let named = side_before(shown, previous_end, group[0].start, &side_words).is_some();
        if named || !named_only {
            previous_end = roll.after_mark;
            rolls.push(roll);
        }
        at += 3;
    }
    rolls
}

/// The side named nearest before `at`, from the line before its line on
/// (not before `floor`).
fn side_before(shown: &str, floor: usize, at: usize, side_words: &Lexicon<Side>) -> Option<Side> {
    let line = line_start(shown, at);
    let from = line_start(shown, line.saturating_sub(1)).max(floor).min(at);
    side_words
        .find(&shown[from..at])
        .last()
        .map(|(side, _, _)| *side)
}

fn shown_roll(
    shown: &str,
    dice: Range<usize>,
    faces: [u32; 3],
    previous_end: usize,
    side_words: &Lexicon<Side>,
) -> ShownRoll {
    // A name not in the lexicon (`Zoë`) is the player's: the computer is
    // always named as one.
    let roller = match side_before(shown, previous_end, dice.start, side_words) {
        Some(Side::Computer) => Roller::Cpu,
        _ => Roller::Player,
    };
    // A mark on the rest of the dice's line, or on the next line when the
    // rest is blank (`5 4 3` / `  nothing`).
    let end = line_end(shown, dice.end);
    let rest = &shown[dice.end..end];
    let below = after_line_end(shown, end);
    let next_line = below..line_end(shown, below);
    // A remark under the dice: no number of its own, and no question.
    let bare_remark = read_values(&shown[next_line.clone()], &|_| None)
        .iter()
        .all(|value| !matches!(value.kind, ValueKind::Digits | ValueKind::DieFace))
        && !shown[next_line.clone()].trim_end().ends_with(['?', ':']);
    let mark_span = if rest.chars().any(char::is_alphabetic) || !bare_remark {
        dice.end..end
    } else {
        dice.end..next_line.end
    };
    // `again` of a tie said below the dice (`Push: both roll again`) is no mark.
    let said = &shown[mark_span.clone()];
    let first_said = outcomes().find(said).first().map(|found| found.1);
    let mark_words = marks().find(said);
    let marked = mark_words.iter().all(|found| found.0)
        && mark_words
            .first()
            .is_some_and(|found| first_said.is_none_or(|said| found.1 < said));
    ShownRoll {
        offset: dice.start,
        seen: RollSeen {
            roller,
            faces,
            marked_unrecognized: marked,
        },
        after_mark: if marked { mark_span.end } else { dice.end },
    }
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

/// Every balance shown from the first prompt on: a value after a balance
/// word on its line (the result of a sum shown, else money-like first), or,
/// after a label that ends its line, the value below it (same column) on
/// the next line.
fn read_balances(
    shown: &str,
    from: usize,
    rolls: &[ShownRoll],
    deadline: &JudgeDeadline,
) -> Vec<CeeloEvent> {
    let words = balance_words();
    let from = from.min(shown.len());
    // Rolls come in text order: the one a value may stand in is the last
    // roll before it.
    let in_roll = |value: &ShownValue| {
        let before = rolls.partition_point(|roll| roll.offset <= value.start);
        before > 0 && value.start < rolls[before - 1].after_mark
    };
    let mut events = Vec::new();
    let mut used = std::collections::BTreeSet::new();
    for ((), start, end) in words.find(&shown[from..]) {
        if deadline.passed() {
            break;
        }
        let (start, end) = (start + from, end + from);
        let line_stop = line_end(shown, end);
        let same_line: Vec<ShownValue> = read_values(&shown[end..line_stop], &|_| None)
            .into_iter()
            .map(|value| ShownValue {
                start: value.start + end,
                end: value.end + end,
                ..value
            })
            .filter(|value| !in_roll(value) && value.kind == ValueKind::Digits)
            .collect();
        // A sum shown ("bank: $100.00 + $50.00 = $150.00") is its result.
        let result_of_sum = same_line.windows(2).rev().find_map(|pair| {
            shown[pair[0].end..pair[1].start]
                .contains('=')
                .then_some(&pair[1])
        });
        // `835.00 USD in the bank`: money before the word, on its line.
        let money_before = || {
            let line_from = line_start(shown, start);
            read_values(&shown[line_from..start], &|_| None)
                .into_iter()
                .filter(|value| value.kind == ValueKind::Digits && value.money)
                .map(|value| ShownValue {
                    start: value.start + line_from,
                    end: value.end + line_from,
                    ..value
                })
                .rfind(|value| !in_roll(value))
        };
        let value = result_of_sum
            .or_else(|| same_line.iter().find(|value| value.money || value.decimal))
            .or(same_line.first())
            .copied()
            .or_else(money_before)
            .or_else(|| {
                let rest = shown[end..line_stop].trim();
                if !(rest.is_empty() || rest.ends_with(':')) || line_stop >= shown.len() {
                    return None;
                }
                let next_start = after_line_end(shown, line_stop);
                let next_stop = line_end(shown, next_start);
                let next: Vec<ShownValue> = read_values(&shown[next_start..next_stop], &|_| None)
                    .into_iter()
                    .filter(|value| value.kind == ValueKind::Digits)
                    .collect();
                let column = (start - line_start(shown, start))..(end - line_start(shown, start));
                let overlapping = next
                    .iter()
                    .find(|value| value.start < column.end + 2 && value.end + 2 > column.start);
                let only = (!shown[next_start..next_stop]
                    .chars()
                    .any(char::is_alphabetic))
                .then(|| next.first())
                .flatten();
                overlapping.or(only).map(|value| ShownValue {
                    start: value.start + next_start,
                    end: value.end + next_start,
                    ..*value
                })
            });
        if let Some(value) = value {
            // Two words before one value (`bank balance: $5`) show it once.
            if !used.insert(value.start) {
                continue;
            }
            events.push(CeeloEvent {
                offset: value.start.max(start),
                kind: CeeloEventKind::BalanceShown(Money::from_cents(value.amount.0)),
            });
        }
    }
    events
}

/// Words saying the player has no money left: a balance of $0.00.
fn money_gone_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "out of money",
            "out of cash",
            "out of funds",
            "out of chips",
            "no money left",
            "no more money",
            "broke",
            "bankrupt",
            "busted",
            "cleaned out",
            "lost everything",
            "lost it all",
            "nothing left",
        ][..],
    )])
}

/// `You are out of money.`: the balance $0.00, said in words, where no
/// amount stands on the line. A rule (`if you run out of money ...`) says
/// what would happen, not what did, and is left out. Weak like a lone
/// amount: judged only after a game settled.
fn read_money_gone(shown: &str, from: usize, balances: &[CeeloEvent]) -> Vec<CeeloEvent> {
    let conditions = Lexicon::new(&[((), &["if", "when", "until", "unless", "once"][..])]);
    let from = from.min(shown.len());
    let mut events = Vec::new();
    for ((), start, _) in money_gone_words().find(&shown[from..]) {
        let at = from + start;
        let line = line_start(shown, at)..line_end(shown, at);
        let amount_on_line = !read_values(&shown[line.clone()], &|_| None).is_empty()
            || balances
                .iter()
                .any(|balance| line.contains(&balance.offset));
        if amount_on_line || !conditions.find(&shown[line.clone()]).is_empty() {
            continue;
        }
        if events
            .last()
            .is_some_and(|event: &CeeloEvent| line.contains(&event.offset))
        {
            continue;
        }
        events.push(CeeloEvent {
            offset: at,
            kind: CeeloEventKind::AmountShown(Money::from_cents(0)),
        });
    }
    events
}

/// Words that make an amount on their line something else than the
/// balance: the wager, a result's winnings, a payout.
fn not_balance_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "wager*",
            "bet*",
            "stake*",
            "pot",
            "ante",
            "pay*",
            "prize",
            "win*",
            "won",
            "lose*",
            "lost",
            "loss",
            "beat*",
            "take*",
            "took",
            "max*",
            "min*",
            "limit",
            "up to",
            "more than",
            "less than",
            "only",
        ][..],
    )])
}

/// Amounts alone between games: a line outside the rolls whose one value is
/// money (`$150.00`, `W $150.00`, `150.00 EUR`), with no balance word (read
/// by [`read_balances`]) and no word making it a wager or winnings. The
/// balance judge takes one as the balance only where a game settled before
/// it gives the balance it must be.
fn read_lone_amounts(
    shown: &str,
    from: usize,
    rolls: &[ShownRoll],
    balances: &[CeeloEvent],
) -> Vec<CeeloEvent> {
    let excluded = not_balance_words();
    let from = line_start(shown, from.min(shown.len()));
    let mut events = Vec::new();
    let mut offset = from;
    for line in shown[from..].split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let end = start + line.trim_end().len();
        let in_roll = rolls
            .iter()
            .any(|roll| roll.offset < end && roll.after_mark > start);
        let has_balance = balances
            .iter()
            .any(|balance| (start..=end).contains(&balance.offset));
        if in_roll || has_balance || !excluded.find(line).is_empty() {
            continue;
        }
        let values = read_values(line, &|_| None);
        let [value] = values[..] else {
            continue;
        };
        if value.kind != ValueKind::Digits || !(value.money || value.decimal) {
            continue;
        }
        events.push(CeeloEvent {
            offset: start + value.start,
            kind: CeeloEventKind::AmountShown(Money::from_cents(value.amount.0)),
        });
    }
    events
}

#[cfg(test)]
mod tests;
