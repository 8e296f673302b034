//! Reports of a program's results: the model, and its renderings for people
//! (text, html), machines (json, csv), CI (junit) and Gradescope.

mod build_report;
mod csv_report;
mod gradescope_report;
mod html;
mod json_report;
mod junit_report;
mod program_report;
mod report_format;
mod text_report;
mod timing;
mod value_diff;

pub use build_report::BuildReport;
pub use csv_report::render_csv;
pub use gradescope_report::{gradescope_results, render_gradescope, GradescopeResults};
pub use html::{render_class_html, render_program_html};
pub use json_report::render_json;
pub use junit_report::render_junit;
pub use program_report::{CheckReport, ProgramReport, RunReport, ScriptCheckResult, TypedInput};
pub use report_format::ReportFormat;
pub use text_report::{render_text, BUILD_FAILED};
pub use timing::Timing;
pub use value_diff::{value_diff, DiffPart};

/// One program's report in `format` (text carries ANSI colours; write it
/// through `anstream` so they vanish where no terminal reads them).
pub fn render(report: &ProgramReport, format: ReportFormat) -> String {
    match format {
        ReportFormat::Text => render_text(report),
        ReportFormat::Json => render_json(report),
        ReportFormat::Csv => render_csv(std::slice::from_ref(report)),
        ReportFormat::Junit => render_junit(std::slice::from_ref(report)),
        ReportFormat::Gradescope => render_gradescope(report),
        ReportFormat::Html => render_program_html(report),
    }
}
