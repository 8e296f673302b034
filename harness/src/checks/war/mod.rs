//! War's rule checks: the transcript read into games and hands, each judged
//! with the reference's rules (`check_one_deck`, `hand_winner`, `Tally`,
//! `deal` for the seeds), by the assignment's numbers (`WarRules`).

mod deal_check;
mod dealt_games;
mod game_result_check;
mod hand_result_check;
mod pile_counts_check;
mod rank_names;
mod seeds_check;
mod stream_scan;
mod tie_pile_report_check;
mod value_reader;
mod war_events;
mod war_games;

pub use dealt_games::{accepted_draws, DealtGames};
pub use rank_names::RankNames;
pub use stream_scan::scan_stream;
pub use war_events::{read_war_events, WarEvent, WarEventAt, WAR_PATTERNS};
pub use war_games::{group_war_events, Printed, SeedSource, WarGame, WarHand, WarRun};

use reference::war::{GameResult, HandWinner};

use super::{CheckOutcome, JudgeInput};
use deal_check::{check_deal, DEAL};
use game_result_check::{check_game_result, GAME_RESULT};
use hand_result_check::{check_hand_result, HAND_RESULT};
use pile_counts_check::{check_pile_counts, PILE_COUNTS};
use seeds_check::{check_seeds, SEEDS};
use tie_pile_report_check::{check_tie_pile_report, TIE_PILE_REPORT};

/// War's game checks, in the order of `game_checks("war")`.
pub fn judge_war(input: &JudgeInput<'_>) -> Vec<CheckOutcome> {
    // The patterns: an instructor's override, or a transcript whose draws
    // are unknown (`verify` of a saved run, such as the spec's sample).
    let rules = input.rules.war();
    let first_seed = i64::from(*rules.seeds.seeds().start());
    let events = if patterns_overridden(input.patterns) || input.behaviour.draws.is_none() {
        read_war_events(input.view.text(), input.patterns)
    } else {
        let dealt = input
            .behaviour
            .faces()
            .and_then(|faces| DealtGames::from_faces(&rules, &faces));
        value_reader::read_war_values_dealt(
            input.view.text(),
            game_start(input),
            first_seed,
            dealt.as_ref().map(|dealt| (dealt, i64::from(rules.ranks))),
        )
    };
    let run = group_war_events(&events, first_seed);
    let view = &input.view;
    if !run.hands().any(|(_, hand)| hand.cards.is_some()) {
        return [
            DEAL,
            HAND_RESULT,
            PILE_COUNTS,
            GAME_RESULT,
            TIE_PILE_REPORT,
            SEEDS,
        ]
        .map(|id| {
            let reason = if input.complete {
                "no hand's two cards could be read in the output after the game began, so there is nothing to judge"
            } else {
                "the run ended before the first hand was played"
            };
            CheckOutcome::skip(id, reason)
        })
        .into();
    }
    vec![
        check_deal(&run, view, &rules, input.complete),
        check_hand_result(&run, view, &rules),
        check_pile_counts(&run, view, &rules),
        check_game_result(&run, view),
        check_tie_pile_report(&run, view, &rules, input.complete),
        check_seeds(&run, view, &rules, input.complete),
    ]
}

/// An instructor replaced the assignment's patterns (`--patterns`, or an
/// assignment file of their own): read by them, as they asked.
fn patterns_overridden(patterns: &crate::checks::Patterns) -> bool {
    let Ok(builtin) = crate::assignment::Assignment::builtin("war") else {
        return false;
    };
    WAR_PATTERNS.iter().any(|name| {
        patterns.get(name).map(|regex| regex.as_str())
            != builtin.patterns.get(name).map(|regex| regex.as_str())
    })
}

/// Where the games begin: after the last answer typed (the explanation and
/// the ENTER prompt come before), else at the start.
fn game_start(input: &JudgeInput<'_>) -> usize {
    input
        .behaviour
        .exchanges
        .last()
        .map_or(0, |last| last.output.end + last.answer.len())
}

/// How messages name a game: by its seed when known.
fn game_name(game: &WarGame) -> String {
    match (game.seed, game.seed_source) {
        (Some(seed), SeedSource::Printed) => format!("the game of Seed = {seed}"),
        (Some(seed), _) => format!("game {seed}"),
        (None, _) => "a game".to_string(),
    }
}

/// How messages name the hand at `index` of `game.hands`: by its printed
/// number, else by its place (given, not searched for: a long line's
/// failing hands would each search the game).
fn hand_name(game: &WarGame, index: usize) -> String {
    let number = game
        .hands
        .get(index)
        .and_then(|hand| hand.number)
        .unwrap_or(index as i64 + 1);
    format!("{}, hand {number}", game_name(game))
}

fn winner_text(winner: HandWinner) -> &'static str {
    match winner {
        HandWinner::Player => "So you won these cards",
        HandWinner::Computer => "So I won these cards",
        HandWinner::Tie => "It was a tie",
    }
}

fn result_text(result: GameResult) -> &'static str {
    match result {
        GameResult::PlayerWon => "Results : YOU WON !!!",
        GameResult::ComputerWon => "Results : I WON !!!",
        GameResult::Tied => "Results : WE TIED !!!",
    }
}

fn piles_text(player: i64, computer: i64, tie_pile: Option<i64>) -> String {
    let piles = format!("You have won {player} cards and I have won {computer} cards");
    match tie_pile {
        Some(cards) => format!("{piles}; {cards} cards in the Tie pile"),
        None => piles,
    }
}

fn hands_text(count: usize) -> String {
    match count {
        1 => "1 hand".to_string(),
        _ => format!("{count} hands"),
    }
}

#[cfg(test)]
mod judge_tests;
