//! A pass settled: the bank rolls shown after its last roll, the verdict
//! they (or the outcome words) give, who is cleaned out, and the game's end.

use std::ops::Range;

use super::name_mentions::name_mentions;
use super::reader::Reader;
use super::table_columns::bank_column;
use super::table_words::Verdict;
use crate::checks::craps::craps_events::CrapsEventKind;
use crate::reading::{after_line_end, arrow_target, line_end, line_start, read_values, ShownValue};

impl Reader<'_> {
    /// The bank rolls shown after a pass's last roll, and the verdict they
    /// (or the outcome words) give. `prompt`: the input request that ends
    /// the range, whose limits are no one's bank roll.
    pub(super) fn settle(&mut self, range: Range<usize>, prompt: Range<usize>) {
        let readings = self.bank_roll_readings(range.clone(), prompt);
        self.settle_with(range, &readings);
    }

    /// As [`Reader::settle`], for the pass after which the program ended:
    /// its settlement ends where the game's end is announced (a recap of
    /// the passes after it is history, not bank rolls), unless no bank roll
    /// shows before the announcement.
    pub(super) fn settle_last(&mut self, range: Range<usize>, prompt: Range<usize>) {
        let announced = self
            .announcement(&self.text[range.clone()])
            .map(|(from, _)| range.start + from);
        if let Some(end) = announced {
            let readings = self.bank_roll_readings(range.start..end, prompt.clone());
            if readings.iter().any(Option::is_some) {
                self.settle_with(range.start..end, &readings);
                return;
            }
        }
        self.settle(range, prompt);
    }

    /// Each seat's bank roll shown in `range`, if any: where it shows, the
    /// amount, and whether it is marked as money.
    fn bank_roll_readings(
        &self,
        range: Range<usize>,
        prompt: Range<usize>,
    ) -> Vec<Option<(usize, i64, bool)>> {
        let text = &self.text[range.clone()];
        let mentions = name_mentions(text, self.names);
        let money = &self.words.money;
        let limits = self.limits.spans(self.text, prompt);
        // Values of `text` from `base` on, the prompt's limits left out.
        let values_at = |base: usize, shown: &str| -> Vec<ShownValue> {
            let from = range.start + base;
            read_values(shown, &|_| None)
                .into_iter()
                .filter(|value| {
                    // The limits stand apart in text order: only the first
                    // ending after the value begins may overlap it.
                    let next = limits.partition_point(|limit| limit.end <= from + value.start);
                    limits
                        .get(next)
                        .is_none_or(|limit| limit.start >= from + value.end)
                })
                .collect()
        };
        let mut readings: Vec<Option<(usize, i64, bool)>> = vec![None; self.names.len()];
        let deadline = self.deadline;
        for (position, &(seat, start, end)) in mentions
            .iter()
            .enumerate()
            .take_while(|_| !deadline.passed())
        {
            let next_name = mentions.get(position + 1).map_or(text.len(), |next| next.1);
            let this_line_end = line_end(text, end);
            let below = after_line_end(text, this_line_end);
            let next_line_end = line_end(text, below);
            let on_line = &text[end..this_line_end.min(next_name)];
            let values = values_at(end, on_line);
            let line_from = line_start(text, start);
            // In a table, the value under the bank roll's header.
            let column = bank_column(
                &text[..line_from],
                &text[line_from..this_line_end],
                end - line_from,
                &values,
                &self.words.columns,
            )
            .unwrap_or(0);
            // `Moe: $100 -> $150`: the bank roll now is the arrow's; `Moe
            // loses $100`, `Moe pays Larry $100`: money changing hands is no
            // one's bank roll (the rules settle the pass where none shows).
            let column = arrow_target(on_line, &values, column);
            let column = (column..values.len())
                .find(|&at| {
                    let lead_from = at.checked_sub(1).map_or(0, |before| values[before].end);
                    !moves_money(&on_line[lead_from..values[at].start])
                })
                .unwrap_or(values.len());
            // `Moe pays Larry $100`: the amount after the one paid moves too.
            let paid = {
                let before = text[line_from..start].trim_end();
                before.ends_with(|c: char| c.is_alphabetic()) && moves_money(before)
            };
            let column = if paid { values.len() } else { column };
            let only_money_moved = !values.is_empty() && column >= values.len();
            let (value, base) = match values.get(column) {
                Some(value) => (Some(*value), end),
                None if only_money_moved => (None, end),
                None if next_name > this_line_end && on_line.trim().len() < 40 => {
                    let next = &text[below..next_line_end.min(next_name).max(below)];
                    let first = values_at(below, next).first().copied();
                    (first, below)
                }
                None => (None, end),
            };
            let Some(value) = value else {
                continue;
            };
            // Shown in the program's unit (cents): the rules' dollars.
            let Some(amount) = value
                .whole()
                .filter(|amount| amount % self.unit == 0)
                .map(|amount| amount / self.unit)
            else {
                continue;
            };
            let context = &text[line_from..base + value.end];
            let moneyish = value.money || value.decimal || !money.find(context).is_empty();
            let better = match readings[seat] {
                None => true,
                Some((_, _, was_money)) => moneyish || !was_money,
            };
            if better {
                readings[seat] = Some((range.start + start, amount, moneyish));
            }
        }
        readings
    }

    /// Push the bank rolls read, the pass's verdict and who is cleaned out.
    fn settle_with(&mut self, range: Range<usize>, readings: &[Option<(usize, i64, bool)>]) {
        let text = &self.text[range.clone()];
        let mentions = name_mentions(text, self.names);
        let deadline = self.deadline;
        let before = self.bankrolls.clone();
        for (seat, reading) in readings.iter().enumerate() {
            if let Some((offset, amount, _)) = *reading {
                self.push(
                    offset,
                    CrapsEventKind::Bankroll {
                        name: self.names[seat].clone(),
                        amount,
                    },
                );
                self.bankrolls[seat] = amount;
            }
        }
        let shooter_change = self.shooter.and_then(|seat| {
            readings
                .get(seat)
                .copied()
                .flatten()
                .map(|(_, amount, _)| amount - before[seat])
        });
        // What the program said of the pass first (the dice's verdict, which
        // `point` and `come-out` judge), the shooter's money where it said
        // nothing (the money itself is judged by `payout`).
        let verdict = self
            .said_verdict(text)
            .map(|(start, verdict)| (range.start + start, verdict))
            .or(match shooter_change {
                Some(change) if change > 0 => Some((range.start, Verdict::Win)),
                Some(change) if change < 0 => Some((range.start, Verdict::Lose)),
                _ => None,
            });
        if let Some((offset, verdict)) = verdict {
            self.push(
                offset,
                CrapsEventKind::PassVerdict {
                    shooter_wins: verdict == Verdict::Win,
                },
            );
        }
        for (seat, start, end) in mentions.iter().take_while(|_| !deadline.passed()) {
            let line = &text[*end..line_end(text, *end)];
            let said = self.words.cleaned.find(line);
            if said
                .first()
                .is_some_and(|&(cleaned, at, _)| cleaned && at < 40)
            {
                self.push(
                    range.start + start,
                    CrapsEventKind::CleanedOut {
                        name: self.names[*seat].clone(),
                    },
                );
            }
        }
    }

    /// The first outcome word of `text` on a line that names no player or
    /// names the shooter first: `Curly wins $40` is a fader's money, not
    /// the pass's verdict.
    fn said_verdict(&self, text: &str) -> Option<(usize, Verdict)> {
        self.words
            .verdict
            .find(text)
            .into_iter()
            .find(|(_, start, _)| {
                let line = &text[line_start(text, *start)..line_end(text, *start)];
                name_mentions(line, self.names)
                    .first()
                    .is_none_or(|(seat, _, _)| Some(*seat) == self.shooter)
            })
            .map(|(verdict, start, _)| (start, verdict))
    }

    /// The program ended by itself after its last input: the game is over.
    /// The winner is the player named on (or under) a winner's line, the
    /// pot the value after a pot word there.
    pub(super) fn game_end(&mut self, range: Range<usize>) {
        let text = &self.text[range.clone()];
        let announced = self.announcement(text);
        let (from, name) = match announced.clone() {
            Some((from, name)) => (from, name),
            None => (text.len(), None),
        };
        let offset = range.start + from;
        self.push(offset, CrapsEventKind::GameWinner { name: name.clone() });
        if announced.is_none() {
            return;
        }
        // The pot: after a pot word on the announcement's line or the next
        // (a recap further on is no pot), else the money after the
        // winner's name on its line (`WINNER: Bill with $200`).
        let region_end = line_end(text, after_line_end(text, line_end(text, from)));
        let region = &text[from..region_end.max(from)];
        let after_pot_word = self.words.pot.find(region).first().map(|&(_, _, end)| end);
        let after_name = || {
            let name = name.as_deref()?;
            let line = &region[..line_end(region, 0)];
            name_mentions(line, std::slice::from_ref(&name.to_string()))
                .first()
                .map(|&(_, _, end)| end)
                .filter(|&end| {
                    read_values(&line[end..], &|_| None)
                        .first()
                        .is_some_and(|value| value.money)
                })
        };
        let Some(end) = after_pot_word.or_else(after_name) else {
            return;
        };
        let after = &region[end..];
        // An amount in parentheses is an aside (`all $200 (won $100)`).
        let values = read_values(after, &|_| None);
        let aside = |start: usize| {
            let before = &after[..start];
            before.matches('(').count() > before.matches(')').count()
        };
        let pot = values
            .iter()
            .find(|value| !aside(value.start))
            .or(values.first());
        if let Some(amount) = pot.and_then(|value| value.whole()) {
            let amount = amount / self.unit;
            self.push(range.start + from + end, CrapsEventKind::Pot { amount });
        }
    }

    /// Where the game's end is announced in `text` (its line's start) and
    /// the winner it names: the last winner's line naming a player (a log's
    /// earlier `winner=shooter` names none), else the first winner's line.
    fn announcement(&self, text: &str) -> Option<(usize, Option<String>)> {
        let found = self.words.winner.find(text);
        let named = found.iter().rev().find_map(|(_, start, _)| {
            let from = line_start(text, *start);
            let region_end = line_end(text, after_line_end(text, line_end(text, from)));
            let region = &text[from..region_end.max(from)];
            name_mentions(region, self.names)
                .first()
                .map(|(seat, _, _)| (from, Some(self.names[*seat].clone())))
        });
        named.or_else(|| {
            found
                .first()
                .map(|(_, start, _)| (line_start(text, *start), None))
        })
    }
}

/// Words that make the amount right after them money changing hands (`loses
/// $100`, `pays Larry $100`, `wins $50`), not a bank roll.
const MONEY_MOVES: [&str; 14] = [
    "lose", "loses", "lost", "pay", "pays", "paid", "win", "wins", "won", "take", "takes",
    "collects", "owes", "gives",
];

/// Whether `lead` (the text from the value before, or the name, to an
/// amount) ends with a word that moves money, a name between allowed
/// (`pays Larry $100`).
fn moves_money(lead: &str) -> bool {
    let words = crate::reading::words_of(lead);
    let last_two: Vec<&str> = words
        .iter()
        .rev()
        .take(2)
        .map(|word| word.folded.as_str())
        .collect();
    match last_two.as_slice() {
        [last, ..] if MONEY_MOVES.contains(last) => true,
        [_, before] => {
            MONEY_MOVES.contains(before) && lead.trim_end().ends_with(|c: char| c.is_alphabetic())
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn money_changing_hands_is_no_bank_roll() {
        let table = [
            (" loses ", true),
            (" pays Larry ", true),
            (": ", false),
            (" now has ", false),
            (" has ", false),
            (" wins ", true),
            (" bank roll is ", false),
        ];
        for (lead, moves) in table {
            assert_eq!(super::moves_money(lead), moves, "{lead:?}");
        }
    }
}
