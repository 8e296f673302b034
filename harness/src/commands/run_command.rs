//! `croupier run`: play one script and print what a person would have seen.

use std::io::Write;

use super::{builder_for, run_options, CommandError, Outcome};
use crate::build::BuildOutcome;
use crate::cli::RunArgs;
use crate::expected_play::{dialogue_of, play_expected, rig_for};
use crate::script_run::ScriptRun;
use crate::script_selection::find_script;
use crate::submission::Submission;
use crate::transcript::Verdict;

pub fn run(args: RunArgs) -> Result<Outcome, CommandError> {
    let settings = &args.program.settings;
    let assignment = super::load_assignment(
        &args.program.assignment,
        settings.assignment_file.as_deref(),
        settings.patterns.as_deref(),
    )?;
    let submission = Submission::locate(args.program.program.as_deref(), &args.program.command)?;
    let script = find_script(&assignment, &args.script)?;
    let runnable = match builder_for(&args.program.settings).build(&submission, &assignment)? {
        BuildOutcome::Ready {
            runnable,
            cached,
            containment,
            ..
        } => {
            let build = containment.map(|containment| containment.report(cached));
            if let Some(reason) = build.and_then(|build| build.not_contained_because) {
                eprintln!("[croupier] build not contained: {reason}");
            }
            runnable
        }
        BuildOutcome::Failed { command, log, .. } => {
            eprintln!("the program did not build:\n$ {command}\n{log}");
            return Ok(Outcome::Failed);
        }
    };
    let options = run_options(&args.program.settings, args.seed);
    let builder = builder_for(&args.program.settings);
    // The very game `check` judges: where every draw is rigged, the
    // reference's faces for this script.
    let expected = play_expected(&builder, &assignment, &options, &script, true);
    let rigged = rig_for(&assignment, &script, expected.as_ref().ok());
    let dialogue = expected.as_ref().ok().map(dialogue_of);
    let run = ScriptRun::play_rigged(
        &runnable,
        &script,
        &assignment,
        &options,
        &rigged,
        dialogue.as_ref(),
    )?;
    let mut out = std::io::stdout().lock();
    out.write_all(run.text.as_bytes())?;
    if !run.text.ends_with('\n') && !run.text.is_empty() {
        writeln!(out)?;
    }
    out.flush()?;
    for note in run.randomness_notes().iter().chain(&run.plan_notes) {
        eprintln!("[croupier] {note}");
    }
    for unmet in run.expectations.iter().filter(|outcome| !outcome.met) {
        let seen = unmet.seen.trim_end().lines().last().unwrap_or("").trim();
        eprintln!(
            "[croupier] step {} expected {} before input {}; the program printed: '{seen}'",
            unmet.step,
            unmet.expected,
            unmet.after_inputs + 1
        );
    }
    let end = &run.transcript.end;
    eprintln!(
        "[croupier] {}: {} ({:.2} s, {} inputs sent{})",
        end.verdict.as_str(),
        end.detail,
        end.duration.as_secs_f64(),
        run.inputs_sent,
        if run.inputs_unused > 0 {
            format!(", {} unused", run.inputs_unused)
        } else {
            String::new()
        }
    );
    if let Some(reason) = end.containment.reason() {
        eprintln!("[croupier] not contained: {reason}");
    }
    Ok(if end.verdict == Verdict::Ok {
        Outcome::Passed
    } else {
        Outcome::Failed
    })
}
