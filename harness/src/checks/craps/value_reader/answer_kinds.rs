//! What each answer typed says its prompt asked (the number of players, a
//! name, the rules, a bet, roll again or pass), read from the answer and
//! its place in the dialogue.

/// What an answer typed says its prompt asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Asked {
    Count,
    Name,
    Rules,
    Bet,
    NextPass,
    Other,
}

/// Classify every exchange by its answer and its place in the dialogue.
pub(super) fn classify(answers: &[&str]) -> Vec<Asked> {
    let mut kinds = Vec::with_capacity(answers.len());
    let mut names_left: Option<usize> = None;
    let mut rules_asked = false;
    for answer in answers {
        let answer = answer.trim();
        let number = parse_number(answer);
        let kind = match names_left {
            None => match number {
                Some(count) => {
                    kinds.push(Asked::Count);
                    // Until a name is typed the count may be asked again.
                    let _ = count;
                    continue;
                }
                None => {
                    let count = kinds
                        .iter()
                        .zip(answers)
                        .rev()
                        .find(|(kind, _)| **kind == Asked::Count)
                        .and_then(|(_, answer)| parse_number(answer.trim()))
                        .and_then(|count| usize::try_from(count).ok())
                        .unwrap_or(1)
                        .clamp(1, crate::checks::craps::seating::MAX_SEAT);
                    names_left = Some(count - 1);
                    Asked::Name
                }
            },
            Some(left) if left > 0 => {
                names_left = Some(left - 1);
                Asked::Name
            }
            Some(_) if !rules_asked && number.is_none() && is_yes_no(answer) => {
                rules_asked = true;
                Asked::Rules
            }
            Some(_) => {
                rules_asked = true;
                if number.is_some() {
                    Asked::Bet
                } else if is_roll_or_pass(answer) {
                    Asked::NextPass
                } else {
                    Asked::Other
                }
            }
        };
        kinds.push(kind);
    }
    kinds
}

pub(super) fn parse_number(answer: &str) -> Option<i64> {
    answer.trim().trim_start_matches('$').trim().parse().ok()
}

fn is_yes_no(answer: &str) -> bool {
    matches!(
        answer.to_ascii_lowercase().as_str(),
        "y" | "n" | "yes" | "no"
    )
}

fn is_roll_or_pass(answer: &str) -> bool {
    matches!(
        answer.to_ascii_lowercase().as_str(),
        "r" | "p" | "roll" | "pass" | "y" | "n" | "yes" | "no"
    )
}
