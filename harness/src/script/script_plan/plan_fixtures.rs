//! What the plan's tests share: Cee-lo's meanings, the reference's game they
//! are read beside, and playing a list of prompts through a plan.

use crate::script::{
    Expectation, ExpectedDialogue, ExpectedPrompt, Meaning, Meanings, ScriptPlan, Step,
};

pub(super) fn send(text: &str) -> Step {
    Step::Send {
        expect: None,
        text: text.to_string(),
    }
}

pub(super) fn expect(text: &str) -> Expectation {
    Expectation::parse(text).unwrap()
}

pub(super) fn ceelo_meanings() -> Meanings {
    ceelo_meanings_and(Vec::new())
}

/// Cee-lo's meanings and `more`.
pub(super) fn ceelo_meanings_and(more: Vec<Meaning>) -> Meanings {
    let meaning = |name: &str, words: &[&str], says: &str| {
        let words: Vec<String> = words.iter().map(|word| word.to_string()).collect();
        Meaning::new(name, &words, Some(says)).unwrap()
    };
    Meanings::new(
        vec![
            meaning(
                "balance",
                &["initial", "bank balance", "bankroll"],
                "the initial balance",
            ),
            meaning("wager", &["wager", "bet", "pot"], "a wager"),
            meaning("continue", &["continue", "quit"], "whether to continue"),
        ]
        .into_iter()
        .chain(more)
        .collect(),
    )
}

/// The reference's game: balance and wager before any draw, the
/// continue question after six, a wager after it.
pub(super) fn reference_game() -> ExpectedDialogue {
    let prompts = [
        ("Enter in an initial bank balance (in dollars): ", 0),
        ("Enter in a wager amount (in dollars): ", 0),
        ("('c' for continue, 'q' for quit): ", 6),
        ("Enter in a wager amount (in dollars): ", 6),
    ];
    ExpectedDialogue::from_prompts(
        prompts
            .iter()
            .map(|&(output, draws_before)| ExpectedPrompt {
                output: output.to_string(),
                draws_before,
            })
            .collect(),
        true,
    )
}

pub(super) fn meaning_step(meaning: &str, text: &str) -> Step {
    Step::Meaning {
        meaning: meaning.to_string(),
        text: text.to_string(),
    }
}

/// Play `prompts` (the program's output before each request, its draws)
/// and return what was sent to each (None: the run stopped there).
pub(super) fn play(
    steps: &[Step],
    defaults: &[(String, String)],
    prompts: &[(&str, usize)],
) -> (Vec<Option<String>>, Option<String>, Vec<String>) {
    let meanings = ceelo_meanings();
    let expected = reference_game();
    let mut plan = ScriptPlan::new(steps)
        .with_meanings(&meanings, defaults)
        .with_expected(Some(&expected));
    let mut sent = Vec::new();
    for &(prompt, draws) in prompts {
        let line = plan.next_input_at(prompt, Some(draws));
        let stopped = line.is_none();
        sent.push(line);
        if stopped {
            break;
        }
    }
    (sent, plan.stop_reason().map(str::to_string), plan.notes())
}

pub(super) fn lines(sent: &[&str]) -> Vec<Option<String>> {
    sent.iter().map(|line| Some(line.to_string())).collect()
}
