//! What each input request of a jawbone run asked (the seed, a name, to
//! play, who throws first, to throw again), from the words on its line,
//! what the program did with the answer, and what came before it.

use reference::jawbone::{JawboneRules, Side};

use super::answer_of;
use super::jawbone_words::Concept;
use crate::behaviour::Behaviour;
use crate::checks::jawbone::jawbone_events::{JawboneEvent, JawboneEventKind, ThrowReport};
use crate::checks::JudgeDeadline;
use crate::reading::{line_end, line_start, ConceptIndex};

/// What each input request asked: the words on its line and the one
/// before, else what the program did with the answer (seeded its
/// generator: the seed), else what came before it (after a scoring throw of
/// yours: throw again; after a game: play again; after the question to
/// play: who first).
pub(super) fn prompts(
    text: &str,
    behaviour: &Behaviour,
    reports: &[(usize, ThrowReport, usize)],
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
    game_won_after: &dyn Fn(usize) -> bool,
    deadline: &JudgeDeadline,
) -> Vec<JawboneEvent> {
    #[derive(Clone, Copy, PartialEq)]
    enum Asked {
        Seed,
        Name,
        Play,
        First,
        Again,
    }
    let mut events = Vec::new();
    let mut previous: Option<Asked> = None;
    // The lines of the questions read as "throw again?" so far.
    let mut again_prompts: Vec<&str> = Vec::new();
    for (index, exchange) in behaviour.exchanges.iter().enumerate() {
        if deadline.passed() {
            break;
        }
        let end = exchange.output.end.min(text.len());
        let line = line_start(text, end);
        let own_line = words.concepts(line..end);
        let answer = answer_of(exchange.answer.trim());
        let drew = index > 0 && exchange.draws_before > behaviour.exchanges[index - 1].draws_before;
        // croupier's ENTER where the reference asks nothing, refused (the
        // same prompt again, nothing drawn) as the human's round begins
        // (after "first?", or after the computer's throws): the program
        // asks whether to throw before the round's first throw.
        let refused = exchange.generic
            && behaviour.exchanges.get(index + 1).is_some_and(|next| {
                next.draws_before == exchange.draws_before
                    && prompt_line(text, next) == prompt_line(text, exchange)
            });
        // The last throw shown before this prompt (the reports are in
        // text order).
        let last = reports[..reports.partition_point(|(at, _, _)| *at < end)].last();
        let human_round_starts = (!drew && previous == Some(Asked::First))
            || (drew && last.is_some_and(|(_, report, _)| report.thrower == Side::Computer));
        // A game said won since the last throw: a question refused after it
        // (a menu) is no throw of that game.
        let since_last_throw =
            last.map(|(at, _, _)| words.concepts(line_end(text, *at).min(end)..end));
        let said_since_last_throw = |concept: Concept| {
            since_last_throw
                .as_ref()
                .is_some_and(|concepts| concepts.contains(&concept))
        };
        let won_since_last_throw = said_since_last_throw(Concept::Won);
        // A pause before the seed (`Press Enter to continue...`), answered
        // with croupier's ENTER and taken: no question of the game.
        if previous.is_none() && exchange.generic && !own_line.contains(&Concept::Seed) {
            continue;
        }
        // The first question is the seed's (the spec asks it first), unless
        // it asks a name (`Il tuo nome:`): seed-prompt judges the order.
        let first_asks_name = previous.is_none() && own_line.contains(&Concept::NameAsked);
        let asked = if own_line.contains(&Concept::Seed) || (previous.is_none() && !first_asks_name)
        {
            Asked::Seed
        } else if refused && human_round_starts && !won_since_last_throw {
            Asked::Again
        } else if own_line.contains(&Concept::NameAsked)
            || (answer.is_none() && exchange.answer.trim().parse::<i64>().is_err())
        {
            Asked::Name
        } else if own_line.contains(&Concept::First)
            // `1st`: digits are no word, so no lexicon entry.
            || text[line..end].to_lowercase().contains("1st")
        {
            Asked::First
        } else if own_line.contains(&Concept::ThrowWord) {
            Asked::Again
        } else if own_line.contains(&Concept::Play) {
            Asked::Play
        } else if exchange.seeded_after && !exchange.generic {
            // A prompt that names nothing, after which the program seeded
            // its generator: the seed asked again (not a confirmation of the
            // seed just typed, answered by croupier's default).
            Asked::Seed
        } else if drew {
            // The program did not draw again before its next question (or
            // its end): a question after a game the reference's play won
            // there is no throw of that game, unless it is the very
            // question the program asks to throw again.
            let drew_after = behaviour
                .exchanges
                .get(index + 1)
                .map_or(behaviour.draws.as_ref().map_or(0, Vec::len), |next| {
                    next.draws_before
                })
                > exchange.draws_before;
            let asks_again = again_prompts.contains(&prompt_line(text, exchange).trim());
            let game_over = (game_won_after(exchange.draws_before) && !drew_after && !asks_again)
                || won_since_last_throw
                || said_since_last_throw(Concept::Money);
            match last {
                Some((_, report, _))
                    if report.thrower == Side::Human
                        && report
                            .landed(rules)
                            .is_some_and(|landed| landed.round_goes_on())
                        && !game_over =>
                {
                    Asked::Again
                }
                _ => Asked::Play,
            }
        } else {
            match previous {
                Some(Asked::Play) => Asked::First,
                Some(Asked::Seed | Asked::Name) | None => Asked::Play,
                Some(same) => same,
            }
        };
        previous = Some(asked);
        if asked == Asked::Again {
            again_prompts.push(prompt_line(text, exchange).trim());
        }
        let kind = match asked {
            Asked::Seed => JawboneEventKind::SeedPrompt {
                typed: Some(exchange.answer.trim().to_string()),
            },
            Asked::Name => continue,
            Asked::Play => JawboneEventKind::PlayPrompt { answer },
            Asked::First => JawboneEventKind::ThrowFirstPrompt { answer },
            Asked::Again => JawboneEventKind::ThrowAgainPrompt { answer },
        };
        // At the prompt's end, not its line's start: a throw shown on the
        // prompt's own line (`YOUR TURN | 57 +2 (round 2) again? `) came
        // before the question.
        let asked_at = end.saturating_sub(1).max(line);
        events.push(JawboneEvent {
            offset: asked_at,
            kind,
        });
    }
    events
}

/// The line an input request's prompt stands on, up to the prompt's end.
fn prompt_line<'t>(text: &'t str, exchange: &crate::behaviour::Exchange) -> &'t str {
    let end = exchange.output.end.min(text.len());
    &text[line_start(text, end)..end]
}
