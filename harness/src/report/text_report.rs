//! The report for people: a line per check, and for each failure the rule,
//! the transcript around the line, expected and seen as a short diff, and the
//! command that replays it. Colours are ANSI codes, for `anstream` to keep on
//! a terminal and strip elsewhere.

use std::fmt::Write as _;

use super::value_diff::{caret_line, value_diff};
use super::{ProgramReport, RunReport, ScriptCheckResult};
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
    if !report.runs.is_empty() {
        let ok = report
            .runs
            .iter()
            .filter(|run| run.verdict == Verdict::Ok)
            .count();
        let _ = writeln!(
            text,
            "{} scripts run, {ok} ended normally",
            report.runs.len()
        );
    }
    for run in report.runs.iter().filter(|run| run.verdict != Verdict::Ok) {
        write_run_problem(&mut text, run);
    }
    if let Some(reason) = report
        .runs
        .iter()
        .find_map(|run| run.not_contained_because.as_deref())
    {
        let _ = writeln!(text, "  not contained: {reason}");
    }
    let _ = writeln!(text);
    let width = report
        .checks
        .iter()
        .map(|check| check.id.len())
        .max()
        .unwrap_or(0);
    for check in &report.checks {
        // Pad before painting: escape codes have no width on screen.
        let label = format!("{:<5}", check.status.label());
        let _ = writeln!(
            text,
            "{} {:<width$}  {:>5}/{:<5} {}",
            paint(status_style(check.status), &label),
            check.id,
            format_score(check.score),
            format_score(check.max_score),
            if check.status == CheckStatus::Pass {
                ""
            } else {
                check.message.as_str()
            },
        );
        for result in check.results.iter().filter(|result| {
            matches!(
                result.outcome.status,
                CheckStatus::Fail | CheckStatus::Error
            )
        }) {
            write_failure(&mut text, result);
        }
    }
    for note in &report.notes {
        let _ = writeln!(text, "note: {note}");
    }
    let _ = writeln!(
        text,
        "\nscore: {} / {}{}",
        format_score(report.score),
        format_score(report.max_score),
        if report.all_passed() {
            "  (all checks passed)"
        } else {
            ""
        }
    );
    text
}

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

fn format_score(score: f64) -> String {
    if score.fract() == 0.0 {
        format!("{score:.0}")
    } else {
        format!("{score:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::{CheckOutcome, TranscriptLine};
    use crate::report::CheckReport;

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
        let check = CheckReport::fold("balance", 3.0, vec![result]);
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
}
