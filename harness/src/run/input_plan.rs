//! The question the driver asks each time the program waits for input: what to send now.

/// What to send when the program asks for input.
pub trait InputPlan {
    /// `output_since_last_input` is the rendered text the program printed since the previous
    /// input (or since it started). The returned line is sent with a newline added; `None` means
    /// the script has nothing more to send, and the run ends as needs-more-input.
    fn next_input(&mut self, output_since_last_input: &str) -> Option<String>;
}

/// Any closure from the output so far to the next line is a plan, e.g. a fixed list of answers:
/// `let mut answers = lines.into_iter(); let mut plan = move |_: &str| answers.next();`
impl<F> InputPlan for F
where
    F: FnMut(&str) -> Option<String>,
{
    fn next_input(&mut self, output_since_last_input: &str) -> Option<String> {
        self(output_since_last_input)
    }
}
