//! Answers the script does not plan: generic prompts (press ENTER, a
//! confirmation of the answer just given) and questions of the program's own
//! answered from the script's `answers:`. Each is no move of the game; they
//! are counted, capped and noted.

use super::super::meaning::{prompt_tail, GenericPrompt, CONFIRM, ENTER};
use super::prompt_request::PromptRequest;
use super::ScriptPlan;

/// At most this many generic prompts are answered in one run.
pub const GENERIC_ANSWER_CAP: usize = 1000;

/// A generic answer refused this many times in a row (the very same output
/// printed again, with nothing drawn between) ends the run: the program wants
/// something the script has no answer for there, and answering on would only
/// spin to the cap. Pages of a rules text, each behind a "press ENTER", differ
/// from one another and are answered on.
const GENERIC_REFUSALS: usize = 3;

/// What a run answered without a step, and which inputs those were.
#[derive(Debug, Default)]
pub(super) struct UnplannedAnswers {
    /// Generic prompts answered, by kind.
    generic: Vec<(GenericPrompt, usize)>,
    /// Extra questions answered from the script's `answers:`, by meaning.
    extra: Vec<(String, usize)>,
    /// Every input sent so far, and which of them (from 0) were unplanned.
    inputs: usize,
    unplanned_inputs: Vec<usize>,
    /// What the program printed before the last generic answer, the draws
    /// made by then, and how many times in a row it printed just that.
    last_generic: Option<(String, usize, usize)>,
}

impl UnplannedAnswers {
    /// An input the plan chose: a move of the game.
    pub(super) fn planned(&mut self) {
        self.last_generic = None;
        self.inputs += 1;
    }

    /// A generic prompt answered, asked after printing `own` with `draws`
    /// made so far (None: unknown); refused (with why, in a sentence) past
    /// [`GENERIC_ANSWER_CAP`], or when the program has printed the same
    /// again with nothing drawn [`GENERIC_REFUSALS`] times in a row.
    pub(super) fn generic(
        &mut self,
        kind: GenericPrompt,
        own: &str,
        draws: Option<usize>,
    ) -> Result<(), String> {
        let own = own.trim();
        // Only with the draws known: a "Press ENTER" between turns whose
        // draws croupier cannot see is asked again and again by design.
        self.last_generic = draws.map(|draws| match self.last_generic.take() {
            Some((printed, at, times)) if printed == own && at == draws => (printed, at, times + 1),
            _ => (own.to_string(), draws, 1),
        });
        if let Some((printed, _, times)) = &self.last_generic {
            if *times > GENERIC_REFUSALS {
                let line = printed.lines().last().unwrap_or_default().trim();
                return Err(format!(
                    "the program asked '{line}' {GENERIC_REFUSALS} times more in the same words with nothing drawn between, \
                     refusing croupier's answer ({}) each time: the script has no answer for what it asks there",
                    kind.says()
                ));
            }
        }
        let total: usize = self.generic.iter().map(|(_, count)| count).sum();
        if total >= GENERIC_ANSWER_CAP {
            return Err(format!(
                "the program asked {total} prompts the game does not ask ({} and the like): croupier answers at most {GENERIC_ANSWER_CAP}",
                kind.says()
            ));
        }
        match self.generic.iter_mut().find(|(known, _)| *known == kind) {
            Some((_, count)) => *count += 1,
            None => self.generic.push((kind, 1)),
        }
        self.unplanned();
        Ok(())
    }

    /// A question the reference does not ask, answered from `answers:`.
    pub(super) fn extra(&mut self, meaning: String) {
        self.last_generic = None;
        match self.extra.iter_mut().find(|(known, _)| *known == meaning) {
            Some((_, count)) => *count += 1,
            None => self.extra.push((meaning, 1)),
        }
        self.unplanned();
    }

    fn unplanned(&mut self) {
        self.unplanned_inputs.push(self.inputs);
        self.inputs += 1;
    }

    /// The inputs (from 0) that were no move of the game.
    pub(super) fn inputs(&self) -> &[usize] {
        &self.unplanned_inputs
    }

    /// A note per kind of prompt and per meaning answered; `says` names a meaning.
    pub(super) fn notes(&self, says: impl Fn(&str) -> String) -> Vec<String> {
        self.generic
            .iter()
            .map(|(kind, count)| {
                let plural = if *count == 1 { "" } else { "s" };
                format!(
                    "answered {count} {} prompt{plural} the reference does not ask",
                    kind.says()
                )
            })
            .chain(self.extra.iter().map(|(meaning, count)| {
                let plural = if *count == 1 { "" } else { "s" };
                format!(
                    "answered {count} question{plural} for {} the reference does not ask, \
                     from the script's answers",
                    says(meaning)
                )
            }))
            .collect()
    }
}

impl ScriptPlan<'_> {
    /// A generic prompt where the reference asks nothing at that point; a
    /// prompt that names nothing ("> ", "Your move: ") counts as press ENTER there.
    pub(super) fn generic_where_unasked(
        &self,
        request: &PromptRequest<'_>,
    ) -> Option<GenericPrompt> {
        if request.reference_asks_here != Some(false)
            || self.meaning_of_line_asked_before(request).is_some()
        {
            return None;
        }
        GenericPrompt::of(&request.own_line).or_else(|| {
            (request.aligned_by_draws && self.meanings.named_by(&request.own_line).is_empty())
                .then_some(GenericPrompt::Enter)
        })
    }

    /// A generic prompt where the reference asks nothing at that point, or
    /// where the reference asks something else and the program's prompt line
    /// names none of the game's meanings (an extra confirmation among
    /// requests made with no draw between them).
    pub(super) fn generic_prompt(&self, request: &PromptRequest<'_>) -> Option<GenericPrompt> {
        if let Some(kind) = self.generic_where_unasked(request) {
            return Some(kind);
        }
        let kind = GenericPrompt::of(&request.own_line)?;
        // A y/n question where the reference asks something may be the
        // game's own ("Shall I explain the rules? (Y/N)"); one that confirms
        // the answer just given was answered before any step was tried.
        if kind == GenericPrompt::Confirm {
            return None;
        }
        let reference = request.reference?;
        (self.meanings.named_by(&request.own_line).is_empty()
            && GenericPrompt::of(&prompt_tail(reference)) != Some(kind))
        .then_some(kind)
    }

    /// What a generic prompt is answered: the script's `answers:` for
    /// `enter` or `confirm` where it gives one, else "" or "y".
    pub(super) fn generic_answer(&self, kind: GenericPrompt) -> String {
        let meaning = match kind {
            GenericPrompt::Enter => ENTER,
            GenericPrompt::Confirm => CONFIRM,
        };
        self.defaults
            .iter()
            .find(|(known, _)| known == meaning)
            .map_or_else(|| kind.answer().to_string(), |(_, text)| text.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::super::plan_fixtures::*;
    use super::{UnplannedAnswers, GENERIC_ANSWER_CAP};
    use crate::script::meaning::GenericPrompt;
    use crate::script::{ScriptPlan, CONFIRM};

    #[test]
    fn generic_prompts_are_answered_where_the_reference_asks_nothing() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "10"),
            meaning_step("continue", "q"),
        ];
        type Case<'a> = (&'a [(&'a str, usize)], &'a [&'a str], &'a [&'a str]);
        let table: [Case<'_>; 3] = [
            // Press ENTER after the wager, where the reference asks nothing more.
            (
                &[
                    ("balance: ", 0),
                    ("bet: ", 0),
                    ("Press ENTER to roll...", 0),
                    ("continue? ", 6),
                ],
                &["100", "10", "", "q"],
                &["answered 1 'press ENTER' prompt the reference does not ask"],
            ),
            // A y/n confirmation among requests with no draw between them.
            (
                &[
                    ("balance: ", 0),
                    ("Is that right? (y/n) ", 0),
                    ("bet: ", 0),
                    ("quit? ", 6),
                ],
                &["100", "y", "10", "q"],
                &["answered 1 y/n confirmation prompt the reference does not ask"],
            ),
            // An unnamed prompt where the reference asks nothing: ENTER.
            (
                &[("balance: ", 0), ("bet: ", 0), ("> ", 3), ("> ", 6)],
                &["100", "10", "", "q"],
                &["answered 1 'press ENTER' prompt the reference does not ask"],
            ),
        ];
        for (prompts, expected, notes) in table {
            let (sent, stop, said) = play(&steps, &[], prompts);
            assert_eq!(sent, lines(expected), "{prompts:?}: {stop:?}");
            assert_eq!(said, notes);
        }
    }

    #[test]
    fn a_confirmation_is_confirmed_whatever_step_comes_next_and_is_no_move() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "500"),
            meaning_step("wager", "10"),
            meaning_step("continue", "q"),
        ];
        let confirm_with = |text: &str| vec![(CONFIRM.to_string(), text.to_string())];
        // (the script's answers, the program's prompts with their draw
        // counts, what is sent, the inputs that are no move of the game)
        type Case<'a> = (
            Vec<(String, String)>,
            &'a [(&'a str, usize)],
            &'a [&'a str],
            &'a [usize],
        );
        let table: [Case<'_>; 4] = [
            // Where the reference asks for the wager next, and one that names the wager.
            (
                Vec::new(),
                &[
                    ("balance: ", 0),
                    ("You start with $100.00.\nIs that right? [Y/N] ", 0),
                    ("wager: ", 0),
                    ("You bet $500.00, ok? (y/n) ", 0),
                    ("wager: ", 0),
                    ("You bet $10.00, ok? (y/n) ", 0),
                    ("continue? ", 6),
                ],
                &["100", "y", "500", "y", "10", "y", "q"],
                &[1, 3, 5],
            ),
            // Other words, before the game's y/n-free continue question.
            (
                Vec::new(),
                &[
                    ("balance: ", 0),
                    ("wager: ", 0),
                    ("wager: ", 0),
                    ("Bet 10. Correct? (yes/no) ", 0),
                    ("continue? ", 6),
                ],
                &["100", "500", "10", "y", "q"],
                &[3],
            ),
            // The script's own answer for confirmations.
            (
                confirm_with("Y"),
                &[("balance: ", 0), ("Verify y/n: ", 0), ("wager: ", 0)],
                &["100", "Y", "500"],
                &[1],
            ),
            // A question of the game asked as y/n is no confirmation: the step answers it.
            (
                Vec::new(),
                &[
                    ("balance: ", 0),
                    ("wager: ", 0),
                    ("wager: ", 0),
                    ("continue? (y/n) ", 6),
                ],
                &["100", "500", "10", "q"],
                &[],
            ),
        ];
        let meanings = ceelo_meanings();
        let expected = reference_game();
        for (defaults, prompts, sent, no_moves) in table {
            let mut plan = ScriptPlan::new(&steps)
                .with_meanings(&meanings, &defaults)
                .with_expected(Some(&expected));
            let answered: Vec<Option<String>> = prompts
                .iter()
                .map(|&(prompt, draws)| plan.next_input_at(prompt, Some(draws)))
                .collect();
            assert_eq!(
                answered,
                lines(sent),
                "{prompts:?}: {:?}",
                plan.stop_reason()
            );
            assert_eq!(plan.generic_inputs(), no_moves, "{prompts:?}");
        }
        // A step planned for it answers it.
        let steps = [meaning_step("balance", "100"), meaning_step(CONFIRM, "n")];
        let (sent, stop, _) = play(
            &steps,
            &[],
            &[("balance: ", 0), ("Is that right? (y/n) ", 0)],
        );
        assert_eq!(sent, lines(&["100", "n"]), "{stop:?}");
    }

    #[test]
    fn generic_answers_are_capped() {
        let steps = [meaning_step("balance", "100")];
        let meanings = ceelo_meanings();
        let expected = reference_game();
        let mut plan = ScriptPlan::new(&steps)
            .with_meanings(&meanings, &[])
            .with_expected(Some(&expected));
        let answered = (0..GENERIC_ANSWER_CAP + 5)
            .take_while(|&draws| plan.next_input_at("Press ENTER", Some(draws)).is_some())
            .count();
        assert_eq!(answered, GENERIC_ANSWER_CAP);
        assert!(plan.stop_reason().unwrap().contains("at most 1000"));
    }

    #[test]
    fn a_generic_answer_refused_again_and_again_ends_the_run() {
        let steps = [meaning_step("balance", "100")];
        let meanings = ceelo_meanings();
        let expected = reference_game();
        // (what the program prints at each request, draws made by then,
        // how many of them are answered)
        let menu = "1) play\n2) quit\nYour choice: ";
        let refused = "huh?? type y or n plz\nYour choice: ";
        let table: &[(&[(&str, Option<usize>)], usize)] = &[
            // The same refusal printed over and over: three more are
            // answered, the fourth ends the run.
            (
                &[
                    (menu, Some(3)),
                    (refused, Some(3)),
                    (refused, Some(3)),
                    (refused, Some(3)),
                    (refused, Some(3)),
                    (refused, Some(3)),
                ],
                4,
            ),
            // Pages of a rules text, each its own.
            (
                &[
                    ("Page 1\nPress ENTER", Some(0)),
                    ("Page 2\nPress ENTER", Some(0)),
                    ("Page 3\nPress ENTER", Some(0)),
                    ("Page 4\nPress ENTER", Some(0)),
                    ("Page 5\nPress ENTER", Some(0)),
                ],
                5,
            ),
        ];
        for (index, (requests, answered)) in table.iter().enumerate() {
            let mut plan = ScriptPlan::new(&steps)
                .with_meanings(&meanings, &[])
                .with_expected(Some(&expected));
            let count = requests
                .iter()
                .take_while(|(printed, draws)| plan.next_input_at(printed, *draws).is_some())
                .count();
            assert_eq!(count, *answered, "case {index}: {:?}", plan.stop_reason());
            if count < requests.len() {
                let stop = plan.stop_reason().unwrap();
                assert!(stop.contains("'Your choice:' 3 times more"), "{stop}");
            }
        }
        // With the draws unknown, the same output again is never taken for a
        // refusal: a "Press ENTER" between turns croupier cannot see.
        let mut unplanned = UnplannedAnswers::default();
        for _ in 0..10 {
            assert!(unplanned
                .generic(GenericPrompt::Enter, refused, None)
                .is_ok());
        }
    }
}
