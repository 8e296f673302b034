//! A student's drill-down: score, every failing check with its failures,
//! what was not judged and why, and the runs that did not end normally.

use askama::Template;

use super::{FailureView, StudentLink};
use crate::checks::CheckStatus;
use crate::report::{ProgramReport, RunReport};
use crate::transcript::Verdict;

#[derive(Debug, Clone, Template)]
#[template(path = "student_section.html")]
pub struct StudentSection {
    pub student: StudentLink,
    pub program: String,
    pub score: String,
    pub max_score: String,
    /// Open on the page (the page of one program).
    pub open: bool,
    pub failures: Vec<FailureView>,
    /// (check, script, reason) for each script that could not judge a check.
    pub not_judged: Vec<(String, String, String)>,
    /// Runs that did not end normally.
    pub runs: Vec<RunReport>,
    pub notes: Vec<String>,
}

impl StudentSection {
    pub fn of(student: StudentLink, report: &ProgramReport, open: bool) -> StudentSection {
        let mut failures = Vec::new();
        let mut not_judged = Vec::new();
        for check in report.checks.iter().filter(|check| !check.not_applicable) {
            for result in &check.results {
                match result.outcome.status {
                    CheckStatus::Fail | CheckStatus::Error => {
                        failures.push(FailureView::of(&check.id, result));
                    }
                    CheckStatus::Skip => not_judged.push((
                        check.id.clone(),
                        result.script.clone(),
                        result.outcome.message.clone(),
                    )),
                    CheckStatus::Pass => {}
                }
            }
            if check.results.is_empty() {
                not_judged.push((
                    check.id.clone(),
                    String::new(),
                    "no script ran this check".to_string(),
                ));
            }
        }
        StudentSection {
            student,
            program: report.program.clone(),
            score: report.score.to_string(),
            max_score: report.max_score.to_string(),
            open,
            failures,
            not_judged,
            runs: report
                .runs
                .iter()
                .filter(|run| run.verdict != Verdict::Ok)
                .cloned()
                .collect(),
            notes: report.notes.clone(),
        }
    }
}
