//! The names War programs give card ranks, in the languages courses teach
//! in: English always, and German, French, Spanish, Italian, Dutch, Swedish,
//! Finnish and Portuguese once the transcript shows one of that deck's own
//! names (`Bube`, `Valet`, `Jota`, ...). Some names are common words
//! elsewhere (French `As`, Italian `Re`) and some letters name a side
//! elsewhere (`D` for the dealer): they count as ranks only in a transcript
//! whose deck is that language's.

use std::collections::BTreeSet;

use crate::reading::{fold, words_of};

/// One language's deck: the names that tell it apart, the names it reads
/// once told apart (folded), and its letters as printed on the cards.
struct Deck {
    telling: &'static [&'static str],
    names: &'static [(&'static str, i64)],
    letters: &'static [(&'static str, i64)],
}

const ENGLISH: Deck = Deck {
    telling: &[],
    names: &[("ace", 1), ("jack", 11), ("queen", 12), ("king", 13)],
    letters: &[("A", 1), ("J", 11), ("Q", 12), ("K", 13)],
};

const OTHER_DECKS: &[Deck] = &[
    // German: Ass, Bube (or Bauer), Dame, König; B, D, K.
    Deck {
        telling: &["bube", "bauer", "konig", "koenig"],
        names: &[
            ("ass", 1),
            ("bube", 11),
            ("bauer", 11),
            ("dame", 12),
            ("konig", 13),
            ("koenig", 13),
        ],
        letters: &[("B", 11), ("D", 12)],
    },
    // French: As, Valet, Dame, Roi; V, D, R.
    Deck {
        telling: &["valet", "roi"],
        names: &[("as", 1), ("valet", 11), ("dame", 12), ("roi", 13)],
        letters: &[("V", 11), ("D", 12), ("R", 13)],
    },
    // Spanish: As, Jota (or Sota), Reina (or Caballo), Rey; R.
    Deck {
        telling: &["jota", "sota", "reina", "caballo", "rey"],
        names: &[
            ("as", 1),
            ("jota", 11),
            ("sota", 11),
            ("reina", 12),
            ("caballo", 12),
            ("rey", 13),
        ],
        letters: &[("R", 13)],
    },
    // Italian: Asso, Fante, Donna (or Regina), Re.
    Deck {
        telling: &["asso", "fante", "donna", "regina"],
        names: &[
            ("asso", 1),
            ("fante", 11),
            ("donna", 12),
            ("regina", 12),
            ("re", 13),
        ],
        letters: &[("R", 13)],
    },
    // Dutch: Aas, Boer, Vrouw, Heer (or Koning); B, V, H.
    Deck {
        telling: &["aas", "boer", "vrouw", "heer", "koning"],
        names: &[
            ("aas", 1),
            ("boer", 11),
            ("vrouw", 12),
            ("koningin", 12),
            ("heer", 13),
            ("koning", 13),
        ],
        letters: &[("B", 11), ("V", 12), ("H", 13)],
    },
    // Swedish: Ess, Knekt, Dam, Kung; E, Kn, D.
    Deck {
        telling: &["ess", "knekt", "kung"],
        names: &[("ess", 1), ("knekt", 11), ("dam", 12), ("kung", 13)],
        letters: &[("E", 1), ("Kn", 11), ("D", 12)],
    },
    // Finnish: Ässä, Jätkä (or Sotamies), Rouva (or Kuningatar), Kuningas.
    Deck {
        telling: &[
            "assa",
            "jatka",
            "sotamies",
            "rouva",
            "kuningatar",
            "kuningas",
        ],
        names: &[
            ("assa", 1),
            ("jatka", 11),
            ("sotamies", 11),
            ("rouva", 12),
            ("kuningatar", 12),
            ("kuningas", 13),
        ],
        letters: &[],
    },
    // Portuguese: Ás, Valete, Dama, Rei; V, D, R.
    Deck {
        telling: &["valete", "dama", "rei"],
        names: &[("as", 1), ("valete", 11), ("dama", 12), ("rei", 13)],
        letters: &[("V", 11), ("D", 12), ("R", 13)],
    },
];

/// The rank names one transcript is read with.
#[derive(Debug, Clone)]
pub struct RankNames {
    decks: Vec<usize>,
}

impl RankNames {
    /// English, and every other deck `text` shows a telling name of.
    pub fn of(text: &str) -> RankNames {
        let words: BTreeSet<String> = words_of(text).into_iter().map(|word| word.folded).collect();
        let decks = OTHER_DECKS
            .iter()
            .enumerate()
            .filter(|(_, deck)| deck.telling.iter().any(|name| words.contains(*name)))
            .map(|(index, _)| index)
            .collect();
        RankNames { decks }
    }

    /// The rank `word` (as printed) names: a letter as on the cards (`A`,
    /// `K`, `B`), a name in any case and without its diacritics (`König`).
    pub fn rank(&self, word: &str) -> Option<i64> {
        let decks = std::iter::once(&ENGLISH).chain(self.decks.iter().map(|&at| &OTHER_DECKS[at]));
        let folded = fold(word);
        for deck in decks {
            if let Some((_, rank)) = deck.letters.iter().find(|(letter, _)| *letter == word) {
                return Some(*rank);
            }
            if let Some((_, rank)) = deck.names.iter().find(|(name, _)| *name == folded) {
                return Some(*rank);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_read_in_the_deck_the_transcript_shows() {
        // (transcript, word, rank)
        let cases: &[(&str, &str, Option<i64>)] = &[
            ("", "Queen", Some(12)),
            ("", "A", Some(1)),
            ("", "a", None),
            // A German deck, told by its Bube or König.
            ("Du: Bube Ich: Koenig", "Ass", Some(1)),
            ("Du: Bube Ich: Koenig", "Dame", Some(12)),
            ("Du: Bube Ich: König", "König", Some(13)),
            ("Du: Bube", "B", Some(11)),
            // Without it, a D is the dealer and As a word.
            ("D 28-22", "D", None),
            ("as you can see", "as", None),
            ("Joueur: Roi", "As", Some(1)),
            ("Joueur: Roi", "V", Some(11)),
            ("Speler: Heer", "V", Some(12)),
            ("jugador: Rey", "Jota", Some(11)),
            ("giocatore: Fante", "Re", Some(13)),
            ("spelare: Kung", "Kn", Some(11)),
            ("pelaaja: Kuningas", "Ässä", Some(1)),
            ("jogador: Valete", "Dama", Some(12)),
        ];
        for (text, word, rank) in cases {
            assert_eq!(RankNames::of(text).rank(word), *rank, "{word} in {text:?}");
        }
    }
}
