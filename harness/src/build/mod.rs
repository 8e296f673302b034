//! Turning a submission into something to run: C built with `cc`, C++ with `c++`, Java with
//! `javac`, from copies of the checked sources in a folder of the build's own (as a uid of its
//! own when croupier is root, inside bwrap on request), cached by a hash of the sources and the
//! build command; a failed compile is an outcome with the compiler's message, not an error.

mod build_cache;
mod build_containment;
mod build_error;
mod build_workspace;
mod compiler_inputs;
mod compiler_run;
mod java_main;
mod javac_options;
mod runnable;
mod source_files;
mod windows_header;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub use build_containment::BuildContainment;
pub use build_error::BuildError;
pub use java_main::{find_java_main, JavaMain, NoMainChosen};
pub use runnable::{Runnable, RunnableKind};

use crate::assignment::{Assignment, Language};
use crate::run::{BuildAccount, CompilerContainment, Sandbox};
use crate::submission::Submission;
use build_cache::{cache_key, read_cached, CachedBuild};
use build_workspace::BuildWorkspace;
use compiler_inputs::CompilerInputs;
use compiler_run::run_compiler;
use javac_options::without_student_code_in_javac;
use source_files::{read_sources, Refusal};
use windows_header::windows_header_failure;

/// How long a compiler may take before the build counts as failed.
const BUILD_DEADLINE: Duration = Duration::from_secs(120);

/// The build's wall deadline: `$CROUPIER_BUILD_TIME` (e.g. `30s`), else [`BUILD_DEADLINE`].
fn build_deadline() -> Duration {
    std::env::var("CROUPIER_BUILD_TIME")
        .ok()
        .and_then(|text| crate::limits::parse_duration(&text).ok())
        .unwrap_or(BUILD_DEADLINE)
}

/// The result of building a submission.
#[derive(Debug, Clone)]
pub enum BuildOutcome {
    Ready {
        runnable: Runnable,
        /// The build came from the cache.
        cached: bool,
        duration: Duration,
        /// What the report should say about how it was built (a source taken by a
        /// case-folded extension, the Java class chosen among several with `main`).
        notes: Vec<String>,
        /// How the compiler ran; None when nothing was compiled (the
        /// reference, an executable, a command).
        containment: Option<BuildContainment>,
    },
    /// The compiler refused the sources: the student's problem, reported.
    Failed {
        command: String,
        log: String,
        /// How the compiler ran; None when no compiler ran (sources refused unread).
        containment: Option<BuildContainment>,
    },
}

/// Builds submissions into a cache folder shared by every run.
#[derive(Debug, Clone)]
pub struct Builder {
    cache_root: PathBuf,
    /// What the compiler runs inside (`--sandbox`), as the runs do.
    sandbox: Sandbox,
}

impl Builder {
    pub fn new(cache_root: PathBuf) -> Self {
        Builder {
            cache_root,
            sandbox: Sandbox::None,
        }
    }

    /// This builder with its compilers run inside `sandbox`.
    pub fn with_sandbox(self, sandbox: Sandbox) -> Self {
        Builder { sandbox, ..self }
    }

    /// `$CROUPIER_CACHE`, else `$XDG_CACHE_HOME/croupier`, else
    /// `~/.cache/croupier`, else a folder under the system's temp dir.
    pub fn default_cache_root() -> PathBuf {
        let from_env = |name: &str| {
            std::env::var_os(name)
                .filter(|value| !value.is_empty())
                .map(PathBuf::from)
        };
        from_env("CROUPIER_CACHE")
            .or_else(|| from_env("XDG_CACHE_HOME").map(|cache| cache.join("croupier")))
            .or_else(|| from_env("HOME").map(|home| home.join(".cache").join("croupier")))
            .unwrap_or_else(|| std::env::temp_dir().join("croupier-cache"))
    }

    pub fn build(
        &self,
        submission: &Submission,
        assignment: &Assignment,
    ) -> Result<BuildOutcome, BuildError> {
        let started = Instant::now();
        let ready = |runnable| BuildOutcome::Ready {
            runnable,
            cached: false,
            duration: started.elapsed(),
            notes: Vec::new(),
            containment: None,
        };
        match submission {
            Submission::Reference => {
                let croupier = std::env::current_exe().map_err(BuildError::CurrentExe)?;
                let mut args = vec![
                    OsString::from("__reference"),
                    OsString::from(&assignment.game),
                ];
                // The reference plays the assignment's own numbers, read
                // from the same text the checks judge by.
                if let Some(text) = &assignment.rules_text {
                    args.push(OsString::from("--assignment-yaml"));
                    args.push(OsString::from(text));
                }
                Ok(ready(Runnable {
                    program: croupier,
                    args,
                    kind: RunnableKind::Reference,
                }))
            }
            Submission::Executable(path) => Ok(ready(Runnable {
                program: absolute(path),
                args: Vec::new(),
                kind: RunnableKind::Other,
            })),
            Submission::Command(words) => Ok(ready(Runnable {
                program: PathBuf::from(&words[0]),
                args: words[1..].to_vec(),
                kind: RunnableKind::Other,
            })),
            Submission::Sources {
                language,
                root,
                files,
            } => self.build_sources(*language, root, files, assignment, started),
            // Nothing is compiled: the command is empty, the reason is the whole log.
            Submission::Unbuildable { reason, .. } => Ok(BuildOutcome::Failed {
                command: String::new(),
                log: reason.clone(),
                containment: None,
            }),
        }
    }

    fn build_sources(
        &self,
        language: Language,
        root: &Path,
        files: &[PathBuf],
        assignment: &Assignment,
        started: Instant,
    ) -> Result<BuildOutcome, BuildError> {
        let (template, field, package, language_name) = match language {
            Language::C => (&assignment.build.c, "build.c", "gcc", "C"),
            Language::Cpp => (&assignment.build.cpp, "build.cpp", "g++", "C++"),
            Language::Java => (&assignment.build.java, "build.java", "default-jdk", "Java"),
        };
        let compiler = template.first().ok_or_else(|| BuildError::EmptyCommand {
            field,
            assignment_file: assignment.path.clone(),
        })?;
        if find_on_path(compiler).is_none() {
            return Err(BuildError::MissingCompiler {
                language: language_name,
                compiler: compiler.clone(),
                field,
                assignment_file: assignment.path.clone(),
                package,
            });
        }
        let sources =
            match read_sources(root, files, language).map_err(|source| BuildError::Source {
                path: root.to_path_buf(),
                source,
            })? {
                Ok(sources) => sources,
                // Refused before anything compiles it, and not cached: nothing was built.
                Err(Refusal(log)) => {
                    return Ok(BuildOutcome::Failed {
                        command: template.join(" "),
                        log,
                        containment: None,
                    })
                }
            };
        let key = cache_key(
            language,
            template,
            assignment.build.main.as_deref(),
            &sources,
        );
        let folder = self.cache_root.join(&key);
        let outcome = match read_cached(&folder, language, &assignment.build.java_run) {
            Some(outcome) => {
                // A cache made before builds were private is made so on first use.
                let _ = std::fs::set_permissions(
                    &folder,
                    std::os::unix::fs::PermissionsExt::from_mode(0o700),
                );
                outcome
            }
            None => self.compile_into(
                &folder,
                language,
                template,
                (root, files),
                &sources,
                assignment,
            )?,
        };
        Ok(match outcome {
            CachedBuild::Ready(runnable, cached, notes, containment) => BuildOutcome::Ready {
                runnable,
                cached,
                duration: started.elapsed(),
                notes,
                containment,
            },
            CachedBuild::Failed {
                command,
                log,
                containment,
            } => BuildOutcome::Failed {
                command,
                log,
                containment,
            },
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn compile_into(
        &self,
        folder: &Path,
        language: Language,
        template: &[String],
        (root, files): (&Path, &[PathBuf]),
        sources: &[(PathBuf, String)],
        assignment: &Assignment,
    ) -> Result<CachedBuild, BuildError> {
        let cache_error = |source| BuildError::Cache {
            path: folder.to_path_buf(),
            source,
        };
        let workspace_error = |source| BuildError::Workspace { source };
        // Held until the build's processes are gone: no root compiler, no shared uid.
        let account = BuildAccount::acquire(build_deadline()).map_err(BuildError::NotContained)?;
        let workspace = BuildWorkspace::create().map_err(workspace_error)?;
        let staged = match workspace
            .stage(root, files, sources)
            .map_err(workspace_error)?
        {
            Ok(staged) => staged,
            Err(Refusal(log)) => {
                return Ok(CachedBuild::Failed {
                    command: template.join(" "),
                    log,
                    containment: None,
                })
            }
        };
        let output_name = match language {
            Language::C | Language::Cpp => "program",
            Language::Java => "classes",
        };
        let output = workspace.path().join(output_name);
        if language == Language::Java {
            std::fs::create_dir_all(&output).map_err(workspace_error)?;
        }
        let inputs =
            CompilerInputs::prepare(language, &staged.root, &staged.files, workspace.path())
                .map_err(workspace_error)?;
        let mut notes = inputs.notes.clone();
        let mut words = inputs.complete(language, expand(template, &output, &inputs.files, None));
        if language == Language::Java {
            words = without_student_code_in_javac(words, &output);
        }
        let command_text = workspace.shown(&words.join(" "), root);
        if let Some(account) = &account {
            account.give(workspace.path()).map_err(workspace_error)?;
        }
        let compiled = run_compiler(
            &words,
            workspace.path(),
            build_deadline(),
            language == Language::Java,
            CompilerContainment {
                account: account.as_ref(),
                sandbox: self.sandbox,
            },
        )
        .map_err(|source| BuildError::Compiler {
            command: command_text.clone(),
            source,
        })?;
        let compiled_log = workspace.shown(&compiled.log, root);
        let containment = BuildContainment {
            own_user: account.is_some(),
            bubblewrap: self.sandbox == Sandbox::Bubblewrap,
        };
        if compiled.transient {
            // The next build tries again: the workspace goes, nothing is cached.
            return Ok(CachedBuild::Failed {
                command: command_text,
                log: compiled_log,
                containment: Some(containment),
            });
        }
        std::fs::create_dir_all(&self.cache_root).map_err(cache_error)?;
        let staging = tempfile::Builder::new()
            .prefix(&crate::stale_temp_files::owned_prefix(
                crate::stale_temp_files::BUILDING,
            ))
            .tempdir_in(&self.cache_root)
            .map_err(cache_error)?;
        // The built program is the student's work: 0700, so a run (another uid) reaches only the
        // copy made into its own working directory, never a classmate's build in the cache.
        std::fs::set_permissions(
            staging.path(),
            std::os::unix::fs::PermissionsExt::from_mode(0o700),
        )
        .map_err(cache_error)?;
        if compiled.success {
            workspace
                .collect(output_name, staging.path())
                .map_err(cache_error)?;
        }
        drop(workspace);
        drop(account);
        let mut failure = (!compiled.success).then(|| {
            match windows_header_failure(sources, root, &compiled_log) {
                Some(cause) => format!("{cause}\n\n{compiled_log}"),
                None => compiled_log.clone(),
            }
        });
        if failure.is_none() && language == Language::Java {
            match find_java_main(sources, &assignment.name, assignment.build.main.as_deref()) {
                Ok(main) => {
                    notes.extend(main.note());
                    std::fs::write(staging.path().join("main-class"), &main.class)
                        .map_err(cache_error)?
                }
                Err(NoMainChosen(why)) => failure = Some(why),
            }
        }
        std::fs::write(staging.path().join("notes"), notes.join("\n")).map_err(cache_error)?;
        containment.record(staging.path()).map_err(cache_error)?;
        match &failure {
            Some(log) => std::fs::write(
                staging.path().join("failed"),
                format!("{command_text}\n{log}"),
            )
            .map_err(cache_error)?,
            None => {
                std::fs::write(staging.path().join("ok"), &compiled_log).map_err(cache_error)?
            }
        }
        // Another grader may have built the same sources meanwhile: theirs is as good.
        let kept = staging.keep();
        if std::fs::rename(&kept, folder).is_err() {
            let _ = std::fs::remove_dir_all(&kept);
        }
        let built = read_cached(folder, language, &assignment.build.java_run).ok_or_else(|| {
            cache_error(std::io::Error::other(
                "the finished build is missing from the cache",
            ))
        })?;
        Ok(match built {
            CachedBuild::Ready(runnable, _, notes, containment) => {
                CachedBuild::Ready(runnable, false, notes, containment)
            }
            failed => failed,
        })
    }
}
/// Fill a command template: `{output}`, `{main}`, and `{sources}` as one
/// word per file.
fn expand(
    template: &[String],
    output: &Path,
    files: &[PathBuf],
    main: Option<&str>,
) -> Vec<String> {
    let mut words = Vec::new();
    for word in template {
        if word == "{sources}" {
            words.extend(
                files
                    .iter()
                    .map(|file| absolute(file).display().to_string()),
            );
        } else {
            words.push(
                word.replace("{output}", &output.display().to_string())
                    .replace("{main}", main.unwrap_or("")),
            );
        }
    }
    words
}
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Where `program` is found: a path as given, or the first match on PATH.
pub fn find_on_path(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        return Path::new(program).is_file().then(|| PathBuf::from(program));
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|folder| folder.join(program))
        .find(|candidate| candidate.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c_submission(folder: &Path, text: &str) -> Submission {
        let file = folder.join("game.c");
        std::fs::write(&file, text).unwrap();
        Submission::locate(Some(file.to_str().unwrap()), &[]).unwrap()
    }

    #[test]
    fn c_builds_once_then_comes_from_the_cache() {
        let cache = tempfile::tempdir().unwrap();
        let sources = tempfile::tempdir().unwrap();
        let builder = Builder::new(cache.path().to_path_buf());
        let assignment = Assignment::builtin("ceelo").unwrap();
        let submission = c_submission(
            sources.path(),
            "#include <stdio.h>\nint main(void){puts(\"hi\");return 0;}\n",
        );
        let first = builder.build(&submission, &assignment).unwrap();
        let second = builder.build(&submission, &assignment).unwrap();
        match (first, second) {
            (
                BuildOutcome::Ready {
                    runnable,
                    cached: false,
                    containment: built,
                    ..
                },
                BuildOutcome::Ready {
                    cached: true,
                    runnable: again,
                    containment: from_the_cache,
                    ..
                },
            ) => {
                assert_eq!(runnable, again);
                // The cache says how the build that made the program ran.
                assert!(built.is_some());
                assert_eq!(built, from_the_cache);
                let output = std::process::Command::new(&runnable.program)
                    .output()
                    .unwrap();
                assert_eq!(String::from_utf8_lossy(&output.stdout), "hi\n");
            }
            other => panic!("expected a fresh then a cached build, got {other:?}"),
        }
    }

    #[test]
    fn a_compile_error_is_an_outcome_with_the_compiler_message() {
        let cache = tempfile::tempdir().unwrap();
        let sources = tempfile::tempdir().unwrap();
        let builder = Builder::new(cache.path().to_path_buf());
        let assignment = Assignment::builtin("ceelo").unwrap();
        let submission = c_submission(
            sources.path(),
            "int main(void) { return undefined_name; }\n",
        );
        match builder.build(&submission, &assignment).unwrap() {
            BuildOutcome::Failed {
                log,
                command,
                containment,
            } => {
                assert!(log.contains("undefined_name"), "{log}");
                assert!(command.starts_with("cc "), "{command}");
                // The compiler ran: how is known, as for a build that worked.
                assert_eq!(
                    containment,
                    Some(BuildContainment {
                        own_user: nix::unistd::geteuid().is_root(),
                        bubblewrap: false,
                    })
                );
            }
            other => panic!("expected a failed build, got {other:?}"),
        }
    }

    #[test]
    fn a_missing_compiler_is_an_error_naming_the_setting() {
        let cache = tempfile::tempdir().unwrap();
        let sources = tempfile::tempdir().unwrap();
        let mut assignment = Assignment::builtin("ceelo").unwrap();
        assignment.build.c[0] = "no-such-cc-compiler".to_string();
        let submission = c_submission(sources.path(), "int main(void){return 0;}\n");
        let error = Builder::new(cache.path().to_path_buf())
            .build(&submission, &assignment)
            .unwrap_err();
        let message = error.to_string();
        assert!(
            message.contains("'no-such-cc-compiler' was not found"),
            "{message}"
        );
        assert!(
            message.contains("`build.c` in fixtures/ceelo/assignment.yaml"),
            "{message}"
        );
    }
}
