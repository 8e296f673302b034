//! Scripts: one YAML file per scenario (what to send, what to expect, which
//! checks to run, under which seed and rigged dice), parsed and validated.

mod expectation;
mod expected_dialogue;
mod meaning;
mod raw;
mod script_error;
mod script_plan;
mod step;

use std::path::{Path, PathBuf};

pub use expectation::{Expectation, ExpectationOutcome};
pub use expected_dialogue::{Alignment, ExpectedDialogue, ExpectedPrompt, RequestPoint};
pub use meaning::{last_line, prompt_tail, GenericPrompt, Meaning, Meanings, CONFIRM, ENTER};
pub use script_error::ScriptError;
pub use script_plan::{ScriptPlan, GENERIC_ANSWER_CAP};
pub use step::{AnswerRule, Step, Until};

use crate::assignment::Assignment;
use crate::limits::Limits;
use crate::raw_scalar::RawScalar;
use crate::yaml_field::FieldProblems;
use raw::{RawAnswerRule, RawScript, RawStep};

/// A validated script, ready to drive a program.
#[derive(Debug, Clone)]
pub struct Script {
    /// The file name without `.yaml`: how reports and `--script` name it.
    pub name: String,
    /// Where it came from, as shown to people (a built-in script shows its
    /// path in the croupier repository).
    pub path: PathBuf,
    pub description: String,
    pub seed: Option<u64>,
    /// Rigged draws as the game shows them (faces, ranks, throws).
    pub dice: Vec<u32>,
    pub steps: Vec<Step>,
    /// The checks this script is for; None = every check of the assignment.
    pub checks: Option<Vec<String>>,
    pub limits: Limits,
    /// Hidden scripts count like the others but their details are not shown
    /// to students before grades are published.
    pub hidden: bool,
    /// `answers:`: the default answer per meaning, in the order written.
    pub answers: Vec<(String, String)>,
}

impl Script {
    /// Read a script file from disk.
    pub fn load(path: &Path, assignment: &Assignment) -> Result<Script, ScriptError> {
        let text = std::fs::read_to_string(path).map_err(|source| ScriptError::Unreadable {
            file: path.to_path_buf(),
            source,
        })?;
        Script::parse(&text, path, assignment)
    }

    /// Parse and validate `text`, naming `path` in every error. A YAML
    /// error is serde's first; every problem with a value is listed.
    pub fn parse(text: &str, path: &Path, assignment: &Assignment) -> Result<Script, ScriptError> {
        let mut problems = FieldProblems::default();
        let is_empty =
            serde_yaml::from_str::<serde_yaml::Value>(text).is_ok_and(|value| value.is_null());
        if is_empty {
            problems.value(
                "steps",
                "the script is empty: give `steps:`, each a `send`, `expect`, `answer` or a meaning",
            );
            return Err(ScriptError::invalid(path, text, problems));
        }
        let raw: RawScript =
            serde_yaml::from_str(text).map_err(|error| ScriptError::from_yaml(path, &error))?;
        if raw.steps.is_empty() {
            problems.value(
                "steps",
                "the script has no steps: give at least one `send`, `expect`, `answer` or meaning step",
            );
        }
        let name = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_else(|| "script".to_string());
        let mut dice = Vec::new();
        for (index, &value) in raw.dice.iter().enumerate() {
            match assignment.draws.check(value) {
                Ok(face) => dice.push(face),
                Err(reason) => problems.value(format!("dice[{}]", index + 1), reason),
            }
        }
        let mut reader = StepReader {
            assignment,
            problems: &mut problems,
        };
        let steps: Vec<Step> = raw
            .steps
            .into_iter()
            .enumerate()
            .filter_map(|(index, step)| reader.step(step, index + 1))
            .collect();
        let steps_read = steps.len() == raw_step_count(text);
        if let Some(position) = steps.iter().position(|step| {
            matches!(
                step,
                Step::Answer {
                    until: Until::Exit,
                    ..
                }
            )
        }) {
            // Step numbers are only sure where every step was read.
            if steps_read && position + 1 < steps.len() {
                problems.value(
                    format!("steps[{}]", position + 1),
                    "an answer step that runs until the program exits must be the last step",
                );
            }
        }
        if let Some(checks) = &raw.checks {
            for (index, id) in checks.iter().enumerate() {
                if !assignment.has_check(id) {
                    problems.value(
                        format!("checks[{}]", index + 1),
                        format!(
                            "'{id}' is not a check of {}; its checks are: {}",
                            assignment.name,
                            assignment.check_ids().collect::<Vec<_>>().join(", ")
                        ),
                    );
                }
            }
        }
        let limits = raw
            .limits
            .unwrap_or_default()
            .parse()
            .unwrap_or_else(|wrong| {
                for (field, reason) in wrong {
                    problems.value(format!("limits.{field}"), reason);
                }
                Limits::default()
            });
        let mut answers = Vec::new();
        for (key, value) in &raw.answers {
            let meaning = match key {
                serde_yaml::Value::String(text) => text.clone(),
                other => RawScalar::of(other)
                    .map(RawScalar::into_text)
                    .unwrap_or_default(),
            };
            let field = format!("answers.{meaning}");
            if !is_meaning(assignment, &meaning) {
                problems.key(field, not_a_meaning(assignment, &meaning));
                continue;
            }
            match sent_text(value) {
                Ok(text) => answers.push((meaning, text)),
                Err(reason) => problems.value(field, reason),
            }
        }
        if !problems.is_empty() {
            return Err(ScriptError::invalid(path, text, problems));
        }
        Ok(Script {
            answers,
            name,
            path: path.to_path_buf(),
            description: raw.description.unwrap_or_default(),
            seed: raw.seed,
            dice,
            steps,
            checks: raw.checks,
            limits,
            hidden: raw.hidden.unwrap_or(false),
        })
    }

    /// Whether this script asks for check `id` (all do, unless they list
    /// some). `prompts` judges a script's `expect`s, so a script with none
    /// does not run it: it could judge nothing for any program.
    pub fn runs_check(&self, id: &str) -> bool {
        if id == crate::checks::PROMPTS && !self.expects_output() {
            return false;
        }
        self.checks
            .as_ref()
            .is_none_or(|checks| checks.iter().any(|listed| listed == id))
    }

    /// Some step expects output (`expect:`, or a meaning step: its prompt
    /// must be met), so `prompts` has something to judge.
    pub fn expects_output(&self) -> bool {
        self.steps.iter().any(|step| match step {
            Step::Send { expect, .. } => expect.is_some(),
            Step::Expect(_) | Step::Meaning { .. } => true,
            Step::Answer { .. } => false,
        })
    }
}

/// Reads steps, noting each problem and going on to the next.
struct StepReader<'a, 'p> {
    assignment: &'a Assignment,
    problems: &'p mut FieldProblems,
}

impl StepReader<'_, '_> {
    /// Step `number` (from 1), or None with its problems noted.
    fn step(&mut self, raw: RawStep, number: usize) -> Option<Step> {
        let field = |name: &str| format!("steps[{number}].{name}");
        let before = self.problems.len();
        let meanings = self.meanings(&raw.others, &field, &["send", "expect", "answer", "until"]);
        if self.problems.len() > before {
            return None;
        }
        if let Some((meaning, value)) = meanings.first() {
            if meanings.len() > 1
                || raw.send.is_some()
                || raw.expect.is_some()
                || raw.answer.is_some()
                || raw.until.is_some()
            {
                self.problems.key(
                    field(meaning),
                    "a meaning step is one meaning and its text alone: `- wager: 500`",
                );
                return None;
            }
            let text = self.text(value, field(meaning))?;
            return Some(Step::Meaning {
                meaning: meaning.clone(),
                text,
            });
        }
        match (raw.send, raw.expect, raw.answer) {
            (Some(_), _, Some(_)) => {
                self.problems.key(
                    field("answer"),
                    "a step has either `send` or `answer`, not both (put the sends inside the answer rules)",
                );
                None
            }
            (None, Some(_), Some(_)) => {
                self.problems.key(
                    field("expect"),
                    "an answer step checks prompts with each rule's `when`, not with `expect`",
                );
                None
            }
            (None, None, Some(rules)) => {
                if rules.is_empty() {
                    self.problems.value(
                        field("answer"),
                        "give at least one rule: `- when: TEXT` and `send: TEXT`, or `- MEANING: TEXT`",
                    );
                }
                let count = rules.len();
                let rules: Vec<AnswerRule> = rules
                    .into_iter()
                    .enumerate()
                    .filter_map(|(index, rule)| self.rule(rule, number, index + 1))
                    .collect();
                let until = match raw.until {
                    None => Some(Until::Exit),
                    Some(value) => match RawScalar::of(&value)
                        .ok_or_else(|| "give `exit` or a number of inputs".to_string())
                        .and_then(parse_until)
                    {
                        Ok(until) => Some(until),
                        Err(reason) => {
                            self.problems.value(field("until"), reason);
                            None
                        }
                    },
                };
                (rules.len() == count && count > 0)
                    .then_some(())
                    .and(until)
                    .map(|until| Step::Answer { rules, until })
            }
            (_, _, None) if raw.until.is_some() => {
                self.problems
                    .key(field("until"), "`until` belongs to an `answer` step");
                None
            }
            (Some(send), expect, None) => {
                let expect = expect.map(|value| self.expectation(&value, field("expect")));
                let text = self.text(&send, field("send"));
                match (text, expect) {
                    (Some(text), None) => Some(Step::Send { expect: None, text }),
                    (Some(text), Some(Some(expect))) => Some(Step::Send {
                        expect: Some(expect),
                        text,
                    }),
                    _ => None,
                }
            }
            (None, Some(expect), None) => {
                self.expectation(&expect, field("expect")).map(Step::Expect)
            }
            (None, None, None) => {
                self.problems.value(
                    format!("steps[{number}]"),
                    "a step needs `send` (a line to type), `expect` (text to see), `answer` (rules for prompts) or a meaning (`- wager: 500`)",
                );
                None
            }
        }
    }

    /// Rule `index` of the answer step `number`.
    fn rule(&mut self, rule: RawAnswerRule, number: usize, index: usize) -> Option<AnswerRule> {
        let field = |name: &str| format!("steps[{number}].answer[{index}].{name}");
        let before = self.problems.len();
        let meanings = self.meanings(&rule.others, &field, &["when", "send"]);
        if self.problems.len() > before {
            return None;
        }
        if let Some((meaning, value)) = meanings.first() {
            if meanings.len() > 1 || rule.send.is_some() || rule.when.is_some() {
                self.problems.key(
                    field(meaning),
                    "a meaning rule is one meaning and its text alone: `- continue: c`",
                );
                return None;
            }
            let send = self.text(value, field(meaning))?;
            return Some(AnswerRule {
                when: None,
                meaning: Some(meaning.clone()),
                send,
            });
        }
        let when = rule.when.map(|when| self.expectation(&when, field("when")));
        let send = match &rule.send {
            Some(send) => self.text(send, field("send")),
            None => {
                self.problems.value(
                    format!("steps[{number}].answer[{index}]"),
                    "every answer rule needs `send`",
                );
                None
            }
        };
        match (send, when) {
            (Some(send), None) => Some(AnswerRule {
                when: None,
                meaning: None,
                send,
            }),
            (Some(send), Some(Some(when))) => Some(AnswerRule {
                when: Some(when),
                meaning: None,
                send,
            }),
            _ => None,
        }
    }

    /// The keys besides a step's fields: each must be a meaning of the game.
    fn meanings<'v>(
        &mut self,
        others: &'v [(String, serde_yaml::Value)],
        field: &dyn Fn(&str) -> String,
        fields: &[&str],
    ) -> Vec<(String, &'v serde_yaml::Value)> {
        let mut meanings = Vec::new();
        for (key, value) in others {
            if is_meaning(self.assignment, key) {
                meanings.push((key.clone(), value));
            } else {
                self.problems.key(
                    field(key),
                    format!(
                        "unknown field `{key}`, expected a field or a meaning: {}",
                        known_keys(self.assignment, fields)
                    ),
                );
            }
        }
        meanings
    }

    fn text(&mut self, value: &serde_yaml::Value, field: String) -> Option<String> {
        sent_text(value)
            .map_err(|reason| self.problems.value(field, reason))
            .ok()
    }

    fn expectation(&mut self, value: &serde_yaml::Value, field: String) -> Option<Expectation> {
        let text = self.text(value, field.clone())?;
        Expectation::parse(&text)
            .map_err(|reason| self.problems.value(field, reason))
            .ok()
    }
}

/// The text a scalar sends: `100` and `"100"` alike.
fn sent_text(value: &serde_yaml::Value) -> Result<String, String> {
    RawScalar::of(value).map(RawScalar::into_text).ok_or_else(|| {
        "give the text to send: a word or a number (`\"\"` for an empty line), not a list or a map"
            .to_string()
    })
}

/// How many steps the text lists (0 where it does not parse as a script).
fn raw_step_count(text: &str) -> usize {
    serde_yaml::from_str::<serde_yaml::Value>(text)
        .ok()
        .and_then(|value| {
            value
                .get("steps")
                .and_then(|steps| steps.as_sequence().map(Vec::len))
        })
        .unwrap_or(0)
}

fn parse_until(value: RawScalar) -> Result<Until, String> {
    match value {
        RawScalar::Text(text) if text.trim() == "exit" => Ok(Until::Exit),
        RawScalar::Whole(count) if count > 0 && count <= u32::MAX as i64 => {
            Ok(Until::Inputs(count as u32))
        }
        other => Err(format!(
            "'{}' is not `exit` or a positive number of inputs",
            other.into_text()
        )),
    }
}

fn is_meaning(assignment: &Assignment, name: &str) -> bool {
    name == ENTER || name == CONFIRM || assignment.meanings.get(name).is_some()
}

fn not_a_meaning(assignment: &Assignment, name: &str) -> String {
    format!(
        "'{name}' is not a meaning of {}; its meanings are: {}",
        assignment.name,
        known_keys(assignment, &[])
    )
}

/// `fields` and the game's meanings, as a message lists them.
fn known_keys(assignment: &Assignment, fields: &[&str]) -> String {
    let mut known: Vec<&str> = fields.to_vec();
    known.extend(assignment.meanings.names());
    known.extend([ENTER, CONFIRM]);
    known
        .iter()
        .map(|key| format!("`{key}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
