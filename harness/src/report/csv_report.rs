//! The gradebook as CSV: a row per program (student), with its score, the
//! maximum, a column per check id holding that check's score, and last the
//! checks flagged for review (`not_judged`: some script could not judge them).

use std::fmt::Write as _;

use super::ProgramReport;

/// Columns: student, score, max_score, then every check id met, in the order
/// the reports list them, then `not_judged` (the ids of the checks not
/// judged, space-separated). A program without a check, or with a check not
/// applicable to its language, leaves that cell empty.
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
        .chain(["not_judged"])
        .collect();
    write_row(&mut text, header.iter().map(|cell| cell.to_string()));
    for report in reports {
        let name = report.student.as_deref().unwrap_or(&report.program);
        let scores = check_ids.iter().map(|id| {
            report
                .checks
                .iter()
                .find(|check| check.id == *id && !check.not_applicable)
                .map(|check| check.score.to_string())
                .unwrap_or_default()
        });
        let row = [
            name.to_string(),
            report.score.to_string(),
            report.max_score.to_string(),
        ]
        .into_iter()
        .chain(scores)
        .chain([report.not_judged().join(" ")]);
        write_row(&mut text, row);
    }
    text
}

fn write_row(text: &mut String, cells: impl Iterator<Item = String>) {
    let cells: Vec<String> = cells.map(|cell| quote(&cell)).collect();
    let _ = writeln!(text, "{}", cells.join(","));
}

/// RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled. A cell a
/// spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first,
/// and not a number) gets a leading `'` and quotes, so it shows as text and never runs.
fn quote(cell: &str) -> String {
    let formula =
        cell.starts_with(['=', '+', '-', '@', '\t', '\r']) && cell.parse::<f64>().is_err();
    if formula {
        format!("\"'{}\"", cell.replace('"', "\"\""))
    } else if cell.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_neutralised() {
        let table = [
            ("alice", "alice"),
            ("a,b", "\"a,b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            (
                "=HYPERLINK(\"http://x\",\"y\")",
                "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"",
            ),
            ("+1+1", "\"'+1+1\""),
            ("-2+3", "\"'-2+3\""),
            ("@SUM(A1)", "\"'@SUM(A1)\""),
            ("\tx", "\"'\tx\""),
            ("-1.5", "-1.5"),
            ("12.5", "12.5"),
        ];
        for (cell, written) in table {
            assert_eq!(quote(cell), written, "{cell}");
        }
    }
    use crate::checks::{CheckOutcome, CheckStatus};
    use crate::points::Points;
    use crate::report::{CheckReport, ScriptCheckResult};

    fn report(student: &str, statuses: &[(&str, CheckStatus)]) -> ProgramReport {
        let checks = statuses
            .iter()
            .map(|&(id, status)| {
                let outcome = CheckOutcome::new(id, status, "m");
                CheckReport::fold(
                    id,
                    Points::from_hundredths(200),
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
            report(
                "cy",
                &[("runs", CheckStatus::Skip), ("balance", CheckStatus::Skip)],
            ),
        ];
        assert_eq!(
            render_csv(&reports),
            "student,score,max_score,runs,balance,not_judged\n\
             ada,2,4,2,0,\n\
             \"bo, \"\"the\"\" third\",0,2,0,,\n\
             cy,0,4,0,0,runs balance\n"
        );
    }
}
