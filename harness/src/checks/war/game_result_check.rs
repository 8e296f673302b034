//! `game-result`: after the last hand, more won cards wins the game; equal
//! counts is a tied game (the tie pile belongs to nobody).

use reference::war::Tally;

use super::war_games::{WarGame, WarRun};
use super::{game_name, result_text};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const GAME_RESULT: &str = "game-result";

pub fn check_game_result(run: &WarRun, view: &TranscriptView<'_>) -> CheckOutcome {
    if !run.games.iter().any(|game| game.result.is_some()) {
        return CheckOutcome::skip(
            GAME_RESULT,
            "no game's result (who won it, or that it was tied) could be read, so there is nothing to judge",
        );
    }
    let mut findings = CheckFindings::new(GAME_RESULT);
    for game in &run.games {
        let (Some(printed), Some(final_piles)) = (game.result, final_piles(game)) else {
            continue;
        };
        let expected = final_piles.result();
        findings.judge(
            (expected != printed.value).then(|| {
                CheckOutcome::fail(
                    GAME_RESULT,
                    format!(
                        "{}: the player with more won cards wins the game, and equal counts is a tie; you have won {} cards and I have won {}",
                        game_name(game),
                        final_piles.player_won,
                        final_piles.computer_won
                    ),
                )
                .at(Some(view.line_at(printed.offset)))
                .expected(result_text(expected).to_string())
                .seen(result_text(printed.value).to_string())
            }),
        );
    }
    findings
        .with_help(
            "compare the two winnings piles after the last hand; the tie pile counts for nobody",
        )
        .outcome(
            |games| format!("all {games} game results follow the final piles"),
            |id| CheckOutcome::skip(id, "no game showed both its final piles and its result"),
        )
}

/// The piles the program printed after the game's last hand (the cards of
/// the tie pile are nobody's, so only the two winnings matter).
fn final_piles(game: &WarGame) -> Option<Tally> {
    let (player, computer) = game.hands.last()?.piles?.value;
    Some(Tally {
        player_won: u32::try_from(player).ok()?,
        computer_won: u32::try_from(computer).ok()?,
        tie_pile: 0,
    })
}
