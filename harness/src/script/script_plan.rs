//! Playing a script against a running program: which line to send at each
//! input request, and whether each expectation was met.

use super::{Expectation, Step, Until};

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
    next_step: usize,
    sent_in_step: u32,
    sent: usize,
    outcomes: Vec<ExpectationOutcome>,
    unanswered_prompt: Option<String>,
}

impl<'a> ScriptPlan<'a> {
    pub fn new(steps: &'a [Step]) -> Self {
        ScriptPlan {
            steps,
            next_step: 0,
            sent_in_step: 0,
            sent: 0,
            outcomes: Vec::new(),
            unanswered_prompt: None,
        }
    }

    /// The line to send now that the program asks for input, given what it
    /// printed since the previous input; None when the script has no answer.
    pub fn next_input(&mut self, output_since_last_input: &str) -> Option<String> {
        while let Some(step) = self.steps.get(self.next_step) {
            let number = self.next_step + 1;
            match step {
                Step::Expect(expectation) => {
                    self.judge(number, expectation, output_since_last_input);
                    self.next_step += 1;
                }
                Step::Send { expect, text } => {
                    if let Some(expectation) = expect {
                        self.judge(number, expectation, output_since_last_input);
                    }
                    self.next_step += 1;
                    self.sent += 1;
                    return Some(text.clone());
                }
                Step::Answer { rules, until } => {
                    if *until == Until::Inputs(self.sent_in_step) {
                        self.next_step += 1;
                        self.sent_in_step = 0;
                        continue;
                    }
                    let rule = rules.iter().find(|rule| {
                        rule.when
                            .as_ref()
                            .is_none_or(|when| when.is_met_by(output_since_last_input))
                    });
                    return match rule {
                        Some(rule) => {
                            self.sent_in_step += 1;
                            self.sent += 1;
                            Some(rule.send.clone())
                        }
                        None => {
                            self.unanswered_prompt = Some(output_since_last_input.to_string());
                            None
                        }
                    };
                }
            }
        }
        None
    }

    /// The program has ended: judge the expectations it never reached
    /// against its last output. Returns how many fixed inputs went unused.
    pub fn finish(&mut self, output_after_last_input: &str) -> usize {
        let mut unused = 0;
        for index in self.next_step..self.steps.len() {
            match &self.steps[index] {
                Step::Expect(expectation) => {
                    self.judge(index + 1, expectation, output_after_last_input)
                }
                Step::Send { expect, .. } => {
                    if let Some(expectation) = expect {
                        self.judge(index + 1, expectation, output_after_last_input);
                    }
                    unused += 1;
                }
                Step::Answer { .. } => {}
            }
        }
        self.next_step = self.steps.len();
        unused
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

    fn judge(&mut self, step: usize, expectation: &Expectation, output: &str) {
        self.outcomes.push(ExpectationOutcome {
            step,
            expected: expectation.to_string(),
            met: expectation.is_met_by(output),
            seen: output.to_string(),
            after_inputs: self.sent,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::AnswerRule;

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
                        when: Some(expect("continue")),
                        send: "c".into(),
                    },
                    AnswerRule {
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
}
