//! `hand-result`: the higher card takes the hand, Aces low (or high, where a
//! course's rules say so); equal ranks tie.

use reference::war::{hand_winner, Aces, Rank, WarRules};

use super::war_games::WarRun;
use super::{hand_name, winner_text};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const HAND_RESULT: &str = "hand-result";

pub fn check_hand_result(
    run: &WarRun,
    view: &TranscriptView<'_>,
    rules: &WarRules,
) -> CheckOutcome {
    if !run.hands().any(|(_, hand)| hand.winner.is_some()) {
        return CheckOutcome::skip(
            HAND_RESULT,
            "no hand's winner (you, the computer, or a tie) could be read beside its cards, so there is nothing to judge",
        );
    }
    let mut findings = CheckFindings::new(HAND_RESULT);
    let hands = run.games.iter().flat_map(|game| {
        game.hands
            .iter()
            .enumerate()
            .map(move |(index, hand)| (game, index, hand))
    });
    for (game, index, hand) in hands {
        let (Some(cards), Some(printed)) = (hand.cards, hand.winner) else {
            continue;
        };
        let (player, computer) = cards.value;
        // A card that is not a rank is the deal check's to report.
        let (Some(player), Some(computer)) =
            (valid_rank(rules, player), valid_rank(rules, computer))
        else {
            continue;
        };
        let expected = hand_winner(rules, player, computer);
        findings.judge((expected != printed.value).then(|| {
            CheckOutcome::fail(
                HAND_RESULT,
                format!(
                    "{}: the higher card takes the hand and {}; {player} against {computer}",
                    hand_name(game, index),
                    rules.aces_rule()
                ),
            )
            .at(Some(view.line_at(printed.offset)))
            .expected(winner_text(expected).to_string())
            .seen(winner_text(printed.value).to_string())
        }));
    }
    let (help, aces) = match rules.aces {
        Aces::Low => (
            format!(
                "compare the ranks as numbers 1 to {}: the Ace is 1, the lowest card",
                rules.ranks
            ),
            "Aces low",
        ),
        Aces::High => (
            format!(
                "compare the ranks as numbers 1 to {}, but the Ace (1) above them all",
                rules.ranks
            ),
            "Aces high",
        ),
    };
    findings.with_help(help).outcome(
        |hands| format!("the higher card took each of the {hands} hands, {aces}"),
        |id| CheckOutcome::skip(id, "no hand showed both its cards and its result"),
    )
}

fn valid_rank(rules: &WarRules, card: i64) -> Option<Rank> {
    Rank::try_from(card).ok().filter(|_| rules.is_rank(card))
}
