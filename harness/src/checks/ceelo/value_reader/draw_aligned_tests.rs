//! Who rolled, from the reference's play where the program's draws are the
//! reference's: the same game in several wordings (English number words, a
//! language no lexicon knows, table rows naming no side), the guard for a
//! program that orders its rolls otherwise, draws that part from the
//! reference, and a decided game the program rolled again.

use reference::ceelo::{Outcome, Roller};

use super::read_by_values;
use crate::checks::ceelo::inferred_results::with_results_from_balances;
use crate::checks::ceelo::{judge_ceelo, CeeloEventKind, RollSeen};
use crate::checks::exact_replay::ReferencePlay;
use crate::checks::recorded_run::Part::{Draw as Roll, In, Out};
use crate::checks::recorded_run::RecordedRun;
use crate::checks::{CheckStatus, JudgeInput, TranscriptView};

type Part<'a> = crate::checks::recorded_run::Part<'a, 3>;

use Roller::{Cpu, Player};

/// A game in `lines`, one line a roll of `dice` (then the result and the
/// balance in `after`), between the reference's prompts and answers.
fn game<'a>(dice: &[[u32; 3]], lines: &[&'a str], after: &'a str) -> Vec<Part<'a>> {
    let mut parts = vec![
        Out("Enter in an initial bank balance (in dollars): "),
        In("100"),
        Out("Your current balance is $100.00\nEnter in a wager amount (in dollars): "),
        In("10"),
    ];
    for (faces, line) in dice.iter().zip(lines) {
        parts.push(Roll(*faces));
        parts.push(Out(line));
    }
    parts.push(Out(after));
    parts.push(Out("('c' for continue, 'q' for quit): "));
    parts.push(In("q"));
    parts
}

/// The reference's play of a game, in its own wording.
fn reference_of(dice: &[[u32; 3]], rollers: &[Roller], after: &str) -> ReferencePlay {
    let lines: Vec<String> = dice
        .iter()
        .zip(rollers)
        .map(|([a, b, c], roller)| {
            let who = match roller {
                Player => "You",
                Cpu => "CPU",
            };
            format!("{who} rolled ({a}, {b}, {c})\n")
        })
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    RecordedRun::of(&game(dice, &lines, after)).as_reference_play("ceelo")
}

fn rolls_read(run: &RecordedRun, expected: Option<&ReferencePlay>) -> Vec<RollSeen> {
    let events = match expected {
        Some(expected) => run.judged_against("ceelo", expected, read_by_values),
        None => run.judged("ceelo", true, read_by_values),
    };
    events
        .into_iter()
        .filter_map(|event| match event.kind {
            CeeloEventKind::Rolled(roll) => Some(roll),
            _ => None,
        })
        .collect()
}

fn rollers(rolls: &[RollSeen]) -> Vec<(Roller, [u32; 3])> {
    rolls.iter().map(|roll| (roll.roller, roll.faces)).collect()
}

/// The player's 1-2-4 and 2-2-5, the CPU's 6-4-1 and 4-4-1: a win.
const DICE: [[u32; 3]; 4] = [[1, 2, 4], [2, 2, 5], [6, 4, 1], [4, 4, 1]];
const ROLLERS: [Roller; 4] = [Player, Player, Cpu, Cpu];
const WON: &str =
    "You won!\nDo you want to continue playing or quit and take your money ($110.00)\n";

#[test]
fn the_roller_of_each_aligned_roll_is_the_reference_s_in_any_wording() {
    let reference = reference_of(&DICE, &ROLLERS, WON);
    // (a game's roll lines, then its end; who rolled by the words alone)
    let table: [([&str; 4], &str, [Roller; 4]); 4] = [
        // English number words, the CPU named by no word the lexicon knows.
        (
            [
                "You rolled one, two, four. Nothing there.\n",
                "You rolled two, two, five.\n",
                "Grandpa rolled six, four, one. Nothing there.\n",
                "Grandpa rolled four, four, one.\n",
            ],
            "Grandpa grumbles.\nPurse: 110.00\n",
            [Player; 4],
        ),
        // Esperanto, which no course language covers.
        (
            [
                "Vi ĵetis: 1 2 4 (nenio)\n",
                "Vi ĵetis: 2 2 5\n",
                "La komputilo ĵetis: 6 4 1 (nenio)\n",
                "La komputilo ĵetis: 4 4 1\n",
            ],
            "Vi gajnis!\nMono: 110.00\n",
            [Player; 4],
        ),
        // Table rows naming no side.
        (
            [
                "| 1 | 2 | 4 | -\n",
                "| 2 | 2 | 5 | 5\n",
                "| 6 | 4 | 1 | -\n",
                "| 4 | 4 | 1 | 1\n",
            ],
            "+ 10.00 = 110.00\n",
            [Player; 4],
        ),
        // Both sides named, as the words already read them.
        (
            [
                "You: 1 2 4\n",
                "You: 2 2 5\n",
                "CPU: 6 4 1\n",
                "CPU: 4 4 1\n",
            ],
            "You won!\n",
            ROLLERS,
        ),
    ];
    for (lines, after, by_words) in table {
        let run = RecordedRun::of(&game(&DICE, &lines, after));
        let expected: Vec<(Roller, [u32; 3])> = ROLLERS.into_iter().zip(DICE).collect();
        assert_eq!(
            rollers(&rolls_read(&run, Some(&reference))),
            expected,
            "{lines:?}"
        );
        let words_only: Vec<(Roller, [u32; 3])> = by_words.into_iter().zip(DICE).collect();
        assert_eq!(rollers(&rolls_read(&run, None)), words_only, "{lines:?}");
    }
}

#[test]
fn a_remark_under_dice_is_not_the_mark_of_the_roll_above_when_the_next_roll_is_there() {
    let reference = reference_of(&DICE, &ROLLERS, WON);
    let lines = [
        "You rolled one, two, four ... nothing there.\n",
        "You rolled two, two, five.\n",
        "I rolled six, four, one ... nothing there.\n",
        "I rolled four, four, one.\n",
    ];
    let run = RecordedRun::of(&game(&DICE, &lines, "Curses.\n"));
    let marks: Vec<bool> = rolls_read(&run, Some(&reference))
        .iter()
        .map(|roll| roll.marked_unrecognized)
        .collect();
    assert_eq!(marks, [true, false, true, false]);
}

#[test]
fn words_that_mostly_disagree_with_the_reference_s_order_are_believed() {
    let reference = reference_of(&DICE, &ROLLERS, WON);
    // (roll lines, rollers read)
    let table: [([&str; 4], [Roller; 4]); 2] = [
        // The computer rolls first in this program: every roll's words
        // disagree with the reference's order, so the words say who rolled.
        (
            [
                "The computer rolls 1 2 4\n",
                "The computer rolls 2 2 5\n",
                "You roll 6 4 1\n",
                "You roll 4 4 1\n",
            ],
            [Cpu, Cpu, Player, Player],
        ),
        // One line's words (`your`) against three that agree: the
        // reference's order stands.
        (
            [
                "You roll 1 2 4\n",
                "You roll 2 2 5\n",
                "Computer rolls 6 4 1\n",
                "Computer, your dice: 4 4 1\n",
            ],
            ROLLERS,
        ),
    ];
    for (lines, expected) in table {
        let run = RecordedRun::of(&game(&DICE, &lines, "Over.\n"));
        let read: Vec<Roller> = rolls_read(&run, Some(&reference))
            .iter()
            .map(|roll| roll.roller)
            .collect();
        assert_eq!(read, expected, "{lines:?}");
    }
}

#[test]
fn draws_that_part_from_the_reference_s_are_read_by_the_words() {
    let reference = reference_of(&DICE, &ROLLERS, WON);
    // 1-2-4 accepted: the program's game is two rolls where the
    // reference's is four, so no roll of it is the reference's.
    let run = RecordedRun::of(&game(
        &DICE[..2],
        &["You rolled 1 2 4\n", "Grandpa rolled 2 2 5\n"],
        "Over.\n",
    ));
    assert_eq!(
        rollers(&rolls_read(&run, Some(&reference))),
        [(Player, [1, 2, 4]), (Player, [2, 2, 5])]
    );
}

#[test]
fn after_the_draws_part_the_program_s_own_words_for_each_side_say_who_rolled() {
    // Game 1 as the reference plays it; in game 2 the program takes 1-2-3
    // for no combination, so its draws part from the reference's there.
    let two_games = |game_one: [&'static str; 4], game_two: &[([u32; 3], &'static str)]| {
        let mut parts: Vec<Part<'static>> = game(&DICE, &game_one, "Won.\n");
        parts.pop();
        parts.extend([
            In("c"),
            Out("Enter in a wager amount (in dollars): "),
            In("10"),
        ]);
        for (faces, line) in game_two {
            parts.push(Roll(*faces));
            parts.push(Out(line));
        }
        parts.push(Out("('c' for continue, 'q' for quit): "));
        parts.push(In("q"));
        RecordedRun::of(&parts)
    };
    let reference = two_games(
        [
            "You rolled (1, 2, 4)\n",
            "You rolled (2, 2, 5)\n",
            "CPU rolled (6, 4, 1)\n",
            "CPU rolled (4, 4, 1)\n",
        ],
        &[
            ([1, 2, 3], "You rolled (1, 2, 3)\n"),
            ([4, 4, 1], "CPU rolled (4, 4, 1)\n"),
        ],
    );
    let program = two_games(
        [
            "Vi ĵetis: 1 2 4 (nenio)\n",
            "Vi ĵetis: 2 2 5\n",
            "La komputilo ĵetis: 6 4 1 (nenio)\n",
            "La komputilo ĵetis: 4 4 1\n",
        ],
        &[
            ([1, 2, 3], "Vi ĵetis: 1 2 3 (nenio)\n"),
            ([4, 4, 1], "Vi ĵetis: 4 4 1\n"),
            ([5, 5, 2], "La komputilo ĵetis: 5 5 2\n"),
        ],
    );
    // Read by the words alone, every roll would be the player's.
    assert!(rollers(&rolls_read(&program, None))
        .iter()
        .all(|(roller, _)| *roller == Player));
    let read = rollers(&rolls_read(
        &program,
        Some(&reference.as_reference_play("ceelo")),
    ));
    assert_eq!(
        read[4..],
        [(Player, [1, 2, 3]), (Player, [4, 4, 1]), (Cpu, [5, 5, 2])]
    );
}

#[test]
fn both_sides_rolls_on_one_row_without_names_are_two_rolls() {
    // 4-5-6 against 4-5-6 is a tie; then the player's point of 3 beats 2.
    let dice = [[4, 5, 6], [4, 5, 6], [2, 2, 3], [1, 1, 2]];
    let rollers_of_reference = [Player, Cpu, Player, Cpu];
    let reference = reference_of(&dice, &rollers_of_reference, WON);
    let mut parts = game(&[], &[], "");
    parts.truncate(4);
    parts.extend([
        Roll(dice[0]),
        Roll(dice[1]),
        Out("4 5 6 | 4 5 6   again\n"),
        Roll(dice[2]),
        Roll(dice[3]),
        Out("2 2 3 | 1 1 2\n+10.00\n('c' for continue, 'q' for quit): "),
        In("q"),
    ]);
    let run = RecordedRun::of(&parts);
    let expected: Vec<(Roller, [u32; 3])> = rollers_of_reference.into_iter().zip(dice).collect();
    assert_eq!(rollers(&rolls_read(&run, Some(&reference))), expected);
}

#[test]
fn a_result_naming_no_side_gives_way_to_the_money() {
    // The CPU's point of 5 beats the player's point of 1.
    let dice = [[1, 1, 6], [5, 5, 2]];
    let lines = ["You: 1 1 6\n", "CPU: 5 5 2\n"];
    // (what follows the rolls, the results read)
    let table: [(&str, &[Outcome]); 4] = [
        // "Winner!" names no side: the balance down by the wager says
        // the player lost.
        ("Winner!\nBalance: 90.00\n", &[Outcome::Lost]),
        ("Winner!\nBalance: 110.00\n", &[Outcome::Won]),
        // Nothing contradicts it: read as the player's, as before.
        ("Winner!\n", &[Outcome::Won]),
        // A side named is believed over the money (balance judges that).
        ("You win!\nBalance: 90.00\n", &[Outcome::Won]),
    ];
    for (after, results) in table {
        let run = RecordedRun::of(&game(&dice, &lines, after));
        let decided: Vec<Outcome> =
            with_results_from_balances(run.judged("ceelo", true, read_by_values))
                .into_iter()
                .filter_map(|event| match event.kind {
                    CeeloEventKind::Decided(outcome) => Some(outcome),
                    _ => None,
                })
                .collect();
        assert_eq!(decided, results, "{after}");
    }
}

#[test]
fn a_decided_game_rolled_again_fails_reroll_at_the_extra_roll() {
    // The reference's game: the player's trips of 2 lose to trips of 5.
    let trips = reference_of(
        &[[2, 2, 2], [5, 5, 5]],
        &[Player, Cpu],
        "You lost!\nDo you want to continue playing or quit and take your money ($90.00)\n",
    );
    // The reference's game: the player's 1-2-3 loses to a point of 1.
    let one_two_three = reference_of(
        &[[1, 2, 3], [4, 4, 1]],
        &[Player, Cpu],
        "You lost!\nDo you want to continue playing or quit and take your money ($90.00)\n",
    );
    // (the reference, the program's game, the reroll check's status and line)
    let table: [(&ReferencePlay, Vec<Part<'_>>, CheckStatus, Option<usize>); 3] = [
        // Trips compared by no value: called a tie and rolled again.
        (
            &trips,
            game(
                &[[2, 2, 2], [5, 5, 5], [3, 3, 3], [1, 1, 4]],
                &[
                    "  du      slog  2 2 2\n",
                    "  datorn  slog  5 5 5\nlika!\n",
                    "  du      slog  3 3 3\n",
                    "  datorn  slog  1 1 4\n",
                ],
                "du vann\nsaldo: 110.00\n",
            ),
            CheckStatus::Fail,
            Some(7),
        ),
        (
            &trips,
            game(
                &[[2, 2, 2], [5, 5, 5]],
                &["  du      slog  2 2 2\n", "  datorn  slog  5 5 5\n"],
                "datorn vann\nsaldo: 90.00\n",
            ),
            CheckStatus::Skip,
            None,
        ),
        // 1-2-3 taken for no combination: the program's game draws on past
        // the reference's, but its rolls decide nothing there (the player
        // rolls again): no decided game was rolled again.
        (
            &one_two_three,
            game(
                &[[1, 2, 3], [4, 4, 1], [5, 5, 2]],
                &[
                    "  du      slog  1 2 3   ingenting\n",
                    "  du      slog  4 4 1\n",
                    "  datorn  slog  5 5 2\n",
                ],
                "datorn vann\nsaldo: 90.00\n",
            ),
            CheckStatus::Pass,
            None,
        ),
    ];
    let assignment = crate::assignment::Assignment::builtin("ceelo").unwrap();
    let rules = reference::game_rules::GameRules::spec("ceelo");
    let deadline = crate::checks::JudgeDeadline::unbounded();
    for (reference, parts, status, line) in table {
        let run = RecordedRun::of(&parts);
        let outcomes = judge_ceelo(&JudgeInput {
            view: TranscriptView::new(&run.text),
            patterns: &assignment.patterns,
            builtin_patterns: None,
            rules: &rules,
            seed: None,
            dice: &[],
            complete: true,
            behaviour: &run.behaviour,
            expected: Some(reference),
            deadline: &deadline,
        });
        let reroll = outcomes
            .iter()
            .find(|outcome| outcome.id == "reroll")
            .unwrap();
        assert_eq!(reroll.status, status, "{reroll:#?}");
        assert_eq!(
            reroll.line.as_ref().map(|line| line.number),
            line,
            "{reroll:#?}"
        );
    }
}

#[test]
fn a_tie_not_rolled_again_fails_reroll_where_the_reference_rolled_on() {
    // The reference's game: trips of 3 against trips of 3 tie, both roll
    // again, and the player's point of 4 loses to the CPU's 6.
    let reference = reference_of(
        &[[3, 3, 3], [3, 3, 3], [1, 1, 4], [2, 2, 6]],
        &[Player, Cpu, Player, Cpu],
        "You lost!\nDo you want to continue playing or quit and take your money ($90.00)\n",
    );
    // (the program's words after the tie, the reroll check's status)
    let table = [
        // A push: the wager back and the next question, no reroll.
        ("Unentschieden! Einsatz zurück.\n", CheckStatus::Fail),
        // Said in no known words at all: the draws still tell.
        ("~~~\n", CheckStatus::Fail),
    ];
    let assignment = crate::assignment::Assignment::builtin("ceelo").unwrap();
    let rules = reference::game_rules::GameRules::spec("ceelo");
    let deadline = crate::checks::JudgeDeadline::unbounded();
    for (after, status) in table {
        let run = RecordedRun::of(&game(
            &[[3, 3, 3], [3, 3, 3]],
            &["  du      slog  3 3 3\n", "  datorn  slog  3 3 3\n"],
            after,
        ));
        let outcomes = judge_ceelo(&JudgeInput {
            view: TranscriptView::new(&run.text),
            patterns: &assignment.patterns,
            builtin_patterns: None,
            rules: &rules,
            seed: None,
            dice: &[],
            complete: true,
            behaviour: &run.behaviour,
            expected: Some(&reference),
            deadline: &deadline,
        });
        let reroll = outcomes
            .iter()
            .find(|outcome| outcome.id == "reroll")
            .unwrap();
        assert_eq!(reroll.status, status, "{after}: {reroll:#?}");
        let line = reroll
            .line
            .as_ref()
            .map(|line| line.text.trim().to_string());
        assert_eq!(line.as_deref(), Some("datorn  slog  3 3 3"), "{after}");
    }
}
