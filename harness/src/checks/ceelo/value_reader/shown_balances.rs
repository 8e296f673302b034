//! The player's balance as a Cee-lo program showed it: a value beside a
//! balance word (on its line or below it), money gone said in words, and
//! amounts alone between games.

use reference::ceelo::Money;

use super::super::ceelo_events::{CeeloEvent, CeeloEventKind};
use super::ceelo_words::CeeloWords;
use super::shown_rolls::ShownRoll;
use crate::checks::JudgeDeadline;
use crate::reading::{
    after_line_end, arrow_target, line_end, line_start, read_values, Lexicon, ShownValue, ValueKind,
};

/// Every balance shown from the first prompt on: a value after a balance
/// word on its line (the result of a sum shown, else money-like first), or,
/// after a label that ends its line, the value below it (same column) on
/// the next line.
pub(super) fn read_balances(
    shown: &str,
    from: usize,
    rolls: &[ShownRoll],
    lexicons: &CeeloWords,
    deadline: &JudgeDeadline,
) -> Vec<CeeloEvent> {
    let words = &lexicons.balance;
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
        // `bank 25.50 -> 0.00`: the balance now is the arrow's.
        let first_money = same_line
            .iter()
            .position(|value| value.money || value.decimal)
            .or((!same_line.is_empty()).then_some(0))
            .map(|index| &same_line[arrow_target(shown, &same_line, index)]);
        let value = result_of_sum
            .or(first_money)
            .copied()
            .or_else(money_before)
            .or_else(|| {
                let rest = shown[end..line_stop].trim();
                if !(rest.is_empty() || rest.ends_with(':')) || line_stop >= shown.len() {
                    return None;
                }
                let next_start = after_line_end(shown, line_stop);
                let next_stop = line_end(shown, next_start);
                // A line below with a balance word of its own (`ROUND 1 |
                // bank 25.50` under `Opening bank:`) shows its values by that
                // word: what stands under the label is something else.
                if !words.find(&shown[next_start..next_stop]).is_empty() {
                    return None;
                }
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

/// `You are out of money.`: the balance $0.00, said in words, where no
/// amount stands on the line. A rule (`if you run out of money ...`) says
/// what would happen, not what did, and is left out. Weak like a lone
/// amount: judged only after a game settled.
pub(super) fn read_money_gone(
    shown: &str,
    from: usize,
    balances: &[CeeloEvent],
    words: &CeeloWords,
) -> Vec<CeeloEvent> {
    let conditions = Lexicon::new(&[((), &["if", "when", "until", "unless", "once"][..])]);
    let from = from.min(shown.len());
    let mut events = Vec::new();
    for ((), start, _) in words.money_gone.find(&shown[from..]) {
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

/// Amounts alone between games: a line outside the rolls whose one value is
/// money (`$150.00`, `W $150.00`, `150.00 EUR`) or whose money changed to
/// another (`P100.00 -> P110.00`: the new amount), with no balance word (read
/// by [`read_balances`]), no word making it a wager or winnings, and not the
/// wager just typed said back before the game's first roll (`Sige, P2.50
/// ang nakataya.`; `wagers`: each wager prompt's offset and the wager). The
/// balance judge takes one as the balance only where a game settled before
/// it gives the balance it must be.
pub(super) fn read_lone_amounts(
    shown: &str,
    from: usize,
    rolls: &[ShownRoll],
    balances: &[CeeloEvent],
    wagers: &[(usize, Money)],
    words: &CeeloWords,
) -> Vec<CeeloEvent> {
    // The wager typed last before `at`, if no roll came between.
    let wager_said_back = |at: usize, amount: Money| {
        let asked = wagers.partition_point(|&(offset, _)| offset < at);
        asked.checked_sub(1).is_some_and(|last| {
            let (prompt, wager) = wagers[last];
            let rolled_since = rolls.iter().any(|roll| (prompt..at).contains(&roll.offset));
            wager == amount && !rolled_since
        })
    };
    let excluded = &words.not_balance;
    let from = line_start(shown, from.min(shown.len()));
    let mut events = Vec::new();
    let mut offset = from;
    let mut balance_offsets: Vec<usize> = balances.iter().map(|balance| balance.offset).collect();
    balance_offsets.sort_unstable();
    for line in shown[from..].split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let end = start + line.trim_end().len();
        // Rolls and balances come in text order: only those from the last
        // one before the line on can touch it.
        let rolls_from = rolls
            .partition_point(|roll| roll.offset < start)
            .saturating_sub(1);
        let in_roll = rolls[rolls_from..]
            .iter()
            .take_while(|roll| roll.offset < end)
            .any(|roll| roll.after_mark > start);
        let balances_from = balance_offsets.partition_point(|&offset| offset < start);
        let has_balance = balance_offsets
            .get(balances_from)
            .is_some_and(|&offset| offset <= end);
        if in_roll || has_balance || !excluded.find(line).is_empty() {
            continue;
        }
        let values = read_values(line, &|_| None);
        // One amount, or an old amount and the new one it changed to
        // (`Pera mo: P100.00 -> P110.00`).
        let value = match values[..] {
            [value] => value,
            [old, new] if old.money && new.money && arrow_target(line, &values, 0) == 1 => new,
            _ => continue,
        };
        if value.kind != ValueKind::Digits || !(value.money || value.decimal) {
            continue;
        }
        let amount = Money::from_cents(value.amount.0);
        if wager_said_back(start + value.start, amount) {
            continue;
        }
        events.push(CeeloEvent {
            offset: start + value.start,
            kind: CeeloEventKind::AmountShown(amount),
        });
    }
    events
}
