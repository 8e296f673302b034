//! Assignments: what is per game (title, language, draw range, seeding,
//! limits, check weights, build commands, the game's rules) and its
//! built-in scripts.

mod assignment_error;
mod build_settings;
mod check_catalog;
mod draw_range;
mod embedded_file;
mod raw;
mod visibility;

use std::path::{Path, PathBuf};

use reference::game_rules::{GameRules, GAMES};

pub use assignment_error::AssignmentError;
pub use build_settings::BuildSettings;
pub use check_catalog::{game_checks, is_known_check, COMMON_CHECKS};
pub use draw_range::DrawRange;
pub use embedded_file::{EmbeddedFile, EMBEDDED_FILES};
pub use visibility::Visibility;

use crate::checks::Patterns;
use crate::limits::Limits;
use crate::points::Points;
use crate::script::{Meaning, Meanings, Script, ScriptError};
use crate::yaml_field::FieldProblems;
use raw::{RawAssignment, RawMeaning};

/// The assignments croupier knows, in the order `list` shows them: the five
/// games, then the bundled variants (`sarlagiin`: the jawbone by another
/// course's numbers).
pub const ASSIGNMENT_NAMES: [&str; 6] = ["ceelo", "war", "ludo", "jawbone", "craps", "sarlagiin"];

/// The language a course asks students to write an assignment in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    C,
    /// Built with the system C++ compiler; its `rand()` is glibc's, so the shim reaches it as C.
    Cpp,
    Java,
}

impl Language {
    /// As `assignment.yaml` writes it: `c`, `cpp` (or `c++`), `java`.
    pub fn parse(text: &str) -> Option<Language> {
        match text {
            "c" => Some(Language::C),
            "cpp" | "c++" => Some(Language::Cpp),
            "java" => Some(Language::Java),
            _ => None,
        }
    }

    /// The extension its compiler reads a source by (gcc takes `.cpp`, not `.Cpp`).
    pub fn source_extension(self) -> &'static str {
        match self {
            Language::C => "c",
            Language::Cpp => "cpp",
            Language::Java => "java",
        }
    }

    /// As people write it: C, Java.
    pub fn name(self) -> &'static str {
        match self {
            Language::C => "C",
            Language::Cpp => "C++",
            Language::Java => "Java",
        }
    }
}

/// Who seeds the program's generator: the harness may pin it (`pinned`), or
/// the spec fixes the seeds itself (`program`: War's srand(1..100), the
/// jawbone's typed seed) and pinning would change the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seeding {
    Pinned,
    Program,
}

/// A check an assignment grades, and what it is worth.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckWeight {
    pub id: String,
    pub weight: Points,
    pub visibility: Visibility,
    /// What it judges, in a sentence for students.
    pub rule: Option<String>,
}

/// What `assignment.yaml` says about a script: its share of each check it
/// judges, and who sees its results.
#[derive(Debug, Clone, PartialEq)]
pub struct ScriptSettings {
    pub name: String,
    pub weight: Points,
    pub visibility: Visibility,
}

#[derive(Debug, Clone)]
pub struct Assignment {
    pub name: String,
    /// The game it plays, whose rule checks judge it: its name, or the
    /// game a variant names (`game: jawbone`).
    pub game: String,
    /// The numbers the reference plays and every check judges by.
    pub rules: GameRules,
    /// The file's text where it has a `rules:` section, handed to the
    /// reference so it plays the same numbers.
    pub rules_text: Option<String>,
    pub title: String,
    /// `fixtures/<name>/assignment.yaml`, as shown in messages.
    pub path: PathBuf,
    pub language: Language,
    pub draws: DrawRange,
    pub seeding: Seeding,
    pub limits: Limits,
    /// Sorted by id (as `assignment.yaml` maps them), for stable reports.
    pub checks: Vec<CheckWeight>,
    /// Scripts `assignment.yaml` weighs or hides; any other weighs 1, visible.
    pub scripts: Vec<ScriptSettings>,
    /// Checks left out of the maximum for programs in a language.
    pub not_applicable: Vec<(Language, Vec<String>)>,
    pub build: BuildSettings,
    /// The event readers' patterns, compiled.
    pub patterns: Patterns,
    /// What its prompts may ask (`meanings:`), for scripts that answer by meaning.
    pub meanings: Meanings,
    /// The checks that read what was typed (`needs_inputs: true`), sorted.
    pub needs_inputs: Vec<String>,
}

impl Assignment {
    /// The assignment compiled into croupier.
    pub fn builtin(name: &str) -> Result<Assignment, AssignmentError> {
        let unknown = || AssignmentError::Unknown {
            name: name.to_string(),
            known: ASSIGNMENT_NAMES.to_vec(),
        };
        if !ASSIGNMENT_NAMES.contains(&name) {
            return Err(unknown());
        }
        let path = format!("fixtures/{name}/assignment.yaml");
        let file = EMBEDDED_FILES
            .iter()
            .find(|file| file.path == path)
            .ok_or_else(unknown)?;
        Assignment::parse_file(name, file.text, Path::new(&path), Origin::Builtin)
    }

    /// The patterns of the built-in assignment `name`, compiled once: what
    /// a reader compares an assignment's with, to tell an instructor's own.
    pub fn builtin_patterns(name: &str) -> Option<&'static Patterns> {
        static COMPILED: [std::sync::OnceLock<Option<Patterns>>; ASSIGNMENT_NAMES.len()] =
            [const { std::sync::OnceLock::new() }; ASSIGNMENT_NAMES.len()];
        let index = ASSIGNMENT_NAMES.iter().position(|known| *known == name)?;
        COMPILED[index]
            .get_or_init(|| {
                Assignment::builtin(name)
                    .ok()
                    .map(|builtin| builtin.patterns)
            })
            .as_ref()
    }

    /// A course's own `assignment.yaml` for the assignment `name`, from disk.
    pub fn load(name: &str, file: &Path) -> Result<Assignment, AssignmentError> {
        let text = std::fs::read_to_string(file).map_err(|error| AssignmentError::Yaml {
            file: file.to_path_buf(),
            message: format!("cannot read it: {error}"),
        })?;
        Assignment::parse(name, &text, file)
    }

    /// Parse a course's `assignment.yaml` for the assignment `name`. A YAML
    /// error is serde's first; every problem with a value is listed.
    pub fn parse(name: &str, text: &str, path: &Path) -> Result<Assignment, AssignmentError> {
        Assignment::parse_file(name, text, path, Origin::Course)
    }

    fn parse_file(
        name: &str,
        text: &str,
        path: &Path,
        origin: Origin,
    ) -> Result<Assignment, AssignmentError> {
        let raw: RawAssignment =
            serde_yaml::from_str(text).map_err(|error| AssignmentError::yaml(path, &error))?;
        let mut problems = FieldProblems::default();
        let game = raw.game.clone().unwrap_or_else(|| name.to_string());
        if !GAMES.contains(&game.as_str()) {
            // Every other value is read against the game's checks and rules.
            problems.value(
                "game",
                format!("'{game}' is not one of {}", GAMES.join(", ")),
            );
            return Err(AssignmentError::invalid(path, text, problems));
        }
        let rules = GameRules::read(&game, text, path)?;
        let rules_text = (rules != GameRules::spec(&game)).then(|| text.to_string());
        let language = Language::parse(&raw.language);
        if language.is_none() {
            problems.value(
                "language",
                format!("'{}' is not c, cpp or java", raw.language),
            );
        }
        let seeding = match raw.seeding.as_str() {
            "pinned" => Some(Seeding::Pinned),
            "program" => Some(Seeding::Program),
            other => {
                problems.value("seeding", format!("'{other}' is not pinned or program"));
                None
            }
        };
        if raw.draws.sides == 0 {
            problems.value("draws.sides", "must be at least 1");
        }
        // A War draw is a card, `rand() % ranks + 1`: a rigged card and a
        // logged one are ranks of the rules' deck.
        if let GameRules::War(war) = &rules {
            if raw.draws.sides != u32::from(war.ranks) {
                problems.value(
                    "draws.sides",
                    format!(
                        "is {} but rules.ranks is {}: a War draw is a card rank, 1 to rules.ranks, so the two must agree",
                        raw.draws.sides, war.ranks
                    ),
                );
            }
        }
        let unknown_check = |id: &str| {
            let known: Vec<&str> = COMMON_CHECKS
                .iter()
                .chain(game_checks(&game).unwrap_or(&[]))
                .copied()
                .collect();
            format!(
                "'{id}' is not a check of {name}; its checks are: {}",
                known.join(", ")
            )
        };
        // What a course's copy leaves unsaid about a check's inputs, the
        // built-in assignment of its game says (a copy made before
        // `needs_inputs:` existed still reads no answers where none show).
        let builtin = match origin {
            Origin::Builtin => None,
            Origin::Course => Assignment::builtin(&game).ok(),
        };
        let mut needs_inputs: Vec<String> = builtin
            .as_ref()
            .map(|builtin| {
                builtin
                    .needs_inputs
                    .iter()
                    .filter(|id| {
                        raw.checks
                            .get(id.as_str())
                            .is_none_or(|check| check.needs_inputs.is_none())
                    })
                    .cloned()
                    .collect()
            })
            .unwrap_or_default();
        let mut checks = Vec::new();
        for (id, check) in raw.checks {
            if !is_known_check(&game, &id) {
                problems.key(format!("checks.{id}"), unknown_check(&id));
                continue;
            }
            if check.needs_inputs == Some(true) {
                needs_inputs.push(id.clone());
            }
            let weight = Points::exact(check.weight).filter(|weight| *weight >= Points::ZERO);
            let Some(weight) = weight else {
                problems.value(
                    format!("checks.{id}.weight"),
                    "must be a number of at least 0 with at most two decimals",
                );
                continue;
            };
            checks.push(CheckWeight {
                id,
                weight,
                visibility: check.visibility,
                rule: check.rule,
            });
        }
        let mut scripts = Vec::new();
        for (script, settings) in raw.scripts {
            // A script judged with weight 0 would take no share of its checks.
            let weight = Points::exact(settings.weight).filter(|weight| *weight > Points::ZERO);
            let Some(weight) = weight else {
                problems.value(
                    format!("scripts.{script}.weight"),
                    "must be a number above 0 with at most two decimals",
                );
                continue;
            };
            scripts.push(ScriptSettings {
                name: script,
                weight,
                visibility: settings.visibility,
            });
        }
        let mut not_applicable = Vec::new();
        for (key, ids) in raw.not_applicable {
            let Some(language) = Language::parse(&key) else {
                problems.key(
                    format!("not_applicable.{key}"),
                    format!("'{key}' is not c, cpp or java"),
                );
                continue;
            };
            for (index, id) in ids.iter().enumerate() {
                if !is_known_check(&game, id) {
                    problems.value(
                        format!("not_applicable.{key}[{}]", index + 1),
                        unknown_check(id),
                    );
                }
            }
            not_applicable.push((language, ids));
        }
        let limits = raw
            .limits
            .unwrap_or_default()
            .parse()
            .unwrap_or_else(|wrong| {
                for (field, reason) in wrong {
                    problems.value(format!("limits.{field}"), reason);
                }
                Limits::default()
            });
        let patterns = Patterns::compile(&raw.patterns, path).unwrap_or_else(|wrong| {
            for error in wrong {
                problems.value(format!("patterns.{}", error.name), error.message);
            }
            Patterns::default()
        });
        let meanings = parse_meanings(&raw.meanings, &mut problems);
        let (Some(language), Some(seeding), true) = (language, seeding, problems.is_empty()) else {
            return Err(AssignmentError::invalid(path, text, problems));
        };
        needs_inputs.sort();
        Ok(Assignment {
            needs_inputs,
            meanings,
            patterns,
            name: name.to_string(),
            game,
            rules,
            rules_text,
            title: raw.title,
            path: path.to_path_buf(),
            language,
            draws: raw.draws,
            seeding,
            limits,
            checks,
            scripts,
            not_applicable,
            build: raw.build,
        })
    }

    /// The scripts compiled into croupier for this assignment, by name.
    pub fn default_scripts(&self) -> Result<Vec<Script>, ScriptError> {
        let prefix = format!("fixtures/{}/scripts/", self.name);
        EMBEDDED_FILES
            .iter()
            .filter(|file| file.path.starts_with(&prefix))
            .map(|file| Script::parse(file.text, Path::new(file.path), self))
            .collect()
    }

    pub fn has_check(&self, id: &str) -> bool {
        is_known_check(&self.game, id)
    }

    /// Every check id this assignment knows, common ones first.
    pub fn check_ids(&self) -> impl Iterator<Item = &'static str> + '_ {
        COMMON_CHECKS
            .iter()
            .chain(game_checks(&self.game).unwrap_or(&[]))
            .copied()
    }

    /// These patterns with an instructor's overrides in place: a YAML file
    /// with a `patterns:` map of pattern name to regex, as in `assignment.yaml`.
    pub fn override_patterns(&mut self, file: &Path) -> Result<(), AssignmentError> {
        let text = std::fs::read_to_string(file).map_err(|error| AssignmentError::Yaml {
            file: file.to_path_buf(),
            message: format!("cannot read it: {error}"),
        })?;
        let overrides: raw::RawPatternOverrides = serde_yaml::from_str(&text).map_err(|error| {
            AssignmentError::yaml(file, &error)
                .explained("expected `patterns:` with a map of pattern name to regex")
        })?;
        self.patterns = self
            .patterns
            .overridden_by(&overrides.patterns, file)
            .map_err(|wrong| {
                let mut problems = FieldProblems::default();
                for error in wrong {
                    let field = format!("patterns.{}", error.name);
                    if error.message.starts_with("no such pattern") {
                        problems.key(field, error.message);
                    } else {
                        problems.value(field, error.message);
                    }
                }
                AssignmentError::invalid(file, &text, problems)
            })?;
        Ok(())
    }

    /// What check `id` is worth (0 when `assignment.yaml` does not weigh it).
    pub fn weight(&self, id: &str) -> Points {
        self.checks
            .iter()
            .find(|check| check.id == id)
            .map_or(Points::ZERO, |check| check.weight)
    }

    /// Whether check `id` reads what was typed (`needs_inputs: true`), so
    /// cannot be judged from a transcript whose answers do not show.
    pub fn needs_inputs(&self, id: &str) -> bool {
        self.needs_inputs.iter().any(|known| known == id)
    }

    /// Whether check `id` counts for programs written in `language`
    /// (`not_applicable:` in `assignment.yaml` says where it does not).
    pub fn applies(&self, id: &str, language: Language) -> bool {
        !self
            .not_applicable
            .iter()
            .any(|(listed, ids)| *listed == language && ids.iter().any(|listed| listed == id))
    }

    /// Who sees check `id`'s results.
    pub fn check_visibility(&self, id: &str) -> Visibility {
        self.checks
            .iter()
            .find(|check| check.id == id)
            .map_or(Visibility::Visible, |check| check.visibility)
    }

    /// The share of each check that the script named `name` carries.
    pub fn script_weight(&self, name: &str) -> Points {
        self.script_settings(name)
            .map_or(Points::from_hundredths(100), |settings| settings.weight)
    }

    /// Who sees the results of the script named `name`; a script that hides
    /// itself (`hidden: true`) is seen once grades are published.
    pub fn script_visibility(&self, script: &Script) -> Visibility {
        match self.script_settings(&script.name) {
            Some(settings) => settings.visibility,
            None if script.hidden => Visibility::AfterPublished,
            None => Visibility::Visible,
        }
    }

    fn script_settings(&self, name: &str) -> Option<&ScriptSettings> {
        self.scripts.iter().find(|settings| settings.name == name)
    }
}

/// Where an `assignment.yaml` comes from: compiled in, or a course's copy
/// (`--assignment-file`), whose unsaid `needs_inputs:` the built-in says.
#[derive(Debug, Clone, Copy)]
enum Origin {
    Builtin,
    Course,
}

/// `meanings:` in order: name -> words (or `{ words, says }`); each wrong
/// one is a problem, the others are kept.
fn parse_meanings(raw: &serde_yaml::Mapping, problems: &mut FieldProblems) -> Meanings {
    let mut meanings = Vec::new();
    for (name, value) in raw {
        let Some(name) = name.as_str() else {
            problems.value("meanings", "a meaning's name is text");
            continue;
        };
        let field = format!("meanings.{name}");
        if matches!(name, "send" | "expect" | "answer" | "until" | "when") {
            problems.key(
                field,
                format!("'{name}' is a field of a script step, not a meaning"),
            );
            continue;
        }
        let Ok(meaning) = serde_yaml::from_value::<RawMeaning>(value.clone()) else {
            problems.value(
                field,
                "give a list of words, or `{ words: [...], says: TEXT }`",
            );
            continue;
        };
        let (words, says) = match meaning {
            RawMeaning::Words(words) => (words, None),
            RawMeaning::Described { words, says } => (words, says),
        };
        match Meaning::new(name, &words, says.as_deref()) {
            Ok(meaning) => meanings.push(meaning),
            Err(message) => problems.value(field, message),
        }
    }
    Meanings::new(meanings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_assignment_and_its_scripts_load() {
        for name in ASSIGNMENT_NAMES {
            let assignment = Assignment::builtin(name).unwrap();
            assert_eq!(assignment.name, name);
            assert!(
                assignment.weight("runs") > Points::ZERO,
                "{name} weighs runs"
            );
            assignment.default_scripts().unwrap();
        }
    }

    #[test]
    fn the_checks_that_read_what_was_typed_are_said_per_check() {
        // (assignment, check, needs inputs) in the built-in files
        let builtin = [
            ("ceelo", "balance", true),
            ("ceelo", "dice-range", false),
            ("craps", "bet-validation", true),
            ("craps", "come-out", false),
            ("jawbone", "seed-prompt", true),
            ("sarlagiin", "round-accounting", true),
            ("war", "pile-counts", false),
            ("ludo", "move", false),
        ];
        for (name, check, needs) in builtin {
            let assignment = Assignment::builtin(name).unwrap();
            assert_eq!(assignment.needs_inputs(check), needs, "{name} {check}");
        }
        // A course's copy: its own word, else the built-in's, for listed and unlisted checks.
        let head = "title: t\nlanguage: c\ndraws: {sides: 6, first: 1}\nseeding: pinned\nchecks:\n";
        let course = [
            ("  balance: {weight: 2}\n", "balance", true),
            (
                "  balance: {weight: 2, needs_inputs: false}\n",
                "balance",
                false,
            ),
            (
                "  winner: {weight: 2, needs_inputs: true}\n",
                "winner",
                true,
            ),
            ("  runs: {weight: 2}\n", "wager-validation", true),
            ("  runs: {weight: 2}\n", "winner", false),
        ];
        for (checks, check, needs) in course {
            let assignment =
                Assignment::parse("ceelo", &format!("{head}{checks}"), Path::new("a.yaml"))
                    .unwrap();
            assert_eq!(assignment.needs_inputs(check), needs, "{checks} {check}");
        }
        let wrong = Assignment::parse(
            "ceelo",
            &format!("{head}  balance: {{weight: 2, needs_inputs: often}}\n"),
            Path::new("a.yaml"),
        )
        .unwrap_err()
        .to_string();
        assert!(
            wrong.contains("a.yaml") && wrong.contains("needs_inputs"),
            "{wrong}"
        );
    }

    #[test]
    fn an_unknown_assignment_lists_the_known_ones() {
        let message = Assignment::builtin("poker").unwrap_err().to_string();
        assert!(message.contains("unknown assignment 'poker'"), "{message}");
        assert!(
            message.contains("ceelo, war, ludo, jawbone, craps"),
            "{message}"
        );
    }

    #[test]
    fn weights_and_visibility_per_check_and_per_script() {
        let text = "title: t\nlanguage: c\ndraws: {sides: 6, first: 1}\nseeding: pinned\nchecks:\n  runs: {weight: 1}\n  balance: {weight: 2, visibility: after_due_date}\nscripts:\n  all-in: {weight: 3}\n  secret: {visibility: after_published}\n";
        let assignment = Assignment::parse("ceelo", text, Path::new("a.yaml")).unwrap();
        assert_eq!(assignment.check_visibility("runs"), Visibility::Visible);
        assert_eq!(
            assignment.check_visibility("balance"),
            Visibility::AfterDueDate
        );
        let one = Points::from_hundredths(100);
        assert_eq!(
            assignment.script_weight("all-in"),
            Points::from_hundredths(300)
        );
        assert_eq!(assignment.script_weight("secret"), one);
        assert_eq!(assignment.script_weight("unnamed"), one);
        let cases = [
            ("secret", false, Visibility::AfterPublished),
            ("all-in", true, Visibility::Visible),
            ("unnamed", true, Visibility::AfterPublished),
            ("unnamed", false, Visibility::Visible),
        ];
        for (name, hidden, visibility) in cases {
            let script = Script {
                name: name.to_string(),
                path: PathBuf::from(format!("{name}.yaml")),
                description: String::new(),
                seed: None,
                dice: Vec::new(),
                steps: Vec::new(),
                checks: None,
                limits: Limits::default(),
                hidden,
                answers: Vec::new(),
            };
            assert_eq!(
                assignment.script_visibility(&script),
                visibility,
                "{name} hidden={hidden}"
            );
        }
    }

    #[test]
    fn a_script_weight_of_zero_and_an_unknown_visibility_are_refused() {
        let base = "title: t\nlanguage: c\ndraws: {sides: 6, first: 1}\nseeding: pinned\nchecks:\n  runs: {weight: 1}\n";
        let cases = [
            (
                "scripts:\n  all-in: {weight: 0}\n",
                "a.yaml:8:20: scripts.all-in.weight: must be a number above 0",
            ),
            ("scripts:\n  all-in: {visibility: later}\n", "later"),
            ("scripts:\n  all-in: {points: 2}\n", "points"),
            (
                "scripts:\n  all-in: {weight: 0.333}\n",
                "a.yaml:8:20: scripts.all-in.weight: must be a number above 0 with at most two decimals",
            ),
        ];
        for (extra, expected) in cases {
            let message =
                Assignment::parse("ceelo", &format!("{base}{extra}"), Path::new("a.yaml"))
                    .unwrap_err()
                    .to_string();
            assert!(message.contains(expected), "{extra}: {message}");
        }
    }

    #[test]
    fn an_unknown_check_weight_names_the_field() {
        let text = "title: t\nlanguage: c\ndraws: {sides: 6, first: 1}\nseeding: pinned\nchecks:\n  runs: {weight: 1}\n  luck: {weight: 2}\n";
        let message = Assignment::parse("ceelo", text, Path::new("a.yaml"))
            .unwrap_err()
            .to_string();
        assert!(
            message.starts_with("a.yaml:7:3: checks.luck: 'luck' is not a check of ceelo"),
            "{message}"
        );
    }

    #[test]
    fn checks_not_applicable_to_a_language_are_declared_and_validated() {
        let base = "title: t\nlanguage: c\ndraws: {sides: 6, first: 1}\nseeding: pinned\nchecks:\n  runs: {weight: 1}\n  exact-replay: {weight: 2}\n";
        let text = format!("{base}not_applicable:\n  java: [exact-replay]\n");
        let assignment = Assignment::parse("ceelo", &text, Path::new("a.yaml")).unwrap();
        assert!(!assignment.applies("exact-replay", Language::Java));
        assert!(assignment.applies("exact-replay", Language::C));
        assert!(assignment.applies("runs", Language::Java));
        let cases = [
            (
                "not_applicable:\n  java: [runs, luck]\n",
                "a.yaml:9:16: not_applicable.java[2]: 'luck' is not a check of ceelo",
            ),
            (
                "not_applicable:\n  python: [runs]\n",
                "a.yaml:9:3: not_applicable.python: 'python' is not c, cpp or java",
            ),
        ];
        for (extra, expected) in cases {
            let message =
                Assignment::parse("ceelo", &format!("{base}{extra}"), Path::new("a.yaml"))
                    .unwrap_err()
                    .to_string();
            assert!(message.starts_with(expected), "{extra}: {message}");
        }
    }
}
