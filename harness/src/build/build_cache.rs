//! The cache of builds: a folder per build, named by a hash of what its result depends on, holding
//! the program (or classes), its notes, and `ok` or `failed` with the compiler's messages.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::build_containment::BuildContainment;
use super::expand;
use super::runnable::{Runnable, RunnableKind};
use crate::assignment::Language;

pub(super) enum CachedBuild {
    /// The program, whether it came from the cache, the build's notes, how
    /// its compiler ran.
    Ready(Runnable, bool, Vec<String>, Option<BuildContainment>),
    Failed {
        command: String,
        log: String,
        containment: Option<BuildContainment>,
    },
}

pub(super) fn read_cached(
    folder: &Path,
    language: Language,
    java_run: &[String],
) -> Option<CachedBuild> {
    if let Ok(text) = std::fs::read_to_string(folder.join("failed")) {
        let (command, log) = text.split_once('\n').unwrap_or((text.as_str(), ""));
        return Some(CachedBuild::Failed {
            command: command.to_string(),
            log: log.to_string(),
            containment: BuildContainment::recorded_in(folder),
        });
    }
    if !folder.join("ok").exists() {
        return None;
    }
    let notes = std::fs::read_to_string(folder.join("notes"))
        .map(|text| text.lines().map(str::to_string).collect())
        .unwrap_or_default();
    Some(CachedBuild::Ready(
        match language {
            // C++'s rand() is glibc's: the shim reaches it as it does C's.
            Language::C | Language::Cpp => Runnable {
                program: folder.join("program"),
                args: Vec::new(),
                kind: RunnableKind::NativeFromC,
            },
            Language::Java => {
                let main = std::fs::read_to_string(folder.join("main-class")).ok()?;
                let words = expand(java_run, &folder.join("classes"), &[], Some(main.trim()));
                let (program, args) = words.split_first()?;
                Runnable {
                    program: PathBuf::from(program),
                    args: args.iter().map(OsString::from).collect(),
                    kind: RunnableKind::Java,
                }
            }
        },
        true,
        notes,
        BuildContainment::recorded_in(folder),
    ))
}

/// What a build's result depends on; `BUILD_FORMAT` changes when croupier builds differently
/// (the math library linked, the Java class chosen, how the compiler ran recorded), so older
/// cached builds are not reused.
pub(super) fn cache_key(
    language: Language,
    template: &[String],
    main: Option<&str>,
    sources: &[(PathBuf, String)],
) -> String {
    const BUILD_FORMAT: u32 = 3;
    let mut hasher = Sha256::new();
    hasher.update(format!(
        "{BUILD_FORMAT}\0{language:?}\0{}\0{}\0",
        template.join("\0"),
        main.unwrap_or("")
    ));
    for (path, text) in sources {
        let name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        hasher.update(format!("{name}\0{}\0", text.len()));
        hasher.update(text.as_bytes());
    }
    hasher
        .finalize()
        .iter()
        .take(12)
        .map(|byte| format!("{byte:02x}"))
        .collect()
}
