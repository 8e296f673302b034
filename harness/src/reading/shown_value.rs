//! The numbers a program showed, in the spellings students use: `12`,
//! `-5`, `$1,000.50`, `2.5`, `twenty-six`, and a game's own names for values
//! (`Ace`, `K`), each with where it stands.

use super::folded_text::words_of;

/// An amount in hundredths, so money adds up exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Amount(pub i64);

impl Amount {
    pub fn whole(value: i64) -> Amount {
        Amount(value.saturating_mul(100))
    }

    /// The amount as a whole number, when it is one.
    pub fn as_whole(self) -> Option<i64> {
        (self.0 % 100 == 0).then_some(self.0 / 100)
    }
}

/// How a value was spelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    Digits,
    /// A number word: `five`, `twenty-six`.
    Word,
    /// A game's own name for a value (a card's `Queen`).
    Named,
    /// A die's face drawn as its glyph: `⚀` ... `⚅`.
    DieFace,
}

/// One value shown, with its byte offsets in the text read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShownValue {
    pub amount: Amount,
    pub start: usize,
    pub end: usize,
    /// Written with a currency sign (`$`, `€`, `£`) before or after it.
    pub money: bool,
    /// Written with a decimal point.
    pub decimal: bool,
    pub kind: ValueKind,
}

impl ShownValue {
    pub fn whole(&self) -> Option<i64> {
        self.amount.as_whole()
    }
}

/// Digits longer than this are not a game's number (and would overflow).
const MAX_DIGITS: usize = 15;

/// Every value of `text` in order. `named` gives a game's own words for
/// values (it sees the word as written, so `A` and `a` may differ); digits
/// glued to a letter (`P1`, `Player2`) are names, not values.
pub fn read_values(text: &str, named: &dyn Fn(&str) -> Option<i64>) -> Vec<ShownValue> {
    let mut values = read_digits(text);
    values.extend(read_words(text, named));
    values.extend(read_die_faces(text));
    values.sort_by_key(|value| value.start);
    values
}

/// Whether `text` shows a number in digits or a die's face: what
/// [`read_values`] would find of those kinds, but stopping at the first (a
/// reader asking this of each value's neighbourhood on a long line of
/// numbers would otherwise read every number of it each time).
pub fn shows_digits_or_die_face(text: &str) -> bool {
    !read_digits_up_to(text, 1).is_empty()
        || text.chars().any(|c| ('\u{2680}'..='\u{2685}').contains(&c))
}

fn read_digits(text: &str) -> Vec<ShownValue> {
    read_digits_up_to(text, usize::MAX)
}

/// The first `most` numbers in digits of `text`.
fn read_digits_up_to(text: &str, most: usize) -> Vec<ShownValue> {
    let bytes = text.as_bytes();
    let mut values = Vec::new();
    let mut at = 0;
    while at < bytes.len() && values.len() < most {
        if !bytes[at].is_ascii_digit() {
            at += 1;
            continue;
        }
        let glued_to_letter =
            at > 0 && (bytes[at - 1].is_ascii_alphabetic() || bytes[at - 1] == b'_');
        let mut start = at;
        let mut whole: i64 = 0;
        let mut digits = 0;
        let mut end = at;
        // Digits, with thousands groups of exactly three after a comma.
        loop {
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                if digits < MAX_DIGITS {
                    whole = whole * 10 + i64::from(bytes[end] - b'0');
                }
                digits += 1;
                end += 1;
            }
            let group = end + 1;
            let is_thousands = end < bytes.len()
                && bytes[end] == b','
                && group + 3 <= bytes.len()
                && bytes[group..group + 3].iter().all(u8::is_ascii_digit)
                && !bytes.get(group + 3).is_some_and(u8::is_ascii_digit);
            if is_thousands {
                end = group;
            } else {
                break;
            }
        }
        let mut hundredths = whole.saturating_mul(100);
        let mut decimal = false;
        // `835,00 €`: a decimal comma, told from a list (`5,4,3`) by the
        // two cents digits and the currency after them.
        let decimal_comma = end + 3 <= bytes.len()
            && bytes[end] == b','
            && bytes[end + 1..end + 3].iter().all(u8::is_ascii_digit)
            && !bytes.get(end + 3).is_some_and(u8::is_ascii_digit)
            && currency_follows(&text[end + 3..]);
        if decimal_comma {
            decimal = true;
            hundredths += i64::from(bytes[end + 1] - b'0') * 10 + i64::from(bytes[end + 2] - b'0');
            end += 3;
        } else if end + 1 < bytes.len() && bytes[end] == b'.' && bytes[end + 1].is_ascii_digit() {
            decimal = true;
            let mut scale = 10;
            end += 1;
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                if scale > 0 {
                    hundredths += i64::from(bytes[end] - b'0') * scale;
                    scale /= 10;
                }
                end += 1;
            }
        }
        // `P110.00`, `Rs25.50`: a currency's letters glued to an amount in
        // cents are money, not a name (`P1`, `Player2`).
        let fraction_digits = text[start..end]
            .split_once('.')
            .map_or(0, |(_, cents)| cents.len());
        let lettered_money =
            glued_to_letter && fraction_digits == 2 && currency_letters(&text[..start]);
        if (glued_to_letter && !lettered_money) || digits > MAX_DIGITS {
            at = end;
            continue;
        }
        let before = text[..start].trim_end_matches([' ', '\t']);
        let negative = start > 0
            && bytes[start - 1] == b'-'
            && !text[..start - 1]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == ')');
        if negative {
            start -= 1;
            hundredths = -hundredths;
        }
        let money = lettered_money
            || [before, text[..start].trim_end_matches([' ', '\t'])]
                .iter()
                .any(|text| text.ends_with(CURRENCY_SIGNS) || ends_with_currency_code(text))
            || currency_follows(&text[end..]);
        values.push(ShownValue {
            amount: Amount(hundredths),
            start,
            end,
            money,
            decimal,
            kind: ValueKind::Digits,
        });
        at = end;
    }
    values
}

/// Signs written before or after an amount: dollar, euro, pound, peso,
/// rupee, yen or yuan, won, lira, rouble, naira, dong.
pub(super) const CURRENCY_SIGNS: [char; 11] =
    ['$', '€', '£', '₱', '₹', '¥', '₩', '₺', '₽', '₦', '₫'];

/// The letters right before an amount (`P` of `P110.00`, `Rs` of
/// `Rs25.50`) are a currency's: one to three, the first a capital, starting
/// a word.
fn currency_letters(before: &str) -> bool {
    let letters = before.len()
        - before
            .trim_end_matches(|c: char| c.is_ascii_alphabetic())
            .len();
    let word = &before[before.len() - letters..];
    (1..=3).contains(&letters)
        && word.starts_with(|c: char| c.is_ascii_uppercase())
        && !before[..before.len() - letters]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
}

/// Currency names and codes written after (or before) an amount, folded.
const CURRENCY_WORDS: [&str; 16] = [
    "usd", "eur", "gbp", "cad", "aud", "chf", "sek", "nok", "dkk", "mk", "dollar", "dollars",
    "euro", "euros", "bucks", "kr",
];

/// The text right after an amount names its currency: a sign (`5 €`,
/// `10$`) or a currency word (`835.00 USD`, `835 dollars`, `100 mk`).
fn currency_follows(after: &str) -> bool {
    let after = after.trim_start_matches([' ', '\t']);
    if after.starts_with(CURRENCY_SIGNS) {
        return true;
    }
    let word: String = after
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    CURRENCY_WORDS.contains(&word.as_str())
}

/// The text before an amount ends with a currency code (`USD 50.00`).
fn ends_with_currency_code(before: &str) -> bool {
    let word: String = before
        .chars()
        .rev()
        .take_while(char::is_ascii_alphabetic)
        .collect::<Vec<char>>()
        .into_iter()
        .rev()
        .map(|c| c.to_ascii_lowercase())
        .collect();
    word.len() == 3 && CURRENCY_WORDS[..8].contains(&word.as_str())
}

const UNITS: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const TENS: [&str; 8] = [
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

fn number_word(word: &str) -> Option<i64> {
    if let Some(unit) = UNITS.iter().position(|unit| *unit == word) {
        return Some(unit as i64);
    }
    TENS.iter()
        .position(|tens| *tens == word)
        .map(|tens| (tens as i64 + 2) * 10)
}

/// `one` after a determiner stands for a thing, not a count: "I win this
/// one", "no one", "the next one".
fn is_pronoun_one(words: &[super::folded_text::Word], index: usize) -> bool {
    const DETERMINERS: [&str; 10] = [
        "this", "that", "which", "each", "every", "any", "no", "another", "next", "last",
    ];
    words[index].folded == "one"
        && index
            .checked_sub(1)
            .is_some_and(|before| DETERMINERS.contains(&words[before].folded.as_str()))
}

fn read_words(text: &str, named: &dyn Fn(&str) -> Option<i64>) -> Vec<ShownValue> {
    let words = words_of(text);
    let mut values = Vec::new();
    let mut index = 0;
    while index < words.len() {
        let word = &words[index];
        let as_written = &text[word.start..word.end];
        if is_pronoun_one(&words, index) {
            index += 1;
            continue;
        }
        if let Some(value) = number_word(&word.folded) {
            let (mut value, mut end, mut next) = (value, word.end, index + 1);
            // `twenty-six`, `twenty six`, `one hundred`.
            if let Some(following) = words.get(next) {
                let between = &text[end..following.start];
                let joined = between == "-" || between == " ";
                if joined && value >= 20 && value % 10 == 0 {
                    if let Some(unit @ 1..=9) = number_word(&following.folded) {
                        value += unit;
                        end = following.end;
                        next += 1;
                    }
                }
            }
            if let Some(following) = words.get(next) {
                if following.folded == "hundred" && text[end..following.start].trim().is_empty() {
                    value *= 100;
                    end = following.end;
                    next += 1;
                }
            }
            values.push(word_value(value, word.start, end, ValueKind::Word));
            index = next;
            continue;
        }
        if let Some(value) = named(as_written) {
            values.push(word_value(value, word.start, word.end, ValueKind::Named));
        }
        index += 1;
    }
    values
}

/// The die faces of Unicode (U+2680 to U+2685), each the number of its pips.
fn read_die_faces(text: &str) -> Vec<ShownValue> {
    text.char_indices()
        .filter(|(_, c)| ('\u{2680}'..='\u{2685}').contains(c))
        .map(|(at, c)| {
            let pips = i64::from(u32::from(c) - 0x2680 + 1);
            word_value(pips, at, at + c.len_utf8(), ValueKind::DieFace)
        })
        .collect()
}

fn word_value(value: i64, start: usize, end: usize, kind: ValueKind) -> ShownValue {
    ShownValue {
        amount: Amount::whole(value),
        start,
        end,
        money: false,
        decimal: false,
        kind,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<(i64, bool)> {
        read_values(text, &|_| None)
            .iter()
            .map(|value| (value.amount.0, value.money))
            .collect()
    }

    #[test]
    fn whether_digits_or_a_face_show_is_what_reading_every_value_says() {
        let texts = [
            "",
            "nothing here",
            "P1 and Player2",
            "five and six",
            "a \u{2683} shown",
            "9999999999999999 is too long",
            "you rolled 5 4 3",
            "-12 and $3",
            "x_4 then 7",
        ];
        for text in texts {
            let by_reading = read_values(text, &|_| None)
                .iter()
                .any(|value| matches!(value.kind, ValueKind::Digits | ValueKind::DieFace));
            assert_eq!(shows_digits_or_die_face(text), by_reading, "{text}");
        }
    }

    #[test]
    fn numbers_are_read_in_every_common_spelling() {
        let table: [(&str, &[(i64, bool)]); 24] = [
            (
                "You rolled (5, 4, 3)",
                &[(500, false), (400, false), (300, false)],
            ),
            ("5-4-3", &[(500, false), (400, false), (300, false)]),
            ("[5][4][3]", &[(500, false), (400, false), (300, false)]),
            ("Balance: $1,000.50", &[(100050, true)]),
            ("funds 150.00 dollars", &[(15000, true)]),
            ("100 mk", &[(10000, true)]),
            ("owes -10 and (-5)", &[(-1000, false), (-500, false)]),
            (
                "twenty-six cards, forty four games",
                &[(2600, false), (4400, false)],
            ),
            ("one hundred games", &[(10000, false)]),
            ("P1 and Player2 roll", &[]),
            ("Game 3. Next", &[(300, false)]),
            ("10$ or 5 €", &[(1000, true), (500, true)]),
            // `one` as a pronoun is no count.
            ("i win this one.", &[]),
            ("one game, no one else", &[(100, false)]),
            ("835.00 USD in the bank", &[(83500, true)]),
            ("835 EUR", &[(83500, true)]),
            ("835,00 € left", &[(83500, true)]),
            ("USD 50.00", &[(5000, true)]),
            (
                "rolled 5,4,3 and 12,50 points",
                &[
                    (500, false),
                    (400, false),
                    (300, false),
                    (1200, false),
                    (5000, false),
                ],
            ),
            ("5 usable", &[(500, false)]),
            // A currency's letters or sign glued to an amount in cents.
            (
                "Pera mo: P100.00 -> P110.00",
                &[(10000, true), (11000, true)],
            ),
            ("Rs25.50 left, v1.25 of P2", &[(2550, true)]),
            ("₦500 or 20₱", &[(50000, true), (2000, true)]),
            ("AP2.00 and XYZW3.00", &[(200, true)]),
        ];
        for (text, expected) in table {
            assert_eq!(read(text), expected, "{text}");
        }
    }

    #[test]
    fn a_games_names_for_values_are_read_where_it_says() {
        let card = |word: &str| match word {
            "Ace" | "A" => Some(1),
            "Queen" | "Q" => Some(12),
            _ => None,
        };
        let values: Vec<i64> = read_values("A vs Queen, a tie (Q)", &card)
            .iter()
            .filter_map(ShownValue::whole)
            .collect();
        assert_eq!(values, [1, 12, 12]);
    }

    #[test]
    fn die_faces_drawn_as_glyphs_are_their_pips() {
        let table: [(&str, &[i64]); 3] = [
            ("punter  \u{2683} \u{2680} \u{2683}", &[4, 1, 4]),
            ("[\u{2685}][\u{2684}][\u{2682}] 6-5-3", &[6, 5, 3, 6, 5, 3]),
            ("\u{2681}\u{2681}\u{2681} three twos", &[2, 2, 2, 3]),
        ];
        for (text, faces) in table {
            let values = read_values(text, &|_| None);
            let read: Vec<i64> = values.iter().filter_map(ShownValue::whole).collect();
            assert_eq!(read, faces, "{text}");
            let first = values[0];
            assert_eq!(text[first.start..first.end].chars().count(), 1, "{text}");
        }
    }

    #[test]
    fn offsets_cover_the_value_as_written() {
        let text = "bank: $ 1,250 left";
        let value = read_values(text, &|_| None)[0];
        assert_eq!(&text[value.start..value.end], "1,250");
        assert!(value.money);
        assert_eq!(value.whole(), Some(1250));
    }
}
