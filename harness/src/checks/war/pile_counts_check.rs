//! `pile-counts`: after each hand, the winner has taken both cards and the
//! whole tie pile; a tie puts both cards on the tie pile.

use reference::war::{hand_winner, HandWinner, Rank, Tally, WarRules};

use super::war_games::{WarHand, WarRun};
use super::{hand_name, piles_text};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const PILE_COUNTS: &str = "pile-counts";

pub fn check_pile_counts(
    run: &WarRun,
    view: &TranscriptView<'_>,
    rules: &WarRules,
) -> CheckOutcome {
    if !run.hands().any(|(_, hand)| hand.piles.is_some()) {
        return CheckOutcome::skip(
            PILE_COUNTS,
            "no count of the cards each side has won could be read after a hand, so there is nothing to judge",
        );
    }
    let mut findings = CheckFindings::new(PILE_COUNTS);
    for game in &run.games {
        // None while the piles are unknown (after a gap, until printed).
        let mut tally = Some(Tally::default());
        for (index, hand) in game.hands.iter().enumerate() {
            if hand.after_gap {
                tally = None;
            }
            let before = tally;
            // The cards go where the program said they go: who should have
            // won is the hand-result check's business.
            match (tally.as_mut(), hand_verdict(rules, hand)) {
                (Some(tally), Some(winner)) => tally.award(winner),
                _ => tally = None,
            }
            let Some(piles) = hand.piles else { continue };
            let printed_tie_pile = hand.tie_pile.map(|found| found.value);
            if let (Some(before), Some(after)) = (before, tally) {
                let (player, computer) = piles.value;
                let right = (i64::from(after.player_won), i64::from(after.computer_won))
                    == (player, computer)
                    && printed_tie_pile.is_none_or(|cards| cards == i64::from(after.tie_pile));
                findings.judge((!right).then(|| {
                    CheckOutcome::fail(
                        PILE_COUNTS,
                        format!(
                            "{}: {}",
                            hand_name(game, index),
                            pile_rule(before, hand_verdict(rules, hand))
                        ),
                    )
                    .at(Some(view.line_at(piles.offset)))
                    .expected(piles_text(
                        i64::from(after.player_won),
                        i64::from(after.computer_won),
                        printed_tie_pile.map(|_| i64::from(after.tie_pile)),
                    ))
                    .seen(piles_text(player, computer, printed_tie_pile))
                }));
            }
            tally = printed_tally(hand, tally);
        }
    }
    findings
        .with_help(
            "the winner of a hand takes both cards and every card in the tie pile, which then is empty",
        )
        .outcome(
            |hands| format!("the piles were right after all {hands} hands"),
            |id| CheckOutcome::skip(
                id,
                "no hand's piles could be followed from the start of its game",
            ),
        )
}

/// Who took the hand: as printed, else by the ranks played.
fn hand_verdict(rules: &WarRules, hand: &WarHand) -> Option<HandWinner> {
    if let Some(printed) = hand.winner {
        return Some(printed.value);
    }
    let (player, computer) = hand.cards?.value;
    Some(hand_winner(
        rules,
        Rank::try_from(player).ok()?,
        Rank::try_from(computer).ok()?,
    ))
}

/// The piles as the program printed them, to go on from (resynchronising
/// after a mistake, so it is reported once); None if they cannot be read.
fn printed_tally(hand: &WarHand, replayed: Option<Tally>) -> Option<Tally> {
    let (player, computer) = hand.piles?.value;
    let tie_pile = match hand.tie_pile {
        Some(printed) => u32::try_from(printed.value).ok()?,
        None => replayed?.tie_pile,
    };
    Some(Tally {
        player_won: u32::try_from(player).ok()?,
        computer_won: u32::try_from(computer).ok()?,
        tie_pile,
    })
}

fn pile_rule(before: Tally, verdict: Option<HandWinner>) -> String {
    match verdict {
        Some(HandWinner::Tie) => {
            "a tied hand puts both cards on the tie pile and nobody's winnings change".to_string()
        }
        Some(_) if before.tie_pile > 0 => format!(
            "the winner of the hand takes both cards and the {} cards waiting in the tie pile",
            before.tie_pile
        ),
        _ => "the winner of the hand takes both cards".to_string(),
    }
}
