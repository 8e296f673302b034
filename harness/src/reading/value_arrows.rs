//! A value changed in place, shown as its old and new amounts joined by an
//! arrow (`Moe: $100 -> $150`, `bank 110.00 → 100.00`): the value now is the
//! one the arrows lead to.

use super::ShownValue;

/// The arrows students write between an old value and a new one.
const ARROWS: [&str; 6] = ["->", "-->", "=>", "→", "⇒", "->>"];

/// The index of the value `index` leads to in `values` (read from `shown`):
/// past every value it is joined to by an arrow, itself where none follows.
pub fn arrow_target(shown: &str, values: &[ShownValue], index: usize) -> usize {
    let mut at = index;
    while let (Some(this), Some(next)) = (values.get(at), values.get(at + 1)) {
        // A value's span leaves out its currency sign (`$0`) or letters
        // (`P110.00`).
        let mut between = shown.get(this.end..next.start).unwrap_or("");
        if next.money {
            between = between.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        }
        let between = between.trim_matches(|c: char| {
            c.is_whitespace() || super::shown_value::CURRENCY_SIGNS.contains(&c)
        });
        if !ARROWS.contains(&between) {
            break;
        }
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::read_values;

    #[test]
    fn the_value_an_arrow_leads_to_is_the_value_now() {
        // (text, index of the value looked at, index of the value now)
        let table = [
            ("Moe: $100 -> $0", 0, 1),
            ("bank 110.00 → 100.00", 0, 1),
            ("1 -> 2 -> 3", 0, 2),
            ("Larry: $100 => $200, Curly: $100", 0, 1),
            ("Pera mo: P100.00 -> P110.00", 0, 1),
            ("₱100 → ₱110", 0, 1),
            ("Moe $100, Larry $200", 0, 0),
            ("score 5 - 7", 0, 0),
        ];
        for (text, index, now) in table {
            let values = read_values(text, &|_| None);
            assert_eq!(arrow_target(text, &values, index), now, "{text}");
        }
    }
}
