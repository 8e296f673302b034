//! `croupier list`: the assignments, their checks (each with what it
//! judges) and built-in scripts.

use std::io::Write;

use super::{CommandError, Outcome};
use crate::assignment::{Assignment, ASSIGNMENT_NAMES};
use crate::checks::implemented_checks;

pub fn list() -> Result<Outcome, CommandError> {
    let mut out = std::io::stdout().lock();
    for name in ASSIGNMENT_NAMES {
        let assignment = Assignment::builtin(name)?;
        writeln!(out, "{name}: {}", assignment.title)?;
        writeln!(
            out,
            "  checks: {}",
            implemented_checks(&assignment).join(", ")
        )?;
        // What each check judges, for a student reading a report.
        let ruled: Vec<(&str, &str)> = implemented_checks(&assignment)
            .into_iter()
            .filter_map(|id| {
                let check = assignment.checks.iter().find(|check| check.id == id)?;
                Some((id, check.rule.as_deref()?))
            })
            .collect();
        if !ruled.is_empty() {
            writeln!(out, "  what each check judges:")?;
            for (id, rule) in ruled {
                writeln!(out, "    {id:<28} {rule}")?;
            }
        }
        let scripts = assignment
            .default_scripts()
            .map_err(crate::script_selection::ScriptSelectionError::from)?;
        writeln!(out, "  scripts:")?;
        for script in scripts {
            // A folded YAML description may span lines: one line each here.
            let description = script
                .description
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            writeln!(out, "    {:<28} {description}", script.name)?;
        }
    }
    Ok(Outcome::Passed)
}
