//! `croupier grade`: check every student of a class into a results folder,
//! then write the gradebook and print the class in the chosen format.

use super::{builder_for, run_options, CommandError, Outcome};
use crate::checker::Checker;
use crate::cli::GradeArgs;
use crate::grading::{
    discover_class, ClassGrader, ExpectedOutcomes, Gradebook, GradingProgress, ResultStore,
    GRADEBOOK_FILE, REPORT_FILE,
};

pub fn grade(args: GradeArgs) -> Result<Outcome, CommandError> {
    let assignment = super::load_assignment(
        &args.assignment,
        args.settings.assignment_file.as_deref(),
        args.settings.patterns.as_deref(),
    )?;
    let scripts = super::graded_scripts(&assignment, &args.scripts, &args.hidden_scripts)?;
    // Read first: a broken manifest is said before a class is graded for nothing.
    let expected = args
        .expect
        .as_deref()
        .map(ExpectedOutcomes::load)
        .transpose()?;
    let mut students = discover_class(&args.submissions, &[&args.out])?;
    if let Some(shard) = args.shard {
        students = shard.select(&students);
    }
    let store = ResultStore::create(&args.out)?;
    let grader = ClassGrader {
        checker: Checker::new(
            &assignment,
            builder_for(&args.settings),
            run_options(&args.settings, None),
        ),
        scripts,
        jobs: args.jobs.map_or_else(default_jobs, usize::from),
        force: args.force,
    };
    let progress = GradingProgress::for_stderr(students.len());
    let run = grader.grade(&students, &store, &progress)?;
    let mut reports = Vec::new();
    for student in &students {
        if store.has(&student.name) {
            reports.push(store.load(&student.name)?);
        }
    }
    let mismatches = expected
        .as_ref()
        .map(|expected| expected.mismatches(&reports));
    let gradebook = Gradebook::new(reports);
    store.write_whole(GRADEBOOK_FILE, gradebook.csv().as_bytes())?;
    store.write_whole(REPORT_FILE, gradebook.html().as_bytes())?;
    super::print(&gradebook.render(args.format))?;
    eprintln!(
        "graded {} students, {} already graded before; results in {}",
        run.graded.len(),
        run.skipped.len(),
        store.folder().display()
    );
    if let (Some(expected), Some(mismatches)) = (&expected, &mismatches) {
        for mismatch in mismatches {
            eprintln!("not as expected: {mismatch}");
        }
        eprintln!("{}", expected.summary(mismatches));
    }
    let as_expected = mismatches.as_ref().is_none_or(Vec::is_empty);
    if run.failures.is_empty() {
        return Ok(if as_expected {
            Outcome::Passed
        } else {
            Outcome::Failed
        });
    }
    for (student, message) in &run.failures {
        eprintln!("error: could not grade {student}: {message}");
    }
    eprintln!(
        "{} students were not graded; run the same command again to retry them",
        run.failures.len()
    );
    Ok(Outcome::Exit(2))
}

fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
