//! Reading a Cee-lo transcript into game events: prompts with what was typed
//! after them, rolls, ties, results, balances; each with its byte offset.

use reference::ceelo::{Dice, Money, Outcome, Roller, DIE_FACES};

use crate::checks::{PatternMatch, Patterns};

/// The names of the patterns in `fixtures/ceelo/assignment.yaml` this reader uses.
pub const INITIAL_BALANCE_PROMPT: &str = "initial_balance_prompt";
pub const WAGER_PROMPT: &str = "wager_prompt";
pub const ROLL: &str = "roll";
pub const TIE: &str = "tie";
pub const RESULT: &str = "result";
pub const BALANCE: &str = "balance";
pub const CONTINUE_PROMPT: &str = "continue_prompt";
pub const LEFT_WITH: &str = "left_with";

pub const ALL_PATTERNS: [&str; 8] = [
    INITIAL_BALANCE_PROMPT,
    WAGER_PROMPT,
    ROLL,
    TIE,
    RESULT,
    BALANCE,
    CONTINUE_PROMPT,
    LEFT_WITH,
];

/// One thing the program printed (or was typed at one of its prompts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CeeloEvent {
    /// Byte offset in the transcript text where the event's match starts.
    pub offset: usize,
    pub kind: CeeloEventKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CeeloEventKind {
    /// The initial bank balance was asked for; `typed` is the answer shown
    /// after the prompt (empty if none).
    InitialBalanceAsked {
        typed: String,
    },
    /// A wager was asked for.
    WagerAsked {
        typed: String,
    },
    Rolled(RollSeen),
    /// The program said the game is tied (both roll again).
    TieAnnounced,
    /// `You won!` / `You lost!` (or `CPU wins`, read from the player's side).
    Decided(Outcome),
    /// A balance the program showed: `Your current balance is $50.00`,
    /// `take your money ($50.00)`.
    BalanceShown(Money),
    /// The player was asked to continue or quit; `typed` is the answer.
    ContinueAsked {
        typed: String,
    },
    /// `You left with $50.00.`
    LeftWith(Money),
    /// An amount alone between games, no word saying whose (`W $150.00`,
    /// `$150.00` on its own line): the balance where it is the one the
    /// game leaves, else nothing the judge can name.
    AmountShown(Money),
}

/// A roll as printed: who rolled, the three numbers, and whether the program
/// marked it as no recognized combination.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollSeen {
    pub roller: Roller,
    pub faces: [u32; 3],
    pub marked_unrecognized: bool,
}

impl RollSeen {
    /// The faces as dice, when every one is a face a die has (1 to 6).
    pub fn dice(&self) -> Option<Dice> {
        let mut dice = [0u8; 3];
        for (die, &face) in dice.iter_mut().zip(&self.faces) {
            *die = u8::try_from(face)
                .ok()
                .filter(|face| DIE_FACES.contains(face))?;
        }
        Some(dice)
    }

    /// `(5, 4, 3)`, as the template prints dice.
    pub fn faces_text(&self) -> String {
        let [first, second, third] = self.faces;
        format!("({first}, {second}, {third})")
    }
}

/// The subject of a roll, as students name it.
pub fn roller_name(roller: Roller) -> &'static str {
    match roller {
        Roller::Player => "the player",
        Roller::Cpu => "the CPU",
    }
}

/// Every event of `text`, in stream order. Matches that cannot be read
/// (a number too large for a die) are left out.
pub fn read_ceelo_events(text: &str, patterns: &Patterns) -> Vec<CeeloEvent> {
    patterns
        .scan(text, &ALL_PATTERNS)
        .iter()
        .filter_map(|found| {
            Some(CeeloEvent {
                offset: found.start,
                kind: event_kind(found)?,
            })
        })
        .collect()
}

fn event_kind(found: &PatternMatch) -> Option<CeeloEventKind> {
    let typed = || found.group("typed").unwrap_or("").trim().to_string();
    Some(match found.name.as_str() {
        INITIAL_BALANCE_PROMPT => CeeloEventKind::InitialBalanceAsked { typed: typed() },
        WAGER_PROMPT => CeeloEventKind::WagerAsked { typed: typed() },
        CONTINUE_PROMPT => CeeloEventKind::ContinueAsked { typed: typed() },
        ROLL => CeeloEventKind::Rolled(RollSeen {
            roller: roller_named(found.group("who")?)?,
            faces: [
                face(found, "first")?,
                face(found, "second")?,
                face(found, "third")?,
            ],
            marked_unrecognized: found.group("unrecognized").is_some(),
        }),
        TIE => CeeloEventKind::TieAnnounced,
        RESULT => {
            let roller = roller_named(found.group("who")?)?;
            // Without a `verb` group (an instructor's pattern may leave it
            // out) the side named is the winner.
            let verb = found.group("verb").unwrap_or("").to_ascii_lowercase();
            let winner_won = !verb.starts_with('l');
            let player_won = winner_won == (roller == Roller::Player);
            CeeloEventKind::Decided(if player_won {
                Outcome::Won
            } else {
                Outcome::Lost
            })
        }
        BALANCE => CeeloEventKind::BalanceShown(shown_amount(found.group("amount")?)?),
        LEFT_WITH => CeeloEventKind::LeftWith(shown_amount(found.group("amount")?)?),
        _ => return None,
    })
}

fn roller_named(who: &str) -> Option<Roller> {
    match who.to_ascii_lowercase().as_str() {
        "you" | "player" | "human" => Some(Roller::Player),
        "cpu" | "computer" => Some(Roller::Cpu),
        _ => None,
    }
}

fn face(found: &PatternMatch, group: &str) -> Option<u32> {
    found.group(group)?.trim().parse().ok()
}

/// An amount as a program prints it (`$100.00`, `100`, `$ 7.5`,
/// `33.333333` from a `%f`), to the nearest cent.
pub fn shown_amount(text: &str) -> Option<Money> {
    let digits: String = text
        .chars()
        .filter(|character| !character.is_whitespace() && *character != '$')
        .collect();
    let (whole, fraction) = digits.split_once('.').unwrap_or((&digits, ""));
    if whole.is_empty() || !(whole.bytes().chain(fraction.bytes())).all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Whole cents from the first two decimals, rounded by the third.
    let mut cents_digits = fraction.bytes().map(|digit| i64::from(digit - b'0'));
    let tenths = cents_digits.next().unwrap_or(0);
    let hundredths = cents_digits.next().unwrap_or(0);
    let round_up = i64::from(cents_digits.next().unwrap_or(0) >= 5);
    let dollars: i64 = whole.parse().ok()?;
    let cents = dollars
        .checked_mul(100)?
        .checked_add(tenths * 10 + hundredths + round_up)?;
    Some(Money::from_cents(cents))
}

/// What the player typed as an amount, if it is one.
pub fn typed_amount(typed: &str) -> Option<Money> {
    Money::parse(typed).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assignment::Assignment;

    fn events(text: &str) -> Vec<CeeloEventKind> {
        let assignment = Assignment::builtin("ceelo").unwrap();
        read_ceelo_events(text, &assignment.patterns)
            .into_iter()
            .map(|event| event.kind)
            .collect()
    }

    fn roll(roller: Roller, faces: [u32; 3], marked_unrecognized: bool) -> CeeloEventKind {
        CeeloEventKind::Rolled(RollSeen {
            roller,
            faces,
            marked_unrecognized,
        })
    }

    fn dollars(cents: i64) -> Money {
        Money::from_cents(cents)
    }

    #[test]
    fn the_reference_wording_reads_event_by_event() {
        use CeeloEventKind::*;
        let text = "Enter in an initial bank balance (in dollars): 100\n\
            Your current balance is $100.00\n\n\
            Enter in a wager amount (in dollars): 500\n\
            Your wager cannot be more than your balance of $100.00.\n\
            Enter in a wager amount (in dollars): 50\n\
            You rolled (5, 4, 3) (unrecognized combo)\n\
            You rolled (3, 3, 3)\n\
            CPU rolled (3, 3, 3)\n\
            It's a tie! Both of you roll again.\n\
            You rolled (3, 2, 1)\n\
            CPU rolled (4, 4, 6)\n\
            You lost!\n\
            Do you want to continue playing or quit and take your money ($50.00)\n\
            ('c' for continue, 'q' for quit): q\n\
            You left with $50.00.\n";
        let expected = [
            InitialBalanceAsked {
                typed: "100".into(),
            },
            BalanceShown(dollars(10000)),
            WagerAsked {
                typed: "500".into(),
            },
            BalanceShown(dollars(10000)),
            WagerAsked { typed: "50".into() },
            roll(Roller::Player, [5, 4, 3], true),
            roll(Roller::Player, [3, 3, 3], false),
            roll(Roller::Cpu, [3, 3, 3], false),
            TieAnnounced,
            roll(Roller::Player, [3, 2, 1], false),
            roll(Roller::Cpu, [4, 4, 6], false),
            Decided(Outcome::Lost),
            ContinueAsked { typed: "q".into() },
            BalanceShown(dollars(5000)),
            LeftWith(dollars(5000)),
        ];
        assert_eq!(events(text), expected);
    }

    #[test]
    fn student_variants_read_the_same() {
        let table: &[(&str, CeeloEventKind)] = &[
            (
                "Player rolled: 5 4 3",
                roll(Roller::Player, [5, 4, 3], false),
            ),
            (
                "Computer rolls [4,4,6]",
                roll(Roller::Cpu, [4, 4, 6], false),
            ),
            (
                "CPU rolled 2-6-4 - not recognized",
                roll(Roller::Cpu, [2, 6, 4], true),
            ),
            (
                "Human's roll: (1 2 3)",
                roll(Roller::Player, [1, 2, 3], false),
            ),
            (
                "You rolled (0, 7, 3) unrecognised",
                roll(Roller::Player, [0, 7, 3], true),
            ),
            ("You win!", CeeloEventKind::Decided(Outcome::Won)),
            ("Player loses.", CeeloEventKind::Decided(Outcome::Lost)),
            ("CPU wins!", CeeloEventKind::Decided(Outcome::Lost)),
            ("Computer lost", CeeloEventKind::Decided(Outcome::Won)),
            ("Tie game, roll again", CeeloEventKind::TieAnnounced),
            ("Balance: 25.5", CeeloEventKind::BalanceShown(dollars(2550))),
            (
                "Your balance is now $ 7",
                CeeloEventKind::BalanceShown(dollars(700)),
            ),
            (
                "Bankroll = $33.333333",
                CeeloEventKind::BalanceShown(dollars(3333)),
            ),
            (
                "You cashed out with 120.5 dollars",
                CeeloEventKind::LeftWith(dollars(12050)),
            ),
            (
                "Enter your bet: $20",
                CeeloEventKind::WagerAsked {
                    typed: "$20".into(),
                },
            ),
            (
                "Play again? (c/q): c",
                CeeloEventKind::ContinueAsked { typed: "c".into() },
            ),
            (
                "Enter starting money? 80",
                CeeloEventKind::InitialBalanceAsked { typed: "80".into() },
            ),
        ];
        for (text, expected) in table {
            assert_eq!(events(text), std::slice::from_ref(expected), "{text:?}");
        }
    }

    #[test]
    fn a_prompt_left_unanswered_reads_with_nothing_typed_except_continue() {
        use CeeloEventKind::*;
        assert_eq!(
            events("Enter in a wager amount (in dollars): "),
            [WagerAsked {
                typed: String::new()
            }]
        );
        assert_eq!(events("Continue? (c/q): "), []);
    }

    #[test]
    fn the_rules_text_and_refusals_are_not_events() {
        let rules = reference::ceelo::RULES;
        assert_eq!(events(rules), []);
        let refusals = "Your wager must be more than $0.00.\n\
            Please answer c to continue or q to quit.\n\
            Better luck next time.\n";
        assert_eq!(events(refusals), []);
    }

    #[test]
    fn a_sample_without_line_breaks_reads_the_same_rolls() {
        let text = "You rolled (5, 4, 3) (unrecognized combo) You rolled (1, 2, 1) \
            CPU rolled (4, 1, 4) You won!";
        assert_eq!(
            events(text),
            [
                roll(Roller::Player, [5, 4, 3], true),
                roll(Roller::Player, [1, 2, 1], false),
                roll(Roller::Cpu, [4, 1, 4], false),
                CeeloEventKind::Decided(Outcome::Won),
            ]
        );
    }

    #[test]
    fn shown_amounts_round_to_cents() {
        let table = [
            ("$100.00", Some(10000)),
            ("100", Some(10000)),
            ("$ 7.5", Some(750)),
            ("33.335", Some(3334)),
            ("0.004", Some(0)),
            ("$", None),
            ("1.2.3", None),
        ];
        for (text, cents) in table {
            assert_eq!(shown_amount(text), cents.map(Money::from_cents), "{text}");
        }
    }

    #[test]
    fn only_faces_one_to_six_are_dice() {
        let seen = |faces| RollSeen {
            roller: Roller::Player,
            faces,
            marked_unrecognized: false,
        };
        assert_eq!(seen([1, 6, 3]).dice(), Some([1, 6, 3]));
        assert_eq!(seen([0, 6, 3]).dice(), None);
        assert_eq!(seen([1, 7, 3]).dice(), None);
        assert_eq!(seen([1, 6, 300]).dice(), None);
        assert_eq!(seen([5, 4, 3]).faces_text(), "(5, 4, 3)");
    }
}
