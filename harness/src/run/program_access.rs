//! Making the program reachable by the run's own user: a build cache under a private home
//! (/root is 0700) cannot be read by it, so what it cannot reach (the program, or a path among
//! its arguments such as a JVM's class folder) is copied into the run's working directory.

use std::ffi::OsString;
use std::io;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The folder in the working directory that holds the copies.
pub(super) const COPIES: &str = ".croupier-program";

/// The program and arguments to start, with every unreachable path replaced by a copy in
/// `working_dir`.
pub(super) fn reachable_command(
    program: &Path,
    args: &[OsString],
    env: &[(OsString, OsString)],
    working_dir: &Path,
) -> io::Result<ReachableCommand> {
    let mut copies = 0;
    let mut reach = |path: &Path| -> io::Result<Option<PathBuf>> {
        if !path.is_absolute() || !path.exists() || reachable_by_others(path) {
            return Ok(None);
        }
        copies += 1;
        let name = path.file_name().unwrap_or_else(|| "program".as_ref());
        let folder = working_dir.join(COPIES).join(copies.to_string());
        std::fs::create_dir_all(&folder)?;
        for created in [working_dir.join(COPIES), folder.clone()] {
            std::fs::set_permissions(&created, std::fs::Permissions::from_mode(0o755))?;
        }
        let copy = folder.join(name);
        copy_tree(path, &copy)?;
        Ok(Some(copy))
    };
    let program = reach(program)?.unwrap_or_else(|| program.to_path_buf());
    // A path may also stand after `=` in an argument: a JVM's
    // `--patch-module java.base=/cache/java-patch/classes`.
    let args = args
        .iter()
        .map(|arg| {
            if let Some(copy) = reach(Path::new(arg))? {
                return Ok(OsString::from(copy));
            }
            let text = arg.to_string_lossy();
            if let Some((key, value)) = text.split_once('=') {
                if let Some(copy) = reach(Path::new(value))? {
                    let mut joined = OsString::from(format!("{key}="));
                    joined.push(copy);
                    return Ok(joined);
                }
            }
            Ok(arg.clone())
        })
        .collect::<io::Result<Vec<_>>>()?;
    // A preloaded library (croupier's seed shim, built in the same private cache) must be
    // readable by the run's user too, or the loader skips it without a word.
    let env = env
        .iter()
        .map(|(name, value)| {
            if name != "LD_PRELOAD" {
                return Ok((name.clone(), value.clone()));
            }
            let copy = reach(Path::new(value))?;
            Ok((
                name.clone(),
                copy.map_or_else(|| value.clone(), OsString::from),
            ))
        })
        .collect::<io::Result<Vec<_>>>()?;
    Ok(ReachableCommand { program, args, env })
}

/// The command and environment to start, every path the run's user could not reach replaced.
#[derive(Debug)]
pub(super) struct ReachableCommand {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub env: Vec<(OsString, OsString)>,
}

/// Whether a user who is neither owner nor group can read `path` (and search each folder above
/// it, and run it or list it where it can be run or is a folder).
fn reachable_by_others(path: &Path) -> bool {
    let others = |path: &Path, bits: u32| {
        std::fs::metadata(path).is_ok_and(|metadata| metadata.mode() & bits == bits)
    };
    let ancestors_searchable = path.ancestors().skip(1).all(|folder| others(folder, 0o001));
    let Ok(metadata) = std::fs::metadata(path) else {
        return false;
    };
    let needed = if metadata.is_dir() || metadata.mode() & 0o100 != 0 {
        0o005
    } else {
        0o004
    };
    ancestors_searchable && others(path, needed) && tree_readable(path)
}

/// A folder's contents are readable by others too (a class folder copied from a private cache).
fn tree_readable(path: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(path) else {
        return true; // a file: its own bits were checked
    };
    entries.filter_map(Result::ok).all(|entry| {
        let path = entry.path();
        std::fs::metadata(&path).is_ok_and(|metadata| {
            let needed = if metadata.is_dir() { 0o005 } else { 0o004 };
            metadata.mode() & needed == needed
        }) && tree_readable(&path)
    })
}

/// Copies a file (keeping its mode, made readable by all) or a folder, recursively.
fn copy_tree(from: &Path, to: &Path) -> io::Result<()> {
    let metadata = std::fs::metadata(from)?;
    if metadata.is_dir() {
        std::fs::create_dir_all(to)?;
        std::fs::set_permissions(to, std::fs::Permissions::from_mode(0o755))?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
        return Ok(());
    }
    std::fs::copy(from, to)?;
    let executable = metadata.mode() & 0o111 != 0;
    let mode = if executable { 0o755 } else { 0o644 };
    std::fs::set_permissions(to, std::fs::Permissions::from_mode(mode))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_paths_are_copied_and_public_ones_kept() {
        let private = tempfile::tempdir().unwrap();
        // As a cache under /root.
        std::fs::set_permissions(private.path(), std::fs::Permissions::from_mode(0o700)).unwrap();
        let classes = private.path().join("classes");
        std::fs::create_dir_all(classes.join("pkg")).unwrap();
        std::fs::write(classes.join("pkg/Game.class"), b"cafebabe").unwrap();
        let program = private.path().join("program");
        std::fs::write(&program, b"#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o700)).unwrap();
        let working_dir = tempfile::tempdir().unwrap();
        let args = [
            OsString::from("-cp"),
            classes.clone().into_os_string(),
            OsString::from("/bin/sh"),
        ];
        let shim = private.path().join("shim.so");
        std::fs::write(&shim, b"ELF").unwrap();
        let env = [
            (OsString::from("LD_PRELOAD"), shim.clone().into_os_string()),
            (OsString::from("PATH"), OsString::from("/usr/bin")),
        ];
        let reachable = reachable_command(&program, &args, &env, working_dir.path()).unwrap();
        let (copied, new_args) = (reachable.program, reachable.args);
        let preload = PathBuf::from(&reachable.env[0].1);
        assert!(preload.starts_with(working_dir.path()), "{preload:?}");
        assert_eq!(std::fs::read(&preload).unwrap(), b"ELF");
        assert_eq!(reachable.env[1], env[1], "other variables stay as they are");
        assert!(copied.starts_with(working_dir.path()), "{copied:?}");
        assert_eq!(std::fs::read(&copied).unwrap(), b"#!/bin/sh\n");
        assert_eq!(
            std::fs::metadata(&copied).unwrap().mode() & 0o777,
            0o755,
            "runnable by others"
        );
        assert_eq!(new_args[0], "-cp");
        let copied_classes = PathBuf::from(&new_args[1]);
        assert!(
            copied_classes.starts_with(working_dir.path()),
            "{copied_classes:?}"
        );
        assert_eq!(
            std::fs::read(copied_classes.join("pkg/Game.class")).unwrap(),
            b"cafebabe"
        );
        assert_eq!(new_args[2], "/bin/sh", "a public path stays");
    }
}
