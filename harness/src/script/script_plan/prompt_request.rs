//! What a program's input request asks, read beside the reference's at the
//! same point of the same game: the words on its line and the one before,
//! the line it asked with before, and what the reference asks there.

use super::super::meaning::{GenericPrompt, CONFIRM, ENTER};
use super::ScriptPlan;

/// A program's request as the plan sees it.
pub(super) struct PromptRequest<'o> {
    pub(super) own: &'o str,
    /// The prompt's line: what the program's own prompt names first.
    pub(super) own_line: String,
    /// The prompt's line and the one before, read after the reference's.
    pub(super) own_tail: String,
    /// The reference's output before its request at the same point.
    pub(super) reference: Option<&'o str>,
    pub(super) reference_tail: String,
    /// Whether the reference asks at exactly that point (None: no expected game).
    pub(super) reference_asks_here: Option<bool>,
    /// No draw since the program's previous answered request (None: the
    /// draws are unknown).
    pub(super) no_draw_since_last: Option<bool>,
    /// The point was found by the draws of both, not by order alone.
    pub(super) aligned_by_draws: bool,
}

impl ScriptPlan<'_> {
    /// Whether `tail` names `meaning` (a game's meaning, or the generic
    /// `enter` and `confirm`).
    pub(super) fn names(&self, meaning: &str, tail: &str) -> bool {
        match meaning {
            ENTER => GenericPrompt::of(tail) == Some(GenericPrompt::Enter),
            CONFIRM => GenericPrompt::of(tail) == Some(GenericPrompt::Confirm),
            _ => self
                .meanings
                .get(meaning)
                .is_some_and(|known| known.is_named_by(tail)),
        }
    }

    /// The program's own prompt asks for `meaning`: its line names it, or
    /// its line names nothing and is the line it asked `meaning` with
    /// before, asked with no draw since where the reference asks nothing
    /// more there (a refused answer asked again, or a question asked after
    /// the game should have ended).
    pub(super) fn own_names(&self, meaning: &str, request: &PromptRequest<'_>) -> bool {
        self.names(meaning, &request.own_line)
            || self.meaning_of_line_asked_before(request) == Some(meaning)
    }

    pub(super) fn meaning_of_line_asked_before(&self, request: &PromptRequest<'_>) -> Option<&str> {
        if request.reference_asks_here != Some(false)
            || request.no_draw_since_last != Some(true)
            || !self.meanings.named_by(&request.own_line).is_empty()
            || GenericPrompt::of(&request.own_line).is_some()
        {
            return None;
        }
        let own_line = request.own_line.trim();
        self.line_meanings
            .iter()
            .rev()
            .find(|(line, _)| line == own_line)
            .map(|(_, meaning)| meaning.as_str())
    }

    /// The program's prompt line names nothing the game or a generic prompt
    /// asks, or only what the reference's prompt at that point names too
    /// ("Start (enter): " beside "Press ENTER to begin : "). (A y/n question
    /// beside the reference's y/n question names nothing of its own:
    /// "Again? (y/n)" beside "Would you like to play again? (Y/N)", and
    /// "Quer ver as regras? (Y/N)" beside "Enter Y for yes, or N for no".)
    pub(super) fn own_names_nothing(&self, request: &PromptRequest<'_>) -> bool {
        let own_kind = GenericPrompt::of(&request.own_line);
        let reference_names = self.meanings.named_by(&request.reference_tail);
        self.meanings
            .named_by(&request.own_line)
            .iter()
            .all(|own| reference_names.iter().any(|named| named.name == own.name))
            && self.meaning_of_line_asked_before(request).is_none()
            && (own_kind.is_none()
                || own_kind == GenericPrompt::of(&request.reference_tail)
                || (own_kind == Some(GenericPrompt::Confirm)
                    && GenericPrompt::asks_yes_or_no(&request.reference_tail)))
    }

    /// Where neither the prompt's line nor the reference says: the line
    /// before the program's prompt ("What goes in the pot?" / "Amount? ").
    pub(super) fn line_before_names(&self, meaning: &str, request: &PromptRequest<'_>) -> bool {
        let reference_names_any = !self.meanings.named_by(&request.reference_tail).is_empty();
        !reference_names_any
            && self.own_names_nothing(request)
            && self.names(meaning, &request.own_tail)
    }

    /// The reference's prompt at that point names `meaning`, and the
    /// program's own prompt names nothing else.
    pub(super) fn reference_names(&self, meaning: &str, request: &PromptRequest<'_>) -> bool {
        request.reference.is_some()
            && self.names(meaning, &request.reference_tail)
            && self.own_names_nothing(request)
    }

    pub(super) fn says(&self, meaning: &str) -> String {
        match meaning {
            ENTER => "ENTER".to_string(),
            CONFIRM => "a confirmation".to_string(),
            _ => self
                .meanings
                .get(meaning)
                .map_or_else(|| meaning.to_string(), |known| known.says.clone()),
        }
    }

    /// "the program asked for the initial balance again where the game asks for a wager".
    pub(super) fn stop_message(
        &self,
        request: &PromptRequest<'_>,
        wanted: Option<String>,
    ) -> String {
        let named = self.meanings.named_by(&request.own_line);
        let named = if named.is_empty() {
            self.meanings.named_by(&request.own_tail)
        } else {
            named
        };
        let own = match named.first() {
            Some(meaning) => {
                let again = if self.asked.contains(&meaning.name) {
                    " again"
                } else {
                    ""
                };
                format!("{}{again}", meaning.says)
            }
            None => format!("'{}'", request.own_line.trim()),
        };
        let reference = self
            .meanings
            .named_by(&request.reference_tail)
            .first()
            .map(|meaning| meaning.says.clone());
        // Where the program and the game ask the same, say what the script wanted.
        let reference = reference.filter(|game| !own.starts_with(game.as_str()));
        match (reference, wanted) {
            (Some(game), _) => {
                format!("the program asked for {own} where the game asks for {game}")
            }
            (None, Some(wanted)) => {
                format!("the program asked for {own} where the script expects {wanted}")
            }
            (None, None) => {
                format!("the program asked for {own}, which the script does not expect")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::plan_fixtures::*;
    use crate::script::{AnswerRule, Step, Until};
    use crate::script::{ExpectedDialogue, ExpectedPrompt, Meaning, Meanings, ScriptPlan};

    #[test]
    fn meaning_steps_read_unnamed_prompts_beside_the_reference_s() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "10"),
            meaning_step("continue", "q"),
        ];
        // (the program's prompts with their draw counts, what is sent)
        type Case<'a> = (&'a [(&'a str, usize)], &'a [&'a str]);
        let table: [Case<'_>; 4] = [
            // The reference's own words.
            (
                &[
                    ("initial bank balance: ", 0),
                    ("wager: ", 0),
                    ("continue? (c/q) ", 6),
                ],
                &["100", "10", "q"],
            ),
            // Bare prompts: the reference's at the same point say what they ask.
            (&[("> ", 0), ("> ", 0), ("> ", 6)], &["100", "10", "q"]),
            // "Amount?" for both: the line before does not decide, the reference does.
            (
                &[
                    ("Amount? ", 0),
                    ("What goes in the pot?\nAmount? ", 0),
                    ("? ", 6),
                ],
                &["100", "10", "q"],
            ),
            // A result line naming the pot before an unnamed continue question.
            (
                &[("Stack? ", 0), ("Pot? ", 0), ("You take the pot!\n? ", 6)],
                &["100", "10", "q"],
            ),
        ];
        for (prompts, expected) in table {
            let (sent, stop, _) = play(&steps, &[], prompts);
            assert_eq!(sent, lines(expected), "{prompts:?}: {stop:?}");
        }
    }

    #[test]
    fn a_bare_prompt_asked_again_with_no_draw_asks_what_it_asked_before() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "100"),
            Step::Answer {
                rules: vec![
                    AnswerRule {
                        meaning: Some("continue".into()),
                        when: None,
                        send: "q".into(),
                    },
                    AnswerRule {
                        meaning: Some("wager".into()),
                        when: None,
                        send: "10".into(),
                    },
                ],
                until: Until::Inputs(3),
            },
        ];
        // (the program's prompts with their draw counts, what is sent)
        type Case<'a> = (&'a [(&'a str, usize)], &'a [&'a str]);
        let table: [Case<'_>; 4] = [
            // A refused wager asked again by the same bare prompt: the
            // script's next wager, not an ENTER.
            (
                &[("Opening purse: ", 0), ("Amount? ", 0), ("Amount? ", 0)],
                &["100", "100", "10"],
            ),
            // The wager's bare prompt asked right after 'q', where the game ends.
            (
                &[
                    ("Opening purse: ", 0),
                    ("Amount? ", 0),
                    ("Again (c) or stop (q)? ", 6),
                    ("Amount? ", 6),
                ],
                &["100", "100", "q", "10"],
            ),
            // The same bare prompt after a draw, where the reference asks
            // nothing: press ENTER to roll.
            (
                &[("> ", 0), ("> ", 0), ("> ", 3), ("> ", 6)],
                &["100", "100", "", "q"],
            ),
            // Asked again in other words that name nothing: no meaning
            // learned from them, so an ENTER.
            (
                &[("Opening purse: ", 0), ("Amount? ", 0), ("How much? ", 0)],
                &["100", "100", ""],
            ),
        ];
        for (prompts, expected) in table {
            let (sent, stop, _) = play(&steps, &[], prompts);
            assert_eq!(sent, lines(expected), "{prompts:?}: {stop:?}");
        }
    }

    #[test]
    fn a_prompt_naming_only_what_the_reference_names_meets_the_step() {
        let meanings = Meanings::new(vec![Meaning::new(
            "start",
            &["begin".to_string(), "start".to_string()],
            Some("the start"),
        )
        .unwrap()]);
        let expected = ExpectedDialogue::from_prompts(
            vec![ExpectedPrompt {
                output: "It's WAR !!!\nPress ENTER to begin : ".into(),
                draws_before: 0,
            }],
            true,
        );
        for prompt in ["Start (enter): ", "Press ENTER to start ", "begin> "] {
            let steps = [meaning_step("enter", "")];
            let mut plan = ScriptPlan::new(&steps)
                .with_meanings(&meanings, &[])
                .with_expected(Some(&expected));
            assert_eq!(
                plan.next_input_at(prompt, Some(0)).as_deref(),
                Some(""),
                "{prompt:?}: {:?}",
                plan.stop_reason()
            );
            assert_eq!(plan.outcomes().len(), 1, "{prompt:?}: the step was met");
        }
    }
}
