//! The few words the value reader looks for around the values (a pass's
//! verdict, the covered action, money, cleaned out, the winner, the pot), in
//! the languages students write their programs in.

use crate::reading::{CourseLanguages, Lexicon};

/// Every lexicon of the reader, built once a run: a reader that built them
/// at each pass (or each name) spent most of a long run building them.
pub(super) struct TableWords {
    pub(super) verdict: Lexicon<Verdict>,
    pub(super) covered: Lexicon<CoverSaid>,
    pub(super) money: Lexicon<()>,
    /// True for words saying a player is cleaned out; false for idioms
    /// sharing their words (`out of luck`), so the longest match tells.
    pub(super) cleaned: Lexicon<bool>,
    pub(super) winner: Lexicon<()>,
    pub(super) pot: Lexicon<()>,
    pub(super) columns: Lexicon<Column>,
}

/// What a table's column header says its values are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Column {
    /// The bet of the pass (`Bet`, `Cuoc`, `Einsatz`).
    Wager,
    /// The bank roll (`Bank`, `Balance`, `Con lai`, `Saldo`).
    Bank,
}

impl TableWords {
    /// The words of English and of the course languages `text` is written in.
    pub(super) fn new(text: &str) -> TableWords {
        let abroad = CourseLanguages::used_in(text);
        TableWords {
            verdict: verdict_words(&abroad),
            covered: covered_words(),
            money: money_words(&abroad),
            columns: column_words(&abroad),
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

/// Outcome words of the pass, said by the program.
fn verdict_words(abroad: &CourseLanguages) -> Lexicon<Verdict> {
    let lose: Vec<&str> = ENGLISH_LOSE.iter().chain(&abroad.lose).copied().collect();
    let win: Vec<&str> = ENGLISH_WIN.iter().chain(&abroad.win).copied().collect();
    Lexicon::new(&[(Verdict::Lose, &lose[..]), (Verdict::Win, &win[..])])
}

/// The faders winning is the shooter losing (`winner=faders`: the longest
/// entry wins over `win*`).
const ENGLISH_LOSE: [&str; 25] = [
    "winner faders",
    "winners faders",
    "winner opponents",
    "winners opponents",
    "faders win*",
    "faders won",
    "opponents win*",
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
];

const ENGLISH_WIN: [&str; 16] = [
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
];

/// Table header words: a bet column and a bank-roll column.
fn column_words(abroad: &CourseLanguages) -> Lexicon<Column> {
    let wager: Vec<&str> = [
        "bet",
        "bets",
        "wager*",
        "stake*",
        "action",
        "covered",
        "cover",
        "amount bet",
    ]
    .iter()
    .chain(&abroad.wager)
    .copied()
    .collect();
    let bank: Vec<&str> = [
        "bank*",
        "balance*",
        "left",
        "remaining",
        "funds",
        "money",
        "purse*",
        "chips",
        "roll",
        "total",
        "now",
    ]
    .iter()
    .chain(&abroad.balance)
    .copied()
    .collect();
    Lexicon::new(&[(Column::Wager, &wager[..]), (Column::Bank, &bank[..])])
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

fn money_words(abroad: &CourseLanguages) -> Lexicon<()> {
    let words: Vec<&str> = [
        "bank*", "funds", "fund", "purse*", "stack*", "money", "balance*", "has", "have", "roll",
        "left",
    ]
    .iter()
    .chain(&abroad.balance)
    .copied()
    .collect();
    Lexicon::new(&[((), &words[..])])
}

fn cleaned_words() -> Lexicon<bool> {
    Lexicon::new(&[
        (
            true,
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
        ),
        // A pass lost, not the money: `Seven. Tony is out of luck.`
        (false, &["out of luck", "is out of luck"][..]),
    ])
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
            "all",
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

#[cfg(test)]
mod tests {
    #[test]
    fn a_lost_pass_said_as_out_of_luck_cleans_no_one_out() {
        // (what follows a player's name, whether it says they are cleaned out)
        let table = [
            (" is out of luck.", false),
            (" is out of the game.", true),
            (" is broke and leaves the table.", true),
            (" is out!", true),
        ];
        let words = super::cleaned_words();
        for (said, cleaned) in table {
            let first = words.find(said).first().map(|found| found.0);
            assert_eq!(first.unwrap_or(false), cleaned, "{said}");
        }
    }
}
