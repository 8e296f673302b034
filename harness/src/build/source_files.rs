//! Reading a submission's sources as untrusted files: only regular files inside the submission
//! are read, each and all together under a size cap, and a C source whose `#include` reaches
//! outside the submission (C or C++) is refused before anything compiles it. A refusal is the student's
//! problem, reported as a failed build naming the file (and the line).

use std::fs::File;
use std::io::Read;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Component, Path, PathBuf};

use crate::assignment::Language;

/// The largest source file croupier reads or compiles.
pub const MAX_SOURCE_BYTES: u64 = 1 << 20;
/// The largest submission, all sources and headers together.
pub const MAX_SUBMISSION_BYTES: u64 = 8 << 20;

/// Why a submission is not compiled: one sentence naming the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub String);

/// The sources (and, for C and C++, the headers at the top of `root` and every file of the
/// submission they include with quotes, to any depth), read, in path order; or why the
/// submission is not compiled. `Err(io)` only when croupier cannot look at the submission.
pub fn read_sources(
    root: &Path,
    files: &[PathBuf],
    language: Language,
) -> std::io::Result<Result<Vec<(PathBuf, String)>, Refusal>> {
    let canonical_root = std::fs::canonicalize(root)?;
    let mut paths: Vec<PathBuf> = files.to_vec();
    if language != Language::Java {
        // Headers change the build as much as sources do.
        if let Ok(entries) = std::fs::read_dir(root) {
            paths.extend(
                entries
                    .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                    .filter(|path| crate::submission::is_header(path)),
            );
        }
    }
    paths.sort();
    let mut total = 0u64;
    let mut sources = Vec::new();
    let mut add = |path: PathBuf, sources: &mut Vec<(PathBuf, String)>| {
        let text = read_inside(&path, &canonical_root, root)?;
        total += text.len() as u64;
        if total > MAX_SUBMISSION_BYTES {
            return Err(Refusal(format!(
                "the submission is larger than {} MiB of sources (at {}); croupier does not compile it",
                MAX_SUBMISSION_BYTES >> 20,
                shown(&path, root)
            )));
        }
        sources.push((path, text));
        Ok(())
    };
    for path in paths {
        if let Err(refusal) = add(path, &mut sources) {
            return Ok(Err(refusal));
        }
    }
    if language != Language::Java {
        // Each header a source includes from the submission is checked as the source is, and
        // compiled from the same copy: a header in a subfolder is no way around the check.
        let mut seen: Vec<PathBuf> = sources
            .iter()
            .filter_map(|(path, _)| std::fs::canonicalize(path).ok())
            .collect();
        let mut next = 0;
        while next < sources.len() {
            let (path, text) = &sources[next];
            next += 1;
            if let Err(refusal) = check_includes(path, text, &canonical_root, root) {
                return Ok(Err(refusal));
            }
            for header in local_headers(path, text, &canonical_root, root) {
                let Ok(canonical) = std::fs::canonicalize(&header) else {
                    continue;
                };
                if seen.contains(&canonical) {
                    continue;
                }
                seen.push(canonical);
                if let Err(refusal) = add(header, &mut sources) {
                    return Ok(Err(refusal));
                }
            }
        }
        sources.sort();
    }
    Ok(Ok(sources))
}

/// The files of the submission that `text` (the source at `path`) includes with quotes and
/// that exist: where the compiler looks first, next to the including file. Named by their place
/// under `root`.
fn local_headers(path: &Path, text: &str, canonical_root: &Path, root: &Path) -> Vec<PathBuf> {
    let folder = path.parent().unwrap_or(Path::new("."));
    directive_text(text)
        .lines()
        .filter_map(|line| match included(line)? {
            Included::Quoted(header) => Some(folder.join(header)),
            _ => None,
        })
        .filter_map(|candidate| {
            let canonical = std::fs::canonicalize(&candidate).ok()?;
            let relative = canonical.strip_prefix(canonical_root).ok()?;
            canonical.is_file().then(|| root.join(relative))
        })
        .collect()
}

/// `text` with backslash-newline joined, as the preprocessor does before it reads directives.
fn directive_text(text: &str) -> String {
    text.replace("\\\r\n", "").replace("\\\n", "")
}

/// The bytes of a source croupier read and checked, read again the same way (a regular file
/// inside the submission, within the size cap, no symlink followed), for the compiler's copy.
pub fn read_source_bytes(path: &Path, root: &Path) -> Result<Vec<u8>, Refusal> {
    let canonical_root = std::fs::canonicalize(root)
        .map_err(|error| Refusal(format!("{}: cannot be read ({error})", root.display())))?;
    read_inside_bytes(path, &canonical_root, root)
}

/// `path` as the student knows it: relative to the submission.
fn shown(path: &Path, root: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Reads `path` if it is a regular file inside `canonical_root` within the size cap; never
/// follows a symlink and never opens a device or a FIFO for reading.
fn read_inside(path: &Path, canonical_root: &Path, root: &Path) -> Result<String, Refusal> {
    read_inside_bytes(path, canonical_root, root)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
}

/// [`read_inside`], the bytes as they are.
fn read_inside_bytes(path: &Path, canonical_root: &Path, root: &Path) -> Result<Vec<u8>, Refusal> {
    let name = shown(path, root);
    let refuse = |why: String| {
        Err(Refusal(format!(
            "{name}: {why}; croupier does not compile it"
        )))
    };
    let metadata = match std::fs::symlink_metadata(path) {
        Ok(metadata) => metadata,
        Err(error) => return refuse(format!("cannot be read ({error})")),
    };
    if metadata.file_type().is_symlink() {
        let target = std::fs::read_link(path)
            .map(|target| format!(" (to {})", target.display()))
            .unwrap_or_default();
        return refuse(format!(
            "is a symbolic link{target}, not a file of the submission"
        ));
    }
    if !metadata.is_file() {
        return refuse("is not a regular file (a device, a FIFO or a socket)".to_string());
    }
    match std::fs::canonicalize(path) {
        Ok(canonical) if canonical.starts_with(canonical_root) => {}
        _ => return refuse("is outside the submission".to_string()),
    }
    if metadata.len() > MAX_SOURCE_BYTES {
        return refuse(format!(
            "is larger than {} MiB ({} bytes)",
            MAX_SOURCE_BYTES >> 20,
            metadata.len()
        ));
    }
    // O_NOFOLLOW and O_NONBLOCK: a file swapped for a symlink or a FIFO meanwhile is not read.
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path);
    let mut file: File = match file {
        Ok(file) => file,
        Err(error) => return refuse(format!("cannot be read ({error})")),
    };
    match file.metadata() {
        Ok(opened) if opened.is_file() => {}
        _ => return refuse("is not a regular file".to_string()),
    }
    let mut bytes = Vec::new();
    if let Err(error) = (&mut file)
        .take(MAX_SOURCE_BYTES + 1)
        .read_to_end(&mut bytes)
    {
        return refuse(format!("cannot be read ({error})"));
    }
    if bytes.len() as u64 > MAX_SOURCE_BYTES {
        return refuse(format!("is larger than {} MiB", MAX_SOURCE_BYTES >> 20));
    }
    Ok(bytes)
}

/// Every `#include` (and `#include_next`, `#import`, `#embed`) of `text` must name a file the
/// compiler finds inside the submission or a system header: not an absolute path, not a `..`
/// that leaves the submission, not a macro (which cannot be checked), and a local file it names
/// must itself be readable by [`read_inside`].
fn check_includes(
    path: &Path,
    text: &str,
    canonical_root: &Path,
    root: &Path,
) -> Result<(), Refusal> {
    let name = shown(path, root);
    let folder = path.parent().unwrap_or(Path::new("."));
    let joined = directive_text(text);
    for (number, line) in joined.lines().enumerate() {
        let Some(target) = included(line) else {
            continue;
        };
        let refuse = |why: &str| {
            Err(Refusal(format!(
                "{name}:{}: `{}` {why}; croupier does not compile it",
                number + 1,
                line.trim()
            )))
        };
        let (local, header) = match target {
            Included::Quoted(header) => (true, header),
            Included::Angled(header) => (false, header),
            Included::Computed => return refuse("includes a macro, which cannot be checked"),
        };
        let header_path = Path::new(&header);
        if header_path.is_absolute() {
            return refuse("includes an absolute path, outside the submission");
        }
        if header_path
            .components()
            .any(|component| component == Component::ParentDir)
        {
            // `<../x>` is searched from the system folders; `"../x"` from this file's folder.
            let inside = local && lexically_inside(&folder.join(header_path), root);
            if !inside {
                return refuse("reaches outside the submission with `..`");
            }
        }
        if local {
            let candidate = folder.join(header_path);
            if std::fs::symlink_metadata(&candidate).is_ok() {
                if let Err(Refusal(why)) = read_inside(&candidate, canonical_root, root) {
                    return refuse(
                        &format!("includes {why}").replace("; croupier does not compile it", ""),
                    );
                }
            }
        }
    }
    Ok(())
}

/// What a directive line includes, if it is an include.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Included {
    Quoted(String),
    Angled(String),
    Computed,
}

pub(super) fn included(line: &str) -> Option<Included> {
    let line = strip_block_comments(line);
    let rest = line.trim_start();
    let rest = rest
        .strip_prefix('#')
        .or_else(|| rest.strip_prefix("%:"))?
        .trim_start();
    let keyword_end = rest
        .find(|character: char| !character.is_ascii_alphanumeric() && character != '_')
        .unwrap_or(rest.len());
    let (keyword, rest) = rest.split_at(keyword_end);
    if !matches!(keyword, "include" | "include_next" | "import" | "embed") {
        return None;
    }
    let rest = rest.trim_start();
    if let Some(quoted) = rest.strip_prefix('"') {
        return Some(Included::Quoted(
            quoted.split('"').next().unwrap_or("").to_string(),
        ));
    }
    if let Some(angled) = rest.strip_prefix('<') {
        return Some(Included::Angled(
            angled.split('>').next().unwrap_or("").to_string(),
        ));
    }
    Some(Included::Computed)
}

/// `/* ... */` removed from one line (comments may sit between `#` and `include`).
fn strip_block_comments(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        out.push(' ');
        match rest[start + 2..].find("*/") {
            Some(end) => rest = &rest[start + 2 + end + 2..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

/// Whether `path`, with `.` and `..` resolved by name, stays under `root`.
fn lexically_inside(path: &Path, root: &Path) -> bool {
    let Ok(relative) = path.strip_prefix(root) else {
        return false;
    };
    let mut depth = 0i64;
    for component in relative.components() {
        match component {
            Component::ParentDir => depth -= 1,
            Component::Normal(_) => depth += 1,
            Component::CurDir => {}
            _ => return false,
        }
        if depth < 0 {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn include_lines_are_recognised_in_their_disguises() {
        let quoted = |text: &str| Some(Included::Quoted(text.to_string()));
        assert_eq!(included("#include \"/etc/shadow\""), quoted("/etc/shadow"));
        assert_eq!(included("  #  include \"a.h\" // x"), quoted("a.h"));
        assert_eq!(included("#/**/include \"b.h\""), quoted("b.h"));
        assert_eq!(included("%:include \"c.h\""), quoted("c.h"));
        assert_eq!(
            included("#include_next </dev/zero>"),
            Some(Included::Angled("/dev/zero".to_string()))
        );
        assert_eq!(included("#include SECRET"), Some(Included::Computed));
        assert_eq!(included("#define include 1"), None);
        assert_eq!(included("int x; // #include </etc/shadow>"), None);
    }

    #[test]
    fn headers_included_from_subfolders_are_read_and_checked_as_sources_are() {
        // (lib/a.h, lib/b.h, refused with): a.h is included by game.c, b.h only by a.h.
        let cases = [
            ("#include \"b.h\"\n", "int roll(void);\n", None),
            (
                "#include \"b.h\"\n",
                "#include SECRET\n",
                Some("lib/b.h:1:"),
            ),
            (
                "#define F \"/etc/shadow\"\n#include F\n",
                "",
                Some("lib/a.h:2:"),
            ),
            (
                "#include \"../lib/b.h\"\n",
                "#include \"/etc/passwd\"\n",
                Some("lib/b.h:1:"),
            ),
        ];
        for (a, b, refused) in cases {
            let root = tempfile::tempdir().unwrap();
            std::fs::create_dir(root.path().join("lib")).unwrap();
            let game = root.path().join("game.c");
            std::fs::write(&game, "#include \"lib/a.h\"\nint main(void){return 0;}\n").unwrap();
            std::fs::write(root.path().join("lib/a.h"), a).unwrap();
            std::fs::write(root.path().join("lib/b.h"), b).unwrap();
            let read = read_sources(root.path(), std::slice::from_ref(&game), Language::C).unwrap();
            match (read, refused) {
                (Ok(sources), None) => {
                    let names: Vec<String> = sources
                        .iter()
                        .map(|(path, _)| shown(path, root.path()))
                        .collect();
                    assert_eq!(names, ["game.c", "lib/a.h", "lib/b.h"], "{a:?} {b:?}");
                }
                (Err(Refusal(why)), Some(place)) => assert!(why.starts_with(place), "{why}"),
                (other, _) => panic!("{a:?} {b:?}: {other:?}"),
            }
        }
    }

    #[test]
    fn dot_dot_is_inside_only_while_it_stays_under_the_root() {
        let root = Path::new("/sub");
        assert!(lexically_inside(Path::new("/sub/a/../b.h"), root));
        assert!(!lexically_inside(Path::new("/sub/../etc/shadow"), root));
    }
}
