//! The value reader on many wordings of the same turns.

use super::*;
use crate::behaviour::{Behaviour, Draw};
use reference::ludo::LudoRules;

/// A behaviour whose draws show `faces`, with no input.
pub(crate) fn drawn(faces: &[u32]) -> Behaviour {
    Behaviour {
        exchanges: Vec::new(),
        draws: Some(
            faces
                .iter()
                .map(|&face| Draw {
                    face,
                    rigged: true,
                    value: i64::from(face) - 1,
                    after_inputs: 0,
                })
                .collect(),
        ),
    }
}

/// (player, rolls, worksum) of each turn read, and the winners' numbers.
type Read = (Vec<(u8, Vec<i64>, i64)>, Vec<u8>);

fn read(text: &str, faces: &[u32]) -> Read {
    let game = read_ludo_game(
        text,
        &drawn(faces),
        &AlignedOwners::default(),
        &LudoRules::SPEC,
        &JudgeDeadline::unbounded(),
    )
    .expect("draws known");
    let number = |player: Player| if player == Player::One { 1 } else { 2 };
    (
        game.turns
            .iter()
            .map(|turn| (number(turn.player), turn.faces(), turn.worksum.value))
            .collect(),
        game.winners
            .iter()
            .map(|winner| number(winner.value))
            .collect(),
    )
}

/// The game every wording below shows: Player 1 comes out on 6, 6, 3 (9),
/// Player 2 stays in the start area on a 2, Player 1 moves 4 (13), Player 2
/// comes out on 6, 4 (4); then Player 2 is announced the winner.
const FACES: [u32; 7] = [6, 6, 3, 2, 4, 6, 4];
const TURNS: [(u8, &[i64], i64); 4] = [
    (1, &[6, 6, 3], 9),
    (2, &[2], 0),
    (1, &[4], 13),
    (2, &[6, 4], 4),
];

fn expected() -> Read {
    (
        TURNS
            .iter()
            .map(|(player, rolls, worksum)| (*player, rolls.to_vec(), *worksum))
            .collect(),
        vec![2],
    )
}

#[test]
fn every_wording_of_the_same_game_reads_the_same() {
    let wordings: &[(&str, &str)] = &[
        (
            "the spec's sample",
            "Player1:\nPlease roll\nthe die: 6\nPlease roll\nthe die again: 6\nPlease roll\nthe die again: 3\nworksum = 9\n\
             Player2:\nPlease roll\nthe die: 2\nworksum = 0\n____\n\
             Player1:\nPlease roll\nthe die: 4\nworksum = 13\n\
             Player2:\nPlease roll\nthe die: 6\nPlease roll\nthe die again: 4\nworksum = 4\n\
             *************\nPlayer2 wins.\n*************\n",
        ),
        (
            "short names, dice with dashes",
            "P1 rolls 6-6-3, now on square 9\nP2 rolls 2, now on square 0\n\
             P1 rolls 4, now on square 13\nP2 rolls 6-4, now on square 4\nP2 is the winner!\n",
        ),
        (
            "players with a space, labels with colons",
            "Player 1's turn\nYou rolled a 6\nYou rolled a 6\nYou rolled a 3\nWorksum: 9\n\
             Player 2's turn\nYou rolled a 2\nWorksum: 0\n\
             Player 1's turn\nYou rolled a 4\nWorksum: 13\n\
             Player 2's turn\nYou rolled a 6\nYou rolled a 4\nWorksum: 4\n\
             Player 2 has won the game.\n",
        ),
        (
            "speaking as the computer, dice in words, the start area in words",
            "You go first.\n\nYou throw: six, six, three.\nThat six brings your piece out.\nYou move 9 and you are now on 9.\n\n\
             I throw: two.\nNo six, so I'm still stuck at the start.\n\n\
             You throw: four.\nYou move 4 and you are now on 13.\n\n\
             I throw: six, four.\nThat six brings my piece out.\nI move 4 and I'm on 4.\n\nI win!\n",
        ),
        (
            "every number on a line of its own",
            "-- first player --\n  throw:\n    6\n  another throw:\n    6\n  another throw:\n    3\n  square after the turn:\n    9\n\
             -- second player --\n  throw:\n    2\n  square after the turn:\n    0\n\
             -- first player --\n  throw:\n    4\n  square after the turn:\n    13\n\
             -- second player --\n  throw:\n    6\n  another throw:\n    4\n  square after the turn:\n    4\n\
             \nwinner:\n    second player\n",
        ),
        (
            "upper case, CRLF, dice in brackets, colours",
            "RED THROWS: [6][6][3]\r\n  SIX! RED IS OUT.\r\n  RED: SQUARE 9\r\n\
             BLUE THROWS: [2]\r\n  BLUE: SQUARE 0\r\n\
             RED THROWS: [4]\r\n  RED: SQUARE 13\r\n\
             BLUE THROWS: [6][4]\r\n  SIX! BLUE IS OUT.\r\n  BLUE: SQUARE 4\r\n\r\nGAME OVER. BLUE WINS!\r\n",
        ),
        (
            "a table with both positions",
            "Turn  Who  Throws   P1   P2\n\
             ----  ---  ------  ---  ---\n\
             \x20  1  P1   6-6-3     9    0\n\
             \x20  2  P2   2         9    0\n\
             \x20  3  P1   4        13    0\n\
             \x20  4  P2   6-4      13    4\n\
             \nP2 takes the game.\n",
        ),
        (
            "names the program gives, with diacritics",
            "Zoë Rolls 6 Then 6 Then 3\n  Worksum Of Zoë: 9\nBjörn Rolls 2\n  Worksum Of Björn: 0\n\
             Zoë Rolls 4\n  Worksum Of Zoë: 13\nBjörn Rolls 6 Then 4\n  Worksum Of Björn: 4\n\
             Björn Is Home And Wins!\n",
        ),
        (
            "rules text full of game numbers first, human and computer",
            "Rules: you must roll a 6 to leave the start area; every 6 rolls again.\n\
             A turn of 6, 6, 3 moves 15 once out. From 53 a 4 does not move.\n\n\
             Human rolls 6, 6, 3 = 15\n  human moves 9 (9/56, 47 to go)\n\
             Computer rolls 2\n  computer: in the start area\n\
             Human rolls 4 = 4\n  human moves 4 (13/56, 43 to go)\n\
             Computer rolls 6, 4 = 10\n  computer moves 4 (4/56, 52 to go)\n\
             The computer wins.\n",
        ),
        (
            "both positions on one line, round labels",
            "~~~ Round 1 ~~~\nplayer one throws 6 6 3\n  squares: player one 9, player two 0\n\
             player two throws 2\n  squares: player one 9, player two 0\n\
             ~~~ Round 2 ~~~\nplayer one throws 4\n  squares: player one 13, player two 0\n\
             player two throws 6 4\n  squares: player one 13, player two 4\n\
             The game goes to player two.\n",
        ),
        (
            "player and house, start area as the yard",
            "Player throws 6, 6, 3\n  Out of the yard!\n  Player: on square 9.\n\
             House throws 2\n  House: in the yard.\n\
             Player throws 4\n  Player: on square 13.\n\
             House throws 6, 4\n  Out of the yard!\n  House: on square 4.\n\nThe House wins.\n",
        ),
        (
            "numbered players on lines of their own",
            "Now playing, player number:\n  1\nThrown:\n  6\nThrown again (bonus):\n  6\nThrown again (bonus):\n  3\nSquares travelled so far:\n  9\n\
             Now playing, player number:\n  2\nThrown:\n  2\nSquares travelled so far:\n  0\n\
             Now playing, player number:\n  1\nThrown:\n  4\nSquares travelled so far:\n  13\n\
             Now playing, player number:\n  2\nThrown:\n  6\nThrown again (bonus):\n  4\nSquares travelled so far:\n  4\n\
             Winner:\n  player 2\n",
        ),
        (
            "hash numbers and a progress fraction",
            "Player #1\r\nDice: 6\r\nDice (again, after a six): 6\r\nDice (again, after a six): 3\r\nProgress: 9/56\r\n\r\n\
             Player #2\r\nDice: 2\r\nProgress: 0/56\r\n\r\n\
             Player #1\r\nDice: 4\r\nProgress: 13/56\r\n\r\n\
             Player #2\r\nDice: 6\r\nDice (again, after a six): 4\r\nProgress: 4/56\r\n\r\nVictory! Player #2 wins!\r\n",
        ),
    ];
    for (name, text) in wordings {
        assert_eq!(read(text, &FACES), expected(), "{name}:\n{text}");
    }
}

#[test]
fn a_wrong_program_is_read_as_it_played() {
    // No bonus roll: the turn ends on the 6, and the position after it shows.
    let text = "Player1:\nPlease roll the die: 6\nworksum = 0\nPlayer2:\nPlease roll the die: 6\nworksum = 0\n\
                Player1:\nPlease roll the die: 3\nworksum = 3\nPlayer2:\nPlease roll the die: 6\nworksum = 6\n\
                Player1:\nPlease roll the die: 6\nworksum = 9\nPlayer2:\nPlease roll the die: 3\nworksum = 9\n";
    let turns = read(text, &[6, 6, 3, 6, 6, 3]).0;
    assert_eq!(
        turns,
        [
            (1, vec![6], 0),
            (2, vec![6], 0),
            (1, vec![3], 3),
            (2, vec![6], 6),
            (1, vec![6], 9),
            (2, vec![3], 9)
        ]
    );
    // rand() % 7: the program shows 0 where the draw's face is 1.
    let behaviour = Behaviour {
        exchanges: Vec::new(),
        draws: Some(
            [7_i64, 4]
                .iter()
                .map(|&value| Draw {
                    face: u32::try_from(value % 6 + 1).unwrap(),
                    rigged: false,
                    value,
                    after_inputs: 0,
                })
                .collect(),
        ),
    };
    let text = "P1 rolled 0\nworksum 0\nP2 rolled 4\nworksum 0\n";
    let game = read_ludo_game(
        text,
        &behaviour,
        &AlignedOwners::default(),
        &LudoRules::SPEC,
        &JudgeDeadline::unbounded(),
    )
    .unwrap();
    let rolls: Vec<Vec<i64>> = game.turns.iter().map(LudoTurn::faces).collect();
    assert_eq!(rolls, [vec![0], vec![4]]);
}

#[test]
fn rules_blocks_are_not_play() {
    let cases: &[(&str, usize)] = &[
        ("HOW TO PLAY\n  roll a 6 to start\n\nP1 rolls 3\n", 1),
        ("+--- RULES ---+\n| 6 brings you out |\n+------+\n\n", 1),
        (
            "You must throw a 6; every 6 throws again.\n\nRed rolls 3\n",
            1,
        ),
        ("Red rolls 3\n  Red needs exactly 3 to get home\n", 0),
        ("Let's play Ludo. You go first.\n\nYou throw: six.\n", 0),
    ];
    for (text, blocks) in cases {
        assert_eq!(rules_blocks(text).len(), *blocks, "{text}");
    }
}

#[test]
fn without_draws_nothing_is_read_by_value() {
    assert!(read_ludo_game(
        "P1 rolls 3\n",
        &Behaviour::default(),
        &AlignedOwners::default(),
        &LudoRules::SPEC,
        &JudgeDeadline::unbounded()
    )
    .is_none());
}

#[test]
fn a_bare_prompt_before_each_roll_and_both_positions_on_one_line() {
    let text = "ludo -- human plays first, the machine second. hit return at each > to roll.\n\nhuman's turn\n> \n  6\n> \n  6\n> \n  3\n  squares: human 9, machine 0\n\nmachine's turn\n> \n  2\n  squares: human 9, machine 0\n\nhuman's turn\n> \n  4\n  squares: human 13, machine 0\n\nmachine's turn\n> \n  6\n> \n  4\n  squares: human 13, machine 4\n\ngame over, machine wins.\n";
    assert_eq!(read(text, &FACES), expected());
}

#[test]
fn winners_in_many_words() {
    let numbered = "Player 1 rolls 2, stays at 0\nPlayer 2 rolls 3, stays at 0\n";
    let you_and_i = "You throw: two.\nYou are still in the yard.\n\nI throw: three.\nI'm still in the yard.\n\n";
    let colours =
        "Red rolls 2\n  Red: in the start area\nBlue rolls 3\n  Blue: in the start area\n";
    let names = "Zoë Rolls 2\n  Worksum Of Zoë: 0\nBjörn Rolls 3\n  Worksum Of Björn: 0\n";
    let cases: &[(&str, &str, u8)] = &[
        (numbered, "Player 2 wins!\n", 2),
        (numbered, "The winner is:\n   player two\n", 2),
        (numbered, "P1 takes the game.\n", 1),
        (numbered, "Winner: second player\n", 2),
        (numbered, "Congratulations, Player 1: you won!\n", 1),
        (numbered, "*** PLAYER1 WINS ***\n", 1),
        (you_and_i, "I'm home. I win!\n", 2),
        (you_and_i, "You win, well played.\n", 1),
        (colours, "GAME OVER. BLUE WINS!\n", 2),
        (colours, "The game goes to Red.\n", 1),
        (names, "Björn Is Home And Wins The Game!\n", 2),
        (names, "zoe is the winner\n", 1),
    ];
    let pemain = "Pemain 1 melempar dadu: 2, posisi 0\nPemain 2 melempar dadu: 3, posisi 0\n";
    let gracz = "Gracz 1 rzuca: 2, pole 0\nGracz 2 rzuca: 3, pole 0\n";
    let oyuncu = "Oyuncu 1 zar: 2, kare 0\nOyuncu 2 zar: 3, kare 0\n";
    // Turkish, players named: told by its die and square words alone.
    let adlar = "Ali zar atti: 2\n  yeni konum: 0\nZeynep zar atti: 3\n  yeni konum: 0\n";
    let jucator = "Jucătorul 1 a dat 2, poziția 0\nJucătorul 2 a dat 3, poziția 0\n";
    let in_other_languages: &[(&str, &str, u8)] = &[
        (pemain, "Selamat! Pemain 2 sampai di RUMAH dan MENANG!\n", 2),
        (gracz, "Gracz 1 wygrywa!\n", 1),
        (oyuncu, "Oyuncu 2 kazandı!\n", 2),
        (adlar, "*** Zeynep eve vardi ve oyunu kazandi! ***\n", 2),
        (jucator, "Jucătorul 1 a câștigat jocul.\n", 1),
    ];
    let cases = cases.iter().chain(in_other_languages);
    for (base, line, player) in cases {
        let text = format!("{base}{line}");
        let (turns, winners) = read(&text, &[2, 3]);
        assert_eq!(turns.len(), 2, "{text}");
        assert_eq!(winners, [*player], "{text}");
    }
}

#[test]
fn a_closing_line_naming_one_player_announces_the_winner_in_any_language() {
    // Languages no lexicon holds: the line after the last turn naming one
    // numbered player, with no number but home's, is the announcement.
    let mchezaji = "Mchezaji 1: kete 2, nafasi 0\nMchezaji 2: kete 3, nafasi 0\n";
    let mangija = "Mängija 1 veeretab 2\n  töösumma = 0\nMängija 2 veeretab 3\n  töösumma = 0\n";
    let leikmadur = "Leikmaður 1 kastar 2, staða 0\nLeikmaður 2 kastar 3, staða 0\n";
    let cases: &[(&str, &str, &[u8])] = &[
        (mchezaji, "\n####\n   MCHEZAJI 2 AMESHINDA! Amefika nyumbani.\n####\n", &[2]),
        (mangija, "\n>>> Mängija 1 jõudis KOJU (56) ja võitis mängu! <<<\nLõpuseis: Mängija 1 = 56, Mängija 2 = 0\n", &[1]),
        (leikmadur, "Leikmaður 2 vann leikinn!\n", &[2]),
        // A final standing names both players; another number is no win.
        (leikmadur, "Lokastaða: Leikmaður 1 = 0, Leikmaður 2 = 5\n", &[]),
        (mangija, "Mängija 1 jäi 30 peale\n", &[]),
        // A log line naming the mover with its numbers is passed over.
        (leikmadur, "dbg: p2 kast=3\n ~~~\n SIGURVEGARI: Leikmaður 2\n ~~~\n", &[2]),
        // A farewell to `you` names no one by number.
        (leikmadur, "Takk fyrir, see you!\n", &[]),
    ];
    for (base, line, announced) in cases {
        let text = format!("{base}{line}");
        let (turns, winners) = read(&text, &[2, 3]);
        assert_eq!(turns.len(), 2, "{text}");
        assert_eq!(winners, *announced, "{text}");
    }
}

/// A recap after the winner's announcement shows the last square again: the
/// last turn's square is the one shown before the announcement.
#[test]
fn the_last_square_is_the_one_shown_before_the_announcement() {
    let text = "Pelaaja 1 heittää 6\n  ruutu:\n    0\nPelaaja 2 heittää 6 6 3\n  ruutu:\n    9\n\
                ~~~\n VOITTAJA: Pelaaja 2\n~~~\nYhteenveto\n  Pelaaja 1  heittoja 1  ruutu 0\n  Pelaaja 2  heittoja 3  ruutu 9\n";
    let game = read_ludo_game(
        text,
        &drawn(&[6, 6, 6, 3]),
        &AlignedOwners::default(),
        &LudoRules::SPEC,
        &JudgeDeadline::unbounded(),
    )
    .expect("draws known");
    let last = game.turns.last().expect("two turns");
    let announced = game.winners.first().expect("a winner").offset;
    assert_eq!(last.worksum.value, 9);
    assert!(last.worksum.offset < announced, "{game:?}");
}

/// Wordings of the same game that no corpus program uses: a side name in
/// another language numbered 1 and 2 (or A and B), a round counter before
/// the side on its line, colours other than red and blue, numbers before
/// their labels, typos in the verbs, framed round headings, and a title
/// that names the winning rule before play.
#[test]
fn held_out_wordings_of_the_same_game_read_the_same() {
    let wordings: &[(&str, &str)] = &[
        (
            "a foreign side name in a table, a round counter before it",
            "| Runde | Spieler   | Wurf  | Feld |\n\
             |   1   | Spieler 1 | 6 6 3 |    9 |\n\
             |   1   | Spieler 2 | 2     |    0 |\n\
             |   2   | Spieler 1 | 4     |   13 |\n\
             |   2   | Spieler 2 | 6 4   |    4 |\n\
             Spieler 2 gewinnt! (wins)\n",
        ),
        (
            "colours other than red and blue, numbers before their labels",
            "Yellow's go\n  6 <- die\n  6 <- die again\n  3 <- die again\n  9 = Yellow's square\n\
             Green's go\n  2 <- die\n  0 = Green's square\n\
             Yellow's go\n  4 <- die\n  13 = Yellow's square\n\
             Green's go\n  6 <- die\n  4 <- die again\n  4 = Green's square\n\
             GREEN WINS\n",
        ),
        (
            "typos in the verbs, framed round headings, distances in steps",
            "---- tunr 1 ----\nPlayer 1 throws a 6, a 6 and a 3\nPlayer 1 is moveing 9 steps to feild 9\n\
             Player 2 throws a 2\nPlayer 2 stays at the start\n\
             ---- tunr 2 ----\nPlayer 1 throws a 4\nPlayer 1 is moveing 4 steps to feild 13\n\
             Player 2 throws a 6 and a 4\nPlayer 2 goes 4 steps to feild 4\n\
             Player 2 wins!!\n",
        ),
        (
            "a title naming the winning rule, seats A and B, both positions",
            "First one home wins.\n\
             [Seat A] throws 6 6 3\nSeat A: 9   Seat B: 0\n\
             [Seat B] throws 2\nSeat A: 9   Seat B: 0\n\
             [Seat A] throws 4\nSeat A: 13   Seat B: 0\n\
             [Seat B] throws 6 4\nSeat A: 13   Seat B: 4\n\
             Seat B wins.\n",
        ),
    ];
    for (name, text) in wordings {
        assert_eq!(read(text, &FACES), expected(), "{name}:\n{text}");
    }
}

#[test]
fn heading_lines_count_rounds_unless_they_tell_a_roll() {
    let table = [
        ("---- tunr 3 ----", true),
        ("=== Runde 2 ===", true),
        ("*** you rolled a 6 ***", false),
        ("| 3 | jugador 2 | 4 |", false),
        ("-- 6 6 3", false),
    ];
    for (line, heading) in table {
        assert_eq!(heading_line(line), heading, "{line}");
    }
}

/// One table row per turn: the cells are separate fields, so the turn
/// counter, the other player's square and a note after the last column
/// (`needs a 6`) are no rolls or positions of the mover, a die's glyph and
/// its digit (`⚅6`) are one roll, and a cell saying the piece waits in the
/// start area is the mover's square 0.
#[test]
fn table_rows_are_read_cell_by_cell() {
    let wordings: &[(&str, &str)] = &[
        (
            "box drawing, each die as its glyph and digit",
            "┌──────┬─────────┬──────────────┬─────────┬─────────┐\n\
             │ turn │ mover   │ dice         │ Player1 │ Player2 │\n\
             ├──────┼─────────┼──────────────┼─────────┼─────────┤\n\
             │    1 │ Player1 │ ⚅6 ⚅6 ⚂3     │ at 9    │ waiting │ enters\n\
             │    2 │ Player2 │ ⚁2           │ at 9    │ waiting │ needs a 6\n\
             │    3 │ Player1 │ ⚃4           │ at 13   │ waiting │\n\
             │    4 │ Player2 │ ⚅6 ⚃4        │ at 13   │ at 4    │ enters\n\
             └──────┴─────────┴──────────────┴─────────┴─────────┘\n\
             Player2 wins: the piece is home.\n",
        ),
        (
            "ASCII cells, a # column, numbered players, the yard",
            "| #  | who      | roll  | Player 1 | Player 2 |\n\
             | 1  | Player 1 | 6 6 3 | 9        | yard     |\n\
             | 2  | Player 2 | 2     | 9        | yard     |\n\
             | 3  | Player 1 | 4     | 13       | yard     |\n\
             | 4  | Player 2 | 6 4   | 13       | 4        |\n\
             Player 2 wins!\n",
        ),
        (
            "glyphs alone, a frame of plus signs, notes after the table",
            "+------+---------+----------+---------+---------+\n\
             | turn | mover   | dice     | Player1 | Player2 |\n\
             +------+---------+----------+---------+---------+\n\
             |   1  | Player1 | ⚅ ⚅ ⚂    | at 9    | waiting | in at 6\n\
             |   2  | Player2 | ⚁        | at 9    | waiting | needs a 6\n\
             |   3  | Player1 | ⚃        | at 13   | waiting | 43 to go\n\
             |   4  | Player2 | ⚅ ⚃      | at 13   | at 4    | in at 6\n\
             +------+---------+----------+---------+---------+\n\
             The winner is Player2, now at 4.\n",
        ),
    ];
    for (name, text) in wordings {
        assert_eq!(read(text, &FACES), expected(), "{name}:\n{text}");
    }
}

/// A face shown twice in a row, as its word or glyph and its digit, is one
/// roll: the rolls stay in their turns and the square under its label is
/// the mover's.
#[test]
fn a_face_shown_as_word_or_glyph_and_digit_is_one_roll() {
    let wordings: &[(&str, &str)] = &[
        (
            "word, then digit in parentheses",
            "Player 1 throws the die...\n   got a six (6)\n   and again: six (6)\n   and again: three (3)\n   square:\n   9\n\
             Player 2 throws the die...\n   got a two (2)\n   square:\n   0\n\
             Player 1 throws the die...\n   got a four (4)\n   square:\n   13\n\
             Player 2 throws the die...\n   got a six (6)\n   and again: four (4)\n   square:\n   4\n\
             Player 2 wins!\n",
        ),
        (
            "digit, then glyph",
            "Player 1: zar 6 \u{2685}, zar 6 \u{2685}, zar 3 \u{2682}; kare 9\n\
             Player 2: zar 2 \u{2681}; kare 0\n\
             Player 1: zar 4 \u{2683}; kare 13\n\
             Player 2: zar 6 \u{2685}, zar 4 \u{2683}; kare 4\n\
             Player 2 wins!\n",
        ),
    ];
    for (name, text) in wordings {
        assert_eq!(read(text, &FACES), expected(), "{name}:\n{text}");
    }
}

/// Each roll drawn as a picture of pips and then said in digits: the
/// faces are read shown twice, not as another mapping of the draws.
#[test]
fn a_die_drawn_and_then_said_is_one_roll() {
    let die = |face: u32| {
        let rows = match face {
            2 => ["|     o |", "|       |", "| o     |"],
            3 => ["|     o |", "|   o   |", "| o     |"],
            4 => ["| o   o |", "|       |", "| o   o |"],
            _ => ["| o   o |", "| o   o |", "| o   o |"],
        };
        format!(
            "      +-------+\n      {}\n      {}\n      {}\n      +-------+  rolled: {face}\n",
            rows[0], rows[1], rows[2]
        )
    };
    let turn = |player: u8, faces: &[u32], worksum: i64| {
        let rolls: String = faces.iter().map(|&face| die(face)).collect();
        format!(">>> Player {player} <<<\n{rolls}   => Player {player} worksum {worksum}\n| Player 1 [....]  {worksum}/56\n")
    };
    let text = [
        turn(1, &[6, 6, 3], 9),
        turn(2, &[2], 0),
        turn(1, &[4], 13),
        turn(2, &[6, 4], 4),
    ]
    .concat()
        + "Player 2 wins!\n";
    let read_text = crate::reading::with_pictures_read(&text);
    assert_eq!(read(&read_text, &FACES), expected(), "{text}");
}

#[test]
fn one_character_past_a_value_is_never_inside_a_die_glyph() {
    for (text, offset, past) in [("5 then", 0, 1), ("⚄ 5", 0, 3), ("at 12", 3, 4), ("", 0, 0)] {
        assert_eq!(
            super::past_first_char(text, offset),
            past,
            "{text:?} at {offset}"
        );
    }
}

#[test]
fn the_turns_distance_spoken_at_a_sentences_start_is_no_square() {
    // Player 1's roll of 4 is spoken about ("4 would go past home"), in
    // other words each time: no square of 4 is read for that turn.
    let turn_lines = [
        "Player 1 rolls the die... 4\n   4 would go past home (needs exactly 1), no move.\n",
        "Player 1 rolls the die... 4\n   4 squares is too many, the piece stays.\n",
        "Player 1 rolls the die... 4\n   4 takes it beyond home: not moved.\n",
    ];
    for turn in turn_lines {
        let text = format!(
            "Player 1 rolls the die... 6, bonus roll... 6, bonus roll... 3\n   now on square 9\n\
             Player 2 rolls the die... 2\n   no six, still stuck in base.\n\
             {turn}\
             Player 2 rolls the die... 6, bonus roll... 4\n   now on square 4\n"
        );
        let (turns, _) = read(&text, &FACES[..6]);
        assert!(!turns.contains(&(1, vec![4], 4)), "{turn:?}: {turns:?}");
        assert!(
            turns.contains(&(1, vec![6, 6, 3], 9)),
            "{turn:?}: {turns:?}"
        );
    }
}
