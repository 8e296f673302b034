//! Reports of a program's results: the model, and its renderings for people
//! (text) and machines (json).

mod json_report;
mod program_report;
mod text_report;

pub use json_report::render_json;
pub use program_report::{CheckReport, ProgramReport, RunReport, ScriptCheckResult};
pub use text_report::render_text;

use std::str::FromStr;

/// `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportFormat {
    Text,
    Json,
}

impl FromStr for ReportFormat {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "text" => Ok(ReportFormat::Text),
            "json" => Ok(ReportFormat::Json),
            other => Err(format!("unknown format '{other}' (expected text or json)")),
        }
    }
}
