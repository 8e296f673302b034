//! `throw-table`: every printed throw (0 to 99) scored as the rules' table
//! says (`reference::jawbone::ThrowTable`: the spec's, or a course's).

use reference::jawbone::{JawboneRules, ThrowTable};

use super::jawbone_events::{JawboneEvent, JawboneEventKind};
use super::without_throws;
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const THROW_TABLE: &str = "throw-table";

pub fn check_throw_table(
    rules: &JawboneRules,
    view: &TranscriptView<'_>,
    events: &[JawboneEvent],
    complete: bool,
) -> CheckOutcome {
    let mut tally = CheckFindings::new(THROW_TABLE);
    let throws: Vec<_> = events
        .iter()
        .filter_map(|event| match &event.kind {
            JawboneEventKind::Throw(report) => Some((event.offset, report)),
            _ => None,
        })
        .collect();
    let mut numbered = 0;
    for &(offset, report) in &throws {
        let Some(value) = report.value else {
            continue;
        };
        numbered += 1;
        // Quoted only where a throw fails: a line for every throw of a
        // 1 MiB transcript would cost more than judging them.
        let line = || Some(view.line_at(offset));
        match (rules.position(value), report.announced) {
            (Err(_), _) => tally.fail(
                CheckOutcome::fail(
                    tally.id(),
                    format!(
                        "A throw is random()%100, a number from 0 to 99, but the program threw {value}",
                    ),
                )
                .at(line())
                .expected("0 to 99")
                .seen(value.to_string()),
            ),
            (Ok(expected), Some(announced)) if announced != expected => tally.fail(
                CheckOutcome::fail(
                    tally.id(),
                    format!(
                        "In {} a throw of {value} is {expected}, but the program scored it as {announced}",
                        whose_table(rules)
                    ),
                )
                .at(line())
                .expected(expected.to_string())
                .seen(announced.to_string())
                .help(rules.table.summary()),
            ),
            (Ok(_), Some(_)) => tally.judged_one(),
            (Ok(_), None) => {}
        }
    }
    let throw_count = throws.len();
    tally.outcome(
        |judged| format!("{judged} throws scored as the table says"),
        |id| match (throw_count, numbered) {
            (0, _) => without_throws(id, complete),
            (_, 0) => CheckOutcome::skip(
                id,
                "the throws shown do not show the number thrown (0-99): nothing to look up in the table",
            ),
            _ => CheckOutcome::skip(
                id,
                "no throw was shown with what it scored (its points or its position): nothing to compare with the table",
            ),
        },
    )
}

/// "the spec's table", or the course's where its rules give their own.
fn whose_table(rules: &JawboneRules) -> &'static str {
    if rules.table == ThrowTable::default() {
        "the spec's table"
    } else {
        "the course's table"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::jawbone::jawbone_events::read_jawbone_events;
    use crate::checks::jawbone::jawbone_events::tests::default_patterns;
    use crate::checks::CheckStatus;

    fn judge(text: &str) -> CheckOutcome {
        let view = TranscriptView::new(text);
        let rules = JawboneRules::default();
        let events = read_jawbone_events(text, &default_patterns(), &rules);
        check_throw_table(&rules, &view, &events, true)
    }

    #[test]
    fn throws_are_scored_by_the_table() {
        // (transcript, status, line of the failure)
        let cases = [
            ("You threw 15: Erillään Pystyyn!\nThe computer threw 30: Pitkä Rivi!\nYou threw 31: 1 point\nYou threw 92: Pidä ja anna! 11 points", CheckStatus::Pass, None),
            ("You threw 40: 1 point\nYou threw 15: Pitkä Rivi!", CheckStatus::Fail, Some(2)),
            ("You threw 83: 6 points\nYou threw 84: 6 points", CheckStatus::Fail, Some(1)),
            ("You threw 100: Pidä ja anna!", CheckStatus::Fail, Some(1)),
            ("You threw the jawbone: 2 points", CheckStatus::Skip, None),
            ("Hello", CheckStatus::Skip, None),
        ];
        for (text, status, line) in cases {
            let outcome = judge(text);
            assert_eq!(outcome.status, status, "{text}");
            assert_eq!(outcome.line.map(|line| line.number), line, "{text}");
        }
        let outcome = judge("You threw 83: 6 points\nYou threw 84: 6 points");
        assert!(
            outcome.message.ends_with("(and 1 more like it)"),
            "{}",
            outcome.message
        );
        assert_eq!(outcome.expected.as_deref(), Some("7 points"));
        assert_eq!(outcome.seen.as_deref(), Some("6 points"));
    }
}
