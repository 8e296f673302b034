//! `winner`: the first piece HOME (56, or the rules' `home`) wins at once:
//! the game stops there and that player is announced.

use super::ludo_turns::LudoGame;
use crate::checks::{CheckOutcome, TranscriptView};
use reference::ludo::LudoRules;

pub const WINNER: &str = "winner";

pub fn check_winner(
    game: &LudoGame,
    view: &TranscriptView<'_>,
    rules: &LudoRules,
    complete: bool,
) -> CheckOutcome {
    let home_square = rules.home;
    let home_turn = game
        .turns
        .iter()
        .position(|turn| turn.worksum.value >= i64::from(home_square));
    let Some(home_index) = home_turn else {
        return match (game.winners.first(), complete) {
            (Some(announced), _) => CheckOutcome::fail(
                WINNER,
                format!(
                    "a player wins when their piece reaches HOME (worksum {home_square}), but no piece got there before {} was announced",
                    announced.value
                ),
            )
            .at(Some(view.line_at(announced.offset)))
            .expected(format!("a worksum of {home_square} before the winner"))
            .seen(format!("{} wins", announced.value)),
            (None, true) => CheckOutcome::fail(
                WINNER,
                format!("the game goes on until a piece reaches HOME (worksum {home_square}), but it ended before that"),
            )
            .at(view.last_line())
            .expected(format!("turns until a worksum of {home_square}, then the winner"))
            .seen("the end of the game with no piece HOME"),
            (None, false) => {
                CheckOutcome::skip(WINNER, "the run ended before a piece reached HOME")
            }
        };
    };
    let home = &game.turns[home_index];
    let home_line = view.line_at(home.worksum.offset);
    if let Some(next) = game.turns.get(home_index + 1) {
        return CheckOutcome::fail(
            WINNER,
            format!(
                "the game ends as soon as a piece reaches HOME: {} got there on line {}, but {} played on",
                home.player, home_line.number, next.player
            ),
        )
        .at(Some(view.line_at(next.rolls[0].offset)))
        .expected(format!("{} wins.", home.player))
        .seen(format!("another turn, for {}", next.player));
    }
    let announced = game
        .winners
        .iter()
        .find(|winner| winner.offset > home.worksum.offset);
    let early = game
        .winners
        .iter()
        .find(|winner| winner.offset < home.worksum.offset);
    match (announced, early) {
        (_, Some(early)) => CheckOutcome::fail(
            WINNER,
            format!(
                "the winner is announced once a piece reaches HOME, but {} was announced before {} reached {home_square} on line {}",
                early.value, home.player, home_line.number
            ),
        )
        .at(Some(view.line_at(early.offset)))
        .expected(format!("{} wins. after line {}", home.player, home_line.number))
        .seen(format!("{} wins.", early.value)),
        (Some(announced), None) if announced.value != home.player => CheckOutcome::fail(
            WINNER,
            format!(
                "the player whose piece reaches HOME first wins: {} reached {home_square} on line {}",
                home.player, home_line.number
            ),
        )
        .at(Some(view.line_at(announced.offset)))
        .expected(format!("{} wins.", home.player))
        .seen(format!("{} wins.", announced.value))
        .help("announce the player who just moved, before passing the turn on"),
        (Some(announced), None) => CheckOutcome::pass(
            WINNER,
            format!("{} reached HOME first and was announced the winner", announced.value),
        ),
        (None, None) if complete => CheckOutcome::skip(
            WINNER,
            format!(
                "{} reached HOME ({home_square}) on line {}, but no winner announcement could be read after it",
                home.player, home_line.number
            ),
        ),
        (None, None) => CheckOutcome::skip(WINNER, "the run ended before the winner was announced"),
    }
}
