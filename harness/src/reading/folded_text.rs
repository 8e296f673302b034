//! Text folded for comparison: lower case, diacritics dropped (Erillään and
//! erillaan are one word), and split into words with their byte offsets.

/// `text` in lower case with Latin diacritics dropped; other characters kept.
pub fn fold(text: &str) -> String {
    text.chars().flat_map(fold_char).collect()
}

fn fold_char(c: char) -> impl Iterator<Item = char> {
    let plain = match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'Á' | 'À' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'a',
        'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' | 'Ë' => 'e',
        'í' | 'ì' | 'î' | 'ï' | 'Í' | 'Ì' | 'Î' | 'Ï' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' | 'Ó' | 'Ò' | 'Ô' | 'Ö' | 'Õ' | 'Ø' => 'o',
        'ú' | 'ù' | 'û' | 'ü' | 'Ú' | 'Ù' | 'Û' | 'Ü' => 'u',
        'ý' | 'ÿ' | 'Ý' => 'y',
        'ñ' | 'Ñ' => 'n',
        'ç' | 'Ç' => 'c',
        'š' | 'Š' => 's',
        'ž' | 'Ž' => 'z',
        '’' | '‘' | '`' => '\'',
        other => other,
    };
    plain.to_lowercase()
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
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (position, &(offset, c)) in chars.iter().enumerate() {
        let inner_apostrophe = matches!(c, '\'' | '’')
            && start.is_some()
            && chars
                .get(position + 1)
                .is_some_and(|(_, next)| next.is_alphabetic());
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
        ];
        for (text, folded) in table {
            assert_eq!(fold(text), folded, "{text}");
        }
    }

    #[test]
    fn words_keep_their_offsets_and_skip_numbers() {
        let words = words_of("You rolled (5, 4, 3): it's a TIE!");
        let folded: Vec<&str> = words.iter().map(|word| word.folded.as_str()).collect();
        assert_eq!(folded, ["you", "rolled", "it's", "a", "tie"]);
        assert_eq!((words[1].start, words[1].end), (4, 10));
    }
}
