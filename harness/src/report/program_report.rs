//! One program's results over every script: the JSON contract of DESIGN.md
//! (`assignment`, `program`, `score`, `max_score`, `checks`, `runs`) and the
//! scoring that fills it.
//!
//! A check earns its weight only where it was judged and held: each script
//! that ran it carries a share of the weight (by script weight, in whole
//! hundredths adding up to the weight), and the check's score is the sum of
//! the shares of the scripts it passed in. A script that failed, errored or
//! could not judge the check (skip: "not judged") earns nothing, and a check
//! not judged anywhere is flagged for review. Only a check declared not
//! applicable to the program's language is left out of the maximum.

use serde::{Deserialize, Serialize};

use super::{BuildReport, Timing};
use crate::assignment::{Language, Visibility};
use crate::checks::{CheckOutcome, CheckStatus, TranscriptLine};
use crate::points::Points;
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
    pub score: Points,
    pub max_score: Points,
    pub checks: Vec<CheckReport>,
    pub runs: Vec<RunReport>,
    /// How the program's compiler ran, when croupier compiled it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build: Option<BuildReport>,
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
    pub score: Points,
    pub max_score: Points,
    /// Some script that ran this check could not judge it (or none ran it):
    /// that share scored nothing, and the check is flagged for review.
    #[serde(default)]
    pub not_judged: bool,
    /// Declared not applicable to the program's language in
    /// `assignment.yaml`: not judged, and out of the maximum.
    #[serde(default)]
    pub not_applicable: bool,
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
    pub weight: Points,
    #[serde(flatten)]
    pub outcome: CheckOutcome,
    /// The transcript around the outcome's line, for a failure.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excerpt: Vec<TranscriptLine>,
    /// What was typed on the excerpt's lines (each input ends its line).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub typed: Vec<TypedInput>,
    /// A command that plays exactly this run again.
    pub reproduce: String,
}

/// A line sent to the program, and the transcript line it was typed on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypedInput {
    pub line: usize,
    pub text: String,
}

fn default_script_weight() -> Points {
    Points::from_hundredths(100)
}

impl ScriptCheckResult {
    /// A visible result of weight 1; `reproduce` plays the run again.
    pub fn new(script: &str, seed: Option<u64>, outcome: CheckOutcome, reproduce: String) -> Self {
        ScriptCheckResult {
            script: script.to_string(),
            seed,
            hidden: false,
            visibility: Visibility::Visible,
            weight: default_script_weight(),
            outcome,
            excerpt: Vec::new(),
            typed: Vec::new(),
            reproduce,
        }
    }

    /// Give this script weight and visibility (`hidden` when students may
    /// not see it before grades are out).
    pub fn weighted(mut self, weight: Points, visibility: Visibility) -> Self {
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

    /// Keep the inputs typed on the excerpt's lines: each input with the
    /// transcript line it was typed on.
    pub fn with_inputs_typed<'a>(
        mut self,
        inputs: impl IntoIterator<Item = (&'a str, usize)>,
    ) -> Self {
        let shown = |line: usize| self.excerpt.iter().any(|excerpt| excerpt.number == line);
        let typed: Vec<TypedInput> = inputs
            .into_iter()
            .filter(|&(_, line)| shown(line))
            .map(|(text, line)| TypedInput {
                line,
                text: text.to_string(),
            })
            .collect();
        self.typed = typed;
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
    /// Each script carries a share of `weight` (`Points::shares` by script
    /// weight); the score is the sum of the shares of the scripts that
    /// passed. Fail, error and skip (not judged) earn nothing; a check with a
    /// skip, or with no script at all, is flagged `not_judged`.
    pub fn fold(id: &str, weight: Points, results: Vec<ScriptCheckResult>) -> CheckReport {
        let count = |status| {
            results
                .iter()
                .filter(|result| result.outcome.status == status)
                .count()
        };
        let (passed, failed, errored, skipped) = (
            count(CheckStatus::Pass),
            count(CheckStatus::Fail),
            count(CheckStatus::Error),
            count(CheckStatus::Skip),
        );
        let status = if failed > 0 {
            CheckStatus::Fail
        } else if errored > 0 {
            CheckStatus::Error
        } else if passed > 0 {
            CheckStatus::Pass
        } else {
            CheckStatus::Skip
        };
        let score = shares_of(weight, &results)
            .into_iter()
            .zip(&results)
            .filter(|(_, result)| result.outcome.status == CheckStatus::Pass)
            .map(|(share, _)| share)
            .sum();
        let first = results
            .iter()
            .find(|result| result.outcome.status == status)
            .or_else(|| results.first());
        let message = match (status, first) {
            (CheckStatus::Pass, _) if skipped > 0 => {
                let reason = results
                    .iter()
                    .find(|result| result.outcome.status == CheckStatus::Skip)
                    .map(|result| result.outcome.message.as_str())
                    .unwrap_or_default();
                format!(
                    "passed in {passed} of {}; not judged in {skipped}: {reason}",
                    scripts(results.len())
                )
            }
            (CheckStatus::Pass, _) => format!("passed in {passed} of {}", scripts(results.len())),
            (_, Some(result)) if failed + errored > 1 => {
                let more = failed + errored - 1;
                format!(
                    "{} (and {more} more {})",
                    result.outcome.message,
                    if more == 1 { "script" } else { "scripts" }
                )
            }
            (_, Some(result)) => result.outcome.message.clone(),
            (_, None) => "no script ran this check".to_string(),
        };
        let failing = first.filter(|_| matches!(status, CheckStatus::Fail | CheckStatus::Error));
        CheckReport {
            id: id.to_string(),
            status,
            score,
            max_score: weight,
            not_judged: results.is_empty() || skipped > 0,
            not_applicable: false,
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

    /// Check `id` as declared not applicable to `language`: nothing judged,
    /// nothing in the maximum.
    pub fn not_applicable(id: &str, language: Language) -> CheckReport {
        CheckReport {
            id: id.to_string(),
            status: CheckStatus::Skip,
            score: Points::ZERO,
            max_score: Points::ZERO,
            not_judged: false,
            not_applicable: true,
            message: format!(
                "not applicable to {} programs (assignment.yaml), so not in the maximum",
                language.name()
            ),
            script: None,
            seed: None,
            line: None,
            visibility: Visibility::Visible,
            results: Vec::new(),
        }
    }

    pub fn with_visibility(mut self, visibility: Visibility) -> Self {
        self.visibility = visibility;
        self
    }

    /// Each script's share of this check's maximum, in the order of
    /// `results`, adding up to the maximum.
    pub fn shares(&self) -> Vec<Points> {
        shares_of(self.max_score, &self.results)
    }

    /// Why the score is partial, when it is: "passed 2 of 3 scripts".
    pub fn partial_score_explained(&self) -> Option<String> {
        if self.results.len() < 2 || self.score == Points::ZERO || self.score == self.max_score {
            return None;
        }
        let passed: Vec<&ScriptCheckResult> = self
            .results
            .iter()
            .filter(|result| result.outcome.status == CheckStatus::Pass)
            .collect();
        let mut text = format!("passed {} of {}", passed.len(), scripts(self.results.len()));
        let first_weight = self.results[0].weight;
        if self
            .results
            .iter()
            .any(|result| result.weight != first_weight)
        {
            let passed_weight: Points = passed.iter().map(|result| result.weight).sum();
            let total_weight: Points = self.results.iter().map(|result| result.weight).sum();
            text.push_str(&format!(
                ", weighing {passed_weight} of {total_weight} by script weight"
            ));
        }
        Some(text)
    }
}

/// "1 script", "2 scripts".
pub fn scripts(count: usize) -> String {
    if count == 1 {
        "1 script".to_string()
    } else {
        format!("{count} scripts")
    }
}

fn shares_of(weight: Points, results: &[ScriptCheckResult]) -> Vec<Points> {
    let weights: Vec<u64> = results
        .iter()
        .map(|result| result.weight.hundredths().max(0) as u64)
        .collect();
    weight.shares(&weights)
}

impl ProgramReport {
    pub fn new(
        assignment: &str,
        program: &str,
        checks: Vec<CheckReport>,
        runs: Vec<RunReport>,
        notes: Vec<String>,
    ) -> Self {
        ProgramReport {
            assignment: assignment.to_string(),
            student: None,
            program: program.to_string(),
            score: checks.iter().map(|check| check.score).sum(),
            max_score: checks.iter().map(|check| check.max_score).sum(),
            checks,
            runs,
            build: None,
            notes,
            timing: None,
        }
    }

    /// This report, saying how the program's compiler ran.
    pub fn with_build(mut self, build: Option<BuildReport>) -> Self {
        self.build = build;
        self
    }

    /// Every check that applies was judged in every script and passed.
    pub fn all_passed(&self) -> bool {
        self.checks.iter().all(|check| {
            check.not_applicable || (check.status == CheckStatus::Pass && !check.not_judged)
        })
    }

    /// No check failed or errored (some may not have been judged): the
    /// exit code's "every check passed".
    pub fn nothing_failed(&self) -> bool {
        self.checks
            .iter()
            .all(|check| matches!(check.status, CheckStatus::Pass | CheckStatus::Skip))
    }

    /// The checks flagged for review: some script could not judge them.
    pub fn not_judged(&self) -> Vec<&str> {
        self.checks
            .iter()
            .filter(|check| check.not_judged)
            .map(|check| check.id.as_str())
            .collect()
    }
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

    fn points(value: f64) -> Points {
        Points::exact(value).unwrap()
    }

    #[test]
    fn script_weights_share_a_check_and_a_script_that_could_not_judge_earns_nothing() {
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
                1.5,
            ),
            (
                vec![(CheckStatus::Error, 1.0), (CheckStatus::Pass, 5.0)],
                5.0,
            ),
        ];
        for (scripts, score) in cases {
            let results = scripts
                .iter()
                .map(|&(status, weight)| {
                    result(status).weighted(points(weight), Visibility::Visible)
                })
                .collect();
            let folded = CheckReport::fold("balance", points(6.0), results);
            assert_eq!(folded.score, points(score), "{scripts:?}");
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
            points(2.0),
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
    fn only_a_pass_earns_and_a_check_not_judged_is_flagged() {
        use CheckStatus::{Error, Fail, Pass, Skip};
        let cases = [
            // statuses per script, then the check's status, score of 3, flagged
            (vec![Pass, Pass], Pass, 3.0, false),
            (vec![Pass, Fail], Fail, 1.5, false),
            (vec![Pass, Skip], Pass, 1.5, true),
            (vec![Error, Pass, Pass], Error, 2.0, false),
            (vec![Skip], Skip, 0.0, true),
            (vec![], Skip, 0.0, true),
            (vec![Fail, Fail], Fail, 0.0, false),
            (vec![Pass, Pass, Skip], Pass, 2.0, true),
        ];
        for (statuses, status, score, flagged) in cases {
            let folded = CheckReport::fold(
                "balance",
                points(3.0),
                statuses.iter().map(|&s| result(s)).collect(),
            );
            assert_eq!(
                (folded.status, folded.score, folded.not_judged),
                (status, points(score), flagged),
                "{statuses:?}"
            );
        }
    }

    #[test]
    fn thirds_add_up_and_a_partial_score_is_explained() {
        use CheckStatus::{Fail, Pass};
        let fold = |statuses: &[CheckStatus]| {
            CheckReport::fold(
                "reroll",
                points(2.0),
                statuses.iter().map(|&s| result(s)).collect(),
            )
        };
        let all = fold(&[Pass, Pass, Pass]);
        assert_eq!(all.score, points(2.0));
        assert_eq!(all.shares(), [points(0.67), points(0.67), points(0.66)]);
        assert_eq!(all.partial_score_explained(), None);
        let two = fold(&[Pass, Fail, Pass]);
        assert_eq!(two.score, points(1.33));
        assert_eq!(
            two.partial_score_explained().as_deref(),
            Some("passed 2 of 3 scripts")
        );
        assert_eq!(fold(&[Pass]).message, "passed in 1 of 1 script");
        let weighted = CheckReport::fold(
            "reroll",
            points(2.0),
            vec![
                result(Pass).weighted(points(2.0), Visibility::Visible),
                result(Fail),
            ],
        );
        assert_eq!(
            weighted.partial_score_explained().as_deref(),
            Some("passed 1 of 2 scripts, weighing 2 of 3 by script weight")
        );
    }

    #[test]
    fn a_check_not_applicable_is_out_of_the_maximum() {
        let runs = CheckReport::fold("runs", points(2.0), vec![result(CheckStatus::Pass)]);
        let replay = CheckReport::not_applicable("exact-replay", Language::Java);
        let report =
            ProgramReport::new("war", "W.java", vec![runs, replay], Vec::new(), Vec::new());
        assert_eq!((report.score, report.max_score), (points(2.0), points(2.0)));
        assert!(report.all_passed());
        assert!(report.not_judged().is_empty());
    }

    #[test]
    fn the_first_failure_is_named_with_a_count_of_the_rest() {
        let folded = CheckReport::fold(
            "balance",
            points(1.0),
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
