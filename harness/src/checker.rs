//! `check`: build a submission, play every selected script against it,
//! judge each run, and fold the results into one scored report.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::assignment::{Assignment, Language};
use crate::build::{BuildError, BuildOutcome, Builder};
use crate::checks::exact_replay::ReferencePlay;
use crate::checks::{
    implemented_checks, judge, judge_exact_replay, CheckOutcome, CheckStatus, JavaException,
    JudgeDeadline, ReferenceRuns, EXACT_REPLAY, PROMPTS, RUNS,
};
use crate::expected_play::{dialogue_of, play_expected, rig_for};
use crate::report::{CheckReport, ProgramReport, RunReport, ScriptCheckResult};
use crate::script::Script;
use crate::script_notes::ScriptNotes;
use crate::script_run::{RunOptions, ScriptRun, ScriptRunError};
use crate::shell_command::ShellCommand;
use crate::submission::Submission;
use crate::transcript::Verdict;

#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    #[error(transparent)]
    Build(#[from] BuildError),
    #[error("script {script}: {source}")]
    Run {
        script: String,
        #[source]
        source: ScriptRunError,
    },
}

/// Checks programs of one assignment.
#[derive(Debug)]
pub struct Checker<'a> {
    pub assignment: &'a Assignment,
    pub builder: Builder,
    pub options: RunOptions,
    /// The reference's play of each script, made once for every program
    /// this checker judges.
    reference_runs: ReferenceRuns,
    /// Say on stderr what the reference's play shows wrong with a script
    /// (`lint` says it in its own report instead).
    warn_about_scripts: bool,
}

impl<'a> Checker<'a> {
    pub fn new(assignment: &'a Assignment, builder: Builder, options: RunOptions) -> Self {
        Checker {
            assignment,
            builder,
            options,
            reference_runs: ReferenceRuns::default(),
            warn_about_scripts: true,
        }
    }

    /// Leave what the reference's play shows wrong with a script unsaid:
    /// the caller reports it.
    pub fn without_script_warnings(mut self) -> Self {
        self.warn_about_scripts = false;
        self
    }

    /// Build and judge `submission` over `scripts`. `program` is how the user
    /// named it, for the report and the commands that reproduce a failure.
    pub fn check(
        &self,
        submission: &Submission,
        program: &str,
        scripts: &[Script],
    ) -> Result<ProgramReport, CheckError> {
        let language = self.language_of(submission);
        let (runnable, build_notes, build) =
            match self.builder.build(submission, self.assignment)? {
                BuildOutcome::Ready {
                    runnable,
                    notes,
                    cached,
                    containment,
                    ..
                } => (
                    runnable,
                    notes,
                    containment.map(|containment| containment.report(cached)),
                ),
                BuildOutcome::Failed {
                    command,
                    log,
                    containment,
                } => {
                    return Ok(self
                        .build_failure_report(program, submission, language, &command, &log)
                        .with_build(containment.map(|containment| containment.report(false))))
                }
            };
        let mut results: BTreeMap<String, Vec<ScriptCheckResult>> = BTreeMap::new();
        let mut runs = Vec::new();
        let mut notes = ScriptNotes::default();
        for script in scripts {
            let expected = self.expected_play(script);
            let rigged = rig_for(self.assignment, script, expected.as_deref().ok());
            let dialogue = expected.as_deref().ok().map(dialogue_of);
            let run = ScriptRun::play_rigged(
                &runnable,
                script,
                self.assignment,
                &self.options,
                &rigged,
                dialogue.as_ref(),
            )
            .map_err(|source| CheckError::Run {
                script: script.name.clone(),
                source,
            })?;
            if !script.hidden {
                if run.inputs_unused > 0 {
                    let unused = run.inputs_unused;
                    notes.add(
                        &script.name,
                        format!("the program ended with {unused} of the script's inputs unused"),
                    );
                }
                for note in run.randomness_notes() {
                    notes.add(&script.name, note);
                }
                for note in &run.plan_notes {
                    notes.add(&script.name, note.clone());
                }
            }
            let judge_time = self
                .options
                .limits
                .over(script.limits)
                .over(self.assignment.limits)
                .judge_time_or_default();
            let deadline = JudgeDeadline::after(judge_time);
            let mut outcomes = judge(self.assignment, &run, expected.as_deref().ok(), &deadline);
            if script.runs_check(EXACT_REPLAY) && self.assignment.applies(EXACT_REPLAY, language) {
                outcomes.push(if deadline.passed() {
                    deadline.not_judged(EXACT_REPLAY)
                } else {
                    judge_exact_replay(
                        self.assignment,
                        &run,
                        expected.as_deref().map_err(String::as_str),
                    )
                });
            }
            // After exact-replay: the first move that parts from the
            // reference's game names a wrong turn too.
            one_failure_for_one_wrong_turn(&run, &mut outcomes);
            nothing_earned_with_a_forged_draw_log(&run, &mut outcomes);
            for outcome in outcomes {
                let id = outcome.id.clone();
                results.entry(id).or_default().push(
                    self.script_result(script, run.seed, program, outcome)
                        .with_excerpt_from(&run.text)
                        .with_inputs_typed(
                            run.transcript.inputs().zip(run.input_lines.iter().copied()),
                        ),
                );
            }
            let mut report = run_report(&run);
            report.hidden = self
                .assignment
                .script_visibility(script)
                .withholds_details();
            runs.push(report);
        }
        let checks = implemented_checks(self.assignment)
            .into_iter()
            .map(|id| self.check_report(id, language, results.remove(id).unwrap_or_default()))
            .collect();
        Ok(ProgramReport::new(
            &self.assignment.name,
            program,
            checks,
            runs,
            build_notes.into_iter().chain(notes.into_lines()).collect(),
        )
        .with_build(build))
    }

    /// The language `assignment.yaml`'s `not_applicable:` reads for this
    /// submission: its sources', or else the assignment's own.
    fn language_of(&self, submission: &Submission) -> Language {
        match submission {
            Submission::Sources { language, .. } => *language,
            _ => self.assignment.language,
        }
    }

    /// Check `id` folded over its scripts' results, or not applicable.
    fn check_report(
        &self,
        id: &str,
        language: Language,
        results: Vec<ScriptCheckResult>,
    ) -> CheckReport {
        if !self.assignment.applies(id, language) {
            return CheckReport::not_applicable(id, language)
                .with_visibility(self.assignment.check_visibility(id));
        }
        CheckReport::fold(id, self.assignment.weight(id), results)
            .with_visibility(self.assignment.check_visibility(id))
    }

    /// The reference's play of `script`, made once for every program this
    /// checker judges.
    fn expected_play(&self, script: &Script) -> Result<Arc<ReferencePlay>, String> {
        self.reference_runs
            .get_or_play(script.path.clone(), script.name.clone(), || {
                play_expected(
                    &self.builder,
                    self.assignment,
                    &self.options,
                    script,
                    self.warn_about_scripts,
                )
            })
    }

    fn script_result(
        &self,
        script: &Script,
        seed: Option<u64>,
        program: &str,
        outcome: CheckOutcome,
    ) -> ScriptCheckResult {
        let reproduce = ShellCommand::new([
            "croupier".to_string(),
            "run".to_string(),
            self.assignment.name.clone(),
            program.to_string(),
            "--script".to_string(),
            script.path.display().to_string(),
        ])
        .to_string();
        ScriptCheckResult::new(&script.name, seed, outcome, reproduce).weighted(
            self.assignment.script_weight(&script.name),
            self.assignment.script_visibility(script),
        )
    }

    /// Every check fails once for the build (not once per script: no script
    /// ran), the compiler's output is kept whole in the build's run, and the
    /// help is a command that builds the sources in the student's own folder.
    fn build_failure_report(
        &self,
        program: &str,
        submission: &Submission,
        language: Language,
        command: &str,
        log: &str,
    ) -> ProgramReport {
        let message = crate::report::BUILD_FAILED;
        let build_here = build_in_own_folder(submission, self.assignment);
        // No command: nothing could be compiled (no sources, another
        // language), and the log says why.
        let help = if command.is_empty() {
            "submit your program's source files".to_string()
        } else {
            format!("build it yourself with: {build_here}")
        };
        let first_error = log
            .lines()
            .find(|line| line.contains("error") || line.contains("multiple definition"))
            .or_else(|| log.lines().find(|line| !line.trim().is_empty()))
            .unwrap_or("the compiler gave no reason")
            .to_string();
        let checks = implemented_checks(self.assignment)
            .into_iter()
            .map(|id| {
                let outcome = CheckOutcome::fail(id, message)
                    .expected("a program that compiles")
                    .seen(first_error.clone())
                    .help(help.clone());
                let result = ScriptCheckResult::new("build", None, outcome, build_here.clone());
                self.check_report(id, language, vec![result])
            })
            .collect();
        let runs = vec![RunReport {
            script: "build".to_string(),
            seed: None,
            verdict: Verdict::BuildError,
            exit_code: None,
            duration_ms: 0,
            detail: if command.is_empty() {
                first_error.clone()
            } else {
                format!("the compiler refused the sources; build it yourself with: {build_here}")
            },
            hidden: false,
            inputs_sent: 0,
            inputs_unused: 0,
            last_lines: log
                .lines()
                .take(BUILD_LOG_LINES)
                .map(str::to_string)
                .collect(),
            contained: true,
            not_contained_because: None,
        }];
        ProgramReport::new(&self.assignment.name, program, checks, runs, Vec::new())
    }
}

/// The compiler's output kept in a build failure's report: all of it but a flood.
const BUILD_LOG_LINES: usize = 200;

/// The assignment's build command for `submission`'s sources, run in the
/// student's folder (the build croupier ran was in a staging folder of its
/// cache, gone by now): `cd 'ada' && cc -std=gnu17 -O2 -o program a.c b.c -lm`.
fn build_in_own_folder(submission: &Submission, assignment: &Assignment) -> String {
    let Submission::Sources {
        language,
        root,
        files,
    } = submission
    else {
        return "(croupier did not build this program)".to_string();
    };
    let (template, output) = match language {
        Language::C => (&assignment.build.c, "program"),
        Language::Java => (&assignment.build.java, "classes"),
        Language::Cpp => (&assignment.build.cpp, "program"),
    };
    // A source taken without regard to case (`Player.Java`) is compiled under the name the
    // compiler reads; the student's own command has to make that copy first or it fails.
    let mut copies = Vec::new();
    let mut sources = Vec::new();
    for file in files {
        let relative = file.strip_prefix(root).unwrap_or(file).to_path_buf();
        if crate::submission::SourceKind::of(file).is_some_and(|kind| kind.case_folded) {
            let readable = relative.with_extension(language.source_extension());
            copies.push(ShellCommand::new([
                "cp".to_string(),
                relative.display().to_string(),
                readable.display().to_string(),
            ]));
            sources.push(readable.display().to_string());
        } else {
            sources.push(relative.display().to_string());
        }
    }
    let mut words = Vec::new();
    for word in template {
        if word == "{sources}" {
            words.extend(sources.iter().cloned());
        } else {
            words.push(word.replace("{output}", output));
        }
    }
    let command = copies
        .iter()
        .chain(std::iter::once(&ShellCommand::new(words)))
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" && ");
    match root.to_str() {
        Some("") | Some(".") => command,
        _ => format!(
            "cd {} && {command}",
            crate::shell_command::quoted(&root.display().to_string())
        ),
    }
}

/// Where the script's plan stopped the run at a prompt it does not expect
/// and a rule check already fails for what came before, `runs` does not
/// charge the same wrong turn again: it is not judged, and says why.
fn one_failure_for_one_wrong_turn(run: &ScriptRun, outcomes: &mut [CheckOutcome]) {
    let Some(reason) = &run.stopped_because else {
        return;
    };
    let failing: Vec<String> = outcomes
        .iter()
        .filter(|outcome| {
            outcome.id != RUNS && outcome.id != PROMPTS && outcome.status == CheckStatus::Fail
        })
        .map(|outcome| outcome.id.clone())
        .collect();
    if failing.is_empty() {
        return;
    }
    let named = failing.join(", ");
    for outcome in outcomes.iter_mut().filter(|outcome| outcome.id == RUNS) {
        *outcome = CheckOutcome::skip(
            RUNS,
            format!(
                "the run stopped where {reason}; {named} already fail{} on what the program did before it",
                if failing.len() == 1 { "s" } else { "" }
            ),
        );
    }
}

/// A run whose draw log holds a line the shim could not have written (the
/// program wrote it) earns nothing: `runs` fails naming the line, and every
/// other check of the run is not judged, so no forgery can raise a score.
fn nothing_earned_with_a_forged_draw_log(run: &ScriptRun, outcomes: &mut [CheckOutcome]) {
    let Some(forged) = run.randomness.forged() else {
        return;
    };
    for outcome in outcomes.iter_mut() {
        *outcome = if outcome.id == RUNS {
            CheckOutcome::fail(
                RUNS,
                format!(
                    "the program wrote to croupier's draw log (its line {}: '{}'; {}), so \
                     nothing in this run can be trusted",
                    forged.number, forged.text, forged.why
                ),
            )
            .expected("a draw log only croupier's seed shim writes")
            .seen(format!("'{}'", forged.text))
            .help(
                "do not open, write or close files and descriptors your program did not open \
                 itself (CROUPIER_REPORT is croupier's)",
            )
        } else {
            CheckOutcome::skip(
                &outcome.id,
                "the program wrote to croupier's draw log, so this run is not judged (see runs)",
            )
        };
    }
}

fn run_report(run: &ScriptRun) -> RunReport {
    let end = &run.transcript.end;
    RunReport {
        script: run.script.name.clone(),
        seed: run.seed,
        verdict: end.verdict,
        exit_code: end.exit_code,
        duration_ms: end.duration.as_millis() as u64,
        detail: match JavaException::last_in(&run.text) {
            Some(exception) if end.verdict == Verdict::Crash => {
                format!("{}: {}", end.detail, exception.summary())
            }
            _ => end.detail.clone(),
        },
        hidden: run.script.hidden,
        inputs_sent: run.inputs_sent,
        inputs_unused: run.inputs_unused,
        last_lines: if end.verdict == Verdict::Ok {
            Vec::new()
        } else {
            run.last_lines(5)
        },
        contained: end.containment.is_contained(),
        not_contained_because: end.containment.reason().map(str::to_string),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn the_build_command_for_the_student_copies_a_case_folded_source_first() {
        let assignment = Assignment::builtin("craps").unwrap();
        let root = PathBuf::from("/home/student/hand-in");
        let submission = Submission::Sources {
            language: Language::Java,
            root: root.clone(),
            files: vec![root.join("Craps.java"), root.join("Player.Java")],
        };
        let command = build_in_own_folder(&submission, &assignment);
        assert!(
            command.starts_with("cd /home/student/hand-in && cp Player.Java Player.java && "),
            "{command}"
        );
        let compile = command.rsplit(" && ").next().unwrap();
        assert!(compile.ends_with(" Craps.java Player.java"), "{command}");
        assert!(!compile.contains("Player.Java"), "{command}");
    }

    #[test]
    fn the_build_command_for_plain_sources_is_the_assignments_own() {
        let assignment = Assignment::builtin("ceelo").unwrap();
        let submission = Submission::Sources {
            language: Language::C,
            root: PathBuf::from("."),
            files: vec![PathBuf::from("./ceelo.c")],
        };
        let command = build_in_own_folder(&submission, &assignment);
        assert!(!command.contains("cp "), "{command}");
        assert!(command.contains("ceelo.c"), "{command}");
        assert!(!command.starts_with("cd "), "{command}");
    }
}
