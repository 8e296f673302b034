//! `--shard i/n`: a deterministic slice of a class, so that a CI matrix, a
//! job array or an indexed job can each grade one part.

use super::Student;

/// Slice `index` (from 1) of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// `"2/3"`; for clap.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let invalid = || format!("'{text}' is not a shard: write I/N with 1 <= I <= N, e.g. 2/3");
        let (index, count) = text.split_once('/').ok_or_else(invalid)?;
        let index: usize = index.trim().parse().map_err(|_| invalid())?;
        let count: usize = count.trim().parse().map_err(|_| invalid())?;
        if index == 0 || count == 0 || index > count {
            return Err(invalid());
        }
        Ok(Shard { index, count })
    }

    /// The students of this slice: sorted by name, those at positions
    /// congruent to `index - 1` modulo `count`.
    pub fn select(&self, students: &[Student]) -> Vec<Student> {
        let mut sorted = students.to_vec();
        sorted.sort_by(|a, b| a.name.cmp(&b.name));
        sorted
            .into_iter()
            .enumerate()
            .filter(|(position, _)| position % self.count == self.index - 1)
            .map(|(_, student)| student)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn shards_parse_from_i_over_n() {
        let cases = [
            ("1/3", Some((1, 3))),
            ("3/3", Some((3, 3))),
            (" 2 / 4 ", Some((2, 4))),
            ("0/3", None),
            ("4/3", None),
            ("1/0", None),
            ("2", None),
            ("a/b", None),
        ];
        for (text, expected) in cases {
            let parsed = Shard::parse(text)
                .ok()
                .map(|shard| (shard.index, shard.count));
            assert_eq!(parsed, expected, "{text}");
        }
    }

    #[test]
    fn the_slices_cover_the_class_once_whatever_its_order() {
        let names = ["eve", "ada", "cy", "bo", "dan", "fay", "gus"];
        let students: Vec<Student> = names
            .iter()
            .map(|name| Student {
                name: name.to_string(),
                path: PathBuf::from(name),
            })
            .collect();
        let slices: Vec<Vec<String>> = (1..=3)
            .map(|index| {
                Shard { index, count: 3 }
                    .select(&students)
                    .into_iter()
                    .map(|student| student.name)
                    .collect()
            })
            .collect();
        assert_eq!(slices[0], ["ada", "dan", "gus"]);
        assert_eq!(slices[1], ["bo", "eve"]);
        assert_eq!(slices[2], ["cy", "fay"]);
    }
}
