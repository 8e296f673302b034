//! The words a Cee-lo reader knows for the two sides, for results and ties,
//! and for marking a roll unrecognized, each a small lexicon per concept.

use crate::reading::{CourseLanguages, Lexicon};

/// Every lexicon the reader uses, built once for a transcript: English,
/// and the words of each course language its output uses.
pub(super) struct CeeloWords {
    pub(super) sides: Lexicon<Side>,
    pub(super) outcomes: Lexicon<Said>,
    /// `true`: a mark of an unrecognized roll; `false`: praise holding one.
    pub(super) marks: Lexicon<bool>,
    /// Words next to which a value is the player's money.
    pub(super) balance: Lexicon<()>,
    /// Words making an amount on their line no balance (a wager, winnings).
    pub(super) not_balance: Lexicon<()>,
    /// Words saying the player's money is gone.
    pub(super) money_gone: Lexicon<()>,
}

impl CeeloWords {
    pub(super) fn for_output(shown: &str) -> CeeloWords {
        let abroad = CourseLanguages::used_in(shown);
        let speaker = speaker_of(shown, &abroad);
        let known = sides(&abroad, &[], speaker);
        let aliases = side_aliases(shown, &known);
        CeeloWords {
            sides: if aliases.is_empty() {
                known
            } else {
                sides(&abroad, &aliases, speaker)
            },
            outcomes: outcomes(&abroad),
            marks: marks(),
            balance: balance_words(&abroad),
            not_balance: not_balance_words(&abroad),
            money_gone: money_gone_words(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    Player,
    Computer,
}

/// Names a program gives the sides by saying which side each is, a word
/// followed by a side in parentheses (`P1 (you) vs CP (computer)`,
/// `Zeus (the computer)`): each name, folded, with its side.
fn side_aliases(shown: &str, known: &Lexicon<Side>) -> Vec<(Side, String)> {
    static ALIASED: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let aliased = ALIASED.get_or_init(|| {
        regex::Regex::new(r"([\p{L}][\p{L}\p{N}]*)\s*\(\s*([\p{L}' ]{1,20})\s*\)")
            .expect("a valid pattern")
    });
    let mut found: Vec<(Side, String)> = Vec::new();
    for captures in aliased.captures_iter(shown).take(200) {
        let name = crate::reading::fold(&captures[1]);
        let named = known.find(&captures[2]);
        let Some(&(side, _, _)) = named.first() else {
            continue;
        };
        // A side word already (`you (the player)`) or a name given both
        // sides is no alias.
        if !known.find(&name).is_empty()
            || found
                .iter()
                .any(|(other, alias)| *alias == name && *other != side)
        {
            continue;
        }
        if !found.iter().any(|(_, alias)| *alias == name) {
            found.push((side, name));
        }
    }
    found
}

/// The first person's words in English.
const FIRST_PERSON: [&str; 4] = ["i", "me", "my", "i'm"];

/// The side a program speaks as in the first person: the computer (`I
/// rolled`, `my bank`), unless its lines label the rolls with a first-person
/// word and with a word for the computer both (`me  4 5 6` / `cpu 6 6 6`):
/// then "me" is the player's side, as the one who plays says it.
fn speaker_of(shown: &str, abroad: &CourseLanguages) -> Side {
    static LABELLED: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let labelled = LABELLED.get_or_init(|| {
        regex::Regex::new(r"(?m)^[^\p{L}\d\n]*(\p{L}[\p{L}']*)[^\p{L}\d\n]*\d")
            .expect("a valid pattern")
    });
    let first_person: Vec<&str> = FIRST_PERSON
        .into_iter()
        .filter(|word| !abroad.not_sides.contains(word))
        .chain(abroad.first_person.iter().copied())
        .collect();
    let nouns = sides(abroad, &[], Side::Player);
    let (mut by_first_person, mut by_noun) = (false, false);
    for captures in labelled.captures_iter(shown).take(2000) {
        let label = crate::reading::fold(&captures[1]);
        if first_person.contains(&label.as_str()) {
            by_first_person = true;
        } else if nouns
            .find(&label)
            .first()
            .is_some_and(|(side, _, _)| *side == Side::Computer)
        {
            by_noun = true;
        }
    }
    if by_first_person && by_noun {
        Side::Player
    } else {
        Side::Computer
    }
}

/// The words for the two sides: English, those of each course language the
/// output uses (`Ordinateur -> [1] [4] [3]`), and the program's own
/// `aliases` for them; the first person's words are `speaker`'s.
fn sides(abroad: &CourseLanguages, aliases: &[(Side, String)], speaker: Side) -> Lexicon<Side> {
    let alias_of = |wanted: Side| {
        aliases
            .iter()
            .filter(move |(side, _)| *side == wanted)
            .map(|(_, alias)| alias.as_str())
    };
    let first_person: Vec<&str> = FIRST_PERSON
        .into_iter()
        .filter(|word| !abroad.not_sides.contains(word))
        // A program speaking in the first person speaks as the computer, as
        // "I" does in English (`Yo tiro los dados`).
        .chain(abroad.first_person.iter().copied())
        .collect();
    let spoken_by = |side: Side| {
        first_person
            .iter()
            .copied()
            .filter(move |_| side == speaker)
    };
    let player: Vec<&str> = [
        "you", "your", "you're", "yours", "player*", "human", "p", "user",
    ]
    .into_iter()
    .chain(abroad.player.iter().copied())
    .chain(spoken_by(Side::Player))
    .chain(alias_of(Side::Player))
    .collect();
    let computer: Vec<&str> = [
        "cpu",
        "cpu's",
        "computer*",
        "house",
        "house's",
        "dealer*",
        "machine*",
        "opponent*",
        "bot",
        "banker*",
    ]
    .into_iter()
    .chain(abroad.computer.iter().copied())
    .chain(spoken_by(Side::Computer))
    .chain(alias_of(Side::Computer))
    .collect();
    Lexicon::new(&[(Side::Player, &player[..]), (Side::Computer, &computer[..])])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Said {
    Win,
    Lose,
    Tie,
}

fn outcomes(abroad: &CourseLanguages) -> Lexicon<Said> {
    let win: Vec<&str> = [
        "win*",
        "won",
        "beat*",
        "take* the pot",
        "takes it",
        "victor*",
        "triumph*",
    ]
    .into_iter()
    .chain(abroad.win.iter().copied())
    .collect();
    let tie: Vec<&str> = TIE_WORDS
        .into_iter()
        .chain(abroad.tie.iter().copied())
        .collect();
    let lose: Vec<&str> = ["lose*", "lost", "loss", "loses"]
        .into_iter()
        .chain(abroad.lose.iter().copied())
        .collect();
    Lexicon::new(&[
        (Said::Win, &win[..]),
        (Said::Lose, &lose[..]),
        (Said::Tie, &tie[..]),
    ])
}

/// English ways of saying neither won.
const TIE_WORDS: [&str; 13] = [
    "tie*",
    "tied",
    "push*",
    "standoff*",
    "stand off",
    "level",
    "even",
    "dead heat",
    "same combination",
    "equal*",
    "draw",
    "both roll again",
    "both throw again",
];

fn marks() -> Lexicon<bool> {
    Lexicon::new(&[
        (
            false,
            &[
                "nothing beat*",
                "nothing better",
                "nothing tops",
                "nothing can beat",
            ][..],
        ),
        (
            true,
            &[
                "unrecogni*",
                "not recogni*",
                "no combo*",
                "no combination",
                "not a combination",
                "nothing",
                "no score",
                "again",
                "reroll*",
                "re roll*",
                "no dice",
                "worthless",
            ][..],
        ),
    ])
}

fn balance_words(abroad: &CourseLanguages) -> Lexicon<()> {
    let words: Vec<&str> = [
        "balance",
        "bankroll",
        "bank",
        "funds",
        "fund",
        "purse",
        "credit",
        "credits",
        "chips",
        "chip",
        "stack",
        "money",
        "you have",
        "now have",
        "you hold",
        "cash* out",
        "cashing",
        "cashed",
        "collect*",
        "left with",
        "leave with",
        "leaving with",
        "walk* away with",
        "quit* with",
        "go home with",
        "going home with",
    ]
    .into_iter()
    .chain(abroad.balance.iter().copied())
    .collect();
    Lexicon::new(&[((), &words[..])])
}

/// A balance of $0.00 said in words.
fn money_gone_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "out of money",
            "out of cash",
            "out of funds",
            "out of chips",
            "no money left",
            "no more money",
            "broke",
            "bankrupt",
            "busted",
            "cleaned out",
            "lost everything",
            "lost it all",
            "nothing left",
        ][..],
    )])
}

/// Words that make an amount on their line something else than the
/// balance: the wager, a result's winnings, a payout.
fn not_balance_words(abroad: &CourseLanguages) -> Lexicon<()> {
    let words: Vec<&str> = [
        "wager*",
        "bet*",
        "stake*",
        "pot",
        "ante",
        "pay*",
        "prize",
        "win*",
        "won",
        "lose*",
        "lost",
        "loss",
        "beat*",
        "take*",
        "took",
        "max*",
        "min*",
        "limit",
        "up to",
        "more than",
        "less than",
        "only",
    ]
    .into_iter()
    .chain(abroad.win.iter().chain(&abroad.lose).copied())
    .collect();
    Lexicon::new(&[((), &words[..])])
}

#[cfg(test)]
mod alias_tests {
    use super::*;

    #[test]
    fn a_name_followed_by_its_side_in_parentheses_names_that_side() {
        // (output, the aliases learned)
        let table: [(&str, &[(Side, &str)]); 4] = [
            (
                "*** CEE-LO: P1 (you) vs CP (computer) ***\nWINNER: CP\n",
                &[(Side::Computer, "cp")],
            ),
            (
                "Zeus (the computer) rolls 4 5 6\n",
                &[(Side::Computer, "zeus")],
            ),
            (
                "Aino (player) against HAL (house)\n",
                &[(Side::Player, "aino"), (Side::Computer, "hal")],
            ),
            // Not a side in the parentheses, or a side word already.
            ("Points (best first): 4-5-6, trips\nyou (the player)\n", &[]),
        ];
        for (shown, aliases) in table {
            let known = sides(&CourseLanguages::default(), &[], Side::Computer);
            let learned = side_aliases(shown, &known);
            let expected: Vec<(Side, String)> = aliases
                .iter()
                .map(|(side, alias)| (*side, alias.to_string()))
                .collect();
            assert_eq!(learned, expected, "{shown}");
        }
    }
}
