//! Which lines of a War transcript are the games': every line after the
//! game begins, cut before a seed or hand label a line holds further on (a
//! transcript printed on one line), less the paragraphs that state the
//! rules.

use super::Word;
use crate::reading::{fold, words_of, Lexicon};

/// The lines of the game text, as byte ranges, without rules blocks (a
/// paragraph where two lines or more, and a third of its lines at least,
/// state rules: deck, rank, higher, ...; a game's paragraph with a few
/// "equal" ties among its hands is still play, and so is one whose hands
/// say "Your card is higher" each time: it repeats its lines' shapes).
pub(super) fn game_lines(text: &str, start: usize, lexicon: &Lexicon<Word>) -> Vec<(usize, usize)> {
    let mut lines = Vec::new();
    let mut offset = start;
    for line in text[start..].split_inclusive('\n') {
        let end = offset + line.trim_end_matches(['\n', '\r']).len();
        lines.push((offset, end));
        offset += line.len();
    }
    let lines: Vec<(usize, usize)> = lines
        .into_iter()
        .flat_map(|line| labelled_segments(text, line, lexicon))
        .collect();
    let mut kept = Vec::new();
    let mut paragraph: Vec<(usize, usize)> = Vec::new();
    let flush = |paragraph: &mut Vec<(usize, usize)>, kept: &mut Vec<(usize, usize)>| {
        let rules_lines = paragraph
            .iter()
            .filter(|(from, to)| lexicon.names(&text[*from..*to], Word::Rules))
            .count();
        if rules_lines < 2 || rules_lines * 3 < paragraph.len() || repeats_a_shape(text, paragraph)
        {
            kept.append(paragraph);
        }
        paragraph.clear();
    };
    for (from, to) in lines {
        if text[from..to].trim().is_empty() {
            flush(&mut paragraph, &mut kept);
        } else {
            paragraph.push((from, to));
        }
    }
    flush(&mut paragraph, &mut kept);
    kept
}

/// Lines of one paragraph that say the same words with other numbers, at
/// least this often, are a game's hands: rules are not stated three times.
const REPEATED_SHAPE: usize = 3;

/// Whether `REPEATED_SHAPE` lines of `paragraph` or more have the same
/// words (of two or more) around their numbers ("So far you have 2 cards,
/// the computer has 4 ..."): a game being played, whatever its words.
fn repeats_a_shape(text: &str, paragraph: &[(usize, usize)]) -> bool {
    let mut shapes: std::collections::HashMap<Vec<String>, usize> =
        std::collections::HashMap::new();
    for &(from, to) in paragraph {
        let shape: Vec<String> = words_of(&text[from..to])
            .into_iter()
            .map(|word| word.folded)
            .collect();
        if shape.len() < 2 {
            continue;
        }
        let count = shapes.entry(shape).or_default();
        *count += 1;
        if *count >= REPEATED_SHAPE {
            return true;
        }
    }
    false
}

/// A line cut before each seed or hand label followed by its number that
/// does not begin it ("... Results : I WON !!! Seed = 2 : Hand 1 : ..." is
/// three segments), so a transcript printed on one line reads as lines.
fn labelled_segments(
    text: &str,
    (from, to): (usize, usize),
    lexicon: &Lexicon<Word>,
) -> Vec<(usize, usize)> {
    let line = &text[from..to];
    let mut cuts: Vec<usize> = lexicon
        .find(line)
        .into_iter()
        .filter(|(word, start, end)| {
            let numbered = matches!(word, Word::Seed | Word::Hand)
                && line[*end..]
                    .trim_start_matches([' ', '=', ':', '#', '\t'])
                    .starts_with(|c: char| c.is_ascii_digit());
            let result = *word == Word::Win && fold(&line[*start..*end]).starts_with("result");
            (numbered || result) && !line[..*start].trim().is_empty()
        })
        .map(|(_, start, _)| from + start)
        .collect();
    cuts.push(to);
    let mut segments = Vec::new();
    let mut start = from;
    for cut in cuts {
        segments.push((start, cut));
        start = cut;
    }
    segments
}
