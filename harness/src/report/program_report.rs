//! One program's results over every script: the JSON contract of DESIGN.md
//! (`assignment`, `program`, `score`, `max_score`, `checks`, `runs`) and the
//! scoring that fills it.

use serde::Serialize;

use crate::checks::{CheckOutcome, CheckStatus, TranscriptLine};
use crate::transcript::Verdict;

#[derive(Debug, Clone, Serialize)]
pub struct ProgramReport {
    pub assignment: String,
    pub program: String,
    pub score: f64,
    pub max_score: f64,
    pub checks: Vec<CheckReport>,
    pub runs: Vec<RunReport>,
    /// Things worth knowing that fail nothing (inputs left unused, ...).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// A check over every script that ran it.
#[derive(Debug, Clone, Serialize)]
pub struct CheckReport {
    pub id: String,
    pub status: CheckStatus,
    pub score: f64,
    pub max_score: f64,
    /// The first failure's message (or the pass/skip summary).
    pub message: String,
    /// Where that first failure happened.
    pub script: Option<String>,
    pub seed: Option<u64>,
    pub line: Option<usize>,
    /// Every script's outcome for this check.
    pub results: Vec<ScriptCheckResult>,
}

/// One check on one script.
#[derive(Debug, Clone, Serialize)]
pub struct ScriptCheckResult {
    pub script: String,
    pub seed: Option<u64>,
    pub hidden: bool,
    #[serde(flatten)]
    pub outcome: CheckOutcome,
    /// A command that plays exactly this run again.
    pub reproduce: String,
}

/// How one script's run ended.
#[derive(Debug, Clone, Serialize)]
pub struct RunReport {
    pub script: String,
    pub seed: Option<u64>,
    pub verdict: Verdict,
    pub exit_code: Option<i32>,
    pub duration_ms: u64,
    pub detail: String,
    pub hidden: bool,
    pub inputs_sent: usize,
    pub inputs_unused: usize,
    /// The transcript's last lines, to see how it ended.
    pub last_lines: Vec<String>,
    /// False when the program ran as croupier's own user (see `not_contained_because`).
    pub contained: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_contained_because: Option<String>,
}

impl CheckReport {
    /// Fold one check's per-script results into a scored entry.
    ///
    /// The score is `weight × passed / judged`; a check no script could judge
    /// (all skipped) is not held against the program and keeps its weight.
    pub fn fold(id: &str, weight: f64, results: Vec<ScriptCheckResult>) -> CheckReport {
        let count = |status| {
            results
                .iter()
                .filter(|result| result.outcome.status == status)
                .count()
        };
        let (passed, failed, errored) = (
            count(CheckStatus::Pass),
            count(CheckStatus::Fail),
            count(CheckStatus::Error),
        );
        let judged = passed + failed + errored;
        let status = if failed > 0 {
            CheckStatus::Fail
        } else if errored > 0 {
            CheckStatus::Error
        } else if passed > 0 {
            CheckStatus::Pass
        } else {
            CheckStatus::Skip
        };
        let score = if judged == 0 {
            weight
        } else {
            weight * passed as f64 / judged as f64
        };
        let first = results
            .iter()
            .find(|result| result.outcome.status == status)
            .or_else(|| results.first());
        let message = match (status, first) {
            (CheckStatus::Pass, _) => format!("passed in {passed} of {} scripts", results.len()),
            (_, Some(result)) if failed + errored > 1 => {
                format!(
                    "{} (and {} more scripts)",
                    result.outcome.message,
                    failed + errored - 1
                )
            }
            (_, Some(result)) => result.outcome.message.clone(),
            (_, None) => "no script ran this check".to_string(),
        };
        let failing = first.filter(|_| matches!(status, CheckStatus::Fail | CheckStatus::Error));
        CheckReport {
            id: id.to_string(),
            status,
            score: round_score(score),
            max_score: weight,
            message,
            script: failing.map(|result| result.script.clone()),
            seed: failing.and_then(|result| result.seed),
            line: failing.and_then(|result| {
                result
                    .outcome
                    .line
                    .as_ref()
                    .map(|line: &TranscriptLine| line.number)
            }),
            results,
        }
    }
}

impl ProgramReport {
    pub fn new(
        assignment: &str,
        program: &str,
        checks: Vec<CheckReport>,
        runs: Vec<RunReport>,
        notes: Vec<String>,
    ) -> Self {
        let score = round_score(checks.iter().map(|check| check.score).sum());
        let max_score = round_score(checks.iter().map(|check| check.max_score).sum());
        ProgramReport {
            assignment: assignment.to_string(),
            program: program.to_string(),
            score,
            max_score,
            checks,
            runs,
            notes,
        }
    }

    /// Every check passed (or had nothing to judge) and every run ended well.
    pub fn all_passed(&self) -> bool {
        self.checks
            .iter()
            .all(|check| matches!(check.status, CheckStatus::Pass | CheckStatus::Skip))
    }
}

fn round_score(score: f64) -> f64 {
    (score * 100.0).round() / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(status: CheckStatus) -> ScriptCheckResult {
        ScriptCheckResult {
            script: format!("{status:?}"),
            seed: Some(1),
            hidden: false,
            outcome: CheckOutcome::new("balance", status, format!("{status:?} message")),
            reproduce: String::new(),
        }
    }

    #[test]
    fn scores_fold_as_passed_over_judged() {
        let cases = [
            (
                vec![CheckStatus::Pass, CheckStatus::Pass],
                CheckStatus::Pass,
                3.0,
            ),
            (
                vec![CheckStatus::Pass, CheckStatus::Fail],
                CheckStatus::Fail,
                1.5,
            ),
            (
                vec![CheckStatus::Pass, CheckStatus::Skip],
                CheckStatus::Pass,
                3.0,
            ),
            (
                vec![CheckStatus::Error, CheckStatus::Pass, CheckStatus::Pass],
                CheckStatus::Error,
                2.0,
            ),
            (vec![CheckStatus::Skip], CheckStatus::Skip, 3.0),
            (
                vec![CheckStatus::Fail, CheckStatus::Fail],
                CheckStatus::Fail,
                0.0,
            ),
        ];
        for (statuses, status, score) in cases {
            let folded = CheckReport::fold(
                "balance",
                3.0,
                statuses.iter().map(|&s| result(s)).collect(),
            );
            assert_eq!(
                (folded.status, folded.score),
                (status, score),
                "{statuses:?}"
            );
        }
    }

    #[test]
    fn the_first_failure_is_named_with_a_count_of_the_rest() {
        let folded = CheckReport::fold(
            "balance",
            1.0,
            vec![
                result(CheckStatus::Pass),
                result(CheckStatus::Fail),
                result(CheckStatus::Fail),
            ],
        );
        assert_eq!(folded.message, "Fail message (and 1 more scripts)");
        assert_eq!(folded.script.as_deref(), Some("Fail"));
    }
}
