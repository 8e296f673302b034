//! What a run's draw log says: that the shim (or the Java patch, or the
//! reference) loaded, every draw in order with its face, and whether the
//! program drew past the rigged list.
//!
//! The log is a line per event, appended as it happens: `L` once loaded,
//! `R <index> <value>` for a rigged draw, `P <index> <value>` for a draw the
//! real generator made (index: the face index under the spec's modulo
//! mapping), `X` before the first draw past the list. A forked child appends
//! to the same file. The log is the program's own claim: it tells croupier
//! which faces to look for, never what to score.

/// One draw the program made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoggedDraw {
    /// Served from the rigged list (else the seeded generator made it).
    pub rigged: bool,
    /// The face index (face minus the assignment's first face).
    pub index: u32,
    /// The raw value the generator call returned.
    pub value: i64,
    /// Where this draw's line ends in the log, to place it among inputs.
    pub log_end: u64,
}

/// The draw log of one run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DrawReport {
    /// The shim's constructor ran in the program.
    pub loaded: bool,
    pub rigged_draws_used: usize,
    /// The program drew after the rigged list ran out; the seeded generator
    /// supplied the rest.
    pub dice_ran_out: bool,
    pub draws: Vec<LoggedDraw>,
    /// Where the log stood (its length in bytes) after each time the program
    /// seeded its generator (`srand`, `srandom`).
    pub seedings: Vec<u64>,
}

/// Logs longer than this are read no further: no game draws a million times.
const MAX_DRAWS: usize = 1_000_000;
/// Bytes of a log read at most: a million draws' lines.
pub const MAX_LOG_BYTES: u64 = 32 << 20;

/// Opens a draw log the program may have replaced (it owns the file): never through a symlink,
/// only a regular file, so a log pointed at `/dev/zero` or a FIFO cannot stall croupier.
pub fn open_draw_log(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other("the draw log is not a regular file"));
    }
    Ok(file)
}

/// The whole log, at most [`MAX_LOG_BYTES`]; nothing when it cannot be read safely.
pub fn read_draw_log(path: &std::path::Path) -> Vec<u8> {
    use std::io::Read;
    let mut bytes = Vec::new();
    if let Ok(file) = open_draw_log(path) {
        let _ = file.take(MAX_LOG_BYTES).read_to_end(&mut bytes);
    }
    bytes
}

impl DrawReport {
    /// Read a draw log. Lines that are not events (a torn last line of a
    /// killed program) are skipped.
    pub fn parse(bytes: &[u8]) -> DrawReport {
        let mut report = DrawReport::default();
        let mut offset = 0u64;
        for line in bytes.split_inclusive(|&byte| byte == b'\n') {
            offset += line.len() as u64;
            if !line.ends_with(b"\n") {
                break;
            }
            let text = String::from_utf8_lossy(&line[..line.len() - 1]);
            let mut fields = text.split(' ');
            match fields.next() {
                Some("L") => report.loaded = true,
                Some("X") => report.dice_ran_out = true,
                Some("S") => report.seedings.push(offset),
                Some(kind @ ("R" | "P")) if report.draws.len() < MAX_DRAWS => {
                    let index = fields.next().and_then(|field| field.parse().ok());
                    let value = fields.next().and_then(|field| field.parse().ok());
                    if let (Some(index), Some(value)) = (index, value) {
                        let rigged = kind == "R";
                        report.rigged_draws_used += usize::from(rigged);
                        report.draws.push(LoggedDraw {
                            rigged,
                            index,
                            value,
                            log_end: offset,
                        });
                    }
                }
                _ => {}
            }
        }
        report
    }

    /// How many draws had been made when the log was `log_length` bytes long.
    pub fn draws_within(&self, log_length: u64) -> usize {
        self.draws
            .partition_point(|draw| draw.log_end <= log_length)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_counts_rigged_draws_and_notes_running_out() {
        let table: [(&[u8], bool, usize, bool, usize); 6] = [
            (b"", false, 0, false, 0),
            (b"L\n", true, 0, false, 0),
            (b"L\nR 2 5\nR 0 12\nR 5 1\n", true, 3, false, 3),
            (b"L\nR 2 5\nX\nP 3 9\n", true, 1, true, 2),
            (b"L\nR 1 4\nL\nR 1 4\nX\n", true, 2, true, 2),
            // A torn last line of a killed program is left out.
            (b"L\nP 3 9\nR 1", true, 0, false, 1),
        ];
        for (bytes, loaded, used, ran_out, draws) in table {
            let report = DrawReport::parse(bytes);
            assert_eq!(
                (
                    report.loaded,
                    report.rigged_draws_used,
                    report.dice_ran_out,
                    report.draws.len()
                ),
                (loaded, used, ran_out, draws),
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }

    #[test]
    fn draws_are_placed_by_where_the_log_stood() {
        let report = DrawReport::parse(b"L\nR 2 5\nR 0 12\nP 5 1\n");
        assert_eq!(report.draws[1].index, 0);
        assert_eq!(report.draws[2].value, 1);
        assert!(!report.draws[2].rigged);
        assert_eq!(
            [0, 2, 8, 14, 15, 100].map(|length| report.draws_within(length)),
            [0, 0, 1, 1, 2, 3]
        );
    }
}
