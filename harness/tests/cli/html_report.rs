//! The class report (`report.html`): written by `grade` and `merge`, printed
//! by `check --format html`, with whatever students printed or named shown
//! as text; and opened in a real headless browser (Debian's `chromium`, which
//! `scripts/ensure-tools` installs) to check the DOM it builds.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use crate::grade::{grade, small_class, PLAYS_ALONG};
use crate::support::{c_program, croupier, shared_cache};

/// Prints markup after the prompt, then crashes: the markup is in its
/// transcript, its last lines and its failures.
const PRINTS_MARKUP: &str = "#include <stdio.h>\nint main(void){char line[80];puts(\"Press ENTER to play\");fflush(stdout);if(!fgets(line,80,stdin))return 1;puts(\"<script>alert(1)</script>\");fflush(stdout);return 3;}\n";
const MARKUP_FOLDER: &str = "<img src=x onerror=alert(1)>";
const STUDENTS: usize = 6;

/// The small class, a student whose program prints `<script>` and one whose
/// folder's name is markup, graded once for every test here.
fn graded_class() -> &'static Path {
    static GRADED: OnceLock<PathBuf> = OnceLock::new();
    GRADED.get_or_init(|| {
        let root = tempfile::tempdir().unwrap().keep();
        let class = small_class(&root);
        std::fs::create_dir_all(class.join("shouts")).unwrap();
        c_program(&class.join("shouts"), "war.c", PRINTS_MARKUP);
        std::fs::create_dir_all(class.join(MARKUP_FOLDER)).unwrap();
        c_program(&class.join(MARKUP_FOLDER), "war.c", PLAYS_ALONG);
        let out = root.join("out");
        let output = grade(&class, &out, &["--jobs", "2"]);
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        out
    })
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// `text` with askama's numeric escapes of `<` and `>` named as a browser names them.
fn named_entities(text: &str) -> String {
    text.replace("&#60;", "&lt;").replace("&#62;", "&gt;")
}

/// Assert `page` shows the markup as text and holds no element of it.
fn assert_markup_is_text(page: &str) {
    let page = &named_entities(page);
    for escaped in [
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&lt;img src=x onerror=alert(1)&gt;",
    ] {
        assert!(page.contains(escaped), "{escaped} in the page");
    }
    assert!(!page.contains("<img"), "no img element");
    assert!(!page.contains("<script>alert"), "no student script");
    assert_eq!(
        page.matches("<script").count(),
        1,
        "only the page's own script"
    );
}

#[test]
fn grade_writes_a_self_contained_html_report_with_student_text_escaped() {
    let out = graded_class();
    let page = read(&out.join("report.html"));
    assert!(page.starts_with("<!DOCTYPE html>"), "{}", &page[..80]);
    assert_markup_is_text(&page);
    assert_eq!(page.matches("<tr class=\"student-row").count(), STUDENTS);
    assert_eq!(page.matches("<details class=\"student\"").count(), STUDENTS);
    for external in ["http://", "https://", "<link", "src=\"", "@import"] {
        assert!(!page.contains(external), "nothing external ({external})");
    }
    assert!(page.contains("<svg class=\"histogram\""), "the histogram");
    assert!(page.contains("build failed"), "broken is to review");
}

#[test]
fn merge_writes_the_html_report_of_the_merged_class() {
    let out = graded_class();
    let merged = tempfile::tempdir().unwrap();
    let output = croupier(&shared_cache())
        .arg("merge")
        .arg(out)
        .arg("--out")
        .arg(merged.path().join("all"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let page = read(&merged.path().join("all/report.html"));
    assert_eq!(page, read(&out.join("report.html")));
}

#[test]
fn check_format_html_prints_the_page_of_one_program() {
    let folder = tempfile::tempdir().unwrap();
    let program = c_program(folder.path(), "war.c", PRINTS_MARKUP);
    let output = croupier(&shared_cache())
        .args(["check", "war"])
        .arg(&program)
        .args(["--time", "1s", "--format", "html"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let page = named_entities(&String::from_utf8(output.stdout).unwrap());
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    assert!(
        page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{page}"
    );
    assert_eq!(
        page.matches("<script").count(),
        1,
        "only the page's own script"
    );
    assert!(page.contains("<details class=\"student\" id=\"student-0\" open>"));
}

/// `chromium --headless --dump-dom` of `page`, or why it cannot be had.
fn dump_dom(page: &Path) -> Result<String, String> {
    let browser = ["chromium", "chromium-browser"]
        .into_iter()
        .find(|name| {
            Command::new(name)
                .arg("--version")
                .output()
                .is_ok_and(|output| output.status.success())
        })
        .ok_or("chromium is not installed (scripts/ensure-tools installs Debian's chromium when run as root)")?;
    let profile = tempfile::tempdir().map_err(|error| error.to_string())?;
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|error| format!("{browser} did not start: {error}"))?;
    let deadline = std::time::Instant::now() + Duration::from_secs(90);
    while child
        .try_wait()
        .map_err(|error| error.to_string())?
        .is_none()
    {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            return Err(format!("{browser} did not finish within 90 s"));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let output = child
        .wait_with_output()
        .map_err(|error| error.to_string())?;
    let dom = String::from_utf8_lossy(&output.stdout).into_owned();
    if !output.status.success() || !dom.contains("</html>") {
        return Err(format!(
            "{browser} could not run here ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(dom)
}

/// Text of the DOM's serialization, unescaped.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&#60;", "<")
        .replace("&#62;", ">")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// gradebook.csv as rows of cells (no cell of this class is quoted).
fn gradebook(out: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let text = read(&out.join("gradebook.csv"));
    let mut lines = text
        .lines()
        .map(|line| line.split(',').map(str::to_string).collect::<Vec<String>>());
    let header = lines.next().unwrap();
    (header, lines.collect())
}

#[test]
fn html_report_in_a_headless_browser_has_a_row_per_student_and_the_gradebook_counts() {
    let out = graded_class();
    let dom = match dump_dom(&out.join("report.html")) {
        Ok(dom) => dom,
        Err(why) => {
            eprintln!("skipped: the browser test of report.html needs chromium: {why}");
            return;
        }
    };
    let (header, rows) = gradebook(out);
    // A row per student, named as in the gradebook.
    let row = regex::Regex::new(r#"<tr class="student-row[^"]*" data-student="([^"]*)""#).unwrap();
    let shown: Vec<String> = row
        .captures_iter(&dom)
        .map(|captures| unescape(&captures[1]))
        .collect();
    let mut students: Vec<String> = rows.iter().map(|row| row[0].clone()).collect();
    students.sort();
    assert_eq!(shown, students);
    assert_eq!(shown.len(), STUDENTS);
    // Per check: full marks, failed and not judged as gradebook.csv has them.
    let check = regex::Regex::new(
        r#"<tr class="check" id="[^"]*" data-check="([^"]*)" data-max="([^"]*)" data-passed="(\d+)" data-failed="(\d+)" data-not-judged="(\d+)""#,
    )
    .unwrap();
    let on_page: BTreeMap<String, (String, usize, usize, usize)> = check
        .captures_iter(&dom)
        .map(|c| {
            (
                c[1].to_string(),
                (
                    c[2].to_string(),
                    c[3].parse().unwrap(),
                    c[4].parse().unwrap(),
                    c[5].parse().unwrap(),
                ),
            )
        })
        .collect();
    let checks = &header[3..header.len() - 1];
    assert_eq!(on_page.len(), checks.len(), "{on_page:?}");
    for (column, id) in checks.iter().enumerate() {
        let (max, passed, failed, not_judged) = &on_page[id];
        let cells: Vec<(&str, bool)> = rows
            .iter()
            .filter(|row| !row[3 + column].is_empty())
            .map(|row| {
                let flagged = row.last().unwrap().split(' ').any(|flag| flag == id);
                (row[3 + column].as_str(), flagged)
            })
            .collect();
        let flagged = cells.iter().filter(|(_, flagged)| *flagged).count();
        let full = cells
            .iter()
            .filter(|(score, flagged)| !flagged && score == max)
            .count();
        assert_eq!(
            (*passed, *failed, *not_judged),
            (full, cells.len() - full - flagged, flagged),
            "{id}"
        );
    }
    // A student's drill-down: the crashing student's section with its transcript.
    let section = dom
        .split("<details class=\"student\"")
        .skip(1)
        .find(|section| section.contains(">shouts<"))
        .expect("the section of shouts");
    assert!(section.contains("crash"), "{section}");
    assert!(
        section.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{section}"
    );
    assert!(section.contains("class=\"transcript\""), "{section}");
    // The injected markup is inert: text, not elements.
    assert_eq!(
        dom.matches("<script").count(),
        1,
        "only the page's own script"
    );
    assert!(!dom.contains("<img"), "no img element");
    assert!(unescape(&dom).contains(MARKUP_FOLDER));
}
