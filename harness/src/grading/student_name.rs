//! A student's name as croupier shows and stores it: the file name of the submission with every
//! byte that is not printable UTF-8 escaped, so a name that is not UTF-8 is still graded and an
//! escape sequence in a name never reaches a terminal, a report or a gradebook raw.

use std::ffi::OsStr;
use std::fmt::Write;
use std::os::unix::ffi::OsStrExt;

/// `name` with invalid UTF-8 bytes as `\xNN`, control characters (C0, DEL, C1) as `\xNN` or
/// `\u{NNNN}`, and `\` itself as `\\`, so two different names never escape alike.
pub fn escaped_name(name: &OsStr) -> String {
    let mut escaped = String::new();
    for chunk in name.as_bytes().utf8_chunks() {
        for character in chunk.valid().chars() {
            match character {
                '\\' => escaped.push_str("\\\\"),
                c if c.is_control() && (c as u32) < 0x100 => {
                    let _ = write!(escaped, "\\x{:02x}", c as u32);
                }
                c if c.is_control() || is_invisible_format(c) => {
                    let _ = write!(escaped, "\\u{{{:04x}}}", c as u32);
                }
                c => escaped.push(c),
            }
        }
        for byte in chunk.invalid() {
            let _ = write!(escaped, "\\x{byte:02x}");
        }
    }
    escaped
}

/// Characters that reorder or hide text on a terminal (bidirectional overrides, zero widths).
fn is_invisible_format(character: char) -> bool {
    matches!(character as u32, 0x200b..=0x200f | 0x202a..=0x202e | 0x2066..=0x2069 | 0xfeff)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_printable_and_distinct_after_escaping() {
        let table: [(&[u8], &str); 8] = [
            (b"alice", "alice"),
            ("Jyrki Mäkelä".as_bytes(), "Jyrki Mäkelä"),
            (b"caf\xe9", "caf\\xe9"),
            (b"\x1b[31mred\x1b[0m", "\\x1b[31mred\\x1b[0m"),
            (b"two\nlines\r", "two\\x0alines\\x0d"),
            (b"back\\slash", "back\\\\slash"),
            (b"caf\\xe9", "caf\\\\xe9"),
            ("evil\u{202e}gpj.c".as_bytes(), "evil\\u{202e}gpj.c"),
        ];
        for (name, shown) in table {
            assert_eq!(escaped_name(OsStr::from_bytes(name)), shown, "{name:?}");
        }
    }
}
