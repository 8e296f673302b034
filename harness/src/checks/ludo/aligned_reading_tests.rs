//! The value reader with the draws aligned to the reference's play: the
//! mover and the turns from the reference, the rolls found among numbers
//! that are not rolls, in wordings the words channel alone misreads.

use super::*;
use crate::checks::exact_replay::{ReferencePlay, ReplayEvent, ReplayEventAt};
use crate::checks::ludo::LudoEvent;
use reference::ludo::LudoRules;

use super::tests::drawn;

/// The game every wording below shows: Player 1 comes out on 6, 6, 3 (9),
/// Player 2 stays in the start area on a 2, Player 1 moves 4 (13), Player 2
/// comes out on 6, 4 (4).
const TURNS: [Turn; 4] = [
    (Player::One, &[6, 6, 3], 9),
    (Player::Two, &[2], 0),
    (Player::One, &[4], 13),
    (Player::Two, &[6, 4], 4),
];

fn faces() -> Vec<u32> {
    faces_of(&TURNS)
}

/// One turn of the reference's play: the mover, its rolls and its worksum.
type Turn = (Player, &'static [u32], i64);

/// The reference's play of `turns`, as its events and draws.
fn reference_play(turns: &[Turn]) -> ReferencePlay {
    let mut events = Vec::new();
    for &(player, faces, worksum) in turns {
        events.push(LudoEvent::TurnStart(player));
        for &face in faces {
            events.push(LudoEvent::Roll {
                face: i64::from(face),
                again: false,
            });
        }
        events.push(LudoEvent::Worksum(worksum));
    }
    ReferencePlay {
        text: String::new(),
        events: events
            .into_iter()
            .enumerate()
            .map(|(offset, event)| ReplayEventAt {
                offset,
                event: ReplayEvent::Ludo(event),
            })
            .collect(),
        behaviour: drawn(&faces_of(turns)),
    }
}

fn faces_of(turns: &[Turn]) -> Vec<u32> {
    turns
        .iter()
        .flat_map(|(_, faces, _)| faces.iter().copied())
        .collect()
}

/// (player, rolls, worksum) of each turn read from `text`, the program
/// having drawn `program_faces`.
fn read_aligned(text: &str, program_faces: &[u32]) -> Vec<(Player, Vec<i64>, i64)> {
    read_against(text, program_faces, &TURNS)
}

/// The turns read from `text` against the reference's play of `turns`.
fn read_against(text: &str, program_faces: &[u32], turns: &[Turn]) -> Vec<(Player, Vec<i64>, i64)> {
    let behaviour = drawn(program_faces);
    let aligned = AlignedOwners::of(&behaviour, Some(&reference_play(turns)), &LudoRules::SPEC);
    let game = read_ludo_game(
        text,
        &behaviour,
        &aligned,
        &LudoRules::SPEC,
        &JudgeDeadline::unbounded(),
    )
    .expect("draws known");
    game.turns
        .iter()
        .map(|turn| (turn.player, turn.faces(), turn.worksum.value))
        .collect()
}

fn expected() -> Vec<(Player, Vec<i64>, i64)> {
    TURNS
        .iter()
        .map(|(player, faces, worksum)| {
            (
                *player,
                faces.iter().map(|&face| i64::from(face)).collect(),
                *worksum,
            )
        })
        .collect()
}

#[test]
fn aligned_draws_read_the_same_game_in_wordings_the_words_misread() {
    let wordings: &[(&str, &str)] = &[
        (
            "English: a rules banner with its numbers, round headers, roll counters",
            "LUDO (a 6 to leave the yard, a 6 rolls again, home is 56)\n\
             Round 1\n  A, roll 1: shows 6\n  A, roll 2: shows 6\n  A, roll 3: shows 3\n  A is at 9\n\
               B, roll 1: shows 2\n  B waits (needs a 6)\n  B is at 0\n\
             Round 2\n  A, roll 1: shows 4\n  A is at 13\n\
               B, roll 1: shows 6\n  B, roll 2: shows 4\n  B is at 4\n\
             Round 3\n",
        ),
        (
            "Dutch, names glued to their number, nothing between turns",
            "Ronde 1\n  S1 gooit: 6 6 3\n  stand S1 = 9\n  S2 gooit: 2\n  S2 wacht nog\n\
             Ronde 2\n  S1 gooit: 4\n  stand S1 = 13\n  S2 gooit: 6 4\n  stand S2 = 4\n\
             Ronde 3\n",
        ),
        (
            "a table without side names, dice as glyphs",
            "| worp        | vak |\n| ⚅ ⚅ ⚂ | 9 |\n| ⚁ | 0 |\n| ⚃ | 13 |\n| ⚅ ⚃ | 4 |\n",
        ),
        (
            "Polish: the captured player's number in its own case",
            "Gracz 1 rzuca: 6 6 3 -> pole 9\nGracz 2 rzuca: 2 -> baza\n\
             Bicie! Pionek gracza 1 wraca.\nGracz 1 rzuca: 4 -> pole 13\n\
             Gracz 2 rzuca: 6 4 -> pole 4\n",
        ),
    ];
    for (name, text) in wordings {
        let mut read = read_aligned(text, &faces());
        // A turn that shows no position is not judged; the rest must read.
        read.retain(|turn| turn.1 != [2]);
        let mut wanted = expected();
        wanted.retain(|turn| turn.1 != [2]);
        assert_eq!(read, wanted, "{name}");
    }
}

#[test]
fn words_that_name_the_other_side_more_often_leave_the_alignment_unused() {
    // The program's second player rolls first: its words say so on every
    // roll, against the reference's order.
    let text = "Player 2 rolls 6 6 3 -> at 9\nPlayer 1 rolls 2 -> at 0\n\
                Player 2 rolls 4 -> at 13\nPlayer 1 rolls 6 4 -> at 4\n";
    let players: Vec<Player> = read_aligned(text, &faces())
        .into_iter()
        .map(|turn| turn.0)
        .collect();
    assert_eq!(
        players,
        [Player::Two, Player::One, Player::Two, Player::One]
    );
}

#[test]
fn a_roll_again_without_a_six_ends_the_alignment_at_its_turn() {
    // A bug: Player 1 rolls again after the 3, and its game ends sooner.
    let text = "Player 1 rolls 6 6 3 2 -> at 17\nPlayer 2 rolls 4 -> at 0\n";
    let read = read_aligned(text, &[6, 6, 3, 2, 4]);
    assert_eq!(
        read,
        [
            (Player::One, vec![6, 6, 3, 2], 17),
            (Player::Two, vec![4], 0)
        ]
    );
}

#[test]
fn a_turn_without_its_bonus_roll_is_read_from_the_words_above_the_rolls() {
    // A bug in the spec's wording: no bonus roll, so each roll is a turn
    // and the game ends sooner; the side is named on the line above.
    let text = "Player1:\nPlease roll the die: 6\nworksum = 0\n\
                Player2:\nPlease roll the die: 6\nworksum = 0\n\
                Player1:\nPlease roll the die: 3\nworksum = 0\n\
                Player2:\nPlease roll the die: 2\nworksum = 0\n";
    let read = read_aligned(text, &[6, 6, 3, 2]);
    let players: Vec<(Player, Vec<i64>)> = read.into_iter().map(|turn| (turn.0, turn.1)).collect();
    assert_eq!(
        players,
        [
            (Player::One, vec![6]),
            (Player::Two, vec![6]),
            (Player::One, vec![3]),
            (Player::Two, vec![2]),
        ]
    );
}

#[test]
fn draws_shown_by_another_mapping_leave_the_alignment_unused() {
    // `rand() % 6`: the program shows each face less one, never a 6, so
    // its turns are one roll each, not the reference's.
    let text = "Player 1 rolls 5 -> at 5\nPlayer 2 rolls 5 -> at 5\n\
                Player 1 rolls 2 -> at 7\nPlayer 2 rolls 1 -> at 6\n\
                Player 1 rolls 3 -> at 10\nPlayer 2 rolls 5 -> at 11\n\
                Player 1 rolls 3 -> at 13\n";
    let rolls: Vec<Vec<i64>> = read_aligned(text, &faces())
        .into_iter()
        .map(|turn| turn.1)
        .collect();
    assert_eq!(
        rolls,
        [[5], [5], [2], [1], [3], [5], [3]].map(|rolls| rolls.to_vec())
    );
}

#[test]
fn a_roll_is_found_on_the_line_naming_its_mover_not_in_the_distance_before() {
    // Indonesian: the distance moved restates the roll (`Maju 2 langkah`)
    // before the next mover's line shows the same face.
    let turns: [Turn; 4] = [
        (Player::One, &[3], 0),
        (Player::Two, &[6, 5], 5),
        (Player::One, &[4], 0),
        (Player::Two, &[2], 7),
    ];
    let continued: [Turn; 1] = [(Player::One, &[2], 0)];
    let all: Vec<Turn> = turns.iter().chain(&continued).copied().collect();
    let text = "Pemain 1 melempar dadu: 3\n   Belum dapat 6. Posisi: 0\n\
                Pemain 2 melempar dadu: 6 + 5\n   Maju 5 langkah. Posisi: 5\n\
                Pemain 1 melempar dadu: 4\n   Belum dapat 6. Posisi: 0\n\
                Pemain 2 melempar dadu: 2\n   Maju 2 langkah. Posisi: 7\n\
                Pemain 1 melempar dadu: 2\n   Belum dapat 6. Posisi: 0\n";
    let read: Vec<(Player, Vec<i64>, i64)> = read_against(text, &faces_of(&all), &all);
    assert_eq!(
        read,
        all.iter()
            .map(|&(player, faces, worksum)| (
                player,
                faces.iter().map(|&face| i64::from(face)).collect(),
                worksum
            ))
            .collect::<Vec<_>>()
    );
}

#[test]
fn a_capture_naming_the_capturer_first_sends_back_the_other_player() {
    // Player 2 lands on Player 1 at 9; the line names the capturer first
    // and the captured player's new square after, in named players' words.
    let turns: [Turn; 4] = [
        (Player::One, &[6, 6, 3], 9),
        (Player::Two, &[6, 6, 3], 9),
        (Player::One, &[4], 0),
        (Player::Two, &[2], 11),
    ];
    let wordings: &[(&str, &str)] = &[
        (
            "English",
            "Anna rolls 6 6 3, now on square 9\nBoris rolls 6 6 3, now on square 9\n\
             Boris hits Anna! Anna goes back to the start (square 0).\n\
             Anna rolls 4, still at 0\nBoris rolls 2, now on square 11\n",
        ),
        (
            "Spanish",
            "Ana tira: 6, 6, 3 -> casilla 9\nBeto tira: 6, 6, 3 -> casilla 9\n\
             Beto se come la ficha de Ana. Ana vuelve al inicio (casilla 0).\n\
             Ana tira: 4 -> casilla 0\nBeto tira: 2 -> casilla 11\n",
        ),
        (
            "Turkish, all of a turn's dice after the name",
            "Ali zar atti: 6, 6, 3\n  yeni konum: 9\nZeynep zar atti: 6, 6, 3\n  yeni konum: 9\n\
               Zeynep, Ali'in tasini kirdi! Ali baslangica dondu (konum 0).\n\
             Ali zar atti: 4\n  tas baslangicta kaliyor (konum 0).\n\
             Zeynep zar atti: 2\n  yeni konum: 11\n",
        ),
    ];
    let wanted: Vec<(Player, Vec<i64>, i64)> = turns
        .iter()
        .map(|&(player, faces, worksum)| {
            let faces = faces.iter().map(|&face| i64::from(face)).collect();
            (player, faces, worksum)
        })
        .collect();
    for (name, text) in wordings {
        assert_eq!(
            read_against(text, &faces_of(&turns), &turns),
            wanted,
            "{name}"
        );
    }
}

#[test]
fn a_roll_found_once_on_the_other_side_s_line_keeps_the_alignment_of_a_shorter_game() {
    // The program's game is shorter than the reference's (it left it after
    // these turns); Player 2's overshoot restates its 5 just before Player
    // 1 rolls a 5, and only that one roll is found on the other side's line.
    let turns: [Turn; 7] = [
        (Player::One, &[4], 34),
        (Player::Two, &[5], 55),
        (Player::One, &[5], 39),
        (Player::Two, &[6, 1], 55),
        (Player::One, &[2], 41),
        (Player::Two, &[6, 5], 55),
        (Player::One, &[3], 44),
    ];
    let text = "[t=031] Player 1's turn (53% of the way home)\nDEBUG p1 roll#1 -> 4\n\
                DEBUG p1 move 4: pos 30 -> 34\n[t=032] Player 2's turn (98% of the way home)\n\
                DEBUG p2 roll#1 -> 5\nDEBUG p2 overshoot: 55+5>56, stays at pos=55\n\
                [t=033] Player 1's turn (60% of the way home)\nDEBUG p1 roll#1 -> 5\n\
                DEBUG p1 move 5: pos 34 -> 39\n[t=034] Player 2's turn (98% of the way home)\n\
                DEBUG p2 roll#1 -> 6\nDEBUG p2 roll#2 -> 1\nDEBUG p2 overshoot: 55+7>56, stays at pos=55\n\
                [t=035] Player 1's turn (69% of the way home)\nDEBUG p1 roll#1 -> 2\n\
                DEBUG p1 move 2: pos 39 -> 41\n[t=036] Player 2's turn (98% of the way home)\n\
                DEBUG p2 roll#1 -> 6\nDEBUG p2 roll#2 -> 5\nDEBUG p2 overshoot: 55+11>56, stays at pos=55\n";
    let played = &turns[..6];
    let read: Vec<(Player, Vec<i64>)> = read_against(text, &faces_of(played), &turns)
        .into_iter()
        .map(|turn| (turn.0, turn.1))
        .collect();
    let wanted: Vec<(Player, Vec<i64>)> = played
        .iter()
        .map(|&(player, faces, _)| (player, faces.iter().map(|&face| i64::from(face)).collect()))
        .collect();
    assert_eq!(read, wanted);
}
