//! One student's result for one check, a cell of the students table.

use crate::checks::CheckStatus;
use crate::report::CheckReport;

/// What the cell shows and how it sorts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckCell {
    /// "2/2", "1.5/3", or "n/a" for a check not applicable (or absent).
    pub text: String,
    /// The score in hundredths, -1 when not applicable: what sorting compares.
    pub sort_key: i64,
    /// CSS class: pass, fail, error, skip, na.
    pub class: &'static str,
    /// Flagged for review.
    pub not_judged: bool,
}

impl CheckCell {
    pub fn of(check: Option<&CheckReport>) -> CheckCell {
        let Some(check) = check.filter(|check| !check.not_applicable) else {
            return CheckCell {
                text: "n/a".to_string(),
                sort_key: -1,
                class: "na",
                not_judged: false,
            };
        };
        CheckCell {
            text: format!("{}/{}", check.score, check.max_score),
            sort_key: check.score.hundredths(),
            class: match check.status {
                CheckStatus::Pass => "pass",
                CheckStatus::Fail => "fail",
                CheckStatus::Error => "error",
                CheckStatus::Skip => "skip",
            },
            not_judged: check.not_judged,
        }
    }
}
