//! The report for people: a line per check, and for each failure the rule,
//! the transcript line, expected and seen, and the command that replays it.

use std::fmt::Write as _;

use super::{ProgramReport, RunReport};
use crate::checks::CheckStatus;
use crate::transcript::Verdict;

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
        let _ = writeln!(
            text,
            "{:<5} {:<width$}  {:>5}/{:<5} {}",
            check.status.label(),
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
            let outcome = &result.outcome;
            if result.hidden {
                let _ = writeln!(text, "      in a hidden script: {}", outcome.message);
                continue;
            }
            let seed = result
                .seed
                .map(|seed| format!(", seed {seed}"))
                .unwrap_or_default();
            let _ = writeln!(
                text,
                "      script {}{seed}: {}",
                result.script, outcome.message
            );
            if let Some(line) = &outcome.line {
                let _ = writeln!(
                    text,
                    "        transcript line {}: {}",
                    line.number, line.text
                );
            }
            if let Some(expected) = &outcome.expected {
                let _ = writeln!(text, "        expected: {expected}");
            }
            if let Some(seen) = &outcome.seen {
                let _ = writeln!(text, "        seen:     {seen}");
            }
            if let Some(help) = &outcome.help {
                let _ = writeln!(text, "        help:     {help}");
            }
            let _ = writeln!(text, "        reproduce: {}", result.reproduce);
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
