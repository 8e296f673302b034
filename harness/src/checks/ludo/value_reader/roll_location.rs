//! Where each of a program's draws shows among the values it printed: the
//! face, found in order. A draw whose turn is known from the reference
//! (`AlignedOwners`) is found with the rest of its turn: the run of the
//! turn's faces with the fewest other values between them, so a rules
//! banner's `a 6` or a `6` in a sentence before the turn's own `6 6 3` is
//! passed over.

use std::collections::HashMap;

use reference::ludo::Player;

use super::Seen;
use crate::behaviour::Draw;
use crate::checks::ludo::draw_owners::AlignedOwners;
use crate::checks::ludo::ludo_sides::Side;

/// A draw found: its number and the index of the value that shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Sighting {
    pub draw: usize,
    pub at: usize,
}

/// The draws as the program showed them.
pub(super) struct Located {
    pub sightings: Vec<Sighting>,
    /// They show as the faces, not as another mapping of the same draws:
    /// only then does the program play the reference's faces (its own 6s
    /// are the reference's 6s, so its turns end where the reference's do).
    pub as_faces: bool,
    /// Most aligned turns show on a line that names their mover.
    pub names_movers: bool,
    /// The program shows each roll twice in a row (`| 6 |` drawn, then
    /// `rolled: 6`).
    pub shown_twice: bool,
}

/// Each draw found in order among the values shown: the face, else a common
/// wrong mapping of the same draw (`rand() % 7`, `rand() % 6`) when the
/// faces do not show. `shown_from[k]`: draw k shows at or after it.
pub(super) fn locate_rolls(
    seen: &[Seen],
    draws: &[Draw],
    shown_from: &[usize],
    aligned: &AlignedOwners,
    on_mover_lines: bool,
) -> Located {
    let located = locate_showing(seen, draws, shown_from, aligned, on_mover_lines, false);
    if shows_each_roll_twice(seen, draws, &located.sightings) {
        Located {
            shown_twice: true,
            ..locate_showing(seen, draws, shown_from, aligned, on_mover_lines, true)
        }
    } else {
        located
    }
}

/// Whether the program shows each roll twice in a row (a leftover `DEBUG:
/// r=6` over `rolled a 6`): after most rolls found whose next roll has
/// another face, the next value shown is the same face again.
fn shows_each_roll_twice(seen: &[Seen], draws: &[Draw], sightings: &[Sighting]) -> bool {
    let mut told = 0;
    let mut twice = 0;
    for pair in sightings.windows(2) {
        let (this, next) = (pair[0], pair[1]);
        if draws[this.draw].face == draws[next.draw].face {
            continue;
        }
        told += 1;
        let after = (this.at + 1..next.at).find(|&at| seen[at].may_be_roll());
        twice += usize::from(after.is_some_and(|at| seen[at].value == seen[this.at].value));
    }
    told >= 3 && 3 * twice >= 2 * told
}

/// [`locate_rolls`], where `twice` says each roll shows twice in a row: the
/// value right after a roll found that says its face again is passed over.
fn locate_showing(
    seen: &[Seen],
    draws: &[Draw],
    shown_from: &[usize],
    aligned: &AlignedOwners,
    on_mover_lines: bool,
    twice: bool,
) -> Located {
    let mappings: [&dyn Fn(&Draw) -> i64; 3] = [
        &|draw| i64::from(draw.face),
        &|draw| draw.value.rem_euclid(7),
        &|draw| draw.value.rem_euclid(6),
    ];
    let eligible = |at: usize| seen[at].may_be_roll();
    // Where each value shows, eligible ones only, in text order: the next
    // place of a face is looked up, not searched for, so a draw that never
    // shows costs no walk over the rest of the output.
    let mut places: HashMap<i64, Vec<usize>> = HashMap::new();
    for at in (0..seen.len()).filter(|&at| eligible(at)) {
        places.entry(seen[at].value).or_default().push(at);
    }
    // Eligible values before each index, to count those passed over.
    let mut eligible_before = Vec::with_capacity(seen.len() + 1);
    eligible_before.push(0);
    for at in 0..seen.len() {
        eligible_before.push(eligible_before[at] + usize::from(eligible(at)));
    }
    // Values passed over between the draws found, a draw's face shown again
    // right after it (`| 6 |` drawn, then `rolled: 6`) not counted: a
    // mapping is not taken for the program's because it shows each roll twice.
    let passed_over = |run: &[Sighting]| match (run.first(), run.last()) {
        (Some(first), Some(last)) => {
            let restated = run
                .iter()
                .filter(|sighting| {
                    let next = (sighting.at + 1..seen.len()).find(|&at| eligible(at));
                    next.is_some_and(|next| {
                        next <= last.at
                            && seen[next].value == seen[sighting.at].value
                            && run.binary_search_by_key(&next, |other| other.at).is_err()
                    })
                })
                .count();
            (eligible_before[last.at + 1] - eligible_before[first.at] - run.len())
                .saturating_sub(restated)
        }
        _ => 0,
    };
    // A turn's cost: the values passed over between its faces, where the
    // value right after a face that says the same face again (`Dado: 6` /
    // `Tirou 6!`) is that roll restated, not one passed over.
    let turn_passed_over = |run: &[Sighting], faces: &[i64]| -> usize {
        run.windows(2)
            .zip(faces)
            .map(|(pair, &face)| {
                let mut between = (pair[0].at + 1..pair[1].at)
                    .filter(|&at| eligible(at))
                    .peekable();
                // The restatement, if any, is no value passed over.
                between.next_if(|&at| seen[at].value == face);
                between.count()
            })
            .sum()
    };
    // Where to look for the roll after the one found at `at`.
    let past = |at: usize| {
        let restated = twice
            .then(|| (at + 1..seen.len()).find(|&next| eligible(next)))
            .flatten()
            .filter(|&next| seen[next].value == seen[at].value);
        restated.unwrap_or(at) + 1
    };
    let next_place = |face: i64, lowest: usize| {
        places.get(&face).and_then(|places| {
            places
                .get(places.partition_point(|&at| at < lowest))
                .copied()
        })
    };
    // The mapping that shows the draws most closely: most found, fewest
    // values passed over between them.
    let mut best: Vec<Sighting> = Vec::new();
    let mut best_score = i64::MIN;
    let mut as_faces = true;
    let mut names_movers = false;
    for (number, mapping) in mappings.into_iter().enumerate() {
        let mut cursor = 0;
        let mut found: Vec<Sighting> = Vec::new();
        // The aligned turns found on a line that names their mover, and not.
        let mut named_so_far = (0, 0);
        let mut draw = 0;
        while draw < draws.len() {
            let lowest = cursor.max(seen.partition_point(|item| item.start < shown_from[draw]));
            let turn_end = aligned.owner(draw).map(|owner| {
                (draw..draws.len())
                    .find(|&later| aligned.owner(later).is_none_or(|it| it.turn != owner.turn))
                    .unwrap_or(draws.len())
            });
            if let Some((end, mover)) = turn_end.zip(aligned.owner(draw)) {
                let faces: Vec<i64> = draws[draw..end].iter().map(mapping).collect();
                // No roll shows before the answer typed before it was drawn.
                let drawn_by = |index: usize| {
                    seen.partition_point(|item| item.start < shown_from[draw + index])
                };
                let run = closest_run(
                    &faces,
                    lowest,
                    &drawn_by,
                    &past,
                    &next_place,
                    &turn_passed_over,
                )
                .map(|run| {
                    if on_mover_lines {
                        on_a_line_naming_the_mover(
                            seen,
                            run,
                            mover.player,
                            &faces,
                            &drawn_by,
                            &past,
                            &next_place,
                        )
                    } else {
                        run
                    }
                });
                if let Some(run) = run {
                    match seen[run[0].at].owner.and_then(numbered_player) {
                        Some(named) if named == mover.player => named_so_far.0 += 1,
                        _ => named_so_far.1 += 1,
                    }
                    cursor = run.last().map_or(cursor, |last| past(last.at));
                    found.extend(run.iter().map(|seen| Sighting {
                        draw: draw + seen.draw,
                        at: seen.at,
                    }));
                    draw = end;
                    continue;
                }
            }
            if let Some(at) = next_place(mapping(&draws[draw]), lowest) {
                found.push(Sighting { draw, at });
                cursor = past(at);
            }
            draw += 1;
        }
        let score = 2 * found.len() as i64 - passed_over(&found) as i64;
        if score > best_score {
            best_score = score;
            best = found;
            as_faces = number == 0;
            names_movers = named_so_far.0 >= 2 && named_so_far.0 > 2 * named_so_far.1;
        }
    }
    Located {
        sightings: best,
        as_faces,
        names_movers,
        shown_twice: false,
    }
}

/// The faces of one turn found in order from `lowest`, starting where the
/// fewest other values lie between them: among the starts up to the end of
/// the first run found (a later start belongs to a later turn). Draw
/// numbers from 0 within the turn; `None` when the turn does not show whole.
fn closest_run(
    faces: &[i64],
    lowest: usize,
    drawn_by: &dyn Fn(usize) -> usize,
    past: &dyn Fn(usize) -> usize,
    next_place: &dyn Fn(i64, usize) -> Option<usize>,
    passed_over: &dyn Fn(&[Sighting], &[i64]) -> usize,
) -> Option<Vec<Sighting>> {
    let run_from = |start: usize| run_from(faces, start, drawn_by, past, next_place);
    let first_face = *faces.first()?;
    let mut best = run_from(next_place(first_face, lowest)?)?;
    let span_end = best.last()?.at;
    let mut cost = passed_over(&best, faces);
    let mut start = best[0].at + 1;
    while cost > 0 {
        let Some(at) = next_place(first_face, start).filter(|&at| at <= span_end) else {
            break;
        };
        if let Some(run) = run_from(at) {
            let run_cost = passed_over(&run, faces);
            if run_cost < cost {
                cost = run_cost;
                best = run;
            }
        }
        start = at + 1;
    }
    Some(best)
}

/// The faces of one turn found in order from `start`, where the first is,
/// each no earlier than the output written when it was drawn
/// (`drawn_by(k)`, a value index): a face shown twice (`DEBUG: r=6` /
/// `rolled a 6`) is not taken for the next roll.
fn run_from(
    faces: &[i64],
    start: usize,
    drawn_by: &dyn Fn(usize) -> usize,
    past: &dyn Fn(usize) -> usize,
    next_place: &dyn Fn(i64, usize) -> Option<usize>,
) -> Option<Vec<Sighting>> {
    let mut run = vec![Sighting { draw: 0, at: start }];
    for (index, &face) in faces.iter().enumerate().skip(1) {
        let at = next_place(face, past(run.last()?.at).max(drawn_by(index)))?;
        run.push(Sighting { draw: index, at });
    }
    Some(run)
}

/// Where the program names the mover on its roll's lines (`Pemain 1
/// melempar dadu: 2`: `Located::names_movers`), a turn found on a line that does not (the `2` of
/// `Maju 2 langkah`, the distance the turn before moved) is found again
/// where a line naming its mover shows its faces, unless a line naming the
/// other side comes first.
fn on_a_line_naming_the_mover(
    seen: &[Seen],
    run: Vec<Sighting>,
    mover: Player,
    faces: &[i64],
    drawn_by: &dyn Fn(usize) -> usize,
    past: &dyn Fn(usize) -> usize,
    next_place: &dyn Fn(i64, usize) -> Option<usize>,
) -> Vec<Sighting> {
    let names = |at: usize| seen[at].owner.and_then(numbered_player);
    let first = run[0].at;
    if names(first) == Some(mover) {
        return run;
    }
    let mut start = first + 1;
    while let Some(at) = faces.first().and_then(|&face| next_place(face, start)) {
        if (first + 1..at).any(|between| names(between).is_some_and(|side| side != mover)) {
            break;
        }
        if names(at) == Some(mover) {
            return run_from(faces, at, drawn_by, past, next_place).unwrap_or(run);
        }
        start = at + 1;
    }
    run
}

/// The player a numbered side names (`Player 2`, `Pemain 1`).
fn numbered_player(side: Side) -> Option<Player> {
    match side {
        Side::One => Some(Player::One),
        Side::Two => Some(Player::Two),
        Side::Near | Side::Far => None,
    }
}
