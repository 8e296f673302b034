//! Scripts: one YAML file per scenario (what to send, what to expect, which
//! checks to run, under which seed and rigged dice), parsed and validated.

mod expectation;
mod raw;
mod script_error;
mod script_plan;
mod step;

use std::path::{Path, PathBuf};

pub use expectation::Expectation;
pub use script_error::ScriptError;
pub use script_plan::{ExpectationOutcome, ScriptPlan};
pub use step::{AnswerRule, Step, Until};

use crate::assignment::Assignment;
use crate::limits::Limits;
use raw::{RawScalar, RawScript, RawStep};

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

    /// Parse and validate `text`, naming `path` in every error.
    pub fn parse(text: &str, path: &Path, assignment: &Assignment) -> Result<Script, ScriptError> {
        let raw: RawScript =
            serde_yaml::from_str(text).map_err(|error| ScriptError::from_yaml(path, &error))?;
        let name = path
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_else(|| "script".to_string());
        let dice = raw
            .dice
            .iter()
            .enumerate()
            .map(|(index, &value)| {
                assignment.draws.check(value).map_err(|reason| {
                    ScriptError::field(path, format!("dice[{}]", index + 1), reason)
                })
            })
            .collect::<Result<Vec<u32>, _>>()?;
        let steps = raw
            .steps
            .into_iter()
            .enumerate()
            .map(|(index, step)| parse_step(step, index + 1, path))
            .collect::<Result<Vec<Step>, _>>()?;
        if let Some(position) = steps.iter().position(|step| {
            matches!(
                step,
                Step::Answer {
                    until: Until::Exit,
                    ..
                }
            )
        }) {
            if position + 1 < steps.len() {
                return Err(ScriptError::field(
                    path,
                    format!("steps[{}].until", position + 1),
                    "an answer step that runs until the program exits must be the last step",
                ));
            }
        }
        if let Some(checks) = &raw.checks {
            for (index, id) in checks.iter().enumerate() {
                if !assignment.has_check(id) {
                    return Err(ScriptError::field(
                        path,
                        format!("checks[{}]", index + 1),
                        format!(
                            "'{id}' is not a check of {}; its checks are: {}",
                            assignment.name,
                            assignment.check_ids().collect::<Vec<_>>().join(", ")
                        ),
                    ));
                }
            }
        }
        let limits = raw
            .limits
            .unwrap_or_default()
            .parse()
            .map_err(|(field, reason)| {
                ScriptError::field(path, format!("limits.{field}"), reason)
            })?;
        Ok(Script {
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

    /// Some step expects output (`expect:`), so `prompts` has something to judge.
    pub fn expects_output(&self) -> bool {
        self.steps.iter().any(|step| match step {
            Step::Send { expect, .. } => expect.is_some(),
            Step::Expect(_) => true,
            Step::Answer { .. } => false,
        })
    }
}

fn parse_step(raw: RawStep, number: usize, path: &Path) -> Result<Step, ScriptError> {
    let field = |name: &str| format!("steps[{number}].{name}");
    let expectation = |value: RawScalar, name: &str| {
        Expectation::parse(&value.into_text())
            .map_err(|reason| ScriptError::field(path, field(name), reason))
    };
    match (raw.send, raw.expect, raw.answer) {
        (Some(_), _, Some(_)) => Err(ScriptError::field(
            path,
            field("answer"),
            "a step has either `send` or `answer`, not both (put the sends inside the answer rules)",
        )),
        (None, Some(_), Some(_)) => Err(ScriptError::field(
            path,
            field("expect"),
            "an answer step checks prompts with each rule's `when`, not with `expect`",
        )),
        (None, None, Some(rules)) => {
            if rules.is_empty() {
                return Err(ScriptError::field(path, field("answer"), "give at least one rule: `- when: TEXT` and `send: TEXT`"));
            }
            let rules = rules
                .into_iter()
                .enumerate()
                .map(|(index, rule)| {
                    let rule_field = |name: &str| format!("steps[{number}].answer[{}].{name}", index + 1);
                    let send = rule
                        .send
                        .ok_or_else(|| ScriptError::field(path, rule_field("send"), "every answer rule needs `send`"))?
                        .into_text();
                    let when = rule
                        .when
                        .map(|when| Expectation::parse(&when.into_text()))
                        .transpose()
                        .map_err(|reason| ScriptError::field(path, rule_field("when"), reason))?;
                    Ok(AnswerRule { when, send })
                })
                .collect::<Result<Vec<_>, ScriptError>>()?;
            let until = match raw.until {
                None => Until::Exit,
                Some(value) => parse_until(value).map_err(|reason| ScriptError::field(path, field("until"), reason))?,
            };
            Ok(Step::Answer { rules, until })
        }
        (_, _, None) if raw.until.is_some() => Err(ScriptError::field(
            path,
            field("until"),
            "`until` belongs to an `answer` step",
        )),
        (Some(send), expect, None) => Ok(Step::Send {
            expect: expect.map(|value| expectation(value, "expect")).transpose()?,
            text: send.into_text(),
        }),
        (None, Some(expect), None) => Ok(Step::Expect(expectation(expect, "expect")?)),
        (None, None, None) => Err(ScriptError::field(
            path,
            format!("steps[{number}]"),
            "a step needs `send` (a line to type), `expect` (text to see) or `answer` (rules for prompts)",
        )),
    }
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
