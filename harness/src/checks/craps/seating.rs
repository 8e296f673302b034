//! Seating the players: the `player-count` check (2 to 6, by the reference's
//! `check_player_count`, anything else asked again) and the names entered,
//! which tell the seats apart in every later line.

use reference::craps::{check_player_count, CrapsRules};

use super::craps_events::{CrapsEvent, CrapsEventKind};
use crate::checks::{CheckFindings, TranscriptView};

pub const PLAYER_COUNT: &str = "player-count";

/// Judge every answer to the number-of-players prompt: one followed by the
/// prompt again was refused, the last one was accepted.
pub fn judge_player_count(
    view: &TranscriptView<'_>,
    events: &[CrapsEvent],
    complete: bool,
    rules: &CrapsRules,
) -> CheckFindings {
    let mut check = CheckFindings::new(PLAYER_COUNT);
    let asked: Vec<(usize, &CrapsEvent)> = events
        .iter()
        .enumerate()
        .filter(|(_, event)| matches!(event.kind, CrapsEventKind::PlayerCountAsked { .. }))
        .collect();
    let range = format!("{} to {}", rules.min_players, rules.max_players);
    for (position, &(index, event)) in asked.iter().enumerate() {
        let CrapsEventKind::PlayerCountAsked { answer } = &event.kind else {
            continue;
        };
        let Ok(count) = answer.trim().parse::<i64>() else {
            continue;
        };
        let refused = position + 1 < asked.len();
        // The last answer was taken if the game went on (or ended by itself).
        if !refused && index + 1 == events.len() && !complete {
            continue;
        }
        check.judged_one();
        match (check_player_count(rules, count), refused) {
            (Err(_), false) => check.fail_at(
                view,
                event.offset,
                format!("The game is for {range} players, but {count} was accepted"),
                format!("{count} refused and the number of players asked again"),
                format!("the game went on with {count}"),
            ),
            (Ok(_), true) => check.fail_at(
                view,
                event.offset,
                format!("{count} players is a valid number ({range}), but it was refused"),
                format!("the game goes on with {count} players"),
                "the number of players asked again",
            ),
            _ => {}
        }
    }
    check
}

/// No table seats more: the spec's game is for 2 to 6 players.
pub(super) const MAX_SEAT: usize = 64;

/// The players' names by seat, from the name prompts before the first bet
/// (a prompt that shows its seat number puts its answer in that seat).
pub fn seated_names(events: &[CrapsEvent]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for event in events {
        match &event.kind {
            CrapsEventKind::NameAsked { seat, answer } => match seat {
                // A seat number is read from the program's output: bounded before it sizes
                // anything (seat 9223372036854775807 once made the judge panic).
                Some(seat) if (1..=MAX_SEAT).contains(seat) => {
                    if names.len() < *seat {
                        names.resize(*seat, String::new());
                    }
                    names[seat - 1] = answer.trim().to_string();
                }
                _ => names.push(answer.trim().to_string()),
            },
            CrapsEventKind::ShooterBetAsked { .. }
            | CrapsEventKind::Roll { .. }
            | CrapsEventKind::UnreadRoll => break,
            _ => {}
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use CrapsEventKind::*;

    fn events(kinds: Vec<CrapsEventKind>) -> Vec<CrapsEvent> {
        kinds
            .into_iter()
            .enumerate()
            .map(|(offset, kind)| CrapsEvent { offset, kind })
            .collect()
    }

    fn count(answer: &str) -> CrapsEventKind {
        PlayerCountAsked {
            answer: answer.into(),
        }
    }

    fn name(seat: Option<usize>, answer: &str) -> CrapsEventKind {
        NameAsked {
            seat,
            answer: answer.into(),
        }
    }

    #[test]
    fn counts_outside_two_to_six_are_asked_again() {
        // Answers, then whether the game went on; judged, the failures' messages.
        let table: &[(&[&str], bool, usize, &[&str])] = &[
            (&["1", "7", "3"], true, 3, &[]),
            (&["2"], true, 1, &[]),
            (
                &["1"],
                true,
                1,
                &["The game is for 2 to 6 players, but 1 was accepted"],
            ),
            (&["7", "6"], true, 2, &[]),
            (
                &["4", "3"],
                true,
                2,
                &["4 players is a valid number (2 to 6), but it was refused"],
            ),
            // Cut short right after the answer: not known to be accepted.
            (&["1"], false, 0, &[]),
            (&["two", "2"], true, 1, &[]),
        ];
        for &(answers, went_on, judged, messages) in table {
            let mut kinds: Vec<CrapsEventKind> =
                answers.iter().map(|answer| count(answer)).collect();
            if went_on {
                kinds.push(name(Some(1), "Moe"));
            }
            let view = TranscriptView::new("");
            let check = judge_player_count(&view, &events(kinds), false, &CrapsRules::SPEC);
            let first = check.first_failure().map(|found| found.message.as_str());
            assert_eq!(first, messages.first().copied(), "{answers:?}");
            assert_eq!(check.failures(), messages.len(), "{answers:?}");
            assert_eq!(check.judged(), judged, "{answers:?}");
        }
    }

    #[test]
    fn names_sit_in_the_seats_their_prompts_show() {
        let table: &[(Vec<CrapsEventKind>, &[&str])] = &[
            (
                vec![name(Some(1), "Moe"), name(Some(2), "Larry")],
                &["Moe", "Larry"],
            ),
            // Asked again for seat 2: the later answer stands.
            (
                vec![
                    name(Some(1), "Moe"),
                    name(Some(2), "moe"),
                    name(Some(2), "Curly"),
                ],
                &["Moe", "Curly"],
            ),
            (
                vec![name(None, "Bill"), name(None, "Tony")],
                &["Bill", "Tony"],
            ),
            // A seat no table has is read as no seat at all.
            (
                vec![
                    name(Some(1), "Moe"),
                    name(Some(9_223_372_036_854_775_807), "Larry"),
                ],
                &["Moe", "Larry"],
            ),
            (vec![name(Some(100_000_000), "Moe")], &["Moe"]),
            (
                vec![
                    name(None, "Bill"),
                    Roll {
                        dice: None,
                        total: 7,
                    },
                    name(None, "Tony"),
                ],
                &["Bill"],
            ),
        ];
        for (kinds, expected) in table {
            assert_eq!(seated_names(&events(kinds.clone())), *expected);
        }
    }
}
