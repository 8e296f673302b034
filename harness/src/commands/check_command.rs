//! `croupier check`: judge one program over the selected scripts.

use std::io::Write;

use super::{builder_for, run_options, CommandError, Outcome};
use crate::assignment::Assignment;
use crate::checker::Checker;
use crate::cli::CheckArgs;
use crate::report::{render_json, render_text, ReportFormat};
use crate::script_selection::select_scripts;
use crate::submission::Submission;

pub fn check(args: CheckArgs) -> Result<Outcome, CommandError> {
    let mut assignment = Assignment::builtin(&args.program.assignment)?;
    if let Some(file) = &args.program.patterns {
        assignment.override_patterns(file)?;
    }
    let submission = Submission::locate(args.program.program.as_deref(), &args.program.command)?;
    let scripts = select_scripts(&assignment, &args.scripts)?;
    let checker = Checker {
        assignment: &assignment,
        builder: builder_for(&args.program),
        options: run_options(&args.program, None),
    };
    let report = checker.check(&submission, &submission.describe(), &scripts)?;
    let rendered = match args.format {
        ReportFormat::Text => render_text(&report),
        ReportFormat::Json => render_json(&report),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(rendered.as_bytes())?;
    out.flush()?;
    Ok(if report.all_passed() {
        Outcome::Passed
    } else {
        Outcome::Failed
    })
}
