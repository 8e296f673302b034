//! Gradescope's `results.json`: the score, and a test per check and script
//! whose scores add up to it; hidden scripts show once grades are published.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::text_report::plain_failure_text;
use super::{CheckReport, ProgramReport, ScriptCheckResult, BUILD_FAILED};
use crate::assignment::Visibility;
use crate::checks::CheckStatus;
use crate::points::Points;
use crate::transcript::Verdict;

/// The fields of `results.json` croupier fills in.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GradescopeResults {
    pub score: Points,
    pub output: String,
    pub tests: Vec<GradescopeTest>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GradescopeTest {
    pub name: String,
    pub score: Points,
    pub max_score: Points,
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

/// A test per check and script, holding that script's share of the check's
/// weight in hundredths (the shares of a check add up to its weight, the
/// passed ones to its score); a check no script ran is one test worth its
/// whole weight, scoring nothing. Checks not applicable have no test.
pub fn gradescope_results(report: &ProgramReport) -> GradescopeResults {
    let mut tests = Vec::new();
    for check in report.checks.iter().filter(|check| !check.not_applicable) {
        if check.results.is_empty() {
            tests.push(unjudged_test(check));
            continue;
        }
        for (result, share) in check.results.iter().zip(check.shares()) {
            let passed = result.outcome.status == CheckStatus::Pass;
            tests.push(GradescopeTest {
                name: format!("{} ({})", check.id, result.script),
                score: if passed { share } else { Points::ZERO },
                max_score: share,
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
    let score: Points = tests.iter().map(|test| test.score).sum();
    debug_assert_eq!(score, report.score, "the tests add up to the score");
    GradescopeResults {
        score,
        output: summary(report),
        tests,
    }
}

fn unjudged_test(check: &CheckReport) -> GradescopeTest {
    GradescopeTest {
        name: check.id.clone(),
        score: Points::ZERO,
        max_score: check.max_score,
        output: format!(
            "not judged: {} (scores nothing; flagged for review)",
            check.message
        ),
        visibility: check.visibility,
        status: GradescopeStatus::Failed,
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

/// A test's output: its script's failure as the text report tells it
/// (excerpt, expected and seen, help, reproduce), without colours.
fn test_output(result: &ScriptCheckResult) -> String {
    let outcome = &result.outcome;
    match outcome.status {
        CheckStatus::Pass => outcome.message.clone(),
        CheckStatus::Skip => format!(
            "not judged: {} (scores nothing; flagged for review)",
            outcome.message
        ),
        _ if outcome.message == BUILD_FAILED => {
            format!("{BUILD_FAILED}: the compiler's output is at the top of the results")
        }
        CheckStatus::Fail | CheckStatus::Error => plain_failure_text(result),
    }
}

/// The top of the results: the program, how each run ended, and a build
/// error whole (the compiler's own lines, then the command that builds the
/// sources in the student's folder).
fn summary(report: &ProgramReport) -> String {
    let mut text = format!(
        "{}: {}\nscore: {} / {}",
        report.assignment, report.program, report.score, report.max_score
    );
    for run in report.runs.iter().filter(|run| !run.hidden) {
        match run.verdict {
            Verdict::Ok => {}
            Verdict::BuildError => {
                let _ = write!(
                    text,
                    "\n\nThe program did not build, so no script ran and every check scores 0.\n\
                     The compiler said:\n{}\n\n{}",
                    run.last_lines.join("\n"),
                    run.detail
                );
            }
            _ => {
                let _ = write!(
                    text,
                    "\nscript {}: {}: {}",
                    run.script, run.verdict, run.detail
                );
            }
        }
    }
    for check in report.checks.iter().filter(|check| check.not_judged) {
        let _ = write!(
            text,
            "\nnot judged: {} (scores nothing; flagged for review)",
            check.id
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckOutcome;

    fn points(value: f64) -> Points {
        Points::exact(value).unwrap()
    }

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
        .weighted(points(weight), visibility)
    }

    #[test]
    fn tests_add_up_to_the_score_and_hidden_scripts_wait_for_publishing() {
        let balance = CheckReport::fold(
            "balance",
            points(3.0),
            vec![
                result("open", CheckStatus::Pass, 2.0, Visibility::Visible),
                result("secret", CheckStatus::Fail, 1.0, Visibility::AfterPublished),
                result("idle", CheckStatus::Skip, 1.0, Visibility::Visible),
            ],
        );
        let reroll = CheckReport::fold(
            "reroll",
            points(2.0),
            vec![result("open", CheckStatus::Skip, 1.0, Visibility::Visible)],
        )
        .with_visibility(Visibility::AfterDueDate);
        let winner = CheckReport::fold("winner", points(1.0), Vec::new());
        let report = ProgramReport::new(
            "ceelo",
            "p",
            vec![balance, reroll, winner],
            Vec::new(),
            Vec::new(),
        );
        let results = gradescope_results(&report);
        let names: Vec<&str> = results
            .tests
            .iter()
            .map(|test| test.name.as_str())
            .collect();
        assert_eq!(
            names,
            [
                "balance (open)",
                "balance (secret)",
                "balance (idle)",
                "reroll (open)",
                "winner"
            ]
        );
        let maxima: Vec<Points> = results.tests.iter().map(|test| test.max_score).collect();
        assert_eq!(
            maxima,
            [
                points(1.5),
                points(0.75),
                points(0.75),
                points(2.0),
                points(1.0)
            ]
        );
        let scores: Vec<Points> = results.tests.iter().map(|test| test.score).collect();
        assert_eq!(scores[0], points(1.5));
        assert!(scores[1..].iter().all(|score| *score == Points::ZERO));
        assert_eq!(results.score, points(1.5));
        assert_eq!(results.score, report.score);
        assert!(results.tests[2].output.starts_with("not judged: m"));
        let visibility: Vec<Visibility> =
            results.tests.iter().map(|test| test.visibility).collect();
        assert_eq!(
            visibility,
            [
                Visibility::Visible,
                Visibility::AfterPublished,
                Visibility::Visible,
                Visibility::AfterDueDate,
                Visibility::Visible,
            ]
        );
    }

    #[test]
    fn thirds_add_up_to_the_whole_weight() {
        let thirds = CheckReport::fold(
            "winner",
            points(23.0),
            (0..3)
                .map(|index| {
                    result(
                        &index.to_string(),
                        CheckStatus::Pass,
                        1.0,
                        Visibility::Visible,
                    )
                })
                .collect(),
        );
        let report = ProgramReport::new("ceelo", "p", vec![thirds], Vec::new(), Vec::new());
        let json = render_gradescope(&report);
        assert!(json.contains("\"score\": 23.0"), "{json}");
        assert!(json.contains("\"score\": 7.67"), "{json}");
        assert!(json.contains("\"score\": 7.66"), "{json}");
    }
}
