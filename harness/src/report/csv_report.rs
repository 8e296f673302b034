//! The gradebook as CSV: a row per program (student), with its score, the
//! maximum, and a column per check id holding that check's score.

use std::fmt::Write as _;

use super::ProgramReport;

/// Columns: student, score, max_score, then every check id met, in the order
/// the reports list them. A program without a check leaves its cell empty.
pub fn render_csv(reports: &[ProgramReport]) -> String {
    let mut check_ids: Vec<&str> = Vec::new();
    for report in reports {
        for check in &report.checks {
            if !check_ids.contains(&check.id.as_str()) {
                check_ids.push(&check.id);
            }
        }
    }
    let mut text = String::new();
    let header: Vec<&str> = ["student", "score", "max_score"]
        .into_iter()
        .chain(check_ids.iter().copied())
        .collect();
    write_row(&mut text, header.iter().map(|cell| cell.to_string()));
    for report in reports {
        let name = report.student.as_deref().unwrap_or(&report.program);
        let scores = check_ids.iter().map(|id| {
            report
                .checks
                .iter()
                .find(|check| check.id == *id)
                .map(|check| format_number(check.score))
                .unwrap_or_default()
        });
        let row = [
            name.to_string(),
            format_number(report.score),
            format_number(report.max_score),
        ]
        .into_iter()
        .chain(scores);
        write_row(&mut text, row);
    }
    text
}

fn write_row(text: &mut String, cells: impl Iterator<Item = String>) {
    let cells: Vec<String> = cells.map(|cell| quote(&cell)).collect();
    let _ = writeln!(text, "{}", cells.join(","));
}

/// RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled.
fn quote(cell: &str) -> String {
    if cell.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

/// Scores are rounded to hundredths already; print them without noise.
fn format_number(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::{CheckOutcome, CheckStatus};
    use crate::report::{CheckReport, ScriptCheckResult};

    fn report(student: &str, statuses: &[(&str, CheckStatus)]) -> ProgramReport {
        let checks = statuses
            .iter()
            .map(|&(id, status)| {
                let outcome = CheckOutcome::new(id, status, "m");
                CheckReport::fold(
                    id,
                    2.0,
                    vec![ScriptCheckResult::new("s", None, outcome, String::new())],
                )
            })
            .collect();
        let mut report = ProgramReport::new("ceelo", "p", checks, Vec::new(), Vec::new());
        report.student = Some(student.to_string());
        report
    }

    #[test]
    fn one_row_per_student_and_a_column_per_check() {
        let reports = [
            report(
                "ada",
                &[("runs", CheckStatus::Pass), ("balance", CheckStatus::Fail)],
            ),
            report("bo, \"the\" third", &[("runs", CheckStatus::Fail)]),
        ];
        assert_eq!(
            render_csv(&reports),
            "student,score,max_score,runs,balance\n\
             ada,2,4,2,0\n\
             \"bo, \"\"the\"\" third\",0,2,0,\n"
        );
    }

    #[test]
    fn numbers_print_without_trailing_zeros() {
        let cases = [
            (2.0, "2"),
            (1.5, "1.5"),
            (0.33, "0.33"),
            (0.0, "0"),
            (10.0, "10"),
        ];
        for (value, text) in cases {
            assert_eq!(format_number(value), text);
        }
    }
}
