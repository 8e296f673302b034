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
        CeeloWords {
            sides: sides(&abroad),
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

/// The words for the two sides: English, and those of each course
/// language the output uses (`Ordinateur -> [1] [4] [3]`).
fn sides(abroad: &CourseLanguages) -> Lexicon<Side> {
    let player: Vec<&str> = [
        "you", "your", "you're", "yours", "player*", "human", "p", "user",
    ]
    .into_iter()
    .chain(abroad.player.iter().copied())
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
        "i",
        "me",
        "my",
        "i'm",
    ]
    .into_iter()
    .filter(|word| !abroad.not_sides.contains(word))
    .chain(abroad.computer.iter().copied())
    // A program speaking in the first person speaks as the computer, as
    // "I" does in English (`Yo tiro los dados`).
    .chain(abroad.first_person.iter().copied())
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
