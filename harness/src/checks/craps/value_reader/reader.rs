//! The reader's walk through one run: who is asked each bet, each pass's
//! rolls and the betting closed on a covered action before them.

use std::ops::Range;

use super::answer_kinds::parse_number;
use super::name_mentions::name_mentions;
use super::prompt_limits::PromptLimits;
use super::run_rolls::RunRolls;
use super::table_words::{CoverSaid, TableWords};
use crate::behaviour::Behaviour;
use crate::checks::craps::craps_events::{CrapsEvent, CrapsEventKind};
use crate::checks::JudgeDeadline;
use crate::reading::{line_end, line_start, read_values, segment_of_draws};

pub(super) struct Reader<'a> {
    pub(super) text: &'a str,
    pub(super) names: &'a [String],
    pub(super) words: TableWords,
    pub(super) limits: PromptLimits,
    /// Past it, nothing more is read: the checks are then not judged.
    pub(super) deadline: &'a JudgeDeadline,
    pub(super) events: Vec<CrapsEvent>,
    /// Bank rolls as last read, to tell a pass won from a pass lost.
    pub(super) bankrolls: Vec<i64>,
    /// The program's unit of money in dollars of the rules (100: cents).
    pub(super) unit: i64,
    pub(super) shooter: Option<usize>,
    pub(super) addressee: Option<(bool, usize)>,
    pub(super) opponents_asked: usize,
    /// Every roll of the run, read from its draws before the passes.
    pub(super) rolls: RunRolls,
}

/// The prompt's line and the one before, as a range of the transcript.
pub(super) fn prompt_tail(text: &str, output: Range<usize>) -> Range<usize> {
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
    pub(super) fn push(&mut self, offset: usize, kind: CrapsEventKind) {
        self.events.push(CrapsEvent { offset, kind });
    }

    pub(super) fn rolled_in(&self, behaviour: &Behaviour, inputs: usize) -> bool {
        behaviour
            .draws_after_inputs(inputs)
            .is_some_and(|draws| !draws.is_empty())
    }

    pub(super) fn bet(
        &mut self,
        since_input: Range<usize>,
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
            // Further up, since the last input: the opponent named nearest
            // the prompt (`Tony, Bill has bet $10` / `How much of the
            // action do you want?` / `Enter your bet amount:`).
            let named = opponent
                .map(|seat| (false, seat))
                .or(expected_seat)
                .or_else(|| {
                    self.opponent_named_above(since_input.start..tail.start)
                        .map(|seat| (false, seat))
                });
            match (named, self.addressee) {
                (Some(named), _) => named,
                (None, Some(previous)) if mentioned.is_empty() => previous,
                (None, _) if self.opponents_asked == 0 => (true, self.shooter.unwrap_or(0)),
                (None, Some(previous)) => previous,
                (None, None) => (true, self.shooter.unwrap_or(0)),
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

    /// The player other than the shooter named nearest the end of `above`,
    /// line by line upwards; on one line, the first named (the one spoken
    /// to: `Tony, Bill has bet $10`).
    fn opponent_named_above(&self, above: Range<usize>) -> Option<usize> {
        let end = above.end.min(self.text.len());
        let above = &self.text[above.start.min(end)..end];
        above.lines().rev().find_map(|line| {
            name_mentions(line, self.names)
                .into_iter()
                .map(|(seat, _, _)| seat)
                .find(|seat| Some(*seat) != self.shooter)
        })
    }

    /// The pass rolled between input `inputs` and the next: its rolls, the
    /// covered action before them, the bank rolls and verdict after them,
    /// and, where the program ended there, the game's end.
    pub(super) fn read_rolls(
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
        if self.deadline.passed() {
            return;
        }
        let segment = segment_of_draws(self.text, behaviour, inputs);
        if draws.is_empty() {
            if ended {
                self.game_end(segment.clone());
            }
            return;
        }
        let rolls = self.rolls.take(inputs);
        let first_at = rolls
            .iter()
            .find_map(|roll| roll.sighting.as_ref())
            .map_or(segment.start, |sighting| sighting.start);
        // The covered action, before the first roll. What the program did
        // shows it in any language or none: the bets it took (read from the
        // dialogue) reach the shooter's, and it stopped asking and rolled.
        let before = &self.text[segment.start..first_at];
        let announced = self.words.covered.find(before);
        if self.typed_bets_cover() {
            let at = announced.first().map_or(0, |(_, start, _)| *start);
            self.push(segment.start + at, CrapsEventKind::Covered);
        } else {
            // Words alone: a claim that the action is covered (which the
            // replay judges), where they close the betting, or say
            // "covered" where the reference's game is covered.
            let reference_covered = inputs <= aligned
                && reference
                    .iter()
                    .any(|(at, kind)| *at == inputs && *kind == CrapsEventKind::Covered);
            let claim = announced
                .iter()
                .find(|(said, _, _)| *said == CoverSaid::Closed || reference_covered);
            if let Some((_, start, _)) = claim {
                let line = &before[line_start(before, *start)..line_end(before, *start)];
                // "Covered: $60 of $100" is a partial cover.
                let partial = !reference_covered && read_values(line, &|_| None).len() >= 2;
                if !partial {
                    self.push(segment.start + start, CrapsEventKind::Covered);
                }
            }
        }
        // A roll not found before the first found stands with it: after the
        // covered action, read before the first roll found.
        let mut last_end = first_at;
        for roll in &rolls {
            let (offset, end) = roll
                .sighting
                .as_ref()
                .map_or((last_end, last_end), |sighting| {
                    (sighting.start, sighting.end)
                });
            last_end = end.max(last_end);
            let kind = match roll.total {
                Some(total) => CrapsEventKind::Roll {
                    dice: roll.dice,
                    total,
                },
                None => CrapsEventKind::UnreadRoll,
            };
            self.push(offset, kind);
        }
        let after = last_end..segment.end;
        // The range ends at the next input request, unless the program ended.
        let prompt = match inputs < behaviour.exchanges.len() {
            true => prompt_tail(self.text, segment.clone()),
            false => segment.end..segment.end,
        };
        if ended {
            self.settle_last(after.clone(), prompt);
            self.game_end(after);
        } else {
            self.settle(after.clone(), prompt);
        }
    }

    /// The bets typed since the shooter's, none rolled since (each the last
    /// one asked of its bettor in a row: a bet asked again was refused),
    /// take all of it. Read back from the last event to the shooter's bet,
    /// so a long run costs no more at its end than at its start.
    fn typed_bets_cover(&self) -> bool {
        let mut covered: i64 = 0;
        let mut asked_next: Option<&str> = None;
        for event in self.events.iter().rev() {
            match &event.kind {
                CrapsEventKind::Roll { .. } | CrapsEventKind::UnreadRoll => return false,
                CrapsEventKind::ShooterBetAsked { answer, .. } => {
                    return parse_number(answer).is_some_and(|bet| bet > 0 && covered >= bet);
                }
                CrapsEventKind::OpponentBetAsked {
                    opponent, answer, ..
                } => {
                    let asked_again =
                        asked_next.is_some_and(|next| next.eq_ignore_ascii_case(opponent));
                    if !asked_again {
                        covered = covered.saturating_add(parse_number(answer).unwrap_or(0));
                    }
                    asked_next = Some(opponent);
                    continue;
                }
                _ => {}
            }
            asked_next = None;
        }
        false
    }
}
