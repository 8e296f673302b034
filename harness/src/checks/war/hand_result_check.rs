//! `hand-result`: the higher card takes the hand, Aces low; equal ranks tie.

use reference::war::{hand_winner, Rank};

use super::war_games::WarRun;
use super::{hand_name, winner_text};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const HAND_RESULT: &str = "hand-result";

pub fn check_hand_result(run: &WarRun, view: &TranscriptView<'_>) -> CheckOutcome {
    if !run.hands().any(|(_, hand)| hand.winner.is_some()) {
        return CheckOutcome::skip(
            HAND_RESULT,
            "no hand's winner (you, the computer, or a tie) could be read beside its cards, so there is nothing to judge",
        );
    }
    let mut findings = CheckFindings::new(HAND_RESULT);
    for (game, hand) in run.hands() {
        let (Some(cards), Some(printed)) = (hand.cards, hand.winner) else {
            continue;
        };
        let (player, computer) = cards.value;
        // A card that is not a rank is the deal check's to report.
        let (Some(player), Some(computer)) = (valid_rank(player), valid_rank(computer)) else {
            continue;
        };
        let expected = hand_winner(player, computer);
        findings.judge(
            (expected != printed.value).then(|| {
                CheckOutcome::fail(
                    HAND_RESULT,
                    format!(
                        "{}: the higher card takes the hand and Aces are low (1 loses to every other card); {player} against {computer}",
                        hand_name(game, hand)
                    ),
                )
                .at(Some(view.line_at(printed.offset)))
                .expected(winner_text(expected).to_string())
                .seen(winner_text(printed.value).to_string())
            }),
        );
    }
    findings
        .with_help("compare the ranks as numbers 1 to 13: the Ace is 1, the lowest card")
        .outcome(
            |hands| format!("the higher card took each of the {hands} hands, Aces low"),
            |id| CheckOutcome::skip(id, "no hand showed both its cards and its result"),
        )
}

fn valid_rank(card: i64) -> Option<Rank> {
    Rank::try_from(card)
        .ok()
        .filter(|rank| (1..=reference::war::RANK_COUNT as Rank).contains(rank))
}
