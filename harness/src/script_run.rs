//! Playing one script against one program: the run, its transcript rendered
//! with line numbers, and what the script's plan made of it.

use std::ffi::OsString;
use std::path::PathBuf;

use crate::assignment::{Assignment, Seeding};
use crate::build::{Runnable, RunnableKind};
use crate::checks::TranscriptLine;
use crate::limits::Limits;
use crate::run::{self, DriverKind, InputPlan, RunError, RunSpec, Sandbox};
use crate::script::{ExpectationOutcome, Script, ScriptPlan};
use crate::transcript::{Chunk, Transcript};

/// How runs are made, beyond what the script says.
#[derive(Debug, Clone, Copy)]
pub struct RunOptions {
    pub driver: DriverKind,
    /// Command-line limits, over the script's, over the assignment's.
    pub limits: Limits,
    /// `run --seed N`: replaces the script's seed.
    pub seed: Option<u64>,
    /// `--sandbox bwrap`.
    pub sandbox: Sandbox,
}

/// Why croupier itself could not run a script (the program's own failures
/// are verdicts in the transcript, not these).
#[derive(Debug, thiserror::Error)]
pub enum ScriptRunError {
    #[error("cannot make a working folder for the run: {0}")]
    WorkingDir(std::io::Error),
    #[error(transparent)]
    Run(#[from] RunError),
}

/// Everything one script's run left to judge.
#[derive(Debug)]
pub struct ScriptRun {
    pub script: Script,
    pub seed: Option<u64>,
    pub kind: RunnableKind,
    pub transcript: Transcript,
    /// The transcript as a person saw it.
    pub text: String,
    /// For each input sent, the transcript line it was typed on (from 1).
    pub input_lines: Vec<usize>,
    pub expectations: Vec<ExpectationOutcome>,
    pub inputs_sent: usize,
    pub inputs_unused: usize,
    pub unanswered_prompt: Option<String>,
}

impl ScriptRun {
    /// Run `script` against `runnable` in a fresh working folder.
    pub fn play(
        runnable: &Runnable,
        script: &Script,
        assignment: &Assignment,
        options: &RunOptions,
    ) -> Result<ScriptRun, ScriptRunError> {
        let seed = options.seed.or(script.seed);
        let limits = options.limits.over(script.limits).over(assignment.limits);
        let working_dir = tempfile::Builder::new()
            .prefix("croupier-run-")
            .tempdir()
            .map_err(ScriptRunError::WorkingDir)?;
        let mut args = runnable.args.clone();
        if runnable.kind == RunnableKind::Reference {
            args.extend(reference_args(assignment, seed, &script.dice));
        }
        if runnable.kind == RunnableKind::Java {
            args = limits.java_heap_args(&args);
        }
        let spec = RunSpec {
            program: runnable.program.clone(),
            args,
            env: program_environment(working_dir.path().to_path_buf()),
            working_dir: working_dir.path().to_path_buf(),
            driver: options.driver,
            limits: limits.run_limits(),
            sandbox: options.sandbox,
            trusted: runnable.kind == RunnableKind::Reference,
        };
        let mut plan = ScriptPlan::new(&script.steps);
        let transcript = run::run(&spec, &mut PlanAdapter(&mut plan))?;
        let (text, input_lines) = render_with_input_lines(&transcript);
        let inputs_unused = plan.finish(&output_after_last_input(&transcript));
        Ok(ScriptRun {
            script: script.clone(),
            seed,
            kind: runnable.kind.clone(),
            expectations: plan.outcomes().to_vec(),
            inputs_sent: plan.inputs_sent(),
            inputs_unused,
            unanswered_prompt: plan.unanswered_prompt().map(str::to_string),
            transcript,
            text,
            input_lines,
        })
    }

    /// Line `number` (from 1) of the rendered transcript.
    pub fn line(&self, number: usize) -> Option<TranscriptLine> {
        let text = self.text.lines().nth(number.checked_sub(1)?)?;
        Some(TranscriptLine {
            number,
            text: text.to_string(),
        })
    }

    /// The last line with something on it.
    pub fn last_line(&self) -> Option<TranscriptLine> {
        let (index, text) = self
            .text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty())
            .last()?;
        Some(TranscriptLine {
            number: index + 1,
            text: text.to_string(),
        })
    }

    /// The last `count` lines, for showing how a run ended.
    pub fn last_lines(&self, count: usize) -> Vec<String> {
        let lines: Vec<&str> = self.text.lines().collect();
        lines[lines.len().saturating_sub(count)..]
            .iter()
            .map(|line| line.to_string())
            .collect()
    }
}

struct PlanAdapter<'plan, 'steps>(&'plan mut ScriptPlan<'steps>);

impl InputPlan for PlanAdapter<'_, '_> {
    fn next_input(&mut self, output_since_last_input: &str) -> Option<String> {
        self.0.next_input(output_since_last_input)
    }
}

/// `--seed` and `--dice` for croupier's reference games. War and the jawbone
/// take their seeds from the spec and the player, not from `--seed`.
fn reference_args(assignment: &Assignment, seed: Option<u64>, dice: &[u32]) -> Vec<OsString> {
    let mut args = Vec::new();
    if let (Some(seed), Seeding::Pinned) = (seed, assignment.seeding) {
        args.push(OsString::from("--seed"));
        args.push(OsString::from(seed.to_string()));
    }
    if !dice.is_empty() {
        let list: Vec<String> = dice.iter().map(u32::to_string).collect();
        args.push(OsString::from("--dice"));
        args.push(OsString::from(list.join(",")));
    }
    args
}

/// A small, predictable environment: no secrets of the grader's leak in.
fn program_environment(home: PathBuf) -> Vec<(OsString, OsString)> {
    let path =
        std::env::var_os("PATH").unwrap_or_else(|| OsString::from("/usr/local/bin:/usr/bin:/bin"));
    vec![
        (OsString::from("PATH"), path),
        (OsString::from("HOME"), home.into_os_string()),
        (OsString::from("LANG"), OsString::from("C.UTF-8")),
        (OsString::from("LC_ALL"), OsString::from("C.UTF-8")),
        (OsString::from("TERM"), OsString::from("dumb")),
    ]
}

/// The rendered transcript and, for each input, the line it was typed on.
fn render_with_input_lines(transcript: &Transcript) -> (String, Vec<usize>) {
    let mut input_lines = Vec::new();
    for (index, chunk) in transcript.chunks.iter().enumerate() {
        if matches!(chunk, Chunk::Input { .. }) {
            let prefix = Transcript {
                chunks: transcript.chunks[..=index].to_vec(),
                end: transcript.end.clone(),
            };
            // The rendered prefix ends with the input's newline: its line is the last one.
            input_lines.push(prefix.render().lines().count().max(1));
        }
    }
    (transcript.render(), input_lines)
}

/// What the program printed after the last input (or all of it).
fn output_after_last_input(transcript: &Transcript) -> String {
    let start = transcript
        .chunks
        .iter()
        .rposition(|chunk| matches!(chunk, Chunk::Input { .. }))
        .map_or(0, |index| index + 1);
    Transcript {
        chunks: transcript.chunks[start..].to_vec(),
        end: transcript.end.clone(),
    }
    .render()
}
