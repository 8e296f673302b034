//! The War judge on whole transcripts: the spec's sample, and 100 games
//! printed in the spec's wording by programs with one mistake each.

use std::path::Path;

use reference::game_rules::GameRules;
use reference::rng::{GlibcRandom, JavaRandom, RandomSource};
use reference::war::{
    deal, hand_winner, Aces, Deal, GameResult, HandWinner, Rank, SeedRange, Tally, WarRules,
};

use super::judge_war;
use crate::assignment::Assignment;
use crate::checks::{CheckStatus, JudgeInput, TranscriptView};

/// How a (possibly wrong) War program plays; `SPEC` is the right one.
#[derive(Clone, Copy)]
struct Program {
    aces_high: bool,
    tie_pile_awarded: bool,
    tied_games_go_to_me: bool,
    counts_tied_games: bool,
    seeded_once: bool,
    first_seed: u32,
    last_seed: u32,
    /// Drawn as a Java program draws: `new Random(seed)`, `nextInt(13) + 1`.
    java: bool,
}

const SPEC: Program = Program {
    aces_high: false,
    tie_pile_awarded: true,
    tied_games_go_to_me: false,
    counts_tied_games: false,
    seeded_once: false,
    first_seed: 1,
    last_seed: 100,
    java: false,
};

const SPEC_RULES: WarRules = WarRules::SPEC;

fn verdict(program: Program, player: Rank, computer: Rank) -> HandWinner {
    let high = |rank: Rank| {
        if program.aces_high && rank == 1 {
            14
        } else {
            rank
        }
    };
    hand_winner(&SPEC_RULES, high(player), high(computer))
}

/// A generator whose every draw is logged as its face, as the shim logs it.
struct Logged<'log> {
    generator: Box<dyn RandomSource>,
    faces: &'log std::cell::RefCell<Vec<u32>>,
}

impl RandomSource for Logged<'_> {
    fn below(&mut self, n: u32) -> u32 {
        let index = self.generator.below(n);
        self.faces.borrow_mut().push(index + 1);
        index
    }
    fn reseed(&mut self, seed: u64) {
        self.generator.reseed(seed)
    }
}

/// The transcript `program` prints, in the spec's wording.
fn transcript(program: Program) -> String {
    transcript_and_draws(program).0
}

/// The transcript `program` prints, and the faces of its draws in order.
fn transcript_and_draws(program: Program) -> (String, Vec<u32>) {
    let mut out = String::from("It's WAR !!!\nPress ENTER to begin : \n");
    let faces = std::cell::RefCell::new(Vec::new());
    let generator = |seed: u32| Logged {
        generator: if program.java {
            Box::new(JavaRandom::new(i64::from(seed)))
        } else {
            Box::new(GlibcRandom::new(seed))
        },
        faces: &faces,
    };
    let mut once = generator(program.first_seed);
    let mut counted = 0;
    for seed in program.first_seed..=program.last_seed {
        let dealt: Deal = if program.seeded_once {
            deal(&SPEC_RULES, &mut once)
        } else {
            deal(&SPEC_RULES, &mut generator(seed))
        };
        out += &format!("\nSeed = {seed} :\n");
        let mut tally = Tally::default();
        for (index, (player, computer)) in dealt.hands().enumerate() {
            let winner = verdict(program, player, computer);
            if program.tie_pile_awarded || winner == HandWinner::Tie {
                tally.award(winner);
            } else {
                let mut two_cards = Tally::default();
                two_cards.award(winner);
                tally.player_won += two_cards.player_won;
                tally.computer_won += two_cards.computer_won;
                tally.tie_pile = 0;
            }
            let said = super::winner_text(winner);
            out += &format!(
                "\nHand {} :\nYou played a {player} and I played a {computer}\n{said}\n\
                 You have won {} cards and I have won {} cards\nThere are {} cards in the Tie pile\n",
                index + 1,
                tally.player_won,
                tally.computer_won,
                tally.tie_pile
            );
        }
        let mut result = tally.result();
        if program.tied_games_go_to_me && result == GameResult::Tied {
            result = GameResult::ComputerWon;
        }
        out += &format!("\n{}\n", super::result_text(result));
        let counts = if program.counts_tied_games {
            tally.result() == GameResult::Tied
        } else {
            dealt.ends_with_cards_in_tie_pile()
        };
        counted += usize::from(counts);
    }
    drop(once);
    let text = out
        + &format!(
            "After {} games, {counted} games ended with the last cards played being the same\n",
            program.last_seed - program.first_seed + 1
        );
    (text, faces.into_inner())
}

struct Judged {
    /// (check id, status, line number of a failure)
    outcomes: Vec<(String, CheckStatus, Option<usize>)>,
    messages: Vec<String>,
}

fn judge(text: &str, complete: bool) -> Judged {
    judge_by(text, complete, SPEC_RULES)
}

fn judge_by(text: &str, complete: bool, rules: WarRules) -> Judged {
    judge_with(
        text,
        complete,
        rules,
        &crate::behaviour::Behaviour::default(),
    )
}

/// Judged with the program's draws known, as the shim logs them.
fn judge_with_draws(text: &str, complete: bool, faces: &[u32]) -> Judged {
    let draws = faces
        .iter()
        .map(|&face| crate::behaviour::Draw {
            face,
            rigged: false,
            value: i64::from(face - 1),
            after_inputs: 0,
        })
        .collect();
    let behaviour = crate::behaviour::Behaviour {
        exchanges: Vec::new(),
        draws: Some(draws),
    };
    judge_with(text, complete, SPEC_RULES, &behaviour)
}

fn judge_with(
    text: &str,
    complete: bool,
    rules: WarRules,
    behaviour: &crate::behaviour::Behaviour,
) -> Judged {
    let assignment = Assignment::builtin("war").unwrap();
    let outcomes = judge_war(&JudgeInput {
        view: TranscriptView::new(text),
        patterns: &assignment.patterns,
        builtin_patterns: None,
        rules: &GameRules::War(rules),
        seed: None,
        dice: &[],
        complete,
        behaviour,
        expected: None,
        deadline: &crate::checks::JudgeDeadline::unbounded(),
    });
    Judged {
        messages: outcomes
            .iter()
            .map(|outcome| outcome.message.clone())
            .collect(),
        outcomes: outcomes
            .into_iter()
            .map(|outcome| {
                (
                    outcome.id,
                    outcome.status,
                    outcome.line.map(|line| line.number),
                )
            })
            .collect(),
    }
}

fn with_status(judged: &Judged, status: CheckStatus) -> Vec<&str> {
    judged
        .outcomes
        .iter()
        .filter(|(_, seen, _)| *seen == status)
        .map(|(id, _, _)| id.as_str())
        .collect()
}

#[test]
fn each_mistake_fails_its_own_check_once() {
    let cases: &[(&str, Program, &[&str])] = &[
        ("spec", SPEC, &[]),
        (
            "aces high",
            Program {
                aces_high: true,
                ..SPEC
            },
            &["hand-result"],
        ),
        (
            "tie pile not awarded",
            Program {
                tie_pile_awarded: false,
                ..SPEC
            },
            &["pile-counts"],
        ),
        (
            "tied games go to the computer",
            Program {
                tied_games_go_to_me: true,
                ..SPEC
            },
            &["game-result"],
        ),
        (
            "counts tied games",
            Program {
                counts_tied_games: true,
                ..SPEC
            },
            &["tie-pile-report"],
        ),
        (
            "srand once",
            Program {
                seeded_once: true,
                ..SPEC
            },
            &["seeds"],
        ),
        ("java, seeded per game", Program { java: true, ..SPEC }, &[]),
        (
            "java, seeded once",
            Program {
                java: true,
                seeded_once: true,
                ..SPEC
            },
            &["seeds"],
        ),
        (
            "fifty games",
            Program {
                last_seed: 50,
                ..SPEC
            },
            &["seeds"],
        ),
    ];
    for (name, program, failing) in cases {
        let (text, faces) = transcript_and_draws(*program);
        // Read by the sentences (the draws unknown), and by the values with
        // each hand placed by the draws.
        for (reader, judged) in [
            ("patterns", judge(&text, true)),
            ("draws", judge_with_draws(&text, true, &faces)),
        ] {
            let name = format!("{name}, read by the {reader}");
            assert_each_mistake(&name, &judged, failing);
        }
    }
}

fn assert_each_mistake(name: &str, judged: &Judged, failing: &[&str]) {
    assert_eq!(
        with_status(judged, CheckStatus::Fail),
        failing,
        "{name}: {:?}",
        judged.messages
    );
    let passing = with_status(judged, CheckStatus::Pass);
    assert_eq!(
        passing.len() + failing.len(),
        6,
        "{name}: {:?}",
        judged.outcomes
    );
}

#[test]
fn a_fifth_card_of_a_rank_fails_the_deal_at_its_line() {
    // Seed 1 plays 1 against 10 in hand 1; make hand 2's 12 a 10 as well,
    // then hand 9's 10 v 11 holds the fifth 10... and the count is exact.
    let text = transcript(SPEC);
    let seed_1_end = text.find("Seed = 2 :").unwrap();
    let tens_in_seed_1 = text[..seed_1_end].match_indices("played a 10").count();
    assert_eq!(tens_in_seed_1, 4);
    let changed = text.replacen(
        "You played a 12 and I played a 5",
        "You played a 10 and I played a 5",
        1,
    );
    let judged = judge(&changed, true);
    let deal = &judged.outcomes[0];
    assert_eq!((deal.0.as_str(), deal.1), ("deal", CheckStatus::Fail));
    let line = deal.2.unwrap();
    let fifth = changed[..seed_1_end]
        .match_indices("played a 10")
        .nth(4)
        .map(|(offset, _)| TranscriptView::new(&changed).line_at(offset).number);
    assert_eq!(Some(line), fifth);
    assert!(
        judged.messages[0].contains("5 cards of rank 10"),
        "{}",
        judged.messages[0]
    );
}

#[test]
fn a_run_cut_short_fails_nothing_it_did_not_print() {
    let text = transcript(SPEC);
    // Cut inside game 40, after its first hand's cards.
    let game_40 = text.find("Seed = 40 :").unwrap();
    let cut = &text[..game_40 + text[game_40..].find("So ").unwrap()];
    // The draws: game 40 dealt whole before its first hand was shown, or
    // cut as well after its first hands' cards.
    let (_, through_40) = transcript_and_draws(Program {
        last_seed: 40,
        ..SPEC
    });
    let (_, through_39) = transcript_and_draws(Program {
        last_seed: 39,
        ..SPEC
    });
    let readings: [(&str, &dyn Fn(bool) -> Judged); 3] = [
        ("patterns", &|complete| judge(cut, complete)),
        ("draws of game 40 whole", &|complete| {
            judge_with_draws(cut, complete, &through_40)
        }),
        ("draws cut in game 40", &|complete| {
            judge_with_draws(cut, complete, &through_40[..through_39.len() + 5])
        }),
    ];
    for (reader, judge) in readings {
        // Cut short, nothing fails; from a program that ended there by
        // itself, the run is too short.
        for (complete, failing) in [(false, &[][..]), (true, &["deal", "seeds"][..])] {
            let judged = judge(complete);
            assert_eq!(
                with_status(&judged, CheckStatus::Fail),
                failing,
                "{reader}: {:?}",
                judged.messages
            );
            assert_eq!(
                with_status(&judged, CheckStatus::Skip),
                ["tie-pile-report"],
                "{reader}"
            );
        }
    }
}

#[test]
fn the_spec_sample_passes_every_check_it_shows() {
    let sample = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../reference/tests/data/war.txt"),
    )
    .unwrap();
    let judged = judge(&sample, true);
    assert_eq!(
        with_status(&judged, CheckStatus::Pass).len(),
        6,
        "{:?} {:?}",
        judged.outcomes,
        judged.messages
    );
    // The games the sample leaves out are filled in from the spec's deal.
    assert!(
        judged.messages[4].contains("44 games"),
        "{}",
        judged.messages[4]
    );
    assert!(
        judged.messages[4].contains("leaves out"),
        "{}",
        judged.messages[4]
    );
}

#[test]
fn nothing_to_read_is_a_skip_with_its_reason() {
    let judged = judge("It's WAR !!!\nPress ENTER to begin : \nBye\n", true);
    assert_eq!(with_status(&judged, CheckStatus::Skip).len(), 6);
    assert!(
        judged.messages[0].contains("nothing to judge"),
        "{}",
        judged.messages[0]
    );
    let judged = judge("It's WAR !!!\n", false);
    assert_eq!(with_status(&judged, CheckStatus::Skip).len(), 6);
}

#[test]
fn a_course_judges_by_its_own_aces_and_seeds() {
    let aces_high = WarRules {
        aces: Aces::High,
        ..SPEC_RULES
    };
    let seeds_5_to_20 = WarRules {
        seeds: SeedRange::new(5, 20).unwrap(),
        ..SPEC_RULES
    };
    let from_5 = Program {
        first_seed: 5,
        last_seed: 20,
        ..SPEC
    };
    let high = Program {
        aces_high: true,
        ..SPEC
    };
    // (program, rules, failing checks)
    let cases: &[(&str, Program, WarRules, &[&str])] = &[
        ("aces high, by aces high", high, aces_high, &[]),
        ("aces low, by aces high", SPEC, aces_high, &["hand-result"]),
        ("seeds 5-20, by 5-20", from_5, seeds_5_to_20, &[]),
        ("seeds 1-100, by 5-20", SPEC, seeds_5_to_20, &["seeds"]),
        ("seeds 5-20, by the spec", from_5, SPEC_RULES, &["seeds"]),
    ];
    for (name, program, rules, failing) in cases {
        let judged = judge_by(&transcript(*program), true, *rules);
        assert_eq!(
            with_status(&judged, CheckStatus::Fail),
            *failing,
            "{name}: {:?}",
            judged.messages
        );
    }
    let judged = judge_by(&transcript(SPEC), true, aces_high);
    assert!(
        judged.messages[1].contains("Aces are high (1 beats every other card)"),
        "{}",
        judged.messages[1]
    );
}

#[test]
fn a_runaway_game_is_read_in_one_pass() {
    // 20,000 hands of one game (a quadratic reader would take minutes here;
    // no time is asserted, as the test machine's load varies).
    let mut text = String::from("Seed = 1 :\n");
    for hand in 1..=20_000 {
        text += &format!("Hand {hand} :\nYou played a 1 and I played a 1\nIt was a tie\n");
    }
    let judged = judge(&text, true);
    let deal = &judged.outcomes[0];
    assert_eq!((deal.1, deal.2), (CheckStatus::Fail, Some(9)));
    assert!(
        judged.messages[0].contains("5 cards of rank 1"),
        "{}",
        judged.messages[0]
    );
}
