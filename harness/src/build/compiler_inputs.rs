//! What the compiler is given besides the assignment's command: sources whose extension was
//! matched without regard to case, copied under the name the compiler reads (javac takes only
//! `.java`, gcc not `.CPP`'s cousins such as `.Cpp`), with a note the report shows; and the math
//! library, always linked for C and C++ (students call `pow` and `sqrt` without `-lm`).

use std::path::{Path, PathBuf};

use crate::assignment::Language;
use crate::submission::SourceKind;

/// The sources to hand to the compiler, the folders a copied C or C++ source came from (its
/// local `#include "x.h"` is searched there), and a note for each copy.
#[derive(Debug, Default)]
pub struct CompilerInputs {
    pub files: Vec<PathBuf>,
    pub include_folders: Vec<PathBuf>,
    pub notes: Vec<String>,
}

impl CompilerInputs {
    /// Copies every case-folded source of `files` (under `root`) into `staging/sources`.
    pub fn prepare(
        language: Language,
        root: &Path,
        files: &[PathBuf],
        staging: &Path,
    ) -> std::io::Result<CompilerInputs> {
        let mut inputs = CompilerInputs::default();
        for file in files {
            let folded = SourceKind::of(file).is_some_and(|kind| kind.case_folded);
            if !folded {
                inputs.files.push(file.clone());
                continue;
            }
            let extension = language.source_extension();
            let relative = file.strip_prefix(root).unwrap_or(file);
            let copy = staging
                .join("sources")
                .join(relative)
                .with_extension(extension);
            if let Some(folder) = copy.parent() {
                std::fs::create_dir_all(folder)?;
            }
            std::fs::copy(file, &copy)?;
            inputs.notes.push(format!(
                "{} was taken as a {} source: its extension was matched without regard to case (the compiler read it as {})",
                relative.display(),
                language.name(),
                copy.file_name().unwrap_or_default().to_string_lossy()
            ));
            if language != Language::Java {
                if let Some(folder) = file.parent() {
                    inputs
                        .include_folders
                        .push(std::path::absolute(folder).unwrap_or_else(|_| folder.to_path_buf()));
                }
            }
            inputs.files.push(copy);
        }
        inputs.include_folders.dedup();
        Ok(inputs)
    }

    /// `words` (a filled-in compile command) with the include folders after the compiler and,
    /// for C and C++, `-lm` at the end where the command does not link it already.
    pub fn complete(&self, language: Language, mut words: Vec<String>) -> Vec<String> {
        if language == Language::Java || words.is_empty() {
            return words;
        }
        let quoted = self
            .include_folders
            .iter()
            .flat_map(|folder| ["-iquote".to_string(), folder.display().to_string()]);
        words.splice(1..1, quoted);
        if !words.iter().any(|word| word == "-lm") {
            words.push("-lm".to_string());
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_folded_sources_are_copied_under_the_name_the_compiler_reads() {
        let root = tempfile::tempdir().unwrap();
        let staging = tempfile::tempdir().unwrap();
        let player = root.path().join("Player.Java");
        let game = root.path().join("Game.java");
        std::fs::write(&player, "class Player {}").unwrap();
        std::fs::write(&game, "class Game {}").unwrap();
        let inputs = CompilerInputs::prepare(
            Language::Java,
            root.path(),
            &[game.clone(), player],
            staging.path(),
        )
        .unwrap();
        let copy = staging.path().join("sources/Player.java");
        assert_eq!(inputs.files, [game, copy.clone()]);
        assert_eq!(std::fs::read_to_string(copy).unwrap(), "class Player {}");
        assert_eq!(inputs.notes.len(), 1);
        assert!(inputs.notes[0].starts_with("Player.Java was taken as a Java source"));
    }

    #[test]
    fn c_and_cpp_always_link_the_math_library() {
        let words = |text: &str| {
            text.split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        let inputs = CompilerInputs {
            include_folders: vec![PathBuf::from("/s")],
            ..CompilerInputs::default()
        };
        let cases = [
            (Language::C, "cc -o p a.c", "cc -iquote /s -o p a.c -lm"),
            (
                Language::Cpp,
                "c++ -o p a.cpp -lm",
                "c++ -iquote /s -o p a.cpp -lm",
            ),
            (Language::Java, "javac a.java", "javac a.java"),
        ];
        for (language, command, expected) in cases {
            assert_eq!(
                inputs.complete(language, words(command)).join(" "),
                expected
            );
        }
    }
}
