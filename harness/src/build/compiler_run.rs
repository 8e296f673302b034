//! Running a compiler contained as a run is (see [`crate::run::run_contained_compiler`]), its
//! messages captured together.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::run::{run_contained_compiler, CompilerEnd, CompilerLimits};

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

/// Run `words` in `folder` (which is removed should croupier be interrupted); past `deadline`
/// the compiler and every process it started are killed and the run counts as failed. `jvm`:
/// the compiler is a JVM, whose heap is limited by its options instead of an address space.
pub fn run_compiler(
    words: &[String],
    folder: &Path,
    deadline: Duration,
    jvm: bool,
) -> std::io::Result<CompilerRun> {
    let log_file = tempfile::tempfile()?;
    let mut command = Command::new(&words[0]);
    command
        .args(&words[1..])
        .current_dir(folder)
        // The grader's class path would be searched for annotation processors too.
        .env_remove("CLASSPATH")
        // gcc's temporary files (`cc*.s`) go with the staging folder, even when the compiler is
        // killed before it removes them.
        .env("TMPDIR", folder)
        .stdin(Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file.try_clone()?);
    let limits = CompilerLimits {
        deadline,
        cpu: deadline,
        address_space: (!jvm).then_some(COMPILER_ADDRESS_SPACE),
        file_size: COMPILER_FILE_SIZE,
        processes: COMPILER_PROCESSES,
    };
    let end = run_contained_compiler(command, &limits, folder.to_path_buf())?;
    let mut log = String::new();
    {
        use std::io::{Read, Seek};
        let mut file = log_file;
        file.seek(std::io::SeekFrom::Start(0))?;
        let mut bytes = Vec::new();
        // A compiler that floods its messages is cut at the file size limit; show the start.
        file.take(1 << 20).read_to_end(&mut bytes)?;
        log.push_str(&String::from_utf8_lossy(&bytes));
    }
    // The staging folder is gone once the build ends: its path in the linker's words
    // (`/…/.building-…/ccX.o`) would only puzzle a student.
    let mut log = log.replace(&format!("{}/", folder.display()), "");
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
