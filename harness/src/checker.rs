//! `check`: build a submission, play every selected script against it,
//! judge each run, and fold the results into one scored report.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::assignment::{Assignment, Language};
use crate::build::{BuildError, BuildOutcome, Builder};
use crate::checks::exact_replay::ReferencePlay;
use crate::checks::{
    implemented_checks, judge, judge_exact_replay, CheckOutcome, CheckStatus, ReferenceRuns,
    EXACT_REPLAY, PROMPTS, RUNS,
};
use crate::expected_play::{dialogue_of, play_expected, rig_for};
use crate::report::{CheckReport, ProgramReport, RunReport, ScriptCheckResult};
use crate::script::Script;
use crate::script_notes::ScriptNotes;
use crate::script_run::{RunOptions, ScriptRun, ScriptRunError};
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
        let runnable = match self.builder.build(submission, self.assignment)? {
            BuildOutcome::Ready { runnable, .. } => runnable,
            BuildOutcome::Failed { command, log } => {
                return Ok(self.build_failure_report(program, scripts, language, &command, &log))
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
            let mut outcomes = judge(self.assignment, &run, expected.as_deref().ok());
            if script.runs_check(EXACT_REPLAY) && self.assignment.applies(EXACT_REPLAY, language) {
                outcomes.push(judge_exact_replay(
                    self.assignment,
                    &run,
                    expected.as_deref().map_err(String::as_str),
                ));
            }
            // After exact-replay: the first move that parts from the
            // reference's game names a wrong turn too.
            one_failure_for_one_wrong_turn(&run, &mut outcomes);
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
            notes.into_lines(),
        ))
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
        let reproduce = format!(
            "croupier run {} {} --script {}",
            self.assignment.name,
            program,
            script.path.display()
        );
        ScriptCheckResult::new(&script.name, seed, outcome, reproduce).weighted(
            self.assignment.script_weight(&script.name),
            self.assignment.script_visibility(script),
        )
    }

    fn build_failure_report(
        &self,
        program: &str,
        scripts: &[Script],
        language: Language,
        command: &str,
        log: &str,
    ) -> ProgramReport {
        let message = crate::report::BUILD_FAILED;
        let excerpt: Vec<String> = log.lines().take(20).map(str::to_string).collect();
        let checks = implemented_checks(self.assignment)
            .into_iter()
            .map(|id| {
                let results = scripts
                    .iter()
                    .map(|script| {
                        let outcome = CheckOutcome::fail(id, message)
                            .expected("a program that compiles")
                            .seen(excerpt.first().cloned().unwrap_or_default())
                            .help(format!("build it yourself with: {command}"));
                        self.script_result(script, script.seed, program, outcome)
                    })
                    .collect();
                self.check_report(id, language, results)
            })
            .collect();
        let runs = vec![RunReport {
            script: "build".to_string(),
            seed: None,
            verdict: Verdict::BuildError,
            exit_code: None,
            duration_ms: 0,
            detail: format!("{command} failed"),
            hidden: false,
            inputs_sent: 0,
            inputs_unused: 0,
            last_lines: excerpt,
            contained: true,
            not_contained_because: None,
        }];
        ProgramReport::new(&self.assignment.name, program, checks, runs, Vec::new())
    }
}

/// Where the script's plan stopped the run at a prompt it does not expect
/// and a rule check already fails for what came before, `runs` does not
/// charge the same wrong turn again: it is not judged, and says why.
fn one_failure_for_one_wrong_turn(run: &ScriptRun, outcomes: &mut [CheckOutcome]) {
    let Some(reason) = &run.stopped_because else {
        return;
    };
    let named_elsewhere = outcomes.iter().any(|outcome| {
        outcome.id != RUNS && outcome.id != PROMPTS && outcome.status == CheckStatus::Fail
    });
    if !named_elsewhere {
        return;
    }
    for outcome in outcomes.iter_mut().filter(|outcome| outcome.id == RUNS) {
        *outcome = CheckOutcome::skip(
            RUNS,
            format!("the run stopped where {reason}; a rule check names that wrong turn"),
        );
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
        detail: end.detail.clone(),
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
