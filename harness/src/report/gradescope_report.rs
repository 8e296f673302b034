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
        let outputs = grouped_outputs(check);
        for ((result, share), output) in check.results.iter().zip(check.shares()).zip(outputs) {
            let passed = result.outcome.status == CheckStatus::Pass;
            tests.push(GradescopeTest {
                name: test_name(check, result),
                score: if passed { share } else { Points::ZERO },
                max_score: share,
                output,
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

fn test_name(check: &CheckReport, result: &ScriptCheckResult) -> String {
    format!("{} ({})", check.id, result.script)
}

/// Each script's test output for `check`, its failures grouped as the text
/// report groups them: the first failing script's test tells its failure
/// whole (excerpt, expected and seen, reproduce) and lists the other
/// failing scripts one line each ("the same" where the message is); each of
/// their tests says its own failure in a line, with its command, and points
/// to that first test. A hidden script's failure stands alone: its details
/// are withheld, so no visible test names it.
fn grouped_outputs(check: &CheckReport) -> Vec<String> {
    let results = &check.results;
    let mut outputs: Vec<String> = results.iter().map(test_output).collect();
    let told_here: Vec<usize> = (0..results.len())
        .filter(|&index| {
            let result = &results[index];
            matches!(
                result.outcome.status,
                CheckStatus::Fail | CheckStatus::Error
            ) && !result.hidden
                && result.outcome.message != BUILD_FAILED
        })
        .collect();
    let Some((&first, others)) = told_here.split_first() else {
        return outputs;
    };
    if others.is_empty() {
        return outputs;
    }
    let lead = &results[first];
    let plural = if others.len() == 1 { "" } else { "s" };
    let mut listed = format!(
        "\nalso failed in {} more script{plural}, each its own test:",
        others.len()
    );
    for &index in others {
        let result = &results[index];
        let message = if result.outcome.message == lead.outcome.message {
            "the same"
        } else {
            result.outcome.message.as_str()
        };
        let _ = write!(
            listed,
            "\n  {}{}: {message}",
            result.script,
            seed_of(result)
        );
        outputs[index] = format!(
            "script {}{}: {}\nreproduce: {}\n(the first failure of {} is told whole in the test \"{}\")",
            result.script,
            seed_of(result),
            result.outcome.message,
            result.reproduce,
            check.id,
            test_name(check, lead)
        );
    }
    outputs[first].push_str(&listed);
    outputs
}

fn seed_of(result: &ScriptCheckResult) -> String {
    result
        .seed
        .map(|seed| format!(", seed {seed}"))
        .unwrap_or_default()
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
    fn a_check_s_first_failure_is_told_whole_and_the_others_one_line_each() {
        let failing = |script: &str, message: &str, visibility| {
            ScriptCheckResult::new(
                script,
                Some(7),
                CheckOutcome::fail("balance", message),
                format!("croupier run ceelo a.c --script {script}.yaml"),
            )
            .weighted(points(1.0), visibility)
        };
        let kept = "the balance must move by the wager";
        let other = "the balance must start at the amount typed";
        let balance = CheckReport::fold(
            "balance",
            points(3.0),
            vec![
                failing("first", kept, Visibility::Visible),
                result("passing", CheckStatus::Pass, 1.0, Visibility::Visible),
                failing("second", kept, Visibility::Visible),
                failing("other", other, Visibility::Visible),
                failing("secret", kept, Visibility::AfterPublished),
            ],
        );
        let report = ProgramReport::new("ceelo", "a.c", vec![balance], Vec::new(), Vec::new());
        let outputs: Vec<String> = gradescope_results(&report)
            .tests
            .into_iter()
            .map(|test| test.output)
            .collect();
        assert!(
            outputs[0].starts_with(&format!("script first, seed 7: {kept}\n")),
            "{}",
            outputs[0]
        );
        assert!(
            outputs[0].contains("reproduce: croupier run ceelo a.c --script first.yaml"),
            "{}",
            outputs[0]
        );
        assert!(
            outputs[0].ends_with(&format!(
                "\nalso failed in 2 more scripts, each its own test:\n  \
                 second, seed 7: the same\n  \
                 other, seed 7: {other}"
            )),
            "{}",
            outputs[0]
        );
        assert_eq!(outputs[1], "m");
        assert_eq!(
            outputs[3],
            format!(
                "script other, seed 7: {other}\n\
                 reproduce: croupier run ceelo a.c --script other.yaml\n\
                 (the first failure of balance is told whole in the test \"balance (first)\")"
            )
        );
        assert!(outputs[2].starts_with(&format!("script second, seed 7: {kept}\nreproduce: ")));
        assert_eq!(outputs[4], format!("in a hidden script: {kept}"));
        assert!(outputs[..4].iter().all(|output| !output.contains("secret")));
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
