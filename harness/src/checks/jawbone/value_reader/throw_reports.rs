//! What a jawbone program says about a throw it shows: the position it
//! names or the points it scores, and the round's points after it, read in
//! the stretch of output the program's layout gives the throw (the lines
//! after its number, or the burst before it: `report_layout.rs`).

use std::ops::Range;

use reference::jawbone::{JawboneRules, Position, Side, ThrowAction};

use super::jawbone_words::Concept;
use super::known_rounds::KnownThrow;
use super::{is_point_word, keyed, sign_before, words_after, words_before, Sighting};
use crate::checks::jawbone::jawbone_events::ThrowReport;
use crate::reading::{read_values, ConceptIndex};

/// Where the program says what a throw scored, and how to read it there.
#[derive(Debug, Clone)]
pub(super) struct ReportRegion {
    pub(super) range: Range<usize>,
    /// The region comes before the throw's number: the nearest values and
    /// names, its last, are the throw's own.
    pub(super) before: bool,
    /// A value without a mark (`Score is 2`) is read by what the rules make
    /// of the drawn number (its points, or the round's points after it),
    /// else left unread.
    pub(super) by_value: bool,
}

/// What a stretch of output shows about one throw.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct ShownAbout {
    named: Option<Position>,
    points: Option<u32>,
    round_points: Option<u32>,
}

impl ShownAbout {
    /// The position it announces: named, else by its points.
    pub(super) fn announced(&self, rules: &JawboneRules) -> Option<Position> {
        self.named
            .or_else(|| self.points.map(|points| rules.table.scoring(points)))
    }

    /// Whether it agrees with the rules' account of a throw of `face`:
    /// the position, its points, or the round's points after it.
    pub(super) fn agrees(
        &self,
        face: u32,
        known: Option<KnownThrow>,
        rules: &JawboneRules,
    ) -> bool {
        let Ok(position) = rules.position(face) else {
            return false;
        };
        let same =
            |shown: Position| shown.action == position.action && shown.points == position.points;
        self.announced(rules).is_some_and(same)
            || known.is_some_and(|known| {
                position.action != ThrowAction::LoseRound
                    && self.round_points == Some(known.round_points)
            })
    }
}

/// A throw's position (named, or its points) and the round's points; where
/// the rules' account of the throw is `known`, a number that is its
/// thrower's banked total and not the round's points is that total, and a
/// 0 after a throw that ended the round is the next round's start.
pub(super) fn throw_report(
    text: &str,
    sighting: &Sighting,
    region: &ReportRegion,
    thrower: Side,
    known: Option<KnownThrow>,
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
) -> ThrowReport {
    let shown = shown_about(text, sighting.value, region, known, words, rules);
    // An unprinted throw was found by the position or points it shows.
    let located = (!sighting.printed)
        .then(|| rules.position(sighting.value).ok())
        .flatten();
    let announced = located.or_else(|| shown.announced(rules));
    let round_points = match announced.or_else(|| rules.position(sighting.value).ok()) {
        Some(position) if position.action == ThrowAction::LoseRound => None,
        _ => shown.round_points,
    };
    ThrowReport {
        thrower,
        value: sighting.printed.then_some(sighting.value),
        announced,
        round_points,
    }
}

/// What `region` shows about a throw of `face`: the position it names,
/// the points marked as points (`+2`, `2 points`, `worth 2`) and the
/// round's points (`round 9`, `=9`, `9 this round`).
pub(super) fn shown_about(
    text: &str,
    face: u32,
    region: &ReportRegion,
    known: Option<KnownThrow>,
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
) -> ShownAbout {
    let range = region.range.start..region.range.end.max(region.range.start);
    let window = &text[range.clone()];
    let found = words.find(range.clone());
    let mut positions = found.iter().filter_map(|&(concept, _, _)| match concept {
        Concept::Position(row) => rules.table.rows().get(row).map(|row| row.position()),
        _ => None,
    });
    let named = if region.before {
        positions.next_back()
    } else {
        positions.next()
    };
    // The table's points for the drawn number, where a value without a
    // mark may be read by them (scoring rows only: a 0 is no claim).
    let face_points = rules
        .position(face)
        .ok()
        .filter(|position| position.points > 0)
        .map(|position| position.points);
    let values = read_values(window, &|_| None);
    // Whether a word for the round, in the languages the output uses,
    // stands on a value's line between it and the value before it (`+2, this
    // round you have 4`, `+2 punti, parziale del turno 4`: the 4 is the
    // round's; not `kierros päättyy` over `pankkiin 18`).
    let round_words: Vec<(usize, usize)> = found
        .iter()
        .filter(|(concept, _, _)| *concept == Concept::Round)
        .map(|&(_, start, end)| (start - range.start, end - range.start))
        .collect();
    let mut round_named_before: Vec<bool> = Vec::with_capacity(values.len());
    let mut gap_start = 0;
    for value in &values {
        let line_begins = window[..value.start].rfind('\n').map_or(0, |at| at + 1);
        let from = gap_start.max(line_begins);
        // Not a round word right after the value before (`9 round points`:
        // it names the 9), nor before a value said to be a total (`27 in
        // total`).
        let names_this = |&(start, end): &(usize, usize)| {
            start >= from
                && end <= value.start
                && (gap_start == 0 || !window[gap_start..start].trim().is_empty())
        };
        let after = words_after(text, range.start + value.end, 2);
        let total_after = match after.as_slice() {
            [first, second, ..] if first == "in" => second.starts_with("total"),
            [first, ..] => first.starts_with("total"),
            [] => false,
        };
        round_named_before.push(!total_after && round_words.iter().any(names_this));
        gap_start = value.end;
    }
    let mut values: Vec<_> = values.into_iter().zip(round_named_before).collect();
    if region.before {
        values.reverse();
    }
    let mut shown = ShownAbout {
        named,
        ..ShownAbout::default()
    };
    for (value, round_named_before) in values {
        let Some(whole) = value.whole().and_then(|whole| u32::try_from(whole).ok()) else {
            continue;
        };
        if region.before && (value.money || value.decimal) {
            continue;
        }
        let (start, end) = (value.start + range.start, value.end + range.start);
        let before = words_before(text, start, 2);
        let after = words_after(text, end, 2);
        let sign = sign_before(text, start);
        // A value signed `+` is what the throw gained, whatever follows it
        // (`+2, this round you have 4`).
        let gained = sign == Some('+');
        let says_round = !gained
            && ((sign == Some('=') && !keyed(text, start))
                || before.iter().any(|word| word.starts_with("round"))
                || (round_named_before && !region.before)
                || (after.first().is_some_and(|word| word == "this")
                    && after.get(1).is_some_and(|word| word.starts_with("round"))));
        let says_points = gained
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
        if says_round && shown.round_points.is_none() {
            shown.round_points = Some(whole);
        } else if says_points && shown.points.is_none() && !says_round {
            shown.points = Some(whole);
        } else if region.by_value && !says_round && !says_points {
            if shown.points.is_none() && face_points == Some(whole) {
                shown.points = Some(whole);
            } else if shown.round_points.is_none()
                && known.is_some_and(|known| known.round_points == whole)
            {
                shown.round_points = Some(whole);
            }
        }
    }
    shown
}
