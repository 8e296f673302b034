//! Deciding, before a program starts, how its draws will be controlled: the
//! reference's own arguments, the shim preloaded into a dynamically linked C
//! program or the patched `java.util.Random` given to a JVM (with the
//! script's seed and dice), or nothing, and why.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::{
    draw_report::read_draw_log, forged_line, java_option_place, linking_of, DrawReport, JavaPatch,
    Linking, LogWriter, Randomness, ShimHelper, ShimLibrary, ShimSettings,
};
use crate::assignment::{DrawRange, Seeding};
use crate::build::{Runnable, RunnableKind};

/// What the script asks of a program's randomness.
#[derive(Debug, Clone, Copy)]
pub struct RandomnessRequest<'a> {
    pub seed: Option<u64>,
    pub seeding: Seeding,
    /// Rigged draws as the game shows them.
    pub dice: &'a [u32],
    pub draws: DrawRange,
}

/// A run's randomness, prepared: the environment to add, and after the run,
/// what became of it.
#[derive(Debug)]
pub enum RandomnessPlan {
    /// croupier's reference game takes `--seed`, `--dice` and `--draw-log`
    /// instead.
    Reference {
        log: Option<tempfile::TempPath>,
    },
    Shim {
        settings: ShimSettings,
        /// Kept until the run is over; the shim appends to it.
        report: tempfile::TempPath,
        /// The settings as the shim reads them once at start (and then removes).
        plan: tempfile::TempPath,
    },
    NotPinned(String),
}

impl RandomnessPlan {
    /// How `runnable`'s draws will be controlled; the shim's library lives in
    /// `cache_root`.
    pub fn for_runnable(
        runnable: &Runnable,
        cache_root: &Path,
        request: &RandomnessRequest,
    ) -> RandomnessPlan {
        let reason = match runnable.kind {
            RunnableKind::Reference => {
                return RandomnessPlan::Reference {
                    log: draw_log_file().ok(),
                }
            }
            RunnableKind::NativeFromC => {
                return RandomnessPlan::for_c_program(&runnable.program, cache_root, request)
            }
            RunnableKind::Java => {
                return RandomnessPlan::for_java_program(runnable, cache_root, request)
            }
            RunnableKind::Other => {
                "croupier did not build this program from C sources, so it does not preload \
                 the seed shim"
            }
        };
        RandomnessPlan::NotPinned(reason.to_string())
    }

    /// Prepare the shim for `program`, built from C, with its library in
    /// `cache_root`.
    fn for_c_program(
        program: &Path,
        cache_root: &Path,
        request: &RandomnessRequest,
    ) -> RandomnessPlan {
        match linking_of(program) {
            Ok(Linking::Dynamic) => {}
            Ok(Linking::Static) => {
                return RandomnessPlan::NotPinned(
                    "the program is statically linked, so croupier cannot pin its seed or rig \
                     its dice (build it without -static)"
                        .to_string(),
                )
            }
            Ok(Linking::NotElf) => {
                return RandomnessPlan::NotPinned(
                    "the built program is not an ELF executable, so croupier cannot pin its \
                     seed or rig its dice"
                        .to_string(),
                )
            }
            Err(error) => {
                return RandomnessPlan::NotPinned(format!(
                    "croupier could not read the built program to pin its seed: {error}"
                ))
            }
        }
        match ShimLibrary::ensure(cache_root) {
            Ok(library) => RandomnessPlan::shim(ShimHelper::Preload(library), request),
            Err(error) => RandomnessPlan::NotPinned(error.to_string()),
        }
    }

    /// Prepare the Java patch for the JVM command of `runnable`, compiled
    /// into `cache_root`.
    fn for_java_program(
        runnable: &Runnable,
        cache_root: &Path,
        request: &RandomnessRequest,
    ) -> RandomnessPlan {
        if java_option_place(&runnable.args).is_none() {
            return RandomnessPlan::NotPinned(
                "the assignment's java_run command names no class path (-cp), so croupier \
                 cannot place its java.util.Random patch among the JVM's options"
                    .to_string(),
            );
        }
        match JavaPatch::ensure(cache_root, &runnable.program) {
            Ok(patch) => RandomnessPlan::shim(ShimHelper::JavaPatch(patch), request),
            Err(error) => RandomnessPlan::NotPinned(format!(
                "croupier could not build its java.util.Random patch, so the program's seed and \
                 dice are its own: {error}"
            )),
        }
    }

    /// The shim's settings for `request`, carried by `helper`.
    fn shim(helper: ShimHelper, request: &RandomnessRequest) -> RandomnessPlan {
        let report = match draw_log_file() {
            Ok(report) => report,
            Err(error) => {
                return RandomnessPlan::NotPinned(format!(
                    "croupier could not make the seed shim's report file: {error}"
                ))
            }
        };
        let plan_file = match temp_file(crate::stale_temp_files::SHIM_PLAN) {
            Ok(plan) => plan,
            Err(error) => {
                return RandomnessPlan::NotPinned(format!(
                    "croupier could not make the seed shim's plan file: {error}"
                ))
            }
        };
        let pinned_seed = match request.seeding {
            Seeding::Pinned => request.seed,
            Seeding::Program => None,
        };
        let settings = ShimSettings {
            helper,
            pinned_seed,
            rigged_indexes: request
                .dice
                .iter()
                .map(|face| face.saturating_sub(request.draws.first))
                .collect(),
            sides: request.draws.sides,
            report: report.to_path_buf(),
        };
        if let Err(error) = std::fs::write(&plan_file, settings.plan_text()) {
            return RandomnessPlan::NotPinned(format!(
                "croupier could not write the seed shim's plan file: {error}"
            ));
        }
        RandomnessPlan::Shim {
            settings,
            report,
            plan: plan_file,
        }
    }

    /// Variables to add to the program's environment.
    pub fn environment(&self) -> Vec<(OsString, OsString)> {
        match self {
            RandomnessPlan::Shim { settings, plan, .. } => settings.environment(plan),
            RandomnessPlan::Reference { .. } | RandomnessPlan::NotPinned(_) => Vec::new(),
        }
    }

    /// The program's arguments with what the plan adds to them (the Java
    /// patch's JVM options).
    pub fn program_args(&self, args: Vec<OsString>) -> Vec<OsString> {
        match self {
            RandomnessPlan::Shim { settings, .. } => settings.helper.program_args(args),
            RandomnessPlan::Reference { .. } | RandomnessPlan::NotPinned(_) => args,
        }
    }

    /// Arguments to add to the reference game's command line.
    pub fn reference_args(&self) -> Vec<OsString> {
        match self {
            RandomnessPlan::Reference { log: Some(log) } => {
                vec![OsString::from("--draw-log"), log.as_os_str().to_owned()]
            }
            _ => Vec::new(),
        }
    }

    /// The file the run's draws are logged to, while the run lasts.
    pub fn draw_log(&self) -> Option<&Path> {
        match self {
            RandomnessPlan::Shim { report, .. } => Some(report),
            RandomnessPlan::Reference { log } => log.as_deref(),
            RandomnessPlan::NotPinned(_) => None,
        }
    }

    /// Files outside its working directory the program's shim uses: its report and its plan.
    pub fn shared_files(&self) -> Vec<PathBuf> {
        match self {
            RandomnessPlan::Shim { report, plan, .. } => {
                vec![report.to_path_buf(), plan.to_path_buf()]
            }
            RandomnessPlan::Reference { .. } | RandomnessPlan::NotPinned(_) => Vec::new(),
        }
    }

    /// After the run: what the shim reported, or why nothing was pinned.
    pub fn outcome(self) -> Randomness {
        match self {
            RandomnessPlan::Reference { log } => Randomness::Reference {
                draws: log
                    .map(|log| DrawReport::parse(&read_draw_log(&log)))
                    .unwrap_or_default(),
            },
            RandomnessPlan::Shim {
                settings, report, ..
            } => {
                let log = read_draw_log(&report);
                let writer = match settings.helper {
                    ShimHelper::Preload(_) => LogWriter::CShim,
                    ShimHelper::JavaPatch(_) => LogWriter::JavaPatch,
                };
                if let Some(line) =
                    forged_line(&log, &settings.rigged_indexes, settings.sides, writer)
                {
                    return Randomness::Forged { line };
                }
                let draws = DrawReport::parse(&log);
                if draws.loaded {
                    Randomness::Shimmed {
                        pinned_seed: settings.pinned_seed,
                        draws,
                    }
                } else {
                    let reason = match settings.helper {
                        ShimHelper::Preload(_) => {
                            "the seed shim did not load into the program, so its seed and dice \
                             were its own"
                        }
                        // The patch writes its first line when the program first makes
                        // or draws from a java.util.Random.
                        ShimHelper::JavaPatch(_) => {
                            "the program made no java.util.Random and never called \
                             Math.random(), so if it drew at all (SecureRandom, a generator of \
                             its own) its draws were its own"
                        }
                    };
                    Randomness::NotPinned {
                        reason: reason.to_string(),
                    }
                }
            }
            RandomnessPlan::NotPinned(reason) => Randomness::NotPinned { reason },
        }
    }
}

/// A fresh file for a run's draw log, removed when the plan is dropped.
fn draw_log_file() -> std::io::Result<tempfile::TempPath> {
    temp_file(crate::stale_temp_files::DRAW_LOG)
}

/// A fresh private (0600) file under the temp dir, removed when the plan is dropped.
fn temp_file(kind: &str) -> std::io::Result<tempfile::TempPath> {
    Ok(tempfile::Builder::new()
        .prefix(&crate::stale_temp_files::owned_prefix(kind))
        .tempfile()?
        .into_temp_path())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;
    use std::path::PathBuf;
    use std::process::Command;

    const HELLO: &str = "#include <stdio.h>\nint main(void){puts(\"hi\");return 0;}\n";

    /// `cc [flags] -o program hello.c` in `folder`, or `None` when this
    /// machine cannot link that way.
    fn build_hello(folder: &Path, name: &str, flags: &[&str]) -> Option<PathBuf> {
        let source = folder.join("hello.c");
        std::fs::write(&source, HELLO).unwrap();
        let program = folder.join(name);
        let status = Command::new("cc")
            .args(flags)
            .arg("-o")
            .arg(&program)
            .arg(&source)
            .status()
            .unwrap();
        status.success().then_some(program)
    }

    fn request(seeding: Seeding, dice: &[u32], first: u32) -> RandomnessRequest<'_> {
        RandomnessRequest {
            seed: Some(42),
            seeding,
            dice,
            draws: DrawRange { sides: 100, first },
        }
    }

    fn runnable(program: PathBuf, kind: RunnableKind) -> Runnable {
        Runnable {
            program,
            args: Vec::new(),
            kind,
        }
    }

    #[test]
    fn a_dynamic_c_program_gets_the_shim_with_faces_as_indexes() {
        let cache = tempfile::tempdir().unwrap();
        let work = tempfile::tempdir().unwrap();
        let program = build_hello(work.path(), "hello", &[]).unwrap();
        let table = [
            (
                Seeding::Pinned,
                1,
                Some(42),
                vec![1, 6, 100],
                vec![0, 5, 99],
            ),
            (Seeding::Program, 0, None, vec![16, 0, 99], vec![16, 0, 99]),
        ];
        for (seeding, first, pinned, dice, indexes) in table {
            let plan = RandomnessPlan::for_runnable(
                &runnable(program.clone(), RunnableKind::NativeFromC),
                cache.path(),
                &request(seeding, &dice, first),
            );
            match &plan {
                RandomnessPlan::Shim { settings, .. } => {
                    assert_eq!(settings.pinned_seed, pinned);
                    assert_eq!(settings.rigged_indexes, indexes);
                    assert_eq!(settings.sides, 100);
                }
                other => panic!("expected the shim, got {other:?}"),
            }
            // The program never ran, so the shim never said it loaded.
            assert!(plan
                .outcome()
                .not_pinned_reason()
                .unwrap()
                .contains("did not load"));
        }
    }

    #[test]
    fn a_statically_linked_program_is_not_pinnable() {
        let cache = tempfile::tempdir().unwrap();
        let work = tempfile::tempdir().unwrap();
        let Some(program) = build_hello(work.path(), "hello-static", &["-static"]) else {
            eprintln!("skipped: `cc -static` does not link here (libc.a missing: apt-get install libc6-dev)");
            return;
        };
        let plan = RandomnessPlan::for_runnable(
            &runnable(program, RunnableKind::NativeFromC),
            cache.path(),
            &request(Seeding::Pinned, &[3], 1),
        );
        assert!(plan.environment().is_empty());
        let reason = plan.outcome().not_pinned_reason().map(str::to_string);
        assert!(reason.unwrap().contains("statically linked"));
    }

    #[test]
    fn a_jvm_gets_the_java_patch_before_its_class_path() {
        if Command::new("javac").arg("-version").output().is_err() {
            eprintln!("skipped: javac is not installed");
            return;
        }
        let cache = tempfile::tempdir().unwrap();
        let java = Runnable {
            program: PathBuf::from("java"),
            args: ["-Xss16m", "-cp", "/build/classes", "Craps"]
                .map(OsString::from)
                .to_vec(),
            kind: RunnableKind::Java,
        };
        let plan = RandomnessPlan::for_runnable(
            &java,
            cache.path(),
            &request(Seeding::Pinned, &[1, 100], 1),
        );
        let RandomnessPlan::Shim { settings, .. } = &plan else {
            panic!("expected the Java patch, got {plan:?}");
        };
        assert!(matches!(settings.helper, ShimHelper::JavaPatch(_)));
        assert_eq!(settings.rigged_indexes, [0, 99]);
        let args = plan.program_args(java.args.clone());
        let words: Vec<String> = args
            .iter()
            .map(|arg| arg.to_string_lossy().into_owned())
            .collect();
        assert_eq!(words[0], "-Xss16m");
        assert_eq!(words[1], "--patch-module");
        assert!(words[2].starts_with("java.base=") && words[2].ends_with("/classes"));
        assert_eq!(words[3..], ["-cp", "/build/classes", "Craps"]);
        assert!(plan
            .environment()
            .iter()
            .all(|(name, _)| name != "LD_PRELOAD"));
        // The JVM never ran, so the patch never said it loaded.
        let reason = plan.outcome().not_pinned_reason().unwrap().to_string();
        assert!(reason.contains("made no java.util.Random"), "{reason}");
    }

    #[test]
    fn only_c_builds_are_preloaded() {
        let cache = tempfile::tempdir().unwrap();
        let table = [
            (RunnableKind::Reference, None),
            (RunnableKind::Java, Some("names no class path")),
            (RunnableKind::Other, Some("did not build this program")),
        ];
        for (kind, reason) in table {
            let plan = RandomnessPlan::for_runnable(
                &runnable(PathBuf::from("/bin/true"), kind.clone()),
                cache.path(),
                &request(Seeding::Pinned, &[3], 1),
            );
            assert!(plan.environment().is_empty(), "{kind:?}");
            let outcome = plan.outcome();
            match reason {
                None => assert!(matches!(outcome, Randomness::Reference { .. })),
                Some(words) => assert!(
                    outcome.not_pinned_reason().unwrap().contains(words),
                    "{kind:?}: {outcome:?}"
                ),
            }
        }
    }
}
