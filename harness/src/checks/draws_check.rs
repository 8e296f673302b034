//! `draws`: what the program shows is what it drew, drawn as the game draws
//! it. Each group of faces the program drew (a roll's dice, a hand's two
//! cards, a throw) must show, in order, in the output it wrote between the
//! same two inputs; a program that draws one number from 2 to 12 for a pair
//! of dice, or shows a die it never drew, shows faces that are not there.

use reference::game_rules::GameRules;
use reference::war::WarRules;

use super::{counted, CheckFindings, CheckOutcome, JudgeInput};
use crate::behaviour::Draw;
use crate::reading::{
    locate_draws_of_one_player_while, locate_draws_while, segment_of_draws, DrawSighting,
};

pub const DRAWS: &str = "draws";

/// How a game shows its draws: how many faces make one group, which draws
/// are never shown (War's redrawn cards), and its names for values.
#[derive(Debug, Clone, Copy)]
struct DrawLayout {
    group: usize,
    /// War: the deck whose deal (the reference's) redraws, unseen, a rank
    /// already dealt as many times as the deck holds it.
    redraws_full_ranks: Option<WarRules>,
    /// Its names for values, as the transcript (the text given) names them.
    named: fn(&str) -> Box<dyn Fn(&str) -> Option<i64>>,
    /// What a group is called in messages.
    group_name: &'static str,
    /// How its groups are found in the output: War's one player against the
    /// computer numbers no players (`player 10` is the player's card).
    locate: Locate,
    /// A group may show as the sum of its faces: a Craps roll drawn as two
    /// dice and shown as its total (the spec's own sample prints only "the
    /// result is: 7!"). A program drawing one number a roll still fails: its
    /// draws, paired, do not sum to the numbers it shows.
    shown_as_total: bool,
}

/// A search for groups of draws in a range of a transcript, while the
/// judge's deadline allows.
type Locate = fn(
    &str,
    std::ops::Range<usize>,
    &[Vec<i64>],
    &dyn Fn(&str) -> Option<i64>,
    &dyn Fn() -> bool,
) -> Vec<Option<DrawSighting>>;

fn no_names(_: &str) -> Box<dyn Fn(&str) -> Option<i64>> {
    Box::new(|_| None)
}

fn war_rank_names(text: &str) -> Box<dyn Fn(&str) -> Option<i64>> {
    let names = super::war::RankNames::of(text);
    Box::new(move |word| names.rank(word))
}

fn layout_of(assignment: &str, rules: &GameRules) -> Option<DrawLayout> {
    let layout = |group, group_name| DrawLayout {
        group,
        redraws_full_ranks: None,
        named: no_names,
        group_name,
        locate: locate_draws_while,
        shown_as_total: false,
    };
    Some(match assignment {
        "ceelo" => layout(3, "roll"),
        "craps" => DrawLayout {
            shown_as_total: true,
            ..layout(2, "roll")
        },
        "ludo" => layout(1, "roll"),
        "jawbone" => layout(1, "throw"),
        "war" => DrawLayout {
            group: 2,
            redraws_full_ranks: Some(rules.war()),
            named: war_rank_names,
            group_name: "hand",
            locate: locate_draws_of_one_player_while,
            shown_as_total: false,
        },
        _ => return None,
    })
}

/// One group of draws as a person sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ShownGroup {
    /// Inputs answered before it was drawn.
    after_inputs: usize,
    faces: Vec<i64>,
    /// Which draws (by number, from 0) the faces are.
    draws: Vec<usize>,
}

/// The draws a person sees, grouped as the game shows them.
fn shown_groups(draws: &[Draw], layout: DrawLayout) -> Vec<ShownGroup> {
    let mut groups: Vec<ShownGroup> = Vec::new();
    // The draws the reference's deal takes as cards (the others are
    // redrawn unseen); every draw where they are no cards.
    let taken = layout.redraws_full_ranks.and_then(|deck| {
        let faces: Vec<u32> = draws.iter().map(|draw| draw.face).collect();
        crate::checks::war::accepted_draws(&deck, &faces)
    });
    for (number, draw) in draws.iter().enumerate() {
        if taken.as_ref().is_some_and(|taken| !taken[number]) {
            continue;
        }
        match groups.last_mut() {
            Some(group)
                if group.faces.len() < layout.group && group.after_inputs == draw.after_inputs =>
            {
                group.faces.push(i64::from(draw.face));
                group.draws.push(number);
            }
            _ => groups.push(ShownGroup {
                after_inputs: draw.after_inputs,
                faces: vec![i64::from(draw.face)],
                draws: vec![number],
            }),
        }
    }
    groups
}

/// Where draw `number` (from 0) of a run shows in its transcript, when it
/// shows: the byte offset of its value.
pub fn shown_draw_offset(
    assignment: &str,
    rules: &GameRules,
    text: &str,
    behaviour: &crate::behaviour::Behaviour,
    number: usize,
) -> Option<usize> {
    let layout = layout_of(assignment, rules)?;
    let groups = shown_groups(behaviour.draws.as_deref()?, layout);
    let at = groups
        .iter()
        .position(|group| group.draws.contains(&number))?;
    let inputs = groups[at].after_inputs;
    let first = groups[..at]
        .iter()
        .rposition(|group| group.after_inputs != inputs)
        .map_or(0, |before| before + 1);
    let same_segment: Vec<Vec<i64>> = groups[first..]
        .iter()
        .take_while(|group| group.after_inputs == inputs)
        .map(|group| group.faces.clone())
        .collect();
    let segment = segment_of_draws(text, behaviour, inputs);
    let named = (layout.named)(text);
    let sightings = (layout.locate)(text, segment, &same_segment, &*named, &|| true);
    let sighting = sightings.get(at - first)?.as_ref()?;
    let slot = groups[at].draws.iter().position(|&draw| draw == number)?;
    sighting.faces.get(slot).map(|face| face.start)
}

fn faces_text(faces: &[i64]) -> String {
    let faces: Vec<String> = faces.iter().map(i64::to_string).collect();
    faces.join(", ")
}

pub fn check_draws(assignment: &str, input: &JudgeInput<'_>) -> CheckOutcome {
    let Some(draws) = input.behaviour.draws.as_deref() else {
        return CheckOutcome::skip(
            DRAWS,
            "croupier could not see this program's draws, so it cannot tell whether it shows \
             what it drew",
        );
    };
    let Some(layout) = layout_of(assignment, input.rules) else {
        return CheckOutcome::skip(
            DRAWS,
            "croupier does not know how this game shows its draws",
        );
    };
    let groups = shown_groups(draws, layout);
    if groups.is_empty() {
        return CheckOutcome::skip(
            DRAWS,
            "the program drew nothing, so there was nothing to judge",
        );
    }
    let text = input.view.text();
    let named = (layout.named)(text);
    let mut findings = judge_groups(&groups, layout, input, &*named);
    // A program that deals a rank more often than the deck holds (`deal`
    // judges that) still shows what it drew: its draws grouped by the
    // rank's cap its cards show, where that cap shows them all.
    if let (Some(deck), true) = (layout.redraws_full_ranks, findings.failures() > 0) {
        for cap in [deck.cards_per_rank.saturating_add(1), u8::MAX] {
            let relaxed = DrawLayout {
                redraws_full_ranks: Some(WarRules {
                    cards_per_rank: cap,
                    ..deck
                }),
                ..layout
            };
            let regrouped = judge_groups(&shown_groups(draws, relaxed), relaxed, input, &*named);
            if regrouped.failures() == 0 {
                findings = regrouped;
                break;
            }
        }
    }
    findings.outcome(
        |judged| format!("{} shown as drawn", counted(judged, layout.group_name)),
        |id| {
            CheckOutcome::skip(
                id,
                "the program drew nothing, so there was nothing to judge",
            )
        },
    )
}

/// Each group of `groups` looked for where the program's output shows it.
fn judge_groups(
    groups: &[ShownGroup],
    layout: DrawLayout,
    input: &JudgeInput<'_>,
    named: &dyn Fn(&str) -> Option<i64>,
) -> CheckFindings {
    let text = input.view.text();
    let mut findings = CheckFindings::new(DRAWS);
    let mut index = 0;
    while index < groups.len() {
        // Past the deadline the outcome is "not judged" whatever was found.
        if input.deadline.passed() {
            break;
        }
        let inputs = groups[index].after_inputs;
        let same_segment: Vec<Vec<i64>> = groups[index..]
            .iter()
            .take_while(|group| group.after_inputs == inputs)
            .map(|group| group.faces.clone())
            .collect();
        let segment = segment_of_draws(text, input.behaviour, inputs);
        // A program may show what it drew after the next prompt (`press
        // ENTER to see`): look on to the end of the following output too.
        let reach = segment_of_draws(text, input.behaviour, inputs + 1)
            .end
            .max(segment.end);
        let still_judging = || !input.deadline.passed();
        let sightings = (layout.locate)(
            text,
            segment.start..reach,
            &same_segment,
            named,
            &still_judging,
        );
        // Every group unseen as faces may show as its total, in order.
        let totals_seen = layout.shown_as_total && sightings.iter().any(Option::is_none) && {
            let totals: Vec<Vec<i64>> = same_segment
                .iter()
                .map(|faces| vec![faces.iter().sum()])
                .collect();
            (layout.locate)(text, segment.start..reach, &totals, named, &still_judging)
                .iter()
                .all(Option::is_some)
        };
        for (faces, sighting) in same_segment.iter().zip(&sightings) {
            findings.judged_one();
            match sighting {
                Some(_) => {}
                None if totals_seen => {}
                None => {
                    let line = input
                        .view
                        .line_at(segment.start.min(text.len().saturating_sub(1)));
                    findings.fail(
                        CheckOutcome::fail(
                            DRAWS,
                            format!(
                                "the program drew ({}) for a {} but did not show these values \
                                 after line {}",
                                faces_text(faces),
                                layout.group_name,
                                line.number
                            ),
                        )
                        .at(Some(line))
                        .expected(faces_text(faces))
                        .seen("other values, or none")
                        .help(
                            "print each value you drew as you draw it, and draw one value per \
                             die or card as the game does (two dice for a pair, not one number \
                             for their sum)",
                        ),
                    );
                }
            }
        }
        index += same_segment.len();
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::behaviour::Behaviour;

    fn draw(face: u32, after_inputs: usize) -> Draw {
        Draw {
            face,
            rigged: true,
            value: 0,
            after_inputs,
        }
    }

    #[test]
    fn war_hides_the_redraws_of_a_full_rank_and_groups_hands() {
        let layout = layout_of("war", &GameRules::spec("war")).unwrap();
        let faces = [5, 5, 5, 5, 5, 9];
        let draws: Vec<Draw> = faces.iter().map(|&face| draw(face, 1)).collect();
        let groups: Vec<(Vec<i64>, Vec<usize>)> = shown_groups(&draws, layout)
            .into_iter()
            .map(|group| (group.faces, group.draws))
            .collect();
        // The fifth 5 is redrawn unseen.
        assert_eq!(
            groups,
            [
                (vec![5, 5], vec![0, 1]),
                (vec![5, 5], vec![2, 3]),
                (vec![9], vec![5])
            ]
        );
        // A course's deck of two cards a rank (13 to each player): the
        // third 5 is redrawn.
        let two_a_rank = GameRules::War(WarRules {
            cards_per_rank: 2,
            cards_per_player: 13,
            ..WarRules::SPEC
        });
        let layout = layout_of("war", &two_a_rank).unwrap();
        let shown: Vec<Vec<usize>> = shown_groups(&draws, layout)
            .into_iter()
            .map(|group| group.draws)
            .collect();
        assert_eq!(shown, [vec![0, 1], vec![5]]);
    }

    #[test]
    fn shown_draws_pass_and_a_missing_one_fails_at_its_output() {
        use CheckStatusWanted::{Fail, Pass};
        // (game, output after the wager, faces drawn, wanted)
        let table: [(&str, &str, &[u32], CheckStatusWanted); 6] = [
            (
                "ceelo",
                "You: 4 5 6\nCPU: [1][1][4]\n",
                &[4, 5, 6, 1, 1, 4],
                Pass,
            ),
            (
                "ceelo",
                "You: 4 5 6\nCPU rolled 6\n",
                &[4, 5, 6, 1, 1, 4],
                Fail,
            ),
            // A Craps roll of two dice shown as its total, as the spec's
            // sample shows it: each roll's total in order.
            (
                "craps",
                "Rolling the dice...and the result is: 7!\n",
                &[3, 4],
                Pass,
            ),
            ("craps", "Rolled 9, then rolled 2\n", &[4, 5, 1, 1], Pass),
            ("craps", "Rolled 3 + 6\n", &[3, 6], Pass),
            // Totals that are not the dice's sums.
            ("craps", "Rolled 8, then rolled 2\n", &[4, 5, 1, 1], Fail),
        ];
        for (game, shown, faces, wanted) in table {
            let text = format!("Wager? 10\n{shown}");
            let end = "Wager? 10\n".len();
            let mut behaviour =
                Behaviour::assemble(&text, &[end], &["10".to_string()], &[], None, 1);
            behaviour.draws = Some(faces.iter().map(|&face| draw(face, 1)).collect());
            let outcome = check_draws(
                game,
                &JudgeInput {
                    view: crate::checks::TranscriptView::new(&text),
                    patterns: &crate::checks::Patterns::default(),
                    builtin_patterns: None,
                    rules: &reference::game_rules::GameRules::spec(game),
                    seed: None,
                    dice: &[],
                    complete: true,
                    behaviour: &behaviour,
                    expected: None,
                    deadline: &crate::checks::JudgeDeadline::unbounded(),
                },
            );
            let passed = outcome.status == crate::checks::CheckStatus::Pass;
            assert_eq!(
                passed,
                wanted == CheckStatusWanted::Pass,
                "{game}: {text}: {outcome:?}"
            );
        }
    }

    #[derive(Debug, PartialEq, Eq)]
    enum CheckStatusWanted {
        Pass,
        Fail,
    }

    #[test]
    fn past_the_deadline_the_draws_are_not_looked_for_and_nothing_fails() {
        let text = "Wager? 10\nYou: 4 5 6\nCPU rolled 6\n";
        let end = "Wager? 10\n".len();
        let mut behaviour = Behaviour::assemble(text, &[end], &["10".to_string()], &[], None, 1);
        behaviour.draws = Some(
            [4, 5, 6, 1, 1, 4]
                .iter()
                .map(|&face| draw(face, 1))
                .collect(),
        );
        let late = crate::checks::JudgeDeadline::after(std::time::Duration::ZERO);
        let input = JudgeInput {
            view: crate::checks::TranscriptView::new(text),
            patterns: &crate::checks::Patterns::default(),
            builtin_patterns: None,
            rules: &reference::game_rules::GameRules::spec("ceelo"),
            seed: None,
            dice: &[],
            complete: true,
            behaviour: &behaviour,
            expected: None,
            deadline: &late,
        };
        let outcome = check_draws("ceelo", &input);
        assert!(late.cut_short());
        assert_ne!(
            outcome.status,
            crate::checks::CheckStatus::Fail,
            "{outcome:?}"
        );
    }
}
