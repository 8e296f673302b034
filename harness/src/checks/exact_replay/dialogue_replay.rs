//! Exact replay by behaviour: the program's game is the reference's when it
//! draws the same faces and asks for input at the same points of the game,
//! whatever it prints around them. Both runs' draws and input requests come
//! from the driver and the draw logs (DESIGN.md, "what the program did").

use crate::behaviour::Behaviour;
use crate::checks::{CheckOutcome, TranscriptLine, TranscriptView};

use super::EXACT_REPLAY;

/// One thing a program did, in order: drew a face, or asked for input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    /// Draw `number` (from 0) of the run, showing `face`.
    Drew {
        face: u32,
        number: usize,
    },
    Asked {
        exchange: usize,
    },
}

fn moves_of(behaviour: &Behaviour) -> Vec<Move> {
    let draws = behaviour.draws.as_deref().unwrap_or_default();
    let mut moves = Vec::with_capacity(draws.len() + behaviour.exchanges.len());
    let mut next_draw = 0;
    for inputs in 0..=behaviour.exchanges.len() {
        while next_draw < draws.len() && draws[next_draw].after_inputs <= inputs {
            moves.push(Move::Drew {
                face: draws[next_draw].face,
                number: next_draw,
            });
            next_draw += 1;
        }
        // A prompt the game does not ask, answered by default, is no move.
        if inputs < behaviour.exchanges.len() && !behaviour.exchanges[inputs].generic {
            moves.push(Move::Asked { exchange: inputs });
        }
    }
    moves
}

/// One side of the comparison: a run's text and behaviour.
#[derive(Debug, Clone, Copy)]
pub struct PlayedGame<'a> {
    /// The assignment and its rules, for how its draws show.
    pub assignment: &'a str,
    pub rules: &'a reference::game_rules::GameRules,
    pub text: &'a str,
    pub behaviour: &'a Behaviour,
}

impl PlayedGame<'_> {
    /// The transcript line where the move at `index` shows: an input's own
    /// line; for a draw, the first line of the output it was drawn in.
    fn line_of(&self, moves: &[Move], index: usize) -> Option<TranscriptLine> {
        let view = TranscriptView::new(self.text);
        match moves.get(index)? {
            Move::Asked { exchange } => {
                let exchange = &self.behaviour.exchanges[*exchange];
                Some(view.line_at(exchange.output.end.min(self.text.len().saturating_sub(1))))
            }
            Move::Drew { number, .. } => {
                let inputs_before = moves[..index]
                    .iter()
                    .filter(|earlier| matches!(earlier, Move::Asked { .. }))
                    .count();
                let range =
                    crate::reading::segment_of_draws(self.text, self.behaviour, inputs_before);
                // Where the draw shows; else the start of the output it was drawn in.
                let start = crate::checks::shown_draw_offset(
                    self.assignment,
                    self.rules,
                    self.text,
                    self.behaviour,
                    *number,
                )
                .unwrap_or_else(|| {
                    self.text[range.clone()]
                        .find(|c: char| !c.is_whitespace())
                        .map_or(range.start, |skip| range.start + skip)
                });
                (start < self.text.len()).then(|| view.line_at(start))
            }
        }
    }

    fn describe(&self, moves: &[Move], index: usize) -> String {
        match moves.get(index) {
            Some(Move::Drew { face, .. }) => format!("drew the value {face}"),
            Some(Move::Asked { exchange }) => {
                let answer = &self.behaviour.exchanges[*exchange].answer;
                format!("asked for input #{} (answered '{answer}')", exchange + 1)
            }
            None => "ended".to_string(),
        }
    }
}

/// Compare `student`'s moves with `reference`'s; `complete`: the student's
/// program ended by itself (a run cut short is judged as far as it got).
pub fn compare_dialogues(
    student: PlayedGame<'_>,
    reference: PlayedGame<'_>,
    complete: bool,
) -> CheckOutcome {
    let mine = moves_of(student.behaviour);
    let theirs = moves_of(reference.behaviour);
    let draws = |moves: &[Move]| {
        moves
            .iter()
            .filter(|found| matches!(found, Move::Drew { .. }))
            .count()
    };
    let same = |a: &Move, b: &Move| match (a, b) {
        (Move::Drew { face: x, .. }, Move::Drew { face: y, .. }) => x == y,
        (Move::Asked { exchange: x }, Move::Asked { exchange: y }) => {
            student.behaviour.exchanges[*x].answer == reference.behaviour.exchanges[*y].answer
        }
        _ => false,
    };
    let parted = mine
        .iter()
        .zip(&theirs)
        .position(|(a, b)| !same(a, b))
        .or_else(|| (mine.len() != theirs.len()).then(|| mine.len().min(theirs.len())));
    let Some(index) = parted else {
        if mine.is_empty() {
            return CheckOutcome::skip(
                EXACT_REPLAY,
                "neither game drew or asked anything, so there was nothing to compare",
            );
        }
        return CheckOutcome::pass(
            EXACT_REPLAY,
            format!(
                "the same game as the reference's: {} draws and {} inputs at the same points",
                draws(&mine),
                student.behaviour.exchanges.len()
            ),
        );
    };
    if index == mine.len() && !complete {
        return CheckOutcome::skip(
            EXACT_REPLAY,
            format!(
                "the run was cut short before the reference's game ended; its first {index} \
                 moves (draws and inputs) were the reference's"
            ),
        );
    }
    let where_we_were = match index {
        0 => "at the start of the game".to_string(),
        _ => {
            let inputs = mine[..index]
                .iter()
                .filter(|found| matches!(found, Move::Asked { .. }))
                .count();
            format!(
                "after {} draw{} and {inputs} input{}",
                draws(&mine[..index]),
                if draws(&mine[..index]) == 1 { "" } else { "s" },
                if inputs == 1 { "" } else { "s" }
            )
        }
    };
    let expected = reference.describe(&theirs, index);
    let seen = student.describe(&mine, index);
    let reference_line = reference
        .line_of(&theirs, index)
        .map(|line| {
            format!(
                " (the reference's line {}: '{}')",
                line.number,
                line.text.trim()
            )
        })
        .unwrap_or_default();
    let at = student
        .line_of(&mine, index)
        .or_else(|| TranscriptView::new(student.text).last_line());
    CheckOutcome::fail(
        EXACT_REPLAY,
        format!(
            "{where_we_were}, the reference's game {expected}{reference_line}, but your \
             program {seen}"
        ),
    )
    .at(at)
    .expected(expected)
    .seen(seen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;
    use crate::shim::DrawReport;

    /// A run of `text` whose inputs are the `answers` typed after each
    /// `?` prompt, with `faces` drawn `(face, inputs before it)`.
    fn game(text: &str, answers: &[&str], faces: &[(u32, usize)]) -> (String, Behaviour) {
        let mut rendered = String::new();
        let mut ends = Vec::new();
        let mut marks = Vec::new();
        let mut log = String::from("L\n");
        let mut pieces = text.split('?');
        let mut drawn = faces.iter().peekable();
        for (index, answer) in answers.iter().enumerate() {
            while let Some((face, _)) = drawn.next_if(|(_, before)| *before <= index) {
                log.push_str(&format!("R {} 0\n", face - 1));
            }
            rendered.push_str(pieces.next().unwrap_or_default().trim_start_matches('\n'));
            rendered.push_str(&format!("? {answer}\n"));
            ends.push(rendered.len());
            marks.push(log.len() as u64);
        }
        for (face, _) in drawn {
            log.push_str(&format!("R {} 0\n", face - 1));
        }
        for rest in pieces {
            rendered.push_str(rest.trim_start_matches('\n'));
        }
        let answers: Vec<String> = answers.iter().map(|answer| answer.to_string()).collect();
        let report = DrawReport::parse(log.as_bytes());
        let behaviour = Behaviour::assemble(&rendered, &ends, &answers, &marks, Some(&report), 1);
        (rendered, behaviour)
    }

    fn compare(student: &(String, Behaviour), reference: &(String, Behaviour)) -> CheckOutcome {
        compare_dialogues(
            PlayedGame {
                assignment: "ceelo",
                rules: &reference::game_rules::GameRules::spec("ceelo"),
                text: &student.0,
                behaviour: &student.1,
            },
            PlayedGame {
                assignment: "ceelo",
                rules: &reference::game_rules::GameRules::spec("ceelo"),
                text: &reference.0,
                behaviour: &reference.1,
            },
            true,
        )
    }

    #[test]
    fn the_same_draws_and_inputs_in_other_words_are_the_same_game() {
        let reference = game(
            "Balance?\nWager?\nYou rolled (4, 5, 6)\nYou won!\nContinue?\n",
            &["100", "10", "q"],
            &[(4, 2), (5, 2), (6, 2)],
        );
        let student = game(
            "> \n> \nDICE 4-5-6 :: HOUSE PAYS\n(c/q) \n",
            &["100", "10", "q"],
            &[(4, 2), (5, 2), (6, 2)],
        );
        let outcome = compare(&student, &reference);
        assert_eq!(outcome.status, CheckStatus::Pass, "{outcome:?}");
        assert_eq!(
            outcome.message,
            "the same game as the reference's: 3 draws and 3 inputs at the same points"
        );
    }

    #[test]
    fn the_first_move_that_differs_is_named_with_both_lines() {
        let reference = game(
            "Balance?\nWager?\nrolled 1 2 4\nrolled 4 5 6\nContinue?\n",
            &["100", "10", "q"],
            &[(1, 2), (2, 2), (4, 2), (4, 2), (5, 2), (6, 2)],
        );
        // 1-2-4 taken as a combination: no reroll, the next question comes early.
        let student = game(
            "Balance?\nWager?\nrolled 1 2 4\nContinue?\n",
            &["100", "10", "q"],
            &[(1, 2), (2, 2), (4, 2)],
        );
        let outcome = compare(&student, &reference);
        assert_eq!(outcome.status, CheckStatus::Fail);
        assert_eq!(outcome.expected.as_deref(), Some("drew the value 4"));
        assert_eq!(
            outcome.seen.as_deref(),
            Some("asked for input #3 (answered 'q')")
        );
        assert!(
            outcome
                .message
                .starts_with("after 3 draws and 2 inputs, the reference's game drew the value 4"),
            "{}",
            outcome.message
        );
        assert_eq!(outcome.line.unwrap().number, 4);
    }

    #[test]
    fn a_run_cut_short_is_judged_as_far_as_it_got() {
        let reference = game("A?\nB?\n", &["1", "2"], &[(3, 1)]);
        let student = game("A?\n", &["1"], &[]);
        let cut = compare_dialogues(
            PlayedGame {
                assignment: "ceelo",
                rules: &reference::game_rules::GameRules::spec("ceelo"),
                text: &student.0,
                behaviour: &student.1,
            },
            PlayedGame {
                assignment: "ceelo",
                rules: &reference::game_rules::GameRules::spec("ceelo"),
                text: &reference.0,
                behaviour: &reference.1,
            },
            false,
        );
        assert_eq!(cut.status, CheckStatus::Skip);
        assert_eq!(compare(&student, &reference).status, CheckStatus::Fail);
    }
}
