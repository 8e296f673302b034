//! The War reader's words: the concepts it looks for beside the values (the
//! two sides, winning, ties, the tie pile, seeds, hands, games, rules text)
//! in English and the other languages courses teach in, and which side a
//! program speaking in the first person speaks as.

use reference::war::HandWinner;

use super::super::side_names::SideNames;
use crate::reading::Lexicon;

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

/// The side a program speaking in the first person ("I", "me", "mine")
/// speaks as: the computer (the spec's "You played a 1 and I played a 10"),
/// or the player where the game text names the computer by a noun and never
/// addresses the player ("I turn up 5, the computer turns up 10"); in the
/// transcript's other languages too (`sides`: `ich`, `du`, `kone`).
pub(super) fn first_person_side(text: &str, sides: &SideNames) -> HandWinner {
    let (mut first_person, mut second_person, mut computer) = (0, 0, 0);
    let among = |entries: &[&str], word: &str| {
        entries.iter().any(|entry| match entry.strip_suffix('*') {
            Some(stem) => word.starts_with(stem),
            None => word == *entry,
        })
    };
    for word in crate::reading::words_of(text) {
        match word.folded.as_str() {
            "i" | "me" | "my" | "mine" => first_person += 1,
            "you" | "your" | "yours" => second_person += 1,
            noun if ["computer", "cpu", "dealer", "house", "machine"]
                .iter()
                .any(|stem| noun.starts_with(stem)) =>
            {
                computer += 1
            }
            other if among(&sides.first_person, other) => first_person += 1,
            other if among(&sides.player, other) => second_person += 1,
            other if among(&sides.computer, other) => computer += 1,
            _ => {}
        }
    }
    if first_person > 0 && computer > 0 && second_person == 0 {
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
pub(super) fn lexicon(speaker: HandWinner, sides: &SideNames) -> Lexicon<Word> {
    let first_person = ["i", "me", "my"];
    let mut player = vec![
        "you",
        "your",
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
    let mut computer = vec![
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
    Lexicon::new(&[
        (Word::Player, &player[..]),
        (Word::Computer, &computer[..]),
        (takes_mine, &["mine"]),
        (takes_yours, &["yours"]),
        (
            Word::Win,
            &[
                "win*", "won", "beat*", "result*", "winner", "final", "to the", "goes to",
                "taken by", "won by", "ergebnis", "tulos", "gewinn*", "gagn*", "gana*", "vinc*",
                "venc*", "vinn*", "vann", "voitt*", "voiti*", "sieger*",
            ],
        ),
        (
            Word::Tie,
            &[
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
                "gelijkspel",
                "oavgjort",
                "tasapeli",
            ],
        ),
        (
            Word::TiePile,
            &[
                "tie pile",
                "tied pile",
                "tie piles",
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
            &["seed*", "siemen*", "semilla", "semente", "graine"],
        ),
        (
            Word::Hand,
            &[
                "hand", "runde", "manche", "mano", "ronda", "ronde", "rodada", "kierros", "omgang",
            ],
        ),
        (
            Word::Game,
            &[
                "game", "games", "deal", "round", "spiel", "partie", "partida", "partita", "spel",
                "peli*", "jogo",
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
