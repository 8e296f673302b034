//! `croupier check`: judge one program over the selected scripts.

use super::{builder_for, run_options, CommandError, Outcome};
use crate::checker::Checker;
use crate::cli::CheckArgs;
use crate::report::render;
use crate::submission::Submission;

pub fn check(args: CheckArgs) -> Result<Outcome, CommandError> {
    let settings = &args.program.settings;
    let assignment = super::load_assignment(
        &args.program.assignment,
        settings.assignment_file.as_deref(),
        settings.patterns.as_deref(),
    )?;
    let submission = Submission::locate(args.program.program.as_deref(), &args.program.command)?;
    let scripts = super::graded_scripts(&assignment, &args.scripts, &args.hidden_scripts)?;
    let checker = Checker::new(
        &assignment,
        builder_for(&args.program.settings),
        run_options(&args.program.settings, None),
    );
    let report = checker.check(&submission, &submission.describe(), &scripts)?;
    super::print(&render(&report, args.format))?;
    // "Every check passed" (DESIGN.md's exit codes): a check not judged did not pass, so a
    // program mostly left unjudged is not green in a student's CI at a fraction of the marks.
    Ok(if report.all_passed() {
        Outcome::Passed
    } else {
        Outcome::Failed
    })
}
