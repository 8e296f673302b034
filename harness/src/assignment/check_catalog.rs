//! The check ids of each assignment (DESIGN.md, "Check vocabulary"): the
//! names reports, weights and scripts may use.

/// Checks every assignment has.
pub const COMMON_CHECKS: [&str; 4] = ["runs", "prompts", "draws", "exact-replay"];

/// The game checks of `assignment`, or None for an unknown name.
pub fn game_checks(assignment: &str) -> Option<&'static [&'static str]> {
    Some(match assignment {
        "ceelo" => &[
            "dice-range",
            "combo-recognition",
            "reroll",
            "winner",
            "wager-validation",
            "balance",
            "game-flow",
        ],
        "war" => &[
            "deal",
            "hand-result",
            "pile-counts",
            "game-result",
            "tie-pile-report",
            "seeds",
        ],
        "ludo" => &[
            "die-range",
            "six-to-start",
            "bonus-roll",
            "move",
            "exact-home",
            "capture",
            "winner",
        ],
        "jawbone" => &[
            "seed-prompt",
            "throw-table",
            "round-accounting",
            "computer-strategy",
            "at-least-one-throw",
            "stop-at-94",
            "stakes",
        ],
        "craps" => &[
            "player-count",
            "bet-validation",
            "action-cover",
            "come-out",
            "point",
            "payout",
            "cleaned-out",
        ],
        _ => return None,
    })
}

/// Whether `id` names a check of `assignment`.
pub fn is_known_check(assignment: &str, id: &str) -> bool {
    COMMON_CHECKS.contains(&id)
        || game_checks(assignment).is_some_and(|checks| checks.contains(&id))
}
