//! Rewording a program's messages without touching its behaviour: the
//! variants of `fixtures/<game>/rewordings.yaml` (exact source replacements,
//! every occurrence, in order), and wordings generated from them: for each
//! source text any variant rewords, a ChaCha-seeded choice among keeping it
//! and every variant's replacement, so a few hand-written variants give
//! hundreds of wordings.

use std::path::{Path, PathBuf};

use reference::rng::{ChaChaSource, RandomSource};

use crate::support::repository_root;

/// One wording: replacements applied in order.
#[derive(Debug, Clone)]
pub struct Wording {
    pub name: String,
    pub replace: Vec<(String, String)>,
}

impl Wording {
    pub fn apply(&self, source: &str) -> String {
        self.replace
            .iter()
            .fold(source.to_string(), |text, (from, to)| {
                text.replace(from, to)
            })
    }

    /// Copy the program at `program` (a file, or a folder of sources) into
    /// `folder`, reworded; the copy's path.
    pub fn reword_program(&self, program: &Path, folder: &Path) -> PathBuf {
        let target = folder.join(program.file_name().expect("a program name"));
        if program.is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            for entry in std::fs::read_dir(program).unwrap() {
                let path = entry.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap();
                std::fs::write(target.join(path.file_name().unwrap()), self.apply(&text)).unwrap();
            }
        } else {
            std::fs::create_dir_all(folder).unwrap();
            let text = std::fs::read_to_string(program).unwrap();
            std::fs::write(&target, self.apply(&text)).unwrap();
        }
        target
    }
}

/// The hand-written variants of `game`.
pub fn variants(game: &str) -> Vec<Wording> {
    let path = repository_root()
        .join("fixtures")
        .join(game)
        .join("rewordings.yaml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path:?}: {error}"));
    let yaml: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    yaml["variants"]
        .as_sequence()
        .expect("variants")
        .iter()
        .map(|variant| Wording {
            name: variant["name"].as_str().unwrap().to_string(),
            replace: variant["replace"]
                .as_sequence()
                .unwrap()
                .iter()
                .map(|pair| {
                    (
                        pair["from"].as_str().unwrap().to_string(),
                        pair["to"].as_str().unwrap().to_string(),
                    )
                })
                .collect(),
        })
        .collect()
}

/// Wording `number` generated for `game` from its variants: deterministic
/// for a number, different across numbers. Longer texts are replaced first,
/// so a replacement of a whole message goes before one inside it (`\n`).
pub fn generated(game: &str, number: u64) -> Wording {
    let variants = variants(game);
    let mut options: Vec<(String, Vec<String>)> = Vec::new();
    for variant in &variants {
        for (from, to) in &variant.replace {
            match options.iter_mut().find(|(known, _)| known == from) {
                Some((_, tos)) => tos.push(to.clone()),
                None => options.push((from.clone(), vec![to.clone()])),
            }
        }
    }
    let mut source = ChaChaSource::new(0xC0FFEE ^ number);
    let mut replace: Vec<(String, String)> = options
        .into_iter()
        .filter_map(|(from, tos)| {
            let choice = source.below(tos.len() as u32 + 1) as usize;
            (choice < tos.len()).then(|| (from, tos[choice].clone()))
        })
        .collect();
    replace.sort_by_key(|(from, _)| std::cmp::Reverse(from.len()));
    Wording {
        name: format!("{game}-wording-{number}"),
        replace,
    }
}
