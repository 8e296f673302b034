//! Playing a script against a running program: which line to send at each
//! input request, and whether each expectation was met.

use super::expected_dialogue::{ExpectedDialogue, RequestPoint};
use super::meaning::{last_line, prompt_tail, GenericPrompt, Meanings, CONFIRM, ENTER};
use super::{AnswerRule, Expectation, Step, Until};

/// An `expect` of the script, judged against the output it applied to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectationOutcome {
    /// The step it belongs to, counted from 1.
    pub step: usize,
    /// The expectation as the script wrote it.
    pub expected: String,
    pub met: bool,
    /// The output it was judged against (since the previous input).
    pub seen: String,
    /// How many inputs had been sent when it was judged.
    pub after_inputs: usize,
}

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
    /// Generic prompts answered, by kind.
    generic: Vec<(GenericPrompt, usize)>,
    /// Extra questions answered from the script's `answers:`, by meaning.
    extra: Vec<(String, usize)>,
    /// Every input sent so far, and which of them (from 0) answered a
    /// generic prompt or an extra question: they are no move of the game.
    answered: usize,
    generic_inputs: Vec<usize>,
    /// Meanings answered so far, for "asked for ... again".
    asked: Vec<String>,
    /// Each prompt line the program asked with and the meaning it was
    /// answered as, latest last: a program that asks with the same words
    /// asks the same thing.
    line_meanings: Vec<(String, String)>,
}

/// At most this many generic prompts are answered in one run.
pub const GENERIC_ANSWER_CAP: usize = 1000;

static NO_MEANINGS: Meanings = Meanings::empty();

/// A program's request as the plan sees it.
struct Request<'o> {
    own: &'o str,
    /// The prompt's line: what the program's own prompt names first.
    own_line: String,
    /// The prompt's line and the one before, read after the reference's.
    own_tail: String,
    /// The reference's output before its request at the same point.
    reference: Option<&'o str>,
    reference_tail: String,
    /// Whether the reference asks at exactly that point (None: no expected game).
    reference_asks_here: Option<bool>,
    /// No draw since the program's previous answered request (None: the
    /// draws are unknown).
    no_draw_since_last: Option<bool>,
    /// The point was found by the draws of both, not by order alone.
    aligned_by_draws: bool,
}

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
            generic: Vec::new(),
            extra: Vec::new(),
            answered: 0,
            generic_inputs: Vec::new(),
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
        let request = Request {
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
                self.answered += 1;
                self.at_draws = (draws, nth_at_draws + 1);
                Some(line)
            }
            Answer::Generic(kind) => {
                let total: usize = self.generic.iter().map(|(_, count)| count).sum();
                if total >= GENERIC_ANSWER_CAP {
                    self.stop = Some(format!(
                        "the program asked {total} prompts the game does not ask ({} and the like): croupier answers at most {GENERIC_ANSWER_CAP}",
                        kind.says()
                    ));
                    return None;
                }
                match self.generic.iter_mut().find(|(known, _)| *known == kind) {
                    Some((_, count)) => *count += 1,
                    None => self.generic.push((kind, 1)),
                }
                self.generic_inputs.push(self.answered);
                self.answered += 1;
                Some(self.generic_answer(kind))
            }
            Answer::Extra(meaning, text) => {
                match self.extra.iter_mut().find(|(known, _)| *known == meaning) {
                    Some((_, count)) => *count += 1,
                    None => self.extra.push((meaning, 1)),
                }
                self.generic_inputs.push(self.answered);
                self.answered += 1;
                Some(text)
            }
            Answer::None => None,
        }
    }

    fn choose(&mut self, request: &Request<'_>) -> Answer {
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
    fn step_fits_own(&self, step: &Step, request: &Request<'_>) -> bool {
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
    fn step_takes_confirmation(&self, step: &Step, request: &Request<'_>) -> bool {
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
        request: &Request<'_>,
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

    /// Whether `tail` names `meaning` (a game's meaning, or the generic
    /// `enter` and `confirm`).
    fn names(&self, meaning: &str, tail: &str) -> bool {
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
    fn own_names(&self, meaning: &str, request: &Request<'_>) -> bool {
        self.names(meaning, &request.own_line)
            || self.meaning_of_line_asked_before(request) == Some(meaning)
    }

    fn meaning_of_line_asked_before(&self, request: &Request<'_>) -> Option<&str> {
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
    /// "Again? (y/n)" beside "Would you like to play again? (Y/N)".)
    fn own_names_nothing(&self, request: &Request<'_>) -> bool {
        let own_kind = GenericPrompt::of(&request.own_line);
        let reference_names = self.meanings.named_by(&request.reference_tail);
        self.meanings
            .named_by(&request.own_line)
            .iter()
            .all(|own| reference_names.iter().any(|named| named.name == own.name))
            && self.meaning_of_line_asked_before(request).is_none()
            && (own_kind.is_none() || own_kind == GenericPrompt::of(&request.reference_tail))
    }

    /// Where neither the prompt's line nor the reference says: the line
    /// before the program's prompt ("What goes in the pot?" / "Amount? ").
    fn line_before_names(&self, meaning: &str, request: &Request<'_>) -> bool {
        let reference_names_any = !self.meanings.named_by(&request.reference_tail).is_empty();
        !reference_names_any
            && self.own_names_nothing(request)
            && self.names(meaning, &request.own_tail)
    }

    /// The reference's prompt at that point names `meaning`, and the
    /// program's own prompt names nothing else.
    fn reference_names(&self, meaning: &str, request: &Request<'_>) -> bool {
        request.reference.is_some()
            && self.names(meaning, &request.reference_tail)
            && self.own_names_nothing(request)
    }

    fn default_by_own(&mut self, request: &Request<'_>) -> Option<Answer> {
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

    fn default_by_reference(&mut self, request: &Request<'_>) -> Option<Answer> {
        let (meaning, text) = self.defaults.iter().find(|(meaning, _)| {
            self.reference_names(meaning, request) || self.line_before_names(meaning, request)
        })?;
        self.asked.push(meaning.clone());
        self.sent += 1;
        Some(Answer::Line(text.clone()))
    }

    /// A generic prompt where the reference asks nothing at that point; a
    /// prompt that names nothing ("> ", "Your move: ") counts as press ENTER there.
    fn generic_where_unasked(&self, request: &Request<'_>) -> Option<GenericPrompt> {
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
    fn generic_prompt(&self, request: &Request<'_>) -> Option<GenericPrompt> {
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
    fn generic_answer(&self, kind: GenericPrompt) -> String {
        let meaning = match kind {
            GenericPrompt::Enter => ENTER,
            GenericPrompt::Confirm => CONFIRM,
        };
        self.defaults
            .iter()
            .find(|(known, _)| known == meaning)
            .map_or_else(|| kind.answer().to_string(), |(_, text)| text.clone())
    }

    fn says(&self, meaning: &str) -> String {
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
    fn stop_message(&self, request: &Request<'_>, wanted: Option<String>) -> String {
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

    /// Why the plan stopped the run, where it chose to (a prompt it does not expect).
    pub fn stop_reason(&self) -> Option<&str> {
        self.stop.as_deref()
    }

    /// Notes on what the plan answered that the script does not say.
    pub fn notes(&self) -> Vec<String> {
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
                    self.says(meaning)
                )
            }))
            .collect()
    }

    /// The program has ended: judge the expectations it never reached
    /// against its last output. Returns how many fixed inputs went unused.
    pub fn finish(&mut self, output_after_last_input: &str) -> usize {
        let mut unused = 0;
        let request = Request {
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
        &self.generic_inputs
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
    fn judge(&mut self, step: usize, expectation: &Expectation, request: &Request<'_>) {
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
    use super::*;

    fn send(text: &str) -> Step {
        Step::Send {
            expect: None,
            text: text.to_string(),
        }
    }

    fn expect(text: &str) -> Expectation {
        Expectation::parse(text).unwrap()
    }

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

    use crate::script::{ExpectedDialogue, ExpectedPrompt, Meaning, Meanings};

    fn ceelo_meanings() -> Meanings {
        ceelo_meanings_and(Vec::new())
    }

    /// Cee-lo's meanings and `more`.
    fn ceelo_meanings_and(more: Vec<Meaning>) -> Meanings {
        let meaning = |name: &str, words: &[&str], says: &str| {
            let words: Vec<String> = words.iter().map(|word| word.to_string()).collect();
            Meaning::new(name, &words, Some(says)).unwrap()
        };
        Meanings::new(
            vec![
                meaning(
                    "balance",
                    &["initial", "bank balance", "bankroll"],
                    "the initial balance",
                ),
                meaning("wager", &["wager", "bet", "pot"], "a wager"),
                meaning("continue", &["continue", "quit"], "whether to continue"),
            ]
            .into_iter()
            .chain(more)
            .collect(),
        )
    }

    /// The reference's game: balance and wager before any draw, the
    /// continue question after six, a wager after it.
    fn reference_game() -> ExpectedDialogue {
        let prompts = [
            ("Enter in an initial bank balance (in dollars): ", 0),
            ("Enter in a wager amount (in dollars): ", 0),
            ("('c' for continue, 'q' for quit): ", 6),
            ("Enter in a wager amount (in dollars): ", 6),
        ];
        ExpectedDialogue::from_prompts(
            prompts
                .iter()
                .map(|&(output, draws_before)| ExpectedPrompt {
                    output: output.to_string(),
                    draws_before,
                })
                .collect(),
            true,
        )
    }

    fn meaning_step(meaning: &str, text: &str) -> Step {
        Step::Meaning {
            meaning: meaning.to_string(),
            text: text.to_string(),
        }
    }

    /// Play `prompts` (the program's output before each request, its draws)
    /// and return what was sent to each (None: the run stopped there).
    fn play(
        steps: &[Step],
        defaults: &[(String, String)],
        prompts: &[(&str, usize)],
    ) -> (Vec<Option<String>>, Option<String>, Vec<String>) {
        let meanings = ceelo_meanings();
        let expected = reference_game();
        let mut plan = ScriptPlan::new(steps)
            .with_meanings(&meanings, defaults)
            .with_expected(Some(&expected));
        let mut sent = Vec::new();
        for &(prompt, draws) in prompts {
            let line = plan.next_input_at(prompt, Some(draws));
            let stopped = line.is_none();
            sent.push(line);
            if stopped {
                break;
            }
        }
        (sent, plan.stop_reason().map(str::to_string), plan.notes())
    }

    fn lines(sent: &[&str]) -> Vec<Option<String>> {
        sent.iter().map(|line| Some(line.to_string())).collect()
    }

    #[test]
    fn meaning_steps_read_unnamed_prompts_beside_the_reference_s() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "10"),
            meaning_step("continue", "q"),
        ];
        // (the program's prompts with their draw counts, what is sent)
        let table: [(&[(&str, usize)], &[&str]); 4] = [
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
    fn generic_prompts_are_answered_where_the_reference_asks_nothing() {
        let steps = [
            meaning_step("balance", "100"),
            meaning_step("wager", "10"),
            meaning_step("continue", "q"),
        ];
        let table: [(&[(&str, usize)], &[&str], &[&str]); 3] = [
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

    #[test]
    fn generic_answers_are_capped() {
        let steps = [meaning_step("balance", "100")];
        let meanings = ceelo_meanings();
        let expected = reference_game();
        let mut plan = ScriptPlan::new(&steps)
            .with_meanings(&meanings, &[])
            .with_expected(Some(&expected));
        let answered = (0..GENERIC_ANSWER_CAP + 5)
            .take_while(|_| plan.next_input_at("Press ENTER", Some(3)).is_some())
            .count();
        assert_eq!(answered, GENERIC_ANSWER_CAP);
        assert!(plan.stop_reason().unwrap().contains("at most 1000"));
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
