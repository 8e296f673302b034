//! Reading the random number seed as the spec's EnterRandomSeed does:
//! `sscanf(buffer, "%d", &myRandomSeed)` into an `unsigned int`.

/// The seed `sscanf("%d")` stores from `line` into an `unsigned int`, or
/// `None` when the line holds no number (where C would keep garbage).
///
/// Leading whitespace is skipped, a sign is allowed, digits are read up to
/// the first non-digit; the value saturates as `strtol` does, then wraps to
/// 32 bits as C's conversion to `int` and then `unsigned` does (so `-5` is
/// 4294967291).
pub fn parse_seed(line: &str) -> Option<u32> {
    let text = line.trim_start();
    let (negative, unsigned) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let digits = unsigned.bytes().take_while(u8::is_ascii_digit);
    let mut magnitude: i64 = 0;
    let mut any_digit = false;
    for digit in digits {
        any_digit = true;
        let digit = i64::from(digit - b'0');
        magnitude = magnitude.saturating_mul(10).saturating_add(digit);
    }
    if !any_digit {
        return None;
    }
    // strtol clamps to LONG_MIN, which is one past -LONG_MAX.
    let value = match (negative, magnitude) {
        (true, i64::MAX) => i64::MIN,
        (true, magnitude) => -magnitude,
        (false, magnitude) => magnitude,
    };
    Some(value as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_read_as_sscanf_reads_them() {
        // Printed by `unsigned s; sscanf(line, "%d", &s)` with gcc and glibc.
        let cases = [
            ("42", Some(42)),
            ("  42abc", Some(42)),
            ("\t12 13", Some(12)),
            ("-5", Some(4294967291)),
            ("+7", Some(7)),
            ("-0", Some(0)),
            ("3.9", Some(3)),
            ("0x10", Some(0)),
            ("4294967295", Some(4294967295)),
            ("2147483648", Some(2147483648)),
            ("99999999999", Some(1215752191)),
            ("99999999999999999999999", Some(4294967295)),
            ("-99999999999999999999", Some(0)),
            ("abc", None),
            ("", None),
            (" - 5", None),
            ("- 5", None),
            ("-", None),
        ];
        for (line, expected) in cases {
            assert_eq!(parse_seed(line), expected, "{line:?}");
        }
    }
}
