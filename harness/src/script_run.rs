//! Playing one script against one program: the run, its transcript rendered
//! with line numbers, and what the script's plan made of it.

use std::ffi::OsString;
use std::path::PathBuf;

use crate::assignment::{Assignment, Seeding};
use crate::behaviour::Behaviour;
use crate::build::{Runnable, RunnableKind};
use crate::checks::TranscriptLine;
use crate::limits::Limits;
use crate::run::{self, DriverKind, InputPlan, RunError, RunSpec, Sandbox};
use crate::script::{ExpectationOutcome, ExpectedDialogue, Script, ScriptPlan};
use crate::shim::{Randomness, RandomnessPlan, RandomnessRequest};
use crate::transcript::Transcript;

/// How runs are made, beyond what the script says.
#[derive(Debug, Clone)]
pub struct RunOptions {
    pub driver: DriverKind,
    /// Command-line limits, over the script's, over the assignment's.
    pub limits: Limits,
    /// `run --seed N`: replaces the script's seed.
    pub seed: Option<u64>,
    /// The build cache, where the seed shim for C programs is built too.
    pub cache_root: PathBuf,
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
    /// Where the script's plan stopped the run on a prompt it does not
    /// expect, in a sentence ("the program asked for ... where the game asks for ...").
    pub stopped_because: Option<String>,
    /// What the plan answered that the script does not say (generic prompts).
    pub plan_notes: Vec<String>,
    /// Who controlled the draws: the reference's own arguments, the seed
    /// shim (with what it reported), or nobody, and why.
    pub randomness: Randomness,
    /// What the program did: its dialogue and its draws.
    pub behaviour: Behaviour,
    /// The draws served rigged, as the game shows them: the script's `dice:`,
    /// or, where every draw is rigged, the reference's own faces.
    pub rigged: Vec<u32>,
}

impl ScriptRun {
    /// Run `script` against `runnable` in a fresh working folder.
    pub fn play(
        runnable: &Runnable,
        script: &Script,
        assignment: &Assignment,
        options: &RunOptions,
    ) -> Result<ScriptRun, ScriptRunError> {
        ScriptRun::play_rigged(runnable, script, assignment, options, &script.dice, None)
    }

    /// [`ScriptRun::play`] with `rigged` served as the draws instead of the
    /// script's `dice:` (the reference's faces, where every draw is rigged),
    /// and the prompts read beside the reference's in the same game (`expected`).
    pub fn play_rigged(
        runnable: &Runnable,
        script: &Script,
        assignment: &Assignment,
        options: &RunOptions,
        rigged: &[u32],
        expected: Option<&ExpectedDialogue>,
    ) -> Result<ScriptRun, ScriptRunError> {
        let seed = options.seed.or(script.seed);
        let limits = options.limits.over(script.limits).over(assignment.limits);
        let working_dir = tempfile::Builder::new()
            .prefix(&crate::stale_temp_files::owned_prefix(
                crate::stale_temp_files::RUN_FOLDER,
            ))
            .tempdir()
            .map_err(ScriptRunError::WorkingDir)?;
        // tempfile makes folders 0777 less the umask: 0700, so no classmate's run enters it.
        std::fs::set_permissions(
            working_dir.path(),
            std::os::unix::fs::PermissionsExt::from_mode(0o700),
        )
        .map_err(ScriptRunError::WorkingDir)?;
        let randomness_plan = RandomnessPlan::for_runnable(
            runnable,
            &options.cache_root,
            &RandomnessRequest {
                seed,
                seeding: assignment.seeding,
                dice: rigged,
                draws: assignment.draws,
            },
        );
        let mut args = runnable.args.clone();
        if runnable.kind == RunnableKind::Reference {
            args.extend(reference_args(assignment, seed, rigged));
            args.extend(randomness_plan.reference_args());
        }
        let mut env = program_environment(working_dir.path().to_path_buf());
        env.extend(randomness_plan.environment());
        if runnable.kind == RunnableKind::Java {
            args = limits.java_heap_args(&args);
        }
        let args = randomness_plan.program_args(args);
        let spec = RunSpec {
            program: runnable.program.clone(),
            args,
            env,
            working_dir: working_dir.path().to_path_buf(),
            driver: options.driver,
            limits: limits.run_limits(),
            sandbox: options.sandbox,
            shared_files: randomness_plan.shared_files(),
            trusted: runnable.kind == RunnableKind::Reference,
        };
        let mut plan = ScriptPlan::new(&script.steps)
            .with_meanings(&assignment.meanings, &script.answers)
            .with_expected(expected);
        let mut adapter = PlanAdapter {
            plan: &mut plan,
            draw_log: randomness_plan.draw_log(),
            log_marks: Vec::new(),
            draws_counted: DrawCount::default(),
        };
        let mut transcript = run::run(&spec, &mut adapter)?;
        let log_marks = adapter.log_marks;
        let rendered = render_with_input_lines(&transcript);
        let inputs_unused = plan.finish(&rendered.after_last_input);
        if let Some(reason) = plan.stop_reason() {
            if transcript.end.verdict == crate::transcript::Verdict::NeedsMoreInput {
                let lines = rendered.text.lines().count().max(1);
                let last = rendered.text.lines().last().unwrap_or("").trim_end();
                transcript.end.detail = format!("{reason} (line {lines}: '{last}')");
            }
        }
        let randomness = randomness_plan.outcome();
        let answers: Vec<String> = transcript.inputs().map(str::to_string).collect();
        let mut behaviour = Behaviour::assemble(
            &rendered.text,
            &rendered.input_ends,
            &answers,
            &log_marks,
            randomness.draw_report(),
            assignment.draws.first,
        );
        for &input in plan.generic_inputs() {
            if let Some(exchange) = behaviour.exchanges.get_mut(input) {
                exchange.generic = true;
            }
        }
        Ok(ScriptRun {
            script: script.clone(),
            seed,
            kind: runnable.kind.clone(),
            expectations: plan.outcomes().to_vec(),
            inputs_sent: plan.inputs_sent(),
            inputs_unused,
            unanswered_prompt: plan.unanswered_prompt().map(str::to_string),
            stopped_because: plan
                .stop_reason()
                .filter(|_| transcript.end.verdict == crate::transcript::Verdict::NeedsMoreInput)
                .map(str::to_string),
            plan_notes: plan.notes(),
            transcript,
            text: rendered.text,
            input_lines: rendered.input_lines,
            randomness,
            behaviour,
            rigged: rigged.to_vec(),
        })
    }

    /// What a reader of the report should know about this run's draws.
    pub fn randomness_notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if let Some(reason) = self.randomness.not_pinned_reason() {
            if self.seed.is_some() || !self.script.dice.is_empty() {
                notes.push(format!("the seed and dice were not pinned: {reason}"));
            }
        }
        if self.randomness.dice_ran_out() {
            let whose = if self.rigged.len() > self.script.dice.len() {
                "croupier rigged (the reference's game's, then more)"
            } else {
                "the script rigs"
            };
            notes.push(format!(
                "the program drew more than the {} draws {whose}; \
                 the seeded generator supplied the rest",
                self.rigged.len()
            ));
        }
        notes
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

/// The script's plan, and where the draw log stood each time the program
/// asked for input: the program is blocked in `read` then, so every draw it
/// made before asking is in the log.
struct PlanAdapter<'plan, 'steps, 'log> {
    plan: &'plan mut ScriptPlan<'steps>,
    draw_log: Option<&'log std::path::Path>,
    log_marks: Vec<u64>,
    draws_counted: DrawCount,
}

/// The draws in the log so far, read on from where the last count stopped.
#[derive(Debug, Default)]
struct DrawCount {
    /// Bytes of the log read, up to the end of its last whole line.
    read: u64,
    draws: usize,
}

impl DrawCount {
    /// The draws the log holds, counting 'R ' and 'P ' lines; None when
    /// there is no log to read (nobody logs the draws).
    fn update(&mut self, log: &std::path::Path) -> Option<usize> {
        use std::io::{Read, Seek, SeekFrom};
        let mut file = crate::shim::open_draw_log(log).ok()?;
        file.seek(SeekFrom::Start(self.read)).ok()?;
        let mut bytes = Vec::new();
        file.take(crate::shim::MAX_LOG_BYTES.saturating_sub(self.read))
            .read_to_end(&mut bytes)
            .ok()?;
        let whole = bytes
            .iter()
            .rposition(|&byte| byte == b'\n')
            .map_or(0, |end| end + 1);
        self.draws += bytes[..whole]
            .split(|&byte| byte == b'\n')
            .filter(|line| line.starts_with(b"R ") || line.starts_with(b"P "))
            .count();
        self.read += whole as u64;
        Some(self.draws)
    }
}

impl InputPlan for PlanAdapter<'_, '_, '_> {
    fn next_input(&mut self, output_since_last_input: &str) -> Option<String> {
        let draws = self.draw_log.and_then(|log| self.draws_counted.update(log));
        let line = self.plan.next_input_at(output_since_last_input, draws)?;
        let mark = self
            .draw_log
            .and_then(|log| std::fs::metadata(log).ok())
            .map_or(0, |metadata| metadata.len());
        self.log_marks.push(mark);
        Some(line)
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

/// A transcript rendered, with where each input ends and its line.
struct RenderedRun {
    text: String,
    /// Byte offset just past each input's newline.
    input_ends: Vec<usize>,
    /// The line each input was typed on (from 1).
    input_lines: Vec<usize>,
    /// What the program printed after the last input (or all of it).
    after_last_input: String,
}

fn render_with_input_lines(transcript: &Transcript) -> RenderedRun {
    let (text, input_ends) = transcript.render_marking_inputs();
    // Each input ends with its newline, so its line is the count of newlines up to there.
    let mut input_lines = Vec::with_capacity(input_ends.len());
    let (mut counted_to, mut newlines) = (0, 0);
    for &end in &input_ends {
        newlines += text[counted_to..end].matches('\n').count();
        counted_to = end;
        input_lines.push(newlines);
    }
    let after_last_input = text[input_ends.last().copied().unwrap_or(0)..].to_string();
    RenderedRun {
        text,
        input_ends,
        input_lines,
        after_last_input,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shim::Randomness;

    const ASKING_GAME: &str = "#include <stdio.h>\n#include <stdlib.h>\n\
        int main(void){char l[32];srand(5);printf(\"wager? \");fflush(stdout);\
        if(!fgets(l,sizeof l,stdin))return 1;printf(\"die %d\\n\",rand()%6+1);return 0;}\n";

    /// Build ASKING_GAME with `flags`, or `None` when this machine cannot.
    fn build_game(folder: &std::path::Path, flags: &[&str]) -> Option<PathBuf> {
        let source = folder.join("game.c");
        std::fs::write(&source, ASKING_GAME).unwrap();
        let program = folder.join("game");
        std::process::Command::new("cc")
            .args(flags)
            .arg("-o")
            .arg(&program)
            .arg(&source)
            .status()
            .unwrap()
            .success()
            .then_some(program)
    }

    fn play(program: PathBuf, cache_root: &std::path::Path, folder: &std::path::Path) -> ScriptRun {
        let assignment = Assignment::builtin("ceelo").unwrap();
        let script_file = folder.join("rigged.yaml");
        std::fs::write(
            &script_file,
            "description: rigged\nseed: 7\ndice: [4]\nsteps:\n  - send: \"5\"\n",
        )
        .unwrap();
        let script = Script::load(&script_file, &assignment).unwrap();
        let runnable = Runnable {
            program,
            args: Vec::new(),
            kind: RunnableKind::NativeFromC,
        };
        let options = RunOptions {
            driver: DriverKind::default(),
            limits: Limits::default(),
            seed: None,
            cache_root: cache_root.to_path_buf(),
            sandbox: Default::default(),
        };
        ScriptRun::play(&runnable, &script, &assignment, &options).unwrap()
    }

    #[test]
    fn a_dynamic_c_program_plays_the_rigged_die() {
        let cache = tempfile::tempdir().unwrap();
        let folder = tempfile::tempdir().unwrap();
        let program = build_game(folder.path(), &[]).unwrap();
        let run = play(program, cache.path(), folder.path());
        assert!(run.text.contains("die 4"), "{}", run.text);
        match &run.randomness {
            Randomness::Shimmed { pinned_seed, draws } => {
                assert_eq!(*pinned_seed, Some(7));
                assert_eq!(draws.rigged_draws_used, 1);
                assert!(!draws.dice_ran_out);
            }
            other => panic!("expected the shim, got {other:?}"),
        }
        assert!(run.randomness_notes().is_empty());
    }

    #[test]
    fn a_static_program_still_runs_and_says_it_was_not_pinned() {
        let cache = tempfile::tempdir().unwrap();
        let folder = tempfile::tempdir().unwrap();
        let Some(program) = build_game(folder.path(), &["-static"]) else {
            eprintln!("skipped: `cc -static` does not link here (libc.a missing: apt-get install libc6-dev)");
            return;
        };
        let run = play(program, cache.path(), folder.path());
        // The program's own srand(5) and rand(), untouched by the script.
        let own_die = reference::rng::GlibcRandom::new(5).next_random() % 6 + 1;
        assert!(run.text.contains(&format!("die {own_die}")), "{}", run.text);
        let reason = run.randomness.not_pinned_reason().unwrap_or_default();
        assert!(reason.contains("statically linked"), "{:?}", run.randomness);
        let notes = run.randomness_notes();
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(
            notes[0]
                .starts_with("the seed and dice were not pinned: the program is statically linked"),
            "{notes:?}"
        );
    }
}
