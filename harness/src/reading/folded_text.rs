//! Text folded for comparison: lower case, diacritics dropped (Erillään and
//! erillaan are one word), and split into words with their byte offsets.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// `text` in lower case with Latin diacritics dropped; other characters kept.
pub fn fold(text: &str) -> String {
    if text.is_ascii() {
        // The common case, as `fold_char` folds it, without its tables.
        return text
            .bytes()
            .map(|byte| match byte {
                b'`' => '\'',
                other => char::from(other.to_ascii_lowercase()),
            })
            .collect();
    }
    text.chars().flat_map(fold_char).collect()
}

fn fold_char(c: char) -> impl Iterator<Item = char> {
    // A letter with its marks (`ă`, `ș`, `ő`, `ế`) is its base letter and
    // combining marks in canonical decomposition: the marks are dropped.
    // Letters that are no base letter with a mark have their plain letter
    // written out (`ł`, `đ`, `ø`, Turkish dotless `ı`).
    let plain = match c {
        'ł' | 'Ł' => 'l',
        'đ' | 'Đ' => 'd',
        'ø' | 'Ø' => 'o',
        'ı' => 'i',
        '’' | '‘' | '`' => '\'',
        other => other,
    };
    std::iter::once(plain)
        .nfd()
        .filter(|part| !is_combining_mark(*part))
        .flat_map(char::to_lowercase)
}

/// A word of a text: its folded form and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    pub folded: String,
    /// Byte offsets in the text it was read from.
    pub start: usize,
    pub end: usize,
}

/// The words of `text` (runs of letters, with inner apostrophes), folded.
/// Digits are not words: numbers are read by `read_values`.
pub fn words_of(text: &str) -> Vec<Word> {
    let mut words = Vec::new();
    let mut start = None;
    let mut chars = text.char_indices().peekable();
    while let Some((offset, c)) = chars.next() {
        let inner_apostrophe = matches!(c, '\'' | '’')
            && start.is_some()
            && chars.peek().is_some_and(|(_, next)| next.is_alphabetic());
        if c.is_alphabetic() || inner_apostrophe {
            start.get_or_insert(offset);
        } else if let Some(begun) = start.take() {
            words.push(Word {
                folded: fold(&text[begun..offset]),
                start: begun,
                end: offset,
            });
        }
    }
    if let Some(begun) = start {
        words.push(Word {
            folded: fold(&text[begun..]),
            start: begun,
            end: text.len(),
        });
    }
    words
}

/// The last `count` words of `text`, as [`words_of`] reads them, reading
/// back only as far as they go: the words before a value on a long line
/// cost what they cost on a short one.
pub fn last_words_of(text: &str, count: usize) -> Vec<Word> {
    // Cut before the runs of letters (and apostrophes) that hold the words,
    // after a character that is in no word, so no word is split.
    let mut runs = 0;
    let mut run_has_letter = false;
    let mut cut = 0;
    for (at, c) in text.char_indices().rev() {
        if c.is_alphabetic() || matches!(c, '\'' | '’') {
            run_has_letter |= c.is_alphabetic();
            continue;
        }
        runs += usize::from(run_has_letter);
        run_has_letter = false;
        if runs >= count {
            cut = at + c.len_utf8();
            break;
        }
    }
    let words = words_of(&text[cut..]);
    let skip = words.len().saturating_sub(count);
    words
        .into_iter()
        .skip(skip)
        .map(|word| Word {
            start: word.start + cut,
            end: word.end + cut,
            ..word
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_diacritics_fold_away() {
        let table = [
            ("Erillään Pystyyn", "erillaan pystyyn"),
            ("PITKÄ RIVI", "pitka rivi"),
            ("Zoë", "zoe"),
            ("It’s", "it's"),
            ("Câștigă Jucătorul", "castiga jucatorul"),
            ("Wygrał GRACZ", "wygral gracz"),
            ("KAZANDIN İyi", "kazandin iyi"),
            ("kazandın", "kazandin"),
            ("Nyertél Győztes", "nyertel gyoztes"),
            ("Spēlētājs uzvarēja", "speletajs uzvareja"),
            (
                "Hráč vyhrál, počítač prohrál",
                "hrac vyhral, pocitac prohral",
            ),
            ("Người chơi thắng", "nguoi choi thang"),
            ("Máy tính ĐI", "may tinh di"),
            ("Mize: jucătorul 6 mărci", "mize: jucatorul 6 marci"),
            ("Ședință ŁÓDŹ", "sedinta lodz"),
        ];
        for (text, folded) in table {
            assert_eq!(fold(text), folded, "{text}");
        }
    }

    #[test]
    fn ascii_text_folds_as_each_character_folds() {
        let every_ascii: String = (0u8..128).map(char::from).collect();
        let one_by_one: String = every_ascii.chars().flat_map(fold_char).collect();
        assert_eq!(fold(&every_ascii), one_by_one);
        assert_eq!(fold("It`s A TIE"), "it's a tie");
    }

    #[test]
    fn words_keep_their_offsets_and_skip_numbers() {
        let words = words_of("You rolled (5, 4, 3): it's a TIE!");
        let folded: Vec<&str> = words.iter().map(|word| word.folded.as_str()).collect();
        assert_eq!(folded, ["you", "rolled", "it's", "a", "tie"]);
        assert_eq!((words[1].start, words[1].end), (4, 10));
    }

    #[test]
    fn the_last_words_are_the_words_read_from_the_start() {
        let texts = [
            "You rolled (5, 4, 3): it's a TIE!",
            "the computer's  'quoted' turn: ",
            "Pitkä rivi, 62 ",
            "' '' x",
            "",
            "one",
        ];
        for text in texts {
            let all = words_of(text);
            for count in 0..=all.len() + 1 {
                let skip = all.len().saturating_sub(count);
                assert_eq!(last_words_of(text, count), all[skip..], "{text:?} {count}");
            }
        }
    }
}
