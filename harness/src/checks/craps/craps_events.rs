//! Reading a Craps transcript into game events: the answers typed at each
//! prompt, who was asked to bet, the rolls, the verdicts, the bank rolls and
//! the end of the game, each with the byte offset it was printed at.

use crate::checks::{PatternMatch, Patterns};

/// One thing the program printed (or was told), in stream order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrapsEvent {
    /// Byte offset of the event in the rendered transcript.
    pub offset: usize,
    pub kind: CrapsEventKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CrapsEventKind {
    /// The number of players was asked; `answer` is what was typed.
    PlayerCountAsked {
        answer: String,
    },
    /// A player's name was asked (`seat` from 1, when the prompt shows it).
    NameAsked {
        seat: Option<usize>,
        answer: String,
    },
    /// The shooter was asked for their bet.
    ShooterBetAsked {
        shooter: String,
        answer: String,
    },
    /// An opponent was asked to take a piece of the action; `remaining` is
    /// the uncovered action the prompt offered, when it shows one.
    OpponentBetAsked {
        opponent: String,
        remaining: Option<i64>,
        answer: String,
    },
    /// The betting closed on a covered action: announced ("The action is
    /// covered, NO MORE BETS"), or, where the dialogue is known, shown by
    /// the program rolling once the bets it took reach the shooter's.
    Covered,
    /// Two dice rolled: the faces when printed, and the total.
    Roll {
        dice: Option<[i64; 2]>,
        total: i64,
    },
    /// A roll drawn as one number whose value neither the draw log nor the
    /// output gives (a generator croupier cannot follow): the pass rolled,
    /// and its dice cannot be judged.
    UnreadRoll,
    PointSet {
        point: i64,
    },
    /// The program's verdict on the pass (the first one after a roll).
    PassVerdict {
        shooter_wins: bool,
    },
    Bankroll {
        name: String,
        amount: i64,
    },
    CleanedOut {
        name: String,
    },
    GameWinner {
        name: Option<String>,
    },
    Pot {
        amount: i64,
    },
    /// The shooter was asked to roll again or pass the bones.
    NextPassAsked {
        answer: String,
    },
}

/// The names of the patterns in `assignment.yaml` this reader uses.
pub const CRAPS_PATTERNS: [&str; 16] = [
    "player_count_prompt",
    "name_prompt",
    "shooter",
    "action_offer",
    "bet_prompt",
    "covered",
    "dice",
    "roll_total",
    "point_set",
    "shooter_wins",
    "shooter_loses",
    "bankroll",
    "cleaned_out",
    "game_winner",
    "pot",
    "next_pass_prompt",
];

/// Who the latest "place your bet" prompt is addressed to.
#[derive(Debug, Clone)]
enum Bettor {
    Shooter(String),
    Opponent {
        name: String,
        remaining: Option<i64>,
    },
}

/// Every event of `text`, in the order the program printed them.
///
/// Lines that merely describe the game (the rules screen) come before the
/// first roll, so verdicts, points and winners before it are not events; a
/// verdict repeated before the next roll ("You rolled a natural. You win!")
/// counts once, and so does a point restated while rolling for it.
pub fn read_craps_events(text: &str, patterns: &Patterns) -> Vec<CrapsEvent> {
    read_craps_events_while(text, patterns, &|| true)
}

/// As [`read_craps_events`], reading the next match only while
/// `keep_reading` says so (a judge's deadline).
pub fn read_craps_events_while(
    text: &str,
    patterns: &Patterns,
    keep_reading: &dyn Fn() -> bool,
) -> Vec<CrapsEvent> {
    let mut reader = EventReader::default();
    for found in patterns.scan(text, &CRAPS_PATTERNS) {
        if !keep_reading() {
            break;
        }
        reader.read(&found);
    }
    reader.finish()
}

#[derive(Debug, Default)]
struct EventReader {
    events: Vec<CrapsEvent>,
    bettor: Option<Bettor>,
    /// Dice printed, waiting for the total that may follow them.
    pending_dice: Option<(usize, [i64; 2])>,
    rolled: bool,
    verdict_given: bool,
    point: Option<i64>,
}

impl EventReader {
    fn read(&mut self, found: &PatternMatch) {
        let answer = || found.group("answer").unwrap_or("").trim().to_string();
        let name = || found.group("name").unwrap_or("").to_string();
        let kind = match found.name.as_str() {
            "player_count_prompt" => CrapsEventKind::PlayerCountAsked { answer: answer() },
            "name_prompt" => CrapsEventKind::NameAsked {
                seat: found
                    .number("seat")
                    .or_else(|| found.number("seat_before"))
                    .and_then(|seat| usize::try_from(seat).ok()),
                answer: answer(),
            },
            "shooter" => {
                self.bettor = Some(Bettor::Shooter(name()));
                return;
            }
            "action_offer" => {
                self.bettor = Some(Bettor::Opponent {
                    name: name(),
                    remaining: found.number("remaining"),
                });
                return;
            }
            "bet_prompt" => match &self.bettor {
                Some(Bettor::Shooter(shooter)) => CrapsEventKind::ShooterBetAsked {
                    shooter: shooter.clone(),
                    answer: answer(),
                },
                Some(Bettor::Opponent { name, remaining }) => CrapsEventKind::OpponentBetAsked {
                    opponent: name.clone(),
                    remaining: *remaining,
                    answer: answer(),
                },
                None => return,
            },
            // "completely covered. NO MORE BETS!" announces it once.
            "covered"
                if self.events.last().map(|event| &event.kind)
                    == Some(&CrapsEventKind::Covered) =>
            {
                return
            }
            "covered" => CrapsEventKind::Covered,
            "dice" => {
                self.flush_dice();
                if let (Some(first), Some(second)) = (found.number("die1"), found.number("die2")) {
                    self.pending_dice = Some((found.start, [first, second]));
                }
                return;
            }
            "roll_total" => {
                let Some(total) = found.number("total") else {
                    return;
                };
                let (offset, dice) = match self.pending_dice.take() {
                    Some((offset, dice)) => (offset, Some(dice)),
                    None => (found.start, None),
                };
                self.push_roll(offset, dice, total);
                return;
            }
            "point_set" => {
                let Some(point) = found.number("point") else {
                    return;
                };
                if !self.rolled || self.verdict_given || self.point == Some(point) {
                    return;
                }
                self.point = Some(point);
                CrapsEventKind::PointSet { point }
            }
            "shooter_wins" | "shooter_loses" => {
                if !self.rolled || self.verdict_given {
                    return;
                }
                self.verdict_given = true;
                CrapsEventKind::PassVerdict {
                    shooter_wins: found.name == "shooter_wins",
                }
            }
            "bankroll" => match found.number("amount") {
                Some(amount) => CrapsEventKind::Bankroll {
                    name: name(),
                    amount,
                },
                None => return,
            },
            "cleaned_out" if self.rolled => CrapsEventKind::CleanedOut { name: name() },
            "game_winner" if self.rolled => CrapsEventKind::GameWinner {
                name: found.group("name").map(str::to_string),
            },
            "pot" => match found.number("amount") {
                Some(amount) => CrapsEventKind::Pot { amount },
                None => return,
            },
            "next_pass_prompt" => CrapsEventKind::NextPassAsked { answer: answer() },
            _ => return,
        };
        self.flush_dice();
        if matches!(
            kind,
            CrapsEventKind::ShooterBetAsked { .. } | CrapsEventKind::NextPassAsked { .. }
        ) {
            self.point = None;
        }
        self.events.push(CrapsEvent {
            offset: found.start,
            kind,
        });
    }

    /// Dice with no total after them still make a roll: their sum.
    fn flush_dice(&mut self) {
        if let Some((offset, dice)) = self.pending_dice.take() {
            self.push_roll(offset, Some(dice), dice[0] + dice[1]);
        }
    }

    fn push_roll(&mut self, offset: usize, dice: Option<[i64; 2]>, total: i64) {
        self.rolled = true;
        self.verdict_given = false;
        self.events.push(CrapsEvent {
            offset,
            kind: CrapsEventKind::Roll { dice, total },
        });
    }

    fn finish(mut self) -> Vec<CrapsEvent> {
        self.flush_dice();
        self.events
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::path::Path;
    use CrapsEventKind::*;

    /// The default patterns of `fixtures/craps/assignment.yaml`.
    pub(crate) fn default_patterns() -> Patterns {
        #[derive(serde::Deserialize)]
        struct PatternsOnly {
            patterns: BTreeMap<String, String>,
        }
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/craps/assignment.yaml");
        let text = std::fs::read_to_string(&path).expect("the craps assignment.yaml");
        let only: PatternsOnly = serde_yaml::from_str(&text).expect("patterns parse");
        for name in CRAPS_PATTERNS {
            assert!(only.patterns.contains_key(name), "no default for {name}");
        }
        Patterns::compile(&only.patterns, &path).expect("patterns compile")
    }

    fn kinds(text: &str) -> Vec<CrapsEventKind> {
        read_craps_events(text, &default_patterns())
            .into_iter()
            .map(|event| event.kind)
            .collect()
    }

    fn roll(dice: Option<[i64; 2]>, total: i64) -> CrapsEventKind {
        Roll { dice, total }
    }

    #[test]
    fn the_references_lines_read_as_events() {
        let game = crate::checks::craps::tests::GAME;
        let text = &game[..game.find("Bill passes the bones").unwrap()];
        assert_eq!(
            kinds(text),
            [
                PlayerCountAsked { answer: "7".into() },
                PlayerCountAsked { answer: "2".into() },
                NameAsked {
                    seat: Some(1),
                    answer: "Bill".into()
                },
                NameAsked {
                    seat: Some(2),
                    answer: "Tony".into()
                },
                ShooterBetAsked {
                    shooter: "Bill".into(),
                    answer: "35".into()
                },
                ShooterBetAsked {
                    shooter: "Bill".into(),
                    answer: "60".into()
                },
                OpponentBetAsked {
                    opponent: "Tony".into(),
                    remaining: Some(60),
                    answer: "20".into()
                },
                roll(Some([4, 2]), 6),
                PointSet { point: 6 },
                roll(Some([5, 2]), 7),
                PassVerdict {
                    shooter_wins: false
                },
                Bankroll {
                    name: "Bill".into(),
                    amount: 80
                },
                Bankroll {
                    name: "Tony".into(),
                    amount: 120
                },
                NextPassAsked { answer: "P".into() },
            ]
        );
    }

    #[test]
    fn the_specs_sample_reads_its_rolls_and_results_with_its_lines_run_together() {
        // specs/craps.txt lost its line breaks: the two-player example as it
        // stands. A prompt's answer runs to the end of its line, so prompts
        // of a one-line text do not read; rolls and results do, and the
        // rules screen before the first roll makes no events.
        let text = "Would you like a brief explanation of the rules of the game? Enter Y for yes, or N for no: Y Here are the basic rules of the game: 1)IF the shooter rolls a seven or eleven, then they have rolled 'a natural' and they win their bet. 2)IF the shooter rolls a two ('snake-eyes), a three ('ace-deuce'), or a twelve ('box-cars') then the shooter 'craps out' (loses) ('cleaned house'). The shooter's bet has been completely covered. NO MORE BETS!. ***** Rolling the dice...and the result is: 7! ***** Congratulations Bill! You have rolled a natural. You win! ***** AND WE HAVE THE GAME WINNER! Congratulations, Bill!***** You have won the total pot of $200!";
        assert_eq!(
            kinds(text),
            [
                Covered,
                roll(None, 7),
                PassVerdict { shooter_wins: true },
                GameWinner {
                    name: Some("Bill".into())
                },
                Pot { amount: 200 },
            ]
        );
    }

    #[test]
    fn variants_students_write_read_the_same() {
        let table: &[(&str, CrapsEventKind)] = &[
            ("Dice: [3, 4] = 7\n", roll(Some([3, 4]), 7)),
            ("Moe rolled (6-5)\n", roll(Some([6, 5]), 11)),
            ("Moe rolled a 9\n", roll(None, 9)),
            (
                "How many players? (2-6): 3\n",
                PlayerCountAsked { answer: "3".into() },
            ),
            (
                "Player 2, enter your name:\nLarry\n",
                NameAsked {
                    seat: Some(2),
                    answer: "Larry".into(),
                },
            ),
            (
                "Larry's bank roll: $120\n",
                Bankroll {
                    name: "Larry".into(),
                    amount: 120,
                },
            ),
            (
                "Larry now has $0\n",
                Bankroll {
                    name: "Larry".into(),
                    amount: 0,
                },
            ),
            (
                "Roll again (R) or pass the dice (P)? r\n",
                NextPassAsked { answer: "r".into() },
            ),
        ];
        for (text, expected) in table {
            assert_eq!(kinds(text), std::slice::from_ref(expected), "{text:?}");
        }
    }

    #[test]
    fn the_patterns_are_read_only_while_the_reader_is_told_to() {
        let text = "Moe rolled 5 and 6.\n***** Rolling the dice...and the result is: 11! *****\n";
        let stopped = read_craps_events_while(text, &default_patterns(), &|| false);
        assert_eq!(stopped, []);
        let read = read_craps_events_while(text, &default_patterns(), &|| true);
        assert_eq!(read.len(), 1, "{read:?}");
    }

    #[test]
    fn a_verdict_counts_once_and_only_after_a_roll() {
        let text = "\
IF the shooter rolls a 2 then the shooter 'craps out'. 'a natural' wins. You win!
Moe rolled 5 and 6.
***** Rolling the dice...and the result is: 11! *****
Congratulations Moe! You have rolled a natural. You win!
Moe, the point is 6. Point is 6.
";
        assert_eq!(
            kinds(text),
            [roll(Some([5, 6]), 11), PassVerdict { shooter_wins: true }]
        );
    }

    #[test]
    fn a_bet_belongs_to_whoever_was_asked_last() {
        let text = "\
Moe is the shooter. Enter your bet: 35
Your bet must be a multiple of $10.
Enter your bet: $30
Larry, Moe bets $30. Enter your bet:
20
Curly, Moe has bet $30. Enter your bet: 10
The action is covered
";
        assert_eq!(
            kinds(text),
            [
                ShooterBetAsked {
                    shooter: "Moe".into(),
                    answer: "35".into()
                },
                ShooterBetAsked {
                    shooter: "Moe".into(),
                    answer: "30".into()
                },
                OpponentBetAsked {
                    opponent: "Larry".into(),
                    remaining: None,
                    answer: "20".into()
                },
                OpponentBetAsked {
                    opponent: "Curly".into(),
                    remaining: None,
                    answer: "10".into()
                },
                Covered,
            ]
        );
    }
}
