//! The dice of one pass as a transcript shows them, judged with the
//! reference's `come_out` and `point_roll`: the `come-out` and `point`
//! checks, and the pass's result (the program's verdict, or the rules' when
//! the program printed none).

use reference::craps::{come_out, point_roll, ComeOut, PassResult, DICE_TOTALS};

use crate::checks::{CheckFindings, TranscriptView};

pub const COME_OUT: &str = "come-out";
pub const POINT: &str = "point";

/// The `come-out` and `point` checks, shared by every pass of a run.
#[derive(Debug, Clone)]
pub struct DiceChecks {
    pub come_out: CheckFindings,
    pub point: CheckFindings,
    /// Passes in which a point was set.
    pub points_set: usize,
}

impl Default for DiceChecks {
    fn default() -> Self {
        DiceChecks {
            come_out: CheckFindings::new(COME_OUT),
            point: CheckFindings::new(POINT),
            points_set: 0,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    BeforeComeOut,
    /// The come-out rolled `total`; its verdict is awaited.
    ComeOutRolled {
        total: i64,
        rule: ComeOut,
    },
    /// Rolling for `point`; `last` is the latest roll that decided nothing.
    Point {
        point: i64,
        last: Option<i64>,
    },
    /// A roll decided the pass; its verdict is awaited.
    PointDecided {
        point: i64,
        total: i64,
        rule: PassResult,
    },
    Over(PassResult),
    /// The program went on where the rules end the pass: nothing more of
    /// this pass is judged, its verdict is taken as printed.
    Lost,
}

/// One pass's rolls, point and verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassDice {
    phase: Phase,
}

impl Default for PassDice {
    fn default() -> Self {
        PassDice {
            phase: Phase::BeforeComeOut,
        }
    }
}

impl PassDice {
    /// The come-out has been rolled.
    pub fn has_rolled(&self) -> bool {
        self.phase != Phase::BeforeComeOut
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// How the pass ended: the verdict the program printed, or, when it
    /// printed none, the rules' verdict on the roll that decided it.
    pub fn result(&self) -> Option<PassResult> {
        match self.phase {
            Phase::Over(result) | Phase::PointDecided { rule: result, .. } => Some(result),
            Phase::ComeOutRolled {
                rule: ComeOut::Natural,
                ..
            } => Some(PassResult::ShooterWins),
            Phase::ComeOutRolled {
                rule: ComeOut::Craps,
                ..
            } => Some(PassResult::ShooterLoses),
            _ => None,
        }
    }

    /// A roll whose total is not known: nothing more of this pass is
    /// judged, its verdict is taken as printed.
    pub fn unread_roll(&mut self) {
        if !self.is_over() {
            self.phase = Phase::Lost;
        }
    }

    pub fn roll(
        &mut self,
        view: &TranscriptView<'_>,
        checks: &mut DiceChecks,
        offset: usize,
        dice: Option<[i64; 2]>,
        total: i64,
    ) {
        let judging = match self.phase {
            Phase::BeforeComeOut | Phase::ComeOutRolled { .. } => &mut checks.come_out,
            _ => &mut checks.point,
        };
        if !check_dice(view, judging, offset, dice, total) {
            // No rule applies to a total two dice cannot make.
            self.phase = Phase::Lost;
            return;
        }
        match self.phase {
            Phase::BeforeComeOut => {
                checks.come_out.judged_one();
                let rule = come_out(u8::try_from(total).unwrap_or(u8::MAX));
                self.phase = Phase::ComeOutRolled { total, rule };
            }
            Phase::ComeOutRolled {
                rule: ComeOut::Point(point),
                ..
            } => {
                // The point was not announced: the rolls for it show it.
                checks.points_set += 1;
                self.phase = Phase::Point {
                    point: i64::from(point),
                    last: None,
                };
                self.point_roll(checks, total);
            }
            Phase::ComeOutRolled { total: first, rule } => {
                checks.come_out.fail_at(
                    view,
                    offset,
                    format!(
                        "{}, but the shooter rolled again",
                        capitalised(&come_out_rule(first, rule))
                    ),
                    "the pass ends on the come-out roll",
                    format!("another roll: {total}"),
                );
                self.phase = Phase::Lost;
            }
            Phase::Point { .. } => self.point_roll(checks, total),
            Phase::PointDecided {
                point,
                total: decided,
                rule,
            } => {
                checks.point.fail_at(
                    view,
                    offset,
                    format!(
                        "{}, but the shooter rolled again",
                        capitalised(&point_rule(point, decided, Some(rule)))
                    ),
                    "the pass ends",
                    format!("another roll: {total}"),
                );
                // Follow the program: it is still rolling for the point.
                self.phase = Phase::Point { point, last: None };
                self.point_roll(checks, total);
            }
            Phase::Over(_) | Phase::Lost => {}
        }
    }

    fn point_roll(&mut self, checks: &mut DiceChecks, total: i64) {
        let Phase::Point { point, .. } = self.phase else {
            return;
        };
        checks.point.judged_one();
        let rule = point_roll(narrow(point), narrow(total));
        self.phase = match rule {
            Some(rule) => Phase::PointDecided { point, total, rule },
            None => Phase::Point {
                point,
                last: Some(total),
            },
        };
    }

    pub fn point_set(
        &mut self,
        view: &TranscriptView<'_>,
        checks: &mut DiceChecks,
        offset: usize,
        point: i64,
    ) {
        match self.phase {
            Phase::ComeOutRolled { total, rule } => {
                checks.points_set += 1;
                if rule != ComeOut::Point(narrow(point)) {
                    checks.come_out.fail_at(
                        view,
                        offset,
                        capitalised(&come_out_rule(total, rule)),
                        expected_come_out(rule),
                        format!("the point set to {point}"),
                    );
                }
                self.phase = Phase::Point { point, last: None };
            }
            Phase::Point { point: set, .. } if set != point => {
                checks.point.fail_at(
                    view,
                    offset,
                    format!("The point stays {set} until the pass ends, but it changed to {point}"),
                    format!("the point {set}"),
                    format!("the point {point}"),
                );
                self.phase = Phase::Point { point, last: None };
            }
            _ => {}
        }
    }

    pub fn verdict(
        &mut self,
        view: &TranscriptView<'_>,
        checks: &mut DiceChecks,
        offset: usize,
        shooter_wins: bool,
    ) {
        let printed = if shooter_wins {
            PassResult::ShooterWins
        } else {
            PassResult::ShooterLoses
        };
        match self.phase {
            Phase::BeforeComeOut | Phase::Over(_) => return,
            Phase::ComeOutRolled { total, rule } => {
                let expected = match rule {
                    ComeOut::Natural => Some(PassResult::ShooterWins),
                    ComeOut::Craps => Some(PassResult::ShooterLoses),
                    ComeOut::Point(_) => None,
                };
                if expected != Some(printed) {
                    checks.come_out.fail_at(
                        view,
                        offset,
                        capitalised(&come_out_rule(total, rule)),
                        expected_come_out(rule),
                        result_words(printed),
                    );
                }
            }
            Phase::Point { point, last } => {
                let message = match last {
                    Some(total) => point_rule(point, total, None),
                    None => format!(
                        "with a point of {point} the shooter rolls until the point or a 7 comes"
                    ),
                };
                checks.point.fail_at(
                    view,
                    offset,
                    format!("{}, but the program ended the pass", capitalised(&message)),
                    "the shooter rolls again",
                    result_words(printed),
                );
            }
            Phase::PointDecided { point, total, rule } => {
                if rule != printed {
                    checks.point.fail_at(
                        view,
                        offset,
                        capitalised(&point_rule(point, total, Some(rule))),
                        result_words(rule),
                        result_words(printed),
                    );
                }
            }
            Phase::Lost => {}
        }
        self.phase = Phase::Over(printed);
    }
}

/// Two dice show 1 to 6 each and the total is their sum; false when the
/// total is not one two dice make.
fn check_dice(
    view: &TranscriptView<'_>,
    check: &mut CheckFindings,
    offset: usize,
    dice: Option<[i64; 2]>,
    total: i64,
) -> bool {
    let faces_ok = dice.is_none_or(|[first, second]| {
        (1..=6).contains(&first) && (1..=6).contains(&second) && first + second == total
    });
    let total_ok = DICE_TOTALS.contains(&narrow(total));
    if faces_ok && total_ok {
        return true;
    }
    let seen = match dice {
        Some([first, second]) => format!("dice {first} and {second}, total {total}"),
        None => format!("a total of {total}"),
    };
    check.fail_at(
        view,
        offset,
        "Each die shows 1 to 6, so two dice make 2 to 12, and the total is their sum",
        "two dice of 1 to 6 and their sum",
        seen,
    );
    total_ok
}

/// A number as a dice total, or one no dice make.
fn narrow(number: i64) -> u8 {
    u8::try_from(number).unwrap_or(u8::MAX)
}

fn come_out_rule(total: i64, rule: ComeOut) -> String {
    match rule {
        ComeOut::Natural => {
            format!("a come-out roll of {total} is a natural: the shooter wins at once")
        }
        ComeOut::Craps => format!("a come-out roll of {total} is craps: the shooter loses at once"),
        ComeOut::Point(point) => {
            format!(
                "a come-out roll of {total} sets the point {point}: the shooter rolls on for it"
            )
        }
    }
}

fn expected_come_out(rule: ComeOut) -> String {
    match rule {
        ComeOut::Natural => result_words(PassResult::ShooterWins),
        ComeOut::Craps => result_words(PassResult::ShooterLoses),
        ComeOut::Point(point) => format!("the point set to {point}"),
    }
}

fn point_rule(point: i64, total: i64, rule: Option<PassResult>) -> String {
    match rule {
        Some(PassResult::ShooterWins) => {
            format!("rolling the point {point} again makes the point: the shooter wins")
        }
        Some(PassResult::ShooterLoses) => {
            format!("rolling a 7 before the point {point} is a seven-out: the shooter loses")
        }
        None => format!(
            "with a point of {point}, a roll of {total} decides nothing: the shooter rolls again"
        ),
    }
}

fn result_words(result: PassResult) -> String {
    match result {
        PassResult::ShooterWins => "the shooter wins".to_string(),
        PassResult::ShooterLoses => "the shooter loses".to_string(),
    }
}

fn capitalised(sentence: &str) -> String {
    let mut letters = sentence.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pass as a list of steps: `R total`, `P point`, `W` (wins), `L` (loses).
    fn play(steps: &str) -> (DiceChecks, PassDice) {
        let view = TranscriptView::new("");
        let mut checks = DiceChecks::default();
        let mut dice = PassDice::default();
        for (offset, step) in steps.split_whitespace().enumerate() {
            let (kind, number) = step.split_at(1);
            match kind {
                "R" => dice.roll(&view, &mut checks, offset, None, number.parse().unwrap()),
                "P" => dice.point_set(&view, &mut checks, offset, number.parse().unwrap()),
                "W" => dice.verdict(&view, &mut checks, offset, true),
                "L" => dice.verdict(&view, &mut checks, offset, false),
                _ => panic!("step {step}"),
            }
        }
        (checks, dice)
    }

    #[test]
    fn passes_that_follow_the_rules_find_nothing() {
        use PassResult::*;
        let table = [
            ("R7 W", Some(ShooterWins), 1, 0),
            ("R11 W", Some(ShooterWins), 1, 0),
            ("R2 L", Some(ShooterLoses), 1, 0),
            ("R12 L", Some(ShooterLoses), 1, 0),
            ("R6 P6 R8 R2 R6 W", Some(ShooterWins), 1, 3),
            ("R4 P4 R11 R7 L", Some(ShooterLoses), 1, 2),
            // No point line: the rolls for it show it.
            ("R5 R5 W", Some(ShooterWins), 1, 1),
            // No verdict printed: the rules' result.
            ("R3", Some(ShooterLoses), 1, 0),
            ("R9 R7", Some(ShooterLoses), 1, 1),
            ("R9 R8", None, 1, 1),
        ];
        for (steps, result, come_outs, point_rolls) in table {
            let (checks, dice) = play(steps);
            assert_eq!(checks.come_out.failures(), 0, "{steps}");
            assert_eq!(checks.point.failures(), 0, "{steps}");
            assert_eq!(dice.result(), result, "{steps}");
            assert_eq!(
                (checks.come_out.judged(), checks.point.judged()),
                (come_outs, point_rolls),
                "{steps}"
            );
        }
    }

    #[test]
    fn rule_breaks_are_found_by_their_check() {
        let table = [
            // 11 treated as craps.
            ("R11 L", COME_OUT, "A come-out roll of 11 is a natural: the shooter wins at once"),
            ("R7 P7", COME_OUT, "A come-out roll of 7 is a natural: the shooter wins at once"),
            ("R8 W", COME_OUT, "A come-out roll of 8 sets the point 8: the shooter rolls on for it"),
            ("R6 P8", COME_OUT, "A come-out roll of 6 sets the point 6: the shooter rolls on for it"),
            ("R12 R5", COME_OUT, "A come-out roll of 12 is craps: the shooter loses at once, but the shooter rolled again"),
            ("R13 L", COME_OUT, "Each die shows 1 to 6, so two dice make 2 to 12, and the total is their sum"),
            // Craps rules applied while rolling for a point.
            ("R6 P6 R2 L", POINT, "With a point of 6, a roll of 2 decides nothing: the shooter rolls again, but the program ended the pass"),
            ("R6 P6 R7 W", POINT, "Rolling a 7 before the point 6 is a seven-out: the shooter loses"),
            ("R6 P6 R6 L", POINT, "Rolling the point 6 again makes the point: the shooter wins"),
            ("R5 P5 R7 R5 W", POINT, "Rolling a 7 before the point 5 is a seven-out: the shooter loses, but the shooter rolled again"),
        ];
        for (steps, check, message) in table {
            let (checks, _) = play(steps);
            let (found, other) = match check {
                COME_OUT => (&checks.come_out, &checks.point),
                _ => (&checks.point, &checks.come_out),
            };
            assert_eq!(found.failures(), 1, "{steps}: {:?}", found.first_failure());
            assert_eq!(found.first_failure().unwrap().message, message, "{steps}");
            assert_eq!(other.failures(), 0, "{steps}");
        }
    }

    #[test]
    fn a_mistake_is_reported_once_and_the_programs_verdict_stands() {
        let (checks, dice) = play("R11 L");
        assert_eq!(dice.result(), Some(PassResult::ShooterLoses));
        assert_eq!(checks.come_out.failures(), 1);
        let (checks, dice) = play("R7 R4 R4 W");
        assert_eq!(checks.come_out.failures(), 1);
        assert_eq!(checks.point.failures(), 0);
        assert_eq!(dice.result(), Some(PassResult::ShooterWins));
    }
}
