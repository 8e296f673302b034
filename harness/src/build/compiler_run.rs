//! Running a compiler contained as a run is (see [`crate::run::run_contained_compiler`]), with
//! an environment of its own, its messages captured together.

use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;

use crate::run::{
    run_contained_compiler, CompilerCommand, CompilerContainment, CompilerEnd, CompilerLimits,
    RunError,
};

/// The address space of each compiler process (cc, cc1, as, ld): room for any sane program.
const COMPILER_ADDRESS_SPACE: u64 = 2 << 30;
/// The largest file a compiler may write (the program, a class, a temporary file).
const COMPILER_FILE_SIZE: u64 = 256 << 20;
/// Processes and threads of one build (a JVM has a few dozen threads).
const COMPILER_PROCESSES: u64 = 256;

/// What a compiler run left behind.
#[derive(Debug)]
pub struct CompilerRun {
    pub success: bool,
    /// stdout and stderr, as the student would read them.
    pub log: String,
    /// The failure may not happen again (a deadline, a signal, memory, a full disk): not to
    /// be cached.
    pub transient: bool,
}

/// Compiler messages of a failure that says nothing about the sources.
const TRANSIENT_MESSAGES: [&str; 5] = [
    "No space left on device",
    "Cannot allocate memory",
    "out of memory",
    "OutOfMemoryError",
    "virtual memory exhausted",
];

/// Run `words` in `workspace` (which is removed should croupier be interrupted); past `deadline`
/// the compiler and every process it started are killed and the run counts as failed. `jvm`:
/// the compiler is a JVM, whose heap is limited by its options instead of an address space.
pub fn run_compiler(
    words: &[String],
    workspace: &Path,
    deadline: Duration,
    jvm: bool,
    containment: CompilerContainment,
) -> Result<CompilerRun, RunError> {
    let log_error = |source| RunError::Contact {
        action: "reading the compiler's messages",
        source,
    };
    let log_file = tempfile::tempfile().map_err(log_error)?;
    let limits = CompilerLimits {
        deadline,
        cpu: deadline,
        address_space: (!jvm).then_some(COMPILER_ADDRESS_SPACE),
        file_size: COMPILER_FILE_SIZE,
        processes: COMPILER_PROCESSES,
    };
    let compiler = CompilerCommand {
        words,
        workspace,
        env: compiler_environment(workspace, |name| std::env::var_os(name)),
        log: &log_file,
    };
    let end = run_contained_compiler(&compiler, &limits, containment)?;
    let mut log = String::new();
    {
        use std::io::{Read, Seek};
        let mut file = log_file;
        file.seek(std::io::SeekFrom::Start(0)).map_err(log_error)?;
        let mut bytes = Vec::new();
        // A compiler that floods its messages is cut at the file size limit; show the start.
        file.take(1 << 20)
            .read_to_end(&mut bytes)
            .map_err(log_error)?;
        log.push_str(&String::from_utf8_lossy(&bytes));
    }
    match end {
        CompilerEnd::Exited(status) => {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                log.push_str(&format!(
                    "\nthe compiler was killed by signal {signal} (a build limit: CPU time, memory or file size)"
                ));
            }
            let transient = !status.success()
                && (status.signal().is_some()
                    || TRANSIENT_MESSAGES
                        .iter()
                        .any(|message| log.contains(message)));
            Ok(CompilerRun {
                success: status.success(),
                log,
                transient,
            })
        }
        CompilerEnd::TimedOut => Ok(CompilerRun {
            success: false,
            log: format!(
                "{log}\nthe build did not finish within its deadline of {:.1} s: croupier killed the compiler and every process it started",
                deadline.as_secs_f64()
            ),
            transient: true,
        }),
    }
}

/// croupier's variables a compiler keeps: where programs are, and the language of its messages.
/// Nothing else (a CI's tokens, `CLASSPATH`, `JAVA_TOOL_OPTIONS`): a compiler can be made to copy
/// its own `/proc/self/environ` into the program (`.incbin`), which then prints it.
const KEPT_VARIABLES: [&str; 5] = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES"];

/// The whole environment of a compiler working in `workspace`, given how croupier's variables
/// are read: [`KEPT_VARIABLES`] that are set, and HOME and TMPDIR in the workspace (gcc's
/// temporary files `cc*.s` go with it, even when the compiler is killed before it removes them).
fn compiler_environment(
    workspace: &Path,
    croupiers: impl Fn(&str) -> Option<OsString>,
) -> Vec<(OsString, OsString)> {
    let mut env: Vec<(OsString, OsString)> = KEPT_VARIABLES
        .iter()
        .filter_map(|name| Some((OsString::from(name), croupiers(name)?)))
        .collect();
    for name in ["HOME", "TMPDIR"] {
        env.push((name.into(), workspace.into()));
    }
    env
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compiler_keeps_only_the_path_and_the_language_of_croupiers_variables() {
        let croupiers = |name: &str| match name {
            "PATH" => Some(OsString::from("/usr/bin")),
            "LANG" => Some(OsString::from("pt_BR.UTF-8")),
            "GITHUB_TOKEN" | "CLASSPATH" | "HOME" => Some(OsString::from("secret")),
            _ => None,
        };
        let env = compiler_environment(Path::new("/tmp/b"), croupiers);
        let shown: Vec<String> = env
            .iter()
            .map(|(name, value)| format!("{}={}", name.to_string_lossy(), value.to_string_lossy()))
            .collect();
        assert_eq!(
            shown,
            [
                "PATH=/usr/bin",
                "LANG=pt_BR.UTF-8",
                "HOME=/tmp/b",
                "TMPDIR=/tmp/b"
            ]
        );
    }
}
