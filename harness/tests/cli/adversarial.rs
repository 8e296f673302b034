//! The adversarial corpus (fixtures/adversarial/): programs that loop, flood, fork, crash or try
//! to escape, each played through the real `croupier run` with short limits. Every case asserts
//! the verdict, that croupier answered within the deadline plus one second, that it survived and
//! answered with a verdict (exit code 0 or 1), and that no process the program started (each
//! reports its pid as `pid: N`) is still alive.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use croupier::assignment::Assignment;
use croupier::build::{BuildOutcome, Builder};
use croupier::submission::Submission;

use crate::driver::is_alive;
use crate::support::{c_program, croupier, repository_root, shared_cache};

/// One adversarial program and what croupier must make of it.
struct Case<'a> {
    /// Under fixtures/adversarial/.
    program: &'a str,
    /// Under fixtures/adversarial/scripts/, without `.yaml`.
    script: &'a str,
    /// The wall deadline, passed as `--time`.
    time: Duration,
    /// More croupier options (limits, driver).
    options: &'a [&'a str],
    verdict: &'a str,
    /// A part of the verdict's sentence.
    detail: &'a str,
}

/// What one `croupier run` left.
struct Played {
    transcript: String,
    report: String,
    pids: Vec<i32>,
}

pub(crate) fn corpus(relative: &str) -> PathBuf {
    repository_root()
        .join("fixtures/adversarial")
        .join(relative)
}

/// Builds the program into the shared cache first, so the deadline measures the run alone.
fn build(program: &Path) {
    let assignment = Assignment::builtin("ceelo").expect("ceelo is built in");
    let submission =
        Submission::locate(Some(program.to_str().expect("a UTF-8 path")), &[]).expect("found");
    match Builder::new(shared_cache()).build(&submission, &assignment) {
        Ok(BuildOutcome::Ready { .. }) => {}
        Ok(BuildOutcome::Failed { log, .. }) => {
            panic!("{} does not build:\n{log}", program.display())
        }
        Err(error) => panic!("{}: {error}", program.display()),
    }
}

fn play(case: &Case) -> Played {
    let program = corpus(case.program);
    build(&program);
    let started = Instant::now();
    let output = croupier(&shared_cache())
        .args(["run", "ceelo"])
        .arg(&program)
        .arg("--script")
        .arg(corpus(&format!("scripts/{}.yaml", case.script)))
        .arg("--time")
        .arg(format!("{}ms", case.time.as_millis()))
        .args(case.options)
        .output()
        .expect("croupier runs");
    let elapsed = started.elapsed();
    let transcript = String::from_utf8_lossy(&output.stdout).into_owned();
    let report = String::from_utf8_lossy(&output.stderr).into_owned();
    let context = format!(
        "{}\n--- transcript:\n{transcript}\n--- stderr:\n{report}",
        case.program
    );
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "croupier must answer with a verdict, not {:?}: {context}",
        output.status
    );
    assert!(
        elapsed <= case.time + Duration::from_secs(1),
        "croupier took {elapsed:?} for a deadline of {:?}: {context}",
        case.time
    );
    let verdict_line = format!("[croupier] {}: ", case.verdict);
    assert!(
        report.contains(&verdict_line) && report.contains(case.detail),
        "expected '{}' with '{}': {context}",
        case.verdict,
        case.detail
    );
    let pids: Vec<i32> = transcript
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pid: ")?.parse().ok())
        .collect();
    assert!(!pids.is_empty(), "the program reports its pid: {context}");
    if case.options.contains(&"bwrap") {
        // Inside bubblewrap's pid namespace the reported pids are not this machine's.
        return Played {
            transcript,
            report,
            pids,
        };
    }
    let survivors: Vec<i32> = pids.iter().copied().filter(|&pid| is_alive(pid)).collect();
    assert!(
        survivors.is_empty(),
        "still alive after the run: {survivors:?}: {context}"
    );
    Played {
        transcript,
        report,
        pids,
    }
}

fn is_root() -> bool {
    nix::unistd::geteuid().is_root()
}

const SECOND: Duration = Duration::from_secs(1);

fn case<'a>(program: &'a str, script: &'a str, verdict: &'a str, detail: &'a str) -> Case<'a> {
    Case {
        program,
        script,
        time: SECOND,
        options: &[],
        verdict,
        detail,
    }
}

#[test]
fn a_cpu_spin_ends_at_the_wall_deadline() {
    play(&case(
        "cpu_spin.c",
        "no-input",
        "timeout",
        "wall deadline of 1s passed",
    ));
}

#[test]
fn a_cpu_spin_ends_at_its_cpu_limit_first_when_that_is_shorter() {
    play(&Case {
        time: Duration::from_secs(4),
        options: &["--cpu", "1s"],
        ..case(
            "cpu_spin.c",
            "no-input",
            "timeout",
            "used up its CPU time limit of 1s",
        )
    });
}

#[test]
fn a_blocking_read_without_a_prompt_needs_more_input_at_once() {
    play(&case(
        "silent_read.c",
        "no-input",
        "needs-more-input",
        "after the script's last line",
    ));
}

#[test]
fn a_scanf_loop_that_ignores_failure_floods_into_the_output_limit() {
    play(&Case {
        options: &["--output", "64KiB"],
        ..case(
            "scanf_loop.c",
            "not-a-number",
            "output-limit",
            "output limit of 65536 bytes",
        )
    });
}

#[test]
fn floods_on_stdout_and_stderr_hit_the_output_limit() {
    play(&Case {
        options: &["--output", "64KiB"],
        ..case("stdout_flood.c", "no-input", "output-limit", "65536 bytes")
    });
    play(&Case {
        options: &["--output", "64KiB", "--driver", "pipe"],
        ..case("stderr_flood.c", "no-input", "output-limit", "65536 bytes")
    });
}

#[test]
fn a_fork_bomb_is_held_by_the_process_limit_and_wholly_killed() {
    let played = play(&Case {
        options: &["--processes", "16"],
        ..case("fork_bomb.c", "no-input", "timeout", "wall deadline")
    });
    assert!(played.pids.len() >= 2, "it forked: {}", played.transcript);
    if is_root() {
        assert!(
            played.pids.len() <= 16,
            "at most the process limit: {} pids",
            played.pids.len()
        );
    }
}

#[test]
fn a_thread_bomb_is_held_by_the_limits() {
    let played = play(&Case {
        options: &["--processes", "16"],
        ..case("thread_bomb.c", "no-input", "timeout", "wall deadline")
    });
    let started: usize = played
        .transcript
        .lines()
        .find_map(|line| line.strip_prefix("threads started: ")?.trim().parse().ok())
        .expect("it reports its threads");
    assert!(started < 10_000, "a limit stopped it at {started}");
}

#[test]
fn a_child_that_called_setsid_is_found_and_killed() {
    let played = play(&case(
        "setsid_escapee.c",
        "no-input",
        "ok",
        "exited with code 0",
    ));
    assert_eq!(played.pids.len(), 1, "the escapee reported itself");
}

#[test]
fn a_double_forked_daemon_is_found_and_killed() {
    play(&case(
        "double_fork_daemon.c",
        "no-input",
        "ok",
        "exited with code 0",
    ));
}

#[test]
fn a_background_child_left_behind_is_killed() {
    let played = play(&case(
        "background_child.c",
        "no-input",
        "ok",
        "exited with code 0",
    ));
    assert!(played.transcript.contains("bye"), "{}", played.transcript);
}

#[test]
fn a_memory_hog_gets_memory_limit() {
    play(&Case {
        options: &["--memory", "64MiB"],
        ..case(
            "memory_hog.c",
            "no-input",
            "memory-limit",
            "its limit of 64 MiB",
        )
    });
}

#[test]
fn deep_recursion_is_a_crash() {
    play(&case(
        "deep_recursion.c",
        "no-input",
        "crash",
        "killed by SIGSEGV",
    ));
}

#[test]
fn a_huge_file_stops_at_the_file_size_limit() {
    play(&Case {
        options: &["--file-size", "1MiB"],
        ..case(
            "huge_file.c",
            "no-input",
            "crash",
            "file size limit of 1 MiB",
        )
    });
}

#[test]
fn writing_outside_the_working_directory_is_refused_when_croupier_is_root() {
    let played = play(&case(
        "write_outside.c",
        "no-input",
        "ok",
        "exited with code 0",
    ));
    if !is_root() {
        eprintln!("not checked: croupier is not root, so the program runs as this user");
        return;
    }
    for path in [
        "/root/croupier-adversarial-escape.txt",
        "/etc/croupier-adversarial-escape.txt",
    ] {
        assert!(
            played.transcript.contains(&format!("{path}: refused")),
            "{}",
            played.transcript
        );
        assert!(!Path::new(path).exists(), "{path} was written");
    }
}

#[test]
fn closing_stdout_and_lingering_times_out() {
    play(&case(
        "close_stdout_linger.c",
        "no-input",
        "timeout",
        "wall deadline",
    ));
}

#[test]
fn crashes_name_the_signal_or_the_exit_code() {
    play(&case(
        "segfault.c",
        "no-input",
        "crash",
        "killed by SIGSEGV",
    ));
    play(&case("abort.c", "no-input", "crash", "killed by SIGABRT"));
    play(&case("exit3.c", "no-input", "crash", "exited with code 3"));
}

#[test]
fn ignoring_sigterm_and_sighup_does_not_outlive_the_deadline() {
    play(&case(
        "ignore_term_hup.c",
        "no-input",
        "timeout",
        "wall deadline",
    ));
}

#[test]
fn killing_its_parent_cannot_reach_croupier() {
    if !is_root() {
        eprintln!(
            "skipped: croupier is not root, so the program runs as this user and could kill it \
             (docs/untrusted-code.md)"
        );
        return;
    }
    let played = play(&case(
        "kill_parent.c",
        "no-input",
        "ok",
        "exited with code 0",
    ));
    assert!(
        played
            .transcript
            .contains("kill(getppid(), SIGKILL): Operation not permitted"),
        "{}",
        played.transcript
    );
}

#[test]
fn odd_bytes_in_the_output_render_and_the_run_is_ok() {
    let played = play(&case(
        "weird_output.c",
        "one-line",
        "ok",
        "exited with code 0",
    ));
    for shown in [
        "bad \u{FFFD}\u{FFFD} bytes",
        "carriage\nreturn",
        "red plain",
        "Your move? ann\nyou said ann",
    ] {
        assert!(
            played.transcript.contains(shown),
            "{shown:?} in {:?}",
            played.transcript
        );
    }
    assert!(
        !played.transcript.contains('\u{1b}'),
        "{:?}",
        played.transcript
    );
}

#[test]
fn reading_more_input_than_given_needs_more_input() {
    play(&case(
        "read_three_lines.c",
        "one-line",
        "needs-more-input",
        "'Line 2? '",
    ));
}

#[test]
fn reading_less_input_than_given_is_ok_with_inputs_unused() {
    let played = play(&case(
        "read_one_line.c",
        "three-lines",
        "ok",
        "exited with code 0",
    ));
    assert!(played.report.contains("2 unused"), "{}", played.report);
}

#[test]
fn an_uncaught_java_exception_is_a_crash() {
    play(&Case {
        time: Duration::from_secs(10),
        ..case(
            "java_exception/Uncaught.java",
            "no-input",
            "crash",
            "exited with code 1",
        )
    });
}

#[test]
fn a_java_memory_hog_gets_memory_limit_through_its_heap_size() {
    play(&Case {
        time: Duration::from_secs(10),
        options: &["--memory", "64MiB"],
        ..case(
            "java_memory_hog/Hog.java",
            "no-input",
            "memory-limit",
            "OutOfMemoryError",
        )
    });
}

#[test]
fn inside_bubblewrap_programs_play_and_end_as_without_it() {
    if croupier::run::find_bubblewrap().is_none() {
        eprintln!("skipped: bwrap (bubblewrap) is not installed");
        return;
    }
    play(&Case {
        options: &["--sandbox", "bwrap"],
        ..case("read_one_line.c", "one-line", "ok", "exited with code 0")
    });
    play(&Case {
        options: &["--sandbox", "bwrap"],
        ..case(
            "double_fork_daemon.c",
            "no-input",
            "ok",
            "exited with code 0",
        )
    });
}

#[test]
fn an_interrupted_croupier_leaves_nothing_running() {
    use std::io::{BufRead, BufReader};
    let program = corpus("setsid_escapee.c");
    build(&program);
    let mut running = std::process::Command::new(env!("CARGO_BIN_EXE_croupier"))
        .env("CROUPIER_CACHE", shared_cache())
        .args(["run", "ceelo"])
        .arg(&program)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .args(["--time", "20s"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("croupier starts");
    // The escapee reports itself while the program still runs: interrupt croupier then.
    let mut lines = BufReader::new(running.stdout.take().expect("stdout")).lines();
    let escapee: i32 = lines
        .find_map(|line| line.ok()?.strip_prefix("pid: ")?.trim().parse().ok())
        .expect("the escapee reports its pid");
    let _ = nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(running.id() as i32),
        nix::sys::signal::Signal::SIGTERM,
    );
    running.wait().expect("croupier ends");
    let deadline = Instant::now() + SECOND;
    while is_alive(escapee) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(!is_alive(escapee), "escapee {escapee} outlived croupier");
}

/// Copies `from` (a fixture folder) into `to`, recursively.
pub(crate) fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create the copy");
    for entry in std::fs::read_dir(from).expect("read the fixture") {
        let entry = entry.expect("an entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("a type").is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy a file");
        }
    }
}

/// `croupier run ceelo <submission> --script no-input` with a fresh cache.
fn run_submission(submission: &Path, cache: &Path) -> std::process::Output {
    croupier(cache)
        .args(["run", "ceelo"])
        .arg(submission)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .args(["--time", "10s"])
        .output()
        .expect("croupier runs")
}

/// The submission builds and its program prints `shown`.
fn assert_built_and_ran(submission: &Path, cache: &Path, shown: &str) {
    let output = run_submission(submission, cache);
    let transcript = String::from_utf8_lossy(&output.stdout);
    assert!(
        transcript.contains(shown),
        "the program builds and runs:\n{transcript}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn an_annotation_processor_in_the_submission_does_not_run_during_the_build() {
    if crate::support::skipped_without_javac("the annotation processor") {
        return;
    }
    let folder = tempfile::tempdir().expect("a temp dir");
    let submission = folder.path().join("submission");
    copy_tree(&corpus("annotation_processor/submission"), &submission);
    // The processor as a student would hand it in: a class file, no source.
    let status = std::process::Command::new("javac")
        .arg("-d")
        .arg(&submission)
        .arg(corpus("annotation_processor/Evil.java"))
        .status()
        .expect("javac runs");
    assert!(status.success(), "the processor compiles");
    assert!(submission.join("Evil.class").exists());
    let cache = tempfile::tempdir().expect("a temp cache");
    assert_built_and_ran(&submission, cache.path(), "a plain game");
    assert!(
        !submission.join("PWNED").exists(),
        "the student's annotation processor ran during the build"
    );
}

/// The report of a build croupier refused: not compiled, the file named, no secret shown.
fn assert_refused(output: &std::process::Output, names: &str, secret: &str) {
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        report.contains("croupier does not compile it"),
        "a refused build:\n{report}"
    );
    assert!(
        report.contains(names),
        "the report names {names}:\n{report}"
    );
    assert!(
        !report.contains(secret),
        "the secret reached the report:\n{report}"
    );
}

#[test]
fn sources_that_are_not_regular_files_of_the_submission_are_refused_unread() {
    let secret_folder = tempfile::tempdir().expect("a temp dir");
    let secret = secret_folder.path().join("secret");
    std::fs::write(&secret, "TOP-SECRET-LINE\n").expect("write the secret");
    let cases: [(&str, &dyn Fn(&Path)); 4] = [
        ("game.c", &|folder| {
            std::os::unix::fs::symlink(&secret, folder.join("game.c")).unwrap()
        }),
        ("game.c", &|folder| {
            std::os::unix::fs::symlink("/dev/zero", folder.join("game.c")).unwrap()
        }),
        ("game.c", &|folder| {
            // Two MiB of comment around a valid program: above the 1 MiB cap.
            let mut text = String::from("int main(void) { return 0; }\n/*");
            text.push_str(&"x".repeat(2 << 20));
            text.push_str("*/\n");
            std::fs::write(folder.join("game.c"), text).unwrap()
        }),
        ("notes.txt", &|folder| {
            std::fs::write(
                folder.join("game.c"),
                "#include \"notes.txt\"\nint main(void) { return 0; }\n",
            )
            .unwrap();
            std::os::unix::fs::symlink(&secret, folder.join("notes.txt")).unwrap()
        }),
    ];
    for (names, make) in cases {
        let folder = tempfile::tempdir().expect("a temp dir");
        make(folder.path());
        let cache = tempfile::tempdir().expect("a temp cache");
        let started = Instant::now();
        let output = run_submission(folder.path(), cache.path());
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "refused at once"
        );
        assert_refused(&output, names, "TOP-SECRET-LINE");
    }
}

#[test]
fn includes_outside_the_submission_are_refused_before_compiling() {
    let secret_folder = tempfile::tempdir().expect("a temp dir");
    let secret = secret_folder.path().join("secret");
    std::fs::write(&secret, "TOP-SECRET-LINE\n").expect("write the secret");
    let folder = tempfile::tempdir().expect("a temp dir");
    std::fs::write(
        folder.path().join("game.c"),
        format!(
            "#include <stdio.h>\n#include \"{}\"\nint main(void) {{ return 0; }}\n",
            secret.display()
        ),
    )
    .unwrap();
    let cache = tempfile::tempdir().expect("a temp cache");
    let output = run_submission(folder.path(), cache.path());
    assert_refused(&output, "game.c:2:", "TOP-SECRET-LINE");
    for (program, line) in [
        ("include_dev_zero.c", 2),
        ("include_outside.c", 3),
        ("include_macro.c", 3),
    ] {
        let cache = tempfile::tempdir().expect("a temp cache");
        let started = Instant::now();
        let output = run_submission(&corpus(program), cache.path());
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "refused at once"
        );
        assert_refused(&output, &format!("{program}:{line}:"), "root:x:0:0");
    }
}

/// The live cc1 processes of the builds of the croupier whose pid is `croupier`: they compile the
/// copies in its build folder (`croupier-build-<pid>-…`).
pub(crate) fn cc1_pids(croupier: u32) -> Vec<i32> {
    let marker = format!("croupier-build-{croupier}-");
    std::fs::read_dir("/proc")
        .expect("/proc")
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&pid| is_alive(pid))
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|bytes| {
                let line = String::from_utf8_lossy(&bytes).replace('\0', " ");
                line.contains("cc1") && line.contains(&marker)
            })
        })
        .collect()
}

fn cc1_running(croupier: u32) -> bool {
    !cc1_pids(croupier).is_empty()
}

/// An endless build in the background.
pub(crate) struct EndlessBuild {
    /// Holds the submission and the cache.
    _folder: tempfile::TempDir,
    pub croupier: std::process::Child,
}

/// `croupier run` on a copy of the endless include with more `options`, started in the
/// background.
pub(crate) fn start_endless_build(build_time: &str, options: &[&str]) -> EndlessBuild {
    let folder = tempfile::tempdir().expect("a temp dir");
    let submission = folder.path().join("endless");
    copy_tree(&corpus("include_loop"), &submission);
    let croupier = std::process::Command::new(env!("CARGO_BIN_EXE_croupier"))
        .env("CROUPIER_CACHE", folder.path().join("cache"))
        .env("CROUPIER_BUILD_TIME", build_time)
        .args(["run", "ceelo"])
        .arg(&submission)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .args(options)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("croupier starts");
    EndlessBuild {
        _folder: folder,
        croupier,
    }
}

/// Waits for `child` up to `limit`; kills it past that.
pub(crate) fn wait_at_most(child: &mut std::process::Child, limit: Duration) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if child.try_wait().expect("wait").is_some() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    false
}

#[test]
fn an_endless_compile_ends_at_the_build_deadline_with_nothing_left_running() {
    use std::io::Read;
    let mut build = start_endless_build("2s", &[]);
    let running = &mut build.croupier;
    let croupier = running.id();
    let ended = wait_at_most(running, Duration::from_secs(20));
    let mut report = String::new();
    running
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut report)
        .unwrap();
    running
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut report)
        .unwrap();
    assert!(ended, "the build outlived its deadline of 2 s:\n{report}");
    assert!(
        report.contains("did not finish within its deadline"),
        "{report}"
    );
    assert!(!cc1_running(croupier), "cc1 outlived the build");
}

#[test]
fn an_interrupted_build_leaves_no_compiler_running() {
    let mut build = start_endless_build("60s", &[]);
    let running = &mut build.croupier;
    let croupier = running.id();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !cc1_running(croupier) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(cc1_running(croupier), "cc1 starts");
    let _ = nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(running.id() as i32),
        nix::sys::signal::Signal::SIGTERM,
    );
    assert!(wait_at_most(running, Duration::from_secs(10)));
    let deadline = Instant::now() + SECOND;
    while cc1_running(croupier) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    let left = cc1_running(croupier);
    if left {
        // Not to leave it spinning on a shared machine.
        for pid in cc1_pids(croupier) {
            let _ = nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(pid),
                nix::sys::signal::Signal::SIGKILL,
            );
        }
    }
    assert!(!left, "cc1 outlived the interrupted croupier");
}

/// A plain C program in `folder` that prints `built at last`.
pub(crate) fn built_at_last_program(folder: &Path) -> PathBuf {
    c_program(
        folder,
        "game.c",
        "#include <stdio.h>\nint main(void) { puts(\"built at last\"); return 0; }\n",
    )
}

#[test]
fn a_build_that_timed_out_is_not_cached_and_builds_again() {
    let folder = tempfile::tempdir().expect("a temp dir");
    let program = built_at_last_program(folder.path());
    let cache = tempfile::tempdir().expect("a temp cache");
    let timed_out = croupier(cache.path())
        .env("CROUPIER_BUILD_TIME", "1ms")
        .args(["run", "ceelo"])
        .arg(&program)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .output()
        .expect("croupier runs");
    let report = String::from_utf8_lossy(&timed_out.stderr);
    assert!(
        report.contains("did not finish within its deadline"),
        "{report}"
    );
    assert_built_and_ran(&program, cache.path(), "built at last");
}

#[test]
fn a_descriptor_left_open_by_the_caller_does_not_reach_the_program() {
    let program = corpus("write_fd9.c");
    build(&program);
    let folder = tempfile::tempdir().expect("a temp dir");
    let log = folder.path().join("log");
    // `croupier run ... 9>log`, as a shell would start it.
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" \"$@\" 9>\"$LOG\"")
        .arg(env!("CARGO_BIN_EXE_croupier"))
        .args(["run", "ceelo"])
        .arg(&program)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .env("LOG", &log)
        .env("CROUPIER_CACHE", shared_cache())
        .output()
        .expect("croupier runs");
    let transcript = String::from_utf8_lossy(&output.stdout);
    assert!(transcript.contains("fd 9: closed"), "{transcript}");
    assert_eq!(std::fs::read_to_string(&log).expect("the log"), "");
}

#[test]
fn a_java_crash_keeps_the_exceptions_message_and_its_cause() {
    if crate::support::skipped_without_javac("the Java crash") {
        return;
    }
    let output = croupier(&shared_cache())
        .current_dir(repository_root())
        .args([
            "check",
            "ceelo",
            "fixtures/adversarial/java_exception_with_cause",
            "--scripts",
            "all-in",
        ])
        .output()
        .expect("croupier runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(
            "FAIL  runs                   0/2     exited with code 1: threw \
             java.lang.IllegalStateException: no dice left (caused by \
             java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3)"
        ),
        "{text}"
    );
}

#[test]
fn inside_bubblewrap_dev_shm_is_capped_at_the_file_size_limit() {
    if croupier::run::find_bubblewrap().is_none() {
        eprintln!("skipped: bwrap (bubblewrap) is not installed, so /dev/shm cannot be capped");
        return;
    }
    let played = play(&Case {
        options: &["--sandbox", "bwrap", "--file-size", "4MiB"],
        ..case("shm_flood.c", "no-input", "ok", "exited with code 0")
    });
    let held: u32 = played
        .transcript
        .split("held ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|number| number.parse().ok())
        .unwrap_or_else(|| panic!("no count in {}", played.transcript));
    assert!(held <= 4, "{held} MiB held in a /dev/shm capped at 4 MiB");
}

#[test]
fn a_megabyte_line_of_rolls_is_judged_and_not_by_the_judge_deadline() {
    let program = corpus("long_roll_line.c");
    build(&program);
    // The judge deadline is the judging thread's processor time, not wall time, so a busy
    // machine does not make this fail: this test build (opt-level 1) judges the line in under
    // a second of it, a release build in about a third; before the windows it took minutes.
    let output = croupier(&shared_cache())
        .args(["check", "ceelo"])
        .arg(&program)
        .args(["--scripts", "three-games-then-cash-out", "--format", "json"])
        .args(["--output", "2MiB", "--judge-time", "3s"])
        .output()
        .expect("croupier runs");
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(1),
        "a report, with failures: {report}"
    );
    let json: serde_json::Value = serde_json::from_str(&report).expect("a JSON report");
    let checks = json["checks"].as_array().expect("checks");
    let judged = |id: &str| {
        checks
            .iter()
            .find(|check| check["id"] == id)
            .unwrap_or_else(|| panic!("no check {id} in {report}"))
    };
    assert_eq!(judged("dice-range")["status"], "pass", "{report}");
    assert_eq!(judged("draws")["status"], "pass", "{report}");
    assert!(
        !report.contains("judging this run took longer"),
        "nothing is left to the deadline: {report}"
    );
}

#[test]
fn a_craps_program_showing_seats_no_table_has_gets_its_gradebook_row() {
    let root = tempfile::tempdir().unwrap();
    let class = root.path().join("class");
    std::fs::create_dir(&class).unwrap();
    std::fs::copy(corpus("craps_huge_seat.c"), class.join("huge_seat.c")).unwrap();
    let out = root.path().join("out");
    let graded = croupier(&shared_cache())
        .args(["grade", "craps"])
        .arg(&class)
        .arg("--out")
        .arg(&out)
        .args([
            "--scripts",
            "spec-two-players",
            "--time",
            "5s",
            "--format",
            "csv",
        ])
        .output()
        .expect("croupier runs");
    let printed = String::from_utf8_lossy(&[graded.stdout, graded.stderr].concat()).into_owned();
    assert!(
        matches!(graded.status.code(), Some(0 | 1)),
        "the class is graded, not aborted: {printed}"
    );
    assert!(!printed.contains("panicked"), "{printed}");
    let gradebook = std::fs::read_to_string(out.join("gradebook.csv")).expect("a gradebook");
    assert!(
        gradebook.lines().any(|line| line.starts_with("huge_seat,")),
        "a row for the student: {gradebook}"
    );
}

#[test]
fn grade_force_builds_again_a_student_whose_build_failed_for_a_passing_cause() {
    let root = tempfile::tempdir().expect("a temp dir");
    let class = root.path().join("class");
    std::fs::create_dir(&class).unwrap();
    built_at_last_program(&class);
    let out = root.path().join("out");
    let cache = tempfile::tempdir().expect("a temp cache");
    let graded = |build_time: Option<&str>, force: bool| {
        let mut command = croupier(cache.path());
        command
            .args(["grade", "ceelo"])
            .arg(&class)
            .arg("--out")
            .arg(&out)
            .args(["--scripts", "three-games-then-cash-out", "--time", "5s"]);
        if let Some(time) = build_time {
            command.env("CROUPIER_BUILD_TIME", time);
        }
        if force {
            command.arg("--force");
        }
        let output = command.output().expect("croupier runs");
        let report = std::fs::read_to_string(out.join("game.json")).unwrap_or_else(|_| {
            panic!(
                "a result for the student: {}",
                String::from_utf8_lossy(&output.stderr)
            )
        });
        let report: serde_json::Value = serde_json::from_str(&report).expect("JSON");
        report["runs"][0]["verdict"]
            .as_str()
            .expect("a verdict")
            .to_string()
    };
    // The compile runs out of time: the student's result says so...
    assert_eq!(graded(Some("1ms"), false), "build-error");
    // ...and `--force` grades again with a build made afresh, not the failure kept.
    assert_eq!(graded(None, true), "ok");
}

#[test]
fn a_run_cannot_gain_privileges_through_a_setuid_program() {
    let program = corpus("no_new_privs.c");
    build(&program);
    let output = croupier(&shared_cache())
        .args(["run", "ceelo"])
        .arg(&program)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .output()
        .expect("croupier runs");
    let transcript = String::from_utf8_lossy(&output.stdout);
    assert!(transcript.contains("NoNewPrivs:\t1"), "{transcript}");
}
