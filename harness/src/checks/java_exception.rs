//! The uncaught exception a JVM printed before it ended: its message and the
//! causes under it, which a stack trace's last lines ("... 1 more") hide.

use super::TranscriptLine;

/// An uncaught exception as the JVM printed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JavaException {
    /// The `Exception in thread "main" ...` line.
    pub line: TranscriptLine,
    /// The exception and its message: `java.lang.IllegalStateException: no dice`.
    pub thrown: String,
    /// Each `Caused by:` under it, outermost first.
    pub causes: Vec<String>,
}

impl JavaException {
    /// The last uncaught exception in `transcript`, if the JVM printed one.
    pub fn last_in(transcript: &str) -> Option<JavaException> {
        let lines: Vec<&str> = transcript.lines().collect();
        let (index, thrown) = lines.iter().enumerate().rev().find_map(|(index, line)| {
            let rest = line.trim_start().strip_prefix("Exception in thread \"")?;
            let (_, thrown) = rest.split_once("\" ")?;
            Some((index, thrown.trim().to_string()))
        })?;
        let causes = lines[index + 1..]
            .iter()
            .map(|line| line.trim_start())
            .take_while(|line| {
                line.starts_with("at ") || line.starts_with("...") || line.starts_with("Caused by:")
            })
            .filter_map(|line| line.strip_prefix("Caused by:"))
            .map(|cause| cause.trim().to_string())
            .collect();
        Some(JavaException {
            line: TranscriptLine {
                number: index + 1,
                text: lines[index].to_string(),
            },
            thrown,
            causes,
        })
    }

    /// "threw X: message (caused by Y: message)".
    pub fn summary(&self) -> String {
        let mut text = format!("threw {}", self.thrown);
        for cause in &self.causes {
            text.push_str(&format!(" (caused by {cause})"));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_and_every_cause_are_kept_however_long_the_trace() {
        let trace = "Welcome to War\n\
            Exception in thread \"main\" java.lang.IllegalStateException: deck is empty\n\
            \tat War.deal(War.java:40)\n\
            \tat War.main(War.java:12)\n\
            Caused by: java.lang.ArrayIndexOutOfBoundsException: Index 52 out of bounds for length 52\n\
            \tat Deck.draw(Deck.java:9)\n\
            \t... 1 more\n";
        let cases = [
            (
                trace,
                Some((
                    2,
                    "threw java.lang.IllegalStateException: deck is empty (caused by \
                     java.lang.ArrayIndexOutOfBoundsException: Index 52 out of bounds for length 52)",
                )),
            ),
            (
                "pid: 1\nException in thread \"main\" java.lang.ArithmeticException: / by zero\n\tat A.main(A.java:3)\n",
                Some((2, "threw java.lang.ArithmeticException: / by zero")),
            ),
            ("You won!\nCaused by: luck\n", None),
        ];
        for (transcript, expected) in cases {
            let found = JavaException::last_in(transcript)
                .map(|exception| (exception.line.number, exception.summary()));
            assert_eq!(
                found.as_ref().map(|(line, text)| (*line, text.as_str())),
                expected,
                "{transcript:?}"
            );
        }
    }
}
