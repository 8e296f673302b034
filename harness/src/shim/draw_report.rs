//! What the shim wrote while the program ran: that it loaded, how many
//! rigged draws were served, and whether the program drew past the list.

/// The shim's account of one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DrawReport {
    /// The shim's constructor ran in the program.
    pub loaded: bool,
    pub rigged_draws_used: usize,
    /// The program drew after the script's `dice:` ran out; the seeded
    /// generator supplied the rest.
    pub dice_ran_out: bool,
}

impl DrawReport {
    /// Read the shim's report file: `L` on load, `r` per rigged draw, `x` at
    /// the first draw past the list. A forked child appends to the same file.
    pub fn parse(bytes: &[u8]) -> DrawReport {
        DrawReport {
            loaded: bytes.contains(&b'L'),
            rigged_draws_used: bytes.iter().filter(|&&byte| byte == b'r').count(),
            dice_ran_out: bytes.contains(&b'x'),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_counts_rigged_draws_and_notes_running_out() {
        let table: [(&[u8], bool, usize, bool); 5] = [
            (b"", false, 0, false),
            (b"L", true, 0, false),
            (b"Lrrr", true, 3, false),
            (b"Lrrrx", true, 3, true),
            (b"LrLrx", true, 2, true),
        ];
        for (bytes, loaded, used, ran_out) in table {
            let report = DrawReport::parse(bytes);
            assert_eq!(
                (report.loaded, report.rigged_draws_used, report.dice_ran_out),
                (loaded, used, ran_out),
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }
}
