//! Turning the bytes a program wrote into the text a person at the terminal would read.
//!
//! Rules: invalid UTF-8 becomes U+FFFD; CRLF and a lone CR become LF; ANSI escape sequences (CSI,
//! OSC, DCS and the short ESC forms, also their 8-bit C1 spellings) disappear; other control
//! characters, NUL among them, are dropped because a terminal shows nothing for them. Tabs and
//! newlines stay. Nothing here can fail: any byte string renders.

/// Renders `bytes` as the text a terminal would show, by the rules in this module's header.
///
/// Render a whole stretch of output at once (everything between two inputs), so that a CRLF, a
/// UTF-8 character or an escape sequence split across two reads of the program's output still
/// renders as one.
pub fn render_terminal_bytes(bytes: &[u8]) -> String {
    let decoded = String::from_utf8_lossy(bytes);
    let mut renderer = TerminalTextRenderer {
        text: String::with_capacity(decoded.len()),
        state: EscapeState::Ground,
        after_carriage_return: false,
    };
    for c in decoded.chars() {
        renderer.state = match renderer.state {
            EscapeState::Ground => renderer.ground(c),
            EscapeState::Escape => renderer.escape(c),
            EscapeState::EscapeIntermediate => renderer.escape_intermediate(c),
            EscapeState::ControlSequence => renderer.control_sequence(c),
            EscapeState::ControlString => renderer.control_string(c),
            EscapeState::ControlStringEscape => renderer.control_string_escape(c),
        };
    }
    renderer.text
}

/// Where the scanner is inside an escape sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EscapeState {
    /// Plain text.
    Ground,
    /// Just after ESC.
    Escape,
    /// After ESC and one or more intermediate bytes (`ESC ( B`): waiting for the final byte.
    EscapeIntermediate,
    /// Inside `ESC [` (or C1 CSI): parameters and intermediates until a final byte.
    ControlSequence,
    /// Inside OSC, DCS, SOS, PM or APC: a string ended by BEL, ST or `ESC \`.
    ControlString,
    /// Saw ESC inside a control string: `\` ends the string, anything else starts a new escape.
    ControlStringEscape,
}

#[derive(Debug)]
struct TerminalTextRenderer {
    text: String,
    state: EscapeState,
    /// The last visible effect was a CR (escape sequences in between do not count), so an LF now
    /// completes a CRLF that has already been written as one LF.
    after_carriage_return: bool,
}

impl TerminalTextRenderer {
    fn ground(&mut self, c: char) -> EscapeState {
        match c {
            '\u{1b}' => return EscapeState::Escape,
            '\u{9b}' => return EscapeState::ControlSequence,
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => {
                return EscapeState::ControlString
            }
            '\r' => {
                self.text.push('\n');
                self.after_carriage_return = true;
                return EscapeState::Ground;
            }
            '\n' if self.after_carriage_return => {}
            '\n' | '\t' => self.text.push(c),
            c if c.is_control() => {}
            c => self.text.push(c),
        }
        self.after_carriage_return = false;
        EscapeState::Ground
    }

    fn escape(&mut self, c: char) -> EscapeState {
        match c {
            '[' => EscapeState::ControlSequence,
            ']' | 'P' | 'X' | '^' | '_' => EscapeState::ControlString,
            ' '..='/' => EscapeState::EscapeIntermediate,
            '0'..='~' => EscapeState::Ground,
            // Not an escape after all: the lone ESC vanishes and the character is read as text.
            _ => self.ground(c),
        }
    }

    fn escape_intermediate(&mut self, c: char) -> EscapeState {
        match c {
            ' '..='/' => EscapeState::EscapeIntermediate,
            '0'..='~' => EscapeState::Ground,
            _ => self.ground(c),
        }
    }

    fn control_sequence(&mut self, c: char) -> EscapeState {
        match c {
            ' '..='?' => EscapeState::ControlSequence,
            '@'..='~' => EscapeState::Ground,
            // A broken sequence ends here; what broke it is read as text.
            _ => self.ground(c),
        }
    }

    fn control_string(&mut self, c: char) -> EscapeState {
        match c {
            '\u{7}' | '\u{9c}' => EscapeState::Ground,
            '\u{1b}' => EscapeState::ControlStringEscape,
            // A terminal would swallow everything up to the terminator; a transcript stops at the
            // end of the line, so a stray OSC cannot hide the rest of a program's output.
            '\n' | '\r' => self.ground(c),
            _ => EscapeState::ControlString,
        }
    }

    fn control_string_escape(&mut self, c: char) -> EscapeState {
        match c {
            '\\' => EscapeState::Ground,
            _ => self.escape(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_what_a_terminal_shows() {
        let table: &[(&str, &[u8], &str)] = &[
            ("plain text", b"Enter a wager: ", "Enter a wager: "),
            ("CRLF", b"one\r\ntwo\r\n", "one\ntwo\n"),
            ("lone CR", b"rolling\rdone", "rolling\ndone"),
            ("CR CR LF", b"a\r\r\nb", "a\n\nb"),
            ("CRLF with an erase between", b"a\r\x1b[K\nb", "a\nb"),
            ("LF alone", b"a\n\nb", "a\n\nb"),
            ("tab kept", b"a\tb", "a\tb"),
            ("colour", b"\x1b[1;31mred\x1b[0m text", "red text"),
            ("clear screen", b"\x1b[2J\x1b[Htop", "top"),
            (
                "private mode",
                b"\x1b[?25lhidden cursor\x1b[?25h",
                "hidden cursor",
            ),
            ("OSC title with BEL", b"\x1b]0;title\x07after", "after"),
            ("OSC title with ST", b"\x1b]2;title\x1b\\after", "after"),
            (
                "unterminated OSC stops at the line end",
                b"\x1b]0;oops\nnext",
                "\nnext",
            ),
            ("charset selection", b"\x1b(Bplain", "plain"),
            ("two-byte escape", b"\x1b7saved\x1b8", "saved"),
            ("C1 CSI", "\u{9b}31mred".as_bytes(), "red"),
            (
                "invalid UTF-8",
                b"ok \xff\xfe end",
                "ok \u{FFFD}\u{FFFD} end",
            ),
            ("truncated UTF-8", b"caf\xc3", "caf\u{FFFD}"),
            ("valid UTF-8", "Pitkä Rivi".as_bytes(), "Pitkä Rivi"),
            ("NUL dropped", b"a\0b\0", "ab"),
            ("bell and backspace dropped", b"ding\x07\x08!", "ding!"),
            ("lone ESC at the end", b"end\x1b", "end"),
            ("ESC before a non-ASCII char", "\u{1b}ä".as_bytes(), "ä"),
            (
                "broken CSI keeps the breaking char",
                "\u{1b}[1é".as_bytes(),
                "é",
            ),
            ("empty", b"", ""),
        ];
        for (name, bytes, expected) in table {
            assert_eq!(render_terminal_bytes(bytes), *expected, "{name}");
        }
    }

    #[test]
    fn any_bytes_render_without_panicking() {
        let every_byte: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
        let text = render_terminal_bytes(&every_byte);
        assert!(text
            .chars()
            .all(|c| c == '\n' || c == '\t' || !c.is_control()));
    }
}
