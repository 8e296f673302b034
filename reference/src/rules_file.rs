//! A course's own numbers for a game: the `rules:` section of an
//! `assignment.yaml`, read into that game's rules (today's rules wherever a
//! parameter is left out), every error naming the file, the line and the field.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::Deserialize;

/// Why a `rules:` section could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct RulesError {
    pub file: PathBuf,
    /// Line and column (from 1) where the YAML parser knows them.
    pub location: Option<(usize, usize)>,
    /// The field, with list indexes counted from 1: `rules.table[3].throws`.
    pub field: String,
    pub message: String,
}

impl fmt::Display for RulesError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}", self.file.display())?;
        if let Some((line, column)) = self.location {
            write!(formatter, ":{line}:{column}")?;
        }
        if self.field.is_empty() {
            write!(formatter, ": {}", self.message)
        } else {
            write!(formatter, ": field `{}`: {}", self.field, self.message)
        }
    }
}

/// Only `rules:` of an assignment file; the rest is the harness's to judge.
#[derive(Deserialize)]
struct RulesSection<R> {
    rules: Option<R>,
}

/// The `rules:` of the assignment file `text` (shown as `file`), as the raw
/// type `R` reads them (`R` refuses unknown parameters and checks each
/// value where it stands, so an error points at its line); `None` when the
/// file has no `rules:`.
pub fn read_rules<R: DeserializeOwned>(text: &str, file: &Path) -> Result<Option<R>, RulesError> {
    serde_yaml::from_str::<RulesSection<R>>(text)
        .map(|section| section.rules)
        .map_err(|error| rules_error(file, &error))
}

fn rules_error(file: &Path, error: &serde_yaml::Error) -> RulesError {
    let location = error.location().map(|at| (at.line(), at.column()));
    let text = error.to_string();
    // serde_yaml ends its message with the location, which comes first here.
    let text = match text.rfind(" at line ") {
        Some(at) if location.is_some() => &text[..at],
        _ => &text[..],
    };
    // And it starts with the path to the field, when it knows one.
    let (field, message) = match text.split_once(": ") {
        Some((field, message)) if field.starts_with("rules") && !field.contains(' ') => {
            (count_from_one(field), message.to_string())
        }
        _ => (String::new(), text.to_string()),
    };
    RulesError {
        file: file.to_path_buf(),
        location,
        field,
        message,
    }
}

/// `rules.table[0]` as serde writes it is `rules.table[1]` for a person.
fn count_from_one(field: &str) -> String {
    let mut counted = String::new();
    let mut rest = field;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']').map(|close| open + close) else {
            break;
        };
        counted.push_str(&rest[..=open]);
        match rest[open + 1..close].parse::<usize>() {
            Ok(index) => counted.push_str(&(index + 1).to_string()),
            Err(_) => counted.push_str(&rest[open + 1..close]),
        }
        counted.push(']');
        rest = &rest[close + 1..];
    }
    counted.push_str(rest);
    counted
}

/// Deserialize a map as `W` reads it, then `check` it whole (parameters that
/// must agree with each other): the error of `check` points at the map.
pub fn deserialize_checked<'de, D, W, T>(
    deserializer: D,
    check: fn(W) -> Result<T, String>,
) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    W: Deserialize<'de>,
{
    struct Checked<W, T> {
        check: fn(W) -> Result<T, String>,
    }
    impl<'de, W: Deserialize<'de>, T> serde::de::Visitor<'de> for Checked<W, T> {
        type Value = T;

        fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
            formatter.write_str("a map of parameters")
        }

        fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            let written = W::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
            (self.check)(written).map_err(serde::de::Error::custom)
        }
    }
    deserializer.deserialize_map(Checked { check })
}

/// `--assignment-file FILE`: a reference game played by a course's numbers.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct RulesArgs {
    /// A course's assignment.yaml: the game is played by its `rules:` section
    #[arg(long, value_name = "FILE")]
    pub assignment_file: Option<PathBuf>,
    /// The text of an assignment.yaml (how croupier hands a built-in one to
    /// its reference), read as `--assignment-file` would read it
    #[arg(
        long,
        value_name = "YAML",
        hide = true,
        conflicts_with = "assignment_file"
    )]
    pub assignment_yaml: Option<String>,
}

impl RulesArgs {
    /// The rules these arguments name, raw as `R` reads them; `None` for
    /// today's rules.
    pub fn read<R: DeserializeOwned>(&self) -> Result<Option<R>, RulesError> {
        if let Some(text) = &self.assignment_yaml {
            return read_rules(text, Path::new("--assignment-yaml"));
        }
        let Some(file) = &self.assignment_file else {
            return Ok(None);
        };
        let text = std::fs::read_to_string(file).map_err(|error| RulesError {
            file: file.clone(),
            location: None,
            field: String::new(),
            message: format!("cannot read it: {error}"),
        })?;
        read_rules(&text, file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Numbers {
        target: u32,
        #[serde(default)]
        rows: Vec<u32>,
    }

    #[test]
    fn the_rules_section_alone_is_read() {
        let text = "title: t\nchecks: {runs: {weight: 1}}\nrules:\n  target: 132\n";
        let rules: Option<Numbers> = read_rules(text, Path::new("a.yaml")).unwrap();
        assert_eq!(
            rules,
            Some(Numbers {
                target: 132,
                rows: Vec::new()
            })
        );
        let none: Option<Numbers> = read_rules("title: t\n", Path::new("a.yaml")).unwrap();
        assert_eq!(none, None);
    }

    #[test]
    fn errors_name_the_file_line_and_field() {
        // (text, message)
        let cases = [
            (
                "title: t\nrules:\n  target: 1\n  goal: 3\n",
                "a.yaml:4:3: field `rules`: unknown field `goal`, expected `target` or `rows`",
            ),
            (
                "rules:\n  target: 1\n  rows: [1, x]\n",
                "a.yaml:3:13: field `rules.rows[2]`: invalid type: string \"x\", expected u32",
            ),
        ];
        for (text, expected) in cases {
            let error = read_rules::<Numbers>(text, Path::new("a.yaml")).unwrap_err();
            assert_eq!(error.to_string(), expected, "{text}");
        }
    }

    #[test]
    fn indexes_count_from_one() {
        let cases = [
            ("rules.table[0]", "rules.table[1]"),
            ("rules.table[9].throws", "rules.table[10].throws"),
            ("rules", "rules"),
        ];
        for (serde, person) in cases {
            assert_eq!(count_from_one(serde), person);
        }
    }
}
