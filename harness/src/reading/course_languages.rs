//! The words for a game's two sides (the player, the computer), for winning
//! and losing and for the player's money in the languages courses teach in
//! besides English, each language counted only where the output uses its
//! nouns for the sides: a word of one language is an everyday word of
//! another (Swedish and German `du` is French "of the": `Ordinateur, lancer
//! du dé`), so it counts only in a text of its own language.

use super::lexicon::Lexicon;

/// One language's words, folded (`sinä` as `sina`).
struct CourseLanguage {
    /// Nouns that name the sides in this language only (`ordinateur`,
    /// `jugador`): where one shows, the text is in this language.
    player_nouns: &'static [&'static str],
    computer_nouns: &'static [&'static str],
    /// Pronouns for the player (`vous`, `du`): read only in a text that
    /// uses this language's nouns.
    player_pronouns: &'static [&'static str],
    /// Saying who won or lost (`Gagné !`, `Vous perdez`).
    win: &'static [&'static str],
    lose: &'static [&'static str],
    /// Naming the player's money (`Nouveau solde`).
    balance: &'static [&'static str],
}

const LANGUAGES: [CourseLanguage; 6] = [
    // French
    CourseLanguage {
        player_nouns: &["joueur*"],
        computer_nouns: &["ordinateur*", "ordi"],
        player_pronouns: &["vous", "votre", "vos", "toi", "ton", "ta", "tes"],
        win: &["gagn*", "remport*"],
        lose: &["perd*"],
        balance: &["solde", "cagnotte"],
    },
    // Spanish
    CourseLanguage {
        player_nouns: &["jugador*"],
        computer_nouns: &["computadora*", "ordenador*"],
        player_pronouns: &["tu", "usted", "ustedes"],
        win: &["gan*"],
        lose: &["pierd*", "perdi*"],
        balance: &["saldo"],
    },
    // Portuguese
    CourseLanguage {
        player_nouns: &["jogador*"],
        computer_nouns: &["computador", "computadores"],
        player_pronouns: &["voce", "seu", "sua"],
        win: &["ganh*", "venc*"],
        lose: &["perd*"],
        balance: &["saldo"],
    },
    // German (`Computer` is English too, so the German side is told by its
    // other words)
    CourseLanguage {
        player_nouns: &["spieler*"],
        computer_nouns: &["rechner*"],
        player_pronouns: &["du", "dein*", "ihr"],
        win: &["gewinn*", "gewonnen"],
        lose: &["verlier*", "verloren"],
        balance: &["guthaben", "kontostand", "saldo"],
    },
    // Finnish
    CourseLanguage {
        player_nouns: &["pelaaja*"],
        computer_nouns: &["tietokone*", "kone", "koneen", "koneella"],
        player_pronouns: &["sina", "sinun", "sinulla"],
        win: &["voit*"],
        lose: &["havi*"],
        balance: &["saldo", "rahat", "rahaa"],
    },
    // Swedish
    CourseLanguage {
        player_nouns: &["spelare*", "spelaren"],
        computer_nouns: &["dator", "datorn", "datorns", "datorer"],
        player_pronouns: &["du", "din", "ditt", "dina"],
        win: &["vinn*", "vann", "vunnit"],
        lose: &["forlor*"],
        balance: &["saldo", "pengar"],
    },
];

/// The words of the course languages a text uses, beyond English.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CourseLanguages {
    pub player: Vec<&'static str>,
    pub computer: Vec<&'static str>,
    pub win: Vec<&'static str>,
    pub lose: Vec<&'static str>,
    pub balance: Vec<&'static str>,
}

impl CourseLanguages {
    /// The words of every language whose nouns for the sides show in
    /// `text` (one pass over its words).
    pub fn used_in(text: &str) -> CourseLanguages {
        let nouns: Vec<(usize, &[&str])> = LANGUAGES
            .iter()
            .enumerate()
            .flat_map(|(index, language)| {
                [
                    (index, language.player_nouns),
                    (index, language.computer_nouns),
                ]
            })
            .collect();
        let used = Lexicon::new(&nouns).concepts(text);
        let mut words = CourseLanguages::default();
        for index in used {
            let language = &LANGUAGES[index];
            words.player.extend(language.player_nouns);
            words.player.extend(language.player_pronouns);
            words.computer.extend(language.computer_nouns);
            words.win.extend(language.win);
            words.lose.extend(language.lose);
            words.balance.extend(language.balance);
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_counts_where_its_nouns_for_the_sides_show() {
        let table: [(&str, &[&str], &[&str]); 6] = [
            (
                "Ordinateur -> [1] [4] [3]",
                &["vous", "gagn*", "solde"],
                &["du", "tu"],
            ),
            ("La computadora tira: 4-4-1", &["tu", "jugador*"], &["vous"]),
            ("O computador jogou 5 5 2", &["voce"], &["du"]),
            ("Tietokone heitti 4 4 1", &["sina", "kone"], &["du"]),
            ("Datorn slog 3 3 6", &["du", "datorn"], &["vous"]),
            (
                "You rolled 4 5 6, the computer 1 1 2",
                &[],
                &["du", "vous", "kone"],
            ),
        ];
        for (text, known, unknown) in table {
            let words = CourseLanguages::used_in(text);
            let all: Vec<&str> = [&words.player, &words.computer, &words.win, &words.balance]
                .into_iter()
                .flatten()
                .copied()
                .collect();
            for word in known {
                assert!(all.contains(word), "{text}: {word} in {all:?}");
            }
            for word in unknown {
                assert!(!all.contains(word), "{text}: {word} in {all:?}");
            }
        }
    }
}
