//! Named output patterns that event readers use: defaults from each
//! `assignment.yaml`, any of them overridable by an instructor's file; all
//! matched over the whole text, as a stream, so a wrapped or joined line
//! reads the same.

use std::collections::BTreeMap;
use std::path::Path;

use regex::Regex;

/// One match of a named pattern, with its named groups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternMatch {
    pub name: String,
    pub start: usize,
    pub end: usize,
    groups: BTreeMap<String, String>,
}

impl PatternMatch {
    /// The text of named group `group`, if it took part in the match.
    pub fn group(&self, group: &str) -> Option<&str> {
        self.groups.get(group).map(String::as_str)
    }

    /// Named group `group` read as a whole number.
    pub fn number(&self, group: &str) -> Option<i64> {
        self.group(group)?.trim().parse().ok()
    }
}

#[derive(Debug, Clone, Default)]
pub struct Patterns {
    compiled: BTreeMap<String, Regex>,
}

/// A pattern that does not compile, or names no pattern of the assignment.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: field `patterns.{name}`: {message}")]
pub struct PatternError {
    pub file: String,
    pub name: String,
    pub message: String,
}

impl Patterns {
    /// Compile `sources` (name -> regex); the errors name `file` and each
    /// pattern that does not compile, all of them.
    pub fn compile(
        sources: &BTreeMap<String, String>,
        file: &Path,
    ) -> Result<Patterns, Vec<PatternError>> {
        let mut compiled = BTreeMap::new();
        let mut errors = Vec::new();
        for (name, source) in sources {
            match Regex::new(source) {
                Ok(regex) => {
                    compiled.insert(name.clone(), regex);
                }
                Err(error) => errors.push(PatternError {
                    file: file.display().to_string(),
                    name: name.clone(),
                    message: format!("not a valid regex: {error}"),
                }),
            }
        }
        if errors.is_empty() {
            Ok(Patterns { compiled })
        } else {
            Err(errors)
        }
    }

    /// These patterns with `overrides` replacing some of them; an override
    /// naming no existing pattern is refused, so a typo is not silently
    /// ignored. Every wrong override is an error.
    pub fn overridden_by(
        &self,
        overrides: &BTreeMap<String, String>,
        file: &Path,
    ) -> Result<Patterns, Vec<PatternError>> {
        let mut errors: Vec<PatternError> = overrides
            .keys()
            .filter(|name| !self.compiled.contains_key(*name))
            .map(|name| PatternError {
                file: file.display().to_string(),
                name: name.clone(),
                message: format!(
                    "no such pattern; the patterns are: {}",
                    self.compiled.keys().cloned().collect::<Vec<_>>().join(", ")
                ),
            })
            .collect();
        let compiled = Patterns::compile(overrides, file).unwrap_or_else(|wrong| {
            errors.extend(wrong);
            Patterns::default()
        });
        if !errors.is_empty() {
            errors.sort_by(|a, b| a.name.cmp(&b.name));
            return Err(errors);
        }
        let mut merged = self.clone();
        merged.compiled.extend(compiled.compiled);
        Ok(merged)
    }

    pub fn get(&self, name: &str) -> Option<&Regex> {
        self.compiled.get(name)
    }

    /// Every match of the patterns `names` in `text`, in order of position
    /// (a pattern the assignment does not define matches nothing).
    pub fn scan(&self, text: &str, names: &[&str]) -> Vec<PatternMatch> {
        let mut matches = Vec::new();
        for name in names {
            let Some(regex) = self.compiled.get(*name) else {
                continue;
            };
            for captures in regex.captures_iter(text) {
                let whole = captures.get(0).expect("group 0 always matches");
                let groups = regex
                    .capture_names()
                    .flatten()
                    .filter_map(|group| {
                        Some((
                            group.to_string(),
                            captures.name(group)?.as_str().to_string(),
                        ))
                    })
                    .collect();
                matches.push(PatternMatch {
                    name: name.to_string(),
                    start: whole.start(),
                    end: whole.end(),
                    groups,
                });
            }
        }
        matches.sort_by_key(|found| (found.start, found.end));
        matches
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn patterns() -> Patterns {
        let sources = BTreeMap::from([
            (
                "roll".to_string(),
                r"(?P<who>You|CPU) rolled \((?P<dice>[^)]*)\)".to_string(),
            ),
            (
                "result".to_string(),
                r"You (?P<result>won|lost)!".to_string(),
            ),
        ]);
        Patterns::compile(&sources, Path::new("a.yaml")).unwrap()
    }

    #[test]
    fn matches_come_in_stream_order_with_their_groups() {
        let text = "You rolled (1, 2, 3) CPU rolled (4, 4, 6)\nYou lost!";
        let found = patterns().scan(text, &["result", "roll"]);
        let names: Vec<&str> = found.iter().map(|found| found.name.as_str()).collect();
        assert_eq!(names, ["roll", "roll", "result"]);
        assert_eq!(found[1].group("who"), Some("CPU"));
        assert_eq!(found[2].group("result"), Some("lost"));
    }

    #[test]
    fn overrides_replace_known_patterns_and_refuse_unknown_ones() {
        let base = patterns();
        let overrides =
            BTreeMap::from([("result".to_string(), r"(?P<result>WIN|LOSE)".to_string())]);
        let merged = base
            .overridden_by(&overrides, Path::new("mine.yaml"))
            .unwrap();
        assert_eq!(merged.scan("LOSE", &["result"]).len(), 1);
        let typo = BTreeMap::from([("reslt".to_string(), "x".to_string())]);
        let errors = base
            .overridden_by(&typo, Path::new("mine.yaml"))
            .unwrap_err();
        assert_eq!(errors[0].name, "reslt");
        let bad = BTreeMap::from([
            ("roll".to_string(), "(".to_string()),
            ("result".to_string(), "[".to_string()),
            ("fine".to_string(), "x".to_string()),
        ]);
        let names: Vec<String> = Patterns::compile(&bad, Path::new("x.yaml"))
            .unwrap_err()
            .into_iter()
            .map(|error| error.name)
            .collect();
        assert_eq!(names, ["result", "roll"]);
    }
}
