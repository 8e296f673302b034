//! `croupier lint`: play each script with the reference and say, per
//! script, whether the reference passes it, before any student is charged
//! for a script's own mistake.

use super::{builder_for, missing_seed_warning, run_options, CommandError, Outcome};
use crate::checker::Checker;
use crate::cli::LintArgs;
use crate::script_lint::{lint_exit_code, lint_summary, ScriptLint};
use crate::script_selection::select_each_script;
use crate::submission::Submission;

pub fn lint(args: LintArgs) -> Result<Outcome, CommandError> {
    let settings = &args.settings;
    let assignment = super::load_assignment(
        &args.assignment,
        settings.assignment_file.as_deref(),
        settings.patterns.as_deref(),
    )?;
    let checker = Checker::new(
        &assignment,
        builder_for(settings),
        run_options(settings, None),
    )
    .without_script_warnings();
    let mut lints = Vec::new();
    for script in select_each_script(&assignment, &args.scripts)? {
        let lint = match script {
            Err(error) => ScriptLint::unreadable(&error),
            Ok(script) => {
                let report = checker.check(
                    &Submission::Reference,
                    "reference",
                    std::slice::from_ref(&script),
                )?;
                let warnings = missing_seed_warning(&assignment, &script)
                    .into_iter()
                    .collect();
                ScriptLint::of_reference(&script, &report, warnings)
            }
        };
        super::print(&lint.render())?;
        lints.push(lint);
    }
    super::print(&format!("\n{}\n", lint_summary(&assignment.name, &lints)))?;
    Ok(Outcome::Exit(lint_exit_code(&lints)))
}
