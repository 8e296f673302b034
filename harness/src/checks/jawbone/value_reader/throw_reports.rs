//! What a jawbone program says about a throw it shows: the position it
//! names or the points it scores, and the round's points after it, read in
//! the window of lines that follows the throw.

use reference::jawbone::{JawboneRules, Side, ThrowAction};

use super::jawbone_words::Concept;
use super::known_rounds::KnownThrow;
use super::{is_point_word, keyed, sign_before, words_after, words_before, Sighting};
use crate::checks::jawbone::jawbone_events::ThrowReport;
use crate::reading::{read_values, ConceptIndex};

/// A throw's position (named, or its points) and the round's points; where
/// the rules' account of the throw is `known`, a number that is its
/// thrower's banked total and not the round's points is that total, and a
/// 0 after a throw that ended the round is the next round's start.
pub(super) fn throw_report(
    text: &str,
    sighting: &Sighting,
    window_end: usize,
    thrower: Side,
    known: Option<KnownThrow>,
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
) -> ThrowReport {
    let window = &text[sighting.end..window_end.max(sighting.end)];
    let named = words
        .find(sighting.end..window_end.max(sighting.end))
        .iter()
        .find_map(|&(concept, _, _)| match concept {
            Concept::Position(row) => rules.table.rows().get(row).map(|row| row.position()),
            _ => None,
        });
    let mut points = None;
    let mut round_points = None;
    for value in read_values(window, &|_| None) {
        let Some(whole) = value.whole().and_then(|whole| u32::try_from(whole).ok()) else {
            continue;
        };
        let (start, end) = (value.start + sighting.end, value.end + sighting.end);
        let before = words_before(text, start, 2);
        let after = words_after(text, end, 2);
        let sign = sign_before(text, start);
        let says_round = (sign == Some('=') && !keyed(text, start))
            || before.iter().any(|word| word.starts_with("round"))
            || (after.first().is_some_and(|word| word == "this")
                && after.get(1).is_some_and(|word| word.starts_with("round")));
        let says_points = sign == Some('+')
            || after.first().is_some_and(|word| is_point_word(word))
            || before
                .last()
                .is_some_and(|word| word == "worth" || (keyed(text, start) && is_point_word(word)));
        // The banked total, or the next round's 0 after a throw that ended
        // the round (`round  0 │ banked 13` after Pidä ja anna).
        let not_the_round = known.is_some_and(|known| {
            whole != known.round_points
                && (whole == known.banked_if_ended || (known.ends_round && whole == 0))
        });
        if says_round && not_the_round {
            continue;
        }
        if says_round && round_points.is_none() {
            round_points = Some(whole);
        } else if says_points && points.is_none() && !says_round {
            points = Some(whole);
        }
    }
    // An unprinted throw was found by the position or points it shows.
    let located = (!sighting.printed)
        .then(|| rules.position(sighting.value).ok())
        .flatten();
    let announced = located
        .or(named)
        .or_else(|| points.map(|points| rules.table.scoring(points)));
    let round_points = match announced.or_else(|| rules.position(sighting.value).ok()) {
        Some(position) if position.action == ThrowAction::LoseRound => None,
        _ => round_points,
    };
    ThrowReport {
        thrower,
        value: sighting.printed.then_some(sighting.value),
        announced,
        round_points,
    }
}
