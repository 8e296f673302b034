//! What croupier's driver costs per input: fixtures/bench/prompt300.c (300 prompts, printf
//! without a newline and scanf) run bare with all input from a file, then through `run` with a
//! 300-step plan, under the PTY and the pipe driver. Prints the cost per input above the bare run:
//! the median of several repeats, and the best one (the figure least disturbed by whatever else
//! the machine runs). Target: at most 0.1 ms per input under the PTY.
//!
//! Run with `scripts/bench-input.sh` (`cargo bench -p croupier --bench input_round_trip`).

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use croupier::run::{run, DriverKind, RunSpec};
use croupier::transcript::Verdict;

const PROMPTS: usize = 300;
const REPEATS: usize = 15;

fn main() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let program = compile_fixture(dir.path());
    let answers: Vec<String> = (1..=PROMPTS).map(|n| n.to_string()).collect();
    let input_file = dir.path().join("input.txt");
    std::fs::write(&input_file, answers.join("\n") + "\n").expect("the input file is written");

    let bare = Samples::measure(|| run_bare(&program, &input_file, dir.path()));
    println!(
        "bare run, {PROMPTS} inputs from a file: median {:.3} ms, best {:.3} ms",
        millis(bare.median),
        millis(bare.best)
    );
    let per_input =
        |driven: Duration, bare: Duration| millis(driven.saturating_sub(bare) / PROMPTS as u32);
    for driver in [DriverKind::Pty, DriverKind::Pipe] {
        let driven = Samples::measure(|| run_driven(&program, &answers, dir.path(), driver));
        println!(
            "croupier {driver:?}: median {:.3} ms, best {:.3} ms; per input above the bare run: \
             median {:.4} ms, best {:.4} ms",
            millis(driven.median),
            millis(driven.best),
            per_input(driven.median, bare.median),
            per_input(driven.best, bare.best),
        );
    }
}

fn compile_fixture(dir: &Path) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/bench/prompt300.c");
    let program = dir.join("prompt300");
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&program)
        .arg(&source)
        .status()
        .expect("cc runs");
    assert!(status.success(), "cc compiles {}", source.display());
    program
}

/// `prompt300 < input.txt > /dev/null`: the program's own time for the whole game.
fn run_bare(program: &Path, input_file: &Path, dir: &Path) -> Duration {
    let input = File::open(input_file).expect("the input file opens");
    let started = Instant::now();
    let status = Command::new(program)
        .current_dir(dir)
        .env_clear()
        .stdin(input)
        .stdout(Stdio::null())
        .status()
        .expect("the program runs");
    let elapsed = started.elapsed();
    assert!(status.success(), "the bare run succeeds");
    elapsed
}

fn run_driven(program: &Path, answers: &[String], dir: &Path, driver: DriverKind) -> Duration {
    let mut spec = RunSpec::new(program, dir);
    spec.driver = driver;
    spec.limits.wall = Duration::from_secs(60);
    let mut remaining = answers.iter();
    let mut plan = |_: &str| remaining.next().cloned();
    let started = Instant::now();
    let transcript = run(&spec, &mut plan).expect("croupier runs the program");
    let elapsed = started.elapsed();
    assert_eq!(transcript.end.verdict, Verdict::Ok, "{:?}", transcript.end);
    assert_eq!(transcript.inputs().count(), PROMPTS);
    let expected_total = PROMPTS * (PROMPTS + 1) / 2;
    assert!(
        transcript
            .render()
            .ends_with(&format!("Total: {expected_total}\n")),
        "the driven run saw every answer"
    );
    elapsed
}

/// The median and the best of [`REPEATS`] timings, after one warm-up (page cache, loader).
struct Samples {
    median: Duration,
    best: Duration,
}

impl Samples {
    fn measure(mut timed_run: impl FnMut() -> Duration) -> Self {
        timed_run();
        let mut samples: Vec<Duration> = (0..REPEATS).map(|_| timed_run()).collect();
        samples.sort();
        Samples {
            median: samples[REPEATS / 2],
            best: samples[0],
        }
    }
}

fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
