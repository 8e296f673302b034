//! The report for people: a line per check, and for each failure the rule,
//! the transcript around the line, expected and seen as a short diff, and the
//! command that replays it. Colours are ANSI codes, for `anstream` to keep on
//! a terminal and strip elsewhere.

use std::fmt::Write as _;

use super::program_report::scripts;
use super::value_diff::{caret_line, value_diff};
use super::{CheckReport, ProgramReport, RunReport, ScriptCheckResult};
use crate::checks::CheckStatus;
use crate::transcript::Verdict;

const RED: &str = "\x1b[31m";
const GREEN: &str = "\x1b[32m";
const YELLOW: &str = "\x1b[33m";
const BOLD: &str = "\x1b[1m";
const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

fn paint(style: &str, text: &str) -> String {
    format!("{style}{text}{RESET}")
}

fn status_style(status: CheckStatus) -> &'static str {
    match status {
        CheckStatus::Pass => GREEN,
        CheckStatus::Fail => RED,
        CheckStatus::Error => YELLOW,
        CheckStatus::Skip => DIM,
    }
}

pub fn render_text(report: &ProgramReport) -> String {
    let mut text = String::new();
    let _ = writeln!(text, "{}: {}", report.assignment, report.program);
    if let Some(build) = report
        .runs
        .iter()
        .find(|run| run.verdict == Verdict::BuildError)
    {
        write_build_failure(&mut text, build);
    } else if !report.runs.is_empty() {
        let ok = report
            .runs
            .iter()
            .filter(|run| run.verdict == Verdict::Ok)
            .count();
        let _ = writeln!(
            text,
            "{} run, {ok} ended normally",
            scripts(report.runs.len())
        );
    }
    for run in report
        .runs
        .iter()
        .filter(|run| !matches!(run.verdict, Verdict::Ok | Verdict::BuildError))
    {
        write_run_problem(&mut text, run);
    }
    if let Some(reason) = report
        .runs
        .iter()
        .find_map(|run| run.not_contained_because.as_deref())
    {
        let _ = writeln!(text, "  not contained: {reason}");
    }
    if let Some(reason) = report
        .build
        .as_ref()
        .and_then(|build| build.not_contained_because.as_deref())
    {
        let _ = writeln!(text, "  build not contained: {reason}");
    }
    let _ = writeln!(text);
    let width = report
        .checks
        .iter()
        .map(|check| check.id.len())
        .max()
        .unwrap_or(0);
    for check in &report.checks {
        write_check(&mut text, check, width);
    }
    for note in &report.notes {
        let _ = writeln!(text, "note: {note}");
    }
    let _ = writeln!(
        text,
        "\nscore: {} / {}{}",
        report.score,
        report.max_score,
        if report.all_passed() {
            "  (all checks passed)"
        } else {
            ""
        }
    );
    text
}

/// A check's line: status, id, score (none for a check out of the maximum),
/// and what happened; then why a score is partial, each failure, and what
/// could not be judged.
fn write_check(text: &mut String, check: &CheckReport, width: usize) {
    if check.not_applicable {
        let _ = writeln!(
            text,
            "{} {:<width$}  {:>11} {}",
            paint(DIM, "n/a  "),
            check.id,
            "",
            check.message
        );
        return;
    }
    // Pad before painting: escape codes have no width on screen.
    let label = format!("{:<5}", check.status.label());
    let message = match check.status {
        CheckStatus::Pass => "",
        CheckStatus::Skip => "not judged",
        // Told once above the checks.
        CheckStatus::Fail if check.message == BUILD_FAILED => "not built",
        CheckStatus::Fail | CheckStatus::Error => check.message.as_str(),
    };
    let _ = writeln!(
        text,
        "{} {:<width$}  {:>5}/{:<5} {message}",
        paint(status_style(check.status), &label),
        check.id,
        check.score,
        check.max_score,
    );
    if let Some(partial) = check.partial_score_explained() {
        let _ = writeln!(text, "      {partial}");
    }
    write_failures(text, check);
    if check.results.is_empty() {
        let _ = writeln!(
            text,
            "      not judged: no script ran this check (scores nothing; flagged for review)"
        );
    }
    // One line per reason, naming the scripts it held for.
    let mut reasons: Vec<(&str, Vec<&str>)> = Vec::new();
    for result in check
        .results
        .iter()
        .filter(|result| result.outcome.status == CheckStatus::Skip)
    {
        let (reason, script) = if result.hidden {
            ("(details withheld)", "a hidden script")
        } else {
            (result.outcome.message.as_str(), result.script.as_str())
        };
        match reasons.iter_mut().find(|(known, _)| *known == reason) {
            Some((_, names)) => names.push(script),
            None => reasons.push((reason, vec![script])),
        }
    }
    for (reason, names) in reasons {
        let _ = writeln!(
            text,
            "      not judged: {}: {reason} (scores nothing; flagged for review)",
            named_scripts(&names)
        );
    }
}

/// "script a", "2 scripts (a, b)", "5 scripts (a, b, c and 2 more)".
fn named_scripts(names: &[&str]) -> String {
    const SHOWN: usize = 3;
    match names {
        [one] => format!("script {one}"),
        _ if names.len() <= SHOWN => format!("{} ({})", scripts(names.len()), names.join(", ")),
        _ => format!(
            "{} ({} and {} more)",
            scripts(names.len()),
            names[..SHOWN].join(", "),
            names.len() - SHOWN
        ),
    }
}

/// A check's failures grouped by cause: the first in full (excerpt,
/// expected and seen, help, reproduce); every other script a line, those
/// with the same message as one line naming them. A build error is told
/// once, above the checks, so its checks say no more than their status.
fn write_failures(text: &mut String, check: &CheckReport) {
    let failing: Vec<&ScriptCheckResult> = check
        .results
        .iter()
        .filter(|result| {
            matches!(
                result.outcome.status,
                CheckStatus::Fail | CheckStatus::Error
            )
        })
        .collect();
    let Some((first, others)) = failing.split_first() else {
        return;
    };
    if first.outcome.message == BUILD_FAILED {
        return;
    }
    write_failure(text, first);
    let mut causes: Vec<(&str, Vec<&str>)> = Vec::new();
    for result in others {
        let (message, script) = if result.hidden {
            ("(details withheld)", "a hidden script")
        } else {
            (result.outcome.message.as_str(), result.script.as_str())
        };
        match causes.iter_mut().find(|(known, _)| *known == message) {
            Some((_, names)) => names.push(script),
            None => causes.push((message, vec![script])),
        }
    }
    for (message, names) in causes {
        if message == first.outcome.message {
            let _ = writeln!(text, "      the same in {}", named_scripts(&names));
        } else {
            let _ = writeln!(text, "      also in {}: {message}", named_scripts(&names));
        }
    }
}

/// What every check of a submission that did not build says.
pub const BUILD_FAILED: &str = "the program did not build, so nothing could be checked";

fn write_failure(text: &mut String, result: &ScriptCheckResult) {
    let outcome = &result.outcome;
    if result.hidden {
        let _ = writeln!(text, "      in a hidden script: {}", outcome.message);
        return;
    }
    let seed = result
        .seed
        .map(|seed| format!(", seed {seed}"))
        .unwrap_or_default();
    let _ = writeln!(
        text,
        "      script {}{seed}: {}",
        paint(BOLD, &result.script),
        outcome.message
    );
    let failing_line = outcome.line.as_ref().map(|line| line.number);
    if result.excerpt.is_empty() {
        if let Some(line) = &outcome.line {
            let _ = writeln!(
                text,
                "        transcript line {}: {}",
                line.number, line.text
            );
        }
    } else {
        let _ = writeln!(text, "        transcript:");
        for line in &result.excerpt {
            let shown = format!("{:>5} | {}", line.number, line.text);
            if Some(line.number) == failing_line {
                let _ = writeln!(text, "      > {}", paint(BOLD, &shown));
            } else {
                let _ = writeln!(text, "        {}", paint(DIM, &shown));
            }
        }
    }
    match (&outcome.expected, &outcome.seen) {
        (Some(expected), Some(seen)) => write_expected_and_seen(text, expected, seen),
        (Some(expected), None) => {
            let _ = writeln!(text, "        expected: {}", paint(GREEN, expected));
        }
        (None, Some(seen)) => {
            let _ = writeln!(text, "        seen:     {}", paint(RED, seen));
        }
        (None, None) => {}
    }
    if let Some(help) = &outcome.help {
        let _ = writeln!(text, "        help:     {help}");
    }
    let _ = writeln!(text, "        reproduce: {}", result.reproduce);
}

/// One script's failure as [`render_text`] shows it, without colours
/// (Gradescope's output of a test).
pub(super) fn plain_failure_text(result: &ScriptCheckResult) -> String {
    static ANSI: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new("\x1b\\[[0-9;]*m").expect("valid regex"));
    let mut text = String::new();
    write_failure(&mut text, result);
    let plain = ANSI.replace_all(&text, "");
    plain
        .lines()
        .map(|line| line.strip_prefix("      ").unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Expected and seen, with the characters that differ marked under seen.
fn write_expected_and_seen(text: &mut String, expected: &str, seen: &str) {
    let _ = writeln!(text, "        expected: {}", paint(GREEN, expected));
    let Some(parts) = value_diff(expected, seen) else {
        let _ = writeln!(text, "        seen:     {}", paint(RED, seen));
        return;
    };
    let painted: String = parts
        .iter()
        .map(|part| {
            if part.differs {
                paint(RED, &part.text)
            } else {
                part.text.clone()
            }
        })
        .collect();
    let _ = writeln!(text, "        seen:     {painted}");
    let _ = writeln!(
        text,
        "                  {}",
        paint(RED, &caret_line(&parts))
    );
}

/// Compiler lines shown in the text report; Gradescope's output keeps them all.
const BUILD_LINES_SHOWN: usize = 20;

/// A build that failed, told once: the compiler's own first lines and the
/// command that builds the sources in the student's folder.
fn write_build_failure(text: &mut String, build: &RunReport) {
    let _ = writeln!(
        text,
        "{}: no script ran, so every check scores 0",
        paint(RED, "the program did not build")
    );
    let _ = writeln!(text, "  the compiler said:");
    for line in build.last_lines.iter().take(BUILD_LINES_SHOWN) {
        let _ = writeln!(text, "    | {line}");
    }
    if build.last_lines.len() > BUILD_LINES_SHOWN {
        let _ = writeln!(
            text,
            "    | ... {} more lines: build it yourself to see them all",
            build.last_lines.len() - BUILD_LINES_SHOWN
        );
    }
    let _ = writeln!(text, "  {}", build.detail);
}

fn write_run_problem(text: &mut String, run: &RunReport) {
    let seed = run
        .seed
        .map(|seed| format!(" (seed {seed})"))
        .unwrap_or_default();
    if run.hidden {
        let _ = writeln!(text, "  a hidden script: {}", run.verdict.as_str());
        return;
    }
    let _ = writeln!(
        text,
        "  script {}{seed}: {}: {}",
        run.script,
        run.verdict.as_str(),
        run.detail
    );
    for line in &run.last_lines {
        let _ = writeln!(text, "    | {line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::{CheckOutcome, TranscriptLine};
    use crate::points::Points;

    fn strip(text: &str) -> String {
        regex::Regex::new("\x1b\\[[0-9;]*m")
            .unwrap()
            .replace_all(text, "")
            .into_owned()
    }

    #[test]
    fn a_failure_shows_the_excerpt_the_diff_and_the_command() {
        let transcript = "Enter wager: 10\nYou rolled 4 4 6\nYou win!\nBalance: $25.05\nAgain? q\n";
        let mut outcome = CheckOutcome::fail("balance", "the balance grows by the wager on a win")
            .expected("Balance: $25.50")
            .seen("Balance: $25.05")
            .help("add the wager once");
        outcome.line = Some(TranscriptLine {
            number: 4,
            text: "Balance: $25.05".into(),
        });
        let result = ScriptCheckResult::new(
            "all-in",
            Some(11),
            outcome,
            "croupier run ceelo a.c --script all-in.yaml".into(),
        )
        .with_excerpt_from(transcript);
        let check = CheckReport::fold("balance", Points::from_hundredths(300), vec![result]);
        let report = ProgramReport::new("ceelo", "a.c", vec![check], Vec::new(), Vec::new());
        let text = render_text(&report);
        assert!(text.contains(RED), "failures are coloured");
        let plain = strip(&text);
        for expected in [
            "FAIL  balance",
            "script all-in, seed 11: the balance grows by the wager on a win",
            "            2 | You rolled 4 4 6",
            "      >     4 | Balance: $25.05",
            "            5 | Again? q",
            "        expected: Balance: $25.50",
            "        seen:     Balance: $25.05",
            "                               ^ ^",
            "        reproduce: croupier run ceelo a.c --script all-in.yaml",
        ] {
            assert!(plain.contains(expected), "{expected:?} in\n{plain}");
        }
    }

    #[test]
    fn a_partial_score_is_explained_and_what_was_not_judged_scores_nothing() {
        let result = |script: &str, status| {
            ScriptCheckResult::new(
                script,
                None,
                CheckOutcome::new("reroll", status, format!("{script} message")),
                String::new(),
            )
        };
        let two = Points::from_hundredths(200);
        let partial = CheckReport::fold(
            "reroll",
            two,
            vec![
                result("a", CheckStatus::Pass),
                result("b", CheckStatus::Pass),
                result("c", CheckStatus::Skip),
            ],
        );
        let skipped = CheckReport::fold(
            "winner",
            two,
            ["a", "b", "d", "e"]
                .iter()
                .map(|script| {
                    ScriptCheckResult::new(
                        script,
                        None,
                        CheckOutcome::skip("winner", "the run ended early"),
                        String::new(),
                    )
                })
                .collect(),
        );
        let absent = CheckReport::fold("balance", two, Vec::new());
        let report = ProgramReport::new(
            "ceelo",
            "a.c",
            vec![partial, skipped, absent],
            Vec::new(),
            Vec::new(),
        );
        let plain = strip(&render_text(&report));
        for expected in [
            "PASS  reroll    1.34/2",
            "      passed 2 of 3 scripts\n",
            "      not judged: script c: c message (scores nothing; flagged for review)",
            "SKIP  winner       0/2     not judged\n",
            "      not judged: 4 scripts (a, b, d and 1 more): the run ended early (scores nothing; flagged for review)\n",
            "      not judged: no script ran this check (scores nothing; flagged for review)",
            "score: 1.34 / 6\n",
        ] {
            assert!(plain.contains(expected), "{expected:?} in\n{plain}");
        }
        assert!(!plain.contains("all checks passed"), "{plain}");
    }
}
