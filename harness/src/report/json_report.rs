//! The JSON report: one object per program, as DESIGN.md's contract says.

use super::ProgramReport;

pub fn render_json(report: &ProgramReport) -> String {
    let mut text = serde_json::to_string_pretty(report).expect("a report always serializes");
    text.push('\n');
    text
}
