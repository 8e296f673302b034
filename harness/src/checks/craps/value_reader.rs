//! Reading a Craps transcript by values, whatever its wording (DESIGN.md,
//! "Judging behaviour, not wording"), into the events the judges replay.
//!
//! - What the program did: the answers typed say what each prompt asked (a
//!   number before any name is the number of players, the next answers are
//!   the names, a yes/no is the rules, then numbers are bets and letters the
//!   keep-or-pass answer); the draws between two inputs are one pass's
//!   rolls, two dice each; a bet asked again with no draw between was
//!   refused; the program ending by itself ends the game.
//! - The values it showed: the players' names (as typed, or `p1`, `player 2`)
//!   in a bet prompt say who is asked; after a pass's last roll, the value
//!   after each name is that player's bank roll, and the shooter's bank roll
//!   going up or down is the pass's verdict (outcome words where no bank
//!   roll shows); a small lexicon for the covered action, cleaned out, the
//!   winner and the pot.
//! - The expected game: the reference's play of the same draws and answers
//!   says who is asked where a prompt names nobody, which bank roll among
//!   several values is meant, and whether the action was covered.
//!
//! Rules or help text is never read: every value read stands after a draw.

use std::ops::Range;

use super::craps_events::{read_craps_events, CrapsEvent, CrapsEventKind};
use crate::behaviour::Behaviour;
use crate::checks::JudgeInput;
use crate::reading::{
    after_line_end, line_end, line_start, locate_draws, read_values, segment_of_draws, words_of,
    Lexicon,
};

/// What an answer typed says its prompt asked.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Asked {
    Count,
    Name,
    Rules,
    Bet,
    NextPass,
    Other,
}

/// Classify every exchange by its answer and its place in the dialogue.
fn classify(answers: &[&str]) -> Vec<Asked> {
    let mut kinds = Vec::with_capacity(answers.len());
    let mut names_left: Option<usize> = None;
    let mut rules_asked = false;
    for answer in answers {
        let answer = answer.trim();
        let number = parse_number(answer);
        let kind = match names_left {
            None => match number {
                Some(count) => {
                    kinds.push(Asked::Count);
                    // Until a name is typed the count may be asked again.
                    let _ = count;
                    continue;
                }
                None => {
                    let count = kinds
                        .iter()
                        .zip(answers)
                        .rev()
                        .find(|(kind, _)| **kind == Asked::Count)
                        .and_then(|(_, answer)| parse_number(answer.trim()))
                        .and_then(|count| usize::try_from(count).ok())
                        .unwrap_or(1)
                        .clamp(1, super::seating::MAX_SEAT);
                    names_left = Some(count - 1);
                    Asked::Name
                }
            },
            Some(left) if left > 0 => {
                names_left = Some(left - 1);
                Asked::Name
            }
            Some(_) if !rules_asked && number.is_none() && is_yes_no(answer) => {
                rules_asked = true;
                Asked::Rules
            }
            Some(_) => {
                rules_asked = true;
                if number.is_some() {
                    Asked::Bet
                } else if is_roll_or_pass(answer) {
                    Asked::NextPass
                } else {
                    Asked::Other
                }
            }
        };
        kinds.push(kind);
    }
    kinds
}

fn parse_number(answer: &str) -> Option<i64> {
    answer.trim().trim_start_matches('$').trim().parse().ok()
}

fn is_yes_no(answer: &str) -> bool {
    matches!(
        answer.to_ascii_lowercase().as_str(),
        "y" | "n" | "yes" | "no"
    )
}

fn is_roll_or_pass(answer: &str) -> bool {
    matches!(
        answer.to_ascii_lowercase().as_str(),
        "r" | "p" | "roll" | "pass" | "y" | "n" | "yes" | "no"
    )
}

/// Where the seated players are named in `text`: their names as typed (any
/// case and diacritics, `Bill's`), or by seat (`p1`, `player 2`).
pub(super) fn name_mentions(text: &str, names: &[String]) -> Vec<(usize, usize, usize)> {
    let folded: Vec<String> = names
        .iter()
        .map(|name| crate::reading::fold(name.trim()))
        .collect();
    let words = words_of(text);
    let mut found = Vec::new();
    for word in &words {
        let bare = word.folded.strip_suffix("'s").unwrap_or(&word.folded);
        if let Some(seat) = folded
            .iter()
            .position(|name| !name.is_empty() && name == bare)
        {
            found.push((seat, word.start, word.end));
            continue;
        }
        if matches!(word.folded.as_str(), "p" | "player" | "seat") {
            let rest = &text[word.end..];
            let trimmed = rest.trim_start_matches([' ', '#']);
            let digits: String = trimmed.chars().take_while(char::is_ascii_digit).collect();
            let glued = word.folded == "p" && rest.len() != trimmed.len();
            if digits.is_empty() || glued {
                continue;
            }
            if let Ok(seat) = digits.parse::<usize>() {
                if (1..=names.len()).contains(&seat) {
                    let end = word.end + (rest.len() - trimmed.len()) + digits.len();
                    found.push((seat - 1, word.start, end));
                }
            }
        }
    }
    found
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Win,
    Lose,
}

/// Outcome words, for a pass whose bank rolls do not show.
fn verdict_words() -> Lexicon<Verdict> {
    Lexicon::new(&[
        (
            Verdict::Lose,
            &[
                "lose*",
                "lost",
                "loose*",
                "crap out",
                "crapped*",
                "craps out",
                "crebs",
                "seven out",
                "sevened*",
                "sevens out",
                "faders take*",
                "faders collect*",
                "pay the faders",
                "caster pays",
                "shooter pays",
                "don't come",
                "misses",
                "missed",
            ][..],
        ),
        (
            Verdict::Win,
            &[
                "win*",
                "won",
                "natural*",
                "made the point",
                "makes the point",
                "point made",
                "made it",
                "made your point",
                "made his point",
                "made her point",
                "made their point",
                "caster collects",
                "shooter collects",
                "take the faded",
                "takes the action",
                "takes the pot",
            ],
        ),
    ])
}

/// What a word about the cover says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CoverSaid {
    /// The betting closed: the action is covered in full.
    Closed,
    /// "covered" alone, also said of a part (`Covered: $60 of $100`):
    /// taken as the announcement where the reference's game is covered.
    Covered,
}

/// Words that close the betting, in the languages students write their
/// programs in (folded: `más` is `mas`).
fn covered_words() -> Lexicon<CoverSaid> {
    Lexicon::new(&[
        (
            CoverSaid::Closed,
            &[
                "no more bets",
                "completely covered",
                "fully covered",
                "all covered",
                "whole bet covered",
                "covered in full",
                "in full",
                "fully faded",
                "betting is closed",
                "bets are closed",
                "betting closed",
                "rien ne va plus",
                "plus de mises",
                "no mas apuestas",
                "no hay mas apuestas",
                "apuestas cerradas",
                "nao ha mais apostas",
                "sem mais apostas",
                "apostas encerradas",
                "keine wetten mehr",
                "nichts geht mehr",
                "nessuna altra puntata",
                "niente piu puntate",
                "puntate chiuse",
                "geen inzetten meer",
                "inga fler vad",
                "ei enaa vetoja",
            ][..],
        ),
        (
            CoverSaid::Covered,
            &[
                "closed",
                "covered",
                "faded",
                "matched",
                "cubiert*",
                "cubre",
                "cobert*",
                "couvert*",
                "gedeckt",
                "abgedeckt",
                "copert*",
                "gedekt",
                "katettu",
            ],
        ),
    ])
}

fn money_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "bank*", "funds", "fund", "purse*", "stack*", "money", "balance*", "has", "have",
            "roll", "left",
        ][..],
    )])
}

fn cleaned_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "cleaned out",
            "broke",
            "busted",
            "bust",
            "out of the game",
            "out of money",
            "is out",
            "sits out",
            "eliminated",
        ][..],
    )])
}

fn winner_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "winner*",
            "wins the game",
            "won the game",
            "cleaned house",
            "cleans house",
            "game over",
            "standing",
            "whole pot",
            "all the money",
            "takes all",
            "takes home",
            "champion",
        ][..],
    )])
}

fn pot_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "pot",
            "takes home",
            "takes all",
            "won",
            "in all",
            "total",
            "takes",
            "home",
        ][..],
    )])
}

/// The reference's events, each with the number of inputs answered before it.
fn reference_events(input: &JudgeInput<'_>) -> Option<Vec<(usize, CrapsEventKind)>> {
    let expected = input.expected?;
    let builtin = crate::assignment::Assignment::builtin("craps").ok()?;
    let events = read_craps_events(&expected.text, &builtin.patterns);
    let exchanges = &expected.behaviour.exchanges;
    Some(
        events
            .into_iter()
            .map(|event| {
                let inputs =
                    exchanges.partition_point(|exchange| exchange.output.end <= event.offset);
                (inputs, event.kind)
            })
            .collect(),
    )
}

/// Who the reference asked at its exchange `index`.
fn reference_bettor(reference: &[(usize, CrapsEventKind)], index: usize) -> Option<(bool, String)> {
    reference.iter().find_map(|(inputs, kind)| match kind {
        CrapsEventKind::ShooterBetAsked { shooter, .. } if *inputs == index => {
            Some((true, shooter.clone()))
        }
        CrapsEventKind::OpponentBetAsked { opponent, .. } if *inputs == index => {
            Some((false, opponent.clone()))
        }
        _ => None,
    })
}

/// Every event of the run, read by values. `None` when the dialogue is not
/// known (a saved transcript) or the draws are not: the caller reads by the
/// patterns instead.
pub fn read_by_values(input: &JudgeInput<'_>) -> Option<Vec<CrapsEvent>> {
    // What was typed says what each prompt asked (a count, names, bets): an
    // answer to a prompt the game does not ask ("Verify y/n: y") is none.
    let dialogue = input.behaviour.game_dialogue();
    let behaviour: &Behaviour = &dialogue;
    behaviour.draws.as_ref()?;
    if behaviour.exchanges.is_empty() {
        return None;
    }
    let text = input.view.text();
    let reference = reference_events(input).unwrap_or_default();
    let expected_answers: Vec<&str> = input
        .expected
        .map(|play| {
            play.behaviour
                .exchanges
                .iter()
                .map(|exchange| exchange.answer.as_str())
                .collect()
        })
        .unwrap_or_default();
    let answers: Vec<&str> = behaviour
        .exchanges
        .iter()
        .map(|exchange| exchange.answer.as_str())
        .collect();
    // The dialogue follows the reference's up to here: its events there are
    // the expected ones.
    let aligned = answers
        .iter()
        .zip(&expected_answers)
        .take_while(|(seen, expected)| seen.trim().eq_ignore_ascii_case(expected.trim()))
        .count();
    let kinds = classify(&answers);
    let names: Vec<String> = kinds
        .iter()
        .zip(&answers)
        .filter(|(kind, _)| **kind == Asked::Name)
        .map(|(_, answer)| answer.trim().to_string())
        .collect();
    let mut reader = Reader {
        text,
        names: &names,
        events: Vec::new(),
        bankrolls: vec![input.rules.craps().starting_bank; names.len()],
        shooter: None,
        addressee: None,
        opponents_asked: 0,
    };
    let mut pass_open = false;
    for (index, exchange) in behaviour.exchanges.iter().enumerate() {
        // Draws made before this input: a pass rolled after the previous one.
        reader.read_rolls(behaviour, index, &reference, aligned, false);
        if reader.rolled_in(behaviour, index) {
            pass_open = false;
        }
        let prompt_at = line_start(
            text,
            exchange
                .output
                .end
                .saturating_sub(1)
                .max(exchange.output.start),
        );
        let answer = exchange.answer.clone();
        match kinds[index] {
            Asked::Count => reader.push(prompt_at, CrapsEventKind::PlayerCountAsked { answer }),
            Asked::Name => {
                let seat = kinds[..index]
                    .iter()
                    .filter(|kind| **kind == Asked::Name)
                    .count();
                reader.push(
                    prompt_at,
                    CrapsEventKind::NameAsked {
                        seat: Some(seat + 1),
                        answer,
                    },
                );
            }
            Asked::NextPass => {
                pass_open = false;
                reader.push(prompt_at, CrapsEventKind::NextPassAsked { answer });
            }
            Asked::Bet => {
                let tail = prompt_tail(text, exchange.output.clone());
                let expected = (index < aligned)
                    .then(|| reference_bettor(&reference, index))
                    .flatten();
                reader.bet(tail, prompt_at, answer, !pass_open, expected);
                pass_open = true;
            }
            Asked::Rules | Asked::Other => {}
        }
    }
    let last = behaviour.exchanges.len();
    reader.read_rolls(behaviour, last, &reference, aligned, input.complete);
    // A run stopped at a prompt no answer fitted: that prompt still shows
    // the game went on (a name asked after a count taken).
    if !input.complete {
        let pending = segment_of_draws(text, behaviour, last);
        let tail = crate::script::prompt_tail(&text[pending.clone()]);
        let asks_name = crate::assignment::Assignment::builtin("craps").is_ok_and(|builtin| {
            builtin
                .meanings
                .named_by(&tail)
                .first()
                .is_some_and(|meaning| meaning.name == "name")
        });
        // After a count, any prompt but the count's own again means the
        // count was taken, whatever words it uses.
        let after_count = kinds.last() == Some(&Asked::Count) && {
            let previous = &behaviour.exchanges[last - 1].output;
            let asked_before = crate::script::prompt_tail(&text[previous.clone()]);
            let again = |tail: &str| tail.lines().last().map(str::trim).unwrap_or("").to_string();
            let count_named =
                crate::assignment::Assignment::builtin("craps").is_ok_and(|builtin| {
                    builtin
                        .meanings
                        .named_by(&tail)
                        .first()
                        .is_some_and(|meaning| meaning.name == "players")
                });
            !count_named && again(&tail) != again(&asked_before)
        };
        if (asks_name || after_count) && !tail.trim().is_empty() {
            let seat = names.len() + 1;
            reader.push(
                line_start(text, pending.end.saturating_sub(1).max(pending.start)),
                CrapsEventKind::NameAsked {
                    seat: Some(seat),
                    answer: String::new(),
                },
            );
        }
    }
    let mut events = reader.events;
    events.sort_by_key(|event| event.offset);
    Some(events)
}

struct Reader<'a> {
    text: &'a str,
    names: &'a [String],
    events: Vec<CrapsEvent>,
    /// Bank rolls as last read, to tell a pass won from a pass lost.
    bankrolls: Vec<i64>,
    shooter: Option<usize>,
    addressee: Option<(bool, usize)>,
    opponents_asked: usize,
}

/// The prompt's line and the one before, as a range of the transcript.
fn prompt_tail(text: &str, output: Range<usize>) -> Range<usize> {
    let end = output.end.min(text.len());
    let mut start = end;
    let mut lines = 0;
    let segment = &text[output.start.min(end)..end];
    for (at, c) in segment.char_indices().rev() {
        if c == '\n' && !segment[at..].trim().is_empty() {
            lines += 1;
            if lines == 2 {
                break;
            }
        }
        start = output.start + at;
    }
    start..end
}

impl Reader<'_> {
    fn push(&mut self, offset: usize, kind: CrapsEventKind) {
        self.events.push(CrapsEvent { offset, kind });
    }

    fn rolled_in(&self, behaviour: &Behaviour, inputs: usize) -> bool {
        behaviour
            .draws_after_inputs(inputs)
            .is_some_and(|draws| !draws.is_empty())
    }

    fn bet(
        &mut self,
        tail: Range<usize>,
        offset: usize,
        answer: String,
        pass_start: bool,
        expected: Option<(bool, String)>,
    ) {
        // The prompt's own line first, then the line before it.
        let prompt_line =
            line_start(self.text, tail.end.saturating_sub(1).max(tail.start)).max(tail.start);
        let mut mentioned: Vec<usize> =
            name_mentions(&self.text[prompt_line..tail.end], self.names)
                .into_iter()
                .map(|(seat, _, _)| seat)
                .collect();
        mentioned.extend(
            name_mentions(&self.text[tail.start..prompt_line], self.names)
                .into_iter()
                .map(|(seat, _, _)| seat),
        );
        let expected_seat = expected.as_ref().and_then(|(shooter, name)| {
            let seat = self
                .names
                .iter()
                .position(|seated| seated.eq_ignore_ascii_case(name))?;
            Some((*shooter, seat))
        });
        let (is_shooter, seat) = if pass_start {
            let seat = mentioned
                .first()
                .copied()
                .or(expected_seat.map(|(_, seat)| seat))
                .or(self.shooter)
                .unwrap_or(0);
            self.shooter = Some(seat);
            self.opponents_asked = 0;
            (true, seat)
        } else {
            let opponent = mentioned
                .iter()
                .copied()
                .find(|seat| Some(*seat) != self.shooter);
            match (opponent, expected_seat, self.addressee) {
                (Some(seat), _, _) => (false, seat),
                (None, Some(expected), _) => expected,
                (None, None, Some(previous)) if mentioned.is_empty() => previous,
                (None, None, _) if self.opponents_asked == 0 => (true, self.shooter.unwrap_or(0)),
                (None, None, Some(previous)) => previous,
                (None, None, None) => (true, self.shooter.unwrap_or(0)),
            }
        };
        self.addressee = Some((is_shooter, seat));
        let name = self.names.get(seat).cloned().unwrap_or_default();
        let kind = if is_shooter {
            CrapsEventKind::ShooterBetAsked {
                shooter: name,
                answer,
            }
        } else {
            self.opponents_asked += 1;
            CrapsEventKind::OpponentBetAsked {
                opponent: name,
                remaining: None,
                answer,
            }
        };
        self.push(offset, kind);
    }

    /// The pass rolled between input `inputs` and the next: its rolls, the
    /// covered action before them, the bank rolls and verdict after them,
    /// and, where the program ended there, the game's end.
    fn read_rolls(
        &mut self,
        behaviour: &Behaviour,
        inputs: usize,
        reference: &[(usize, CrapsEventKind)],
        aligned: usize,
        ended: bool,
    ) {
        let Some(draws) = behaviour.draws_after_inputs(inputs) else {
            return;
        };
        let segment = segment_of_draws(self.text, behaviour, inputs);
        if draws.is_empty() {
            if ended {
                self.game_end(segment.clone());
            }
            return;
        }
        let groups: Vec<Vec<i64>> = draws
            .chunks(2)
            .map(|pair| pair.iter().map(|draw| i64::from(draw.face)).collect())
            .collect();
        let sightings = locate_draws(self.text, segment.clone(), &groups, &|_| None);
        let first_at = sightings
            .iter()
            .flatten()
            .next()
            .map_or(segment.start, |sighting| sighting.start);
        // The covered action, announced before the first roll.
        let expected_here = |wanted: fn(&CrapsEventKind) -> bool| {
            inputs <= aligned
                && reference
                    .iter()
                    .any(|(at, kind)| *at == inputs && wanted(kind))
        };
        // Covered by the reference's game, or by the bets typed in this one
        // (the program's game may have parted from the reference's).
        let reference_covered = expected_here(|kind| matches!(kind, CrapsEventKind::Covered));
        let typed_covered = reference_covered || self.typed_bets_cover();
        let before = &self.text[segment.start..first_at];
        let announced = covered_words().find(before);
        let full = announced
            .iter()
            .find(|(said, _, _)| *said == CoverSaid::Closed || typed_covered);
        if let Some((_, start, _)) = full {
            let line = &before[line_start(before, *start)..line_end(before, *start)];
            // "Covered: $60 of $100" is a partial cover.
            let partial = !reference_covered && read_values(line, &|_| None).len() >= 2;
            if !partial {
                self.push(segment.start + start, CrapsEventKind::Covered);
            }
        }
        let mut last_end = segment.start;
        for (pair, sighting) in groups.iter().zip(&sightings) {
            let (offset, end) = sighting.as_ref().map_or((last_end, last_end), |sighting| {
                (sighting.start, sighting.end)
            });
            last_end = end.max(last_end);
            let dice = match pair[..] {
                [first, second] => Some([first, second]),
                _ => None,
            };
            let total = pair.iter().sum();
            self.push(offset, CrapsEventKind::Roll { dice, total });
        }
        let after = last_end..segment.end;
        self.settle(after.clone());
        if ended {
            self.game_end(after);
        }
    }

    /// The bets typed since the shooter's (each the last one asked of its
    /// bettor in a row: a bet asked again was refused) take all of it.
    fn typed_bets_cover(&self) -> bool {
        let Some(start) = self
            .events
            .iter()
            .rposition(|event| matches!(event.kind, CrapsEventKind::ShooterBetAsked { .. }))
        else {
            return false;
        };
        let mut shooter_bet = None;
        let mut covered = 0;
        let pass = &self.events[..];
        let from = pass[..start]
            .iter()
            .rposition(|event| !matches!(event.kind, CrapsEventKind::ShooterBetAsked { .. }))
            .map_or(0, |at| at + 1);
        for (index, event) in pass.iter().enumerate().skip(from) {
            let asked_again = |who: &str| {
                pass.get(index + 1).is_some_and(|next| match &next.kind {
                    CrapsEventKind::OpponentBetAsked { opponent, .. } => {
                        opponent.eq_ignore_ascii_case(who)
                    }
                    _ => false,
                })
            };
            match &event.kind {
                CrapsEventKind::ShooterBetAsked { answer, .. } => {
                    shooter_bet = parse_number(answer);
                }
                CrapsEventKind::OpponentBetAsked {
                    opponent, answer, ..
                } if !asked_again(opponent) => {
                    covered += parse_number(answer).unwrap_or(0);
                }
                _ => {}
            }
        }
        shooter_bet.is_some_and(|bet| bet > 0 && covered >= bet)
    }

    /// The bank rolls shown after a pass's last roll, and the verdict they
    /// (or the outcome words) give.
    fn settle(&mut self, range: Range<usize>) {
        let text = &self.text[range.clone()];
        let mentions = name_mentions(text, self.names);
        let money = money_words();
        let mut readings: Vec<Option<(usize, i64, bool)>> = vec![None; self.names.len()];
        for (position, &(seat, start, end)) in mentions.iter().enumerate() {
            let next_name = mentions.get(position + 1).map_or(text.len(), |next| next.1);
            let this_line_end = line_end(text, end);
            let below = after_line_end(text, this_line_end);
            let next_line_end = line_end(text, below);
            let on_line = &text[end..this_line_end.min(next_name)];
            let values = read_values(on_line, &|_| None);
            let (value, base) = match values.first() {
                Some(value) => (Some(*value), end),
                None if next_name > this_line_end && on_line.trim().len() < 40 => {
                    let next = &text[below..next_line_end.min(next_name).max(below)];
                    let first = read_values(next, &|_| None).first().copied();
                    (first, below)
                }
                None => (None, end),
            };
            let Some(value) = value else {
                continue;
            };
            let Some(amount) = value.whole() else {
                continue;
            };
            let line_from = line_start(text, start);
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
        let verdict = match shooter_change {
            Some(change) if change > 0 => Some((range.start, Verdict::Win)),
            Some(change) if change < 0 => Some((range.start, Verdict::Lose)),
            _ => verdict_words()
                .find(text)
                .first()
                .map(|(verdict, start, _)| (range.start + start, *verdict)),
        };
        if let Some((offset, verdict)) = verdict {
            self.push(
                offset,
                CrapsEventKind::PassVerdict {
                    shooter_wins: verdict == Verdict::Win,
                },
            );
        }
        for (seat, start, end) in &mentions {
            let line = &text[*end..line_end(text, *end)];
            let said = cleaned_words().find(line);
            if said.first().is_some_and(|(_, at, _)| *at < 40) {
                self.push(
                    range.start + start,
                    CrapsEventKind::CleanedOut {
                        name: self.names[*seat].clone(),
                    },
                );
            }
        }
    }

    /// The program ended by itself after its last input: the game is over.
    /// The winner is the player named on (or under) a winner's line, the
    /// pot the value after a pot word there.
    fn game_end(&mut self, range: Range<usize>) {
        let text = &self.text[range.clone()];
        let found = winner_words().find(text);
        // The announcement closes the game: the last winner's line naming a
        // player (a log's earlier `winner=shooter` names none).
        let named = found.iter().rev().find_map(|(_, start, _)| {
            let from = line_start(text, *start);
            let region_end = line_end(text, after_line_end(text, line_end(text, from)));
            let region = &text[from..region_end.max(from)];
            name_mentions(region, self.names)
                .first()
                .map(|(seat, _, _)| (from, self.names[*seat].clone()))
        });
        let (from, name) = match (named, found.first()) {
            (Some((from, name)), _) => (from, Some(name)),
            (None, Some((_, start, _))) => (line_start(text, *start), None),
            (None, None) => (text.len(), None),
        };
        let offset = range.start + from;
        self.push(offset, CrapsEventKind::GameWinner { name });
        if found.is_empty() {
            return;
        }
        let rest = &text[from..];
        if let Some((_, _, end)) = pot_words().find(rest).first() {
            let after = &rest[*end..];
            let limit = line_end(after, after_line_end(after, line_end(after, 0)));
            if let Some(amount) = read_values(&after[..limit], &|_| None)
                .first()
                .and_then(|value| value.whole())
            {
                self.push(range.start + from + end, CrapsEventKind::Pot { amount });
            }
        }
    }
}

#[cfg(test)]
mod tests;
