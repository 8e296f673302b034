//! Grading the students of a class in parallel (a rayon pool of `jobs`
//! threads, a student per job, a student's scripts in sequence), each result
//! stored the moment it is known.

use std::time::Instant;

use rayon::prelude::*;

use super::{GradingError, GradingProgress, ResultStore, Student};
use crate::checker::Checker;
use crate::report::{ProgramReport, Timing};
use crate::script::Script;
use crate::submission::Submission;

#[derive(Debug)]
pub struct ClassGrader<'a> {
    pub checker: Checker<'a>,
    pub scripts: Vec<Script>,
    pub jobs: usize,
    /// Grade students that already have a result.
    pub force: bool,
}

/// What a grading run did.
#[derive(Debug, Default)]
pub struct ClassRun {
    pub graded: Vec<String>,
    /// Already graded by an earlier run.
    pub skipped: Vec<String>,
    /// Students croupier could not grade, and why (no result was stored).
    pub failures: Vec<(String, String)>,
}

impl ClassGrader<'_> {
    pub fn grade(
        &self,
        students: &[Student],
        store: &ResultStore,
        progress: &GradingProgress,
    ) -> Result<ClassRun, GradingError> {
        let (skipped, pending): (Vec<&Student>, Vec<&Student>) = students
            .iter()
            .partition(|student| !self.force && store.has(&student.name));
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.jobs)
            .build()
            .map_err(|error| GradingError::Jobs {
                jobs: self.jobs,
                message: error.to_string(),
            })?;
        let outcomes: Vec<(String, Result<(), String>)> = pool.install(|| {
            pending
                .par_iter()
                .map(|student| {
                    let outcome = self.grade_student(student).and_then(|report| {
                        store
                            .save(&student.name, &report)
                            .map_err(|error| error.to_string())?;
                        Ok(report)
                    });
                    let summary = match &outcome {
                        Ok(report) => summary(report),
                        Err(message) => format!("not graded: {message}"),
                    };
                    progress.student_done(&student.name, &summary);
                    (student.name.clone(), outcome.map(|_| ()))
                })
                .collect()
        });
        progress.finish();
        let mut run = ClassRun {
            skipped: skipped.iter().map(|student| student.name.clone()).collect(),
            ..ClassRun::default()
        };
        for (student, outcome) in outcomes {
            match outcome {
                Ok(()) => run.graded.push(student),
                Err(message) => run.failures.push((student, message)),
            }
        }
        Ok(run)
    }

    /// Build, then check: the build is timed apart (the checker then finds
    /// it in the cache), running is the programs' own time, judging the rest.
    fn grade_student(&self, student: &Student) -> Result<ProgramReport, String> {
        let submission = Submission::from_path(&student.path).map_err(|error| error.to_string())?;
        let started = Instant::now();
        // A failed compile is an outcome the checker reports; only an error stops here.
        self.checker
            .builder
            .build(&submission, self.checker.assignment)
            .map_err(|error| error.to_string())?;
        let build_ms = elapsed_ms(started);
        let checked = Instant::now();
        let mut report = self
            .checker
            .check(
                &submission,
                &super::escaped_name(student.path.as_os_str()),
                &self.scripts,
            )
            .map_err(|error| error.to_string())?;
        let check_ms = elapsed_ms(checked);
        let run_ms: u64 = report.runs.iter().map(|run| run.duration_ms).sum();
        report.student = Some(student.name.clone());
        report.timing = Some(Timing {
            build_ms,
            run_ms,
            judge_ms: check_ms.saturating_sub(run_ms),
        });
        Ok(report)
    }
}

fn elapsed_ms(since: Instant) -> u64 {
    since.elapsed().as_millis() as u64
}

fn summary(report: &ProgramReport) -> String {
    let seconds = report
        .timing
        .map_or(0.0, |timing| timing.total_ms() as f64 / 1000.0);
    format!("{} / {} in {seconds:.1} s", report.score, report.max_score)
}
