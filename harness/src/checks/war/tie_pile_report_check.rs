//! `tie-pile-report`: the closing count of games that ended with cards left
//! in the tie pile (the last two cards played were the same).

use std::collections::BTreeMap;

use reference::rng::GlibcRandom;
use reference::war::{deal, hand_winner, HandWinner, Rank, WarRules};

use super::war_games::{WarGame, WarRun};
use crate::checks::{CheckOutcome, TranscriptView};

pub const TIE_PILE_REPORT: &str = "tie-pile-report";

/// A transcript with gaps has its missing games dealt again, up to this many
/// (the spec plays 100; a program may claim any number).
const MOST_GAMES_FILLED_IN: i64 = 10_000;

pub fn check_tie_pile_report(
    run: &WarRun,
    view: &TranscriptView<'_>,
    rules: &WarRules,
    complete: bool,
) -> CheckOutcome {
    let Some(report) = run.tie_count else {
        let reason = if complete {
            "no count of the games that ended with cards left in the tie pile could be read after the last game, so there is nothing to judge"
        } else {
            "the run ended before the count of games ending with cards in the tie pile"
        };
        return CheckOutcome::skip(TIE_PILE_REPORT, reason);
    };
    let (games_printed, printed) = report.value;
    let endings = shown_endings(rules, run);
    let games = games_printed.unwrap_or(run.games.len() as i64);
    let (expected, filled_in) = if run.has_gaps() && games <= MOST_GAMES_FILLED_IN {
        // A transcript with "..." (the spec's sample): the games it does not
        // show are the rules', srand(seed) with rand() % 13 + 1.
        let mut filled_in = 0;
        let first = i64::from(*rules.seeds.seeds().start());
        let count = (first..first + games)
            .filter(|seed| {
                endings.get(seed).copied().unwrap_or_else(|| {
                    filled_in += 1;
                    game_ends_in_tie(rules, *seed)
                })
            })
            .count();
        (count as i64, filled_in)
    } else {
        let count = run
            .games
            .iter()
            .filter(|game| last_hand_tied(rules, game) == Some(true))
            .count();
        (count as i64, 0)
    };
    let shown = if filled_in > 0 {
        format!(
            "the games shown, and the {filled_in} the transcript leaves out as the rules deal them,"
        )
    } else {
        "the games played".to_string()
    };
    if expected != printed {
        return CheckOutcome::fail(
            TIE_PILE_REPORT,
            format!(
                "count the games whose last two cards were the same (their tie pile is never awarded): {shown} have {expected}"
            ),
        )
        .at(Some(view.line_at(report.offset)))
        .expected(format!("{expected} games ended with cards in the tie pile"))
        .seen(format!("{printed} games"))
        .help(format!(
            "a game ends with cards in the tie pile exactly when its {} hand is a tie",
            ordinal(rules.cards_per_player)
        ));
    }
    CheckOutcome::pass(
        TIE_PILE_REPORT,
        format!("{printed} games ended with cards in the tie pile, as {shown} show"),
    )
}

/// For each game whose last hand was shown: did it tie? (by seed)
fn shown_endings(rules: &WarRules, run: &WarRun) -> BTreeMap<i64, bool> {
    run.games
        .iter()
        .filter(|game| game.result.is_some())
        .filter_map(|game| Some((game.seed?, last_hand_tied(rules, game)?)))
        .collect()
}

fn last_hand_tied(rules: &WarRules, game: &WarGame) -> Option<bool> {
    let (player, computer) = game.hands.last()?.cards?.value;
    let rank = |card: i64| Rank::try_from(card).ok();
    Some(hand_winner(rules, rank(player)?, rank(computer)?) == HandWinner::Tie)
}

fn game_ends_in_tie(rules: &WarRules, seed: i64) -> bool {
    u32::try_from(seed)
        .is_ok_and(|seed| deal(rules, &mut GlibcRandom::new(seed)).ends_with_cards_in_tie_pile())
}

/// "26th", "1st", "22nd", "13th".
fn ordinal(number: usize) -> String {
    let suffix = match (number % 10, number % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{number}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::ordinal;

    #[test]
    fn ordinals_read_as_english() {
        let cases = [
            (26, "26th"),
            (1, "1st"),
            (22, "22nd"),
            (13, "13th"),
            (3, "3rd"),
            (111, "111th"),
        ];
        for (number, text) in cases {
            assert_eq!(ordinal(number), text);
        }
    }
}
