//! `seeds`: 100 games, seeded 1 to 100 in order (a course's rules may say
//! other seeds), each dealt after its own `srand(seed)` (its first cards are
//! the ones that seed gives).

use reference::rng::{GlibcRandom, JavaRandom};
use reference::war::{deal, Deal, WarRules};

use super::game_name;
use super::war_games::{SeedSource, WarGame, WarRun};
use crate::checks::CheckFindings;
use crate::checks::{CheckOutcome, TranscriptView};

pub const SEEDS: &str = "seeds";

/// The first hands of a game: no rank can have been dealt four times yet,
/// so they are the seed's first draws whatever the counters do.
const OPENING_HANDS: usize = 2;

pub fn check_seeds(
    run: &WarRun,
    view: &TranscriptView<'_>,
    rules: &WarRules,
    complete: bool,
) -> CheckOutcome {
    if run.games.is_empty() {
        return CheckOutcome::skip(
            SEEDS,
            "no game's cards could be read, so there is no game to judge",
        );
    }
    let mut findings = CheckFindings::new(SEEDS);
    let mut previous: Option<&WarGame> = None;
    for game in &run.games {
        findings.judge(
            order_violation(rules, previous, game, view)
                .or_else(|| opening_violation(rules, game, view)),
        );
        previous = Some(game);
    }
    if let Some(violation) = game_count_violation(rules, run, view, complete) {
        findings.fail(violation);
    }
    let seeds = rules.seeds_text();
    findings
        .with_help(format!(
            "call srand(seed) at the start of every game, for seed = {seeds}, and draw each card with rand() % {} + 1",
            rules.ranks
        ))
        .outcome(
            |games| format!(
                "{games} games were played with seeds {seeds} in order, each dealt after its own srand",
            ),
            |id| CheckOutcome::skip(id, "no game's cards could be read"),
        )
}

/// Printed seeds go 1, 2, 3, ... (a gap in the transcript may skip some).
fn order_violation(
    rules: &WarRules,
    previous: Option<&WarGame>,
    game: &WarGame,
    view: &TranscriptView<'_>,
) -> Option<CheckOutcome> {
    if game.seed_source != SeedSource::Printed {
        return None;
    }
    let seed = game.seed?;
    let first = i64::from(*rules.seeds.seeds().start());
    let expected = previous.map_or(Some(first), |previous| previous.seed.map(|seed| seed + 1))?;
    let gap_before = previous.is_some_and(|previous| !previous.shown_whole());
    let in_order = if gap_before {
        seed >= expected
    } else {
        seed == expected
    };
    (!in_order).then(|| {
        CheckOutcome::fail(
            SEEDS,
            format!(
                "the games are played with the seeds {}, in order; after {} came Seed = {seed}",
                rules.seeds_text(),
                previous.map_or("the start".to_string(), game_name)
            ),
        )
        .at(Some(view.line_at(game.offset)))
        .expected(format!("Seed = {expected}"))
        .seen(format!("Seed = {seed}"))
    })
}

/// The first `hands` hands of `dealt`, as messages show them.
fn opening_hands(dealt: &Deal, hands: usize) -> Vec<String> {
    dealt
        .hands()
        .take(hands)
        .map(|(player, computer)| format!("{player} v {computer}"))
        .collect()
}

/// The game's first hands are those the seed gives: `srand(seed)` with
/// `rand() % 13 + 1` in C, `new Random(seed)` (or `setSeed(seed)`) with
/// `nextInt(13) + 1` in Java. Either generator's deal is the program's own
/// game: a C program cannot draw Java's by chance, nor the other way round.
fn opening_violation(
    rules: &WarRules,
    game: &WarGame,
    view: &TranscriptView<'_>,
) -> Option<CheckOutcome> {
    let seed = u32::try_from(game.seed?).ok()?;
    if game.hands.first()?.after_gap || game.hands.first()?.number.unwrap_or(1) != 1 {
        return None;
    }
    let mut printed = Vec::new();
    let mut line = None;
    for hand in game.hands.iter().take(OPENING_HANDS) {
        let cards = hand.cards?;
        line.get_or_insert(cards.offset);
        printed.push(format!("{} v {}", cards.value.0, cards.value.1));
    }
    let hands = printed.len();
    let by_glibc = opening_hands(&deal(rules, &mut GlibcRandom::new(seed)), hands);
    let by_java = opening_hands(&deal(rules, &mut JavaRandom::new(i64::from(seed))), hands);
    (by_glibc != printed && by_java != printed).then(|| {
        CheckOutcome::fail(
            SEEDS,
            format!(
                "{}: each game is dealt after srand({seed}), each card drawn with rand() % {ranks} + 1 (your card, then mine), so its first hands are the ones that seed gives (in Java: new Random({seed}) and nextInt({ranks}) + 1)",
                game_name(game),
                ranks = rules.ranks
            ),
        )
        .at(Some(view.line_at(line.unwrap_or(game.offset))))
        .expected(format!(
            "first hands {} (in Java: {})",
            by_glibc.join(", "),
            by_java.join(", ")
        ))
        .seen(format!("first hands {}", printed.join(", ")))
    })
}

/// A game per seed is played (100 by the spec), and the closing line says so.
fn game_count_violation(
    rules: &WarRules,
    run: &WarRun,
    view: &TranscriptView<'_>,
    complete: bool,
) -> Option<CheckOutcome> {
    let all_games = i64::try_from(rules.seeds.game_count()).unwrap_or(i64::MAX);
    let seeds = rules.seeds_text();
    if let Some(report) = run.tie_count {
        if let Some(games) = report.value.0.filter(|&games| games != all_games) {
            return Some(
                CheckOutcome::fail(
                    SEEDS,
                    format!("the program plays {all_games} games, with the seeds {seeds}"),
                )
                .at(Some(view.line_at(report.offset)))
                .expected(format!("After {all_games} games"))
                .seen(format!("After {games} games")),
            );
        }
    }
    let played = run.games.len() as i64;
    if !complete || run.has_gaps() || played == all_games {
        return None;
    }
    let last = run.games.last()?;
    Some(
        CheckOutcome::fail(
            SEEDS,
            format!(
                "the program plays {all_games} games, with the seeds {seeds}; it played {played}"
            ),
        )
        .at(Some(view.line_at(last.last_offset())))
        .expected(format!("{all_games} games"))
        .seen(format!("{played} games")),
    )
}
