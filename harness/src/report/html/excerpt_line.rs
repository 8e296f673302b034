//! A line of a failure's transcript excerpt: what the program printed, what
//! was typed at the end of it, and whether it is the failure's line.

use crate::checks::TranscriptLine;
use crate::report::TypedInput;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExcerptLine {
    pub number: usize,
    /// What the program printed (the whole line when nothing was typed on it).
    pub printed: String,
    /// What was typed on the line, after the prompt.
    pub typed: Option<String>,
    /// The line the failure names.
    pub marked: bool,
}

impl ExcerptLine {
    pub fn of(line: &TranscriptLine, typed: &[TypedInput], failing: Option<usize>) -> ExcerptLine {
        let input = typed
            .iter()
            .find(|input| input.line == line.number)
            .and_then(|input| {
                line.text
                    .strip_suffix(input.text.as_str())
                    .map(|printed| (printed, input.text.clone()))
            });
        let (printed, typed) = match input {
            Some((printed, text)) => (printed.to_string(), Some(text)),
            None => (line.text.clone(), None),
        };
        ExcerptLine {
            number: line.number,
            printed,
            typed,
            marked: failing == Some(line.number),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_input_is_cut_from_the_end_of_its_line() {
        let line = TranscriptLine {
            number: 3,
            text: "Enter wager: 10".into(),
        };
        let typed = [TypedInput {
            line: 3,
            text: "10".into(),
        }];
        let shown = ExcerptLine::of(&line, &typed, Some(3));
        assert_eq!(shown.printed, "Enter wager: ");
        assert_eq!(shown.typed.as_deref(), Some("10"));
        assert!(shown.marked);
        let plain = ExcerptLine::of(&line, &[], Some(4));
        assert_eq!(
            (plain.printed.as_str(), plain.typed, plain.marked),
            ("Enter wager: 10", None, false)
        );
    }
}
