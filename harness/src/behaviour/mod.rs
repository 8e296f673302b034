//! What a program did, wording aside: each input request with the output
//! before it and the answer typed, and every draw it made, placed among the
//! inputs. The first channel of "Judging behaviour, not wording" (DESIGN.md):
//! exact, from the driver and the draw log, whatever the program printed.

use std::ops::Range;

use crate::shim::DrawReport;

/// The dialogue and the draws of one run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Behaviour {
    pub exchanges: Vec<Exchange>,
    /// Every draw in order; `None` when nothing croupier controls logged
    /// them (a static binary, a generator out of reach, a saved transcript).
    pub draws: Option<Vec<Draw>>,
}

/// One input request and its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exchange {
    /// What the program printed since the previous input (or its start),
    /// as a byte range of the rendered transcript: the prompt and what led
    /// to it.
    pub output: Range<usize>,
    /// The transcript line (from 1) the answer was typed on: the prompt's.
    pub line: usize,
    pub answer: String,
    /// How many draws the program had made when it asked.
    pub draws_before: usize,
    /// A prompt the game does not ask (press ENTER, an extra confirmation),
    /// answered by croupier's defaults: no move of the game.
    pub generic: bool,
    /// The program seeded its generator (`srand`, `srandom`) after this
    /// answer, before it asked again: what a seed prompt leads to.
    pub seeded_after: bool,
}

/// One draw, as the game shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Draw {
    /// The face the draw shows under the assignment's mapping (a die face,
    /// a card rank, a throw 0-99): served so where rigged, else the face
    /// under the spec's `value % sides` mapping.
    pub face: u32,
    pub rigged: bool,
    /// The raw value the program's generator call returned.
    pub value: i64,
    /// How many inputs had been answered before it was drawn.
    pub after_inputs: usize,
}

impl Behaviour {
    /// Put a run together: `text` rendered with each input's end offset
    /// (`input_ends`), the inputs sent, where the draw log stood at each input
    /// request, and the log itself.
    pub fn assemble(
        text: &str,
        input_ends: &[usize],
        answers: &[String],
        log_marks: &[u64],
        log: Option<&DrawReport>,
        first_face: u32,
    ) -> Behaviour {
        let mut exchanges = Vec::with_capacity(answers.len());
        let mut start = 0;
        let mut newlines = 0;
        for (index, (&end, answer)) in input_ends.iter().zip(answers).enumerate() {
            // The answer and its newline end at `end`; the prompt is before them.
            let prompt_end = end.saturating_sub(answer.len() + 1).max(start);
            newlines += text[start..end].matches('\n').count();
            let draws_before = match (log, log_marks.get(index)) {
                (Some(log), Some(&mark)) => log.draws_within(mark),
                _ => 0,
            };
            let seeded_after = match (log, log_marks.get(index)) {
                (Some(log), Some(&mark)) => {
                    let next = log_marks.get(index + 1).copied().unwrap_or(u64::MAX);
                    log.seedings
                        .iter()
                        .any(|&seeded| seeded > mark && seeded <= next)
                }
                _ => false,
            };
            exchanges.push(Exchange {
                output: start..prompt_end,
                line: newlines,
                answer: answer.clone(),
                draws_before,
                generic: false,
                seeded_after,
            });
            start = end;
        }
        let draws = log.map(|log| {
            log.draws
                .iter()
                .enumerate()
                .map(|(number, draw)| Draw {
                    face: draw.index + first_face,
                    rigged: draw.rigged,
                    value: draw.value,
                    after_inputs: exchanges
                        .partition_point(|exchange| exchange.draws_before <= number),
                })
                .collect()
        });
        Behaviour { exchanges, draws }
    }

    /// The game's own dialogue: each prompt the game does not ask (a press
    /// ENTER, a confirmation, answered by croupier's defaults) folded into
    /// the output before the next request, and the draws placed among the
    /// inputs left. Readers that take each answer typed for a move of the
    /// game (a name, a bet) see only the game's ("Verify y/n: y" is not a
    /// player's name).
    pub fn game_dialogue(&self) -> std::borrow::Cow<'_, Behaviour> {
        if !self.exchanges.iter().any(|exchange| exchange.generic) {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut exchanges = Vec::with_capacity(self.exchanges.len());
        // For each count of inputs answered, how many of them the game asked.
        let mut kept_before = Vec::with_capacity(self.exchanges.len() + 1);
        let mut folded_from = None;
        for exchange in &self.exchanges {
            kept_before.push(exchanges.len());
            if exchange.generic {
                folded_from.get_or_insert(exchange.output.start);
                continue;
            }
            let mut kept = exchange.clone();
            if let Some(start) = folded_from.take() {
                kept.output.start = start;
            }
            exchanges.push(kept);
        }
        kept_before.push(exchanges.len());
        let draws = self.draws.as_ref().map(|draws| {
            draws
                .iter()
                .map(|draw| Draw {
                    after_inputs: kept_before[draw.after_inputs.min(kept_before.len() - 1)],
                    ..*draw
                })
                .collect()
        });
        std::borrow::Cow::Owned(Behaviour { exchanges, draws })
    }

    /// The faces of every draw, in order, where known.
    pub fn faces(&self) -> Option<Vec<u32>> {
        Some(self.draws.as_ref()?.iter().map(|draw| draw.face).collect())
    }

    /// The draws made between input `inputs` and the next one (0: before the
    /// first input), where known.
    pub fn draws_after_inputs(&self, inputs: usize) -> Option<&[Draw]> {
        let draws = self.draws.as_deref()?;
        let start = draws.partition_point(|draw| draw.after_inputs < inputs);
        let end = draws.partition_point(|draw| draw.after_inputs <= inputs);
        Some(&draws[start..end])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs_before_each_draw(behaviour: &Behaviour) -> Vec<usize> {
        let draws = behaviour.draws.as_deref().expect("the draws are known");
        draws.iter().map(|draw| draw.after_inputs).collect()
    }

    #[test]
    fn exchanges_and_draws_are_placed_among_the_inputs() {
        let text = "Balance? 100\nrolled 3 4 5\nWager? 10\nrolled 6\nbye\n";
        let first_end = "Balance? 100\n".len();
        let second_end = "Balance? 100\nrolled 3 4 5\nWager? 10\n".len();
        let log = DrawReport::parse(b"L\nR 2 3\nR 3 4\nR 4 5\nR 5 6\n");
        // At the first request nothing was drawn; at the second, three draws.
        let marks = [2, "L\nR 2 3\nR 3 4\nR 4 5\n".len() as u64];
        let behaviour = Behaviour::assemble(
            text,
            &[first_end, second_end],
            &["100".to_string(), "10".to_string()],
            &marks,
            Some(&log),
            1,
        );
        let [balance, wager] = &behaviour.exchanges[..] else {
            panic!("{behaviour:?}")
        };
        assert_eq!(&text[balance.output.clone()], "Balance? ");
        assert_eq!((balance.line, balance.draws_before), (1, 0));
        assert_eq!(&text[wager.output.clone()], "rolled 3 4 5\nWager? ");
        assert_eq!((wager.line, wager.draws_before), (3, 3));
        assert_eq!(behaviour.faces().unwrap(), [3, 4, 5, 6]);
        assert_eq!(inputs_before_each_draw(&behaviour), [1, 1, 1, 2]);
        assert_eq!(behaviour.draws_after_inputs(1).unwrap().len(), 3);
        assert_eq!(behaviour.draws_after_inputs(0).unwrap().len(), 0);
        assert_eq!(behaviour.draws_after_inputs(2).unwrap()[0].face, 6);
    }

    #[test]
    fn prompts_the_game_does_not_ask_fold_into_the_next_request() {
        let text = "Name? Bill\nVerify y/n: y\nName? Tony\nrolled 3\nOk? y\nBet? 10\nrolled 4\n";
        let ends: Vec<usize> = ["Bill\n", "y\n", "Tony\n", "Ok? y\n", "10\n"]
            .iter()
            .scan(0, |from, piece| {
                *from = text[*from..].find(piece).unwrap() + *from + piece.len();
                Some(*from)
            })
            .collect();
        let answers: Vec<String> = ["Bill", "y", "Tony", "y", "10"].map(String::from).to_vec();
        let log = DrawReport::parse(b"L\nR 2 3\nR 3 4\n");
        let marks = [2, 2, 2, 8, 8];
        let mut behaviour = Behaviour::assemble(text, &ends, &answers, &marks, Some(&log), 1);
        behaviour.exchanges[1].generic = true;
        behaviour.exchanges[3].generic = true;
        let game = behaviour.game_dialogue();
        let seen: Vec<(&str, &str)> = game
            .exchanges
            .iter()
            .map(|exchange| (&text[exchange.output.clone()], exchange.answer.as_str()))
            .collect();
        assert_eq!(
            seen,
            [
                ("Name? ", "Bill"),
                ("Verify y/n: y\nName? ", "Tony"),
                ("rolled 3\nOk? y\nBet? ", "10")
            ]
        );
        assert_eq!(
            inputs_before_each_draw(&game),
            [2, 3],
            "the draws after Tony's name and after the bet"
        );
        // With nothing to fold, the run's own.
        let plain = Behaviour::assemble(text, &ends, &answers, &marks, Some(&log), 1);
        assert!(matches!(
            plain.game_dialogue(),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn a_seeding_after_an_answer_is_noted_on_its_exchange() {
        let text = "seed? 7\nplay? y\n";
        let ends = ["seed? 7\n".len(), text.len()];
        let log = DrawReport::parse(b"L\nS\nP 3 9\n");
        let marks = [2, "L\nS\nP 3 9\n".len() as u64];
        let answers = ["7".to_string(), "y".to_string()];
        let behaviour = Behaviour::assemble(text, &ends, &answers, &marks, Some(&log), 0);
        let seeded: Vec<bool> = behaviour
            .exchanges
            .iter()
            .map(|exchange| exchange.seeded_after)
            .collect();
        assert_eq!(seeded, [true, false]);
    }

    #[test]
    fn without_a_log_the_draws_are_unknown() {
        let behaviour = Behaviour::assemble("x? 1\n", &[5], &["1".into()], &[], None, 1);
        assert_eq!(behaviour.draws, None);
        assert_eq!(behaviour.exchanges[0].draws_before, 0);
    }
}
