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

/// The positions a program names by their initials (`PR` for Pitkä Rivi,
/// `PjA` for Pidä ja anna, `EP` for Erillään Pystyyn): each name of two or
/// more words whose initials `text` writes as one word with at least two
/// capitals. Only where written so: lower case, two letters are often a
/// word of their own (`de`, `ep`), not an abbreviation.
pub(super) fn position_abbreviations(text: &str, rules: &JawboneRules) -> Vec<(Concept, String)> {
    let initials: Vec<(Concept, String)> = rules
        .table
        .rows()
        .iter()
        .enumerate()
        .flat_map(|(index, row)| {
            row.names.iter().filter_map(move |name| {
                let words = words_of(name);
                (words.len() >= 2).then(|| {
                    let initials: String = words
                        .iter()
                        .filter_map(|word| word.folded.chars().next())
                        .collect();
                    (Concept::Position(index), initials)
                })
            })
        })
        .collect();
    let mut shown: Vec<(Concept, String)> = Vec::new();
    for word in words_of(text) {
        let written = &text[word.start..word.end];
        if written.chars().filter(|c| c.is_uppercase()).count() < 2 {
            continue;
        }
        for (concept, form) in &initials {
            let entry = (*concept, form.clone());
            if word.folded == *form && !shown.contains(&entry) {
                shown.push(entry);
            }
        }
    }
    shown
}

/// The reader's words: English, the course languages `abroad` (those the
/// output uses), the player's `name`, the rules' position names and the
/// program's own words for sides and positions (`shown`: the abbreviations
/// and one-letter tags it writes).
pub(super) fn lexicon(
    name: Option<&str>,
    rules: &JawboneRules,
    abroad: &CourseLanguages,
    shown: &[(Concept, String)],
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
    let shown_as = |side: Concept| {
        shown
            .iter()
            .filter(move |(concept, _)| *concept == side)
            .map(|(_, word)| word.as_str())
    };
    human.extend(shown_as(Concept::Human));
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
        // The mark in Slavic languages (Croatian `marka`, `marke`,
        // `maraka`) and the Finnish partitive spelled with one k.
        "marka",
        "markaa",
        "marke",
        "maraka",
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
    .chain(shown_as(Concept::Computer))
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
    let mut names = position_names(rules);
    for (concept, abbreviation) in shown {
        if let Some((_, forms)) = names.iter_mut().find(|(named, _)| named == concept) {
            if !forms.contains(abbreviation) {
                forms.push(abbreviation.clone());
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows (of the spec's table) whose initials each line writes.
    #[test]
    fn positions_are_named_by_initials_only_where_written_as_abbreviations() {
        let rules = JawboneRules::default();
        let cases: [(&str, &[usize]); 7] = [
            ("Anna 27 PR, banks 5", &[1]),
            ("cpu: 96 -> PJA! +11", &[6]),
            ("me  3 (EP) round gone", &[0]),
            ("you 99 PjA  | them 12 Ep", &[6]),
            // Lower case: words, not abbreviations.
            ("pr team ep album pja", &[]),
            // A capitalised word is no abbreviation either.
            ("Pr. Smith, Ep. 4", &[]),
            ("U 44 +1 -> 1", &[]),
        ];
        for (line, rows) in cases {
            let found: Vec<usize> = position_abbreviations(line, &rules)
                .into_iter()
                .filter_map(|(concept, _)| match concept {
                    Concept::Position(row) => Some(row),
                    _ => None,
                })
                .collect();
            assert_eq!(found, rows, "{line}");
        }
    }

    #[test]
    fn a_written_abbreviation_reads_as_its_position_anywhere_in_the_text() {
        let rules = JawboneRules::default();
        let text = "Ann 20 PR\nann 21 pr\n";
        let shown = position_abbreviations(text, &rules);
        let words = lexicon(None, &rules, &CourseLanguages::used_in(text), &shown);
        for line in text.lines() {
            assert!(
                words.concepts(line).contains(&Concept::Position(1)),
                "{line}"
            );
        }
        let unaware = lexicon(None, &rules, &CourseLanguages::used_in(text), &[]);
        assert!(!unaware
            .concepts("Ann 20 PR")
            .contains(&Concept::Position(1)));
    }
}
