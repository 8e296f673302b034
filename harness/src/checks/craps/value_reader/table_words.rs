//! The few words the value reader looks for around the values (a pass's
//! verdict, the covered action, money, cleaned out, the winner, the pot), in
//! the languages students write their programs in.

use crate::reading::Lexicon;

/// Every lexicon of the reader, built once a run: a reader that built them
/// at each pass (or each name) spent most of a long run building them.
pub(super) struct TableWords {
    pub(super) verdict: Lexicon<Verdict>,
    pub(super) covered: Lexicon<CoverSaid>,
    pub(super) money: Lexicon<()>,
    pub(super) cleaned: Lexicon<()>,
    pub(super) winner: Lexicon<()>,
    pub(super) pot: Lexicon<()>,
}

impl TableWords {
    pub(super) fn new() -> TableWords {
        TableWords {
            verdict: verdict_words(),
            covered: covered_words(),
            money: money_words(),
            cleaned: cleaned_words(),
            winner: winner_words(),
            pot: pot_words(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verdict {
    Win,
    Lose,
}

/// Outcome words, for a pass whose bank rolls do not show.
fn verdict_words() -> Lexicon<Verdict> {
    Lexicon::new(&[
        (
            Verdict::Lose,
            &[
                "lose*",
                "lost",
                "loose*",
                "crap out",
                "crapped*",
                "craps out",
                "crebs",
                "seven out",
                "sevened*",
                "sevens out",
                "faders take*",
                "faders collect*",
                "pay the faders",
                "caster pays",
                "shooter pays",
                "don't come",
                "misses",
                "missed",
            ][..],
        ),
        (
            Verdict::Win,
            &[
                "win*",
                "won",
                "natural*",
                "made the point",
                "makes the point",
                "point made",
                "made it",
                "made your point",
                "made his point",
                "made her point",
                "made their point",
                "caster collects",
                "shooter collects",
                "take the faded",
                "takes the action",
                "takes the pot",
            ],
        ),
    ])
}

/// What a word about the cover says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CoverSaid {
    /// The betting closed: the action is covered in full.
    Closed,
    /// "covered" alone, also said of a part (`Covered: $60 of $100`):
    /// taken as the announcement where the reference's game is covered.
    Covered,
}

/// Words that close the betting, in the languages students write their
/// programs in (folded: `más` is `mas`).
fn covered_words() -> Lexicon<CoverSaid> {
    Lexicon::new(&[
        (
            CoverSaid::Closed,
            &[
                "no more bets",
                "completely covered",
                "fully covered",
                "all covered",
                "whole bet covered",
                "covered in full",
                "in full",
                "fully faded",
                "betting is closed",
                "bets are closed",
                "betting closed",
                "rien ne va plus",
                "plus de mises",
                "no mas apuestas",
                "no hay mas apuestas",
                "apuestas cerradas",
                "nao ha mais apostas",
                "sem mais apostas",
                "apostas encerradas",
                "keine wetten mehr",
                "nichts geht mehr",
                "nessuna altra puntata",
                "niente piu puntate",
                "puntate chiuse",
                "geen inzetten meer",
                "inga fler vad",
                "ei enaa vetoja",
            ][..],
        ),
        (
            CoverSaid::Covered,
            &[
                "closed",
                "covered",
                "faded",
                "matched",
                "cubiert*",
                "cubre",
                "cobert*",
                "couvert*",
                "gedeckt",
                "abgedeckt",
                "copert*",
                "gedekt",
                "katettu",
            ],
        ),
    ])
}

fn money_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "bank*", "funds", "fund", "purse*", "stack*", "money", "balance*", "has", "have",
            "roll", "left",
        ][..],
    )])
}

fn cleaned_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "cleaned out",
            "broke",
            "busted",
            "bust",
            "out of the game",
            "out of money",
            "is out",
            "sits out",
            "eliminated",
        ][..],
    )])
}

fn winner_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "winner*",
            "wins the game",
            "won the game",
            "cleaned house",
            "cleans house",
            "game over",
            "standing",
            "whole pot",
            "all the money",
            "takes all",
            "takes home",
            "champion",
        ][..],
    )])
}

fn pot_words() -> Lexicon<()> {
    Lexicon::new(&[(
        (),
        &[
            "pot",
            "takes home",
            "takes all",
            "won",
            "in all",
            "total",
            "takes",
            "home",
        ][..],
    )])
}
