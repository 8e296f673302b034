//! Choosing the class with `main` among a Java submission's sources: the assignment's
//! `build.main`, else the only one, else the one whose file is named like the assignment; a
//! choice croupier cannot make is the student's to fix, with every candidate named.

use std::path::{Path, PathBuf};

use regex::Regex;

/// The fully qualified name of the class to run, and the other candidates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JavaMain {
    pub class: String,
    pub others: Vec<String>,
}

impl JavaMain {
    /// A note for the report when other classes declare `main` too, so a student whose
    /// intended class was not run sees which one was.
    pub fn note(&self) -> Option<String> {
        (!self.others.is_empty()).then(|| {
            let verb = if self.others.len() == 1 {
                "declares"
            } else {
                "declare"
            };
            format!(
                "croupier ran {} as the program; {} also {verb} main",
                self.class,
                self.others.join(", ")
            )
        })
    }
}

/// Why no class could be chosen: a sentence for the student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoMainChosen(pub String);

/// Among `(file, text)` pairs, the class to run. `wanted` is the assignment's `build.main`.
pub fn find_java_main(
    sources: &[(PathBuf, String)],
    assignment: &str,
    wanted: Option<&str>,
) -> Result<JavaMain, NoMainChosen> {
    let mut classes = classes_with_main(sources);
    classes.sort();
    let simple_name = |class: &str| {
        class
            .rsplit('.')
            .next()
            .unwrap_or(class)
            .to_ascii_lowercase()
    };
    let chosen = match wanted {
        Some(wanted) => {
            let position = classes.iter().position(|class| {
                class == wanted
                    || (!wanted.contains('.') && simple_name(class) == wanted.to_ascii_lowercase())
            });
            match position {
                Some(position) => position,
                None => {
                    return Err(NoMainChosen(format!(
                        "the assignment runs the class {wanted}, but {}",
                        match classes.as_slice() {
                            [] => "no class declares `public static void main(String[] args)`"
                                .to_string(),
                            found => format!("the classes with main are: {}", found.join(", ")),
                        }
                    )))
                }
            }
        }
        None => match classes.len() {
            0 => {
                return Err(NoMainChosen(
                    "no class declares `public static void main(String[] args)`".to_string(),
                ))
            }
            1 => 0,
            _ => {
                let named: Vec<usize> = (0..classes.len())
                    .filter(|&index| simple_name(&classes[index]).contains(assignment))
                    .collect();
                let exact = named
                    .iter()
                    .copied()
                    .find(|&index| simple_name(&classes[index]) == assignment);
                match (exact, named.as_slice()) {
                    (Some(index), _) | (None, &[index]) => index,
                    _ => {
                        return Err(NoMainChosen(format!(
                            "several classes declare main ({}) and none is the one file named like the assignment ({assignment}): keep main in one class, or name its file after the assignment",
                            classes.join(", ")
                        )))
                    }
                }
            }
        },
    };
    let class = classes.remove(chosen);
    Ok(JavaMain {
        class,
        others: classes,
    })
}

/// The fully qualified names of the classes declaring `static void main(`, one per file.
fn classes_with_main(sources: &[(PathBuf, String)]) -> Vec<String> {
    let main_method = Regex::new(r"\bstatic\s+(public\s+)?void\s+main\s*\(").expect("valid regex");
    let package = Regex::new(r"(?m)^\s*package\s+([\w.]+)\s*;").expect("valid regex");
    sources
        .iter()
        .filter(|(_, text)| main_method.is_match(text))
        .filter_map(|(path, text)| {
            let class = Path::new(path).file_stem()?.to_string_lossy().into_owned();
            Some(match package.captures(text) {
                Some(found) => format!("{}.{class}", &found[1]),
                None => class,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(name: &str, text: &str) -> (PathBuf, String) {
        (PathBuf::from(name), text.to_string())
    }

    fn with_main(name: &str) -> (PathBuf, String) {
        let class = name.trim_end_matches(".java");
        source(
            name,
            &format!("class {class} {{ public static void main(String[] a) {{}} }}"),
        )
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
        let found = find_java_main(&sources, "craps", None).unwrap();
        assert_eq!(found.class, "game.Table");
        assert!(found.others.is_empty());
        assert_eq!(found.note(), None);
    }

    /// Files with main, `build.main`, and the class run or words of the refusal.
    type Case = (
        &'static [&'static str],
        Option<&'static str>,
        Result<&'static str, &'static str>,
    );

    #[test]
    fn several_mains_are_chosen_by_setting_then_by_name_else_refused() {
        // (files with main, build.main, the class run or the words of the refusal)
        let cases: [Case; 7] = [
            (&["Aaa.java", "CrapsGame.java"], None, Ok("CrapsGame")),
            (&["Craps.java", "CrapsTest.java"], None, Ok("Craps")),
            (&["Aaa.java", "CrapsGame.java"], Some("Aaa"), Ok("Aaa")),
            (&["Aaa.java", "Bbb.java"], Some("bbb"), Ok("Bbb")),
            (
                &["Aaa.java", "Bbb.java"],
                None,
                Err("several classes declare main (Aaa, Bbb)"),
            ),
            (
                &["CrapsA.java", "CrapsB.java"],
                None,
                Err("(CrapsA, CrapsB)"),
            ),
            (
                &["Aaa.java"],
                Some("Table"),
                Err("the classes with main are: Aaa"),
            ),
        ];
        for (files, wanted, expected) in cases {
            let sources: Vec<_> = files.iter().map(|file| with_main(file)).collect();
            let found = find_java_main(&sources, "craps", wanted);
            match (found, expected) {
                (Ok(found), Ok(class)) => assert_eq!(found.class, class, "{files:?}"),
                (Err(NoMainChosen(why)), Err(words)) => {
                    assert!(why.contains(words), "{files:?}: {why}")
                }
                (found, expected) => panic!("{files:?}: {found:?}, expected {expected:?}"),
            }
        }
    }

    #[test]
    fn the_note_names_the_class_run_and_the_others() {
        let sources = [with_main("Aaa.java"), with_main("CrapsGame.java")];
        let found = find_java_main(&sources, "craps", None).unwrap();
        assert_eq!(
            found.note().unwrap(),
            "croupier ran CrapsGame as the program; Aaa also declares main"
        );
        assert!(find_java_main(&[source("A.java", "class A {}")], "craps", None).is_err());
    }
}
