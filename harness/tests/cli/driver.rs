//! The process driver end to end: real programs (the fake game, C and Java) under the PTY and
//! pipe drivers, their input requests, limits and endings, and what the transcript renders.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use croupier::run::{run, DriverKind, InputPlan, RunError, RunSpec};
use croupier::transcript::{Chunk, Stream, Transcript, Verdict};

const FAKE_GAME: &str = env!("CARGO_BIN_EXE_fake-game");

/// A run of the fake game doing `actions`, in a fresh working directory.
struct FakeRun {
    spec: RunSpec,
    _working_dir: tempfile::TempDir,
}

fn fake_game(actions: &[&str]) -> FakeRun {
    let working_dir = tempfile::tempdir().expect("a temp dir");
    let mut spec = RunSpec::new(FAKE_GAME, working_dir.path());
    spec.args = actions.iter().map(OsString::from).collect();
    FakeRun {
        spec,
        _working_dir: working_dir,
    }
}

/// A plan that sends `lines` in order, whatever the program printed.
fn answers(lines: &[&str]) -> impl InputPlan {
    let mut lines: Vec<String> = lines.iter().map(|line| line.to_string()).collect();
    lines.reverse();
    move |_: &str| lines.pop()
}

fn play(spec: &RunSpec, lines: &[&str]) -> Transcript {
    run(spec, &mut answers(lines)).expect("croupier runs the program")
}

fn assert_verdict(transcript: &Transcript, verdict: Verdict) {
    assert_eq!(
        transcript.end.verdict,
        verdict,
        "{:?}\n{}",
        transcript.end,
        transcript.render()
    );
}

const WAGER_GAME: &[&str] = &[
    "print:Welcome to Cee-lo\\n",
    "prompt:Enter a wager: ",
    "prompt:Roll again? ",
    "print:Bye\\n",
];
const WAGER_GAME_SEEN: &str =
    "Welcome to Cee-lo\nEnter a wager: 50\ngot: 50\nRoll again? q\ngot: q\nBye\n";

#[test]
fn prompts_without_newline_show_each_answer_after_its_prompt() {
    let game = fake_game(WAGER_GAME);
    let transcript = play(&game.spec, &["50", "q"]);
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(transcript.render(), WAGER_GAME_SEEN);
    assert_eq!(transcript.inputs().collect::<Vec<_>>(), ["50", "q"]);
    let prompts: Vec<&str> = transcript
        .chunks
        .iter()
        .filter_map(|chunk| match chunk {
            Chunk::Input { prompt, .. } => Some(prompt.as_str()),
            Chunk::Output { .. } => None,
        })
        .collect();
    assert_eq!(prompts, ["Enter a wager: ", "Roll again? "]);
    assert_eq!(transcript.end.exit_code, Some(0));
    assert_eq!(transcript.end.detail, "exited with code 0");
}

#[test]
fn the_pipe_driver_renders_the_same_text() {
    let mut game = fake_game(WAGER_GAME);
    game.spec.driver = DriverKind::Pipe;
    let transcript = play(&game.spec, &["50", "q"]);
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(transcript.render(), WAGER_GAME_SEEN);
}

#[test]
fn the_plan_sees_what_the_program_printed_since_the_last_input() {
    let game = fake_game(&["print:Balance 100\\n", "prompt:Wager? ", "prompt:Again? "]);
    let mut seen = Vec::new();
    let mut plan = |shown: &str| {
        seen.push(shown.to_string());
        Some(format!("{}", seen.len()))
    };
    let transcript = run(&game.spec, &mut plan).expect("croupier runs the program");
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(seen, ["Balance 100\nWager? ", "got: 1\nAgain? "]);
}

#[test]
fn a_program_that_pauses_before_its_prompt_gets_the_input_after_the_prompt() {
    let game = fake_game(&["print:Rolling...\\n", "sleep:400", "prompt:Again? "]);
    let transcript = play(&game.spec, &["y"]);
    assert_eq!(transcript.render(), "Rolling...\nAgain? y\ngot: y\n");
}

#[test]
fn readers_in_another_thread_a_duplicate_of_stdin_or_a_child_process_are_found() {
    let game = fake_game(&[
        "thread-prompt:Thread? ",
        "dup-prompt:Dup? ",
        "child-prompt:Child? ",
    ]);
    let transcript = play(&game.spec, &["t", "d", "c"]);
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(
        transcript.render(),
        "Thread? t\ngot: t\nDup? d\ngot: d\nChild? c\ngot: c\nchild ended: true\n"
    );
}

#[test]
fn asking_after_the_last_line_ends_at_once_as_needs_more_input() {
    let mut game = fake_game(&["ask-forever:Enter a wager: "]);
    game.spec.limits.wall = Duration::from_secs(10);
    let transcript = play(&game.spec, &["10", "20"]);
    assert_verdict(&transcript, Verdict::NeedsMoreInput);
    assert_eq!(
        transcript.end.detail,
        "asked for input after the script's last line; its last prompt was: 'Enter a wager: '"
    );
    assert!(transcript.end.duration < Duration::from_secs(5));
    assert_eq!(
        transcript.render(),
        "Enter a wager: 10\ngot: 10\nEnter a wager: 20\ngot: 20\nEnter a wager: "
    );
}

#[test]
fn a_program_that_exits_with_inputs_left_just_ends() {
    let game = fake_game(&["prompt:Name? "]);
    let transcript = play(&game.spec, &["ann", "unused", "also unused"]);
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(transcript.inputs().collect::<Vec<_>>(), ["ann"]);
}

#[test]
fn a_busy_or_sleeping_program_times_out_at_the_wall_deadline() {
    for action in ["spin", "sleep:60000"] {
        let mut game = fake_game(&["print:thinking\\n", action]);
        game.spec.limits.wall = Duration::from_millis(500);
        let transcript = play(&game.spec, &[]);
        assert_verdict(&transcript, Verdict::Timeout);
        assert_eq!(transcript.end.detail, "wall deadline of 500ms passed");
        assert_eq!(transcript.end.signal, Some(libc::SIGKILL));
        assert!(transcript.end.duration >= Duration::from_millis(500));
        assert!(transcript.end.duration < Duration::from_secs(5));
        assert_eq!(transcript.render(), "thinking\n");
    }
}

#[test]
fn crashes_by_signal_and_by_exit_code() {
    let table = [
        (
            "signal:SEGV",
            None,
            Some(libc::SIGSEGV),
            "killed by SIGSEGV",
        ),
        (
            "signal:ABRT",
            None,
            Some(libc::SIGABRT),
            "killed by SIGABRT",
        ),
        ("exit:3", Some(3), None, "exited with code 3"),
    ];
    for (action, exit_code, signal, detail) in table {
        let game = fake_game(&["print:about to end\\n", action]);
        let transcript = play(&game.spec, &[]);
        assert_verdict(&transcript, Verdict::Crash);
        assert_eq!(transcript.end.exit_code, exit_code, "{action}");
        assert_eq!(transcript.end.signal, signal, "{action}");
        assert_eq!(transcript.end.detail, detail);
        assert_eq!(transcript.render(), "about to end\n");
    }
}

#[test]
fn output_past_the_cap_ends_the_run_with_exactly_the_cap_kept() {
    for driver in [DriverKind::Pty, DriverKind::Pipe] {
        let mut game = fake_game(&["flood:50000000"]);
        game.spec.driver = driver;
        game.spec.limits.output_bytes = 10_000;
        let transcript = play(&game.spec, &[]);
        assert_verdict(&transcript, Verdict::OutputLimit);
        let kept: usize = transcript
            .chunks
            .iter()
            .map(|chunk| match chunk {
                Chunk::Output { bytes, .. } => bytes.len(),
                Chunk::Input { .. } => 0,
            })
            .sum();
        assert_eq!(kept, 10_000, "{driver:?}");
        assert!(transcript.end.duration < Duration::from_secs(5));
    }
}

#[test]
fn output_exactly_at_the_cap_is_fine() {
    let mut game = fake_game(&["flood:10000"]);
    game.spec.limits.output_bytes = 10_000;
    assert_verdict(&play(&game.spec, &[]), Verdict::Ok);
}

#[test]
fn nothing_the_program_started_outlives_the_run() {
    let endings: [(&[&str], Verdict); 3] = [
        (&["background", "exit:0"], Verdict::Ok),
        (
            &["background", "ask-forever:More? "],
            Verdict::NeedsMoreInput,
        ),
        (&["background", "spin"], Verdict::Timeout),
    ];
    for (actions, verdict) in endings {
        let mut game = fake_game(actions);
        game.spec.limits.wall = Duration::from_secs(1);
        let transcript = play(&game.spec, &[]);
        assert_verdict(&transcript, verdict);
        let rendered = transcript.render();
        let pid: i32 = rendered
            .lines()
            .find_map(|line| line.strip_prefix("background pid: "))
            .expect("the fake game printed its background child's pid")
            .parse()
            .expect("a pid");
        assert!(
            !is_alive(pid),
            "background child {pid} still runs after {actions:?}"
        );
    }
}

/// Alive: /proc has it and it is not a zombie (which an unreaping init may keep around).
pub(crate) fn is_alive(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        let state = stat[stat.rfind(')').expect("stat has a command name") + 2..]
            .chars()
            .next();
        !matches!(state, Some('Z' | 'X'))
    })
}

#[test]
fn rendering_removes_what_a_terminal_does_not_show() {
    for driver in [DriverKind::Pty, DriverKind::Pipe] {
        let mut game = fake_game(&[
            "print:\\x1b[1;32mgreen\\x1b[0m\\r\\n",
            "print:bad \\xff\\xfe bytes\\0\\n",
            "print:carriage\\rreturn\\n",
            "prompt:\\x1b[33mBet?\\x1b[0m ",
        ]);
        game.spec.driver = driver;
        let transcript = play(&game.spec, &["5"]);
        assert_eq!(
            transcript.render(),
            "green\nbad \u{FFFD}\u{FFFD} bytes\ncarriage\nreturn\nBet? 5\ngot: 5\n",
            "{driver:?}"
        );
    }
}

#[test]
fn the_pipe_driver_keeps_stderr_apart_in_arrival_order() {
    // Writes to the two pipes closer together than croupier reads cannot be told apart in time;
    // the pauses make the order observable, long enough that a loaded CI machine (where 50 ms was
    // seen to pass before croupier was scheduled) still reads each write before the next.
    let mut game = fake_game(&[
        "print:one\\n",
        "sleep:400",
        "stderr:oops\\n",
        "sleep:400",
        "print:two\\n",
    ]);
    game.spec.driver = DriverKind::Pipe;
    let transcript = play(&game.spec, &[]);
    assert_eq!(transcript.render(), "one\noops\ntwo\n");
    let streams: Vec<Stream> = transcript
        .chunks
        .iter()
        .filter_map(|chunk| match chunk {
            Chunk::Output { stream, .. } => Some(*stream),
            Chunk::Input { .. } => None,
        })
        .collect();
    assert_eq!(streams, [Stream::Stdout, Stream::Stderr, Stream::Stdout]);
}

#[test]
fn the_program_gets_exactly_the_environment_and_directory_asked_for() {
    let working_dir = tempfile::tempdir().expect("a temp dir");
    let mut spec = RunSpec::new("/usr/bin/env", working_dir.path());
    spec.env = vec![("GAME_SEED".into(), "7".into())];
    assert_eq!(play(&spec, &[]).render(), "GAME_SEED=7\n");

    let mut spec = RunSpec::new("/bin/pwd", working_dir.path());
    spec.args = vec!["-P".into()];
    let expected = working_dir.path().canonicalize().expect("the dir exists");
    assert_eq!(
        play(&spec, &[]).render(),
        format!("{}\n", expected.display())
    );
}

#[test]
fn a_program_that_cannot_start_is_croupiers_error_naming_it() {
    let working_dir = tempfile::tempdir().expect("a temp dir");
    let spec = RunSpec::new("/nonexistent/student-game", working_dir.path());
    let error = run(&spec, &mut answers(&[])).expect_err("nothing to start");
    assert!(matches!(error, RunError::Spawn { .. }), "{error:?}");
    assert!(
        error.to_string().contains("/nonexistent/student-game"),
        "{error}"
    );
}

/// Compiles a C source with `cc` into `dir` and returns the executable.
fn compile_c(dir: &Path, source: &str) -> PathBuf {
    let source_path = dir.join("game.c");
    std::fs::write(&source_path, source).expect("the source is written");
    let program = dir.join("game");
    let status = Command::new("cc")
        .arg("-O1")
        .arg("-o")
        .arg(&program)
        .arg(&source_path)
        .status()
        .expect("cc runs");
    assert!(status.success(), "cc compiles the test program");
    program
}

const C_WAGER_GAME: &str = r#"
#include <stdio.h>
int main(void) {
    int balance = 100, wager;
    printf("Welcome\n");
    for (int round = 0; round < 3; round++) {
        printf("Balance: %d. Enter a wager: ", balance);
        if (scanf("%d", &wager) != 1) return 2;
        balance -= wager;
        printf("You bet %d\n", wager);
    }
    printf("Final balance: %d\n", balance);
    return 0;
}
"#;

#[test]
fn a_c_program_with_printf_and_scanf_plays_as_at_a_terminal() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let program = compile_c(dir.path(), C_WAGER_GAME);
    let spec = RunSpec::new(program, dir.path());
    let transcript = play(&spec, &["10", "20", "30"]);
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(
        transcript.render(),
        "Welcome\n\
         Balance: 100. Enter a wager: 10\nYou bet 10\n\
         Balance: 90. Enter a wager: 20\nYou bet 20\n\
         Balance: 70. Enter a wager: 30\nYou bet 30\n\
         Final balance: 40\n"
    );

    let short = play(&spec, &["10"]);
    assert_verdict(&short, Verdict::NeedsMoreInput);
    assert!(short.end.detail.ends_with("'Balance: 90. Enter a wager: '"));
}

const JAVA_WAGER_GAME: &str = r#"
import java.util.Scanner;
public class Game {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        for (int round = 1; round <= 2; round++) {
            System.out.print("Round " + round + ". Enter a wager: ");
            int wager = in.nextInt();
            System.out.println("You bet " + wager);
        }
    }
}
"#;

#[test]
fn a_java_program_reading_with_scanner_is_driven_the_same_way() {
    if crate::support::skipped_without_javac("the Scanner program") {
        return;
    }
    let dir = tempfile::tempdir().expect("a temp dir");
    std::fs::write(dir.path().join("Game.java"), JAVA_WAGER_GAME).expect("the source is written");
    let status = Command::new("javac")
        .arg("Game.java")
        .current_dir(dir.path())
        .status()
        .expect("javac runs");
    assert!(status.success(), "javac compiles the test program");
    let mut spec = RunSpec::new("java", dir.path());
    spec.program = which("java");
    spec.args = vec![
        "-Xshare:auto".into(),
        "-cp".into(),
        ".".into(),
        "Game".into(),
    ];
    spec.limits.wall = Duration::from_secs(30);
    let transcript = play(&spec, &["5", "6"]);
    assert_verdict(&transcript, Verdict::Ok);
    assert_eq!(
        transcript.render(),
        "Round 1. Enter a wager: 5\nYou bet 5\nRound 2. Enter a wager: 6\nYou bet 6\n"
    );
}

fn which(program: &str) -> PathBuf {
    std::env::split_paths(&std::env::var_os("PATH").expect("PATH is set"))
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
        .unwrap_or_else(|| panic!("{program} is on PATH"))
}
