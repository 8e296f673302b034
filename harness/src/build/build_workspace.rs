//! The folder a compiler works in: fresh under the temp dir (which any user can traverse, unlike
//! a cache under /root), 0700, given to the build's own user when croupier is root, and the only
//! folder the compiler can write. It holds copies of exactly the sources croupier read and
//! checked (the compiler never opens the submission itself); what the compiler built is copied
//! out of it into the cache, regular files and folders only.

use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use tempfile::TempDir;

use super::source_files::{read_source_bytes, Refusal};
use crate::stale_temp_files::{owned_prefix, BUILD_FOLDER};

/// Where the copies of the submission go, under the workspace.
const SUBMISSION: &str = "submission";

/// A build's folder, removed on drop.
#[derive(Debug)]
pub struct BuildWorkspace {
    folder: TempDir,
}

/// The copies the compiler is given: the submission's root and its files, in the workspace.
#[derive(Debug)]
pub struct StagedSources {
    pub root: PathBuf,
    pub files: Vec<PathBuf>,
}

impl BuildWorkspace {
    pub fn create() -> io::Result<BuildWorkspace> {
        let folder = tempfile::Builder::new()
            .prefix(&owned_prefix(BUILD_FOLDER))
            .tempdir_in(std::env::temp_dir())?;
        std::fs::set_permissions(folder.path(), std::fs::Permissions::from_mode(0o700))?;
        Ok(BuildWorkspace { folder })
    }

    pub fn path(&self) -> &Path {
        self.folder.path()
    }

    /// Copies every source of `sources` (read and checked under `root`) to its place under the
    /// workspace's `submission/`, and names the copies of `files`. A source changed meanwhile into
    /// something croupier would not read is refused as it would have been.
    pub fn stage(
        &self,
        root: &Path,
        files: &[PathBuf],
        sources: &[(PathBuf, String)],
    ) -> io::Result<Result<StagedSources, Refusal>> {
        let canonical_root = std::fs::canonicalize(root)?;
        let copies = self.path().join(SUBMISSION);
        std::fs::create_dir_all(&copies)?;
        let copy_of = |path: &Path| -> io::Result<PathBuf> {
            let canonical = std::fs::canonicalize(path)?;
            let relative = canonical.strip_prefix(&canonical_root).map_err(|_| {
                io::Error::other(format!("{} is outside the submission", path.display()))
            })?;
            Ok(copies.join(relative))
        };
        for (path, _) in sources {
            let copy = copy_of(path)?;
            let bytes = match read_source_bytes(path, root) {
                Ok(bytes) => bytes,
                Err(refusal) => return Ok(Err(refusal)),
            };
            if let Some(folder) = copy.parent() {
                std::fs::create_dir_all(folder)?;
            }
            std::fs::write(&copy, bytes)?;
        }
        let files = files
            .iter()
            .map(|file| copy_of(file))
            .collect::<io::Result<Vec<_>>>()?;
        Ok(Ok(StagedSources {
            root: copies,
            files,
        }))
    }

    /// `text` (the compiler's messages or its command) with the workspace's paths as the student
    /// knows them: a copied source under its own path, anything else of the workspace (the
    /// program, the linker's `ccX.o`) relative, since the folder is gone once the build ends.
    pub fn shown(&self, text: &str, root: &Path) -> String {
        let workspace = format!("{}/", self.path().display());
        let copies = format!("{workspace}{SUBMISSION}/");
        let root = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
        text.replace(&copies, &format!("{}/", root.display()))
            .replace(&workspace, "")
    }

    /// Copies `name` (the program, or the class folder) from the workspace into `into`: regular
    /// files and folders only, made croupier's; anything else the compiler left there (a symlink,
    /// a FIFO) is not followed and not copied. Nothing runs in the workspace any more.
    pub fn collect(&self, name: &str, into: &Path) -> io::Result<()> {
        copy_regular_tree(&self.path().join(name), &into.join(name))
    }
}

fn copy_regular_tree(from: &Path, to: &Path) -> io::Result<()> {
    let metadata = match std::fs::symlink_metadata(from) {
        Ok(metadata) => metadata,
        // A failed build made no program.
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error),
    };
    if metadata.is_dir() {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_regular_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
        return Ok(());
    }
    if metadata.is_file() {
        std::fs::copy(from, to)?;
        // The set-id bits of the build's user mean nothing on croupier's copy.
        let mode = metadata.permissions().mode() & 0o777;
        std::fs::set_permissions(to, std::fs::Permissions::from_mode(mode))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_are_staged_at_their_place_and_shown_under_their_own_path() {
        let submission = tempfile::tempdir().unwrap();
        std::fs::create_dir(submission.path().join("lib")).unwrap();
        let game = submission.path().join("game.c");
        let header = submission.path().join("lib/dice.h");
        // Latin-1 bytes stay as they are: the compiler reads what the student wrote.
        std::fs::write(&game, b"int main(void) { puts(\"ol\xe1\"); }\n").unwrap();
        std::fs::write(&header, "int roll(void);\n").unwrap();
        let workspace = BuildWorkspace::create().unwrap();
        let sources = [
            (game.clone(), String::new()),
            (header.clone(), String::new()),
        ];
        let staged = workspace
            .stage(submission.path(), std::slice::from_ref(&game), &sources)
            .unwrap()
            .unwrap();
        assert_eq!(staged.files, [workspace.path().join("submission/game.c")]);
        assert_eq!(
            std::fs::read(&staged.files[0]).unwrap(),
            b"int main(void) { puts(\"ol\xe1\"); }\n"
        );
        assert!(staged.root.join("lib/dice.h").is_file());
        let log = format!(
            "{}:1: error\n{}/ccX.o: undefined",
            staged.files[0].display(),
            workspace.path().display()
        );
        let root = std::fs::canonicalize(submission.path()).unwrap();
        assert_eq!(
            workspace.shown(&log, &root),
            format!("{}/game.c:1: error\nccX.o: undefined", root.display())
        );
    }

    #[test]
    fn only_regular_files_and_folders_are_collected() {
        let workspace = BuildWorkspace::create().unwrap();
        let classes = workspace.path().join("classes");
        std::fs::create_dir_all(classes.join("pkg")).unwrap();
        std::fs::write(classes.join("pkg/Game.class"), b"cafebabe").unwrap();
        std::os::unix::fs::symlink("/etc/passwd", classes.join("Leak.class")).unwrap();
        let cache = tempfile::tempdir().unwrap();
        workspace.collect("classes", cache.path()).unwrap();
        workspace.collect("program", cache.path()).unwrap();
        assert_eq!(
            std::fs::read(cache.path().join("classes/pkg/Game.class")).unwrap(),
            b"cafebabe"
        );
        assert!(!cache.path().join("classes/Leak.class").exists());
        assert!(!cache.path().join("program").exists(), "none was built");
    }
}
