//! What a prompt asks for, wording aside: a game's meanings (`meanings:` in
//! `assignment.yaml`, each a list of words that name it on a prompt) and the
//! generic prompts every game may ask (press ENTER, a y/n confirmation).

use std::sync::LazyLock;

use regex::Regex;

/// One thing a program may ask for, and the words that name it.
#[derive(Debug, Clone)]
pub struct Meaning {
    /// As scripts write it: `- wager: 500`, `answers: { continue: c }`.
    pub name: String,
    /// How messages say it: "a wager", "the initial balance".
    pub says: String,
    words: Regex,
}

impl Meaning {
    /// A meaning named by any of `words` (case-insensitive, whole words,
    /// spaces matching any run of white space, hyphens or underscores: a
    /// prompt may name it `play-again` or `throw_again`).
    pub fn new(name: &str, words: &[String], says: Option<&str>) -> Result<Meaning, String> {
        if words.is_empty() {
            return Err(format!("meaning '{name}' needs at least one word"));
        }
        let alternatives: Vec<String> = words
            .iter()
            .map(|word| {
                let word = word.trim();
                let body = word
                    .split_whitespace()
                    .map(regex::escape)
                    .collect::<Vec<_>>()
                    .join(r"[\s_-]+");
                let starts_word = word.chars().next().is_some_and(char::is_alphanumeric);
                let ends_word = word.chars().last().is_some_and(char::is_alphanumeric);
                format!(
                    "{}{body}{}",
                    if starts_word { r"\b" } else { "" },
                    if ends_word { r"\b" } else { "" }
                )
            })
            .collect();
        let words = Regex::new(&format!("(?i)(?:{})", alternatives.join("|")))
            .map_err(|error| format!("meaning '{name}': {error}"))?;
        Ok(Meaning {
            name: name.to_string(),
            says: says.map_or_else(|| with_article(name), str::to_string),
            words,
        })
    }

    /// Whether `prompt` (the prompt's line and the one before) names it.
    pub fn is_named_by(&self, prompt: &str) -> bool {
        self.words.is_match(prompt)
    }
}

fn with_article(name: &str) -> String {
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {}", name.replace(['-', '_'], " "))
}

/// The meanings of one game, in the order `assignment.yaml` lists them.
#[derive(Debug, Clone, Default)]
pub struct Meanings {
    meanings: Vec<Meaning>,
}

/// The generic meanings every game has: `- enter: ""`, `answers: { confirm: y }`.
pub const ENTER: &str = "enter";
pub const CONFIRM: &str = "confirm";

impl Meanings {
    pub const fn empty() -> Meanings {
        Meanings {
            meanings: Vec::new(),
        }
    }

    pub fn new(meanings: Vec<Meaning>) -> Meanings {
        Meanings { meanings }
    }

    pub fn get(&self, name: &str) -> Option<&Meaning> {
        self.meanings.iter().find(|meaning| meaning.name == name)
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.meanings.iter().map(|meaning| meaning.name.as_str())
    }

    /// The meanings `prompt_tail` names, those on its last line first.
    pub fn named_by(&self, prompt_tail: &str) -> Vec<&Meaning> {
        let last_line = prompt_tail.lines().last().unwrap_or("");
        let mut named: Vec<&Meaning> = self
            .meanings
            .iter()
            .filter(|meaning| meaning.is_named_by(last_line))
            .collect();
        for meaning in &self.meanings {
            if meaning.is_named_by(prompt_tail)
                && !named.iter().any(|known| known.name == meaning.name)
            {
                named.push(meaning);
            }
        }
        named
    }
}

/// A prompt every game may ask that no script should have to plan for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenericPrompt {
    /// Press ENTER, any key, "roll?", "continue?": answered with "".
    Enter,
    /// A y/n confirmation, "Would you like to play?": answered with "y".
    Confirm,
}

/// A y/n in brackets or alone: "(Y/N)", "[yes/no]", "y/n".
const YES_NO_MARK: &str = r"[(\[]\s*y(?:es)?\s*/\s*n(?:o)?\s*[)\]]|\by/n\b";

impl GenericPrompt {
    /// The generic prompt `prompt_tail` asks, judged on its last line.
    pub fn of(prompt_tail: &str) -> Option<GenericPrompt> {
        static CONFIRM_WORDS: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(&format!(
            r"(?i){YES_NO_MARK}|\b(?:would|do)\s+you\s+(?:like|want)\s+to\s+play\s*\??\s*$|\bis\s+(?:that|this)\s+(?:right|correct|ok)\b|\b(?:verify|confirm)\b|\bare\s+you\s+sure\b",
            ))
            .expect("valid regex")
        });
        static ENTER_WORDS: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(
            r"(?i)\b(?:press|hit|type)\s+(?:the\s+)?(?:enter|return)\b|\bany\s+key\b|[\[<]\s*enter\s*[\]>]|\broll\s*\?|\bcontinue\s*\?",
            )
            .expect("valid regex")
        });
        let last_line = prompt_tail.lines().last().unwrap_or("");
        if CONFIRM_WORDS.is_match(last_line) {
            Some(GenericPrompt::Confirm)
        } else if ENTER_WORDS.is_match(last_line) {
            Some(GenericPrompt::Enter)
        } else {
            None
        }
    }

    /// Whether the last line of `prompt_tail` asks for a yes or a no, in any
    /// of the ways a prompt says so ("(Y/N)", "y/n", "Enter Y for yes, or N
    /// for no", "yes or no").
    pub fn asks_yes_or_no(prompt_tail: &str) -> bool {
        static YES_OR_NO: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(&format!(
                r"(?i){YES_NO_MARK}|\by\s+(?:for|=)\s+yes\b|\byes\s+or\s+no\b"
            ))
            .expect("valid regex")
        });
        YES_OR_NO.is_match(prompt_tail.lines().last().unwrap_or(""))
    }

    /// Whether `prompt_tail` asks to confirm the answer just given ("Verify
    /// y/n", "Is that right?", "You bet $50.00, ok? (y/n)"), not a question of
    /// the game asked as y/n ("Throw again? (y/n)"). Its words must say so
    /// (verify, confirm, correct, right, ok, sure), and where its line names
    /// one of the game's `meanings` ("Enter a correct wager: ") it must also
    /// ask yes or no: a prompt for a wager that says "correct" is a wager's.
    pub fn confirms_an_answer(prompt_tail: &str, meanings: &Meanings) -> bool {
        static CONFIRMS: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(
                r"(?i)\b(?:verify|confirm|correct|are\s+you\s+sure|is\s+(?:that|this)\s+(?:right|ok))\b|\b(?:ok|okay|right|sure)\s*\?",
            )
            .expect("valid regex")
        });
        static YES_OR_NO: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(
                r"(?i)[(\[]\s*y(?:es)?\s*/\s*n(?:o)?\s*[)\]]|\by/n\b|\byes\s*(?:/|or)\s*no\b",
            )
            .expect("valid regex")
        });
        let last_line = prompt_tail.lines().last().unwrap_or("");
        CONFIRMS.is_match(last_line)
            && (YES_OR_NO.is_match(last_line) || meanings.named_by(last_line).is_empty())
    }

    pub fn answer(self) -> &'static str {
        match self {
            GenericPrompt::Enter => "",
            GenericPrompt::Confirm => "y",
        }
    }

    /// How a note names these prompts.
    pub fn says(self) -> &'static str {
        match self {
            GenericPrompt::Enter => "'press ENTER'",
            GenericPrompt::Confirm => "y/n confirmation",
        }
    }
}

/// The last line with text: the prompt's.
pub fn last_line(output: &str) -> String {
    output
        .lines()
        .filter(|line| !line.trim().is_empty())
        .last()
        .unwrap_or("")
        .to_string()
}

/// The prompt's line and the one before: where a prompt says what it asks.
pub fn prompt_tail(output: &str) -> String {
    let lines: Vec<&str> = output
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    lines[lines.len().saturating_sub(2)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meaning(name: &str, words: &[&str]) -> Meaning {
        let words: Vec<String> = words.iter().map(|word| word.to_string()).collect();
        Meaning::new(name, &words, None).unwrap()
    }

    #[test]
    fn a_yes_or_no_is_asked_in_any_of_its_spellings() {
        let table = [
            ("Quer ver as regras? (Y/N)", true),
            ("Enter Y for yes, or N for no: ", true),
            ("Again [y/n]? ", true),
            ("Answer yes or no: ", true),
            ("Enter your bet amount: $", false),
            ("Your name: ", false),
        ];
        for (prompt, asks) in table {
            assert_eq!(GenericPrompt::asks_yes_or_no(prompt), asks, "{prompt:?}");
        }
    }

    #[test]
    fn meanings_are_named_by_whole_words_in_any_case() {
        let wager = meaning("wager", &["wager", "bet", "stake", "put on"]);
        let cases = [
            ("Enter in a wager amount (in dollars): ", true),
            ("ENTER YOUR BET: $", true),
            ("how many dollars do you put\non this game? ", true),
            ("Alphabet soup? ", false),
            ("Amount? ", false),
        ];
        for (prompt, named) in cases {
            assert_eq!(wager.is_named_by(prompt), named, "{prompt:?}");
        }
        assert_eq!(wager.says, "a wager");
    }

    #[test]
    fn words_of_a_meaning_may_be_joined_by_hyphens_or_underscores() {
        let again = meaning("again", &["play again"]);
        let cases = [
            ("play-again [y/n]> ", true),
            ("PLAY_AGAIN? ", true),
            ("Play   again? ", true),
            ("playagain? ", false),
            ("play: ", false),
        ];
        for (prompt, named) in cases {
            assert_eq!(again.is_named_by(prompt), named, "{prompt:?}");
        }
    }

    #[test]
    fn the_prompt_line_names_first() {
        let meanings = Meanings::new(vec![
            meaning("balance", &["balance", "bankroll"]),
            meaning("wager", &["wager", "stake"]),
        ]);
        let named: Vec<&str> = meanings
            .named_by("Bankroll after this game: $10\nStake on this game: $")
            .iter()
            .map(|meaning| meaning.name.as_str())
            .collect();
        assert_eq!(named, ["wager", "balance"]);
    }

    #[test]
    fn generic_prompts_are_recognised_on_the_prompt_line() {
        let cases = [
            ("Press ENTER to roll...", Some(GenericPrompt::Enter)),
            ("hit any key ", Some(GenericPrompt::Enter)),
            ("Ready to roll? ", Some(GenericPrompt::Enter)),
            ("Is that right? (y/n) ", Some(GenericPrompt::Confirm)),
            ("Would you like to play? ", Some(GenericPrompt::Confirm)),
            ("Bill\nVerify y/n: ", Some(GenericPrompt::Confirm)),
            ("Enter a wager: ", None),
            ("Roll again? ", None),
            ("press enter\nWager: ", None),
        ];
        for (prompt, kind) in cases {
            assert_eq!(GenericPrompt::of(prompt), kind, "{prompt:?}");
        }
    }

    #[test]
    fn a_confirmation_is_told_from_a_question_of_the_game() {
        let meanings = Meanings::new(vec![
            meaning("wager", &["wager", "bet"]),
            meaning("again", &["throw again", "play again"]),
            meaning("name", &["name"]),
        ]);
        let cases = [
            ("Bill\nVerify y/n: ", true),
            ("You bet $50.00, ok? (y/n) ", true),
            ("Is that right? [Y/N] ", true),
            ("You typed 107. Correct? (yes/no) ", true),
            ("Your name is Bill. Confirm (yes or no): ", true),
            ("Are you sure? ", true),
            ("Right? ", true),
            // Questions of the game asked as yes or no.
            ("Throw again? (y/n) ", false),
            ("Do you want to play again? (Y/N) ", false),
            ("Would you like to see the rules? (y/n) ", false),
            // A prompt for a value that says "correct" or "confirm".
            ("Enter a correct wager: ", false),
            ("Confirm your bet by typing it again: ", false),
            ("Enter your name: ", false),
        ];
        for (prompt, confirms) in cases {
            assert_eq!(
                GenericPrompt::confirms_an_answer(prompt, &meanings),
                confirms,
                "{prompt:?}"
            );
        }
    }

    #[test]
    fn the_tail_is_the_last_two_lines_with_text() {
        assert_eq!(prompt_tail("a\nb\n\nc\n"), "b\nc");
        assert_eq!(prompt_tail("only? "), "only? ");
    }
}
