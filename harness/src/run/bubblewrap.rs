//! `--sandbox bwrap`: the program (or a build's compiler) started through bubblewrap, with no
//! network (every namespace unshared), the system read-only, /dev minimal, and /tmp and /dev/shm
//! fresh tmpfs mounts capped at the file size limit; a run's working directory is one more such
//! mount, a build's folder is bound writable. croupier's own limits, user and cleanup still apply
//! around it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::run_error::RunError;

/// The command that runs `program args` inside bubblewrap in `working_dir`; `copies` is a folder
/// of the working directory prepared before (the program copied for the run's user), bound
/// read-only into the fresh one.
pub(super) fn sandboxed_command(
    program: &Path,
    args: &[OsString],
    env: &[(OsString, OsString)],
    shared_files: &[PathBuf],
    working_dir: &Path,
    copies: Option<&Path>,
    tmpfs_bytes: u64,
) -> Result<SandboxedCommand, RunError> {
    let bwrap = bubblewrap_or_error()?;
    let mut words = system_mounts(tmpfs_bytes);
    words.extend([
        OsString::from("--size"),
        tmpfs_bytes.to_string().into(),
        "--tmpfs".into(),
        working_dir.into(),
    ]);
    if let Some(copies) = copies {
        words.extend([OsString::from("--ro-bind"), copies.into(), copies.into()]);
    }
    // The fresh /tmp and working directory hide what croupier put there for the program: a
    // build cache or checkout under /tmp, a preloaded library, files the program appends to.
    // Bind each back, read-only but for those it writes.
    let hidden = |path: &Path| {
        path.is_absolute()
            && path.exists()
            && (path.starts_with("/tmp") || path.starts_with(working_dir))
            && !copies.is_some_and(|copies| path.starts_with(copies))
    };
    let env_path = |name: &str| {
        env.iter()
            .find(|(variable, _)| variable == name)
            .map(|(_, value)| PathBuf::from(value))
    };
    let read_only = std::iter::once(program.to_path_buf())
        .chain(args.iter().map(PathBuf::from))
        .chain(env_path("LD_PRELOAD"));
    for path in read_only.filter(|path| hidden(path)) {
        words.extend([
            OsString::from("--ro-bind"),
            path.clone().into(),
            path.into(),
        ]);
    }
    for file in shared_files.iter().filter(|file| hidden(file)) {
        words.extend([OsString::from("--bind"), file.into(), file.into()]);
    }
    // A library to preload is the program's, not bwrap's: given to bwrap's own process it
    // would load there (and the seed shim, once loaded, hides itself from what follows).
    let mut outer_env = Vec::new();
    for (name, value) in env {
        if name == "LD_PRELOAD" {
            words.extend([OsString::from("--setenv"), name.clone(), value.clone()]);
        } else {
            outer_env.push((name.clone(), value.clone()));
        }
    }
    words.extend([OsString::from("--chdir"), working_dir.into(), "--".into()]);
    words.push(program.into());
    words.extend(args.iter().cloned());
    Ok(SandboxedCommand {
        program: bwrap,
        args: words,
        env: outer_env,
    })
}

/// The command that runs a compiler's `words` inside bubblewrap in `workspace`, the build's
/// folder: bound writable at its own path (over the fresh /tmp), the only place the compiler can
/// write; its environment is passed through.
pub(super) fn sandboxed_compiler_command(
    words: &[String],
    workspace: &Path,
    tmpfs_bytes: u64,
) -> Result<SandboxedCommand, RunError> {
    let bwrap = bubblewrap_or_error()?;
    let mut args = system_mounts(tmpfs_bytes);
    args.extend([
        OsString::from("--bind"),
        workspace.into(),
        workspace.into(),
        "--chdir".into(),
        workspace.into(),
        "--".into(),
    ]);
    args.extend(words.iter().map(OsString::from));
    Ok(SandboxedCommand {
        program: bwrap,
        args,
        env: Vec::new(),
    })
}

fn bubblewrap_or_error() -> Result<PathBuf, RunError> {
    find_bubblewrap().ok_or(RunError::SandboxMissing {
        sandbox: "bwrap",
        package: "bubblewrap",
    })
}

/// The mounts every sandbox starts with: no namespace shared, the system read-only, a minimal
/// /dev, its own /proc, and fresh /dev/shm and /tmp capped at `tmpfs_bytes`.
fn system_mounts(tmpfs_bytes: u64) -> Vec<OsString> {
    let size = tmpfs_bytes.to_string();
    [
        "--unshare-all",
        "--die-with-parent",
        "--ro-bind",
        "/",
        "/",
        "--dev",
        "/dev",
        // --dev's /dev/shm is an uncapped tmpfs (1 GiB written in 0.4 s, counted as the
        // host's memory): capped as /tmp is. The rest of --dev is not writable inside.
        "--size",
        &size,
        "--tmpfs",
        "/dev/shm",
        "--proc",
        "/proc",
        "--size",
        &size,
        "--tmpfs",
        "/tmp",
    ]
    .iter()
    .map(OsString::from)
    .collect()
}

/// bwrap with its arguments, and the environment to start it with.
#[derive(Debug)]
pub(super) struct SandboxedCommand {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub env: Vec<(OsString, OsString)>,
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
        let words = sandboxed_command(
            Path::new("/bin/game"),
            &[OsString::from("--seed")],
            &[],
            &[],
            Path::new("/tmp/croupier-run-x"),
            Some(Path::new("/tmp/croupier-run-x/.croupier-program")),
            1024,
        )
        .unwrap()
        .args;
        let words: Vec<String> = words
            .iter()
            .map(|word| word.to_string_lossy().into_owned())
            .collect();
        let text = words.join(" ");
        assert!(
            text.starts_with(
                "--unshare-all --die-with-parent --ro-bind / / --dev /dev --size 1024 --tmpfs /dev/shm"
            ),
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

    #[test]
    fn a_compiler_runs_with_only_its_build_folder_writable() {
        if find_bubblewrap().is_none() {
            eprintln!("skipped: bwrap is not installed");
            return;
        }
        let words = ["cc".to_string(), "-o".to_string(), "program".to_string()];
        let sandboxed =
            sandboxed_compiler_command(&words, Path::new("/tmp/croupier-build-x"), 4096).unwrap();
        let text = sandboxed
            .args
            .iter()
            .map(|word| word.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(
            text,
            "--unshare-all --die-with-parent --ro-bind / / --dev /dev --size 4096 --tmpfs /dev/shm \
             --proc /proc --size 4096 --tmpfs /tmp --bind /tmp/croupier-build-x \
             /tmp/croupier-build-x --chdir /tmp/croupier-build-x -- cc -o program"
        );
    }

    #[test]
    fn what_croupier_put_under_tmp_for_the_program_is_bound_back() {
        if find_bubblewrap().is_none() {
            eprintln!("skipped: bwrap is not installed");
            return;
        }
        let cache = tempfile::Builder::new().tempdir_in("/tmp").unwrap();
        let program = cache.path().join("program");
        let shim = cache.path().join("shim.so");
        let report = cache.path().join("draws");
        for file in [&program, &shim, &report] {
            std::fs::write(file, b"").unwrap();
        }
        let env = [
            (OsString::from("LD_PRELOAD"), shim.clone().into_os_string()),
            (OsString::from("PATH"), OsString::from("/usr/bin")),
        ];
        let sandboxed = sandboxed_command(
            &program,
            &[],
            &env,
            std::slice::from_ref(&report),
            Path::new("/tmp/croupier-run-y"),
            None,
            1024,
        )
        .unwrap();
        let text = sandboxed
            .args
            .iter()
            .map(|word| word.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ");
        for (mount, path) in [
            ("--ro-bind", &program),
            ("--ro-bind", &shim),
            ("--bind", &report),
        ] {
            let bound = format!("{mount} {0} {0}", path.display());
            assert!(text.contains(&bound), "{bound} in {text}");
        }
        // The shim is preloaded into the program inside, never into bwrap itself.
        let preload = format!("--setenv LD_PRELOAD {}", shim.display());
        assert!(text.contains(&preload), "{text}");
        assert!(sandboxed.env.iter().all(|(name, _)| name != "LD_PRELOAD"));
        assert!(sandboxed.env.iter().any(|(name, _)| name == "PATH"));
    }
}
