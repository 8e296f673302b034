//! A row of the students table: name, score, and a cell per check.

use super::{student_anchor, CheckCell, StudentLink};
use crate::report::ProgramReport;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentRow {
    pub student: StudentLink,
    pub score: String,
    pub max_score: String,
    /// The score in hundredths, for sorting.
    pub sort_key: i64,
    /// In the order of the page's checks.
    pub cells: Vec<CheckCell>,
    /// Flagged in the needs-review list.
    pub needs_review: bool,
}

impl StudentRow {
    pub fn of(
        index: usize,
        report: &ProgramReport,
        check_ids: &[String],
        needs_review: bool,
    ) -> StudentRow {
        StudentRow {
            student: StudentLink {
                name: super::name_of(report).to_string(),
                anchor: student_anchor(index),
            },
            score: report.score.to_string(),
            max_score: report.max_score.to_string(),
            sort_key: report.score.hundredths(),
            cells: check_ids
                .iter()
                .map(|id| CheckCell::of(report.checks.iter().find(|check| check.id == *id)))
                .collect(),
            needs_review,
        }
    }
}
