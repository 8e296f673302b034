//! Playing a script against a running program: which line to send at each
//! input request, and whether each expectation was met. What a request asks
//! is read in `prompt_request`; answers no step plans, in `unplanned_answers`.

#[cfg(test)]
mod plan_fixtures;
mod prompt_request;
mod unplanned_answers;

use super::expected_dialogue::{ExpectedDialogue, RequestPoint};
use super::meaning::{last_line, prompt_tail, GenericPrompt, Meanings, CONFIRM};
use super::{AnswerRule, Expectation, ExpectationOutcome, Step, Until};
use prompt_request::PromptRequest;
use unplanned_answers::UnplannedAnswers;
pub use unplanned_answers::GENERIC_ANSWER_CAP;

/// The state of a script while it drives one run.
#[derive(Debug)]
pub struct ScriptPlan<'a> {
    steps: &'a [Step],
    meanings: &'a Meanings,
    /// The script's `answers:`: meaning name, text.
    defaults: &'a [(String, String)],
    expected: Option<&'a ExpectedDialogue>,
    next_step: usize,
    sent_in_step: u32,
    sent: usize,
    outcomes: Vec<ExpectationOutcome>,
    unanswered_prompt: Option<String>,
    /// Why the plan stopped the run, in a sentence, where it chose to.
    stop: Option<String>,
    /// Requests the plan answered with a step or a default (not generic).
    requests: usize,
    /// The draw count of the last such request, and how many were made at it.
    at_draws: (Option<usize>, usize),
    /// What was answered without a step: no move of the game.
    unplanned: UnplannedAnswers,
    /// Meanings answered so far, for "asked for ... again".
    asked: Vec<String>,
    /// Each prompt line the program asked with and the meaning it was
    /// answered as, latest last: a program that asks with the same words
    /// asks the same thing.
    line_meanings: Vec<(String, String)>,
}

static NO_MEANINGS: Meanings = Meanings::empty();

/// What to answer, and whether it is a generic answer or an extra one
/// (neither moves the request along the reference's).
enum Answer {
    Line(String),
    Generic(GenericPrompt),
    /// A question the reference does not ask at that point (a player's
    /// name), answered from the script's `answers:`: the meaning, the text.
    Extra(String, String),
    None,
}

impl<'a> ScriptPlan<'a> {
    pub fn new(steps: &'a [Step]) -> Self {
        ScriptPlan {
            steps,
            meanings: &NO_MEANINGS,
            defaults: &[],
            expected: None,
            next_step: 0,
            sent_in_step: 0,
            sent: 0,
            outcomes: Vec::new(),
            unanswered_prompt: None,
            stop: None,
            requests: 0,
            at_draws: (None, 0),
            unplanned: UnplannedAnswers::default(),
            asked: Vec::new(),
            line_meanings: Vec::new(),
        }
    }

    /// The game's meanings and the script's defaults per meaning.
    pub fn with_meanings(
        mut self,
        meanings: &'a Meanings,
        defaults: &'a [(String, String)],
    ) -> Self {
        self.meanings = meanings;
        self.defaults = defaults;
        self
    }

    /// The reference's requests in the same game, to read a prompt's meaning from.
    pub fn with_expected(mut self, expected: Option<&'a ExpectedDialogue>) -> Self {
        self.expected = expected;
        self
    }

    /// [`ScriptPlan::next_input_at`] with the draws unknown.
    pub fn next_input(&mut self, output_since_last_input: &str) -> Option<String> {
        self.next_input_at(output_since_last_input, None)
    }

    /// The line to send now that the program asks for input, given what it
    /// printed since the previous input and how many draws it has made;
    /// None when the script has no answer.
    pub fn next_input_at(
        &mut self,
        output_since_last_input: &str,
        draws: Option<usize>,
    ) -> Option<String> {
        let nth_at_draws = if self.at_draws.0 == draws && self.requests > 0 {
            self.at_draws.1
        } else {
            0
        };
        let aligned = self.expected.map(|expected| {
            expected.align(RequestPoint {
                draws,
                nth_at_draws,
                nth: self.requests,
            })
        });
        let reference = aligned
            .and_then(|aligned| aligned.prompt)
            .map(|prompt| prompt.output.as_str());
        let request = PromptRequest {
            own: output_since_last_input,
            own_line: last_line(output_since_last_input),
            own_tail: prompt_tail(output_since_last_input),
            reference,
            reference_tail: reference.map(prompt_tail).unwrap_or_default(),
            reference_asks_here: aligned.map(|aligned| aligned.asks_here),
            aligned_by_draws: aligned.is_some_and(|aligned| aligned.by_draws),
            no_draw_since_last: draws.map(|_| self.requests > 0 && self.at_draws.0 == draws),
        };
        let asked_before = self.asked.len();
        match self.choose(&request) {
            Answer::Line(line) => {
                if self.asked.len() > asked_before {
                    let meaning = self.asked[asked_before..]
                        .last()
                        .cloned()
                        .unwrap_or_default();
                    let own_line = request.own_line.trim().to_string();
                    self.line_meanings.retain(|(known, _)| *known != own_line);
                    self.line_meanings.push((own_line, meaning));
                }
                self.requests += 1;
                self.unplanned.planned();
                self.at_draws = (draws, nth_at_draws + 1);
                Some(line)
            }
            Answer::Generic(kind) => {
                if let Err(stop) = self.unplanned.generic(kind, request.own, draws) {
                    self.stop = Some(stop);
                    return None;
                }
                Some(self.generic_answer(kind))
            }
            Answer::Extra(meaning, text) => {
                self.unplanned.extra(meaning);
                Some(text)
            }
            Answer::None => None,
        }
    }

    fn choose(&mut self, request: &PromptRequest<'_>) -> Answer {
        // A confirmation of the answer just given ("Verify y/n:", "You bet
        // $50.00, ok? (y/n)") is confirmed, whatever the reference asks at
        // that point: a name or a number the script plans next, typed there,
        // reads as "no" and the program asks its question again, round and
        // round. Only a step meant for it (`- confirm: n`, an `expect:` or
        // `when:` its words meet) answers it otherwise.
        let confirmation = GenericPrompt::confirms_an_answer(&request.own_line, self.meanings);
        if confirmation
            && !self
                .steps
                .get(self.next_step)
                .is_some_and(|step| self.step_takes_confirmation(step, request))
        {
            return Answer::Generic(GenericPrompt::Confirm);
        }
        // A generic prompt where the reference asks nothing is answered
        // before any step is judged or used, unless the step fits it.
        if let Some(kind) = self.generic_where_unasked(request) {
            let fits = self
                .steps
                .get(self.next_step)
                .is_some_and(|step| self.step_fits_own(step, request));
            if !fits {
                return Answer::Generic(kind);
            }
        }
        while let Some(step) = self.steps.get(self.next_step) {
            let number = self.next_step + 1;
            match step {
                Step::Expect(expectation) => {
                    self.judge(number, expectation, request);
                    self.next_step += 1;
                }
                Step::Send { expect, text } => {
                    if let Some(expectation) = expect {
                        self.judge(number, expectation, request);
                    }
                    self.next_step += 1;
                    self.sent += 1;
                    return Answer::Line(text.clone());
                }
                Step::Meaning { meaning, text } => {
                    // Past an `expect:` its words met, a step of another meaning.
                    if confirmation && meaning.as_str() != CONFIRM {
                        return Answer::Generic(GenericPrompt::Confirm);
                    }
                    if self.own_names(meaning, request) {
                        return self.send_step(number, meaning, text);
                    }
                    if let Some(answer) = self.default_by_own(request) {
                        return answer;
                    }
                    if let Some(kind) = self.generic_prompt(request) {
                        return Answer::Generic(kind);
                    }
                    if self.reference_names(meaning, request)
                        || self.line_before_names(meaning, request)
                    {
                        return self.send_step(number, meaning, text);
                    }
                    if let Some(answer) = self.default_by_reference(request) {
                        return answer;
                    }
                    let wanted = self.says(meaning);
                    self.stop = Some(self.stop_message(request, Some(wanted)));
                    self.unanswered_prompt = Some(request.own.to_string());
                    return Answer::None;
                }
                Step::Answer { rules, until } => {
                    if *until == Until::Inputs(self.sent_in_step) {
                        self.next_step += 1;
                        self.sent_in_step = 0;
                        continue;
                    }
                    let own_rule = rules.iter().find(|rule| match (&rule.meaning, &rule.when) {
                        (Some(meaning), _) if confirmation => meaning.as_str() == CONFIRM,
                        (Some(meaning), _) => self.own_names(meaning, request),
                        (None, Some(when)) => when.is_met_by(request.own),
                        (None, None) => false,
                    });
                    if let Some(rule) = own_rule {
                        return self.send_rule(rule);
                    }
                    if confirmation {
                        return Answer::Generic(GenericPrompt::Confirm);
                    }
                    if let Some(answer) = self.default_by_own(request) {
                        return answer;
                    }
                    if let Some(kind) = self.generic_prompt(request) {
                        return Answer::Generic(kind);
                    }
                    // The reference's prompt first, then the line before the
                    // program's, then a fallback rule.
                    let reference_rule = rules
                        .iter()
                        .find(|rule| self.rule_fits_reference(rule, request, false))
                        .or_else(|| {
                            rules
                                .iter()
                                .find(|rule| self.rule_fits_reference(rule, request, true))
                        });
                    if let Some(rule) = reference_rule {
                        return self.send_rule(rule);
                    }
                    if let Some(answer) = self.default_by_reference(request) {
                        return answer;
                    }
                    let wanted: Vec<String> = rules
                        .iter()
                        .map(|rule| match (&rule.meaning, &rule.when) {
                            (Some(meaning), _) => self.says(meaning),
                            (_, Some(when)) => when.to_string(),
                            (None, None) => "anything".to_string(),
                        })
                        .collect();
                    self.stop = Some(self.stop_message(request, Some(wanted.join(" or "))));
                    self.unanswered_prompt = Some(request.own.to_string());
                    return Answer::None;
                }
            }
        }
        // After the script's last step: only defaults (generic prompts were
        // answered above).
        if let Some(answer) = self.default_by_own(request) {
            return answer;
        }
        self.default_by_reference(request).unwrap_or(Answer::None)
    }

    /// A meaning step met: it counts as an expectation met (the prompt, or
    /// the reference's at that point, said what it asks).
    fn send_step(&mut self, step: usize, meaning: &str, text: &str) -> Answer {
        self.outcomes.push(ExpectationOutcome {
            step,
            expected: format!("a prompt for {}", self.says(meaning)),
            met: true,
            seen: String::new(),
            after_inputs: self.sent,
        });
        self.asked.push(meaning.to_string());
        self.next_step += 1;
        self.sent += 1;
        Answer::Line(text.to_string())
    }

    /// Whether the program's own prompt fits `step` (its text, its meaning).
    fn step_fits_own(&self, step: &Step, request: &PromptRequest<'_>) -> bool {
        match step {
            Step::Expect(expectation) => expectation.is_met_by(request.own),
            Step::Send { expect, .. } => expect
                .as_ref()
                .is_some_and(|expectation| expectation.is_met_by(request.own)),
            Step::Meaning { meaning, .. } => self.own_names(meaning, request),
            Step::Answer { rules, .. } => {
                rules.iter().any(|rule| match (&rule.meaning, &rule.when) {
                    (Some(meaning), _) => self.own_names(meaning, request),
                    (None, Some(when)) => when.is_met_by(request.own),
                    (None, None) => false,
                })
            }
        }
    }

    /// Whether `step` is meant for a confirmation the program asks: a
    /// `confirm` step, or one whose `expect:` or `when:` the prompt meets.
    fn step_takes_confirmation(&self, step: &Step, request: &PromptRequest<'_>) -> bool {
        match step {
            Step::Meaning { meaning, .. } => meaning.as_str() == CONFIRM,
            Step::Answer { rules, .. } => {
                rules.iter().any(|rule| match (&rule.meaning, &rule.when) {
                    (Some(meaning), _) => meaning.as_str() == CONFIRM,
                    (None, Some(when)) => when.is_met_by(request.own),
                    (None, None) => false,
                })
            }
            Step::Expect(_) | Step::Send { .. } => self.step_fits_own(step, request),
        }
    }

    /// Whether `rule` answers `request` by the reference's prompt (or, in
    /// the second pass, by the line before the program's, or as a fallback).
    fn rule_fits_reference(
        &self,
        rule: &AnswerRule,
        request: &PromptRequest<'_>,
        second_pass: bool,
    ) -> bool {
        match (&rule.meaning, &rule.when) {
            (Some(meaning), _) if second_pass => self.line_before_names(meaning, request),
            (Some(meaning), _) => self.reference_names(meaning, request),
            (None, Some(when)) => request
                .reference
                .is_some_and(|reference| when.is_met_by(reference)),
            (None, None) => second_pass,
        }
    }

    fn send_rule(&mut self, rule: &AnswerRule) -> Answer {
        if let Some(meaning) = &rule.meaning {
            self.asked.push(meaning.clone());
        }
        self.sent_in_step += 1;
        self.sent += 1;
        Answer::Line(rule.send.clone())
    }

    fn default_by_own(&mut self, request: &PromptRequest<'_>) -> Option<Answer> {
        let (meaning, text) = self
            .defaults
            .iter()
            .find(|(meaning, _)| self.own_names(meaning, request))?;
        self.asked.push(meaning.clone());
        self.sent += 1;
        // With the expected game known, a default whose meaning the
        // reference does not ask here answers a question of the program's
        // own: no move of the game, and no step of the reference's dialogue.
        let reference_asks_it = request
            .reference
            .is_some_and(|_| self.names(meaning, &request.reference_tail));
        if self.expected.is_some() && !reference_asks_it {
            return Some(Answer::Extra(meaning.clone(), text.clone()));
        }
        Some(Answer::Line(text.clone()))
    }

    fn default_by_reference(&mut self, request: &PromptRequest<'_>) -> Option<Answer> {
        let (meaning, text) = self.defaults.iter().find(|(meaning, _)| {
            self.reference_names(meaning, request) || self.line_before_names(meaning, request)
        })?;
        self.asked.push(meaning.clone());
        self.sent += 1;
        Some(Answer::Line(text.clone()))
    }

    /// Why the plan stopped the run, where it chose to (a prompt it does not expect).
    pub fn stop_reason(&self) -> Option<&str> {
        self.stop.as_deref()
    }

    /// Notes on what the plan answered that the script does not say.
    pub fn notes(&self) -> Vec<String> {
        self.unplanned.notes(|meaning| self.says(meaning))
    }

    /// The program has ended: judge the expectations it never reached
    /// against its last output. Returns how many fixed inputs went unused.
    pub fn finish(&mut self, output_after_last_input: &str) -> usize {
        let mut unused = 0;
        let request = PromptRequest {
            own: output_after_last_input,
            own_line: String::new(),
            own_tail: String::new(),
            reference: self.expected.map(ExpectedDialogue::ending),
            reference_tail: String::new(),
            reference_asks_here: None,
            aligned_by_draws: false,
            no_draw_since_last: None,
        };
        for index in self.next_step..self.steps.len() {
            match &self.steps[index] {
                Step::Expect(expectation) => self.judge(index + 1, expectation, &request),
                Step::Send { expect, .. } => {
                    if let Some(expectation) = expect {
                        self.judge(index + 1, expectation, &request);
                    }
                    unused += 1;
                }
                Step::Meaning { .. } => unused += 1,
                Step::Answer { .. } => {}
            }
        }
        self.next_step = self.steps.len();
        unused
    }

    /// The inputs (from 0) that answered a prompt the game does not ask
    /// (press ENTER, an extra confirmation, a name from the script's `answers:`).
    pub fn generic_inputs(&self) -> &[usize] {
        self.unplanned.inputs()
    }

    pub fn outcomes(&self) -> &[ExpectationOutcome] {
        &self.outcomes
    }

    pub fn inputs_sent(&self) -> usize {
        self.sent
    }

    /// The output of a prompt no answer rule matched, if that ended the run.
    pub fn unanswered_prompt(&self) -> Option<&str> {
        self.unanswered_prompt.as_deref()
    }

    /// An expectation is met by the program's output, or by the reference's
    /// at the same point of the same game.
    fn judge(&mut self, step: usize, expectation: &Expectation, request: &PromptRequest<'_>) {
        let met = expectation.is_met_by(request.own)
            || request
                .reference
                .is_some_and(|reference| expectation.is_met_by(reference));
        self.outcomes.push(ExpectationOutcome {
            step,
            expected: expectation.to_string(),
            met,
            seen: request.own.to_string(),
            after_inputs: self.sent,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::plan_fixtures::*;
    use super::*;
    use crate::script::Meaning;

    #[test]
    fn sends_in_order_then_runs_out() {
        let steps = [send("100"), send("50")];
        let mut plan = ScriptPlan::new(&steps);
        assert_eq!(plan.next_input("balance: ").as_deref(), Some("100"));
        assert_eq!(plan.next_input("wager: ").as_deref(), Some("50"));
        assert_eq!(plan.next_input("again? "), None);
        assert_eq!(plan.inputs_sent(), 2);
    }

    #[test]
    fn expectations_are_judged_against_the_output_before_the_input() {
        let steps = [
            Step::Send {
                expect: Some(expect("balance")),
                text: "100".into(),
            },
            Step::Expect(expect("wager")),
            send("50"),
            Step::Expect(expect("/You (won|lost)/")),
        ];
        let mut plan = ScriptPlan::new(&steps);
        plan.next_input("Enter in an initial bank balance: ");
        plan.next_input("Enter a bet: ");
        assert_eq!(plan.finish("You won!\n"), 0);
        let met: Vec<(usize, bool)> = plan
            .outcomes()
            .iter()
            .map(|outcome| (outcome.step, outcome.met))
            .collect();
        assert_eq!(met, [(1, true), (2, false), (4, true)]);
        assert_eq!(plan.outcomes()[1].seen, "Enter a bet: ");
    }

    #[test]
    fn answer_rules_follow_the_prompt_and_a_count_ends_them() {
        let steps = [
            Step::Answer {
                rules: vec![
                    AnswerRule {
                        meaning: None,
                        when: Some(expect("continue")),
                        send: "c".into(),
                    },
                    AnswerRule {
                        meaning: None,
                        when: Some(expect("wager")),
                        send: "10".into(),
                    },
                ],
                until: Until::Inputs(3),
            },
            send("q"),
        ];
        let mut plan = ScriptPlan::new(&steps);
        let prompts = ["wager: ", "continue? ", "wager: ", "continue? "];
        let sent: Vec<Option<String>> = prompts
            .iter()
            .map(|prompt| plan.next_input(prompt))
            .collect();
        assert_eq!(
            sent,
            [
                Some("10".into()),
                Some("c".into()),
                Some("10".into()),
                Some("q".into())
            ]
        );
    }

    #[test]
    fn an_unmatched_prompt_ends_the_script_and_is_kept() {
        let steps = [Step::Answer {
            rules: vec![AnswerRule {
                meaning: None,
                when: Some(expect("again")),
                send: "y".into(),
            }],
            until: Until::Exit,
        }];
        let mut plan = ScriptPlan::new(&steps);
        assert_eq!(plan.next_input("Throw again? ").as_deref(), Some("y"));
        assert_eq!(plan.next_input("Name? "), None);
        assert_eq!(plan.unanswered_prompt(), Some("Name? "));
    }

    #[test]
    fn unused_sends_are_counted_when_the_program_ends_early() {
        let steps = [send("1"), send("2"), send("3")];
        let mut plan = ScriptPlan::new(&steps);
        plan.next_input("? ");
        assert_eq!(plan.finish("bye\n"), 2);
    }

    #[test]
    fn defaults_answer_what_the_step_does_not_and_a_wrong_turn_stops_the_run() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "10"),
            meaning_step("wager", "20"),
        ];
        let defaults = [("continue".to_string(), "c".to_string())];
        let (sent, stop, _) = play(
            &steps,
            &defaults,
            &[
                ("balance: ", 0),
                ("wager: ", 0),
                ("continue? ", 6),
                ("wager: ", 6),
            ],
        );
        assert_eq!(sent, lines(&["100", "10", "c", "20"]), "{stop:?}");
        // The initial balance asked again where the game asks for a wager.
        let (sent, stop, _) = play(
            &steps,
            &defaults,
            &[
                ("initial bank balance: ", 0),
                ("wager: ", 0),
                ("continue? ", 6),
                ("initial bank balance: ", 6),
            ],
        );
        assert_eq!(sent.last(), Some(&None));
        assert_eq!(
            stop.as_deref(),
            Some("the program asked for the initial balance again where the game asks for a wager")
        );
    }

    #[test]
    fn a_default_for_a_question_the_reference_does_not_ask_is_no_move() {
        let steps = [meaning_step("balance", "100"), meaning_step("wager", "10")];
        let defaults = [("name".to_string(), "Aino".to_string())];
        let name = Meaning::new("name", &["name".to_string(), "call you".to_string()], None);
        let meanings = ceelo_meanings_and(vec![name.unwrap()]);
        let expected = reference_game();
        // (the program's prompts, the inputs that are no move of the game)
        let table: [(&[&str], &[usize]); 3] = [
            (&["balance: ", "What should I call you? ", "wager: "], &[1]),
            (&["Your name, player? ", "balance: ", "wager: "], &[0]),
            (&["balance: ", "wager: "], &[]),
        ];
        for (prompts, extra) in table {
            let mut plan = ScriptPlan::new(&steps)
                .with_meanings(&meanings, &defaults)
                .with_expected(Some(&expected));
            let sent: Vec<Option<String>> = prompts
                .iter()
                .map(|prompt| plan.next_input_at(prompt, Some(0)))
                .collect();
            let answers: Vec<&str> = prompts
                .iter()
                .map(|prompt| match *prompt {
                    "balance: " => "100",
                    "wager: " => "10",
                    _ => "Aino",
                })
                .collect();
            assert_eq!(sent, lines(&answers), "{prompts:?}");
            assert_eq!(plan.generic_inputs(), extra, "{prompts:?}");
        }
    }

    #[test]
    fn an_expectation_is_met_by_the_reference_s_prompt_at_that_point() {
        let steps = [
            Step::Send {
                expect: Some(expect("initial bank balance")),
                text: "100".into(),
            },
            Step::Send {
                expect: Some(expect("wagr")),
                text: "10".into(),
            },
        ];
        let meanings = ceelo_meanings();
        let expected = reference_game();
        let mut plan = ScriptPlan::new(&steps)
            .with_meanings(&meanings, &[])
            .with_expected(Some(&expected));
        plan.next_input_at("> ", Some(0));
        plan.next_input_at("> ", Some(0));
        let met: Vec<bool> = plan.outcomes().iter().map(|outcome| outcome.met).collect();
        assert_eq!(met, [true, false]);
    }
}
