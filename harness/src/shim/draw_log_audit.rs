//! Whether a run's draw log could have been written by croupier's shim
//! alone. The log lives where the program can write too (the shim runs in
//! its process), so every line is checked against what croupier knows: the
//! draws it rigged, in order, and how the shim writes them. A line the shim
//! could not have written is a forgery, and the run earns nothing.

/// glibc's `RAND_MAX`: no `rand()` or `random()` value is larger.
pub const RAND_MAX: i64 = 2_147_483_647;
/// The C shim reads no more rigged draws than this (`MAX_RIGGED`).
const C_SHIM_RIGGED_CAP: usize = 4096;

/// Who wrote the log, and so which values its lines may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogWriter {
    /// The C shim: every draw goes through the rigged list first, and each
    /// value is what `rand()`/`random()` returned.
    CShim,
    /// The Java patch: draws of other bounds pass through before the list
    /// runs out, and a value is the face drawn or a `next(bits)` result.
    JavaPatch,
}

/// The first line of a log that croupier's shim could not have written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForgedLine {
    /// Counting from 1.
    pub number: usize,
    pub text: String,
    /// Why the shim could not have written it.
    pub why: String,
}

/// Check every whole line of `log` against the `rigged` face indexes croupier
/// served and the `sides` of a draw (a torn last line, from a killed
/// program, is not judged).
pub fn forged_line(
    log: &[u8],
    rigged: &[u32],
    sides: u32,
    writer: LogWriter,
) -> Option<ForgedLine> {
    // The list the shim itself read: none without sides, at most its cap in C.
    let kept = match (sides, writer) {
        (0, _) => 0,
        (_, LogWriter::CShim) => rigged.len().min(C_SHIM_RIGGED_CAP),
        (_, LogWriter::JavaPatch) => rigged.len(),
    };
    let rigged = &rigged[..kept];
    let mut loads = 0;
    let mut served = 0usize;
    let mut ran_out = false;
    for (index, line) in log.split_inclusive(|&byte| byte == b'\n').enumerate() {
        if !line.ends_with(b"\n") {
            break;
        }
        let text = String::from_utf8_lossy(&line[..line.len() - 1]).into_owned();
        let forged = |why: String| {
            Some(ForgedLine {
                number: index + 1,
                text: text.clone(),
                why,
            })
        };
        let fields: Vec<&str> = text.split(' ').collect();
        if loads == 0 && fields != ["L"] {
            return forged("the shim writes `L` before anything else".to_string());
        }
        let draw = |fields: &[&str]| -> Option<(u32, i64)> {
            match fields {
                [_, index, value] => Some((index.parse().ok()?, value.parse().ok()?)),
                _ => None,
            }
        };
        match fields[0] {
            "L" if fields.len() == 1 => {
                loads += 1;
                if loads > 1 {
                    return forged("the shim loads once per run".to_string());
                }
            }
            // The program seeded its generator: no draw, and nothing a
            // forger gains (it can only make a prompt read as the seed's).
            "S" if fields.len() == 1 => {}
            "X" if fields.len() == 1 => {
                if rigged.is_empty() || ran_out || served < rigged.len() {
                    return forged(format!(
                        "croupier rigged {} draws and {served} were used, so the list had not run out",
                        rigged.len()
                    ));
                }
                ran_out = true;
            }
            "R" => {
                let Some((face, value)) = draw(&fields) else {
                    return forged("not a draw as the shim writes one".to_string());
                };
                let Some(&expected) = rigged.get(served) else {
                    return forged(format!(
                        "croupier rigged only {} draws, and this is rigged draw {}",
                        rigged.len(),
                        served + 1
                    ));
                };
                let expected = expected % sides.max(1);
                if face != expected {
                    return forged(format!(
                        "rigged draw {} was face index {expected}, not {face}",
                        served + 1
                    ));
                }
                if writer == LogWriter::CShim && value != i64::from(rigged_value(face, sides)) {
                    return forged(format!(
                        "the shim serves face index {face} as {}",
                        rigged_value(face, sides)
                    ));
                }
                served += 1;
            }
            "P" => {
                let Some((face, value)) = draw(&fields) else {
                    return forged("not a draw as the shim writes one".to_string());
                };
                if sides > 0 && face >= sides {
                    return forged(format!("a draw of {sides} faces has no face index {face}"));
                }
                if writer == LogWriter::CShim {
                    if !rigged.is_empty() && !ran_out {
                        return forged(
                            "every draw is rigged until the list runs out, and it had not"
                                .to_string(),
                        );
                    }
                    let modulo = (sides > 0).then(|| value.rem_euclid(i64::from(sides)));
                    if !(0..=RAND_MAX).contains(&value)
                        || modulo.is_some_and(|m| m != i64::from(face))
                    {
                        return forged(format!(
                            "rand() cannot return {value} as face index {face}"
                        ));
                    }
                }
            }
            _ => return forged("not a line the shim writes".to_string()),
        }
    }
    None
}

/// The value the C shim returns for face index `k` of `n`
/// (`croupier_rigged_value` in croupier_shim.c).
fn rigged_value(k: u32, n: u32) -> u32 {
    let n = n.max(1);
    let slice = (RAND_MAX as u32) / n + 1;
    let middle = k * slice + slice / 2;
    middle - middle % n + k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shims_own_logs_pass_and_every_forgery_is_named_at_its_line() {
        let r = |k: u32| rigged_value(k, 6);
        let honest_c = format!("L\nR 2 {}\nR 5 {}\nX\nP 3 9\n", r(2), r(5));
        // (log, rigged indexes, writer, the forged line's number and why)
        type Case<'a> = (String, &'a [u32], LogWriter, Option<(usize, &'a str)>);
        let cases: Vec<Case> = vec![
            (honest_c.clone(), &[2, 5], LogWriter::CShim, None),
            (
                "L\nP 3 9\nP 0 1804289382\n".into(),
                &[],
                LogWriter::CShim,
                None,
            ),
            // A torn last line is a killed program, not a forgery.
            (
                format!("L\nR 2 {}\nR 5", r(2)),
                &[2, 5],
                LogWriter::CShim,
                None,
            ),
            // Java draws other bounds before the list runs out, values are faces.
            (
                "L\nP 1 1\nR 2 3\nR 5 6\nX\nP 4 4\n".into(),
                &[2, 5],
                LogWriter::JavaPatch,
                None,
            ),
            (
                "X\nL\n".into(),
                &[2],
                LogWriter::CShim,
                Some((1, "`L` before anything")),
            ),
            (
                format!("L\nR 2 {}\nX\n", r(2)),
                &[2, 5],
                LogWriter::CShim,
                Some((3, "had not run out")),
            ),
            (
                format!("L\nR 4 {}\n", r(4)),
                &[2, 5],
                LogWriter::CShim,
                Some((2, "was face index 2, not 4")),
            ),
            (
                "L\nR 2 3\n".into(),
                &[2],
                LogWriter::CShim,
                Some((2, "serves face index 2 as")),
            ),
            (
                format!("{honest_c}R 1 {}\n", r(1)),
                &[2, 5],
                LogWriter::CShim,
                Some((6, "rigged only 2")),
            ),
            (
                "L\nP 3 9\n".into(),
                &[2],
                LogWriter::CShim,
                Some((2, "until the list runs out")),
            ),
            (
                "L\nP 3 10\n".into(),
                &[],
                LogWriter::CShim,
                Some((2, "cannot return 10")),
            ),
            (
                "L\nP 7 7\n".into(),
                &[],
                LogWriter::JavaPatch,
                Some((2, "no face index 7")),
            ),
            (
                "L\nL\n".into(),
                &[],
                LogWriter::JavaPatch,
                Some((2, "loads once")),
            ),
            (
                "L\nwon 3 games\n".into(),
                &[],
                LogWriter::CShim,
                Some((2, "not a line the shim")),
            ),
        ];
        for (log, rigged, writer, expected) in cases {
            let found = forged_line(log.as_bytes(), rigged, 6, writer);
            match (found, expected) {
                (None, None) => {}
                (Some(line), Some((number, why))) => {
                    assert_eq!(line.number, number, "{log:?}: {line:?}");
                    assert!(line.why.contains(why), "{log:?}: {line:?}");
                }
                (found, expected) => panic!("{log:?}: found {found:?}, expected {expected:?}"),
            }
        }
    }

    #[test]
    fn rigged_values_match_the_shims_formula() {
        // croupier_rigged_value(k, n) for glibc's RAND_MAX, as the C shim computes it.
        assert_eq!(rigged_value(0, 6), 178_956_966);
        assert_eq!(rigged_value(5, 6) % 6, 5);
        assert_eq!(rigged_value(12, 13) % 13, 12);
        assert_eq!(rigged_value(99, 100) % 100, 99);
    }
}
