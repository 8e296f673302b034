//! The words other languages use for the two sides of War ("you", "the
//! computer", and "I" for the side the program speaks as): Finnish `sinä`
//! and `kone`, French `toi`/`vous`, Spanish `tú`, Portuguese `você`, German,
//! Swedish and Danish `du`, Dutch `jij`, Italian `tu`; `ich`, `je`, `minä`. Some of them are common words elsewhere (French `du` is "of the",
//! Finnish `kone` could be a name): like the rank names, a language's side
//! words count only in a transcript that shows one of that language's own
//! words for the game (`kierros`, `manche`, `ronda`, `Runde`, ...).

use std::collections::BTreeSet;

use crate::reading::words_of;

/// One language's side words (folded, `*` for a stem as in the lexicon)
/// beyond the nouns the War lexicon reads in every transcript (`joueur`,
/// `ordinateur`, `Rechner`, `tietokone`), and the folded words that tell a
/// transcript is in that language.
struct Language {
    telling: &'static [&'static str],
    player: &'static [&'static str],
    computer: &'static [&'static str],
    /// "I", "me": the side the program speaks as (the computer, mostly).
    first_person: &'static [&'static str],
}

const LANGUAGES: &[Language] = &[
    // Finnish: sinä (you), sinulla (you have), kone (the machine).
    Language {
        telling: &[
            "sina", "sinulla", "sinun", "kone", "koneella", "koneen", "kierros", "peli", "pelin",
            "voitti", "voitit", "tasapeli",
        ],
        player: &["sina", "sinulla", "sinun", "sinulle"],
        first_person: &["mina", "minulla", "minun"],
        computer: &["kone", "koneella", "koneen", "koneelle"],
    },
    // French: toi, vous, tu; l'ordinateur.
    Language {
        telling: &[
            "manche",
            "partie",
            "joueur",
            "ordinateur",
            "ordi",
            "gagne",
            "vous",
            "toi",
            "egalite",
        ],
        player: &["toi", "vous", "tu"],
        first_person: &["je", "moi", "j'ai"],
        computer: &["l'ordinateur"],
    },
    // Spanish: tú, usted; la computadora, el ordenador.
    Language {
        telling: &[
            "ronda",
            "partida",
            "jugador",
            "computadora",
            "ordenador",
            "gana",
            "empate",
            "usted",
        ],
        player: &["tu", "usted", "ti"],
        first_person: &["yo"],
        computer: &[],
    },
    // Portuguese: você, tu; o computador.
    Language {
        telling: &[
            "rodada",
            "jogo",
            "jogador",
            "computador",
            "voce",
            "ganhou",
            "empate",
        ],
        player: &["voce", "tu"],
        first_person: &["eu"],
        computer: &[],
    },
    // German: du, dich, dein; der Computer, der Rechner.
    Language {
        telling: &[
            "runde",
            "spiel",
            "spieler",
            "rechner",
            "gewinnt",
            "gleichstand",
            "unentschieden",
            "dich",
        ],
        player: &["du", "dich", "dein*"],
        first_person: &["ich", "mich", "mir", "mein*"],
        computer: &[],
    },
    // Swedish and Danish: du; datorn, computeren.
    Language {
        telling: &[
            "omgang", "spel", "spelare", "datorn", "dator", "vann", "oavgjort", "spiller",
        ],
        player: &["du", "dig"],
        first_person: &["jag", "mig"],
        computer: &["computeren"],
    },
    // Dutch: jij, jou; de computer.
    Language {
        telling: &["ronde", "speler", "gelijkspel", "wint", "jij"],
        player: &["jij", "jou"],
        first_person: &["ik", "mij"],
        computer: &[],
    },
    // Italian: tu; il computer.
    Language {
        telling: &["mano", "partita", "giocatore", "vince", "pareggio"],
        player: &["tu", "te"],
        first_person: &["io"],
        computer: &[],
    },
];

/// The side words one transcript is read with, beyond English.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SideNames {
    pub player: Vec<&'static str>,
    pub computer: Vec<&'static str>,
    pub first_person: Vec<&'static str>,
}

impl SideNames {
    /// Every language's side words whose telling words `text` shows.
    pub fn of(text: &str) -> SideNames {
        let words: BTreeSet<String> = words_of(text).into_iter().map(|word| word.folded).collect();
        let mut names = SideNames::default();
        for language in LANGUAGES {
            if language.telling.iter().any(|word| words.contains(*word)) {
                names.player.extend(language.player);
                names.computer.extend(language.computer);
                names.first_person.extend(language.first_person);
            }
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_words_count_in_their_language_only() {
        // (transcript, a player's word read, a computer's word read)
        let cases: &[(&str, Option<&str>, Option<&str>)] = &[
            ("Kierros 1: sinä A kone 10", Some("sina"), Some("kone")),
            (
                "Manche 1 : toi 5, l'ordinateur 3",
                Some("toi"),
                Some("l'ordinateur"),
            ),
            ("Ronda 1: tú 5, computadora 3", Some("tu"), None),
            ("Rodada 1: você 5, computador 3", Some("voce"), None),
            ("Runde 1: du 5, Rechner 3", Some("du"), None),
            (
                "Omgång 1: du 5, computeren 3",
                Some("du"),
                Some("computeren"),
            ),
            // English text, or a French "du" without the game's French words:
            // nothing beyond English.
            ("hand 1: you 5, the computer 3", None, None),
            ("le score du jeu", None, None),
        ];
        for (text, player, computer) in cases {
            let names = SideNames::of(text);
            assert_eq!(
                player.map(|word| names.player.contains(&word)),
                player.map(|_| true),
                "{text}"
            );
            assert_eq!(
                computer.map(|word| names.computer.contains(&word)),
                computer.map(|_| true),
                "{text}"
            );
            if player.is_none() {
                assert_eq!(names, SideNames::default(), "{text}");
            }
        }
    }
}
