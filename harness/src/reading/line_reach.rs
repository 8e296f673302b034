//! How far a reader looks along a line from a place in the text: to the
//! line's ends, but on a line longer than [`LINE_REACH`] bytes no further
//! than that either way, so reading the words beside each value of a 1 MiB
//! line costs what it costs on a short one and judging stays linear in the
//! output. Every value of such a line is still read; only what counts as
//! "the same line" around it is the window.

/// Bytes a reader looks before and after a place on its line. Game lines
/// are far shorter (the longest in the specs' samples is under 200).
pub const LINE_REACH: usize = 512;

/// Where the line holding `offset` begins, or the window's edge
/// [`LINE_REACH`] bytes before `offset` on a longer line. Any offset is
/// taken (one past the end, inside a character).
pub fn line_start(text: &str, offset: usize) -> usize {
    let offset = char_floor(text, offset.min(text.len()));
    let floor = char_floor(text, offset.saturating_sub(LINE_REACH));
    text[floor..offset]
        .rfind('\n')
        .map_or(floor, |at| floor + at + 1)
}

/// Where the line holding `offset` ends (its `\n`, or the text's end), or
/// the window's edge [`LINE_REACH`] bytes after `offset` on a longer line.
pub fn line_end(text: &str, offset: usize) -> usize {
    let offset = char_floor(text, offset.min(text.len()));
    let ceiling = char_ceiling(text, offset.saturating_add(LINE_REACH).min(text.len()));
    text[offset..ceiling]
        .find('\n')
        .map_or(ceiling, |at| offset + at)
}

/// The place after the line end `end` (past its `\n`, or past the
/// character where a window stopped): where the next line begins.
pub fn after_line_end(text: &str, end: usize) -> usize {
    let end = char_floor(text, end.min(text.len()));
    end + text[end..].chars().next().map_or(0, char::len_utf8)
}

/// The place before the line start `start` (its line's `\n`, or the
/// character before where a window stopped): on the line above.
pub fn before_line_start(text: &str, start: usize) -> usize {
    let start = char_floor(text, start.min(text.len()));
    start - text[..start].chars().next_back().map_or(0, char::len_utf8)
}

fn char_floor(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn char_ceiling(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_read_to_their_ends() {
        let text = "first\nsecond line\n\nlast";
        let table = [
            (0, 0, 5),
            (5, 0, 5),
            (6, 6, 17),
            (12, 6, 17),
            (18, 18, 18),
            (19, 19, 23),
            (23, 19, 23),
            (99, 19, 23),
        ];
        for (offset, start, end) in table {
            assert_eq!(
                (line_start(text, offset), line_end(text, offset)),
                (start, end),
                "offset {offset}"
            );
        }
        assert_eq!(after_line_end(text, 5), 6);
        assert_eq!(before_line_start(text, 6), 5);
        assert_eq!(after_line_end(text, 23), 23);
        assert_eq!(before_line_start(text, 0), 0);
    }

    #[test]
    fn a_long_line_is_read_within_the_reach_of_each_place() {
        // Multi-byte characters everywhere: no window edge splits one.
        let text = format!("head\n{}\ntail", "ä".repeat(4 * LINE_REACH));
        let middle = 5 + 2 * LINE_REACH;
        let (start, end) = (line_start(&text, middle), line_end(&text, middle));
        assert!(middle - start <= LINE_REACH && middle - start >= LINE_REACH - 1);
        assert!(end - middle <= LINE_REACH + 1 && end - middle >= LINE_REACH);
        // Stepping over an edge lands on a character, either way.
        let next = after_line_end(&text, end);
        let previous = before_line_start(&text, start);
        assert_eq!((next - end, start - previous), (2, 2));
        assert!(text.is_char_boundary(next) && text.is_char_boundary(previous));
        // Near the line's own ends, those are its ends.
        assert_eq!(line_start(&text, 7), 5);
        assert_eq!(line_end(&text, text.len() - 8), text.len() - 5);
    }
}
