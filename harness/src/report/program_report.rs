//! One program's results over every script: the JSON contract of DESIGN.md
//! (`assignment`, `program`, `score`, `max_score`, `checks`, `runs`) and the
//! scoring that fills it.

use serde::{Deserialize, Serialize};

use super::Timing;
use crate::assignment::Visibility;
use crate::checks::{CheckOutcome, CheckStatus, TranscriptLine};
use crate::transcript::Verdict;

/// Lines of transcript shown on each side of a failure's line.
const EXCERPT_CONTEXT: usize = 2;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProgramReport {
    pub assignment: String,
    /// The student's name, when the report is one of a class (`grade`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub student: Option<String>,
    pub program: String,
    pub score: f64,
    pub max_score: f64,
    pub checks: Vec<CheckReport>,
    pub runs: Vec<RunReport>,
    /// Things worth knowing that fail nothing (inputs left unused, ...).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Where the grading time went (`grade` fills it in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<Timing>,
}

/// A check over every script that ran it.
#[derive(Debug, Clone, Serialize, Deserialize)]
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
    /// Who sees this check's results (assignment.yaml).
    #[serde(default)]
    pub visibility: Visibility,
    /// Every script's outcome for this check.
    pub results: Vec<ScriptCheckResult>,
}

/// One check on one script.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ScriptCheckResult {
    pub script: String,
    pub seed: Option<u64>,
    /// Details withheld from students until grades are out.
    pub hidden: bool,
    /// Who sees this script's results.
    #[serde(default)]
    pub visibility: Visibility,
    /// This script's share of the check (assignment.yaml; default 1).
    #[serde(default = "default_script_weight")]
    pub weight: f64,
    #[serde(flatten)]
    pub outcome: CheckOutcome,
    /// The transcript around the outcome's line, for a failure.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excerpt: Vec<TranscriptLine>,
    /// A command that plays exactly this run again.
    pub reproduce: String,
}

fn default_script_weight() -> f64 {
    1.0
}

impl ScriptCheckResult {
    /// A visible result of weight 1; `reproduce` plays the run again.
    pub fn new(script: &str, seed: Option<u64>, outcome: CheckOutcome, reproduce: String) -> Self {
        ScriptCheckResult {
            script: script.to_string(),
            seed,
            hidden: false,
            visibility: Visibility::Visible,
            weight: 1.0,
            outcome,
            excerpt: Vec::new(),
            reproduce,
        }
    }

    /// Give this script weight and visibility (`hidden` when students may
    /// not see it before grades are out).
    pub fn weighted(mut self, weight: f64, visibility: Visibility) -> Self {
        self.weight = weight;
        self.visibility = visibility;
        self.hidden = visibility.withholds_details();
        self
    }

    /// Keep the lines of `transcript` around a failure's line.
    pub fn with_excerpt_from(mut self, transcript: &str) -> Self {
        let failed = matches!(self.outcome.status, CheckStatus::Fail | CheckStatus::Error);
        if let (true, Some(line)) = (failed, &self.outcome.line) {
            let first = line.number.saturating_sub(EXCERPT_CONTEXT).max(1);
            self.excerpt = transcript
                .lines()
                .enumerate()
                .skip(first - 1)
                .take(line.number + EXCERPT_CONTEXT + 1 - first)
                .map(|(index, text)| TranscriptLine {
                    number: index + 1,
                    text: text.to_string(),
                })
                .collect();
        }
        self
    }
}

/// How one script's run ended.
#[derive(Debug, Clone, Serialize, Deserialize)]
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
    /// The score is `weight × passed / judged`, each script counted by its
    /// weight; a check no script could judge (all skipped) is not held
    /// against the program and keeps its weight.
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
        let weight_of = |judged: &dyn Fn(CheckStatus) -> bool| -> f64 {
            results
                .iter()
                .filter(|result| judged(result.outcome.status))
                .map(|result| result.weight)
                // An empty f64 sum is -0.0, which would print as "-0".
                .fold(0.0, |total, weight| total + weight)
        };
        let passed_weight = weight_of(&|status| status == CheckStatus::Pass);
        let judged_weight = weight_of(&|status| status != CheckStatus::Skip);
        let status = if failed > 0 {
            CheckStatus::Fail
        } else if errored > 0 {
            CheckStatus::Error
        } else if passed > 0 {
            CheckStatus::Pass
        } else {
            CheckStatus::Skip
        };
        let score = if judged_weight == 0.0 {
            weight
        } else {
            weight * passed_weight / judged_weight
        };
        let first = results
            .iter()
            .find(|result| result.outcome.status == status)
            .or_else(|| results.first());
        let message = match (status, first) {
            (CheckStatus::Pass, _) => format!("passed in {passed} of {} scripts", results.len()),
            (_, Some(result)) if failed + errored > 1 => {
                let more = failed + errored - 1;
                let scripts = if more == 1 { "script" } else { "scripts" };
                format!("{} (and {more} more {scripts})", result.outcome.message)
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
            visibility: Visibility::Visible,
            results,
        }
    }

    pub fn with_visibility(mut self, visibility: Visibility) -> Self {
        self.visibility = visibility;
        self
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
        let score = round_score(
            checks
                .iter()
                .map(|check| check.score)
                .fold(0.0, |a, b| a + b),
        );
        let max_score = round_score(
            checks
                .iter()
                .map(|check| check.max_score)
                .fold(0.0, |a, b| a + b),
        );
        ProgramReport {
            assignment: assignment.to_string(),
            student: None,
            program: program.to_string(),
            score,
            max_score,
            checks,
            runs,
            notes,
            timing: None,
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
        ScriptCheckResult::new(
            &format!("{status:?}"),
            Some(1),
            CheckOutcome::new("balance", status, format!("{status:?} message")),
            String::new(),
        )
    }

    #[test]
    fn script_weights_share_a_check() {
        let cases = [
            // (status, script weight) per script, then the check's score out of 6
            (
                vec![(CheckStatus::Pass, 2.0), (CheckStatus::Fail, 1.0)],
                4.0,
            ),
            (
                vec![(CheckStatus::Pass, 1.0), (CheckStatus::Fail, 2.0)],
                2.0,
            ),
            (
                vec![(CheckStatus::Pass, 3.0), (CheckStatus::Skip, 9.0)],
                6.0,
            ),
            (
                vec![(CheckStatus::Error, 1.0), (CheckStatus::Pass, 5.0)],
                5.0,
            ),
        ];
        for (scripts, score) in cases {
            let results = scripts
                .iter()
                .map(|&(status, weight)| result(status).weighted(weight, Visibility::Visible))
                .collect();
            let folded = CheckReport::fold("balance", 6.0, results);
            assert_eq!(folded.score, score, "{scripts:?}");
        }
    }

    #[test]
    fn a_failure_keeps_the_transcript_around_its_line() {
        let transcript = "one\ntwo\nthree\nfour\nfive\nsix\n";
        let at = |number: usize, status| {
            let mut outcome = CheckOutcome::new("balance", status, "m");
            outcome.line = Some(TranscriptLine {
                number,
                text: String::new(),
            });
            ScriptCheckResult::new("s", None, outcome, String::new())
                .with_excerpt_from(transcript)
                .excerpt
                .iter()
                .map(|line| line.number)
                .collect::<Vec<_>>()
        };
        assert_eq!(at(1, CheckStatus::Fail), vec![1, 2, 3]);
        assert_eq!(at(4, CheckStatus::Fail), vec![2, 3, 4, 5, 6]);
        assert_eq!(at(6, CheckStatus::Error), vec![4, 5, 6]);
        assert_eq!(at(4, CheckStatus::Pass), Vec::<usize>::new());
    }

    #[test]
    fn a_report_reads_back_from_its_json() {
        let check = CheckReport::fold(
            "balance",
            2.0,
            vec![result(CheckStatus::Pass), result(CheckStatus::Fail)],
        );
        let mut report = ProgramReport::new("ceelo", "a.c", vec![check], Vec::new(), Vec::new());
        report.student = Some("ada".into());
        report.timing = Some(Timing {
            build_ms: 1,
            run_ms: 2,
            judge_ms: 3,
        });
        let json = serde_json::to_string(&report).unwrap();
        let back: ProgramReport = serde_json::from_str(&json).unwrap();
        assert_eq!(serde_json::to_string(&back).unwrap(), json);
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
        assert_eq!(folded.message, "Fail message (and 1 more script)");
        assert_eq!(folded.script.as_deref(), Some("Fail"));
    }
}
