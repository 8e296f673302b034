//! A two-player Ludo game as a state machine: whose turn it is, both pieces,
//! and the winner once a piece is HOME. Player 1 starts.

use std::fmt;

use super::ludo_rules::LudoRules;
use super::piece::Piece;
use super::turn::{apply_turn, TurnError, TurnOutcome};

/// One of the two players, printed as the spec prints them (`Player1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    One,
    Two,
}

impl Player {
    pub fn opponent(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(match self {
            Player::One => "Player1",
            Player::Two => "Player2",
        })
    }
}

/// Why a turn could not be played on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("the game is over: {0} has won")]
    GameOver(Player),
    #[error(transparent)]
    Turn(#[from] TurnError),
}

/// Both pieces and whose turn comes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    rules: LudoRules,
    pieces: [Piece; 2],
    next: Player,
    winner: Option<Player>,
}

impl Default for Board {
    fn default() -> Self {
        Board::new(LudoRules::SPEC)
    }
}

impl Board {
    /// Both pieces at the start; Player 1 moves first.
    pub fn new(rules: LudoRules) -> Board {
        Board {
            rules,
            pieces: [rules.start_piece(); 2],
            next: Player::One,
            winner: None,
        }
    }

    /// Who plays the next turn (the winner's, once the game is over).
    pub fn next_player(&self) -> Player {
        self.next
    }

    pub fn piece(&self, player: Player) -> Piece {
        self.pieces[player.index()]
    }

    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// Play the next player's whole turn; the turn passes to the opponent
    /// unless this turn won the game.
    pub fn play_turn(&mut self, rolls: &[u8]) -> Result<TurnOutcome, BoardError> {
        if let Some(winner) = self.winner {
            return Err(BoardError::GameOver(winner));
        }
        let mover = self.next;
        let outcome = apply_turn(
            &self.rules,
            self.piece(mover),
            self.piece(mover.opponent()),
            rolls,
        )?;
        self.pieces[mover.index()] = outcome.mover;
        self.pieces[mover.opponent().index()] = outcome.opponent;
        if outcome.won() {
            self.winner = Some(mover);
        } else {
            self.next = mover.opponent();
        }
        Ok(outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_alternate_and_a_capture_changes_both_pieces() {
        let mut board = Board::default();
        // (rolls, Player1's worksum, Player2's worksum) after each turn.
        let turns: &[(&[u8], u8, u8)] =
            &[(&[6, 4], 4, 0), (&[6, 5], 4, 5), (&[1], 5, 0), (&[2], 5, 0)];
        let mut expected_mover = Player::One;
        for &(rolls, first, second) in turns {
            assert_eq!(board.next_player(), expected_mover);
            board.play_turn(rolls).unwrap();
            assert_eq!(board.piece(Player::One).worksum, first, "{rolls:?}");
            assert_eq!(board.piece(Player::Two).worksum, second, "{rolls:?}");
            expected_mover = expected_mover.opponent();
        }
        assert!(!board.piece(Player::Two).out);
    }

    #[test]
    fn the_first_piece_home_wins_and_the_game_stops() {
        let mut board = Board::default();
        board.play_turn(&[6, 6, 6, 6, 6, 6, 6, 6, 6, 5]).unwrap();
        assert_eq!(board.piece(Player::One).worksum, 53);
        board.play_turn(&[1]).unwrap();
        assert_eq!(board.winner(), None);
        let outcome = board.play_turn(&[3]).unwrap();
        assert!(outcome.won());
        assert_eq!(board.winner(), Some(Player::One));
        assert_eq!(board.next_player(), Player::One);
        assert_eq!(
            board.play_turn(&[1]),
            Err(BoardError::GameOver(Player::One))
        );
    }

    #[test]
    fn a_bad_turn_leaves_the_board_unchanged() {
        let mut board = Board::default();
        let before = board;
        assert!(matches!(board.play_turn(&[2, 3]), Err(BoardError::Turn(_))));
        assert_eq!(board, before);
    }

    /// The spec's Sample Output, turn by turn: (rolls, worksum printed),
    /// one round (Player1, Player2) per line.
    #[rustfmt::skip]
    const SPEC_SAMPLE: &[(&[u8], u8)] = &[
        (&[3], 0),     (&[5], 0),
        (&[5], 0),     (&[6, 3], 3),
        (&[6, 5], 5),  (&[4], 7),
        (&[5], 10),    (&[4], 11),
        (&[1], 11),    (&[2], 0),
        (&[6, 3], 20), (&[4], 0),
        (&[1], 21),    (&[6, 4], 4),
        (&[3], 24),    (&[3], 7),
        (&[6, 2], 32), (&[1], 13),
        (&[5], 37),    (&[6, 6, 2], 27),
        (&[3], 40),    (&[1], 28),
        (&[4], 44),    (&[6, 3], 37),
        (&[5], 49),    (&[3], 40),
        (&[6, 2], 49), (&[4], 44),
        (&[4], 53),    (&[4], 48),
        (&[6, 3], 53), (&[6, 1], 55),
        (&[5], 53),    (&[3], 55),
        (&[3], 56),
    ];

    #[test]
    fn the_spec_sample_follows_these_rules_but_for_one_line() {
        // Replay each turn of the sample from the worksums it printed and
        // collect where the rules disagree: (round, player, rules, printed).
        let mut pieces = [Piece::START; 2];
        let mut disagreements = Vec::new();
        let mut last = None;
        for (index, &(rolls, printed)) in SPEC_SAMPLE.iter().enumerate() {
            let (mover, opponent) = (index % 2, 1 - index % 2);
            let outcome =
                apply_turn(&LudoRules::SPEC, pieces[mover], pieces[opponent], rolls).unwrap();
            pieces = [outcome.mover, outcome.opponent];
            if mover == 1 {
                pieces.swap(0, 1);
            }
            if outcome.mover.worksum != printed {
                disagreements.push((index / 2 + 1, mover + 1, outcome.mover.worksum, printed));
                pieces[mover] = Piece::on_track(printed);
            }
            last = Some(outcome);
        }
        // Round 9: Player2 at 7 rolls a 1 and the sample prints 13, not 8.
        // Everything else agrees: the capture in round 5 (Player1 lands on
        // 11, Player2 goes back to 0 and needs a 6), the overshoots from 49
        // (6 + 2) and 53 (6 + 3, then 5), and the exact 3 home from 53.
        assert_eq!(disagreements, [(9, 2, 8, 13)]);
        assert!(last.unwrap().won());
    }

    #[test]
    fn players_print_as_the_spec_prints_them() {
        assert_eq!(Player::One.to_string(), "Player1");
        assert_eq!(Player::Two.to_string(), "Player2");
    }
}
