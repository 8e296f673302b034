//! The Ludo reader's words: those that make a value no position (a label,
//! a distance, a win, the start area, a position's own label) and those that
//! mark a block of output as the rules rather than play.

use crate::reading::{words_of, CourseLanguages, Lexicon};

/// Words that make a value not a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word {
    /// A label's number: `round 3`, `turn 2`, `#1`.
    Label,
    /// The value after it is a distance, not a position: `moves 9`, `by 2`.
    Distance,
    /// Winning: `wins`, `winner`, `takes the game`.
    Win,
    /// The start area: `yard`, `start area`, `home base`.
    StartArea,
    /// A position's label: `worksum`, `square`, `position`, `now on`.
    Position,
}

/// The words of the reader for `shown`: English, and the words for winning of
/// each course language `shown` uses (`PEMAIN 2 MENANG!`).
pub(super) fn words(shown: &str) -> Lexicon<Word> {
    let mut win = vec![
        "win*",
        "won",
        "victor*",
        "takes the game",
        "goes to",
        "champion",
    ];
    win.extend(CourseLanguages::used_in(shown).win);
    Lexicon::new(&[
        (
            Word::Label,
            &["round", "turn", "game", "no", "number", "player"][..],
        ),
        (
            Word::Distance,
            &[
                // `mov*`: moving, and a student's `moveing`.
                "mov*", "by", "exactly", "needs", "need", "advance*",
            ][..],
        ),
        (Word::Win, &win[..]),
        (
            Word::Position,
            &[
                "worksum*",
                "square*",
                "position*",
                "progress",
                "on",
                "at",
                "now",
                "pos",
                "place*",
                "field",
                "track",
                "travelled",
                "traveled",
                "total",
            ][..],
        ),
        (
            Word::StartArea,
            &[
                "yard",
                "start area",
                "starting area",
                "home base",
                "the start",
                "base",
                // `│ waiting │`: a piece waiting for its 6.
                "waiting",
            ][..],
        ),
    ])
}

/// Words that mark a block as the rules, not play.
const RULE_WORDS: [&str; 12] = [
    "must", "until", "always", "every", "each", "if", "only", "earns", "gives", "rule", "rules",
    "need",
];

/// Byte ranges of rules or help text: blocks (between blank lines) that name
/// the rules, or use two or more words of a rule.
pub fn rules_blocks(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut blocks = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let blank = line.trim().is_empty();
        offset += line.len();
        if blank {
            blocks.push(start..offset);
            start = offset;
        }
    }
    blocks.push(start..text.len());
    blocks
        .into_iter()
        .filter(|block| {
            let words = words_of(&text[block.clone()]);
            let folded: Vec<&str> = words.iter().map(|word| word.folded.as_str()).collect();
            let named = folded.iter().any(|word| matches!(*word, "rule" | "rules"))
                || folded.windows(2).any(|pair| pair == ["how", "to"]);
            let mut distinct: Vec<&str> = folded
                .iter()
                .copied()
                .filter(|word| RULE_WORDS.contains(word))
                .collect();
            distinct.sort_unstable();
            distinct.dedup();
            named || distinct.len() >= 2
        })
        .collect()
}
