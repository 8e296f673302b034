//! `croupier grade` and `merge` on small classes written into temp folders:
//! verdicts per student, every format, kill-and-resume, shards, and the
//! Gradescope scripts against a fake /autograder layout.

use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::support::{c_program, croupier, repository_root, shared_cache};

/// Prints the War prompt, reads the ENTER, and ends well.
pub(crate) const PLAYS_ALONG: &str = "#include <stdio.h>\nint main(void){char line[80];puts(\"Press ENTER to play\");fflush(stdout);if(!fgets(line,80,stdin))return 1;puts(\"game 1\");return 0;}\n";
const DOES_NOT_BUILD: &str = "int main(void) { return 0 }\n";
const LOOPS: &str =
    "#include <stdio.h>\nint main(void){char line[80];fgets(line,80,stdin);for(;;){}}\n";

/// A program that plays along after `millis` ms of work, tagged so each builds apart.
fn slow_program(tag: &str, millis: u32) -> String {
    format!(
        "#include <stdio.h>\n#include <unistd.h>\n/* {tag} */\nint main(void){{char line[80];puts(\"Press ENTER to play\");fflush(stdout);if(!fgets(line,80,stdin))return 1;usleep({millis}000);puts(\"game 1\");return 0;}}\n"
    )
}

/// A correct War in C (from the reworded corpus): croupier's own reference cannot stand in for a
/// student, since it refuses to play inside a run.
fn correct_student(folder: &Path, name: &str) {
    std::fs::copy(
        repository_root().join("fixtures/war/reworded/compact-rows.c"),
        folder.join(format!("{name}.c")),
    )
    .unwrap();
}

/// correct (C), plays (C), broken (C that does not build), looping (C).
pub(crate) fn small_class(root: &Path) -> PathBuf {
    let class = root.join("class");
    std::fs::create_dir_all(class.join("plays")).unwrap();
    correct_student(&class, "correct");
    c_program(&class.join("plays"), "war.c", PLAYS_ALONG);
    c_program(&class, "broken.c", DOES_NOT_BUILD);
    c_program(&class, "looping.c", LOOPS);
    std::fs::write(class.join("README.md"), "not a student").unwrap();
    class
}

pub(crate) fn grade(class: &Path, out: &Path, extra: &[&str]) -> std::process::Output {
    croupier(&shared_cache())
        .args(["grade", "war"])
        .arg(class)
        .arg("--out")
        .arg(out)
        // Short, for the looping student; long enough that the correct one's
        // hundred games end in time on a loaded machine (at 1 s they did not,
        // and one run's verdict then differed from another's).
        .args(["--time", "4s"])
        .args(extra)
        .output()
        .expect("croupier runs")
}

fn read_json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap())
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn verdicts(report: &serde_json::Value) -> Vec<String> {
    report["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|run| run["verdict"].as_str().unwrap().to_string())
        .collect()
}

fn stdout_of(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_class_is_graded_into_one_result_per_student_and_a_gradebook() {
    let root = tempfile::tempdir().unwrap();
    let class = small_class(root.path());
    let out = root.path().join("out");
    let output = grade(&class, &out, &["--jobs", "2"]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let results: BTreeMap<String, serde_json::Value> = ["correct", "plays", "broken", "looping"]
        .into_iter()
        .map(|student| {
            (
                student.to_string(),
                read_json(&out.join(format!("{student}.json"))),
            )
        })
        .collect();
    let correct = &results["correct"];
    assert_eq!(correct["student"], "correct");
    assert_eq!(
        correct["score"].as_f64().unwrap(),
        correct["max_score"].as_f64().unwrap(),
        "{correct}"
    );
    let flagged: Vec<&serde_json::Value> = correct["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|check| check["not_judged"] == true)
        .map(|check| &check["id"])
        .collect();
    assert!(flagged.is_empty(), "{correct}");
    assert_eq!(verdicts(&results["broken"]), ["build-error"]);
    assert_eq!(results["broken"]["score"], 0.0);
    assert_eq!(verdicts(&results["looping"]), ["timeout"]);
    assert_eq!(verdicts(&results["plays"]), ["ok"]);
    for (student, report) in &results {
        let timing = &report["timing"];
        for field in ["build_ms", "run_ms", "judge_ms"] {
            assert!(timing[field].is_u64(), "{student}: {field} in {timing}");
        }
    }
    assert!(timing_of(&results["looping"], "run_ms") >= 1000);
    let summary = stdout_of(&output);
    assert!(summary.contains("4 students, "), "{summary}");
    // Which student is slowest depends on the machine's load; the one that
    // ran into its deadline must be among those listed.
    let slowest = summary
        .split("slowest submissions:")
        .nth(1)
        .unwrap_or_default();
    assert!(slowest.contains("\n  looping:"), "{summary}");
}

fn timing_of(report: &serde_json::Value, field: &str) -> u64 {
    report["timing"][field].as_u64().unwrap()
}

#[test]
fn every_format_holds_the_whole_class() {
    let root = tempfile::tempdir().unwrap();
    let class = small_class(root.path());
    let out = root.path().join("out");
    let graded = grade(&class, &out, &[]);
    assert_eq!(graded.status.code(), Some(0), "{graded:?}");
    let reports: Vec<serde_json::Value> =
        serde_json::from_str(&stdout_of(&grade(&class, &out, &["--format", "json"]))).unwrap();
    let students: Vec<&str> = reports
        .iter()
        .map(|r| r["student"].as_str().unwrap())
        .collect();
    assert_eq!(students, ["broken", "correct", "looping", "plays"]);

    // CSV: a header, then one row per student with as many cells.
    let csv = std::fs::read_to_string(out.join("gradebook.csv")).unwrap();
    assert_eq!(stdout_of(&grade(&class, &out, &["--format", "csv"])), csv);
    let rows: Vec<Vec<&str>> = csv.lines().map(|line| line.split(',').collect()).collect();
    assert_eq!(rows[0][..3], ["student", "score", "max_score"]);
    assert_eq!(rows[0].last(), Some(&"not_judged"));
    let check_count = reports[0]["checks"].as_array().unwrap().len();
    assert_eq!(rows[0].len(), 3 + check_count + 1);
    assert_eq!(rows.len(), 1 + reports.len());
    for (row, report) in rows[1..].iter().zip(&reports) {
        assert_eq!(row[0], report["student"].as_str().unwrap());
        assert_eq!(
            row[1].parse::<f64>().unwrap(),
            report["score"].as_f64().unwrap()
        );
        assert_eq!(row.len(), rows[0].len());
    }

    // JUnit: parses as XML, a suite per student, a case per check and script.
    let xml = stdout_of(&grade(&class, &out, &["--format", "junit"]));
    let junit = quick_junit::Report::deserialize_from_str(&xml)
        .unwrap_or_else(|error| panic!("{error}: {xml}"));
    assert_eq!(junit.test_suites.len(), reports.len());
    for (suite, report) in junit.test_suites.iter().zip(&reports) {
        let results: Vec<&serde_json::Value> = report["checks"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|check| check["results"].as_array().unwrap())
            .collect();
        let count = |status: &str| results.iter().filter(|r| r["status"] == status).count();
        assert_eq!(suite.tests, results.len(), "{:?}", suite.name);
        assert_eq!(suite.failures, count("fail"), "{:?}", suite.name);
        assert_eq!(suite.errors, count("error"), "{:?}", suite.name);
        assert_eq!(skipped_cases(suite), count("skip"), "{:?}", suite.name);
    }
    assert!(junit.test_suites[0].failures > 0, "broken fails its checks");

    // Gradescope: the required keys, and tests that add up to the score.
    let by_student: BTreeMap<String, serde_json::Value> = serde_json::from_str(&stdout_of(&grade(
        &class,
        &out,
        &["--format", "gradescope"],
    )))
    .unwrap();
    assert_eq!(by_student.len(), reports.len());
    for (report, results) in reports.iter().zip(by_student.values()) {
        assert_gradescope_shape(results);
        assert!(
            (results["score"].as_f64().unwrap() - report["score"].as_f64().unwrap()).abs() < 0.01,
            "{results}"
        );
    }
}

fn skipped_cases(suite: &quick_junit::TestSuite) -> usize {
    suite
        .test_cases
        .iter()
        .filter(|case| matches!(case.status, quick_junit::TestCaseStatus::Skipped { .. }))
        .count()
}

/// `score`, and `tests[]` with `name`, `score`, `max_score`, `output`, `visibility`, adding up.
fn assert_gradescope_shape(results: &serde_json::Value) {
    let tests = results["tests"].as_array().expect("tests[]");
    assert!(!tests.is_empty());
    let mut sum = 0.0;
    for test in tests {
        assert!(test["name"].is_string(), "{test}");
        assert!(test["output"].is_string(), "{test}");
        assert!(test["max_score"].is_number(), "{test}");
        let visibility = test["visibility"].as_str().unwrap();
        assert!(
            ["visible", "hidden", "after_due_date", "after_published"].contains(&visibility),
            "{test}"
        );
        let score = test["score"].as_f64().unwrap();
        assert!(
            score <= test["max_score"].as_f64().unwrap() + 1e-9,
            "{test}"
        );
        sum += score;
    }
    assert!(
        (sum - results["score"].as_f64().unwrap()).abs() < 1e-6,
        "{results}"
    );
}

#[test]
fn hidden_scripts_count_and_wait_for_publishing() {
    let root = tempfile::tempdir().unwrap();
    let class = small_class(root.path());
    let hidden = root.path().join("hidden");
    std::fs::create_dir(&hidden).unwrap();
    std::fs::write(
        hidden.join("quiet-enter.yaml"),
        "description: ENTER at once.\nsteps:\n  - send: \"\"\n",
    )
    .unwrap();
    let output = croupier(&shared_cache())
        .args(["check", "war"])
        .arg(class.join("plays"))
        .args([
            "--format",
            "gradescope",
            "--scripts",
            "default",
            "--hidden-scripts",
        ])
        .arg(&hidden)
        .output()
        .unwrap();
    let results: serde_json::Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|error| panic!("{error}: {output:?}"));
    assert_gradescope_shape(&results);
    let tests = results["tests"].as_array().unwrap();
    let visibility_of = |script: &str| -> Vec<&str> {
        tests
            .iter()
            .filter(|test| test["name"].as_str().unwrap().contains(script))
            .map(|test| test["visibility"].as_str().unwrap())
            .collect()
    };
    let hidden_tests = visibility_of("(quiet-enter)");
    assert!(!hidden_tests.is_empty(), "{results}");
    assert!(
        hidden_tests.iter().all(|v| *v == "after_published"),
        "{results}"
    );
    assert!(visibility_of("(hundred-games)")
        .iter()
        .all(|v| *v == "visible"));
}

/// Grade a class of slow students one at a time, kill croupier once a result
/// is on disk, and grade again: each student is graded exactly once.
#[test]
fn a_killed_run_resumes_without_losing_or_repeating_anyone() {
    let root = tempfile::tempdir().unwrap();
    let class = root.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let students: Vec<String> = (1..=6).map(|n| format!("student{n}")).collect();
    for student in &students {
        c_program(&class, &format!("{student}.c"), &slow_program(student, 400));
    }
    let out = root.path().join("out");
    let mut first = std::process::Command::new(assert_cmd::cargo::cargo_bin("croupier"))
        .env("CROUPIER_CACHE", shared_cache())
        .args(["grade", "war"])
        .arg(&class)
        .arg("--out")
        .arg(&out)
        .args(["--jobs", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while result_files(&out).is_empty() {
        assert!(Instant::now() < deadline, "no result within 120 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    first.kill().unwrap(); // SIGKILL: no cleanup
    first.wait().unwrap();
    let survivors = result_files(&out);
    assert!(
        !survivors.is_empty() && survivors.len() < students.len(),
        "killed midway: {survivors:?}"
    );
    for student in survivors.keys() {
        read_json(&out.join(format!("{student}.json")));
    }

    let rerun = grade(&class, &out, &["--jobs", "2"]);
    assert_eq!(rerun.status.code(), Some(0), "{rerun:?}");
    let stderr = String::from_utf8_lossy(&rerun.stderr);
    let expected = format!(
        "graded {} students, {} already graded before",
        students.len() - survivors.len(),
        survivors.len()
    );
    assert!(stderr.contains(&expected), "{stderr}");
    let after = result_files(&out);
    assert_eq!(
        after.keys().collect::<Vec<_>>(),
        students.iter().collect::<Vec<_>>()
    );
    for (student, identity) in &survivors {
        assert_eq!(&after[student], identity, "{student} was graded twice");
    }
    assert!(leftovers(&out).is_empty(), "{:?}", leftovers(&out));
    let csv = std::fs::read_to_string(out.join("gradebook.csv")).unwrap();
    assert_eq!(csv.lines().count(), 1 + students.len());

    let forced = grade(&class, &out, &["--force", "--jobs", "2"]);
    let stderr = String::from_utf8_lossy(&forced.stderr);
    assert!(
        stderr.contains("graded 6 students, 0 already graded before"),
        "{stderr}"
    );
    let regraded = result_files(&out);
    for (student, identity) in &survivors {
        assert_ne!(
            &regraded[student], identity,
            "--force grades {student} again"
        );
    }
}

/// Each result file by student, with (inode, modification time): a file
/// written again by rename gets a new inode.
fn result_files(out: &Path) -> BTreeMap<String, (u64, i64, i64)> {
    let Ok(entries) = std::fs::read_dir(out) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let student = name.strip_suffix(".json")?.to_string();
            if student.starts_with('.') {
                return None;
            }
            let metadata = entry.metadata().ok()?;
            Some((
                student,
                (metadata.ino(), metadata.mtime(), metadata.mtime_nsec()),
            ))
        })
        .collect()
}

fn leftovers(out: &Path) -> Vec<String> {
    std::fs::read_dir(out)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        // The grade lock stays by design: a flock on it is what is held, not the file.
        .filter(|name| name.starts_with('.') && name != ".croupier-grade.lock")
        .collect()
}

#[test]
fn three_shards_merged_equal_one_unsharded_run() {
    let root = tempfile::tempdir().unwrap();
    let class = small_class(root.path());
    for n in 1..=4 {
        c_program(
            &class,
            &format!("extra{n}.c"),
            &slow_program(&format!("extra{n}"), 0),
        );
    }
    let whole = root.path().join("whole");
    assert_eq!(grade(&class, &whole, &[]).status.code(), Some(0));
    let mut shard_folders = Vec::new();
    let mut sizes = Vec::new();
    for index in 1..=3 {
        let folder = root.path().join(format!("shard{index}"));
        let output = grade(&class, &folder, &["--shard", &format!("{index}/3")]);
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        sizes.push(result_files(&folder).len());
        shard_folders.push(folder);
    }
    assert_eq!(sizes, [3, 3, 2], "8 students in slices of 3, 3 and 2");
    let merged = root.path().join("merged");
    let output = croupier(&shared_cache())
        .arg("merge")
        .args(&shard_folders)
        .arg("--out")
        .arg(&merged)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert_eq!(
        std::fs::read_to_string(merged.join("gradebook.csv")).unwrap(),
        std::fs::read_to_string(whole.join("gradebook.csv")).unwrap()
    );
    assert_eq!(
        result_files(&merged).keys().collect::<Vec<_>>(),
        result_files(&whole).keys().collect::<Vec<_>>()
    );

    // The same student graded differently in two folders cannot be merged.
    let mut changed = read_json(&shard_folders[0].join("broken.json"));
    changed["score"] = serde_json::json!(99.0);
    let other = root.path().join("other");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(other.join("broken.json"), changed.to_string()).unwrap();
    let conflict = croupier(&shared_cache())
        .arg("merge")
        .arg(&shard_folders[0])
        .arg(&other)
        .arg("--out")
        .arg(root.path().join("conflict"))
        .output()
        .unwrap();
    assert_eq!(conflict.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&conflict.stderr);
    assert!(
        stderr.contains("'broken' was graded differently"),
        "{stderr}"
    );
}

#[test]
fn grade_exits_2_when_it_cannot_do_its_job() {
    let root = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 3] = [
        (&["grade", "poker", "."], "unknown assignment 'poker'"),
        (&["grade", "war", "/no/such/class"], "/no/such/class"),
        (
            &["grade", "war", ".", "--shard", "4/3"],
            "'4/3' is not a shard",
        ),
    ];
    for (args, message) in cases {
        let output = croupier(&shared_cache())
            .current_dir(root.path())
            .args(args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

/// setup.sh installs croupier and run_autograder writes results.json, in a
/// fake /autograder; a submission croupier cannot grade still gets a results.json.
#[test]
fn the_gradescope_scripts_write_results_json() {
    let root = tempfile::tempdir().unwrap();
    let autograder = root.path().join("autograder");
    let submission = autograder.join("submission");
    std::fs::create_dir_all(&submission).unwrap();
    std::fs::create_dir_all(autograder.join("source/hidden-scripts")).unwrap();
    std::fs::write(autograder.join("source/croupier.env"), "ASSIGNMENT=war\n").unwrap();
    std::fs::write(
        autograder.join("source/hidden-scripts/quiet-enter.yaml"),
        "description: ENTER at once.\nsteps:\n  - send: \"\"\n",
    )
    .unwrap();
    c_program(&submission, "war.c", PLAYS_ALONG);
    let scripts = repository_root().join("scripts/gradescope");
    let run_script = |name: &str| {
        std::process::Command::new(scripts.join(name))
            .env("AUTOGRADER_ROOT", &autograder)
            .env("CROUPIER_BIN", assert_cmd::cargo::cargo_bin("croupier"))
            .env("CROUPIER_CACHE", shared_cache())
            .output()
            .unwrap()
    };
    let setup = run_script("setup.sh");
    assert!(setup.status.success(), "{setup:?}");
    assert!(autograder.join("bin/croupier").is_file());
    let graded = run_script("run_autograder");
    assert!(graded.status.success(), "{graded:?}");
    let results = read_json(&autograder.join("results/results.json"));
    assert_gradescope_shape(&results);
    let names: Vec<&str> = results["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|test| test["name"].as_str().unwrap())
        .collect();
    assert!(
        names.iter().any(|name| name.contains("(quiet-enter)")),
        "{names:?}"
    );

    std::fs::remove_file(submission.join("war.c")).unwrap();
    let nothing = run_script("run_autograder");
    assert!(nothing.status.success(), "{nothing:?}");
    let results = read_json(&autograder.join("results/results.json"));
    assert_eq!(results["score"].as_f64(), Some(0.0));
    // An empty submission is the student's to fix, not the autograder's.
    let said = results.to_string();
    assert!(said.contains("the submission is empty"), "{said}");
    assert!(!said.contains("tell your instructor"), "{said}");
}

#[test]
fn text_reports_lose_their_colours_in_a_pipe_and_show_how_to_reproduce() {
    let root = tempfile::tempdir().unwrap();
    let class = small_class(root.path());
    let output = croupier(&shared_cache())
        .args(["check", "war"])
        .arg(class.join("looping.c"))
        .args(["--time", "1s"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let text = stdout_of(&output);
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert!(text.contains("FAIL  runs"), "{text}");
    assert!(text.contains("reproduce: croupier run war "), "{text}");
}
