//! A rendered transcript as the checks read it: one text, read as a stream,
//! with byte offsets turned into line numbers for messages. The readers
//! read it with its pictures of dice read as numbers (same offsets); a
//! message quotes the line as the program printed it.

use super::TranscriptLine;

#[derive(Debug, Clone)]
pub struct TranscriptView<'a> {
    /// What the readers read.
    text: &'a str,
    /// What the program printed, for quoting.
    printed: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> TranscriptView<'a> {
    pub fn new(text: &'a str) -> Self {
        TranscriptView::read_as(text, text)
    }

    /// `printed` as the readers read it: `read` (from
    /// [`crate::reading::with_pictures_read`]), byte for byte as long.
    pub fn read_as(printed: &'a str, read: &'a str) -> Self {
        let read = if read.len() == printed.len() {
            read
        } else {
            printed
        };
        let line_starts = std::iter::once(0)
            .chain(printed.match_indices('\n').map(|(index, _)| index + 1))
            .collect();
        TranscriptView {
            text: read,
            printed,
            line_starts,
        }
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
        let end = self
            .line_starts
            .get(index + 1)
            .map_or(self.printed.len(), |next| next - 1);
        TranscriptLine {
            number: index + 1,
            text: shown_part(self.printed, start..end, offset),
        }
    }

    /// The last line with text on it, for "the transcript ended here".
    pub fn last_line(&self) -> Option<TranscriptLine> {
        let trimmed = self.printed.trim_end();
        (!trimmed.is_empty()).then(|| self.line_at(trimmed.len() - 1))
    }
}

/// A line quoted in a message: all of it, or on a longer line the part
/// around the offset, each cut marked `…` (a 1 MiB line is no message, and
/// copying it for each message would make a report quadratic).
const QUOTED_LINE: usize = 240;

fn shown_part(text: &str, line: std::ops::Range<usize>, offset: usize) -> String {
    if line.len() <= QUOTED_LINE {
        return text[line].to_string();
    }
    let offset = offset.clamp(line.start, line.end);
    let start = line.start.max(offset.saturating_sub(QUOTED_LINE / 2));
    let start = (start..=offset)
        .find(|&at| text.is_char_boundary(at))
        .unwrap_or(offset);
    let end = (start + QUOTED_LINE).min(line.end);
    let end = (end..=line.end)
        .find(|&at| text.is_char_boundary(at))
        .unwrap_or(line.end);
    let cut_before = if start > line.start { "…" } else { "" };
    let cut_after = if end < line.end { "…" } else { "" };
    format!("{cut_before}{}{cut_after}", &text[start..end])
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
        // A long line is quoted around the place, its cuts marked.
        let long = format!("start\n{}X{}\n", "ä".repeat(500), "b".repeat(500));
        let at = long.find('X').unwrap();
        let quoted = TranscriptView::new(&long).line_at(at);
        assert_eq!(quoted.number, 2);
        assert!(quoted.text.starts_with('…') && quoted.text.ends_with('…'));
        assert!(quoted.text.contains("äX") && quoted.text.len() < 2 * QUOTED_LINE);
        assert_eq!(TranscriptView::new("  \n").last_line(), None);
    }
}
