//! What the reference asks at each point of the same game: its input
//! requests, each with the draws made before it, so that a program's request
//! can be set beside the reference's at the same point.

use crate::behaviour::Exchange;

/// One input request of the reference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectedPrompt {
    /// What the reference printed since its previous input.
    pub output: String,
    pub draws_before: usize,
}

/// The reference's requests in order.
#[derive(Debug, Clone, Default)]
pub struct ExpectedDialogue {
    prompts: Vec<ExpectedPrompt>,
    /// What the reference printed after its last input (or all of it).
    ending: String,
    /// The reference's draws were logged (else requests align by their order).
    draws_known: bool,
}

/// Where a program's request stands: the draws it had made, and how many
/// requests it had made before at that draw count (or overall, when the
/// draws are unknown).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestPoint {
    /// None when the program's draws are unknown.
    pub draws: Option<usize>,
    /// Requests made before this one at the same draw count.
    pub nth_at_draws: usize,
    /// Requests made before this one in the run.
    pub nth: usize,
}

/// What the reference asks at a program's request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alignment<'a> {
    /// The reference's request at that point (the last one at that draw
    /// count where the program asks more often there).
    pub prompt: Option<&'a ExpectedPrompt>,
    /// The reference made a request at exactly that point.
    pub asks_here: bool,
    /// Aligned by the draws of both (else by the order of the requests alone).
    pub by_draws: bool,
}

impl ExpectedDialogue {
    /// The reference's requests, from its rendered transcript and exchanges.
    pub fn new(text: &str, exchanges: &[Exchange], draws_known: bool) -> ExpectedDialogue {
        let prompts = exchanges
            .iter()
            .map(|exchange| ExpectedPrompt {
                output: text.get(exchange.output.clone()).unwrap_or("").to_string(),
                draws_before: exchange.draws_before,
            })
            .collect();
        let last_end = exchanges.last().map_or(0, |exchange| {
            exchange.output.end + exchange.answer.len() + 1
        });
        ExpectedDialogue {
            prompts,
            ending: text.get(last_end..).unwrap_or("").to_string(),
            draws_known,
        }
    }

    /// What the reference printed after its last input, where the game ends.
    pub fn ending(&self) -> &str {
        &self.ending
    }

    pub fn from_prompts(prompts: Vec<ExpectedPrompt>, draws_known: bool) -> ExpectedDialogue {
        ExpectedDialogue {
            prompts,
            ending: String::new(),
            draws_known,
        }
    }

    /// The reference's request at the same point as the program's: the same
    /// draws made before it and the same position among the requests at that
    /// draw count; where the program asks more often at that count, the last.
    pub fn align(&self, point: RequestPoint) -> Alignment<'_> {
        let Some(draws) = point.draws.filter(|_| self.draws_known) else {
            let asked = self.prompts.get(point.nth);
            // By order alone, past the reference's last request nothing is known.
            return Alignment {
                prompt: asked,
                asks_here: asked.is_some(),
                by_draws: false,
            };
        };
        let start = self
            .prompts
            .partition_point(|prompt| prompt.draws_before < draws);
        let end = self
            .prompts
            .partition_point(|prompt| prompt.draws_before <= draws);
        let at_count = &self.prompts[start..end];
        Alignment {
            prompt: at_count.get(point.nth_at_draws).or(at_count.last()),
            asks_here: point.nth_at_draws < at_count.len(),
            by_draws: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dialogue() -> ExpectedDialogue {
        let prompts = [
            ("balance", 0),
            ("wager", 0),
            ("wager", 0),
            ("continue", 6),
            ("wager", 6),
        ]
        .iter()
        .map(|&(output, draws_before)| ExpectedPrompt {
            output: output.to_string(),
            draws_before,
        })
        .collect();
        ExpectedDialogue::from_prompts(prompts, true)
    }

    #[test]
    fn requests_align_by_draws_then_position() {
        let expected = dialogue();
        // (draws, nth at draws, nth) -> (the reference's prompt, asks there)
        let table: [((Option<usize>, usize, usize), Option<&str>, bool); 8] = [
            ((Some(0), 0, 0), Some("balance"), true),
            ((Some(0), 1, 1), Some("wager"), true),
            // A refusal asked again: one along.
            ((Some(0), 2, 2), Some("wager"), true),
            // More requests than the reference at that count: the last.
            ((Some(0), 3, 3), Some("wager"), false),
            ((Some(6), 0, 4), Some("continue"), true),
            ((Some(6), 1, 5), Some("wager"), true),
            // No request of the reference at that draw count.
            ((Some(3), 0, 3), None, false),
            // Draws unknown: by order.
            ((None, 0, 3), Some("continue"), true),
        ];
        for ((draws, nth_at_draws, nth), prompt, asks_here) in table {
            let aligned = expected.align(RequestPoint {
                draws,
                nth_at_draws,
                nth,
            });
            assert_eq!(
                (
                    aligned.prompt.map(|prompt| prompt.output.as_str()),
                    aligned.asks_here
                ),
                (prompt, asks_here),
                "{draws:?} {nth_at_draws} {nth}"
            );
        }
    }

    #[test]
    fn past_the_reference_s_last_request_nothing_is_asked() {
        let expected = dialogue();
        let aligned = expected.align(RequestPoint {
            draws: None,
            nth_at_draws: 0,
            nth: 9,
        });
        assert!(!aligned.asks_here);
        assert_eq!(aligned.prompt, None);
    }
}
