//! Every roll of a run, from its draws, before the passes are read: how
//! the program rolls (two dice, or one number a roll) can only be told
//! from the whole run, and it decides what each roll's total is: two dice
//! add up, one number is the number the program made of its draw (under the
//! mapping its output shows), whether or not it printed the dice, or, where
//! no mapping gives it, the total printed on the roll's line.

use super::one_number_totals::{mapping_shown, OneNumberMapping};
use super::roll_draws::{RollDrawTally, RollDraws};
use super::roll_lines::totals_on_roll_lines;
use crate::behaviour::{Behaviour, Draw};
use crate::checks::JudgeDeadline;
use crate::reading::{locate_draws_while, segment_of_draws, DrawSighting};

/// One roll as the draws make it, and where it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ReadRoll {
    pub sighting: Option<DrawSighting>,
    pub dice: Option<[i64; 2]>,
    /// `None`: one number drawn, which the mapping cannot read.
    pub total: Option<i64>,
}

impl ReadRoll {
    /// One number drawn whose value is not known.
    fn unread() -> ReadRoll {
        ReadRoll {
            sighting: None,
            dice: None,
            total: None,
        }
    }
}

/// The rolls of each stretch of output between two inputs, and what the
/// run's draws say about how it rolls.
#[derive(Debug)]
pub(super) struct RunRolls {
    /// By the number of inputs answered before them.
    stretches: Vec<Vec<ReadRoll>>,
    verdict: RollDraws,
}

impl RunRolls {
    /// The rolls drawn after `inputs` inputs, handed over once.
    pub fn take(&mut self, inputs: usize) -> Vec<ReadRoll> {
        self.stretches
            .get_mut(inputs)
            .map(std::mem::take)
            .unwrap_or_default()
    }

    pub fn verdict(&self) -> RollDraws {
        self.verdict
    }
}

/// Look for `groups` in order in `segment` while the deadline allows.
fn locate(
    text: &str,
    segment: std::ops::Range<usize>,
    groups: &[Vec<i64>],
    deadline: &JudgeDeadline,
) -> Vec<Option<DrawSighting>> {
    locate_draws_while(text, segment, groups, &|_| None, &|| !deadline.passed())
}

/// Every stretch's rolls: two dice a roll, unless the run draws one number
/// a roll, whose totals are then the numbers of the mapping its output shows
/// (none where no mapping shows: those rolls stay pairs of draws, which the
/// judge does not take for rolls).
pub(super) fn read_run_rolls(
    text: &str,
    behaviour: &Behaviour,
    deadline: &JudgeDeadline,
) -> RunRolls {
    let mut tally = RollDrawTally::default();
    let mut stretches = Vec::with_capacity(behaviour.exchanges.len() + 1);
    let mut drawn: Vec<&[Draw]> = Vec::with_capacity(behaviour.exchanges.len() + 1);
    for inputs in 0..=behaviour.exchanges.len() {
        let draws = behaviour.draws_after_inputs(inputs).unwrap_or_default();
        drawn.push(draws);
        if draws.is_empty() || deadline.passed() {
            stretches.push(Vec::new());
            continue;
        }
        let segment = segment_of_draws(text, behaviour, inputs);
        let pairs: Vec<Vec<i64>> = draws
            .chunks(2)
            .map(|pair| pair.iter().map(|draw| i64::from(draw.face)).collect())
            .collect();
        let sightings = locate(text, segment.clone(), &pairs, deadline);
        // A draw left over is one face: found, it shows no pair.
        let shown = sightings
            .iter()
            .zip(&pairs)
            .filter(|(sighting, pair)| sighting.is_some() && pair.len() == 2)
            .count();
        // Where the dice are not shown, their totals may be: a program that
        // shows neither showed something else for each draw.
        let totals_shown = match shown * 2 < pairs.len() {
            true => {
                let totals: Vec<Vec<i64>> =
                    pairs.iter().map(|pair| vec![pair.iter().sum()]).collect();
                locate(text, segment, &totals, deadline)
                    .iter()
                    .flatten()
                    .count()
            }
            false => shown,
        };
        tally.count(draws.len(), shown, totals_shown);
        // Drawn one number a roll, the pairs were never rolled: where their
        // faces happen to stand says nothing of where the rolls are.
        let mut stretch = RollDrawTally::default();
        stretch.count(draws.len(), shown, totals_shown);
        let one_number_here = stretch.verdict() != RollDraws::TwoDice;
        let rolls = pairs
            .into_iter()
            .zip(sightings)
            .map(|(pair, sighting)| ReadRoll {
                sighting: sighting.filter(|_| !one_number_here),
                dice: match pair[..] {
                    [first, second] => Some([first, second]),
                    _ => None,
                },
                total: Some(pair.iter().sum()),
            })
            .collect();
        stretches.push(rolls);
    }
    let mut verdict = tally.verdict();
    if verdict == RollDraws::OneNumber && !deadline.passed() {
        let mapped = one_number_rolls(text, behaviour, &drawn, deadline);
        let mapping = mapped.as_ref().map(|(mapping, _)| *mapping);
        let mut rolls = mapped.map(|(_, rolls)| rolls).unwrap_or_else(|| {
            drawn
                .iter()
                .map(|draws| draws.iter().map(|_| ReadRoll::unread()).collect())
                .collect()
        });
        let lines_read = read_unread_from_lines(text, behaviour, &mut rolls);
        if mapping.is_some() || lines_read {
            verdict = RollDraws::OneNumberShown(mapping);
            stretches = rolls;
        }
    }
    RunRolls { stretches, verdict }
}

/// Each stretch with a roll whose number the draw log does not give, read
/// from the totals printed on its roll lines where they leave no doubt;
/// whether any stretch was.
fn read_unread_from_lines(text: &str, behaviour: &Behaviour, rolls: &mut [Vec<ReadRoll>]) -> bool {
    let mut read = false;
    for (inputs, stretch) in rolls.iter_mut().enumerate() {
        if stretch.iter().all(|roll| roll.total.is_some()) {
            continue;
        }
        let segment = segment_of_draws(text, behaviour, inputs);
        if let Some(lines) = totals_on_roll_lines(text, segment, stretch.len()) {
            *stretch = lines
                .into_iter()
                .map(|line| ReadRoll {
                    sighting: Some(DrawSighting {
                        start: line.start,
                        end: line.end,
                        // One number, one face: where it stands.
                        faces: std::iter::once(line.start..line.end).collect(),
                    }),
                    dice: None,
                    total: Some(line.total),
                })
                .collect();
            read = true;
        }
    }
    read
}

/// The rolls of a run that draws one number a roll, each stretch's under
/// the mapping whose numbers its output shows most of.
fn one_number_rolls(
    text: &str,
    behaviour: &Behaviour,
    drawn: &[&[Draw]],
    deadline: &JudgeDeadline,
) -> Option<(OneNumberMapping, Vec<Vec<ReadRoll>>)> {
    let mut shown = Vec::with_capacity(OneNumberMapping::ALL.len());
    let mut read = Vec::with_capacity(OneNumberMapping::ALL.len());
    for mapping in OneNumberMapping::ALL {
        let mut found = 0;
        let mut stretches = Vec::with_capacity(drawn.len());
        for (inputs, draws) in drawn.iter().enumerate() {
            let totals: Vec<Option<i64>> = draws.iter().map(|draw| mapping.total(draw)).collect();
            if draws.is_empty() || deadline.passed() {
                stretches.push(Vec::new());
                continue;
            }
            // Only the numbers read are looked for; an unread one stands
            // where the search left off.
            let groups: Vec<Vec<i64>> = totals.iter().flatten().map(|total| vec![*total]).collect();
            let segment = segment_of_draws(text, behaviour, inputs);
            let sightings = locate(text, segment, &groups, deadline);
            found += sightings.iter().flatten().count();
            let mut sightings = sightings.into_iter();
            stretches.push(
                totals
                    .into_iter()
                    .map(|total| ReadRoll {
                        sighting: total.and_then(|_| sightings.next().flatten()),
                        dice: None,
                        total,
                    })
                    .collect(),
            );
        }
        shown.push((mapping, found));
        read.push(stretches);
    }
    let draws = drawn.iter().map(|draws| draws.len()).sum();
    let mapping = mapping_shown(&shown, draws)?;
    let at = OneNumberMapping::ALL
        .iter()
        .position(|each| *each == mapping)?;
    Some((mapping, read.swap_remove(at)))
}
