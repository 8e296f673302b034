//! Where a jawbone program says what a throw scored: after the number it
//! drew (the reference's `You threw 61: 2 points`), or before it (`Score is
//! 2` / `Random value is: 61`, `+2 points for you (you drew 61)`, a table
//! row whose points column comes before the number's). The drawn numbers
//! are known from the draw log, so the program's own layout is learned from
//! them: the side of the numbers whose nearby values agree with the rules
//! (the table's points or position for the number, or the round's points
//! after it) more often is where every throw's report is read. A program
//! that gets one row wrong still agrees on the others, so its wrong row is
//! read where its right ones are, and fails.

use std::ops::Range;

use reference::jawbone::JawboneRules;

use super::jawbone_words::Concept;
use super::known_rounds::KnownThrow;
use super::throw_reports::{shown_about, ReportRegion};
use super::{side_of, Sighting};
use crate::reading::{after_line_end, before_line_start, line_end, line_start, ConceptIndex};

/// How many lines beside a throw's own line may say what it scored.
const LINES_BEFORE: usize = 3;

/// The region each sighting's report is read in: `after[i]` is the
/// sighting's window after its number (the reference's layout); the
/// bursts before the numbers replace them when the throws shown agree
/// with the rules more often there.
pub(super) fn report_regions(
    text: &str,
    sightings: &[Sighting],
    after: Vec<Range<usize>>,
    known: &[Option<KnownThrow>],
    words: &ConceptIndex<Concept>,
    rules: &JawboneRules,
) -> Vec<ReportRegion> {
    let after: Vec<ReportRegion> = after
        .into_iter()
        .map(|range| ReportRegion {
            range,
            before: false,
            by_value: false,
        })
        .collect();
    let before: Vec<ReportRegion> = (0..sightings.len())
        .map(|index| before_region(text, sightings, index, words))
        .collect();
    // Both sides measured alike: as far as the next (or the previous)
    // throw's line, three lines at most, stopping at a heading.
    let after_alike: Vec<ReportRegion> = (0..sightings.len())
        .map(|index| after_region(text, sightings, index, words))
        .collect();
    // Marked evidence first (a position named, points marked as points);
    // values without a mark only where the marks do not decide (`Score is
    // 3`: the throw's points or the round's, either side of the number).
    let agreeing = |regions: &[ReportRegion], by_value: bool| {
        sightings
            .iter()
            .zip(regions)
            .filter(|(sighting, _)| sighting.printed)
            .filter(|(sighting, region)| {
                let known = known.get(sighting.draw).copied().flatten();
                let region = ReportRegion {
                    by_value,
                    ..(*region).clone()
                };
                shown_about(text, sighting.value, &region, known, words, rules).agrees(
                    sighting.value,
                    known,
                    rules,
                )
            })
            .count()
    };
    let votes = |regions: &[ReportRegion]| (agreeing(regions, false), agreeing(regions, true));
    if votes(&before) > votes(&after_alike) {
        before
    } else {
        after
    }
}

/// The burst of output before a sighting's number that may say what it
/// scored: its own line before the number (after the throw shown before
/// it, on the same line), and the lines above it down to the line of the
/// throw shown before, a heading that names a side and no points or
/// position (`Computer turn!`, `Totals: you 4, computer 9`), or three.
fn before_region(
    text: &str,
    sightings: &[Sighting],
    index: usize,
    words: &ConceptIndex<Concept>,
) -> ReportRegion {
    let sighting = sightings[index];
    let own_start = line_start(text, sighting.start);
    let previous = index.checked_sub(1).map(|at| sightings[at]);
    if let Some(previous) = previous.filter(|previous| previous.end > own_start) {
        return ReportRegion {
            range: previous.end.min(sighting.start)..sighting.start,
            before: true,
            by_value: true,
        };
    }
    let floor = previous.map_or(0, |previous| {
        after_line_end(text, line_end(text, previous.end))
    });
    let mut start = own_start;
    for _ in 0..LINES_BEFORE {
        if start <= floor {
            break;
        }
        let above_end = before_line_start(text, start);
        let above_start = line_start(text, above_end);
        if above_start < floor || heading(above_start..above_end, words) {
            break;
        }
        start = above_start;
    }
    ReportRegion {
        range: start..sighting.start,
        before: true,
        by_value: true,
    }
}

/// The output after a sighting's number that may say what it scored, as
/// far as `before_region` reaches before one: the rest of its line (up to
/// the throw shown next on it), and the lines under it up to the next
/// throw's line, a heading, or three.
fn after_region(
    text: &str,
    sightings: &[Sighting],
    index: usize,
    words: &ConceptIndex<Concept>,
) -> ReportRegion {
    let sighting = sightings[index];
    let own_end = line_end(text, sighting.end);
    let next = sightings.get(index + 1);
    if let Some(next) = next.filter(|next| next.start < own_end) {
        return ReportRegion {
            range: sighting.end..next.start.max(sighting.end),
            before: false,
            by_value: true,
        };
    }
    let ceiling = next.map_or(text.len(), |next| line_start(text, next.start));
    let mut end = own_end;
    for _ in 0..LINES_BEFORE {
        if end >= ceiling || end >= text.len() {
            break;
        }
        let below_start = after_line_end(text, end);
        let below_end = line_end(text, below_start);
        if below_end > ceiling || heading(below_start..below_end, words) {
            break;
        }
        end = below_end;
    }
    ReportRegion {
        range: sighting.end..end.max(sighting.end),
        before: false,
        by_value: true,
    }
}

/// A line that names a side and no points or position: a heading over the
/// throws, not what one of them scored.
fn heading(line: Range<usize>, words: &ConceptIndex<Concept>) -> bool {
    let concepts = words.concepts(line);
    concepts.iter().any(|concept| side_of(*concept).is_some())
        && !concepts
            .iter()
            .any(|concept| matches!(concept, Concept::Points | Concept::Position(_)))
}
