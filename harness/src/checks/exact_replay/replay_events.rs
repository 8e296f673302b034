//! A transcript read as the events exact replay compares, for each game with
//! an event reader: the events themselves, where each was printed, where in
//! the game it falls, and how many draws the reference's stream shows.

use std::collections::{HashMap, HashSet};
use std::mem::{discriminant, Discriminant};

use crate::checks::ceelo::{read_ceelo_events, CeeloEventKind};
use crate::checks::craps::{read_craps_events, CrapsEventKind};
use reference::game_rules::GameRules;

use crate::checks::jawbone::{read_jawbone_events, JawboneEventKind, ThrowReport};
use crate::checks::ludo::{read_ludo_events, LudoEvent};
use crate::checks::war::{read_war_events, WarEvent};
use crate::checks::Patterns;

/// One game event as its game's reader gives it; compared by content only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayEvent {
    Ceelo(CeeloEventKind),
    War(WarEvent),
    Ludo(LudoEvent),
    Jawbone(JawboneEventKind),
    Craps(CrapsEventKind),
}

impl ReplayEvent {
    /// The two events say the same thing about the game: equal in every part
    /// both printed. Parts the readers leave out when a program does not
    /// print them (a jawbone throw's number or round total, War's game count
    /// in the tie report, Cee-lo's mark on an unrecognized roll, the "again"
    /// of a Ludo bonus roll) do not count against a program that leaves
    /// them out.
    pub fn agrees_with(&self, other: &ReplayEvent) -> bool {
        match (self, other) {
            (
                ReplayEvent::Ceelo(CeeloEventKind::Rolled(mine)),
                ReplayEvent::Ceelo(CeeloEventKind::Rolled(theirs)),
            ) => mine.roller == theirs.roller && mine.faces == theirs.faces,
            (
                ReplayEvent::Ludo(LudoEvent::Roll { face: mine, .. }),
                ReplayEvent::Ludo(LudoEvent::Roll { face: theirs, .. }),
            ) => mine == theirs,
            (
                ReplayEvent::War(WarEvent::TieCount {
                    games: my_games,
                    ending_in_tie: mine,
                }),
                ReplayEvent::War(WarEvent::TieCount {
                    games: their_games,
                    ending_in_tie: theirs,
                }),
            ) => mine == theirs && both_agree(my_games, their_games),
            (ReplayEvent::Jawbone(mine), ReplayEvent::Jawbone(theirs)) => {
                jawbone_agrees(mine, theirs)
            }
            (
                ReplayEvent::Craps(CrapsEventKind::Roll {
                    dice: my_dice,
                    total: mine,
                }),
                ReplayEvent::Craps(CrapsEventKind::Roll {
                    dice: their_dice,
                    total: theirs,
                }),
            ) => mine == theirs && both_agree(my_dice, their_dice),
            _ => self == other,
        }
    }
}

/// What sort of event one is (a throw, a score line, a round's header),
/// whatever it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum EventSort {
    Ceelo(Discriminant<CeeloEventKind>),
    War(Discriminant<WarEvent>),
    Ludo(Discriminant<LudoEvent>),
    Jawbone(Discriminant<JawboneEventKind>),
    Craps(Discriminant<CrapsEventKind>),
}

impl ReplayEvent {
    fn sort(&self) -> EventSort {
        match self {
            ReplayEvent::Ceelo(kind) => EventSort::Ceelo(discriminant(kind)),
            ReplayEvent::War(event) => EventSort::War(discriminant(event)),
            ReplayEvent::Ludo(event) => EventSort::Ludo(discriminant(event)),
            ReplayEvent::Jawbone(kind) => EventSort::Jawbone(discriminant(kind)),
            ReplayEvent::Craps(kind) => EventSort::Craps(discriminant(kind)),
        }
    }
}

/// Both streams as exact replay compares them: without the sorts of event
/// only one of them ever prints (a program that prints no round headers, or
/// no score after each round, is compared on the rest), without a state
/// said again unchanged (`Stakes: ...` after a game, then the same as
/// `Final stakes: ...`), and without Cee-lo's balance, which programs show
/// whenever they like (before each wager, in the continue question, both).
/// Exact replay judges the game both show; the rule checks judge what a
/// program must print, and `balance` each balance shown.
pub fn comparable_streams(
    student: &[ReplayEventAt],
    reference: &[ReplayEventAt],
) -> (Vec<ReplayEventAt>, Vec<ReplayEventAt>) {
    let sorts = |events: &[ReplayEventAt]| -> HashSet<EventSort> {
        events.iter().map(|found| found.event.sort()).collect()
    };
    let shared: HashSet<EventSort> = sorts(student)
        .intersection(&sorts(reference))
        .copied()
        .collect();
    let keep = |events: &[ReplayEventAt]| -> Vec<ReplayEventAt> {
        let mut last_state: HashMap<EventSort, &ReplayEvent> = HashMap::new();
        let mut kept = Vec::new();
        for found in events {
            let sort = found.event.sort();
            if !shared.contains(&sort) || found.event.is_shown_at_will() {
                continue;
            }
            if found.event.is_state() && last_state.insert(sort, &found.event) == Some(&found.event)
            {
                continue;
            }
            kept.push(found.clone());
        }
        kept
    };
    (keep(student), keep(reference))
}

impl ReplayEvent {
    /// A Cee-lo balance: no rule says when to show it, so two correct
    /// programs show different ones at different times.
    fn is_shown_at_will(&self) -> bool {
        matches!(
            self,
            ReplayEvent::Ceelo(CeeloEventKind::BalanceShown(_) | CeeloEventKind::AmountShown(_))
        )
    }

    /// The event shows where the game stands (the stakes, the
    /// score, the piles, a worksum) rather than something that happened, so
    /// showing it again unchanged says nothing new.
    fn is_state(&self) -> bool {
        matches!(
            self,
            ReplayEvent::War(WarEvent::Piles { .. } | WarEvent::TiePile(_))
                | ReplayEvent::Ludo(LudoEvent::Worksum(_))
                | ReplayEvent::Jawbone(
                    JawboneEventKind::Stakes { .. } | JawboneEventKind::Score { .. }
                )
                | ReplayEvent::Craps(CrapsEventKind::Bankroll { .. })
        )
    }
}

/// Equal where both are known.
fn both_agree<T: PartialEq>(mine: &Option<T>, theirs: &Option<T>) -> bool {
    match (mine, theirs) {
        (Some(mine), Some(theirs)) => mine == theirs,
        _ => true,
    }
}

fn jawbone_agrees(mine: &JawboneEventKind, theirs: &JawboneEventKind) -> bool {
    use JawboneEventKind::{Bank, PlayPrompt, ThrowAgainPrompt, ThrowFirstPrompt};
    match (mine, theirs) {
        (JawboneEventKind::Throw(mine), JawboneEventKind::Throw(theirs)) => {
            mine.thrower == theirs.thrower
                && both_agree(&mine.value, &theirs.value)
                && both_agree(&mine.announced, &theirs.announced)
                && both_agree(&mine.round_points, &theirs.round_points)
        }
        (
            Bank {
                thrower,
                points,
                total,
            },
            Bank {
                thrower: their_thrower,
                points: their_points,
                total: their_total,
            },
        ) => thrower == their_thrower && points == their_points && both_agree(total, their_total),
        (PlayPrompt { answer }, PlayPrompt { answer: theirs })
        | (ThrowFirstPrompt { answer }, ThrowFirstPrompt { answer: theirs })
        | (ThrowAgainPrompt { answer }, ThrowAgainPrompt { answer: theirs }) => {
            both_agree(answer, theirs)
        }
        _ => mine == theirs,
    }
}

/// An event and the byte offset of the transcript where it was printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayEventAt {
    pub offset: usize,
    pub event: ReplayEvent,
}

/// The games exact replay can compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayGame {
    Ceelo,
    War,
    Ludo,
    Jawbone,
    Craps,
}

impl ReplayGame {
    /// The game of `assignment`, if its events can be compared.
    pub fn of(assignment: &str) -> Option<ReplayGame> {
        match assignment {
            "ceelo" => Some(ReplayGame::Ceelo),
            "war" => Some(ReplayGame::War),
            "ludo" => Some(ReplayGame::Ludo),
            "jawbone" => Some(ReplayGame::Jawbone),
            "craps" => Some(ReplayGame::Craps),
            _ => None,
        }
    }

    /// The spec says how every draw is made (War's `srand(1..100)` with
    /// `rand()%13+1`, the jawbone's `srandom(seed)` with `random()%100`), so
    /// any C program conforming to it plays the reference's game. Cee-lo and
    /// Ludo leave the mapping from draw to face to the program.
    pub fn spec_fixes_the_draw(self) -> bool {
        matches!(self, ReplayGame::War | ReplayGame::Jawbone)
    }

    /// Every event of `text`, in the order printed; a jawbone throw with the
    /// position it landed in by `rules`, announced or not, so two streams
    /// compare the positions both show.
    pub fn read(self, text: &str, patterns: &Patterns, rules: &GameRules) -> Vec<ReplayEventAt> {
        let at = |offset, event| ReplayEventAt { offset, event };
        match self {
            ReplayGame::Ceelo => read_ceelo_events(text, patterns)
                .into_iter()
                .map(|found| at(found.offset, ReplayEvent::Ceelo(found.kind)))
                .collect(),
            ReplayGame::War => read_war_events(text, patterns)
                .into_iter()
                .map(|found| at(found.offset, ReplayEvent::War(found.event)))
                .collect(),
            ReplayGame::Ludo => read_ludo_events(text, patterns)
                .into_iter()
                .map(|found| at(found.offset, ReplayEvent::Ludo(found.event)))
                .collect(),
            ReplayGame::Jawbone => read_jawbone_events(text, patterns, rules.jawbone())
                .into_iter()
                .map(|found| {
                    let kind = match found.kind {
                        JawboneEventKind::Throw(report) => JawboneEventKind::Throw(ThrowReport {
                            announced: report.landed(rules.jawbone()),
                            ..report
                        }),
                        other => other,
                    };
                    at(found.offset, ReplayEvent::Jawbone(kind))
                })
                .collect(),
            ReplayGame::Craps => read_craps_events(text, patterns)
                .into_iter()
                .map(|found| at(found.offset, ReplayEvent::Craps(found.kind)))
                .collect(),
        }
    }

    /// How many draws a stream shows: three dice per Cee-lo roll, one die
    /// per Ludo roll, one number per jawbone throw. War redraws a rank dealt
    /// four times without printing it, so its draws cannot be counted (and
    /// need not be: its spec fixes them).
    pub fn draws_shown(self, events: &[ReplayEventAt]) -> Option<usize> {
        let count = |per_event: fn(&ReplayEvent) -> usize| {
            events.iter().map(|found| per_event(&found.event)).sum()
        };
        match self {
            ReplayGame::Ceelo => Some(count(|event| match event {
                ReplayEvent::Ceelo(CeeloEventKind::Rolled(roll)) => roll.faces.len(),
                _ => 0,
            })),
            ReplayGame::Ludo => Some(count(|event| {
                usize::from(matches!(event, ReplayEvent::Ludo(LudoEvent::Roll { .. })))
            })),
            ReplayGame::Jawbone => Some(count(|event| {
                usize::from(matches!(
                    event,
                    ReplayEvent::Jawbone(JawboneEventKind::Throw(_))
                ))
            })),
            // Two dice per roll, whether or not the program prints them.
            ReplayGame::Craps => Some(count(|event| match event {
                ReplayEvent::Craps(CrapsEventKind::Roll { .. }) => 2,
                _ => 0,
            })),
            ReplayGame::War => None,
        }
    }

    /// Where in the game the event after `before` falls, in a student's
    /// words: "hand 4 of seed 1", "game 3", "turn 5", "round 2 of game 1".
    pub fn place(self, before: &[ReplayEventAt]) -> String {
        let events = before.iter().map(|found| &found.event);
        match self {
            ReplayGame::War => {
                let mut seed = None;
                let mut hand = None;
                for event in events {
                    match event {
                        ReplayEvent::War(WarEvent::Seed(number)) => {
                            seed = Some(*number);
                            hand = None;
                        }
                        ReplayEvent::War(WarEvent::Hand(number)) => hand = Some(*number),
                        _ => {}
                    }
                }
                match (hand, seed) {
                    (Some(hand), Some(seed)) => format!("hand {hand} of seed {seed}"),
                    (Some(hand), None) => format!("hand {hand}"),
                    (None, Some(seed)) => format!("the game of seed {seed}"),
                    (None, None) => "before the first game".to_string(),
                }
            }
            ReplayGame::Ceelo => {
                let decided = events
                    .filter(|event| matches!(event, ReplayEvent::Ceelo(CeeloEventKind::Decided(_))))
                    .count();
                format!("game {}", decided + 1)
            }
            ReplayGame::Ludo => {
                let turns = events
                    .filter(|event| matches!(event, ReplayEvent::Ludo(LudoEvent::TurnStart(_))))
                    .count();
                if turns == 0 {
                    "before the first turn".to_string()
                } else {
                    format!("turn {turns}")
                }
            }
            ReplayGame::Craps => {
                let passes = events
                    .filter(|event| {
                        matches!(
                            event,
                            ReplayEvent::Craps(CrapsEventKind::PassVerdict { .. })
                        )
                    })
                    .count();
                format!("pass {}", passes + 1)
            }
            ReplayGame::Jawbone => {
                let (mut games, mut rounds) = (1, 0);
                for event in events {
                    match event {
                        ReplayEvent::Jawbone(JawboneEventKind::Win { .. }) => {
                            games += 1;
                            rounds = 0;
                        }
                        ReplayEvent::Jawbone(JawboneEventKind::RoundStart { .. }) => rounds += 1,
                        _ => {}
                    }
                }
                if rounds == 0 {
                    format!("game {games}")
                } else {
                    format!("round {rounds} of game {games}")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assignment::Assignment;

    fn read(game: &str, text: &str) -> (ReplayGame, Vec<ReplayEventAt>) {
        let assignment = Assignment::builtin(game).unwrap();
        let replay_game = ReplayGame::of(game).unwrap();
        (
            replay_game,
            replay_game.read(text, &assignment.patterns, &assignment.rules),
        )
    }

    #[test]
    fn draws_are_counted_from_what_the_reference_prints() {
        let table = [
            (
                "ceelo",
                "You rolled (1, 2, 4) (unrecognized combo)\nYou rolled (4, 5, 6)\nCPU rolled (3, 3, 3)\nYou won!\n",
                Some(9),
            ),
            (
                "ludo",
                "Player1:\nPlease roll the die: 6\nPlease roll the die again: 3\nworksum = 3\nPlayer2:\nPlease roll the die: 2\nworksum = 0\n",
                Some(3),
            ),
            (
                "jawbone",
                "Your round: you have 0 points banked.\nYou threw 55: 2 points (round: 2)\nYou threw 15: Erillaan Pystyyn!\n",
                Some(2),
            ),
            ("war", "Seed = 1 :\nHand 1 :\nYou played a 2 and I played a 3\n", None),
        ];
        for (game, text, draws) in table {
            let (replay_game, events) = read(game, text);
            assert_eq!(replay_game.draws_shown(&events), draws, "{game}");
        }
    }

    #[test]
    fn only_the_sorts_of_event_both_print_are_kept() {
        let (_, student) = read(
            "war",
            "Hand 1 :\nYou played a 2 and I played a 3\nSeed = 9 :\n",
        );
        let (_, reference) = read(
            "war",
            "Seed = 1 :\nYou played a 2 and I played a 3\nSo I won these cards\nTie pile: 2\n",
        );
        let (student, reference) = comparable_streams(&student, &reference);
        let events = |kept: &[ReplayEventAt]| -> Vec<ReplayEvent> {
            kept.iter().map(|found| found.event.clone()).collect()
        };
        let cards = ReplayEvent::War(WarEvent::Cards {
            player: 2,
            computer: 3,
        });
        assert_eq!(
            events(&student),
            [cards.clone(), ReplayEvent::War(WarEvent::Seed(9))]
        );
        assert_eq!(
            events(&reference),
            [ReplayEvent::War(WarEvent::Seed(1)), cards]
        );
    }

    #[test]
    fn events_agree_on_what_both_printed() {
        let (_, events) = read(
            "war",
            "After 100 games, 44 games ended\n44 games ended with\nAfter 99 games, 44 games ended\n",
        );
        let [hundred, unsaid, ninety_nine] = [&events[0].event, &events[1].event, &events[2].event];
        assert!(hundred.agrees_with(unsaid) && unsaid.agrees_with(ninety_nine));
        assert!(!hundred.agrees_with(ninety_nine));
        let (_, events) = read(
            "ludo",
            "Please roll the die again: 6\nrolled a 6\nrolled a 5\n",
        );
        assert!(events[0].event.agrees_with(&events[1].event));
        assert!(!events[1].event.agrees_with(&events[2].event));
        let (_, events) = read(
            "jawbone",
            "You threw 55: 2 points (round: 2)\nYou threw 55\nYou threw 56: 2 points (round: 2)\nThe computer threw 55: 2 points\n",
        );
        let events: Vec<&ReplayEvent> = events.iter().map(|found| &found.event).collect();
        assert!(events[0].agrees_with(events[1]));
        assert!(!events[0].agrees_with(events[2]));
        assert!(!events[0].agrees_with(events[3]));
    }

    #[test]
    fn places_name_the_hand_game_turn_or_round() {
        let table = [
            ("war", "", "before the first game"),
            ("war", "Seed = 1 :\n", "the game of seed 1"),
            (
                "war",
                "Seed = 1 :\nHand 1 :\nHand 2 :\nSeed = 2 :\nHand 4 :\n",
                "hand 4 of seed 2",
            ),
            (
                "ceelo",
                "You rolled (4, 5, 6)\nCPU rolled (1, 1, 2)\nYou won!\n",
                "game 2",
            ),
            (
                "ludo",
                "Player1:\nPlease roll the die: 2\nworksum = 0\nPlayer2:\n",
                "turn 2",
            ),
            (
                "jawbone",
                "You win the game!\nYour round: you have 0 points banked.\n",
                "round 1 of game 2",
            ),
        ];
        for (game, text, place) in table {
            let (replay_game, events) = read(game, text);
            assert_eq!(replay_game.place(&events), place, "{game}: {text:?}");
        }
    }
}
