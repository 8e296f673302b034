//! What the rules make of each throw whose thrower is known (the aligned
//! draws, ALIGN.md): the round's points after it and the thrower's banked
//! total were the round to end there. With these known, a number the
//! program shows beside a throw can be told for what it is (`C 75 +4 r18`
//! then `C = 31`: 31 is the banked total, not the round's points) while a
//! number that is neither is still judged as the round's.

use reference::jawbone::{JawboneRules, Round, RoundEnd, RoundStep, Side};

/// A throw as the rules account for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct KnownThrow {
    /// The round's points after the throw (0 when it lost them).
    pub(super) round_points: u32,
    /// The thrower's banked total once the round ends with this throw
    /// (banked by the throw, lost by it, or passed right after it).
    pub(super) banked_if_ended: u32,
    /// The throw ends the round (banked or lost by it).
    pub(super) ends_round: bool,
    /// The throw is its round's last: it ended the round, or the next
    /// throw is known to be the other side's (the thrower passed).
    pub(super) closes_round: bool,
    /// The throw won the game (its round reached the target).
    pub(super) wins_game: bool,
}

impl KnownThrow {
    /// The thrower's banked total before the round.
    pub(super) fn banked_before(&self) -> u32 {
        self.banked_if_ended.saturating_sub(self.round_points)
    }
}

/// For each draw (its face and, where known, its thrower) in the order
/// drawn, what the rules make of it: known up to the first draw whose
/// thrower is not (what follows depends on it).
pub(super) fn known_throws(
    draws: &[(u32, Option<Side>)],
    rules: &JawboneRules,
) -> Vec<Option<KnownThrow>> {
    let limits = rules.limits();
    let mut known = vec![None; draws.len()];
    let mut banked = [0u32; 2];
    let mut open: Option<(Side, Round)> = None;
    for (index, &(face, thrower)) in draws.iter().enumerate() {
        let (Some(thrower), Ok(position)) = (thrower, rules.position(face)) else {
            break;
        };
        let round = match open.take() {
            Some((side, round)) if side == thrower => round,
            Some((side, round)) => {
                banked[slot(side)] = round.pass().total();
                limits.round(banked[slot(thrower)])
            }
            None => limits.round(banked[slot(thrower)]),
        };
        known[index] = Some(match round.throw(position) {
            RoundStep::GoesOn(next) => {
                open = Some((thrower, next));
                KnownThrow {
                    round_points: next.points(),
                    banked_if_ended: next.pass().total(),
                    ends_round: false,
                    closes_round: false,
                    wins_game: false,
                }
            }
            RoundStep::Over(end) => {
                banked[slot(thrower)] = end.total();
                let wins_game = rules.wins(end);
                if wins_game {
                    banked = [0, 0];
                }
                KnownThrow {
                    round_points: match end {
                        RoundEnd::Banked { points, .. } => points,
                        RoundEnd::Lost { .. } => 0,
                    },
                    banked_if_ended: end.total(),
                    ends_round: true,
                    closes_round: true,
                    wins_game,
                }
            }
        });
    }
    for index in 1..known.len() {
        let passed_to = draws[index].1.zip(draws[index - 1].1);
        if let (Some(throw), Some((next, before))) = (known[index - 1].as_mut(), passed_to) {
            throw.closes_round |= next != before;
        }
    }
    known
}

fn slot(side: Side) -> usize {
    match side {
        Side::Human => 0,
        Side::Computer => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{Computer, Human};

    #[test]
    fn rounds_are_accounted_by_the_rules_while_throwers_are_known() {
        let draws = [
            // The human: 2, 7, then Pitkä Rivi banks 9.
            (61, Some(Human)),
            (89, Some(Human)),
            (22, Some(Human)),
            // The computer: 7, 7, 4 (18: it passes with 18).
            (86, Some(Computer)),
            (86, Some(Computer)),
            (79, Some(Computer)),
            // The human: 1, then Erillään Pystyyn loses it (9 stays).
            (40, Some(Human)),
            (3, Some(Human)),
            // The computer: Pidä ja anna, 11 on its 18.
            (95, Some(Computer)),
            // Unknown thrower: nothing known from here on.
            (61, None),
            (61, Some(Human)),
        ];
        let known: Vec<Option<(u32, u32)>> = known_throws(&draws, &JawboneRules::default())
            .into_iter()
            .map(|throw| throw.map(|throw| (throw.round_points, throw.banked_if_ended)))
            .collect();
        let ends: Vec<usize> = known_throws(&draws, &JawboneRules::default())
            .iter()
            .enumerate()
            .filter(|(_, throw)| throw.is_some_and(|throw| throw.ends_round))
            .map(|(draw, _)| draw)
            .collect();
        assert_eq!(ends, [2, 7, 8]);
        let closing: Vec<usize> = known_throws(&draws, &JawboneRules::default())
            .iter()
            .enumerate()
            .filter(|(_, throw)| throw.is_some_and(|throw| throw.closes_round))
            .map(|(draw, _)| draw)
            .collect();
        // The computer's 18 (draw 5) is passed; the human's 1 is not.
        assert_eq!(closing, [2, 5, 7, 8]);
        assert_eq!(
            known,
            [
                Some((2, 2)),
                Some((9, 9)),
                Some((9, 9)),
                Some((7, 7)),
                Some((14, 14)),
                Some((18, 18)),
                Some((1, 10)),
                Some((0, 9)),
                Some((11, 29)),
                None,
                None,
            ]
        );
    }

    #[test]
    fn a_won_game_starts_the_next_from_nothing() {
        // The human at 88 throws 7 (95: won); the next game's first throw.
        let mut draws = vec![(99, Some(Human)); 8];
        draws.push((85, Some(Human)));
        draws.push((61, Some(Human)));
        let known = known_throws(&draws, &JawboneRules::default());
        assert_eq!(
            known[8].map(|throw| throw.banked_if_ended),
            Some(95),
            "88 + 7"
        );
        assert_eq!(
            known[9].map(|throw| (throw.round_points, throw.banked_if_ended)),
            Some((2, 2))
        );
    }
}
