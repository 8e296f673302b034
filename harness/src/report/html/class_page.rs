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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::{CheckOutcome, CheckStatus, TranscriptLine};
    use crate::points::Points;
    use crate::report::{render_class_html, render_program_html, CheckReport, ScriptCheckResult};

    fn report(student: &str, statuses: &[CheckStatus]) -> ProgramReport {
        let transcript = "Enter wager: 10\n<script>alert(1)</script>\nBalance: 5\n";
        let checks = ["runs", "balance"]
            .iter()
            .zip(statuses)
            .map(|(id, &status)| {
                let mut outcome = CheckOutcome::new(id, status, "the balance <b>grows</b>");
                if status == CheckStatus::Fail {
                    outcome = outcome
                        .expected("Balance: 6")
                        .seen("<script>alert(1)</script>");
                    outcome.line = Some(TranscriptLine {
                        number: 2,
                        text: "<script>alert(1)</script>".into(),
                    });
                }
                let result = ScriptCheckResult::new(
                    "all-in",
                    Some(7),
                    outcome,
                    format!("croupier run ceelo '{student}'"),
                )
                .with_excerpt_from(transcript)
                .with_inputs_typed([("10", 1)]);
                CheckReport::fold(id, Points::from_hundredths(200), vec![result])
            })
            .collect();
        let mut report = ProgramReport::new("ceelo", "a.c", checks, Vec::new(), Vec::new());
        report.student = Some(student.to_string());
        report
    }

    fn class() -> Vec<ProgramReport> {
        use CheckStatus::{Fail, Pass, Skip};
        vec![
            report("cy", &[Pass, Fail]),
            report("<img src=x onerror=alert(1)>", &[Pass, Pass]),
            report("ada", &[Fail, Skip]),
        ]
    }

    #[test]
    fn what_students_printed_or_named_is_escaped() {
        let page = render_class_html(&class());
        assert!(
            page.contains("&#60;img src=x onerror=alert(1)&#62;"),
            "{page}"
        );
        assert!(
            page.contains("&#60;script&#62;alert(1)&#60;/script&#62;"),
            "{page}"
        );
        assert!(
            page.contains("the balance &#60;b&#62;grows&#60;/b&#62;"),
            "{page}"
        );
        assert!(!page.contains("<img"), "{page}");
        assert!(!page.contains("<b>"), "{page}");
        assert_eq!(
            page.matches("<script").count(),
            1,
            "only the page's own script"
        );
    }

    #[test]
    fn a_row_and_a_section_per_student_sorted_by_name() {
        let page = ClassPage::of_class(&class());
        let names: Vec<&str> = page
            .rows
            .iter()
            .map(|row| row.student.name.as_str())
            .collect();
        assert_eq!(names, ["<img src=x onerror=alert(1)>", "ada", "cy"]);
        let html = page.to_html();
        assert_eq!(html.matches("<tr class=\"student-row").count(), 3);
        assert_eq!(html.matches("<details class=\"student\"").count(), 3);
        assert!(html.contains("<details class=\"student\" id=\"student-1\">"));
    }

    #[test]
    fn each_check_counts_full_marks_failures_and_not_judged() {
        let page = ClassPage::of_class(&class());
        let counts: Vec<(&str, usize, usize, usize)> = page
            .checks
            .iter()
            .map(|check| {
                (
                    check.id.as_str(),
                    check.passed.len(),
                    check.failed.len(),
                    check.not_judged.len(),
                )
            })
            .collect();
        assert_eq!(counts, [("runs", 2, 1, 0), ("balance", 1, 1, 1)]);
        let html = page.to_html();
        assert!(html.contains(r#"data-check="balance" data-max="2" data-passed="1" data-failed="1" data-not-judged="1""#), "{html}");
        assert_eq!(page.review.len(), 1, "ada's balance was not judged");
    }

    #[test]
    fn a_failure_shows_its_line_marked_and_the_input_typed() {
        let html = render_program_html(&report("cy", &[CheckStatus::Pass, CheckStatus::Fail]));
        assert!(html.contains(r#"<span class="number">1</span>Enter wager: <kbd class="input" title="typed">10</kbd>"#), "{html}");
        assert!(
            html.contains(
                r#"<span class="line marked"><span class="number">2</span>&#60;script&#62;"#
            ),
            "{html}"
        );
        assert!(html.contains("croupier run ceelo &#39;cy&#39;"), "{html}");
        assert!(html.contains("<details class=\"student\" id=\"student-0\" open>"));
        assert!(
            !html.contains("id=\"distribution\""),
            "no class overview for one program"
        );
    }
}
