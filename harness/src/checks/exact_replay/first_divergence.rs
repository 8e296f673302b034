//! Comparing two event streams by content: the first event where they part,
//! or how one ended before the other.

use super::ReplayEventAt;

/// Where a student's stream first differs from the reference's. `index` is
/// the position in both streams; the events before it are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Divergence<'a> {
    /// Both printed an event here, and they differ.
    Differs {
        index: usize,
        student: &'a ReplayEventAt,
        reference: &'a ReplayEventAt,
    },
    /// The student's stream ended; the reference's went on with this.
    StudentStopped {
        index: usize,
        reference: &'a ReplayEventAt,
    },
    /// The reference's stream ended; the student's went on with this.
    StudentWentOn {
        index: usize,
        student: &'a ReplayEventAt,
    },
}

impl Divergence<'_> {
    /// How many events both streams share before they part.
    pub fn index(&self) -> usize {
        match *self {
            Divergence::Differs { index, .. }
            | Divergence::StudentStopped { index, .. }
            | Divergence::StudentWentOn { index, .. } => index,
        }
    }
}

/// The first place `student` and `reference` differ in content (offsets are
/// not compared: the same game may be printed with other wording; see
/// `ReplayEvent::agrees_with` for parts a program may leave out), or
/// `None` when they hold the same events in the same order.
pub fn first_divergence<'a>(
    student: &'a [ReplayEventAt],
    reference: &'a [ReplayEventAt],
) -> Option<Divergence<'a>> {
    let index = student
        .iter()
        .zip(reference)
        .position(|(mine, theirs)| !mine.event.agrees_with(&theirs.event))
        .unwrap_or(student.len().min(reference.len()));
    match (student.get(index), reference.get(index)) {
        (Some(student), Some(reference)) => Some(Divergence::Differs {
            index,
            student,
            reference,
        }),
        (None, Some(reference)) => Some(Divergence::StudentStopped { index, reference }),
        (Some(student), None) => Some(Divergence::StudentWentOn { index, student }),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::exact_replay::ReplayEvent;
    use crate::checks::war::WarEvent;

    /// A War stream of hand numbers, each printed at `offset_step` bytes apart.
    fn hands(numbers: &[i64], offset_step: usize) -> Vec<ReplayEventAt> {
        numbers
            .iter()
            .enumerate()
            .map(|(index, &number)| ReplayEventAt {
                offset: index * offset_step,
                event: ReplayEvent::War(WarEvent::Hand(number)),
            })
            .collect()
    }

    #[test]
    fn finds_the_first_difference_and_ignores_offsets() {
        // (student, reference, expected divergence: kind and index)
        type Expected = Option<(&'static str, usize)>;
        let table: [(&[i64], &[i64], Expected); 6] = [
            (&[1, 2, 3], &[1, 2, 3], None),
            (&[], &[], None),
            (&[1, 5, 3, 9], &[1, 2, 3, 4], Some(("differs", 1))),
            (&[7], &[1], Some(("differs", 0))),
            (&[1, 2], &[1, 2, 3], Some(("stopped", 2))),
            (&[1, 2, 3, 4], &[1, 2], Some(("went on", 2))),
        ];
        for (student, reference, expected) in table {
            let student_events = hands(student, 10);
            let reference_events = hands(reference, 3);
            let found = first_divergence(&student_events, &reference_events);
            let kind = found.map(|divergence| {
                let kind = match divergence {
                    Divergence::Differs { .. } => "differs",
                    Divergence::StudentStopped { .. } => "stopped",
                    Divergence::StudentWentOn { .. } => "went on",
                };
                (kind, divergence.index())
            });
            assert_eq!(kind, expected, "{student:?} against {reference:?}");
        }
    }

    #[test]
    fn a_difference_carries_both_events() {
        let student = hands(&[1, 5], 10);
        let reference = hands(&[1, 2], 3);
        match first_divergence(&student, &reference) {
            Some(Divergence::Differs {
                student: mine,
                reference: theirs,
                ..
            }) => {
                assert_eq!((mine.offset, theirs.offset), (10, 3));
                assert_eq!(mine.event, ReplayEvent::War(WarEvent::Hand(5)));
                assert_eq!(theirs.event, ReplayEvent::War(WarEvent::Hand(2)));
            }
            other => panic!("expected a difference, got {other:?}"),
        }
    }
}
