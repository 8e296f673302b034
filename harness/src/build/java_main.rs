//! Finding the class with `main` among a Java submission's sources.

use std::path::{Path, PathBuf};

use regex::Regex;

/// The fully qualified name of the class to run, and the other candidates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JavaMain {
    pub class: String,
    pub others: Vec<String>,
}

/// Among `(file, text)` pairs, the class declaring `static void main(`:
/// the only one, or the one named like the assignment, or the first by name.
pub fn find_java_main(sources: &[(PathBuf, String)], assignment: &str) -> Option<JavaMain> {
    let main_method = Regex::new(r"\bstatic\s+(public\s+)?void\s+main\s*\(").expect("valid regex");
    let package = Regex::new(r"(?m)^\s*package\s+([\w.]+)\s*;").expect("valid regex");
    let mut classes: Vec<String> = sources
        .iter()
        .filter(|(_, text)| main_method.is_match(text))
        .filter_map(|(path, text)| {
            let class = Path::new(path).file_stem()?.to_string_lossy().into_owned();
            Some(match package.captures(text) {
                Some(found) => format!("{}.{class}", &found[1]),
                None => class,
            })
        })
        .collect();
    classes.sort();
    let simple_name = |class: &str| {
        class
            .rsplit('.')
            .next()
            .unwrap_or(class)
            .to_ascii_lowercase()
    };
    let chosen = classes
        .iter()
        .position(|class| simple_name(class).contains(assignment))
        .unwrap_or(0);
    if classes.is_empty() {
        return None;
    }
    let class = classes.remove(chosen);
    Some(JavaMain {
        class,
        others: classes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(name: &str, text: &str) -> (PathBuf, String) {
        (PathBuf::from(name), text.to_string())
    }

    #[test]
    fn the_class_with_main_is_found_with_its_package() {
        let sources = [
            source("Player.java", "class Player {}"),
            source(
                "game/Table.java",
                "package game;\npublic class Table { public static void main(String[] a) {} }",
            ),
        ];
        let found = find_java_main(&sources, "craps").unwrap();
        assert_eq!(found.class, "game.Table");
        assert!(found.others.is_empty());
    }

    #[test]
    fn several_mains_prefer_the_one_named_like_the_assignment() {
        let sources = [
            source(
                "Aaa.java",
                "class Aaa { public static void main(String[] a) {} }",
            ),
            source(
                "CrapsGame.java",
                "class CrapsGame { public static void main(String[] a) {} }",
            ),
        ];
        let found = find_java_main(&sources, "craps").unwrap();
        assert_eq!(found.class, "CrapsGame");
        assert_eq!(found.others, ["Aaa"]);
        assert_eq!(
            find_java_main(&[source("A.java", "class A {}")], "craps"),
            None
        );
    }
}
