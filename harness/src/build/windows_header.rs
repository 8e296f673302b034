//! A C or C++ program that includes a Windows-only header (`conio.h`, `windows.h`, ...): when
//! its build fails for that header, the student reads that cause, with the file and line,
//! before the compiler's words.

use std::path::{Path, PathBuf};

use super::source_files::{included, Included};

/// Headers of DOS and Windows compilers that Linux has not, and what students use them for.
const WINDOWS_ONLY_HEADERS: [(&str, &str); 7] = [
    ("conio.h", "getch, clrscr"),
    ("windows.h", "Sleep, system colours"),
    ("dos.h", "delay, sleep"),
    ("graphics.h", "Turbo C drawing"),
    ("winsock2.h", "Windows sockets"),
    ("direct.h", "Windows folders"),
    ("tchar.h", "Windows text types"),
];

/// The sentence for the first include of a Windows-only header the compiler `log` names, if any.
pub fn windows_header_failure(
    sources: &[(PathBuf, String)],
    root: &Path,
    log: &str,
) -> Option<String> {
    for (path, text) in sources {
        for (number, line) in text.lines().enumerate() {
            let (Some(Included::Angled(header)) | Some(Included::Quoted(header))) = included(line)
            else {
                continue;
            };
            let lower = header.to_ascii_lowercase();
            let Some((name, used_for)) =
                WINDOWS_ONLY_HEADERS.iter().find(|(name, _)| *name == lower)
            else {
                continue;
            };
            if !log.contains(header.as_str()) {
                continue;
            }
            let file = path.strip_prefix(root).unwrap_or(path).display();
            return Some(format!(
                "{file}:{}: `{}`: {name} is a Windows-only header ({used_for}), which Linux, where the program is graded, does not have: the assignment is a console program for any system; use the standard headers (<stdio.h>, <stdlib.h>: printf, scanf, getchar) instead",
                number + 1,
                line.trim()
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_windows_header_is_named_only_when_the_build_failed_on_it() {
        let source = |text: &str| vec![(PathBuf::from("/s/ceelo.c"), text.to_string())];
        let conio = source("#include <stdio.h>\n#include <conio.h>\nint main(){getch();}\n");
        let missing = "ceelo.c:2:10: fatal error: conio.h: No such file or directory";
        let found = windows_header_failure(&conio, Path::new("/s"), missing).unwrap();
        assert!(
            found.starts_with("ceelo.c:2: `#include <conio.h>`: conio.h is a Windows-only header"),
            "{found}"
        );
        // Guarded by #ifdef _WIN32, it never reached the compiler: another error is the cause.
        assert_eq!(
            windows_header_failure(&conio, Path::new("/s"), "ceelo.c:3: error: expected ';'"),
            None
        );
        let windows = source("#include \"Windows.h\"\n");
        let missing = "fatal error: Windows.h: No such file or directory";
        assert!(windows_header_failure(&windows, Path::new("/s"), missing)
            .unwrap()
            .contains("windows.h is a Windows-only header"));
        assert_eq!(
            windows_header_failure(&source("#include <math.h>\n"), Path::new("/s"), "math.h"),
            None
        );
    }
}
