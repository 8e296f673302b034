//! What `croupier lint` says of one script: whether the reference passes it,
//! and where it does not, each failing check said as the script's problem
//! (a script the reference fails would charge every student for it).

use std::fmt::Write as _;

use crate::checks::CheckStatus;
use crate::report::{ProgramReport, ScriptCheckResult};
use crate::script::{Script, ScriptError};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LintVerdict {
    /// The reference passes every check the script judges.
    Passes,
    /// The reference fails some check on it: the script is wrong.
    Fails,
    /// The file is not a script croupier can read.
    Unreadable,
}

/// One script's lint: its verdict, why, and what is worth a look.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptLint {
    /// The script's file as the user named it.
    pub file: String,
    pub verdict: LintVerdict,
    /// Each failing check of the reference (several lines each), or the
    /// file's errors.
    pub problems: Vec<String>,
    /// What fails nothing but is likely a mistake (no seed, inputs unused,
    /// a listed check the script gives nothing to judge).
    pub warnings: Vec<String>,
    /// The command that shows the reference's run, for a failing script.
    pub reproduce: Option<String>,
}

impl ScriptLint {
    /// A script file that could not be read: every error of it.
    pub fn unreadable(error: &ScriptError) -> Self {
        ScriptLint {
            file: error.file().display().to_string(),
            verdict: LintVerdict::Unreadable,
            problems: error.to_string().lines().map(str::to_string).collect(),
            warnings: Vec::new(),
            reproduce: None,
        }
    }

    /// `script` judged by the reference's report on it (`report` is the
    /// reference checked over this one script); `warnings` are said first.
    pub fn of_reference(script: &Script, report: &ProgramReport, warnings: Vec<String>) -> Self {
        let mut lint = ScriptLint {
            file: script.path.display().to_string(),
            verdict: LintVerdict::Passes,
            problems: Vec::new(),
            warnings,
            reproduce: None,
        };
        for check in &report.checks {
            for result in check
                .results
                .iter()
                .filter(|result| result.script == script.name)
            {
                match result.outcome.status {
                    CheckStatus::Fail | CheckStatus::Error => {
                        lint.problems.push(problem_of(&check.id, result));
                        lint.reproduce.get_or_insert_with(|| result.reproduce.clone());
                    }
                    CheckStatus::Skip if lists(script, &check.id) => lint.warnings.push(format!(
                        "`checks:` lists {}, but on the reference this script gives it nothing to judge: {}",
                        check.id, result.outcome.message
                    )),
                    _ => {}
                }
            }
        }
        lint.warnings.extend(report.notes.iter().cloned());
        if !lint.problems.is_empty() {
            lint.verdict = LintVerdict::Fails;
        }
        lint
    }

    /// The lines `lint` prints for this script.
    pub fn render(&self) -> String {
        let mut text = String::new();
        let (label, says) = match self.verdict {
            LintVerdict::Passes => ("PASS", "the reference passes it"),
            LintVerdict::Fails => (
                "FAIL",
                "the reference fails it: the script's problem, not the students'",
            ),
            LintVerdict::Unreadable => ("ERROR", "not a script croupier can read"),
        };
        let _ = writeln!(text, "{label:<5} {}: {says}", self.file);
        for problem in &self.problems {
            for line in problem.lines() {
                let _ = writeln!(text, "      {line}");
            }
        }
        if let Some(command) = &self.reproduce {
            let _ = writeln!(text, "      see the reference's run: {command}");
        }
        for warning in &self.warnings {
            let _ = writeln!(text, "      warning: {warning}");
        }
        text
    }
}

/// One line for the whole lint: how many scripts pass, fail, cannot be read.
pub fn lint_summary(assignment: &str, lints: &[ScriptLint]) -> String {
    let count = |verdict| lints.iter().filter(|lint| lint.verdict == verdict).count();
    let scripts = if lints.len() == 1 {
        "script"
    } else {
        "scripts"
    };
    let mut summary = format!(
        "{assignment}: {} {scripts}: {} pass against the reference, {} fail",
        lints.len(),
        count(LintVerdict::Passes),
        count(LintVerdict::Fails),
    );
    let unreadable = count(LintVerdict::Unreadable);
    if unreadable > 0 {
        let _ = write!(summary, ", {unreadable} cannot be read");
    }
    summary
}

/// The exit code of a lint: 2 when a script cannot be read, 1 when the
/// reference fails one, 0 when the reference passes them all.
pub fn lint_exit_code(lints: &[ScriptLint]) -> u8 {
    let any = |verdict| {
        lints
            .iter()
            .any(|lint: &ScriptLint| lint.verdict == verdict)
    };
    if any(LintVerdict::Unreadable) {
        2
    } else if any(LintVerdict::Fails) {
        1
    } else {
        0
    }
}

fn lists(script: &Script, id: &str) -> bool {
    script
        .checks
        .as_ref()
        .is_some_and(|checks| checks.iter().any(|listed| listed == id))
}

/// A failing check of the reference: the rule, the line, expected and seen.
fn problem_of(id: &str, result: &ScriptCheckResult) -> String {
    let outcome = &result.outcome;
    let mut text = format!("{id}: {}", outcome.message);
    if let Some(line) = &outcome.line {
        let _ = write!(text, "\n  line {}: {}", line.number, line.text.trim_end());
    }
    if let Some(expected) = &outcome.expected {
        let _ = write!(text, "\n  expected: {expected}");
    }
    if let Some(seen) = &outcome.seen {
        let _ = write!(text, "\n  seen:     {seen}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::{CheckOutcome, TranscriptLine};
    use crate::points::Points;
    use crate::report::CheckReport;

    fn script(checks: Option<&[&str]>) -> Script {
        Script {
            name: "typo".to_string(),
            path: "course/typo.yaml".into(),
            description: String::new(),
            seed: Some(1),
            dice: Vec::new(),
            steps: Vec::new(),
            checks: checks.map(|ids| ids.iter().map(|id| id.to_string()).collect()),
            limits: Default::default(),
            hidden: false,
            answers: Vec::new(),
        }
    }

    fn report(outcomes: Vec<CheckOutcome>) -> ProgramReport {
        let checks = outcomes
            .into_iter()
            .map(|outcome| {
                let id = outcome.id.clone();
                let result = ScriptCheckResult::new(
                    "typo",
                    Some(1),
                    outcome,
                    "croupier run ceelo reference --script course/typo.yaml".to_string(),
                );
                CheckReport::fold(&id, Points::from_hundredths(100), vec![result])
            })
            .collect();
        ProgramReport::new("ceelo", "reference", checks, Vec::new(), Vec::new())
    }

    /// The reference's outcomes, the checks the script lists, and the
    /// verdict, problems and warnings expected.
    type Case = (
        Vec<CheckOutcome>,
        Option<&'static [&'static str]>,
        LintVerdict,
        usize,
        usize,
    );

    #[test]
    fn the_reference_s_failures_are_the_script_s_problems() {
        let prompts = CheckOutcome::fail("prompts", "step 2 expected \"wagr\"")
            .at(Some(TranscriptLine {
                number: 25,
                text: "Enter in a wager amount: 10".into(),
            }))
            .expected("output containing \"wagr\"");
        let cases: [Case; 4] = [
            (
                vec![CheckOutcome::pass("runs", "ok")],
                None,
                LintVerdict::Passes,
                0,
                0,
            ),
            (
                vec![CheckOutcome::pass("runs", "ok"), prompts.clone()],
                None,
                LintVerdict::Fails,
                1,
                0,
            ),
            // A listed check the script gives nothing to judge is a warning.
            (
                vec![CheckOutcome::skip("reroll", "no tie was rolled")],
                Some(&["reroll"]),
                LintVerdict::Passes,
                0,
                1,
            ),
            // Not listed: every script skips some check, nothing to say.
            (
                vec![CheckOutcome::skip("reroll", "no tie was rolled")],
                None,
                LintVerdict::Passes,
                0,
                0,
            ),
        ];
        for (outcomes, listed, verdict, problems, warnings) in cases {
            let lint = ScriptLint::of_reference(&script(listed), &report(outcomes), Vec::new());
            assert_eq!(lint.verdict, verdict, "{lint:?}");
            assert_eq!(lint.problems.len(), problems, "{lint:?}");
            assert_eq!(lint.warnings.len(), warnings, "{lint:?}");
        }
        let lint = ScriptLint::of_reference(&script(None), &report(vec![prompts]), Vec::new());
        let text = lint.render();
        assert!(
            text.starts_with("FAIL  course/typo.yaml: the reference fails it: the script's problem, not the students'\n"),
            "{text}"
        );
        assert!(text.contains("      prompts: step 2 expected \"wagr\"\n        line 25: Enter in a wager amount: 10\n        expected: output containing \"wagr\"\n"), "{text}");
        assert!(
            text.contains(
                "see the reference's run: croupier run ceelo reference --script course/typo.yaml"
            ),
            "{text}"
        );
    }

    #[test]
    fn an_unreadable_script_outweighs_a_failing_one_in_the_exit_code() {
        let lint = |verdict| ScriptLint {
            file: "x.yaml".into(),
            verdict,
            problems: Vec::new(),
            warnings: Vec::new(),
            reproduce: None,
        };
        let cases = [
            (vec![], 0),
            (vec![LintVerdict::Passes], 0),
            (vec![LintVerdict::Passes, LintVerdict::Fails], 1),
            (vec![LintVerdict::Fails, LintVerdict::Unreadable], 2),
        ];
        for (verdicts, code) in cases {
            let lints: Vec<ScriptLint> = verdicts.into_iter().map(lint).collect();
            assert_eq!(lint_exit_code(&lints), code, "{lints:?}");
        }
        let lints = [lint(LintVerdict::Passes), lint(LintVerdict::Unreadable)];
        assert_eq!(
            lint_summary("ceelo", &lints),
            "ceelo: 2 scripts: 1 pass against the reference, 0 fail, 1 cannot be read"
        );
    }
}
