//! Who sees a check's or a script's results, and when: Gradescope's four
//! visibility words, which `assignment.yaml` uses as they are.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Shown to the student at once.
    #[default]
    Visible,
    /// Never shown to the student.
    Hidden,
    /// Shown once the due date has passed.
    AfterDueDate,
    /// Shown once the instructor publishes the grades.
    AfterPublished,
}

impl Visibility {
    /// The details are withheld from a student checking before grades are out.
    pub fn withholds_details(self) -> bool {
        self != Visibility::Visible
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Visible => "visible",
            Visibility::Hidden => "hidden",
            Visibility::AfterDueDate => "after_due_date",
            Visibility::AfterPublished => "after_published",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_yaml_words_are_gradescope_s() {
        for (word, visibility) in [
            ("visible", Visibility::Visible),
            ("hidden", Visibility::Hidden),
            ("after_due_date", Visibility::AfterDueDate),
            ("after_published", Visibility::AfterPublished),
        ] {
            let parsed: Visibility = serde_yaml::from_str(word).unwrap();
            assert_eq!(parsed, visibility);
            assert_eq!(visibility.as_str(), word);
            assert_eq!(visibility.withholds_details(), word != "visible");
        }
        assert!(serde_yaml::from_str::<Visibility>("secret").is_err());
    }
}
