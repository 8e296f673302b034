//! A build contained as a run is (fixtures/adversarial/build_reads_secret/): when croupier is
//! root its compiler runs as a uid of its own, never root, and waits for one rather than build
//! as root; under `--sandbox bwrap` it runs inside bubblewrap; and a submission that makes the
//! compiler read a file only root may read shows nothing of that file in any report.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::adversarial::{
    built_at_last_program, cc1_pids, copy_tree, corpus, start_endless_build, wait_at_most,
    EndlessBuild,
};
use crate::cheating::hold_uid;
use crate::support::{croupier, repository_root, skipped_without_javac};

/// What the root-only file holds: a word that would show in any compiler message quoting it.
const SECRET: &str = "croupier_secret_4711";

fn skipped_without_root(what: &str) -> bool {
    let root = nix::unistd::geteuid().is_root();
    if !root {
        eprintln!(
            "skipped {what}: croupier is not root, so its builds run as this user, who may read \
             what the build reads"
        );
    }
    !root
}

/// The extra options of each sandbox there is here: none, and bwrap where it is installed.
fn sandboxes() -> Vec<&'static [&'static str]> {
    let mut all: Vec<&'static [&'static str]> = vec![&[]];
    if croupier::run::find_bubblewrap().is_some() {
        all.push(&["--sandbox", "bwrap"]);
    } else {
        eprintln!("the bwrap cases are skipped: bwrap (bubblewrap) is not installed");
    }
    all
}

/// The first cc1 of `build`, once it runs.
fn running_cc1(build: &EndlessBuild) -> i32 {
    let croupier = build.croupier.id();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(&pid) = cc1_pids(croupier).first() {
            return pid;
        }
        assert!(Instant::now() < deadline, "cc1 starts");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Interrupts the background croupier (which kills its build first) and waits for it.
fn stop(build: &mut EndlessBuild) {
    let _ = nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(build.croupier.id() as i32),
        nix::sys::signal::Signal::SIGTERM,
    );
    assert!(wait_at_most(&mut build.croupier, Duration::from_secs(10)));
}

/// The real uid of a process, from /proc/PID/status.
fn real_uid(pid: i32) -> u32 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("its status");
    status
        .lines()
        .find_map(|line| line.strip_prefix("Uid:"))
        .and_then(|ids| ids.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no Uid line in {status}"))
}

#[test]
fn a_compiler_runs_as_a_user_of_its_own_when_croupier_is_root() {
    if skipped_without_root("the compiler's uid") {
        return;
    }
    let mut build = start_endless_build("60s", &[]);
    let uid = real_uid(running_cc1(&build));
    stop(&mut build);
    assert_ne!(uid, 0, "cc1 ran as root");
}

#[test]
fn under_bubblewrap_a_compiler_runs_in_a_mount_namespace_of_its_own() {
    if croupier::run::find_bubblewrap().is_none() {
        eprintln!("skipped: bwrap (bubblewrap) is not installed");
        return;
    }
    let mut build = start_endless_build("60s", &["--sandbox", "bwrap"]);
    let pid = running_cc1(&build);
    let theirs = std::fs::read_link(format!("/proc/{pid}/ns/mnt"));
    let ours = std::fs::read_link("/proc/self/ns/mnt").expect("our mount namespace");
    stop(&mut build);
    let theirs = theirs.expect("cc1's mount namespace");
    assert_ne!(theirs, ours, "cc1 saw this machine's mounts");
}

/// A file only root may read, `Secret.java` holding [`SECRET`] in a 0700 folder; outside /tmp,
/// which bwrap replaces anyway, so that what keeps it out of reach is the build's user.
fn root_only_secret() -> (tempfile::TempDir, PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temp dir");
    std::fs::set_permissions(folder.path(), std::fs::Permissions::from_mode(0o700)).unwrap();
    let secret = folder.path().join("Secret.java");
    std::fs::write(&secret, format!("{SECRET}\n")).expect("write the secret");
    std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).unwrap();
    (folder, secret)
}

/// The fixture `name` copied into `folder`, with the header that names `secret` (a student on
/// the grading machine could guess the path).
fn submission_naming(name: &str, secret: &Path, folder: &Path) -> PathBuf {
    let submission = folder.join(name);
    copy_tree(&corpus(&format!("build_reads_secret/{name}")), &submission);
    std::fs::write(
        submission.join("secret_path.h"),
        format!("#define SECRET_FILE \"{}\"\n", secret.display()),
    )
    .expect("write the header");
    submission
}

/// Everything `croupier run ceelo` says (transcript and report) on `submission`, built afresh.
fn everything_said(submission: &Path, options: &[&str]) -> String {
    let cache = tempfile::tempdir().expect("a temp cache");
    let output = croupier(cache.path())
        .args(["run", "ceelo"])
        .arg(submission)
        .arg("--script")
        .arg(corpus("scripts/no-input.yaml"))
        .args(["--time", "10s"])
        .args(options)
        .output()
        .expect("croupier runs");
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn a_c_build_that_reads_a_root_only_file_through_a_macro_shows_nothing_of_it() {
    if skipped_without_root("the root-only file") {
        return;
    }
    let (_secret_folder, secret) = root_only_secret();
    // Each way, and why the build failed (so it failed on the secret, not on something else).
    let cases = [
        (
            "nested_include",
            "includes a macro, which cannot be checked",
        ),
        ("asm_include", "Permission denied"),
        // GNU as says so when it cannot open the file either.
        ("asm_incbin", "Error: file not found"),
    ];
    for options in sandboxes() {
        for (name, why) in cases {
            let folder = tempfile::tempdir().expect("a temp dir");
            let said = everything_said(&submission_naming(name, &secret, folder.path()), options);
            let context = format!("{name} {options:?}:\n{said}");
            assert!(
                !said.contains(SECRET),
                "the secret reached a report: {context}"
            );
            assert!(said.contains(why), "expected '{why}': {context}");
        }
    }
}

#[test]
fn a_java_build_that_reads_a_root_only_source_shows_nothing_of_it() {
    if skipped_without_javac("the Java build") || skipped_without_root("the root-only file") {
        return;
    }
    let (secret_folder, secret) = root_only_secret();
    let folder = tempfile::tempdir().expect("a temp dir");
    let submission = submission_naming("java_source_path", &secret, folder.path());
    std::fs::remove_file(submission.join("secret_path.h")).unwrap();
    // A course's build that gives javac a source path: the root-only Secret.java is on it.
    let builtin = std::fs::read_to_string(repository_root().join("fixtures/ceelo/assignment.yaml"))
        .expect("the built-in assignment.yaml");
    let course = folder.path().join("ceelo-course.yaml");
    std::fs::write(
        &course,
        format!(
            "{builtin}\nbuild:\n  java: [javac, -encoding, UTF-8, -sourcepath, \"{}\", -d, \"{{output}}\", \"{{sources}}\"]\n",
            secret_folder.path().display()
        ),
    )
    .unwrap();
    for options in sandboxes() {
        let course_option = ["--assignment-file", course.to_str().expect("UTF-8")];
        let said = everything_said(&submission, &[options, &course_option].concat());
        let context = format!("{options:?}:\n{said}");
        assert!(
            !said.contains(SECRET),
            "the secret reached a report: {context}"
        );
        assert!(said.contains("Secret"), "javac looked for it: {context}");
        assert!(
            said.contains("did not build"),
            "it did not build: {context}"
        );
    }
}

#[test]
fn a_build_that_finds_every_uid_held_is_not_started_as_root() {
    if skipped_without_root("the uid pool") {
        return;
    }
    // A range of one uid, held here as another run would hold it.
    let uid = 1_900_999_998;
    let held = hold_uid(uid);
    let folder = tempfile::tempdir().expect("a temp dir");
    let program = built_at_last_program(folder.path());
    let cache = tempfile::tempdir().expect("a temp cache");
    let attempt = || {
        croupier(cache.path())
            .env("CROUPIER_UIDS", format!("{uid}-{uid}"))
            .env("CROUPIER_BUILD_TIME", "1s")
            .args(["run", "ceelo"])
            .arg(&program)
            .arg("--script")
            .arg(corpus("scripts/no-input.yaml"))
            .output()
            .expect("croupier runs")
    };
    let refused = attempt();
    let report = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{report}");
    assert!(
        report.contains(&format!(
            "the build was not started: every uid of the range {uid}-{uid} stayed held"
        )) && report.contains("does not compile a submission as root"),
        "{report}"
    );
    drop(held);
    let built = attempt();
    assert!(
        String::from_utf8_lossy(&built.stdout).contains("built at last"),
        "built once the uid is free: {}",
        String::from_utf8_lossy(&built.stderr)
    );
}

/// The `build` of `check`'s JSON report on `program` (and the text report's words on it).
fn build_reported(cache: &Path, program: &Path, options: &[&str]) -> (serde_json::Value, String) {
    let checked = |format: &str| {
        let output = croupier(cache)
            .args(["check", "ceelo"])
            .arg(program)
            .args(["--scripts", "three-games-then-cash-out", "--time", "5s"])
            .args(["--format", format])
            .args(options)
            .output()
            .expect("croupier runs");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let json = checked("json");
    let report: serde_json::Value = serde_json::from_str(&json).expect("a JSON report");
    (report["build"].clone(), checked("text"))
}

#[test]
fn reports_say_how_the_build_ran_fresh_from_the_cache_and_when_it_failed() {
    let root = nix::unistd::geteuid().is_root();
    let folder = tempfile::tempdir().unwrap();
    let broken = folder.path().join("broken.c");
    std::fs::write(&broken, "int main(void) { return undefined_name; }\n").unwrap();
    for options in sandboxes() {
        let sandbox = if options.is_empty() { "none" } else { "bwrap" };
        let cache = tempfile::tempdir().expect("a temp cache");
        for (program, cached) in [
            (corpus("exit3.c"), false),
            (corpus("exit3.c"), true),
            (broken.clone(), false),
        ] {
            let (build, text) = build_reported(cache.path(), &program, options);
            let case = format!("{} {options:?}: {build}", program.display());
            assert_eq!(build["contained"], root, "{case}");
            assert_eq!(build["sandbox"], sandbox, "{case}");
            // The text report's second run finds the build cached either way.
            assert_eq!(build["cached"], cached, "{case}");
            assert_eq!(
                build.get("not_contained_because").is_some(),
                !root,
                "{case}"
            );
            assert_eq!(text.contains("build not contained:"), !root, "{text}");
        }
    }
}
