//! War events grouped the way the checks judge them: games (with the seed
//! each was played with) made of hands, and the final tie count. Gaps in a
//! transcript (a sample that shows "..." between hands) are kept as gaps.

use reference::war::{GameResult, HandWinner};

use super::war_events::{WarEvent, WarEventAt};

/// A value as printed, and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Printed<T> {
    pub value: T,
    pub offset: usize,
}

/// One hand as far as it was printed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WarHand {
    /// The number after `Hand`, if printed.
    pub number: Option<i64>,
    pub offset: usize,
    /// (player's rank, computer's rank)
    pub cards: Option<Printed<(i64, i64)>>,
    pub winner: Option<Printed<HandWinner>>,
    /// (player's won cards, computer's won cards)
    pub piles: Option<Printed<(i64, i64)>>,
    pub tie_pile: Option<Printed<i64>>,
    /// Hands before this one are missing from the transcript.
    pub after_gap: bool,
}

/// Where a game's seed came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeedSource {
    /// The program printed `Seed = N`.
    Printed,
    /// Not printed: the seed after the previous game's (the first game's is 1).
    Following,
    /// A game seen only after a gap: the seed before the next printed one.
    BeforeNext,
}

/// One game as far as it was printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WarGame {
    pub seed: Option<i64>,
    pub seed_source: SeedSource,
    pub offset: usize,
    pub hands: Vec<WarHand>,
    pub result: Option<Printed<GameResult>>,
    /// The transcript skips from this game's hands to a later game's.
    pub end_missing: bool,
}

impl WarGame {
    /// Every hand of the game was shown, from hand 1, with no gap.
    pub fn shown_whole(&self) -> bool {
        self.hands
            .first()
            .is_some_and(|hand| hand.number.unwrap_or(1) == 1)
            && !self.hands.iter().any(|hand| hand.after_gap)
            && !self.end_missing
    }

    /// The offset of the game's last printed event.
    pub fn last_offset(&self) -> usize {
        let hand_end = self.hands.last().map_or(self.offset, |hand| {
            [
                Some(hand.offset),
                hand.cards.map(|found| found.offset),
                hand.winner.map(|found| found.offset),
                hand.piles.map(|found| found.offset),
                hand.tie_pile.map(|found| found.offset),
            ]
            .into_iter()
            .flatten()
            .max()
            .unwrap_or(hand.offset)
        });
        hand_end.max(self.result.map_or(0, |found| found.offset))
    }
}

/// A whole War transcript, read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WarRun {
    pub games: Vec<WarGame>,
    /// (games played as printed, games ending with a tie pile as printed)
    pub tie_count: Option<Printed<(Option<i64>, i64)>>,
}

impl WarRun {
    /// Some hands or games are missing between the ones shown.
    pub fn has_gaps(&self) -> bool {
        self.games.iter().any(|game| !game.shown_whole())
    }

    pub fn hands(&self) -> impl Iterator<Item = (&WarGame, &WarHand)> {
        self.games
            .iter()
            .flat_map(|game| game.hands.iter().map(move |hand| (game, hand)))
    }
}

/// Group `events` into games and hands, in one pass; a first game whose seed
/// is not printed is `first_seed`'s (the rules' first seed, 1 by the spec).
pub fn group_war_events(events: &[WarEventAt], first_seed: i64) -> WarRun {
    let mut run = WarRun::default();
    let mut after_gap = false;
    for &WarEventAt { offset, event } in events {
        match event {
            WarEvent::Seed(seed) => {
                run.games
                    .push(new_game(Some(seed), SeedSource::Printed, offset));
                after_gap = false;
            }
            WarEvent::Hand(number) => {
                let game = current_game(&mut run, offset, &mut after_gap);
                let previous = game.hands.last().and_then(|hand| hand.number);
                if previous.is_some_and(|previous| number <= previous) {
                    // Numbering starts again: a game without a seed line.
                    run.games
                        .push(new_game(None, SeedSource::Following, offset));
                } else if previous.is_some_and(|previous| number > previous + 1) {
                    // Hands are missing: what follows may belong to a later game.
                    game.end_missing = true;
                    run.games
                        .push(new_game(None, SeedSource::BeforeNext, offset));
                    after_gap = true;
                }
                let game = run.games.last_mut().expect("a game was just made");
                game.hands.push(WarHand {
                    number: Some(number),
                    offset,
                    after_gap: std::mem::take(&mut after_gap),
                    ..WarHand::default()
                });
            }
            WarEvent::Cards { player, computer } => {
                let hand = current_hand(&mut run, offset, &mut after_gap, |hand| {
                    hand.cards.is_none()
                });
                hand.cards = Some(Printed {
                    value: (player, computer),
                    offset,
                });
            }
            WarEvent::HandWinner(winner) => {
                if let Some(hand) = open_hand(&mut run, |hand| hand.winner.is_none()) {
                    hand.winner = Some(Printed {
                        value: winner,
                        offset,
                    });
                }
            }
            WarEvent::Piles { player, computer } => {
                if let Some(hand) = open_hand(&mut run, |hand| hand.piles.is_none()) {
                    hand.piles = Some(Printed {
                        value: (player, computer),
                        offset,
                    });
                }
            }
            WarEvent::TiePile(cards) => {
                if let Some(hand) = open_hand(&mut run, |hand| hand.tie_pile.is_none()) {
                    hand.tie_pile = Some(Printed {
                        value: cards,
                        offset,
                    });
                }
            }
            WarEvent::GameResult(result) => {
                if let Some(game) = run.games.last_mut().filter(|game| game.result.is_none()) {
                    game.result = Some(Printed {
                        value: result,
                        offset,
                    });
                }
            }
            WarEvent::TieCount {
                games,
                ending_in_tie,
            } => {
                run.tie_count.get_or_insert(Printed {
                    value: (games, ending_in_tie),
                    offset,
                });
            }
        }
    }
    infer_seeds(&mut run, first_seed);
    run
}

fn new_game(seed: Option<i64>, seed_source: SeedSource, offset: usize) -> WarGame {
    WarGame {
        seed,
        seed_source,
        offset,
        hands: Vec::new(),
        result: None,
        end_missing: false,
    }
}

/// The game a hand belongs to: the last one, unless it has ended.
fn current_game<'run>(
    run: &'run mut WarRun,
    offset: usize,
    after_gap: &mut bool,
) -> &'run mut WarGame {
    let ended = run
        .games
        .last()
        .is_none_or(|game| game.result.is_some() && !game.hands.is_empty());
    if ended {
        run.games
            .push(new_game(None, SeedSource::Following, offset));
        *after_gap = false;
    }
    run.games.last_mut().expect("a game exists")
}

/// The last hand if `accepts` it, else a new hand (cards with no `Hand N`).
fn current_hand<'run>(
    run: &'run mut WarRun,
    offset: usize,
    after_gap: &mut bool,
    accepts: impl Fn(&WarHand) -> bool,
) -> &'run mut WarHand {
    let game = current_game(run, offset, after_gap);
    if !game.hands.last().is_some_and(&accepts) {
        game.hands.push(WarHand {
            offset,
            after_gap: std::mem::take(after_gap),
            ..WarHand::default()
        });
    }
    game.hands.last_mut().expect("a hand exists")
}

/// The hand still being printed, if `accepts` it and its game goes on.
fn open_hand(run: &mut WarRun, accepts: impl Fn(&WarHand) -> bool) -> Option<&mut WarHand> {
    let game = run.games.last_mut().filter(|game| game.result.is_none())?;
    game.hands.last_mut().filter(|hand| accepts(hand))
}

/// Seeds not printed: after a gap, the one before the next printed seed (or
/// the last game's, from the final count); otherwise the previous one's next.
fn infer_seeds(run: &mut WarRun, first_seed: i64) {
    let games_played = run.tie_count.and_then(|found| found.value.0);
    let mut next_printed = games_played.map(|games| first_seed + games);
    for game in run.games.iter_mut().rev() {
        match game.seed_source {
            SeedSource::Printed => next_printed = game.seed,
            SeedSource::BeforeNext => game.seed = next_printed.map(|next| next - 1),
            SeedSource::Following => {}
        }
    }
    let mut previous = Some(first_seed - 1);
    for game in &mut run.games {
        if game.seed_source == SeedSource::Following {
            game.seed = previous.map(|seed| seed + 1);
        }
        previous = game.seed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(events: &[WarEvent]) -> Vec<WarEventAt> {
        events
            .iter()
            .enumerate()
            .map(|(offset, &event)| WarEventAt { offset, event })
            .collect()
    }

    fn hand(number: i64, player: i64, computer: i64) -> [WarEvent; 2] {
        [WarEvent::Hand(number), WarEvent::Cards { player, computer }]
    }

    #[test]
    fn a_gap_starts_a_game_whose_seed_comes_before_the_next_seed() {
        // The spec's sample: seed 2 shows hands 1 and 2, then "...", then
        // the last hand of seed 99, then seed 100.
        let mut events = vec![WarEvent::Seed(2)];
        events.extend(hand(1, 5, 2));
        events.extend(hand(2, 7, 1));
        events.extend(hand(26, 7, 7));
        events.push(WarEvent::GameResult(GameResult::PlayerWon));
        events.push(WarEvent::Seed(100));
        events.extend(hand(1, 8, 2));
        let run = group_war_events(&at(&events), 1);
        let seeds: Vec<_> = run
            .games
            .iter()
            .map(|game| {
                (
                    game.seed,
                    game.seed_source,
                    game.hands.len(),
                    game.shown_whole(),
                )
            })
            .collect();
        assert_eq!(
            seeds,
            [
                (Some(2), SeedSource::Printed, 2, false),
                (Some(99), SeedSource::BeforeNext, 1, false),
                (Some(100), SeedSource::Printed, 1, true),
            ]
        );
        assert!(run.games[1].hands[0].after_gap);
        assert!(run.games[0].result.is_none());
        assert!(run.has_gaps());
    }

    #[test]
    fn games_without_seed_lines_follow_one_another() {
        // No `Seed` and no `Hand` lines: results end games, cards start hands.
        let cards = |player, computer| WarEvent::Cards { player, computer };
        let events = [
            cards(3, 4),
            WarEvent::HandWinner(HandWinner::Computer),
            cards(5, 5),
            WarEvent::GameResult(GameResult::ComputerWon),
            cards(9, 1),
            WarEvent::HandWinner(HandWinner::Player),
            WarEvent::HandWinner(HandWinner::Computer),
        ];
        let run = group_war_events(&at(&events), 1);
        assert_eq!(run.games.len(), 2);
        assert_eq!(run.games[0].seed, Some(1));
        assert_eq!(run.games[1].seed, Some(2));
        assert_eq!(run.games[0].hands.len(), 2);
        // A second result line for one hand is not taken as another hand's.
        assert_eq!(
            run.games[1].hands[0].winner.map(|found| found.value),
            Some(HandWinner::Player)
        );
        assert!(!run.has_gaps());
    }

    #[test]
    fn hand_numbers_starting_again_start_a_game() {
        let mut events = Vec::new();
        events.extend(hand(1, 2, 3));
        events.extend(hand(2, 4, 5));
        events.extend(hand(1, 6, 7));
        let run = group_war_events(&at(&events), 1);
        assert_eq!(run.games.len(), 2);
        assert_eq!(run.games[1].seed, Some(2));
        // A course's seeds that start at 10: the games are 10 and 11.
        let run = group_war_events(&at(&events), 10);
        let seeds: Vec<_> = run.games.iter().map(|game| game.seed).collect();
        assert_eq!(seeds, [Some(10), Some(11)]);
    }
}
