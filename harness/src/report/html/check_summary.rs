//! One check across the class: how many students passed it, failed it and
//! had it not judged, and who they are.

use super::{student_anchor, StudentLink};
use crate::report::{CheckReport, ProgramReport};

/// Where a student stands on a check: each applicable check puts a student
/// in exactly one, so the three add up to the students it applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Full marks: judged by every script that ran it, and held in each.
    Passed,
    /// Judged everywhere, short of full marks (failed or errored somewhere).
    Failed,
    /// Flagged for review: some script could not judge it (the
    /// `not_judged` column of gradebook.csv).
    NotJudged,
}

impl Standing {
    pub fn of(check: &CheckReport) -> Standing {
        if check.not_judged {
            Standing::NotJudged
        } else if check.score == check.max_score {
            Standing::Passed
        } else {
            Standing::Failed
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckSummary {
    pub id: String,
    pub anchor: String,
    /// The check's weight ("2").
    pub max_score: String,
    pub passed: Vec<StudentLink>,
    pub failed: Vec<StudentLink>,
    pub not_judged: Vec<StudentLink>,
}

impl CheckSummary {
    /// Check `id` over `reports` (in page order); the `index`th on the page.
    pub fn of(index: usize, id: &str, reports: &[ProgramReport]) -> CheckSummary {
        let mut summary = CheckSummary {
            id: id.to_string(),
            anchor: format!("check-{index}"),
            max_score: String::new(),
            passed: Vec::new(),
            failed: Vec::new(),
            not_judged: Vec::new(),
        };
        for (student, report) in reports.iter().enumerate() {
            let Some(check) = report
                .checks
                .iter()
                .find(|check| check.id == id && !check.not_applicable)
            else {
                continue;
            };
            summary.max_score = check.max_score.to_string();
            let link = StudentLink {
                name: super::name_of(report).to_string(),
                anchor: student_anchor(student),
            };
            match Standing::of(check) {
                Standing::Passed => summary.passed.push(link),
                Standing::Failed => summary.failed.push(link),
                Standing::NotJudged => summary.not_judged.push(link),
            }
        }
        summary
    }

    /// The students the check applies to.
    pub fn total(&self) -> usize {
        self.passed.len() + self.failed.len() + self.not_judged.len()
    }

    /// `part` as a percentage of the total, for a bar's width.
    pub fn percent(&self, part: &[StudentLink]) -> String {
        let total = self.total().max(1);
        format!("{:.2}", part.len() as f64 * 100.0 / total as f64)
    }
}
