//! One step of a script: send a line, expect some output, or answer prompts
//! by rules while their number depends on chance.

use super::Expectation;

#[derive(Debug, Clone)]
pub enum Step {
    /// Answer the next input request with `text`, after checking `expect`
    /// against the output since the previous input.
    Send {
        expect: Option<Expectation>,
        text: String,
    },
    /// Check the output since the previous input, before the next input
    /// request (or the end of the program).
    Expect(Expectation),
    /// Answer the next request for `meaning` (named by the program's prompt
    /// or, where the program's prompt names nothing else, by the reference's
    /// at the same point) with `text`: `- wager: 500`.
    Meaning { meaning: String, text: String },
    /// Answer each input request with the first rule whose `when` the output
    /// since the previous input meets, until the program exits or `until`
    /// inputs have been sent.
    Answer {
        rules: Vec<AnswerRule>,
        until: Until,
    },
}

#[derive(Debug, Clone)]
pub struct AnswerRule {
    /// None (and no `meaning`): the rule answers any prompt (a fallback,
    /// written last).
    pub when: Option<Expectation>,
    /// `- wager: 10` as a rule: it answers a request for that meaning.
    pub meaning: Option<String>,
    pub send: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Until {
    /// Until the program exits.
    Exit,
    /// Until this many inputs have been sent by the step.
    Inputs(u32),
}
