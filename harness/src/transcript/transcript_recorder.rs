//! Building a transcript while a program runs, and answering "what has it printed since the
//! last input" for the input plan.

use super::{last_prompt, render_chunks, Chunk, RunEnd, Stream, Transcript};

/// Collects chunks as a run goes; [`TranscriptRecorder::finish`] seals them with the run's end.
#[derive(Debug, Default)]
pub struct TranscriptRecorder {
    chunks: Vec<Chunk>,
    /// Index of the first chunk after the most recent input.
    since_last_input: usize,
    output_bytes: u64,
}

impl TranscriptRecorder {
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends output, merged into the previous chunk when it came from the same stream.
    pub fn push_output(&mut self, stream: Stream, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        self.output_bytes += bytes.len() as u64;
        if let Some(Chunk::Output {
            stream: last_stream,
            bytes: last_bytes,
        }) = self.chunks.last_mut()
        {
            if *last_stream == stream {
                last_bytes.extend_from_slice(bytes);
                return;
            }
        }
        self.chunks.push(Chunk::Output {
            stream,
            bytes: bytes.to_vec(),
        });
    }

    /// Records a line sent to the program, answering the prompt in the output since the last one.
    pub fn push_input(&mut self, text: &str) {
        let prompt = last_prompt(&self.output_since_last_input()).to_string();
        self.chunks.push(Chunk::Input {
            text: text.to_string(),
            prompt,
        });
        self.since_last_input = self.chunks.len();
    }

    /// The rendered text the program printed since the previous input (or since it started).
    pub fn output_since_last_input(&self) -> String {
        render_chunks(&self.chunks[self.since_last_input..])
    }

    /// Bytes of output recorded so far, over all streams.
    pub fn output_bytes(&self) -> u64 {
        self.output_bytes
    }

    pub fn finish(self, end: RunEnd) -> Transcript {
        Transcript {
            chunks: self.chunks,
            end,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::transcript::Verdict;

    #[test]
    fn merges_output_of_one_stream_and_tracks_the_prompt() {
        let mut recorder = TranscriptRecorder::new();
        recorder.push_output(Stream::Terminal, b"Welcome\r\n");
        recorder.push_output(Stream::Terminal, b"Enter a wager: ");
        assert_eq!(
            recorder.output_since_last_input(),
            "Welcome\nEnter a wager: "
        );
        recorder.push_input("50");
        assert_eq!(recorder.output_since_last_input(), "");
        recorder.push_output(Stream::Terminal, b"ok\r\n");
        recorder.push_output(Stream::Terminal, b"");
        assert_eq!(recorder.output_bytes(), 28);
        let transcript = recorder.finish(RunEnd {
            verdict: Verdict::Ok,
            exit_code: Some(0),
            signal: None,
            duration: Duration::ZERO,
            detail: String::new(),
        });
        assert_eq!(
            transcript.chunks,
            vec![
                Chunk::Output {
                    stream: Stream::Terminal,
                    bytes: b"Welcome\r\nEnter a wager: ".to_vec()
                },
                Chunk::Input {
                    text: "50".to_string(),
                    prompt: "Enter a wager: ".to_string()
                },
                Chunk::Output {
                    stream: Stream::Terminal,
                    bytes: b"ok\r\n".to_vec()
                },
            ]
        );
    }

    #[test]
    fn a_new_stream_starts_a_new_chunk() {
        let mut recorder = TranscriptRecorder::new();
        recorder.push_output(Stream::Stdout, b"a");
        recorder.push_output(Stream::Stderr, b"b");
        recorder.push_output(Stream::Stdout, b"c");
        recorder.push_input("x");
        recorder.push_output(Stream::Stdout, b"d");
        assert_eq!(recorder.chunks.len(), 5);
    }
}
