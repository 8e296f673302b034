//! The jawbone reader's words: the concepts it looks for beside the values
//! (the two sides, the table's positions by the rules' names, points, the
//! round, money, banking, the seed, who goes first, throwing, playing,
//! winning, a name asked) as students write them.

use reference::jawbone::JawboneRules;

use crate::reading::{fold, words_of, CourseLanguages, Lexicon};

/// The concepts the reader looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Concept {
    Human,
    Computer,
    /// A position named by the rules' table: the index of its row.
    Position(usize),
    Points,
    Round,
    Money,
    BankVerb,
    Seed,
    First,
    ThrowWord,
    Play,
    Won,
    NameAsked,
}

/// The names of the table's positions as students write them: each name,
/// folded (`Pitkä` reads as `pitka`) and with its letters outside ASCII left
/// out (`Pitk`, as the spec's own copy mangles it).
pub(super) fn position_names(rules: &JawboneRules) -> Vec<(Concept, Vec<String>)> {
    rules
        .table
        .rows()
        .iter()
        .enumerate()
        .filter(|(_, row)| !row.names.is_empty())
        .map(|(index, row)| {
            let mut forms: Vec<String> = Vec::new();
            for name in &row.names {
                let ascii: String = name.chars().filter(char::is_ascii).collect();
                let ascii = ascii.split_whitespace().collect::<Vec<_>>().join(" ");
                for form in [fold(name), fold(&ascii)] {
                    if !form.is_empty() && !forms.contains(&form) {
                        forms.push(form);
                    }
                }
            }
            (Concept::Position(index), forms)
        })
        .collect()
}

/// The reader's words: English, the course languages `abroad` (those the
/// output uses), the player's `name` and the rules' position names.
pub(super) fn lexicon(
    name: Option<&str>,
    rules: &JawboneRules,
    abroad: &CourseLanguages,
) -> Lexicon<Concept> {
    let name_words: Vec<String> = name
        .map(words_of)
        .unwrap_or_default()
        .into_iter()
        .map(|word| word.folded)
        .collect();
    let mut human: Vec<&str> = vec![
        "you", "your", "yours", "you're", "player*", "human*", "p", "user", "yourself",
        // The player in other languages (Romanian, Spanish, French,
        // German, Finnish), also where their other words do not show.
        "jucator*", "jugador*", "joueur*", "spieler*", "pelaaja*",
    ];
    human.extend(abroad.player.iter().copied());
    human.extend(name_words.iter().map(String::as_str));
    // The course's own currency (`kopek`, `kopeks`) is money too.
    let currency: Vec<String> = [rules.currency.one, rules.currency.many]
        .iter()
        .map(|word| fold(word))
        .filter(|word| !word.is_empty())
        .collect();
    let mut money: Vec<&str> = vec![
        "markka*",
        "mk",
        "fim",
        "stake*",
        // A common misspelling of the stake.
        "steak*",
        "funds",
        "purse*",
        "bankroll*",
        "money",
        "wallet",
        "kopek*",
        "mark",
        "marks",
        "token*",
        "chip*",
        "coin*",
        // Stakes and money in other languages (Romanian `mize`, `mărci`;
        // Finnish `panos`, `rahaa`; Spanish `apuesta`; French `mise`).
        "miza",
        "mize",
        "marci",
        "panos*",
        "rahaa",
        "apuesta*",
        "mise",
        "mises",
    ];
    money.extend(currency.iter().map(String::as_str));
    money.extend(abroad.wager.iter().copied());
    // English side words that are other words in the languages used (the
    // Scandinavian `i`, "in": `i banken`).
    let computer: Vec<&str> = [
        "computer*",
        "comp",
        "comp's",
        "cpu*",
        "machine*",
        "house",
        "house's",
        "dealer*",
        "bot",
        "ai",
        "i",
        "me",
        "my",
        "mine",
        "i'm",
        "i've",
        "opponent*",
        // The computer in other languages, also where their other words
        // do not show.
        "calculator*",
        "ordinateur*",
        "ordenador*",
        "computadora*",
        "tietokone*",
    ]
    .into_iter()
    .filter(|word| !abroad.not_sides.contains(word))
    .chain(abroad.computer.iter().copied())
    .chain(abroad.first_person.iter().copied())
    .collect();
    let round: Vec<&str> = ["round*", "this round", "round at"]
        .into_iter()
        .chain(abroad.round.iter().copied())
        .collect();
    let won: Vec<&str> = ["win*", "won", "beat*", "pot", "victor*", "champion*"]
        .into_iter()
        .chain(abroad.win.iter().copied())
        .collect();
    let mut entries: Vec<(Concept, &[&str])> = vec![
        (Concept::Human, &human[..]),
        (Concept::Computer, &computer[..]),
        (Concept::Points, &["point*", "pt", "pts", "worth"][..]),
        (Concept::Round, &round[..]),
        (Concept::Money, &money[..]),
        (
            Concept::BankVerb,
            &[
                "bank", "banks", "banked", "keep*", "put*", "add*", "store*", "save*", "stash*",
            ][..],
        ),
        (Concept::Seed, &["seed*"][..]),
        (Concept::First, &["first", "start*", "begin*", "lead"][..]),
        (
            Concept::ThrowWord,
            &[
                "throw*",
                "threw",
                "roll*",
                "toss*",
                "continue",
                "keep throwing",
                "jawbone",
            ][..],
        ),
        // Not `play*`: that would take `player` from the human.
        (
            Concept::Play,
            &[
                "play", "plays", "playing", "game", "games", "ready", "match",
            ][..],
        ),
        (Concept::Won, &won[..]),
        // Asking the player's name, in the course languages too (`Hoe heet
        // je? Je naam:`, `¿Cómo te llamas?`, `Wie heißt du?`).
        (
            Concept::NameAsked,
            &[
                "name", "call", "naam", "heet", "nombre", "llamas", "nom", "appelle*", "nome",
                "chiami", "heisst", "heist", "nimi", "nimesi", "namn", "heter", "navn", "imie",
                "isim*", "adin", "nama*", "numele", "neved", "vards", "jmeno",
            ][..],
        ),
    ];
    // The table's names stand where the spec's did, before the points.
    let names = position_names(rules);
    let names: Vec<(Concept, Vec<&str>)> = names
        .iter()
        .map(|(concept, forms)| (*concept, forms.iter().map(String::as_str).collect()))
        .collect();
    entries.splice(
        2..2,
        names.iter().map(|(concept, forms)| (*concept, &forms[..])),
    );
    Lexicon::new(&entries)
}
