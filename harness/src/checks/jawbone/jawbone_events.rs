//! Reading a Porojen Leuka transcript as a stream of game events: prompts and
//! the answers typed after them, throws with their number, position and round
//! total, banked points, scores, winners and stakes.

use reference::jawbone::{JawboneRules, Position, Side, ThrowAction};

use crate::checks::{PatternMatch, Patterns};

/// One thing the program printed (or was told), at byte `offset` of the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JawboneEvent {
    pub offset: usize,
    pub kind: JawboneEventKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JawboneEventKind {
    /// `Please enter a random number seed: 42` (what was typed, if anything).
    SeedPrompt {
        typed: Option<String>,
    },
    /// `Would you like to play Porojen Leuka? (Y/N): y` or `... play again?`.
    PlayPrompt {
        answer: Option<bool>,
    },
    /// `Would you like to throw first? (Y/N): n`.
    ThrowFirstPrompt {
        answer: Option<bool>,
    },
    /// `Your round: ...` / `The computer's round: ...`.
    RoundStart {
        thrower: Side,
    },
    Throw(ThrowReport),
    /// `Throw again? (Y/N): y`, or a question to throw at all.
    ThrowAgainPrompt {
        answer: Option<bool>,
    },
    /// `You bank 8 points: your total is 31.`, or a total alone after a
    /// round (`Player now has 86`: no points said).
    Bank {
        thrower: Side,
        points: Option<u32>,
        total: Option<u32>,
    },
    /// `Score: you 31, computer 15.`; on a status line in a round, with
    /// the round's points beside them (`[ YOU 31 | CPU 15 | ROUND 7 ]`).
    Score {
        human: u32,
        computer: u32,
        round_points: Option<u32>,
    },
    /// `You win the game!`
    Win {
        winner: Side,
    },
    /// `Stakes: you 6 markkaa, computer 4 markkaa.` (also the final stakes).
    Stakes {
        human: u32,
        computer: u32,
    },
}

/// What a throw line says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrowReport {
    pub thrower: Side,
    /// The number thrown, 0 to 99, when the program prints it.
    pub value: Option<u32>,
    /// The position the program announced: a name, or the points scored.
    pub announced: Option<Position>,
    /// The round's points after the throw, when printed.
    pub round_points: Option<u32>,
}

impl ThrowReport {
    /// Where the program says the jawbone landed: its announcement, else the
    /// table's position for the number it printed.
    pub fn landed(&self, rules: &JawboneRules) -> Option<Position> {
        self.announced
            .or_else(|| self.value.and_then(|value| rules.position(value).ok()))
    }
}

/// The patterns the reader uses, in `assignment.yaml`.
pub const EVENT_PATTERNS: [&str; 10] = [
    "seed_prompt",
    "play_prompt",
    "throw_first_prompt",
    "round_start",
    "throw",
    "throw_again_prompt",
    "bank",
    "score",
    "win",
    "stakes",
];

/// Every event of `text`, in the order the program printed them.
pub fn read_jawbone_events(
    text: &str,
    patterns: &Patterns,
    rules: &JawboneRules,
) -> Vec<JawboneEvent> {
    let matches = patterns.scan(text, &EVENT_PATTERNS);
    let first_prompts: Vec<&PatternMatch> = matches
        .iter()
        .filter(|found| found.name == "throw_first_prompt")
        .collect();
    matches
        .iter()
        // "Would you like to throw first?" reads as a question to throw too.
        .filter(|found| {
            found.name != "throw_again_prompt"
                || !first_prompts
                    .iter()
                    .any(|first| first.start < found.end && found.start < first.end)
        })
        .filter_map(|found| {
            event_kind(found, patterns, rules).map(|kind| JawboneEvent {
                offset: found.start,
                kind,
            })
        })
        .collect()
}

fn event_kind(
    found: &PatternMatch,
    patterns: &Patterns,
    rules: &JawboneRules,
) -> Option<JawboneEventKind> {
    let number = |group: &str| found.number(group).and_then(|n| u32::try_from(n).ok());
    let answer = || found.group("answer").and_then(answer_of);
    let who = || found.group("who").and_then(side_named);
    Some(match found.name.as_str() {
        "seed_prompt" => JawboneEventKind::SeedPrompt {
            typed: found.group("seed").map(str::to_string),
        },
        "play_prompt" => JawboneEventKind::PlayPrompt { answer: answer() },
        "throw_first_prompt" => JawboneEventKind::ThrowFirstPrompt { answer: answer() },
        "round_start" => JawboneEventKind::RoundStart { thrower: who()? },
        "throw" => JawboneEventKind::Throw(throw_report(found, who()?, patterns, rules)?),
        "throw_again_prompt" => JawboneEventKind::ThrowAgainPrompt { answer: answer() },
        "bank" => JawboneEventKind::Bank {
            thrower: who()?,
            points: Some(number("points")?),
            total: number("total"),
        },
        "score" => JawboneEventKind::Score {
            human: number("human")?,
            computer: number("computer")?,
            round_points: None,
        },
        "win" => JawboneEventKind::Win { winner: who()? },
        "stakes" => JawboneEventKind::Stakes {
            human: number("human")?,
            computer: number("computer")?,
        },
        _ => return None,
    })
}

/// The groups of `throw_position` that name a position, by what it does
/// (the spec's names are kept for the patterns written before variants).
const POSITION_GROUPS: [(&str, &str, ThrowAction); 3] = [
    ("lose_round", "erillaan", ThrowAction::LoseRound),
    ("bank_and_pass", "pitka", ThrowAction::BankAndPass),
    ("score_then_bank", "pida", ThrowAction::ScoreThenBank),
];

/// A throw line; None when it names neither a number nor a position (then
/// it was prose such as "you throw first").
fn throw_report(
    found: &PatternMatch,
    thrower: Side,
    patterns: &Patterns,
    rules: &JawboneRules,
) -> Option<ThrowReport> {
    let value = found
        .number("value")
        .and_then(|value| u32::try_from(value).ok());
    let rest = found.group("what").unwrap_or("");
    let first = |name: &str| patterns.scan(rest, &[name]).into_iter().next();
    let named = first("throw_position").and_then(|found| {
        let (_, _, action) = POSITION_GROUPS.iter().find(|(group, spec_group, _)| {
            found.group(group).is_some() || found.group(spec_group).is_some()
        })?;
        rules
            .table
            .rows()
            .iter()
            .find(|row| row.action == *action)
            .map(|row| row.position())
    });
    let points = first("throw_points").and_then(|found| found.number("points"));
    let announced = named.or_else(|| Some(rules.table.scoring(u32::try_from(points?).ok()?)));
    if value.is_none() && announced.is_none() {
        return None;
    }
    let round_points = first("round_points")
        .and_then(|found| found.number("round"))
        .and_then(|round| u32::try_from(round).ok());
    Some(ThrowReport {
        thrower,
        value,
        announced,
        round_points,
    })
}

/// `y`/`yes` is true, `n`/`no` false, in any case.
fn answer_of(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "y" | "yes" => Some(true),
        "n" | "no" => Some(false),
        _ => None,
    }
}

/// Who a line is about: the computer (Computer, CPU) or the human (You,
/// Your, Player, Human).
fn side_named(text: &str) -> Option<Side> {
    let lower = text.to_lowercase();
    if lower.contains("comp") || lower.contains("cpu") {
        Some(Side::Computer)
    } else if ["you", "player", "human"]
        .iter()
        .any(|word| lower.contains(word))
    {
        Some(Side::Human)
    } else {
        None
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::assignment::Assignment;
    use JawboneEventKind::*;

    /// The spec's position of a throw.
    pub(in crate::checks::jawbone) fn spec(throw: u32) -> Position {
        JawboneRules::default().position(throw).unwrap()
    }

    pub(in crate::checks::jawbone) fn default_patterns() -> Patterns {
        Assignment::builtin("jawbone").unwrap().patterns
    }

    fn kinds(text: &str) -> Vec<JawboneEventKind> {
        read_jawbone_events(text, &default_patterns(), &JawboneRules::default())
            .into_iter()
            .map(|event| event.kind)
            .collect()
    }

    fn throw(
        thrower: Side,
        value: Option<u32>,
        announced: Option<Position>,
        round_points: Option<u32>,
    ) -> JawboneEventKind {
        Throw(ThrowReport {
            thrower,
            value,
            announced,
            round_points,
        })
    }

    #[test]
    fn the_references_lines() {
        use Side::{Computer, Human};
        let cases: Vec<(&str, Vec<JawboneEventKind>)> = vec![
            (
                "Please enter a random number seed: 42",
                vec![SeedPrompt {
                    typed: Some("42".into()),
                }],
            ),
            (
                "Would you like to play Porojen Leuka? (Y/N): y",
                vec![PlayPrompt { answer: Some(true) }],
            ),
            (
                "Would you like to play again? (Y/N): N",
                vec![PlayPrompt {
                    answer: Some(false),
                }],
            ),
            (
                "Would you like to throw first? (Y/N): n",
                vec![ThrowFirstPrompt {
                    answer: Some(false),
                }],
            ),
            ("New game: you throw first.", vec![]),
            (
                "Your round: you have 0 points banked.",
                vec![RoundStart { thrower: Human }],
            ),
            (
                "The computer's round: it has 2 points banked.",
                vec![RoundStart { thrower: Computer }],
            ),
            (
                "You threw 66: 2 points (round: 2)",
                vec![throw(Human, Some(66), Some(Position::scoring(2)), Some(2))],
            ),
            (
                "You threw 40: 1 point (round: 3)",
                vec![throw(Human, Some(40), Some(Position::scoring(1)), Some(3))],
            ),
            (
                "The computer threw 4: Erillään Pystyyn! The round's points are lost.",
                vec![throw(Computer, Some(4), Some(spec(0)), None)],
            ),
            (
                "The computer threw 21: Pitkä Rivi!",
                vec![throw(Computer, Some(21), Some(spec(16)), None)],
            ),
            (
                "You threw 98: Pidä ja anna! 11 points (round: 12)",
                vec![throw(Human, Some(98), Some(spec(92)), Some(12))],
            ),
            (
                "Throw again? (Y/N): y",
                vec![ThrowAgainPrompt { answer: Some(true) }],
            ),
            (
                "You bank 8 points: your total is 8.",
                vec![Bank {
                    thrower: Human,
                    points: Some(8),
                    total: Some(8),
                }],
            ),
            (
                "The computer banks 1 point: its total is 32.",
                vec![Bank {
                    thrower: Computer,
                    points: Some(1),
                    total: Some(32),
                }],
            ),
            (
                "Score: you 8, computer 2.",
                vec![Score {
                    human: 8,
                    computer: 2,
                    round_points: None,
                }],
            ),
            (
                "You have 95 points and cannot throw again. You win the game!",
                vec![Win { winner: Human }],
            ),
            (
                "The computer has 94 points. The computer wins the game!",
                vec![Win { winner: Computer }],
            ),
            (
                "Stakes: you 6 markkaa, computer 4 markkaa.",
                vec![Stakes {
                    human: 6,
                    computer: 4,
                }],
            ),
            (
                "Final stakes: you 0 markkaa, computer 10 markkaa.",
                vec![Stakes {
                    human: 0,
                    computer: 10,
                }],
            ),
            (
                "You and the computer each have 5 markkaa. Each game is played for 1 markka.",
                vec![],
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(kinds(text), expected, "{text}");
        }
    }

    #[test]
    fn students_variants() {
        use Side::{Computer, Human};
        let cases: Vec<(&str, Vec<JawboneEventKind>)> = vec![
            // Names without diacritics, or as the spec's copy mangles them.
            (
                "CPU rolled 7 - Erillaan Pystyyn, round points lost",
                vec![throw(Computer, Some(7), Some(spec(0)), None)],
            ),
            (
                "Player threw a 17 -> Pitk Rivi",
                vec![throw(Human, Some(17), Some(spec(16)), None)],
            ),
            (
                "Computer tossed 95: Pida ja anna (+11 pts), round total 20",
                vec![throw(Computer, Some(95), Some(spec(92)), Some(20))],
            ),
            // No number printed: the position alone.
            (
                "You threw the jawbone: 4 points. Round points: 9",
                vec![throw(Human, None, Some(Position::scoring(4)), Some(9))],
            ),
            (
                "Continue throwing? (y/n) yes",
                vec![ThrowAgainPrompt { answer: Some(true) }],
            ),
            (
                "Do you want to throw the jawbone? (Y/N): n",
                vec![ThrowAgainPrompt {
                    answer: Some(false),
                }],
            ),
            (
                "Score -> You: 12  Computer: 30",
                vec![Score {
                    human: 12,
                    computer: 30,
                    round_points: None,
                }],
            ),
            (
                "Stakes - Player: 4, CPU: 6",
                vec![Stakes {
                    human: 4,
                    computer: 6,
                }],
            ),
            ("Player wins!", vec![Win { winner: Human }]),
            // A prompt still waiting for its answer.
            (
                "Throw again? (Y/N): ",
                vec![ThrowAgainPrompt { answer: None }],
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(kinds(text), expected, "{text}");
        }
    }

    #[test]
    fn a_wrapped_stream_reads_in_order_with_offsets() {
        let text = "Please enter a random number seed: 7\nYou threw 31: 1 point (round: 1)\nThrow again? (Y/N): n\nYou bank 1 point: your total is 1.";
        let events = read_jawbone_events(text, &default_patterns(), &JawboneRules::default());
        let offsets: Vec<usize> = events.iter().map(|event| event.offset).collect();
        let starts = ["seed:", "You threw", "Throw again", "You bank"]
            .map(|start| text.find(start).unwrap());
        assert_eq!(offsets, starts);
        assert!(matches!(
            events[3].kind,
            Bank {
                points: Some(1),
                ..
            }
        ));
    }

    #[test]
    fn landed_prefers_the_announcement_over_the_table() {
        let report = ThrowReport {
            thrower: Side::Human,
            value: Some(15),
            announced: Some(spec(16)),
            round_points: None,
        };
        assert_eq!(report.landed(&JawboneRules::default()), Some(spec(16)));
        let bare = ThrowReport {
            announced: None,
            ..report
        };
        assert_eq!(bare.landed(&JawboneRules::default()), Some(spec(0)));
    }
}
