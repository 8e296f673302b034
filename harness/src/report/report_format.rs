//! `--format`: how `check`, `verify` and `grade` print their results.

use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportFormat {
    Text,
    Json,
    Csv,
    Junit,
    Gradescope,
    /// One self-contained HTML page (`report.html`).
    Html,
}

impl ReportFormat {
    pub const NAMES: [&'static str; 6] = ["text", "json", "csv", "junit", "gradescope", "html"];
}

impl FromStr for ReportFormat {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "text" => Ok(ReportFormat::Text),
            "json" => Ok(ReportFormat::Json),
            "csv" => Ok(ReportFormat::Csv),
            "junit" => Ok(ReportFormat::Junit),
            "gradescope" => Ok(ReportFormat::Gradescope),
            "html" => Ok(ReportFormat::Html),
            other => Err(format!(
                "unknown format '{other}' (expected one of {})",
                ReportFormat::NAMES.join(", ")
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_parses_and_others_are_refused() {
        for name in ReportFormat::NAMES {
            assert!(name.parse::<ReportFormat>().is_ok(), "{name}");
        }
        let message = "xml".parse::<ReportFormat>().unwrap_err();
        assert!(
            message.contains("text, json, csv, junit, gradescope, html"),
            "{message}"
        );
    }
}
