//! Expected against seen, character by character (the `similar` crate): the
//! short diff a failure shows a student, so a wrong digit stands out.

use similar::{ChangeTag, TextDiff};

/// A run of characters of the seen text, and whether it differs from the
/// expected text; deletions show as an empty differing part where they were.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiffPart {
    pub text: String,
    pub differs: bool,
}

/// More differing runs than this and the carets are noise, not a pointer.
const MAX_DIFFERING_PARTS: usize = 3;

/// The seen text cut into same and differing parts, or None when the two are
/// too unlike (or span lines) for a character diff to help.
pub fn value_diff(expected: &str, seen: &str) -> Option<Vec<DiffPart>> {
    if expected == seen || expected.contains('\n') || seen.contains('\n') {
        return None;
    }
    let diff = TextDiff::from_chars(expected, seen);
    if diff.ratio() < 0.5 {
        return None;
    }
    let mut parts: Vec<DiffPart> = Vec::new();
    for change in diff.iter_all_changes() {
        let (text, differs) = match change.tag() {
            ChangeTag::Equal => (change.value(), false),
            ChangeTag::Insert => (change.value(), true),
            ChangeTag::Delete => ("", true),
        };
        match parts.last_mut() {
            Some(last) if last.differs == differs => last.text.push_str(text),
            _ => parts.push(DiffPart {
                text: text.to_string(),
                differs,
            }),
        }
    }
    let differing = parts.iter().filter(|part| part.differs).count();
    (differing <= MAX_DIFFERING_PARTS).then_some(parts)
}

/// A line of carets under the differing parts of `parts`, as printed.
pub fn caret_line(parts: &[DiffPart]) -> String {
    let mut line = String::new();
    for part in parts {
        let width = part.text.chars().count();
        let mark = if part.differs { '^' } else { ' ' };
        line.extend(std::iter::repeat_n(
            mark,
            width.max(usize::from(part.differs)),
        ));
    }
    line.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carets_point_at_what_differs() {
        let cases = [
            ("balance $25.50", "balance $25.05", Some("            ^ ^")),
            ("balance $25.50", "balance $25.5", Some("             ^")),
            ("You win", "You win!", Some("       ^")),
            ("same", "same", None),
            ("You win", "Enter a wager:", None),
            (
                "the wager asked again (at most $100.00)",
                "a game played on $500.00",
                None,
            ),
            ("$100.00", "$110.00", Some("  ^")),
            ("a\nb", "a\nc", None),
        ];
        for (expected, seen, carets) in cases {
            let line = value_diff(expected, seen).map(|parts| caret_line(&parts));
            assert_eq!(line.as_deref(), carets, "{expected:?} vs {seen:?}");
        }
    }

    #[test]
    fn the_parts_spell_the_seen_text() {
        let parts = value_diff("dice 3 4 5", "dice 3 4 6").unwrap();
        let seen: String = parts.iter().map(|part| part.text.as_str()).collect();
        assert_eq!(seen, "dice 3 4 6");
        assert!(parts.iter().any(|part| part.differs));
    }
}
