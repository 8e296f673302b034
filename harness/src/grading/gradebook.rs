//! The gradebook of a class: every student's report, as `gradebook.csv`, as
//! a summary for the instructor (per check: passed, failed, errored; the
//! slowest submissions), or in any report format.

use std::fmt::Write as _;

use crate::checks::CheckStatus;
use crate::report::{gradescope_results, render_csv, render_junit, ProgramReport, ReportFormat};

/// How many of the slowest submissions the summary names.
const SLOWEST_SHOWN: usize = 5;

#[derive(Debug, Clone)]
pub struct Gradebook {
    /// Sorted by student.
    pub reports: Vec<ProgramReport>,
}

/// One check over the class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckTally {
    pub id: String,
    pub passed: usize,
    pub failed: usize,
    pub errored: usize,
    /// Flagged for review: some script could not judge it for the student.
    pub not_judged: usize,
}

impl Gradebook {
    pub fn new(mut reports: Vec<ProgramReport>) -> Gradebook {
        reports.sort_by(|a, b| student_name(a).cmp(student_name(b)));
        Gradebook { reports }
    }

    /// `gradebook.csv`: student, score, max_score, then a column per check.
    pub fn csv(&self) -> String {
        render_csv(&self.reports)
    }

    /// Per check, how many students passed, failed, errored it, and how many
    /// had it not judged somewhere (flagged for review). A check not
    /// applicable to a student's language counts in none.
    pub fn tallies(&self) -> Vec<CheckTally> {
        let mut tallies: Vec<CheckTally> = Vec::new();
        for report in &self.reports {
            for check in report.checks.iter().filter(|check| !check.not_applicable) {
                let index = match tallies.iter().position(|tally| tally.id == check.id) {
                    Some(index) => index,
                    None => {
                        tallies.push(CheckTally {
                            id: check.id.clone(),
                            passed: 0,
                            failed: 0,
                            errored: 0,
                            not_judged: 0,
                        });
                        tallies.len() - 1
                    }
                };
                let tally = &mut tallies[index];
                match check.status {
                    CheckStatus::Pass => tally.passed += 1,
                    CheckStatus::Fail => tally.failed += 1,
                    CheckStatus::Error => tally.errored += 1,
                    CheckStatus::Skip => {}
                }
                if check.not_judged {
                    tally.not_judged += 1;
                }
            }
        }
        tallies
    }

    /// The students that took longest, slowest first, with their time in ms.
    pub fn slowest(&self, count: usize) -> Vec<(&str, u64)> {
        let mut times: Vec<(&str, u64)> = self
            .reports
            .iter()
            .filter_map(|report| Some((student_name(report), report.timing?.total_ms())))
            .collect();
        times.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        times.truncate(count);
        times
    }

    /// The instructor's summary.
    pub fn summary(&self) -> String {
        let mut text = String::new();
        let full = self
            .reports
            .iter()
            .filter(|report| report.score >= report.max_score)
            .count();
        let _ = writeln!(
            text,
            "{} students, {full} with full marks",
            self.reports.len()
        );
        let tallies = self.tallies();
        let width = tallies
            .iter()
            .map(|tally| tally.id.len())
            .max()
            .unwrap_or(5)
            .max(5);
        let _ = writeln!(
            text,
            "\n{:<width$}  {:>6}  {:>6}  {:>7}  {:>10}",
            "check", "passed", "failed", "errored", "not judged"
        );
        for tally in &tallies {
            let _ = writeln!(
                text,
                "{:<width$}  {:>6}  {:>6}  {:>7}  {:>10}",
                tally.id, tally.passed, tally.failed, tally.errored, tally.not_judged
            );
        }
        let slowest = self.slowest(SLOWEST_SHOWN);
        if !slowest.is_empty() {
            let _ = writeln!(text, "\nslowest submissions:");
            for (student, ms) in slowest {
                let report = self
                    .reports
                    .iter()
                    .find(|report| student_name(report) == student);
                let split = report
                    .and_then(|report| report.timing)
                    .map(|timing| {
                        format!(
                            " (build {:.1} s, run {:.1} s, judge {:.1} s)",
                            timing.build_ms as f64 / 1000.0,
                            timing.run_ms as f64 / 1000.0,
                            timing.judge_ms as f64 / 1000.0
                        )
                    })
                    .unwrap_or_default();
                let _ = writeln!(text, "  {student}: {:.1} s{split}", ms as f64 / 1000.0);
            }
        }
        text
    }

    /// The whole class in `format`: text is the summary, json every report,
    /// csv the gradebook, junit a suite per student, gradescope an object of
    /// results.json per student.
    pub fn render(&self, format: ReportFormat) -> String {
        let mut text = match format {
            ReportFormat::Text => return self.summary(),
            ReportFormat::Csv => return self.csv(),
            ReportFormat::Junit => return render_junit(&self.reports),
            ReportFormat::Json => serde_json::to_string_pretty(&self.reports),
            ReportFormat::Gradescope => {
                let by_student: serde_json::Map<String, serde_json::Value> = self
                    .reports
                    .iter()
                    .map(|report| {
                        let results = serde_json::to_value(gradescope_results(report))
                            .expect("Gradescope results always serialize");
                        (student_name(report).to_string(), results)
                    })
                    .collect();
                serde_json::to_string_pretty(&by_student)
            }
        }
        .expect("reports always serialize");
        text.push('\n');
        text
    }
}

fn student_name(report: &ProgramReport) -> &str {
    report.student.as_deref().unwrap_or(&report.program)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckOutcome;
    use crate::report::{CheckReport, ScriptCheckResult, Timing};

    fn report(student: &str, statuses: &[CheckStatus], total_ms: u64) -> ProgramReport {
        let checks = statuses
            .iter()
            .zip(["runs", "balance"])
            .map(|(&status, id)| {
                let outcome = CheckOutcome::new(id, status, "m");
                CheckReport::fold(
                    id,
                    crate::points::Points::from_hundredths(100),
                    vec![ScriptCheckResult::new("s", None, outcome, String::new())],
                )
            })
            .collect();
        let mut report = ProgramReport::new("ceelo", "p", checks, Vec::new(), Vec::new());
        report.student = Some(student.to_string());
        report.timing = Some(Timing {
            build_ms: 0,
            run_ms: total_ms,
            judge_ms: 0,
        });
        report
    }

    #[test]
    fn tallies_count_each_status_per_check() {
        let gradebook = Gradebook::new(vec![
            report("cy", &[CheckStatus::Pass, CheckStatus::Fail], 10),
            report("ada", &[CheckStatus::Pass, CheckStatus::Error], 30),
            report("bo", &[CheckStatus::Fail, CheckStatus::Skip], 20),
        ]);
        let tallies = gradebook.tallies();
        let counts: Vec<(&str, usize, usize, usize, usize)> = tallies
            .iter()
            .map(|t| (t.id.as_str(), t.passed, t.failed, t.errored, t.not_judged))
            .collect();
        assert_eq!(counts, [("runs", 2, 1, 0, 0), ("balance", 0, 1, 1, 1)]);
        assert_eq!(gradebook.slowest(2), [("ada", 30), ("bo", 20)]);
        let students: Vec<&str> = gradebook.reports.iter().map(student_name).collect();
        assert_eq!(students, ["ada", "bo", "cy"]);
        let summary = gradebook.summary();
        assert!(
            summary.contains("3 students, 0 with full marks"),
            "{summary}"
        );
        assert!(summary.contains("  ada: 0.0 s"), "{summary}");
    }
}
