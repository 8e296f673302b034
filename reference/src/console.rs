//! Console I/O at the edge of every reference game: prompts that are flushed
//! before reading, answers asked again until valid, end of input as a value.

use std::fmt::Display;
use std::io::{self, BufRead, Write};

/// Why a game's console loop stopped before the game did.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleError {
    /// Standard input ended while the game was waiting for an answer.
    #[error("input ended while the game was waiting for an answer")]
    EndOfInput,
    #[error(transparent)]
    Io(#[from] io::Error),
}

pub type ConsoleResult<T> = Result<T, ConsoleError>;

/// A game's view of the terminal: text out, one answer per line in.
#[derive(Debug)]
pub struct Console<R, W> {
    input: R,
    output: W,
}

impl<R: BufRead, W: Write> Console<R, W> {
    pub fn new(input: R, output: W) -> Self {
        Console { input, output }
    }

    /// Print `text` and a newline.
    pub fn say(&mut self, text: impl Display) -> ConsoleResult<()> {
        writeln!(self.output, "{text}")?;
        Ok(())
    }

    /// Print `text` with no newline (the start of a line that continues).
    pub fn show(&mut self, text: impl Display) -> ConsoleResult<()> {
        write!(self.output, "{text}")?;
        Ok(())
    }

    /// Print `prompt` (no newline), flush so a terminal shows it, and read one
    /// line. The answer comes back trimmed; bytes that are not UTF-8 are
    /// replaced rather than rejected.
    pub fn answer(&mut self, prompt: &str) -> ConsoleResult<String> {
        write!(self.output, "{prompt}")?;
        self.output.flush()?;
        let mut bytes = Vec::new();
        if self.input.read_until(b'\n', &mut bytes)? == 0 {
            return Err(ConsoleError::EndOfInput);
        }
        Ok(String::from_utf8_lossy(&bytes).trim().to_string())
    }

    /// Ask until `parse` accepts the answer; each refusal prints its reason.
    pub fn ask<T>(
        &mut self,
        prompt: &str,
        mut parse: impl FnMut(&str) -> Result<T, String>,
    ) -> ConsoleResult<T> {
        loop {
            let answer = self.answer(prompt)?;
            match parse(&answer) {
                Ok(value) => return Ok(value),
                Err(reason) => self.say(reason)?,
            }
        }
    }

    /// Ask a yes/no question until the answer is y, yes, n or no (any case).
    pub fn ask_yes_no(&mut self, prompt: &str) -> ConsoleResult<bool> {
        self.ask(prompt, |answer| {
            match answer.to_ascii_lowercase().as_str() {
                "y" | "yes" => Ok(true),
                "n" | "no" => Ok(false),
                _ => Err("Please answer Y or N.".to_string()),
            }
        })
    }

    /// Flush what the game printed so far.
    pub fn flush(&mut self) -> ConsoleResult<()> {
        self.output.flush()?;
        Ok(())
    }

    pub fn into_output(self) -> W {
        self.output
    }
}

/// Parse a whole number, for prompts that take one; the reason names the rule.
pub fn parse_whole_number(answer: &str, what: &str) -> Result<i64, String> {
    answer
        .parse::<i64>()
        .map_err(|_| format!("Please enter {what} as a whole number."))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn console(input: &str) -> Console<&[u8], Vec<u8>> {
        Console::new(input.as_bytes(), Vec::new())
    }

    #[test]
    fn bad_answers_are_asked_again_with_the_reason() {
        let mut console = console("abc\n\n-5\n7\n");
        let value = console
            .ask("Number: ", |answer| {
                let number = parse_whole_number(answer, "a number")?;
                if number < 0 {
                    return Err("It cannot be negative.".to_string());
                }
                Ok(number)
            })
            .unwrap();
        assert_eq!(value, 7);
        let shown = String::from_utf8(console.into_output()).unwrap();
        assert_eq!(shown.matches("Number: ").count(), 4);
        assert!(shown.contains("It cannot be negative."));
    }

    #[test]
    fn end_of_input_is_a_value_not_a_loop() {
        let mut console = console("maybe\n");
        assert!(matches!(
            console.ask_yes_no("Again? "),
            Err(ConsoleError::EndOfInput)
        ));
    }

    #[test]
    fn yes_no_accepts_either_case() {
        let mut console = console("Y\nn\n");
        assert!(console.ask_yes_no("? ").unwrap());
        assert!(!console.ask_yes_no("? ").unwrap());
    }

    #[test]
    fn non_utf8_answers_are_replaced_not_fatal() {
        let mut console = Console::new(&b"\xff3\n"[..], Vec::new());
        assert_eq!(console.answer("? ").unwrap(), "\u{fffd}3");
    }
}
