//! Replaying Ludo turns through the reference rules (`check_turn_rolls`,
//! `apply_turn`, by the assignment's `LudoRules`): each turn is judged from
//! the pieces as the program last showed them, so one mistake is reported
//! once, by the check of its rule.

use reference::ludo::{
    apply_turn, check_turn_rolls, LudoRules, Movement, Piece, Player, TurnError, TurnOutcome, SIX,
};

use super::ludo_turns::{LudoGame, LudoTurn};
use crate::checks::TranscriptView;
use crate::checks::{CheckFindings, CheckOutcome};

pub const DIE_RANGE: &str = "die-range";
pub const SIX_TO_START: &str = "six-to-start";
pub const BONUS_ROLL: &str = "bonus-roll";
pub const MOVE: &str = "move";
pub const EXACT_HOME: &str = "exact-home";
pub const CAPTURE: &str = "capture";

/// What the turns showed, one findings per rule check.
#[derive(Debug)]
pub struct TurnFindings {
    pub die_range: CheckFindings,
    pub six_to_start: CheckFindings,
    pub bonus_roll: CheckFindings,
    pub movement: CheckFindings,
    pub exact_home: CheckFindings,
    pub capture: CheckFindings,
}

/// A landing on the other piece, judged when that player moves next: sent
/// back to the start where the rules capture, left where it was otherwise.
#[derive(Debug, Clone, Copy)]
struct PendingCapture {
    victim: Player,
    /// The victim's piece had it not been captured.
    uncaptured: Piece,
    /// The rules captured it.
    captured: bool,
    capturer: Player,
    /// The capturer's worksum line, for the message.
    line_number: usize,
}

/// The two pieces as the judge follows them, a capture to confirm, and the
/// turns whose broken rule the rest of the game decides.
struct Table<'view, 'game> {
    rules: LudoRules,
    pieces: [Piece; 2],
    pending: Option<PendingCapture>,
    view: &'view TranscriptView<'view>,
    undecided: Vec<WrongTurn<'game>>,
}

pub fn replay_turns(game: &LudoGame, view: &TranscriptView<'_>, rules: &LudoRules) -> TurnFindings {
    let mut findings = TurnFindings {
        die_range: CheckFindings::new(DIE_RANGE),
        six_to_start: CheckFindings::new(SIX_TO_START),
        bonus_roll: CheckFindings::new(BONUS_ROLL),
        movement: CheckFindings::new(MOVE),
        exact_home: CheckFindings::new(EXACT_HOME),
        capture: CheckFindings::new(CAPTURE),
    };
    let mut table = Table {
        rules: *rules,
        pieces: [rules.start_piece(); 2],
        pending: None,
        view,
        undecided: Vec::new(),
    };
    for turn in &game.turns {
        table.play(turn, &mut findings);
    }
    // A turn past HOME moved by its last roll alone is a program counting
    // only a turn's last roll where it slips so on other turns too, else
    // one asking HOME's exact number of each roll.
    let rule = if findings.movement.failures() > 0 {
        Rule::Move
    } else {
        Rule::ExactHome
    };
    for wrong in table.undecided {
        fail_turn(&table.rules, rule, &wrong, view, &mut findings);
    }
    findings
}

/// Files `wrong` under `rule`, with the rule's message.
fn fail_turn(
    rules: &LudoRules,
    rule: Rule,
    wrong: &WrongTurn<'_>,
    view: &TranscriptView<'_>,
    findings: &mut TurnFindings,
) {
    let turn = wrong.turn;
    let printed = turn.worksum.value;
    let message = rule.message(rules, wrong.piece, &wrong.faces, wrong.expected, printed);
    let rule_findings = rule.findings(findings);
    rule_findings.fail(
        CheckOutcome::fail(
            rule_findings.id(),
            format!("{}, round {}: {message}", turn.player, turn.round),
        )
        .at(Some(view.line_at(turn.worksum.offset)))
        .expected(format!("worksum = {}", wrong.expected))
        .seen(format!("worksum = {printed}")),
    );
}

/// A turn whose printed worksum breaks a rule, with what the rule needs.
struct WrongTurn<'turn> {
    turn: &'turn LudoTurn,
    piece: Piece,
    faces: Vec<u8>,
    expected: i64,
}

fn index(player: Player) -> usize {
    match player {
        Player::One => 0,
        Player::Two => 1,
    }
}

impl<'game> Table<'_, 'game> {
    fn play(&mut self, turn: &'game LudoTurn, findings: &mut TurnFindings) {
        let pending = self
            .pending
            .take()
            .filter(|capture| capture.victim == turn.player);
        let Some(faces) = self.judge_rolls(turn, findings) else {
            self.follow_printed(turn, &turn.faces());
            self.judge_sent_back(turn, findings);
            return;
        };
        let (mover, opponent) = (index(turn.player), index(turn.player.opponent()));
        let printed = turn.worksum.value;
        if let Some(capture) = pending {
            self.judge_capture(turn, &faces, capture, findings);
        }
        let piece = self.pieces[mover];
        let opponent_before = self.pieces[opponent];
        let outcome = apply_turn(&self.rules, piece, self.pieces[opponent], &faces)
            .expect("the rolls were checked to be one whole turn");
        let expected = i64::from(outcome.mover.worksum);
        if printed == expected {
            Rule::judging(&self.rules, piece, &outcome)
                .findings(findings)
                .judged_one();
            self.pieces[mover] = outcome.mover;
            self.pieces[opponent] = outcome.opponent;
            if outcome.landed_on_opponent {
                self.pending = Some(PendingCapture {
                    victim: turn.player.opponent(),
                    uncaptured: opponent_before,
                    captured: outcome.captured,
                    capturer: turn.player,
                    line_number: self.view.line_at(turn.worksum.offset).number,
                });
            }
            self.judge_sent_back(turn, findings);
            return;
        }
        let wrong = WrongTurn {
            turn,
            piece,
            faces: faces.clone(),
            expected,
        };
        match Rule::broken(&self.rules, piece, &faces, outcome.movement, printed) {
            Some(rule) => fail_turn(&self.rules, rule, &wrong, self.view, findings),
            None => self.undecided.push(wrong),
        }
        self.follow_printed(
            turn,
            &faces
                .iter()
                .map(|&face| i64::from(face))
                .collect::<Vec<_>>(),
        );
        self.judge_sent_back(turn, findings);
    }

    /// The other player's piece shown back in the start area after a turn
    /// that did not land on it (`capture`'s rule, sending back only the
    /// piece landed on): the game goes on from where the program put it, so
    /// that player's next move is judged from there.
    fn judge_sent_back(&mut self, turn: &LudoTurn, findings: &mut TurnFindings) {
        let Some(shown) = turn.opponent_square else {
            return;
        };
        let opponent = turn.player.opponent();
        let piece = self.pieces[index(opponent)];
        if shown.value != 0 || piece.worksum == 0 || piece.worksum >= self.rules.home {
            return;
        }
        findings.capture.fail(
            CheckOutcome::fail(
                CAPTURE,
                format!(
                    "{}, round {}: only a piece landed on goes back to the start, but {} ended on {} and {} was sent back from {}",
                    turn.player, turn.round, turn.player, turn.worksum.value, opponent, piece.worksum
                ),
            )
            .at(Some(self.view.line_at(shown.offset)))
            .expected(format!("{opponent} stays at {}", piece.worksum))
            .seen(format!("{opponent} at 0")),
        );
        self.pieces[index(opponent)] = self.rules.start_piece();
        self.pending = None;
    }

    /// `die-range` and `bonus-roll`: the faces, if they make one whole turn.
    fn judge_rolls(&self, turn: &LudoTurn, findings: &mut TurnFindings) -> Option<Vec<u8>> {
        let mut faces = Vec::with_capacity(turn.rolls.len());
        for roll in &turn.rolls {
            let face = u8::try_from(roll.value)
                .ok()
                .filter(|face| (1..=SIX).contains(face));
            findings.die_range.judge(face.is_none().then(|| {
                CheckOutcome::fail(
                    DIE_RANGE,
                    format!("{}, round {}: a die shows 1 to 6", turn.player, turn.round),
                )
                .at(Some(self.view.line_at(roll.offset)))
                .expected("a roll from 1 to 6".to_string())
                .seen(format!("a roll of {}", roll.value))
            }));
            faces.push(face);
        }
        let faces: Vec<u8> = faces.into_iter().collect::<Option<_>>()?;
        match check_turn_rolls(&self.rules, &faces) {
            Ok(()) => {
                if faces.contains(&SIX) {
                    findings.bonus_roll.judged_one();
                }
                Some(faces)
            }
            Err(error) => {
                let (offset, message) = match error {
                    TurnError::RolledAfterTurnEnded { position, .. } if !self.rules.bonus_roll => (
                        turn.rolls[position - 1].offset,
                        "this course's rules give no bonus roll: a turn is one roll, even a 6"
                            .to_string(),
                    ),
                    TurnError::RolledAfterTurnEnded { position, previous } => (
                        turn.rolls[position - 1].offset,
                        format!(
                            "only a 6 earns another roll, but the turn went on after a {previous}"
                        ),
                    ),
                    _ => (
                        turn.worksum.offset,
                        "a 6 earns a bonus roll in the same turn, but the turn ended on a 6"
                            .to_string(),
                    ),
                };
                let expected = if self.rules.bonus_roll {
                    "another roll after each 6, and none after any other number"
                } else {
                    "one roll a turn"
                };
                findings.bonus_roll.fail(
                    CheckOutcome::fail(
                        BONUS_ROLL,
                        format!("{}, round {}: {message}", turn.player, turn.round),
                    )
                    .at(Some(self.view.line_at(offset)))
                    .expected(expected.to_string())
                    .seen(format!("the rolls {}", faces_text(&faces))),
                );
                None
            }
        }
    }

    /// The player landed on moves: from the start area where the rules
    /// capture (or from where it was, as a program without captures does),
    /// from where it was where they do not (or from the start, as a program
    /// that captures anyway does).
    fn judge_capture(
        &mut self,
        turn: &LudoTurn,
        faces: &[u8],
        capture: PendingCapture,
        findings: &mut TurnFindings,
    ) {
        let (mover, opponent) = (index(turn.player), index(turn.player.opponent()));
        let printed = turn.worksum.value;
        let after = |piece: Piece| {
            apply_turn(&self.rules, piece, self.pieces[opponent], faces)
                .map(|outcome| i64::from(outcome.mover.worksum))
                .ok()
        };
        // The table already follows the rules; the wrong ways are the
        // other: not captured, or (where a piece waits for a 6) put back on
        // square 0 but left out of the start area.
        let wrong = if capture.captured {
            capture.uncaptured
        } else {
            self.rules.start_piece()
        };
        let on_square_zero = Piece {
            out: true,
            worksum: 0,
        };
        // A program that brings pieces out of the start area wrongly on
        // other turns slips so here too: that is six-to-start's.
        let left_out = capture.captured
            && self.rules.six_to_start
            && findings.six_to_start.failures() == 0
            && after(on_square_zero) == Some(printed);
        let expected = after(self.pieces[mover]);
        if expected == Some(printed) {
            findings.capture.judged_one();
        } else if after(wrong) == Some(printed) || left_out {
            let wrong = if left_out { on_square_zero } else { wrong };
            let rule = if left_out {
                format!(
                    "which sends {} back to the start area to wait for a 6; its piece was put on square 0 and moved on without one",
                    turn.player
                )
            } else if capture.captured {
                format!(
                    "which sends {} back to the start area{}; its piece moved on from {} instead",
                    turn.player,
                    if self.rules.six_to_start {
                        " to wait for a 6"
                    } else {
                        ""
                    },
                    capture.uncaptured.worksum
                )
            } else {
                format!(
                    "but this course's rules have no capture, so {} stays there; its piece moved from the start instead",
                    turn.player
                )
            };
            findings.capture.fail(
                CheckOutcome::fail(
                    CAPTURE,
                    format!(
                        "{} landed on {}'s square (worksum {}) on line {}, {rule}",
                        capture.capturer,
                        turn.player,
                        capture.uncaptured.worksum,
                        capture.line_number,
                    ),
                )
                .at(Some(self.view.line_at(turn.worksum.offset)))
                .expected(format!("worksum = {}", expected.unwrap_or(0)))
                .seen(format!("worksum = {printed}")),
            );
            self.pieces[mover] = wrong;
        }
    }

    /// Go on from what the program printed: the mover's piece where it says,
    /// and the opponent sent back if that square was the opponent's.
    fn follow_printed(&mut self, turn: &LudoTurn, faces: &[i64]) {
        let (mover, opponent) = (index(turn.player), index(turn.player.opponent()));
        let before = self.pieces[mover];
        let worksum =
            u8::try_from(turn.worksum.value.clamp(0, i64::from(u8::MAX))).expect("clamped into u8");
        let came_out = faces.first() == Some(&i64::from(SIX));
        self.pieces[mover] = Piece {
            out: worksum > 0 || before.out || came_out,
            worksum,
        };
        let opponent_piece = self.pieces[opponent];
        if worksum != before.worksum && opponent_piece.is_landed_on(worksum, self.rules.home) {
            if self.rules.capture {
                self.pieces[opponent] = self.rules.start_piece();
            }
            self.pending = Some(PendingCapture {
                victim: turn.player.opponent(),
                uncaptured: opponent_piece,
                captured: self.rules.capture,
                capturer: turn.player,
                line_number: self.view.line_at(turn.worksum.offset).number,
            });
        }
    }
}

/// The rule a turn's worksum is judged by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    SixToStart,
    Move,
    ExactHome,
}

impl Rule {
    /// The rule a right turn counts for: coming out of the start area,
    /// reaching or overshooting HOME, or moving along the track.
    fn judging(rules: &LudoRules, piece: Piece, outcome: &TurnOutcome) -> Rule {
        match outcome.movement {
            _ if at_start(rules, piece) => Rule::SixToStart,
            Movement::Overshot { .. } => Rule::ExactHome,
            _ if outcome.won() => Rule::ExactHome,
            _ => Rule::Move,
        }
    }

    /// Which rule a wrong worksum breaks. A turn that should not move
    /// because it passes 56 breaks exact-home when the piece goes anywhere
    /// else (past 56, to 56, back from 56, or by the rolls that fit roll by
    /// roll: the spec's own example is 49 with 6 + 3 staying at 49), unless
    /// it moved by another part of the turn's rolls: that program adds up a
    /// turn wrongly, a `move` mistake. Refusing an exact throw HOME also
    /// breaks exact-home.
    fn broken(
        rules: &LudoRules,
        piece: Piece,
        faces: &[u8],
        movement: Movement,
        printed: i64,
    ) -> Option<Rule> {
        let home = i64::from(rules.home);
        let start = i64::from(piece.worksum);
        if printed > home {
            return Some(Rule::ExactHome);
        }
        let last_roll_only = faces
            .last()
            .is_some_and(|&face| printed == start + i64::from(face));
        Some(match movement {
            Movement::StayedInStart => Rule::SixToStart,
            Movement::Overshot { .. } if home_kept_roll_by_roll(home, start, faces, printed) => {
                if last_roll_only {
                    return None;
                }
                Rule::ExactHome
            }
            Movement::Overshot { .. } if counts_only_some_rolls(faces, printed - start) => {
                Rule::Move
            }
            Movement::Overshot { .. } => Rule::ExactHome,
            Movement::Moved { total } => {
                let counted_the_six =
                    printed == faces.iter().map(|&face| i64::from(face)).sum::<i64>();
                if !piece.out && (printed == 0 || counted_the_six) {
                    Rule::SixToStart
                } else if at_start(rules, piece) && printed == 0 {
                    // A course without the 6 to start: the piece waited for one.
                    Rule::SixToStart
                } else if start + i64::from(total) == home && printed == start {
                    Rule::ExactHome
                } else {
                    Rule::Move
                }
            }
        })
    }

    fn findings(self, findings: &mut TurnFindings) -> &mut CheckFindings {
        match self {
            Rule::SixToStart => &mut findings.six_to_start,
            Rule::Move => &mut findings.movement,
            Rule::ExactHome => &mut findings.exact_home,
        }
    }

    fn message(
        self,
        rules: &LudoRules,
        piece: Piece,
        faces: &[u8],
        expected: i64,
        printed: i64,
    ) -> String {
        let rolls = faces_text(faces);
        let home = rules.home;
        match self {
            Rule::SixToStart if !rules.six_to_start => format!(
                "this course's rules need no 6 to start: a piece at the start moves by every roll of its turn, so {rolls} makes {expected}"
            ),
            Rule::SixToStart if faces[0] != SIX => format!(
                "a piece in the start area needs a 6 to come out; after the rolls {rolls} it stays at 0"
            ),
            Rule::SixToStart => format!(
                "the first 6 brings the piece out of the start area without moving it, and the rest of the turn moves it: {rolls} makes {expected}"
            ),
            Rule::ExactHome if printed > i64::from(home) => format!(
                "HOME is {home} and a worksum never passes it: a turn whose total would pass {home} does not move the piece, so from {} the rolls {rolls} leave it at {expected}",
                piece.worksum
            ),
            Rule::ExactHome => format!(
                "HOME takes the exact number: from {} the rolls {rolls} {}",
                piece.worksum,
                if expected == i64::from(home) {
                    format!("reach {home} exactly")
                } else if home_kept_roll_by_roll(
                    i64::from(home),
                    i64::from(piece.worksum),
                    faces,
                    printed,
                ) {
                    format!("make more than {home} together, so none of them counts and the piece stays at {expected} (the turn's total is what must fit, not each roll)")
                } else {
                    format!("would pass {home}, so the piece stays at {expected}")
                }
            ),
            Rule::Move if !piece.out => format!(
                "after the 6 that brings it out, every roll of the turn moves the piece: {rolls} makes {expected}"
            ),
            Rule::Move if expected == i64::from(piece.worksum) => format!(
                "the piece moves by the turn's total, every roll counted, bonus rolls too: from {} the rolls {rolls} would pass {home}, so the piece stays at {expected}",
                piece.worksum
            ),
            Rule::Move => format!(
                "the piece moves by every roll of the turn, bonus rolls too: from {}, the rolls {rolls} make {expected}",
                piece.worksum
            ),
        }
    }
}

/// The piece has not left the start: in the start area (waiting for its 6),
/// or, where the rules need no 6, on the starting square 0.
fn at_start(rules: &LudoRules, piece: Piece) -> bool {
    !piece.out || (!rules.six_to_start && piece.worksum == 0)
}

/// True when `printed` is where the piece at `start` ends if HOME's exact
/// number is asked of each roll, not of the turn's total: a roll that would
/// pass `home` skipped and the rest counted, or the turn stopped at it.
fn home_kept_roll_by_roll(home: i64, start: i64, faces: &[u8], printed: i64) -> bool {
    let (mut skipping, mut stopping, mut stopped) = (start, start, false);
    for &face in faces {
        let face = i64::from(face);
        if skipping + face <= home {
            skipping += face;
        }
        if !stopped && stopping + face <= home {
            stopping += face;
        } else {
            stopped = true;
        }
    }
    printed != start && (printed == skipping || printed == stopping)
}

/// True when `moved` is the sum of some consecutive rolls of the turn, but
/// not all of them: a program that forgot rolls, not one that ignored HOME.
fn counts_only_some_rolls(faces: &[u8], moved: i64) -> bool {
    (0..faces.len()).any(|first| {
        (first + 1..=faces.len()).any(|end| {
            (first, end) != (0, faces.len())
                && faces[first..end]
                    .iter()
                    .map(|&face| i64::from(face))
                    .sum::<i64>()
                    == moved
        })
    })
}

fn faces_text(faces: &[u8]) -> String {
    faces
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}
