//! The record of one run: what the program printed, what it was sent and after which prompt, and
//! how it ended; rendered as the text a person at the terminal would have seen.

mod run_end;
mod terminal_text;
mod transcript_recorder;

pub use run_end::{Containment, RunEnd, TimeoutKind, Verdict};
pub use terminal_text::render_terminal_bytes;
pub use transcript_recorder::TranscriptRecorder;

/// Everything one run produced, in the order it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transcript {
    pub chunks: Vec<Chunk>,
    pub end: RunEnd,
}

/// One piece of a run: output as the program wrote it, or one line sent to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chunk {
    /// Raw bytes; consecutive reads from the same stream are merged into one chunk.
    Output { stream: Stream, bytes: Vec<u8> },
    /// A line sent to the program (without its newline) and the prompt it answered: the last
    /// non-blank line the program printed before asking, as rendered.
    Input { text: String, prompt: String },
}

/// Where a piece of output came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stream {
    /// The PTY: stdout and stderr merged, as a terminal shows them.
    Terminal,
    Stdout,
    Stderr,
}

impl Transcript {
    /// What a person at the terminal saw: the output rendered (see [`render_terminal_bytes`]), each
    /// input once, right after the prompt it answered, followed by a newline. Both drivers give the
    /// same text for a program that flushes its prompts.
    pub fn render(&self) -> String {
        render_chunks(&self.chunks)
    }

    /// [`Transcript::render`], and for each input the byte offset just past its newline, so its
    /// line and what followed it are known without rendering again.
    pub fn render_marking_inputs(&self) -> (String, Vec<usize>) {
        render_chunks_marking_inputs(&self.chunks)
    }

    /// The lines sent to the program, in order.
    pub fn inputs(&self) -> impl Iterator<Item = &str> {
        self.chunks.iter().filter_map(|chunk| match chunk {
            Chunk::Input { text, .. } => Some(text.as_str()),
            Chunk::Output { .. } => None,
        })
    }
}

/// Renders chunks as [`Transcript::render`] does. Output between two inputs is rendered as one
/// byte string, whatever the streams, so a sequence split across reads renders whole.
pub(crate) fn render_chunks(chunks: &[Chunk]) -> String {
    render_chunks_marking_inputs(chunks).0
}

fn render_chunks_marking_inputs(chunks: &[Chunk]) -> (String, Vec<usize>) {
    let mut text = String::new();
    let mut input_ends = Vec::new();
    let mut pending_output = Vec::new();
    for chunk in chunks {
        match chunk {
            Chunk::Output { bytes, .. } => pending_output.extend_from_slice(bytes),
            Chunk::Input { text: input, .. } => {
                text.push_str(&render_terminal_bytes(&pending_output));
                pending_output.clear();
                text.push_str(input);
                text.push('\n');
                input_ends.push(text.len());
            }
        }
    }
    text.push_str(&render_terminal_bytes(&pending_output));
    (text, input_ends)
}

/// The prompt a program showed in `rendered_output`: its last line that is not blank, as printed
/// (trailing spaces kept, so "Enter a wager: " reads as the program wrote it).
pub fn last_prompt(rendered_output: &str) -> &str {
    rendered_output
        .lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .unwrap_or("")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn output(bytes: &[u8]) -> Chunk {
        Chunk::Output {
            stream: Stream::Terminal,
            bytes: bytes.to_vec(),
        }
    }

    fn input(text: &str, prompt: &str) -> Chunk {
        Chunk::Input {
            text: text.to_string(),
            prompt: prompt.to_string(),
        }
    }

    fn transcript(chunks: Vec<Chunk>) -> Transcript {
        Transcript {
            chunks,
            end: RunEnd {
                verdict: Verdict::Ok,
                exit_code: Some(0),
                signal: None,
                duration: Duration::from_millis(5),
                detail: "exited with code 0".to_string(),
                timeout: None,
                containment: Containment::Contained,
            },
        }
    }

    #[test]
    fn inputs_follow_the_prompt_they_answered() {
        let played = transcript(vec![
            output(b"Balance: $100.00\r\nEnter a wager: "),
            input("50", "Enter a wager: "),
            output(b"You rolled 4 4 6\r\n"),
            output(b"Again? "),
            input("q", "Again? "),
            output(b"Bye\r\n"),
        ]);
        assert_eq!(
            played.render(),
            "Balance: $100.00\nEnter a wager: 50\nYou rolled 4 4 6\nAgain? q\nBye\n"
        );
        assert_eq!(played.inputs().collect::<Vec<_>>(), ["50", "q"]);
    }

    #[test]
    fn sequences_split_across_chunks_render_whole() {
        let split = transcript(vec![
            output(b"line\r"),
            output(b"\ncaf\xc3"),
            output(b"\xa9 \x1b[3"),
            output(b"1mred\x1b[0m\r\n"),
        ]);
        assert_eq!(split.render(), "line\ncafé red\n");
    }

    #[test]
    fn streams_interleave_in_arrival_order() {
        let piped = transcript(vec![
            Chunk::Output {
                stream: Stream::Stdout,
                bytes: b"out 1\n".to_vec(),
            },
            Chunk::Output {
                stream: Stream::Stderr,
                bytes: b"err\n".to_vec(),
            },
            Chunk::Output {
                stream: Stream::Stdout,
                bytes: b"out 2\n".to_vec(),
            },
        ]);
        assert_eq!(piped.render(), "out 1\nerr\nout 2\n");
    }

    #[test]
    fn last_prompt_is_the_last_line_with_text() {
        let table = [
            ("Balance: 100\nEnter a wager: ", "Enter a wager: "),
            ("Menu\nChoose:\n", "Choose:"),
            ("Choose:\n\n  \n", "Choose:"),
            ("", ""),
        ];
        for (rendered, prompt) in table {
            assert_eq!(last_prompt(rendered), prompt, "{rendered:?}");
        }
    }

    #[test]
    fn input_marks_fall_just_past_each_inputs_newline() {
        let transcript = transcript(vec![
            output(b"Rules\r\nBalance: "),
            input("100", "Balance: "),
            output(b"Wager: "),
            input("5", "Wager: "),
            output(b"You won!\r\n"),
        ]);
        let (text, marks) = transcript.render_marking_inputs();
        assert_eq!(text, transcript.render());
        assert_eq!(text, "Rules\nBalance: 100\nWager: 5\nYou won!\n");
        let ends: Vec<&str> = marks.iter().map(|&mark| &text[..mark]).collect();
        assert_eq!(
            ends,
            ["Rules\nBalance: 100\n", "Rules\nBalance: 100\nWager: 5\n"]
        );
    }
}
