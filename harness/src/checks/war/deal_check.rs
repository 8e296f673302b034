//! `deal`: each game is dealt from one standard deck: ranks 1 (Ace) to 13
//! (King), four of each, 26 cards to each player.

use reference::war::{check_one_deck, DealError, Rank, HAND_COUNT};

use super::war_games::{Printed, WarGame, WarRun};
use super::{game_name, hands_text};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const DEAL: &str = "deal";

pub fn check_deal(run: &WarRun, view: &TranscriptView<'_>, complete: bool) -> CheckOutcome {
    let mut findings = CheckFindings::new(DEAL);
    let last_game = run.games.len().saturating_sub(1);
    for (index, game) in run.games.iter().enumerate() {
        if game.hands.iter().all(|hand| hand.cards.is_none()) {
            continue;
        }
        // The last game of a run cut short may stop anywhere.
        let may_be_cut = index == last_game && !complete;
        findings.judge(deck_violation(game, view).or_else(|| {
            (!may_be_cut)
                .then(|| hand_count_violation(game, view))
                .flatten()
        }));
    }
    findings
        .with_help(
            "deal with an array of 13 counters, one per rank, and draw again when a rank has been dealt four times",
        )
        .outcome(
            |games| format!("all {games} games were dealt from one deck of 52 cards"),
            |id| CheckOutcome::skip(id, "no cards were played"),
        )
}

/// The first hand whose cards cannot come from the same deck as those
/// before it. (A deck that is wrong stays wrong as hands are added, so the
/// first wrong prefix is found by bisection: a runaway game stays cheap.)
fn deck_violation(game: &WarGame, view: &TranscriptView<'_>) -> Option<CheckOutcome> {
    let played: Vec<Printed<(i64, i64)>> =
        game.hands.iter().filter_map(|hand| hand.cards).collect();
    // A rank that does not fit in a u8 is surely not 1 to 13.
    let rank = |card: i64| Rank::try_from(card).unwrap_or(Rank::MAX);
    let deck_of = |hands: usize| {
        check_one_deck(
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
        DealError::RankOutOfRange(_) => (
            "cards are ranked 1 (Ace, low) to 13 (King)".to_string(),
            "ranks from 1 to 13".to_string(),
        ),
        DealError::TooManyOfRank { rank, count } => (
            format!(
                "a deck has four cards of each rank, but {count} cards of rank {rank} were dealt"
            ),
            "at most four cards of each rank in a game".to_string(),
        ),
    };
    Some(
        CheckOutcome::fail(DEAL, format!("{}: {message}", game_name(game)))
            .at(Some(view.line_at(cards.offset)))
            .expected(expected)
            .seen(format!("You played a {player} and I played a {computer}")),
    )
}

/// A game shown whole must have 26 hands: 26 cards each.
fn hand_count_violation(game: &WarGame, view: &TranscriptView<'_>) -> Option<CheckOutcome> {
    let played = game
        .hands
        .iter()
        .filter(|hand| hand.cards.is_some())
        .count();
    if !game.shown_whole() || played == HAND_COUNT {
        return None;
    }
    Some(
        CheckOutcome::fail(
            DEAL,
            format!(
                "{}: each player is dealt 26 cards, so a game has 26 hands",
                game_name(game)
            ),
        )
        .at(Some(view.line_at(game.last_offset())))
        .expected(hands_text(HAND_COUNT))
        .seen(hands_text(played)),
    )
}
