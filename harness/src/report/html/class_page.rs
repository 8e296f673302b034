//! The whole page: the score histogram, a bar per check, the students
//! table, the needs-review list and a section per student.

use askama::Template;

use super::{
    name_of, student_anchor, CheckSummary, ReviewItem, ScoreHistogram, StudentLink, StudentRow,
    StudentSection,
};
use crate::report::ProgramReport;

#[derive(Debug, Clone, Template)]
#[template(path = "class_page.html")]
pub struct ClassPage {
    pub title: String,
    pub assignment: String,
    /// The page of one program (`check`): no class overview.
    pub single: bool,
    pub student_count: usize,
    pub full_marks: usize,
    pub histogram: ScoreHistogram,
    pub checks: Vec<CheckSummary>,
    pub rows: Vec<StudentRow>,
    pub review: Vec<ReviewItem>,
    pub sections: Vec<StudentSection>,
}

impl ClassPage {
    /// The page of a class, students sorted by name.
    pub fn of_class(reports: &[ProgramReport]) -> ClassPage {
        let mut sorted: Vec<ProgramReport> = reports.to_vec();
        sorted.sort_by(|a, b| name_of(a).cmp(name_of(b)));
        let assignment = sorted
            .first()
            .map(|report| report.assignment.clone())
            .unwrap_or_default();
        ClassPage::build(
            format!("{assignment}: class report"),
            assignment,
            &sorted,
            false,
        )
    }

    /// The page of one program.
    pub fn of_program(report: &ProgramReport) -> ClassPage {
        ClassPage::build(
            format!("{}: {}", report.assignment, name_of(report)),
            report.assignment.clone(),
            std::slice::from_ref(report),
            true,
        )
    }

    fn build(
        title: String,
        assignment: String,
        reports: &[ProgramReport],
        single: bool,
    ) -> ClassPage {
        let mut check_ids: Vec<String> = Vec::new();
        for report in reports {
            for check in &report.checks {
                if !check_ids.contains(&check.id) {
                    check_ids.push(check.id.clone());
                }
            }
        }
        let checks = check_ids
            .iter()
            .enumerate()
            .map(|(index, id)| CheckSummary::of(index, id, reports))
            .collect();
        let mut rows = Vec::new();
        let mut review = Vec::new();
        let mut sections = Vec::new();
        for (index, report) in reports.iter().enumerate() {
            let link = StudentLink {
                name: name_of(report).to_string(),
                anchor: student_anchor(index),
            };
            let items = ReviewItem::of(&link, report);
            rows.push(StudentRow::of(index, report, &check_ids, !items.is_empty()));
            review.extend(items);
            sections.push(StudentSection::of(link, report, single));
        }
        let scores: Vec<(i64, i64)> = reports
            .iter()
            .map(|report| (report.score.hundredths(), report.max_score.hundredths()))
            .collect();
        ClassPage {
            title,
            assignment,
            single,
            student_count: reports.len(),
            full_marks: reports
                .iter()
                .filter(|report| report.score >= report.max_score)
                .count(),
            histogram: ScoreHistogram::of(&scores),
            checks,
            rows,
            review,
            sections,
        }
    }

    /// The page's HTML.
    pub fn to_html(&self) -> String {
        // Rendering writes to a String and every value is Display: it cannot fail.
        self.render()
            .unwrap_or_else(|error| format!("report failed to render: {error}"))
    }
}
