//! A rendered transcript as the checks read it: one text, read as a stream,
//! with byte offsets turned into line numbers for messages.

use super::TranscriptLine;

#[derive(Debug, Clone)]
pub struct TranscriptView<'a> {
    text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> TranscriptView<'a> {
    pub fn new(text: &'a str) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(index, _)| index + 1))
            .collect();
        TranscriptView { text, line_starts }
    }

    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The line holding byte `offset`, numbered from 1, without its newline.
    pub fn line_at(&self, offset: usize) -> TranscriptLine {
        let index = self
            .line_starts
            .partition_point(|&start| start <= offset)
            .saturating_sub(1);
        let start = self.line_starts[index];
        let end = self.text[start..]
            .find('\n')
            .map_or(self.text.len(), |length| start + length);
        TranscriptLine {
            number: index + 1,
            text: self.text[start..end].to_string(),
        }
    }

    /// The last line with text on it, for "the transcript ended here".
    pub fn last_line(&self) -> Option<TranscriptLine> {
        let trimmed = self.text.trim_end();
        (!trimmed.is_empty()).then(|| self.line_at(trimmed.len() - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_map_to_numbered_lines() {
        let view = TranscriptView::new("first\nsecond line\n\nfourth");
        let cases = [
            (0, 1, "first"),
            (5, 1, "first"),
            (6, 2, "second line"),
            (17, 2, "second line"),
            (18, 3, ""),
            (19, 4, "fourth"),
        ];
        for (offset, number, text) in cases {
            assert_eq!(
                view.line_at(offset),
                TranscriptLine {
                    number,
                    text: text.to_string()
                },
                "offset {offset}"
            );
        }
        assert_eq!(view.last_line().unwrap().number, 4);
        assert_eq!(TranscriptView::new("  \n").last_line(), None);
    }
}
