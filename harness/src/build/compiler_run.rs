//! Running a compiler with a deadline, its messages captured together.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a compiler run left behind.
#[derive(Debug)]
pub struct CompilerRun {
    pub success: bool,
    /// stdout and stderr, as the student would read them.
    pub log: String,
}

/// Run `words` in `folder`; past `deadline` the compiler and its children
/// are killed and the run counts as failed.
pub fn run_compiler(
    words: &[String],
    folder: &Path,
    deadline: Duration,
) -> std::io::Result<CompilerRun> {
    use std::os::unix::process::CommandExt;
    let log_file = tempfile::tempfile()?;
    let mut child = Command::new(&words[0])
        .args(&words[1..])
        .current_dir(folder)
        // The grader's class path would be searched for annotation processors too.
        .env_remove("CLASSPATH")
        .stdin(Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file.try_clone()?)
        .process_group(0)
        .spawn()?;
    let started = Instant::now();
    let mut pause = Duration::from_millis(1);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if started.elapsed() > deadline {
            // SAFETY: kill(2) on the compiler's own process group.
            unsafe { libc::kill(-(child.id() as i32), libc::SIGKILL) };
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    let mut log = String::new();
    {
        use std::io::{Read, Seek};
        let mut file = log_file;
        file.seek(std::io::SeekFrom::Start(0))?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        log.push_str(&String::from_utf8_lossy(&bytes));
    }
    match status {
        Some(status) => Ok(CompilerRun {
            success: status.success(),
            log,
        }),
        None => Ok(CompilerRun {
            success: false,
            log: format!(
                "{log}\nthe compiler did not finish within {} s",
                deadline.as_secs()
            ),
        }),
    }
}
