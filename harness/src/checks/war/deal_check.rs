//! `deal`: each game is dealt from one deck: by the spec's rules ranks 1
//! (Ace) to 13 (King), four of each, 26 cards to each player (a course's
//! `WarRules` may say other numbers).

use reference::war::{check_one_deck, DealError, Rank, WarRules};

use super::war_games::{Printed, WarGame, WarRun};
use super::{game_name, hands_text};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const DEAL: &str = "deal";

pub fn check_deal(
    run: &WarRun,
    view: &TranscriptView<'_>,
    rules: &WarRules,
    complete: bool,
) -> CheckOutcome {
    let mut findings = CheckFindings::new(DEAL);
    let last_game = run.games.len().saturating_sub(1);
    for (index, game) in run.games.iter().enumerate() {
        if game.hands.iter().all(|hand| hand.cards.is_none()) {
            continue;
        }
        // The last game of a run cut short may stop anywhere.
        let may_be_cut = index == last_game && !complete;
        findings.judge(deck_violation(game, view, rules).or_else(|| {
            (!may_be_cut)
                .then(|| hand_count_violation(game, view, rules))
                .flatten()
        }));
    }
    findings
        .with_help(format!(
            "deal with an array of {} counters, one per rank, and draw again when a rank has been dealt {}",
            rules.ranks,
            times(rules.cards_per_rank)
        ))
        .outcome(
            |games| format!("all {games} games were dealt from one deck of {} cards", rules.deck_size()),
            |id| CheckOutcome::skip(id, "no cards were played"),
        )
}

/// "four times", as a student reads a count of cards of one rank.
fn times(count: u8) -> String {
    match count {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        4 => "four times".to_string(),
        other => format!("{other} times"),
    }
}

/// "four cards", "2 cards", "1 card".
fn cards_of_a_rank(count: u8) -> String {
    match count {
        1 => "one card".to_string(),
        4 => "four cards".to_string(),
        other => format!("{other} cards"),
    }
}

/// The first hand whose cards cannot come from the same deck as those
/// before it. (A deck that is wrong stays wrong as hands are added, so the
/// first wrong prefix is found by bisection: a runaway game stays cheap.)
fn deck_violation(
    game: &WarGame,
    view: &TranscriptView<'_>,
    rules: &WarRules,
) -> Option<CheckOutcome> {
    let played: Vec<Printed<(i64, i64)>> =
        game.hands.iter().filter_map(|hand| hand.cards).collect();
    // A rank that does not fit in a u8 is surely not one of the deck's.
    let rank = |card: i64| Rank::try_from(card).unwrap_or(Rank::MAX);
    let deck_of = |hands: usize| {
        check_one_deck(
            rules,
            played[..hands]
                .iter()
                .flat_map(|cards| [rank(cards.value.0), rank(cards.value.1)]),
        )
    };
    let error = deck_of(played.len()).err()?;
    let first_wrong = (1..=played.len())
        .collect::<Vec<_>>()
        .partition_point(|&hands| deck_of(hands).is_ok());
    let cards = played[first_wrong];
    let error = deck_of(first_wrong + 1).err().unwrap_or(error);
    let (player, computer) = cards.value;
    let (message, expected) = match error {
        DealError::RankOutOfRange { ranks, .. } => (
            match (rules.aces, ranks) {
                (reference::war::Aces::Low, 13) => {
                    "cards are ranked 1 (Ace, low) to 13 (King)".to_string()
                }
                (reference::war::Aces::Low, _) => {
                    format!("cards are ranked 1 (Ace, low) to {ranks}")
                }
                (reference::war::Aces::High, _) => format!(
                    "cards are ranked 1 (Ace) to {ranks}: the Ace plays high but shows as 1"
                ),
            },
            format!("ranks from 1 to {ranks}"),
        ),
        DealError::TooManyOfRank {
            rank,
            count,
            allowed,
        } => (
            format!(
                "a deck has {} of each rank, but {count} cards of rank {rank} were dealt",
                cards_of_a_rank(allowed)
            ),
            format!(
                "at most {} of each rank in a game",
                cards_of_a_rank(allowed)
            ),
        ),
    };
    Some(
        CheckOutcome::fail(DEAL, format!("{}: {message}", game_name(game)))
            .at(Some(view.line_at(cards.offset)))
            .expected(expected)
            .seen(format!("You played a {player} and I played a {computer}")),
    )
}

/// A game shown whole must have a hand per card dealt to each (26 by the spec).
fn hand_count_violation(
    game: &WarGame,
    view: &TranscriptView<'_>,
    rules: &WarRules,
) -> Option<CheckOutcome> {
    let hands = rules.cards_per_player;
    let played = game
        .hands
        .iter()
        .filter(|hand| hand.cards.is_some())
        .count();
    if !game.shown_whole() || played == hands {
        return None;
    }
    Some(
        CheckOutcome::fail(
            DEAL,
            format!(
                "{}: each player is dealt {hands} cards, so a game has {}",
                game_name(game),
                hands_text(hands)
            ),
        )
        .at(Some(view.line_at(game.last_offset())))
        .expected(hands_text(hands))
        .seen(hands_text(played)),
    )
}
