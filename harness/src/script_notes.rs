//! Notes of a check that fail nothing (inputs left unused, randomness that
//! could not be pinned), gathered per script and said once each: the same
//! note of five scripts is one line naming the five.

/// Notes in the order first seen, each with the scripts it applies to.
#[derive(Debug, Default)]
pub struct ScriptNotes {
    notes: Vec<(String, Vec<String>)>,
}

impl ScriptNotes {
    pub fn add(&mut self, script: &str, message: impl Into<String>) {
        let message = message.into();
        match self.notes.iter_mut().find(|(known, _)| *known == message) {
            Some((_, scripts)) => scripts.push(script.to_string()),
            None => self.notes.push((message, vec![script.to_string()])),
        }
    }

    /// One line per distinct note: "script a: ..." or "scripts a, b: ...".
    pub fn into_lines(self) -> Vec<String> {
        self.notes
            .into_iter()
            .map(|(message, scripts)| match scripts.as_slice() {
                [one] => format!("script {one}: {message}"),
                many => format!("scripts {}: {message}", many.join(", ")),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_note_of_several_scripts_is_said_once() {
        let mut notes = ScriptNotes::default();
        notes.add("a", "not pinned");
        notes.add("b", "2 inputs unused");
        notes.add("c", "not pinned");
        assert_eq!(
            notes.into_lines(),
            ["scripts a, c: not pinned", "script b: 2 inputs unused"]
        );
    }
}
