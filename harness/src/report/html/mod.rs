//! The class report as one self-contained HTML page (`report.html`): inline
//! CSS, SVG and a small script, made from the askama templates in
//! `harness/templates/`. Askama escapes every value it prints, so whatever a
//! student's program printed, or a student's folder is named, shows as text.

mod check_cell;
mod check_summary;
mod class_page;
mod excerpt_line;
mod failure_view;
mod review_item;
mod score_histogram;
mod student_link;
mod student_row;
mod student_section;

pub(crate) use check_cell::CheckCell;
pub(crate) use check_summary::CheckSummary;
pub(crate) use class_page::ClassPage;
pub(crate) use excerpt_line::ExcerptLine;
pub(crate) use failure_view::FailureView;
pub(crate) use review_item::ReviewItem;
pub(crate) use score_histogram::ScoreHistogram;
pub(crate) use student_link::StudentLink;
pub(crate) use student_row::StudentRow;
pub(crate) use student_section::StudentSection;

use super::ProgramReport;

/// The page of a class (`grade`, `merge`): reports sorted by student.
pub fn render_class_html(reports: &[ProgramReport]) -> String {
    ClassPage::of_class(reports).to_html()
}

/// The page of one program (`check --format html`).
pub fn render_program_html(report: &ProgramReport) -> String {
    ClassPage::of_program(report).to_html()
}

/// The name a report goes by: its student, or else its program.
fn name_of(report: &ProgramReport) -> &str {
    report.student.as_deref().unwrap_or(&report.program)
}

/// The element id of the `index`th student's section.
fn student_anchor(index: usize) -> String {
    format!("student-{index}")
}
