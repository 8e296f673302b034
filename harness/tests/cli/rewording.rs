//! Rewording a program's messages without touching its behaviour: the
//! variants of `fixtures/<game>/rewordings.yaml` (exact source replacements,
//! every occurrence, in order), and wordings generated from them: for each
//! source text any variant rewords, a ChaCha-seeded choice among keeping it
//! and every variant's replacement, so a few hand-written variants give
//! hundreds of wordings. And the corpus tests every game shares: its
//! reworded correct programs are clean, its bug programs reworded still fail
//! their checks.

use std::path::{Path, PathBuf};

use reference::rng::{ChaChaSource, RandomSource};

use crate::support::{croupier, repository_root, shared_cache};

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

/// Which checks a corpus test judges: every check of the report, or the
/// game's own checks (not `runs`, `prompts`, `draws`, `exact-replay`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judged {
    EveryCheck,
    GameChecks,
}

impl Judged {
    fn counts(self, game: &str, id: &str) -> bool {
        match self {
            Judged::EveryCheck => true,
            Judged::GameChecks => croupier::assignment::game_checks(game)
                .unwrap()
                .contains(&id),
        }
    }
}

/// `croupier check GAME PROGRAM --format json`: each check's (id, status,
/// message).
pub fn check_report(game: &str, program: &Path) -> Vec<(String, String, String)> {
    let output = croupier(&shared_cache())
        .args(["check", game])
        .arg(program)
        .args(["--format", "json"])
        .output()
        .expect("croupier runs");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{}: no JSON report; stderr: {}",
            program.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let checks = report["checks"].as_array().expect("a checks array");
    assert!(
        !checks.is_empty(),
        "{}: no checks in {report}",
        program.display()
    );
    checks
        .iter()
        .map(|check| {
            let text = |field: &str| check[field].as_str().unwrap_or_default().to_string();
            (text("id"), text("status"), text("message"))
        })
        .collect()
}

/// Run `work` on each item, two at a time (the machine is shared).
pub fn two_at_a_time<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let mut results = Vec::with_capacity(items.len());
    for pair in items.chunks(2) {
        std::thread::scope(|scope| {
            let handles: Vec<_> = pair.iter().map(|item| scope.spawn(|| work(item))).collect();
            results.extend(handles.into_iter().map(|handle| handle.join().unwrap()));
        });
    }
    results
}

/// The entries of `fixtures/GAME/FOLDER/manifest.yaml`: each path and the
/// checks it must fail.
fn manifest_entries(game: &str, folder: &str) -> Vec<(String, Vec<String>)> {
    let path = repository_root()
        .join("fixtures")
        .join(game)
        .join(folder)
        .join("manifest.yaml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path:?}: {error}"));
    let yaml: serde_yaml::Value =
        serde_yaml::from_str(&text).unwrap_or_else(|error| panic!("{path:?}: {error}"));
    yaml["submissions"]
        .as_sequence()
        .expect("submissions")
        .iter()
        .map(|entry| {
            let fails = entry["fails"]
                .as_sequence()
                .map(|fails| {
                    fails
                        .iter()
                        .filter_map(|id| Some(id.as_str()?.to_string()))
                        .collect()
                })
                .unwrap_or_default();
            (entry["path"].as_str().expect("a path").to_string(), fails)
        })
        .collect()
}

/// Every correct program of `fixtures/GAME/reworded/` (at least eight) is
/// clean on every default script: no check `judged` fails or errors; a bug
/// program there (`fails:`) fails the checks named and no other.
pub fn assert_reworded_programs_clean(game: &str, judged: Judged) {
    let entries = manifest_entries(game, "reworded");
    let correct = entries.iter().filter(|(_, fails)| fails.is_empty()).count();
    assert!(correct >= 8, "{game}: {correct} correct reworded programs");
    let folder = repository_root()
        .join("fixtures")
        .join(game)
        .join("reworded");
    // A bug program (`fails:`) fails each check named, and only those.
    let problems = two_at_a_time(&entries, |(path, fails)| {
        let report = check_report(game, &folder.join(path));
        let mut problems: Vec<String> = fails
            .iter()
            .filter(|id| {
                !report
                    .iter()
                    .any(|(seen, status, _)| seen == *id && status == "fail")
            })
            .map(|id| format!("{path}: the bug should fail {id}, which did not fail"))
            .collect();
        problems.extend(
            report
                .into_iter()
                .filter(|(id, status, _)| {
                    judged.counts(game, id)
                        && (status == "fail" || status == "error")
                        && !(status == "fail" && fails.contains(id))
                })
                .map(|(id, status, message)| format!("{path}: {id} {status}: {message}")),
        );
        problems
    });
    let problems: Vec<String> = problems.into_iter().flatten().collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether bug program number `bug` is tried under variant number `variant`
/// of `variants`: the suite tries each bug under one wording, rotating so
/// that every wording is used (a fixed sample, as the suite's 10 minutes
/// allow); `CROUPIER_REWORDINGS=all` (scripts/property-wordings.sh) tries
/// every bug under every wording.
pub fn in_sample(variant: usize, bug: usize, variants: usize) -> bool {
    std::env::var("CROUPIER_REWORDINGS").is_ok_and(|size| size == "all")
        || bug % variants.max(1) == variant
}

/// Each bug program of `fixtures/GAME/submissions/` under the variants of
/// `fixtures/GAME/rewordings.yaml` (see [`in_sample`]) still fails every game
/// check its manifest names; with `others_pass`, it fails no other game check
/// either.
pub fn assert_reworded_bugs_fail(game: &str, others_pass: bool) {
    let bugs: Vec<(String, Vec<String>)> = manifest_entries(game, "submissions")
        .into_iter()
        .map(|(path, fails)| {
            let named = fails
                .into_iter()
                .filter(|id| Judged::GameChecks.counts(game, id))
                .collect::<Vec<_>>();
            (path, named)
        })
        .filter(|(_, named)| !named.is_empty())
        .collect();
    assert!(
        !bugs.is_empty(),
        "{game}: no bug program names a game check"
    );
    let variants = variants(game);
    let count = variants.len();
    let cases: Vec<(&Wording, &(String, Vec<String>))> = variants
        .iter()
        .enumerate()
        .flat_map(|(at, variant)| {
            bugs.iter()
                .enumerate()
                .filter(move |(bug, _)| in_sample(at, *bug, count))
                .map(move |(_, bug)| (variant, bug))
        })
        .collect();
    let temp = tempfile::tempdir().unwrap();
    let submissions = repository_root()
        .join("fixtures")
        .join(game)
        .join("submissions");
    let problems = two_at_a_time(&cases, |(variant, (path, named))| {
        let program =
            variant.reword_program(&submissions.join(path), &temp.path().join(&variant.name));
        let report = check_report(game, &program);
        let status_of = |id: &str| {
            report
                .iter()
                .find(|(seen, _, _)| seen == id)
                .map(|(_, status, _)| status.as_str())
        };
        let mut problems: Vec<String> = named
            .iter()
            .filter(|id| status_of(id) != Some("fail"))
            .map(|id| format!("{path} as {}: {id} is {:?}", variant.name, status_of(id)))
            .collect();
        if others_pass {
            problems.extend(
                report
                    .iter()
                    .filter(|(id, status, _)| {
                        Judged::GameChecks.counts(game, id)
                            && !named.contains(id)
                            && (status == "fail" || status == "error")
                    })
                    .map(|(id, status, message)| {
                        format!("{path} as {}: also {id} {status}: {message}", variant.name)
                    }),
            );
        }
        problems
    });
    let problems: Vec<String> = problems.into_iter().flatten().collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
