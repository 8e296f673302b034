//! Gradescope's `results.json`: the score, and a test per check and script
//! whose scores add up to it; hidden scripts show once grades are published.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::{CheckReport, ProgramReport, ScriptCheckResult};
use crate::assignment::Visibility;
use crate::checks::CheckStatus;

/// The fields of `results.json` croupier fills in.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GradescopeResults {
    pub score: f64,
    pub output: String,
    pub tests: Vec<GradescopeTest>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GradescopeTest {
    pub name: String,
    pub score: f64,
    pub max_score: f64,
    pub output: String,
    pub visibility: Visibility,
    pub status: GradescopeStatus,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum GradescopeStatus {
    Passed,
    Failed,
}

pub fn render_gradescope(report: &ProgramReport) -> String {
    let mut text = serde_json::to_string_pretty(&gradescope_results(report))
        .expect("Gradescope results always serialize");
    text.push('\n');
    text
}

/// A test per check and judged script, holding that script's share of the
/// check's weight; a check no script judged is one test with its whole weight.
pub fn gradescope_results(report: &ProgramReport) -> GradescopeResults {
    let mut tests = Vec::new();
    for check in &report.checks {
        let judged: Vec<&ScriptCheckResult> = check
            .results
            .iter()
            .filter(|result| result.outcome.status != CheckStatus::Skip)
            .collect();
        let judged_weight: f64 = judged.iter().map(|result| result.weight).sum();
        if judged.is_empty() || judged_weight == 0.0 {
            tests.push(unjudged_test(check));
            continue;
        }
        for result in judged {
            let max_score = check.max_score * result.weight / judged_weight;
            let passed = result.outcome.status == CheckStatus::Pass;
            tests.push(GradescopeTest {
                name: format!("{} ({})", check.id, result.script),
                score: if passed { max_score } else { 0.0 },
                max_score,
                output: test_output(result),
                visibility: visibility_of(check, result),
                status: if passed {
                    GradescopeStatus::Passed
                } else {
                    GradescopeStatus::Failed
                },
            });
        }
    }
    GradescopeResults {
        score: tests
            .iter()
            .map(|test| test.score)
            .fold(0.0, |total, score| total + score),
        output: summary(report),
        tests,
    }
}

fn unjudged_test(check: &CheckReport) -> GradescopeTest {
    GradescopeTest {
        name: check.id.clone(),
        score: check.score,
        max_score: check.max_score,
        output: check.message.clone(),
        visibility: check.visibility,
        status: GradescopeStatus::Passed,
    }
}

/// The stricter of the check's and the script's visibility.
fn visibility_of(check: &CheckReport, result: &ScriptCheckResult) -> Visibility {
    if result.visibility.withholds_details() {
        result.visibility
    } else {
        check.visibility
    }
}

fn test_output(result: &ScriptCheckResult) -> String {
    let outcome = &result.outcome;
    let mut text = outcome.message.clone();
    if outcome.status == CheckStatus::Pass {
        return text;
    }
    if let Some(line) = &outcome.line {
        let _ = write!(text, "\ntranscript line {}: {}", line.number, line.text);
    }
    if let Some(expected) = &outcome.expected {
        let _ = write!(text, "\nexpected: {expected}");
    }
    if let Some(seen) = &outcome.seen {
        let _ = write!(text, "\nseen:     {seen}");
    }
    if let Some(help) = &outcome.help {
        let _ = write!(text, "\nhelp: {help}");
    }
    let _ = write!(text, "\nreproduce: {}", result.reproduce);
    text
}

fn summary(report: &ProgramReport) -> String {
    let problems: Vec<String> = report
        .runs
        .iter()
        .filter(|run| !run.hidden && run.verdict != crate::transcript::Verdict::Ok)
        .map(|run| format!("script {}: {}: {}", run.script, run.verdict, run.detail))
        .collect();
    let mut text = format!("{}: {}", report.assignment, report.program);
    for problem in problems {
        let _ = write!(text, "\n{problem}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckOutcome;

    fn result(
        script: &str,
        status: CheckStatus,
        weight: f64,
        visibility: Visibility,
    ) -> ScriptCheckResult {
        ScriptCheckResult::new(
            script,
            None,
            CheckOutcome::new("balance", status, "m"),
            String::new(),
        )
        .weighted(weight, visibility)
    }

    #[test]
    fn tests_add_up_to_the_score_and_hidden_scripts_wait_for_publishing() {
        let balance = CheckReport::fold(
            "balance",
            3.0,
            vec![
                result("open", CheckStatus::Pass, 2.0, Visibility::Visible),
                result("secret", CheckStatus::Fail, 1.0, Visibility::AfterPublished),
                result("idle", CheckStatus::Skip, 1.0, Visibility::Visible),
            ],
        );
        let reroll = CheckReport::fold(
            "reroll",
            2.0,
            vec![result("open", CheckStatus::Skip, 1.0, Visibility::Visible)],
        )
        .with_visibility(Visibility::AfterDueDate);
        let report =
            ProgramReport::new("ceelo", "p", vec![balance, reroll], Vec::new(), Vec::new());
        let results = gradescope_results(&report);
        let names: Vec<&str> = results
            .tests
            .iter()
            .map(|test| test.name.as_str())
            .collect();
        assert_eq!(names, ["balance (open)", "balance (secret)", "reroll"]);
        let maxima: Vec<f64> = results.tests.iter().map(|test| test.max_score).collect();
        assert_eq!(maxima, [2.0, 1.0, 2.0]);
        let sum: f64 = results.tests.iter().map(|test| test.score).sum();
        assert!(
            (sum - report.score).abs() < 1e-9,
            "{sum} vs {}",
            report.score
        );
        assert_eq!(results.score, 4.0);
        let visibility: Vec<Visibility> =
            results.tests.iter().map(|test| test.visibility).collect();
        assert_eq!(
            visibility,
            [
                Visibility::Visible,
                Visibility::AfterPublished,
                Visibility::AfterDueDate
            ]
        );
    }
}
