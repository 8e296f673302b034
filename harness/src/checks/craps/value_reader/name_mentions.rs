//! Where the seated players are named in the output: by the names typed or
//! by their seats.

use crate::reading::words_of;

/// Where the seated players are named in `text`: their names as typed (any
/// case and diacritics, `Bill's`), or by seat (`p1`, `player 2`).
pub(super) fn name_mentions(text: &str, names: &[String]) -> Vec<(usize, usize, usize)> {
    let folded: Vec<String> = names
        .iter()
        .map(|name| crate::reading::fold(name.trim()))
        .collect();
    let words = words_of(text);
    let mut found = Vec::new();
    for word in &words {
        let bare = word.folded.strip_suffix("'s").unwrap_or(&word.folded);
        if let Some(seat) = folded
            .iter()
            .position(|name| !name.is_empty() && name == bare)
        {
            found.push((seat, word.start, word.end));
            continue;
        }
        if matches!(word.folded.as_str(), "p" | "player" | "seat") {
            let rest = &text[word.end..];
            let trimmed = rest.trim_start_matches([' ', '#']);
            let digits: String = trimmed.chars().take_while(char::is_ascii_digit).collect();
            let glued = word.folded == "p" && rest.len() != trimmed.len();
            if digits.is_empty() || glued {
                continue;
            }
            if let Ok(seat) = digits.parse::<usize>() {
                if (1..=names.len()).contains(&seat) {
                    let end = word.end + (rest.len() - trimmed.len()) + digits.len();
                    found.push((seat - 1, word.start, end));
                }
            }
        }
    }
    found
}
