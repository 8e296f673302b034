//! A reason to look at a student by hand: the build failed, a check was not
//! judged, or a run was not contained.

use super::StudentLink;
use crate::report::ProgramReport;
use crate::transcript::Verdict;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewItem {
    pub student: StudentLink,
    /// "build failed", "not judged", "not contained".
    pub kind: &'static str,
    pub detail: String,
}

impl ReviewItem {
    /// Every reason to look at `report` (whose section is `student`).
    pub fn of(student: &StudentLink, report: &ProgramReport) -> Vec<ReviewItem> {
        let mut items = Vec::new();
        let item = |kind, detail: String| ReviewItem {
            student: student.clone(),
            kind,
            detail,
        };
        for run in report
            .runs
            .iter()
            .filter(|run| run.verdict == Verdict::BuildError)
        {
            items.push(item("build failed", run.detail.clone()));
        }
        let not_judged = report.not_judged();
        if !not_judged.is_empty() {
            items.push(item("not judged", not_judged.join(", ")));
        }
        let uncontained: Vec<&str> = report
            .runs
            .iter()
            .filter(|run| !run.contained)
            .map(|run| run.script.as_str())
            .collect();
        if !uncontained.is_empty() {
            let reason = report
                .runs
                .iter()
                .find_map(|run| run.not_contained_because.as_deref())
                .unwrap_or("ran as croupier's own user");
            items.push(item(
                "not contained",
                format!("{} ({reason})", uncontained.join(", ")),
            ));
        }
        items
    }
}
