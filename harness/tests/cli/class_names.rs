//! What students' file names can do to `croupier grade`: a name that is not UTF-8, an escape
//! sequence or a spreadsheet formula in a name, and two graders on one results folder.

use std::ffi::OsStr;
use std::os::fd::AsRawFd;
use std::os::unix::ffi::OsStrExt;

use crate::grade::PLAYS_ALONG;
use crate::support::{croupier, shared_cache};

#[test]
fn hostile_names_are_graded_escaped_and_neutralised_and_a_busy_results_folder_is_refused() {
    let root = tempfile::tempdir().unwrap();
    let class = root.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let names: [&[u8]; 3] = [b"caf\xe9.c", b"\x1b[31mred\x1b[0m.c", b"=HYPERLINK(1).c"];
    for name in names {
        // One program for all three: built once.
        std::fs::write(class.join(OsStr::from_bytes(name)), PLAYS_ALONG).unwrap();
    }
    let out = root.path().join("out");
    let graded = croupier(&shared_cache())
        .args(["grade", "war"])
        .arg(&class)
        .arg("--out")
        .arg(&out)
        .args(["--time", "2s", "--format", "csv"])
        .output()
        .expect("croupier runs");
    let printed = [graded.stdout.as_slice(), graded.stderr.as_slice()].concat();
    let printed = String::from_utf8_lossy(&printed);
    assert!(printed.contains("graded 3 students"), "{printed}");
    assert!(
        !printed.contains('\u{1b}'),
        "no raw escape reaches the terminal: {printed:?}"
    );
    let gradebook = std::fs::read_to_string(out.join("gradebook.csv")).expect("a gradebook");
    assert!(!gradebook.contains('\u{1b}'), "{gradebook:?}");
    for row_start in ["caf\\xe9,", "\\x1b[31mred\\x1b[0m,", "\"'=HYPERLINK(1)\","] {
        assert!(
            gradebook.lines().any(|line| line.starts_with(row_start)),
            "{row_start} in {gradebook}"
        );
    }
    assert!(out.join("caf\\xe9.json").is_file());

    // A second grader while the first still writes (holding the lock) is refused, and removes
    // nothing of the first's.
    let lock = std::fs::File::open(out.join(".croupier-grade.lock")).expect("the lock file");
    // SAFETY: flock on a descriptor this test owns.
    assert_eq!(unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX) }, 0);
    let partial = out.join(".partial-of-the-first");
    std::fs::write(&partial, b"{").unwrap();
    let second = croupier(&shared_cache())
        .args(["grade", "war"])
        .arg(&class)
        .arg("--out")
        .arg(&out)
        .output()
        .expect("croupier runs");
    assert_eq!(second.status.code(), Some(2), "{second:?}");
    let message = String::from_utf8_lossy(&second.stderr);
    assert!(
        message.contains("is being written by another `croupier grade`"),
        "{message}"
    );
    assert!(partial.exists());
}
