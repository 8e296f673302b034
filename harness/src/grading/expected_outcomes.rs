//! A manifest of sample submissions and the checks each must fail (`grade --expect`): after
//! grading, each student's failed checks are compared with it, so an instructor who changes an
//! assignment file or adds scripts sees at once whether known programs still grade as known.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::class_roster::student_name;
use super::GradingError;
use crate::checks::CheckStatus;
use crate::report::ProgramReport;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawManifest {
    submissions: Vec<RawExpected>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExpected {
    /// A file or folder, relative to the manifest.
    path: String,
    /// The checks this submission must fail; none for a correct one.
    #[serde(default)]
    fails: Vec<String>,
    /// What is wrong with it, in a sentence.
    #[allow(dead_code)] // read by people; required so that every entry says why
    note: String,
    /// Set while the bug needs a roll that play seldom gives: the checks of `fails` may then
    /// pass, but no other check may fail.
    waits_for_rigged_dice: Option<String>,
}

/// One sample submission's expected grade.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Expected {
    path: String,
    student: String,
    fails: BTreeSet<String>,
    may_pass: bool,
}

/// The manifest's expectations, by student.
#[derive(Debug)]
pub struct ExpectedOutcomes {
    file: PathBuf,
    expected: Vec<Expected>,
}

impl ExpectedOutcomes {
    pub fn load(file: &Path) -> Result<ExpectedOutcomes, GradingError> {
        let invalid = |message: String| GradingError::Manifest {
            file: file.to_path_buf(),
            message,
        };
        let text = std::fs::read_to_string(file).map_err(|error| invalid(error.to_string()))?;
        let raw: RawManifest =
            serde_yaml::from_str(&text).map_err(|error| invalid(error.to_string()))?;
        let folder = file.parent().unwrap_or(Path::new("."));
        let mut expected = Vec::new();
        for (index, entry) in raw.submissions.into_iter().enumerate() {
            let student = student_name(&folder.join(&entry.path)).ok_or_else(|| {
                invalid(format!(
                    "submissions[{}].path: '{}' is no submission croupier grades",
                    index + 1,
                    entry.path
                ))
            })?;
            expected.push(Expected {
                path: entry.path,
                student,
                fails: entry.fails.into_iter().collect(),
                may_pass: entry.waits_for_rigged_dice.is_some(),
            });
        }
        Ok(ExpectedOutcomes {
            file: file.to_path_buf(),
            expected,
        })
    }

    /// A sentence per submission that did not grade as the manifest says; none when all did.
    pub fn mismatches(&self, reports: &[ProgramReport]) -> Vec<String> {
        let mut found = Vec::new();
        for expected in &self.expected {
            let report = reports
                .iter()
                .find(|report| report.student.as_deref() == Some(expected.student.as_str()));
            let Some(report) = report else {
                found.push(format!("{}: not graded", expected.path));
                continue;
            };
            let with = |status: CheckStatus| -> BTreeSet<String> {
                report
                    .checks
                    .iter()
                    .filter(|check| check.status == status)
                    .map(|check| check.id.clone())
                    .collect()
            };
            let failed = with(CheckStatus::Fail);
            let errored = with(CheckStatus::Error);
            let acceptable = if expected.may_pass {
                failed.is_subset(&expected.fails)
            } else {
                failed == expected.fails
            };
            if !acceptable || !errored.is_empty() {
                let list = |set: &BTreeSet<String>| match set.is_empty() {
                    true => "nothing".to_string(),
                    false => set.iter().cloned().collect::<Vec<_>>().join(", "),
                };
                let mut sentence = format!(
                    "{}: expected to fail {}, failed {}",
                    expected.path,
                    list(&expected.fails),
                    list(&failed)
                );
                if !errored.is_empty() {
                    sentence.push_str(&format!(", errored {}", list(&errored)));
                }
                found.push(sentence);
            }
        }
        found
    }

    /// The line that ends a comparison: "all as expected" or how many were not.
    pub fn summary(&self, mismatches: &[String]) -> String {
        match mismatches.len() {
            0 => format!(
                "all as expected: the {} submissions of {} graded as it says",
                self.expected.len(),
                self.file.display()
            ),
            count => format!(
                "not as expected: {count} of the {} submissions of {}",
                self.expected.len(),
                self.file.display()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::CheckStatus;
    use crate::report::{CheckReport, ProgramReport};

    fn report(student: &str, statuses: &[(&str, CheckStatus)]) -> ProgramReport {
        let checks = statuses
            .iter()
            .map(|(id, status)| {
                let mut check = CheckReport::not_applicable(id, crate::assignment::Language::C);
                check.not_applicable = false;
                check.status = *status;
                check
            })
            .collect();
        let mut report = ProgramReport::new("ceelo", student, checks, Vec::new(), Vec::new());
        report.student = Some(student.to_string());
        report
    }

    #[test]
    fn each_submission_is_compared_with_what_the_manifest_says() {
        let folder = tempfile::tempdir().unwrap();
        let manifest = folder.path().join("manifest.yaml");
        std::fs::write(
            &manifest,
            "submissions:\n  - {path: good.c, note: correct}\n  - {path: bad.c, fails: [winner], note: wrong winner}\n  - {path: rare.c, fails: [reroll], note: rare, waits_for_rigged_dice: issue 3}\n  - {path: Gone, note: a folder}\n",
        )
        .unwrap();
        let outcomes = ExpectedOutcomes::load(&manifest).unwrap();
        use CheckStatus::{Error, Fail, Pass};
        // (reports, the mismatches' beginnings)
        let cases: [(Vec<ProgramReport>, Vec<&str>); 3] = [
            (
                vec![
                    report("good", &[("winner", Pass)]),
                    report("bad", &[("winner", Fail)]),
                    report("rare", &[("reroll", Pass)]),
                    report("Gone", &[("winner", Pass)]),
                ],
                vec![],
            ),
            (
                vec![
                    report("good", &[("winner", Fail)]),
                    report("bad", &[("winner", Pass)]),
                    report("rare", &[("reroll", Pass), ("balance", Fail)]),
                    report("Gone", &[("winner", Error)]),
                ],
                vec![
                    "good.c: expected to fail nothing, failed winner",
                    "bad.c: expected to fail winner, failed nothing",
                    "rare.c: expected to fail reroll, failed balance",
                    "Gone: expected to fail nothing, failed nothing, errored winner",
                ],
            ),
            (
                vec![report("good", &[])],
                vec![
                    "bad.c: not graded",
                    "rare.c: not graded",
                    "Gone: not graded",
                ],
            ),
        ];
        for (reports, expected) in cases {
            assert_eq!(outcomes.mismatches(&reports), expected);
        }
        assert!(outcomes
            .summary(&[])
            .starts_with("all as expected: the 4 submissions of"));
        assert!(outcomes
            .summary(&["x".to_string()])
            .starts_with("not as expected: 1 of the 4 submissions"));
    }

    #[test]
    fn an_unknown_field_names_the_manifest() {
        let folder = tempfile::tempdir().unwrap();
        let manifest = folder.path().join("manifest.yaml");
        std::fs::write(
            &manifest,
            "submissions:\n  - {path: a.c, note: n, fail: [x]}\n",
        )
        .unwrap();
        let error = ExpectedOutcomes::load(&manifest).unwrap_err().to_string();
        assert!(
            error.contains("manifest.yaml") && error.contains("unknown field `fail`"),
            "{error}"
        );
    }
}
