//! `--sandbox bwrap`: the program started through bubblewrap, with no network (every namespace
//! unshared), the system read-only, and /tmp and the working directory fresh tmpfs mounts capped
//! at the file size limit. croupier's own limits, user and cleanup still apply around it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::run_error::RunError;

/// The command that runs `program args` inside bubblewrap in `working_dir`; `copies` is a folder
/// of the working directory prepared before (the program copied for the run's user), bound
/// read-only into the fresh one.
pub(super) fn sandboxed_command(
    program: &Path,
    args: &[OsString],
    working_dir: &Path,
    copies: Option<&Path>,
    tmpfs_bytes: u64,
) -> Result<(PathBuf, Vec<OsString>), RunError> {
    let bwrap = find_bubblewrap().ok_or(RunError::SandboxMissing {
        sandbox: "bwrap",
        package: "bubblewrap",
    })?;
    let size = tmpfs_bytes.to_string();
    let mut words: Vec<OsString> = [
        "--unshare-all",
        "--die-with-parent",
        "--ro-bind",
        "/",
        "/",
        "--dev",
        "/dev",
        "--proc",
        "/proc",
        "--size",
        &size,
        "--tmpfs",
        "/tmp",
        "--size",
        &size,
        "--tmpfs",
    ]
    .iter()
    .map(OsString::from)
    .collect();
    words.push(working_dir.into());
    if let Some(copies) = copies {
        words.extend([OsString::from("--ro-bind"), copies.into(), copies.into()]);
    }
    words.extend([OsString::from("--chdir"), working_dir.into(), "--".into()]);
    words.push(program.into());
    words.extend(args.iter().cloned());
    Ok((bwrap, words))
}

/// bwrap on PATH or in /usr/bin.
pub fn find_bubblewrap() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/bin")])
        .map(|folder| folder.join("bwrap"))
        .find(|candidate| candidate.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_program_runs_after_the_mounts_in_its_working_directory() {
        if find_bubblewrap().is_none() {
            eprintln!("skipped: bwrap is not installed");
            return;
        }
        let (_, words) = sandboxed_command(
            Path::new("/bin/game"),
            &[OsString::from("--seed")],
            Path::new("/tmp/croupier-run-x"),
            Some(Path::new("/tmp/croupier-run-x/.croupier-program")),
            1024,
        )
        .unwrap();
        let words: Vec<String> = words
            .iter()
            .map(|word| word.to_string_lossy().into_owned())
            .collect();
        let text = words.join(" ");
        assert!(
            text.starts_with("--unshare-all --die-with-parent --ro-bind / /"),
            "{text}"
        );
        assert!(
            text.contains(
                "--size 1024 --tmpfs /tmp --size 1024 --tmpfs /tmp/croupier-run-x --ro-bind"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("--chdir /tmp/croupier-run-x -- /bin/game --seed"),
            "{text}"
        );
    }
}
