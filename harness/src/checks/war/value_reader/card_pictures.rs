//! Cards drawn as pictures: a card's rank shows in its top corner and again
//! in its bottom corner,
//!
//! ```text
//!    +-----+   +-----+
//!    |K    |   |4    |
//!    |  *  |   |  *  |
//!    |    K|   |    4|
//!    +-----+   +-----+
//! ```
//!
//! so a row of boxes that shows the same values as a row of the same boxes
//! above it (with a row of the boxes between, inside the same picture)
//! shows the same cards again, not new values.

use crate::reading::{BOX_EDGES, BOX_SIDES};

/// The rows of the picture being read, line by line.
#[derive(Debug, Default)]
pub(super) struct CardPictures {
    /// The values of the picture's last row that showed any, and whether a
    /// row without values stood below it since.
    corner: Option<(Vec<i64>, bool)>,
}

impl CardPictures {
    /// Whether `line`, showing `values`, repeats the corner row above it in
    /// the same picture; call it for every line in order.
    pub(super) fn repeats_corner(&mut self, line: &str, values: &[i64]) -> bool {
        let marks = line.trim();
        if marks.is_empty() || !is_box_row(marks) {
            // A border begins or ends the boxes; any other line ends them.
            self.corner = None;
            return false;
        }
        if values.is_empty() {
            if let Some((_, middle)) = &mut self.corner {
                *middle = true;
            }
            return false;
        }
        let repeats = matches!(&self.corner, Some((above, true)) if above == values);
        self.corner = if repeats {
            None
        } else {
            Some((values.to_vec(), false))
        };
        repeats
    }
}

/// A row inside boxes: it begins and ends with a box's side.
fn is_box_row(marks: &str) -> bool {
    let is_side = |c: Option<char>| c.is_some_and(|c| BOX_SIDES.contains(&c));
    let is_edge_only = marks
        .chars()
        .all(|c| c.is_whitespace() || BOX_EDGES.contains(&c));
    !is_edge_only && is_side(marks.chars().next()) && is_side(marks.chars().last())
}

#[cfg(test)]
mod tests {
    use super::CardPictures;

    /// A line of a picture, the values a reader finds on it, and whether it
    /// repeats a corner.
    type PictureLine = (&'static str, &'static [i64], bool);

    #[test]
    fn a_cards_bottom_corner_repeats_its_top_corner() {
        let cases: &[(&str, &[PictureLine])] = &[
            (
                "two cards side by side, corners in digits and letters",
                &[
                    ("  +-----+    +-----+", &[], false),
                    ("  |Q    |    |5    |", &[12, 5], false),
                    ("  |  #  | vs |  #  |", &[], false),
                    ("  |    Q|    |    5|", &[12, 5], true),
                    ("  +-----+    +-----+", &[], false),
                ],
            ),
            (
                "box-drawing characters, one card a line",
                &[
                    ("┌─────┐", &[], false),
                    ("│ 7   │", &[7], false),
                    ("│  ♦  │", &[], false),
                    ("│   7 │", &[7], true),
                    ("└─────┘", &[], false),
                ],
            ),
            (
                "table rows in a row are no picture: nothing between them",
                &[("| 3 | 5 |", &[3, 5], false), ("| 3 | 5 |", &[3, 5], false)],
            ),
            (
                "other values below the middle are new values",
                &[
                    ("|K    |    |4    |", &[13, 4], false),
                    ("|     |    |     |", &[], false),
                    ("|    4|    |    K|", &[4, 13], false),
                ],
            ),
            (
                "a line of text between ends the picture",
                &[
                    ("|9 |  |9 |", &[9, 9], false),
                    ("it's a tie", &[], false),
                    ("|  |  |  |", &[], false),
                    ("|9 |  |9 |", &[9, 9], false),
                ],
            ),
        ];
        for (case, lines) in cases {
            let mut pictures = CardPictures::default();
            for (line, values, repeats) in *lines {
                assert_eq!(
                    pictures.repeats_corner(line, values),
                    *repeats,
                    "{case}: {line}"
                );
            }
        }
    }
}
