//! The words of the languages courses teach in besides English: for a
//! game's two sides (the player, the computer, and "I" for the side a
//! program speaks as), for winning and losing and for the player's money.
//! Each language counts only in a text that shows one of its own telling
//! words (its nouns for the sides, its words for a round or a tie): a word
//! of one language is an everyday word of another (Swedish and German `du`
//! is French "of the": `Ordinateur, lancer du dé`; Hungarian `te` is
//! French "you", Latvian `man` is English), so it counts only in a text of
//! its own language.

use super::lexicon::Lexicon;

/// One language's words, folded (`sinä` as `sina`, `câștigă` as `castiga`),
/// `*` ending a stem as in a lexicon.
struct CourseLanguage {
    /// Words that tell a text is in this language: its nouns for the sides
    /// and for a round, a game or a tie, and its pronouns found nowhere else.
    telling: &'static [&'static str],
    /// Nouns that name the sides (`joueur`, `ordinateur`).
    player_nouns: &'static [&'static str],
    computer_nouns: &'static [&'static str],
    /// Pronouns for the player (`vous`, `du`).
    player_pronouns: &'static [&'static str],
    /// "I", "me": the side the program speaks as (`je`, `ich`, `minä`).
    first_person: &'static [&'static str],
    /// Saying who won or lost (`Gagné !`, `Vous perdez`).
    win: &'static [&'static str],
    lose: &'static [&'static str],
    /// Saying neither won (`Gleichstand`, `empate`).
    tie: &'static [&'static str],
    /// Naming the player's money (`Nouveau solde`).
    balance: &'static [&'static str],
    /// Naming a wager (`mise`, `Einsatz`): a table's bet column, not its
    /// bank roll.
    wager: &'static [&'static str],
    /// Naming a round of play (`manche`, `kierros`, `parziale del turno`);
    /// not a word for one side's turn (`vuoro`, `beurt`, `turno`), which heads
    /// a turn with its thrower's bank (`KONEEN vuoro (pankissa 18)`).
    round: &'static [&'static str],
    /// English side words that are other words in this language: Spanish,
    /// French, Italian and Portuguese `me` is an object before the verb
    /// (`Me ganaste`: "you beat me", where the English reading of `me`
    /// would make the computer the winner); Scandinavian `i` is "in", Polish
    /// and Czech `i` "and", Italian `i` "the".
    not_sides: &'static [&'static str],
}

const LANGUAGES: [CourseLanguage; 19] = [
    // French
    CourseLanguage {
        telling: &["manche", "partie", "egalite", "vous", "toi", "mise"],
        player_nouns: &["joueur*"],
        computer_nouns: &["ordinateur*", "ordi", "l'ordinateur"],
        player_pronouns: &["vous", "votre", "vos", "toi", "ton", "ta", "tes", "tu"],
        first_person: &["je", "moi", "j'ai"],
        win: &["gagn*", "remport*"],
        lose: &["perd*"],
        tie: &["egalite", "match nul"],
        balance: &["solde", "cagnotte", "vous avez", "tu as", "argent"],
        wager: &["mise", "mises", "pari"],
        round: &["manche"],
        not_sides: &["me"],
    },
    // Spanish
    CourseLanguage {
        telling: &[
            "ronda", "partida", "empate", "usted", "dados", "apuesta", "tirada",
        ],
        player_nouns: &["jugador*"],
        computer_nouns: &["computadora*", "ordenador*"],
        player_pronouns: &["tu", "usted", "ustedes", "ti"],
        first_person: &["yo"],
        win: &["gan*"],
        lose: &["pierd*", "perdi*"],
        tie: &["empate"],
        balance: &["saldo", "tienes", "tiene", "dinero", "te quedan"],
        wager: &["apuesta*"],
        round: &["ronda"],
        not_sides: &["me"],
    },
    // Portuguese
    CourseLanguage {
        telling: &["rodada", "jogo", "empate", "voce", "dados", "aposta"],
        player_nouns: &["jogador*"],
        computer_nouns: &["computador", "computadores"],
        player_pronouns: &["voce", "seu", "sua", "tu"],
        first_person: &["eu"],
        win: &["ganh*", "venc*"],
        lose: &["perd*"],
        tie: &["empate"],
        balance: &["saldo", "voce tem", "dinheiro"],
        wager: &["aposta*"],
        round: &["rodada", "ronda"],
        not_sides: &["me"],
    },
    // German (`Computer` is English too, so the German side is told by its
    // other words)
    CourseLanguage {
        telling: &[
            "runde",
            "spiel",
            "gleichstand",
            "unentschieden",
            "dich",
            "wurfel*",
            "einsatz",
        ],
        player_nouns: &["spieler*"],
        computer_nouns: &["rechner*"],
        player_pronouns: &["du", "dich", "dein*", "ihr"],
        first_person: &["ich", "mich", "mir", "mein*"],
        win: &["gewinn*", "gewonnen", "sieg*"],
        lose: &["verlier*", "verloren"],
        tie: &["gleichstand", "unentschieden"],
        balance: &["guthaben", "kontostand", "saldo", "du hast", "geld"],
        wager: &["einsatz", "einsatze", "wette*"],
        round: &["runde"],
        not_sides: &[],
    },
    // Finnish
    CourseLanguage {
        telling: &[
            "kierros", "peli", "pelin", "tasapeli", "sina", "sinulla", "noppa*", "panos",
        ],
        player_nouns: &["pelaaja*"],
        computer_nouns: &["tietokone*", "kone", "koneen", "koneella", "koneelle"],
        player_pronouns: &["sina", "sinun", "sinulla", "sinulle"],
        first_person: &["mina", "minulla", "minun"],
        win: &["voit*"],
        lose: &["havi*"],
        tie: &["tasapeli"],
        balance: &["saldo", "rahat", "rahaa", "sinulla on"],
        wager: &["panos", "panokset"],
        round: &["kierros*"],
        not_sides: &[],
    },
    // Swedish
    CourseLanguage {
        telling: &["omgang", "spel", "oavgjort", "tarning*", "insats"],
        player_nouns: &["spelare*", "spelaren"],
        computer_nouns: &["dator", "datorn", "datorns", "datorer"],
        player_pronouns: &["du", "din", "ditt", "dina", "dig"],
        first_person: &["jag", "mig"],
        win: &["vinn*", "vann", "vunnit"],
        lose: &["forlor*"],
        tie: &["oavgjort"],
        balance: &["saldo", "pengar", "du har"],
        wager: &["insats*"],
        round: &["omgang*", "runda", "rundan"],
        not_sides: &["i"],
    },
    // Norwegian and Danish
    CourseLanguage {
        telling: &[
            "spill", "spillet", "uavgjort", "uafgjort", "terning*", "innsats", "indsats",
        ],
        player_nouns: &["spiller*"],
        computer_nouns: &["datamaskin*", "maskinen", "computeren"],
        player_pronouns: &["du", "deg", "dig", "din", "ditt", "dine"],
        first_person: &["jeg", "meg", "mig"],
        win: &["vinn*", "vant", "vunnet", "vundet"],
        lose: &["tap*", "taber", "tabte"],
        tie: &["uavgjort", "uafgjort"],
        balance: &["saldo", "penger", "penge", "du har"],
        wager: &["innsats*"],
        round: &["runde*", "omgang*"],
        not_sides: &["i"],
    },
    // Dutch
    CourseLanguage {
        telling: &[
            "ronde",
            "gelijkspel",
            "jij",
            "spelletje",
            "dobbelsteen*",
            "inzet",
        ],
        player_nouns: &["speler*"],
        computer_nouns: &[],
        player_pronouns: &["jij", "jou", "jouw"],
        first_person: &["ik", "mij", "mijn"],
        win: &["wint", "gewonnen", "winnaar"],
        lose: &["verlies*", "verliest", "verloren"],
        tie: &["gelijkspel", "gelijk"],
        balance: &["saldo", "tegoed", "je hebt", "jij hebt", "geld"],
        wager: &["inzet*"],
        round: &["ronde"],
        not_sides: &[],
    },
    // Italian
    CourseLanguage {
        telling: &["partita", "pareggio", "dadi", "puntata", "scommessa"],
        player_nouns: &["giocator*"],
        computer_nouns: &[],
        player_pronouns: &["tu", "te", "tuo", "tua"],
        first_person: &["io"],
        win: &["vinc*", "vint*", "vince"],
        lose: &["pers*", "perd*"],
        tie: &["pareggio", "parita"],
        balance: &["saldo", "credito", "hai", "soldi"],
        wager: &["puntat*", "scommess*"],
        round: &["giro", "parziale"],
        not_sides: &["me", "i"],
    },
    // Polish
    CourseLanguage {
        telling: &["remis", "tura", "kostk*", "stawka", "zaklad"],
        player_nouns: &["gracz*"],
        computer_nouns: &["komputer*"],
        player_pronouns: &["ty", "twoj*", "ciebie"],
        first_person: &["ja", "mnie", "moj*"],
        win: &["wygr*"],
        lose: &["przegr*"],
        tie: &["remis"],
        balance: &["saldo", "stan konta", "pieniadze", "masz"],
        wager: &["zaklad*", "stawk*"],
        round: &["runda", "rundzie"],
        not_sides: &["i"],
    },
    // Turkish
    CourseLanguage {
        // `zar` (a die) and `konum` (a square) tell a Ludo game's lines.
        telling: &[
            "berabere", "oyun", "sira", "zarlar", "zar", "konum", "bahis",
        ],
        player_nouns: &["oyuncu*"],
        computer_nouns: &["bilgisayar*"],
        player_pronouns: &["sen", "senin", "sana"],
        first_person: &["ben", "benim"],
        win: &["kazan*"],
        lose: &["kaybet*"],
        tie: &["berabere"],
        balance: &["bakiye", "paran", "para"],
        wager: &["bahis", "bahsi*"],
        round: &["tur", "turda"],
        not_sides: &[],
    },
    // Indonesian and Malay
    CourseLanguage {
        telling: &["giliran", "permainan", "seri", "dadu", "taruhan"],
        player_nouns: &["pemain*"],
        computer_nouns: &["komputer*"],
        player_pronouns: &["kamu", "anda", "kau"],
        first_person: &["saya", "aku"],
        win: &["menang*"],
        lose: &["kalah*"],
        tie: &["seri"],
        balance: &["saldo", "uang*"],
        wager: &["taruhan"],
        round: &["ronde", "putaran"],
        not_sides: &[],
    },
    // Romanian
    CourseLanguage {
        telling: &["egalitate", "zaruri", "miza"],
        player_nouns: &["jucator*"],
        computer_nouns: &["calculator*"],
        player_pronouns: &["tu", "tau", "dumneavoastra"],
        first_person: &["eu"],
        win: &["castig*"],
        lose: &["pierd*", "pierzi"],
        tie: &["egalitate", "egal"],
        balance: &["sold", "soldul", "bani", "ai ramas cu"],
        wager: &["pariu*", "miz*"],
        round: &["runda", "tura"],
        not_sides: &["me"],
    },
    // Hungarian
    CourseLanguage {
        telling: &["dontetlen", "jatek", "kocka*"],
        player_nouns: &["jatekos*"],
        computer_nouns: &["gep", "gepe", "gepi", "szamitogep*"],
        player_pronouns: &["te", "neked"],
        first_person: &["en", "nekem"],
        win: &["nyer*", "gyoz*"],
        lose: &["vesztet*", "veszit*"],
        tie: &["dontetlen"],
        balance: &["egyenleg*", "penz*"],
        wager: &["tet", "tetek", "fogadas"],
        round: &["kor", "fordulo"],
        not_sides: &[],
    },
    // Latvian
    CourseLanguage {
        telling: &["neizskirts", "spele", "kaulin*", "likme"],
        player_nouns: &["speletaj*"],
        computer_nouns: &["dators", "datora", "datoram", "datoru"],
        player_pronouns: &["tu", "tev", "tavs", "tava"],
        first_person: &["es", "man"],
        win: &["uzvar*"],
        lose: &["zaude*"],
        tie: &["neizskirts"],
        balance: &["atlikums", "bilance", "nauda"],
        wager: &["likme*"],
        round: &["karta", "raunds"],
        not_sides: &[],
    },
    // Czech and Slovak
    CourseLanguage {
        telling: &["kolo", "hra", "sazka"],
        player_nouns: &["hrac*"],
        computer_nouns: &["pocitac*"],
        player_pronouns: &["ty", "tvuj", "tobe"],
        first_person: &["ja", "mne", "muj"],
        win: &["vyhr*"],
        lose: &["prohr*"],
        tie: &["remiza"],
        balance: &["zustatok", "zustatek", "penize", "mas"],
        wager: &["sazk*"],
        round: &["kolo", "kole"],
        not_sides: &["i"],
    },
    // Vietnamese (written with or without its marks: folded alike)
    CourseLanguage {
        telling: &["nguoi choi", "may tinh", "xuc xac", "tien cuoc", "hoa"],
        player_nouns: &["nguoi choi"],
        computer_nouns: &["may tinh", "may"],
        player_pronouns: &["ban"],
        first_person: &["toi"],
        win: &["thang"],
        lose: &["thua"],
        tie: &["hoa"],
        balance: &["so du", "tien", "con lai"],
        wager: &["cuoc", "tien cuoc"],
        round: &["vong"],
        not_sides: &[],
    },
    // Croatian, Serbian and Bosnian (written without their marks: folded
    // alike); `i` is "and" (`Ti i racunalo`), `ja` is "I".
    CourseLanguage {
        telling: &["racunal*", "igrac*", "nerijeseno", "ulog*", "pobijed*"],
        player_nouns: &["igrac*"],
        computer_nouns: &["racunal*", "kompjuter*"],
        player_pronouns: &["ti", "tvoj*", "tebi", "vi", "vas"],
        first_person: &["ja", "moj*", "meni"],
        win: &["pobijed*", "dobi*"],
        lose: &["izgub*"],
        tie: &["nerijeseno"],
        balance: &["stanje", "novac", "imas"],
        wager: &["ulog*", "oklad*"],
        round: &["runda", "rundi", "krug"],
        not_sides: &["i"],
    },
    // Estonian (`sina`, `mina` are Finnish too: told by its own words)
    CourseLanguage {
        telling: &[
            "mangija*", "arvuti*", "viik", "taring*", "voor", "kaik", "panus", "sinu", "minu",
        ],
        player_nouns: &["mangija*"],
        computer_nouns: &["arvuti*"],
        player_pronouns: &["sina", "sinu", "sinul", "sa", "sind"],
        first_person: &["mina", "minu", "minul", "ma", "mind"],
        win: &["voit*", "voidab"],
        lose: &["kaota*"],
        tie: &["viik*"],
        balance: &["saldo", "raha", "sul on"],
        wager: &["panus*"],
        round: &["voor*"],
        not_sides: &[],
    },
];

/// The words of the course languages a text uses, beyond English.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CourseLanguages {
    /// The player's nouns and pronouns.
    pub player: Vec<&'static str>,
    pub computer: Vec<&'static str>,
    pub first_person: Vec<&'static str>,
    pub win: Vec<&'static str>,
    pub lose: Vec<&'static str>,
    pub tie: Vec<&'static str>,
    pub balance: Vec<&'static str>,
    pub wager: Vec<&'static str>,
    pub round: Vec<&'static str>,
    /// English side words that are no side in these languages (`me`).
    pub not_sides: Vec<&'static str>,
}

impl CourseLanguages {
    /// The words of every language whose telling words or nouns for the
    /// sides show in `text` (one pass over its words).
    pub fn used_in(text: &str) -> CourseLanguages {
        // A word two languages share (`dados`, `saldo`) tells both: each
        // distinct word is one entry, with the languages it tells.
        let mut telling: Vec<(&str, Vec<usize>)> = Vec::new();
        for (index, language) in LANGUAGES.iter().enumerate() {
            let own = [
                language.telling,
                language.player_nouns,
                language.computer_nouns,
            ];
            for word in own.into_iter().flatten() {
                match telling.iter_mut().find(|(known, _)| known == word) {
                    Some((_, languages)) => languages.push(index),
                    None => telling.push((word, vec![index])),
                }
            }
        }
        let entries: Vec<(usize, [&str; 1])> = telling
            .iter()
            .enumerate()
            .map(|(entry, (word, _))| (entry, [*word]))
            .collect();
        let entries: Vec<(usize, &[&str])> = entries
            .iter()
            .map(|(entry, word)| (*entry, &word[..]))
            .collect();
        let mut used: Vec<usize> = Lexicon::new(&entries)
            .concepts(text)
            .into_iter()
            .flat_map(|entry| telling[entry].1.iter().copied())
            .collect();
        used.sort_unstable();
        used.dedup();
        let mut words = CourseLanguages::default();
        for index in used {
            let language = &LANGUAGES[index];
            words.player.extend(language.player_nouns);
            words.player.extend(language.player_pronouns);
            words.computer.extend(language.computer_nouns);
            words.first_person.extend(language.first_person);
            words.win.extend(language.win);
            words.lose.extend(language.lose);
            words.tie.extend(language.tie);
            words.balance.extend(language.balance);
            words.wager.extend(language.wager);
            words.round.extend(language.round);
            words.not_sides.extend(language.not_sides);
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_counts_where_its_own_words_show() {
        // (text, words read, words not read)
        let table: &[(&str, &[&str], &[&str])] = &[
            (
                "Ordinateur -> [1] [4] [3]",
                &["vous", "gagn*", "solde", "je"],
                &["du", "ich"],
            ),
            (
                "Manche 1 : toi 5, l'ordinateur 3",
                &["toi", "l'ordinateur"],
                &[],
            ),
            (
                "La computadora tira: 4-4-1",
                &["tu", "jugador*", "yo"],
                &["vous"],
            ),
            ("O computador jogou 5 5 2", &["voce"], &["du"]),
            (
                "Runde 1: du 5, Rechner 3",
                &["du", "ich", "gewinn*"],
                &["vous"],
            ),
            ("Tietokone heitti 4 4 1", &["sina", "kone"], &["du"]),
            // Estonian, told by its own words: `minu käik` ("my hand").
            (
                "Käik 1: sina 1, mina 10 -> minu käik",
                &["minu", "sinu", "arvuti*"],
                &["du"],
            ),
            ("Datorn slog 3 3 6", &["du", "datorn", "jag"], &["vous"]),
            ("Omgång 1: du 5, computeren 3", &["du", "computeren"], &[]),
            ("Spilleren kaster 4", &["jeg", "vant"], &["vous"]),
            ("Ronde 2: jij 7", &["jij", "ik", "wint"], &[]),
            ("Il giocatore lancia 3", &["tu", "io", "vinc*"], &["du"]),
            ("Gracz rzuca: 5", &["ty", "wygr*"], &["du"]),
            ("Oyuncu zar attı: 5", &["sen", "kazan*"], &[]),
            ("Ali zar atti: 6, 3; yeni konum: 9", &["kazan*"], &["du"]),
            ("PEMAIN 2 MENANG!", &["menang*", "kamu"], &["du"]),
            ("Jucătorul câștigă", &["castig*", "eu"], &["du"]),
            ("Játékos dobása: 4", &["nyer*", "gep"], &["du"]),
            ("Spēlētājs met 3", &["uzvar*", "dators"], &["du"]),
            ("Hráč hází: 5, počítač 3", &["vyhr*", "ty"], &["du"]),
            (
                "Người chơi lắc: 3 4",
                &["thang", "thua", "may tinh"],
                &["du"],
            ),
            ("Du würfelst: 4 5 6", &["du", "gewinn*"], &["vous"]),
            ("Tiro los dados: 1-2-2", &["gan*", "yo"], &["du"]),
            (
                "You rolled 4 5 6, the computer 1 1 2; hand 3, tie",
                &[],
                &["du", "vous", "kone", "ja", "man", "en"],
            ),
            // French "du" is no language of its own.
            ("le score du jeu", &[], &["du"]),
        ];
        for (text, known, unknown) in table {
            let words = CourseLanguages::used_in(text);
            let all: Vec<&str> = [
                &words.player,
                &words.computer,
                &words.first_person,
                &words.win,
                &words.lose,
                &words.balance,
            ]
            .into_iter()
            .flatten()
            .copied()
            .collect();
            for word in *known {
                assert!(all.contains(word), "{text}: {word} in {all:?}");
            }
            for word in *unknown {
                assert!(!all.contains(word), "{text}: {word} in {all:?}");
            }
        }
    }
}
