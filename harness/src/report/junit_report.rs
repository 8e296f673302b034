//! JUnit XML for CI test reports: a test suite per program, a test case per
//! check and script; failures and errors carry the check's message.

use std::time::Duration;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use super::{ProgramReport, ScriptCheckResult};
use crate::checks::CheckStatus;

pub fn render_junit(reports: &[ProgramReport]) -> String {
    let mut junit = Report::new("croupier");
    for report in reports {
        junit.add_test_suite(test_suite(report));
    }
    junit.to_string().expect("a JUnit report always serializes")
}

fn test_suite(report: &ProgramReport) -> TestSuite {
    let name = report.student.as_deref().unwrap_or(&report.program);
    let mut suite = TestSuite::new(format!("{} {name}", report.assignment));
    for check in &report.checks {
        for result in &check.results {
            let mut case = TestCase::new(
                format!("{} [{}]", check.id, result.script),
                case_status(result),
            );
            case.set_classname(format!("{}.{}", report.assignment, check.id));
            if let Some(run) = report.runs.iter().find(|run| run.script == result.script) {
                case.set_time(Duration::from_millis(run.duration_ms));
            }
            suite.add_test_case(case);
        }
    }
    if let Some(timing) = report.timing {
        suite.set_time(Duration::from_millis(timing.total_ms()));
    }
    suite
}

fn case_status(result: &ScriptCheckResult) -> TestCaseStatus {
    let outcome = &result.outcome;
    let kind = match outcome.status {
        CheckStatus::Pass => return TestCaseStatus::success(),
        CheckStatus::Skip => {
            let mut status = TestCaseStatus::skipped();
            status.set_message(format!(
                "not judged (scores nothing; flagged for review): {}",
                outcome.message
            ));
            return status;
        }
        CheckStatus::Fail => NonSuccessKind::Failure,
        CheckStatus::Error => NonSuccessKind::Error,
    };
    let mut status = TestCaseStatus::non_success(kind);
    if result.hidden {
        status.set_message("failed in a hidden script");
        return status;
    }
    status.set_message(outcome.message.clone());
    let mut description = Vec::new();
    if let Some(line) = &outcome.line {
        description.push(format!("transcript line {}: {}", line.number, line.text));
    }
    if let Some(expected) = &outcome.expected {
        description.push(format!("expected: {expected}"));
    }
    if let Some(seen) = &outcome.seen {
        description.push(format!("seen:     {seen}"));
    }
    description.push(format!("reproduce: {}", result.reproduce));
    status.set_description(description.join("\n"));
    status
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckOutcome;
    use crate::report::CheckReport;

    #[test]
    fn counts_follow_the_statuses_and_failures_carry_their_message() {
        let results = [
            ("a", CheckStatus::Pass),
            ("b", CheckStatus::Fail),
            ("c", CheckStatus::Error),
            ("d", CheckStatus::Skip),
        ]
        .into_iter()
        .map(|(script, status)| {
            let outcome = CheckOutcome::new("balance", status, format!("balance <{script}>"));
            ScriptCheckResult::new(script, None, outcome, "croupier run x".into())
        })
        .collect();
        let check = CheckReport::fold(
            "balance",
            crate::points::Points::from_hundredths(100),
            results,
        );
        let report = ProgramReport::new("ceelo", "p.c", vec![check], Vec::new(), Vec::new());
        let xml = render_junit(&[report]);
        for expected in [
            r#"tests="4""#,
            r#"failures="1""#,
            r#"errors="1""#,
            r#"skipped="1""#,
            r#"message="balance &lt;b&gt;""#,
            r#"name="balance [c]""#,
        ] {
            assert!(xml.contains(expected), "{expected} in {xml}");
        }
    }
}
