//! Reading a transcript as one stream of pattern matches: every named
//! pattern over the whole text, in order, each stretch of text read once.

use crate::checks::{PatternMatch, Patterns};

/// The matches of `names` in `text` in stream order, without overlaps: where
/// two matches overlap, the one that starts first (then the longer) is kept,
/// so "It was a tie" is not also read by a looser pattern inside it.
pub fn scan_stream(patterns: &Patterns, text: &str, names: &[&str]) -> Vec<PatternMatch> {
    let mut matches = patterns.scan(text, names);
    matches.sort_by_key(|found| (found.start, std::cmp::Reverse(found.end)));
    let mut read_up_to = 0;
    matches.retain(|found| {
        let fresh = found.start >= read_up_to || found.start == found.end;
        if fresh {
            read_up_to = read_up_to.max(found.end);
        }
        fresh
    });
    matches
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::path::Path;

    #[test]
    fn overlapping_matches_keep_the_first_and_longest() {
        let sources = BTreeMap::from([
            ("tie".to_string(), r"(?i)it was a tie".to_string()),
            ("loose".to_string(), r"(?i)a tie".to_string()),
            ("number".to_string(), r"\d+".to_string()),
        ]);
        let patterns = Patterns::compile(&sources, Path::new("t.yaml")).unwrap();
        let text = "It was a tie 12 and a tie";
        let kept: Vec<(String, usize)> = scan_stream(&patterns, text, &["loose", "tie", "number"])
            .into_iter()
            .map(|found| (found.name, found.start))
            .collect();
        let expected = [("tie", 0), ("number", 13), ("loose", 20)]
            .map(|(name, start)| (name.to_string(), start));
        assert_eq!(kept, expected);
    }
}
