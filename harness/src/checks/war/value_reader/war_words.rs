//! The War reader's words: the concepts it looks for beside the values (the
//! two sides, winning, ties, the tie pile, seeds, hands, games, rules text)
//! in English and the other languages courses teach in, and which side a
//! program speaking in the first person speaks as.

use reference::war::HandWinner;

use crate::reading::{CourseLanguages, Lexicon};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word {
    Player,
    Computer,
    /// "mine": the computer speaking, taking the cards.
    ComputerTakes,
    /// "yours": the player takes them.
    PlayerTakes,
    Win,
    Tie,
    TiePile,
    Won,
    Take,
    Seed,
    Hand,
    Game,
    Rules,
    Of,
}

/// The nouns that name the player in every transcript (beside "you").
const PLAYER_NOUNS: &[&str] = &[
    "player*",
    "human",
    "p",
    "me and you",
    "ada",
    "y",
    "spieler*",
    "joueur*",
    "jugador*",
    "giocatore",
    "speler*",
    "spelare*",
    "pelaaja*",
    "jogador*",
];

/// The nouns that name the computer in every transcript.
const COMPUTER_NOUNS: &[&str] = &[
    "computer*",
    "cpu",
    "comp",
    "dealer*",
    "house",
    "machine",
    "c",
    "rechner*",
    "ordinateur*",
    "ordi",
    "ordenador*",
    "computadora*",
    "dator*",
    "tietokone*",
    "computador*",
];

/// The side a program speaking in the first person ("I", "ich", "minä")
/// speaks as, decided once for the transcript from its own words: the
/// computer wherever the player is named apart from it, in the second
/// person ("you", "du", "sina": the spec's "You played a 1 and I played a
/// 10") or by a noun ("the player"); the player only where the other side
/// is named as the computer and the player never apart ("I turn up 5, the
/// computer turns up 10", "ich lege 5, der Rechner legt 10").
pub(super) fn first_person_side(text: &str, sides: &CourseLanguages) -> HandWinner {
    let (mut first_person, mut player, mut computer) = (false, false, false);
    let among = |entries: &[&str], word: &str| {
        entries.iter().any(|entry| match entry.strip_suffix('*') {
            Some(stem) => word.starts_with(stem),
            None => word == *entry,
        })
    };
    // A lone letter ("C 28-22", "p") is a side only beside its values.
    let nouns = |entries: &[&'static str]| -> Vec<&'static str> {
        entries
            .iter()
            .copied()
            .filter(|entry| entry.len() > 1 && !entry.contains(' '))
            .collect()
    };
    let (player_nouns, computer_nouns) = (nouns(PLAYER_NOUNS), nouns(COMPUTER_NOUNS));
    for word in crate::reading::words_of(text) {
        let word = word.folded.as_str();
        if among(&["i", "me", "my", "mine"], word) || among(&sides.first_person, word) {
            first_person = true;
        } else if among(&["you", "your", "yours"], word)
            || among(&sides.player, word)
            || among(&player_nouns, word)
        {
            player = true;
        } else if among(&computer_nouns, word) || among(&sides.computer, word) {
            computer = true;
        }
        if first_person && player {
            // Decided: the player is named apart, so "I" is the computer.
            break;
        }
    }
    if first_person && computer && !player {
        HandWinner::Player
    } else {
        HandWinner::Computer
    }
}

/// The War vocabulary, with the first person ("I", "mine") as `speaker`.
/// Beside English, the nouns for the sides, hands, games and the tie pile
/// in the languages courses teach in (`Runde`, `Manche`, `joueur`, `Stapel`),
/// and the other side words of the transcript's languages (`sides`: `sinä`,
/// `kone`, `du`), read only where the transcript is in that language.
pub(super) fn lexicon(speaker: HandWinner, sides: &CourseLanguages) -> Lexicon<Word> {
    let first_person = ["i", "me", "my"];
    let mut player = vec!["you", "your"];
    player.extend(PLAYER_NOUNS);
    let mut computer = COMPUTER_NOUNS.to_vec();
    player.extend(&sides.player);
    computer.extend(&sides.computer);
    let (takes_mine, takes_yours) = if speaker == HandWinner::Player {
        player.extend(first_person);
        player.extend(&sides.first_person);
        (Word::PlayerTakes, Word::ComputerTakes)
    } else {
        computer.extend(first_person);
        computer.extend(&sides.first_person);
        (Word::ComputerTakes, Word::PlayerTakes)
    };
    let mut win = vec![
        "win*", "won", "beat*", "result*", "winner", "final", "to the", "goes to", "taken by",
        "won by", "ergebnis", "tulos", "gewinn*", "gagn*", "gana*", "vinc*", "venc*", "vinn*",
        "vann", "voitt*", "voiti*", "sieger*",
    ];
    win.extend(&sides.win);
    let mut tie = vec![
        "tie",
        "tied",
        "ties",
        "draw",
        "standoff",
        "level",
        "nobody",
        "neither",
        "dead heat",
        "apiece",
        "even",
        "gleichstand",
        "unentschieden",
        "egalite",
        "empate",
        "pareggio",
        "pari",
        "gelijkspel",
        "oavgjort",
        "tasapeli",
    ];
    tie.extend(&sides.tie);
    Lexicon::new(&[
        (Word::Player, &player[..]),
        (Word::Computer, &computer[..]),
        (takes_mine, &["mine"]),
        (takes_yours, &["yours"]),
        (Word::Win, &win[..]),
        (Word::Tie, &tie[..]),
        (
            Word::TiePile,
            &[
                "tie pile",
                "tied pile",
                "tie piles",
                // The tie pile's cards, taken by a hand's winner ("you take
                // it and the 2 tie cards too"): no tied hand.
                "tie card*",
                "tied card*",
                "pila dei pari",
                "pila pari",
                "pile",
                "pot",
                "middle",
                "tie_pile",
                "stapel",
                "tas",
                "pila",
                "pilha",
                "hog",
                "pino",
                // Finnish "on the table", "to the table".
                "poyd*",
                "poyt*",
            ],
        ),
        (
            Word::Won,
            &["won", "hold*", "has", "have", "total*", "score*", "so far"],
        ),
        (Word::Take, &["take*", "took", "collect*"]),
        (
            Word::Seed,
            &[
                "seed*", "siemen*", "semilla", "semente", "seme", "graine", "ziarn*",
            ],
        ),
        (
            Word::Hand,
            &[
                "hand", "runde", "manche", "mano", "ronda", "ronde", "rodada", "kierros", "omgang",
                "rozdani*",
            ],
        ),
        (
            Word::Game,
            &[
                "game", "games", "deal", "round", "spiel", "partie", "partida", "partita", "spel",
                "peli*", "jogo", "partia", "partii",
            ],
        ),
        (
            Word::Rules,
            &[
                "deck",
                "rank*",
                "dealt",
                "higher",
                "highest",
                "lowest",
                "low",
                "equal",
                "rule*",
                "explanation",
                "lowest card",
            ],
        ),
        (Word::Of, &["of", "out of", "after", "played"]),
    ])
}
