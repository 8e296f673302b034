//! A command as a student pastes it into a POSIX shell: each word quoted
//! only where the shell would otherwise split or expand it.

use std::fmt;

/// Words of one command, printed shell-quoted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShellCommand {
    words: Vec<String>,
}

impl ShellCommand {
    pub fn new<I, W>(words: I) -> ShellCommand
    where
        I: IntoIterator<Item = W>,
        W: Into<String>,
    {
        ShellCommand {
            words: words.into_iter().map(Into::into).collect(),
        }
    }

    /// This command run in `folder`: `cd 'folder' && command`.
    pub fn in_folder(&self, folder: &str) -> String {
        format!("cd {} && {self}", quoted(folder))
    }
}

impl fmt::Display for ShellCommand {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quoted: Vec<String> = self.words.iter().map(|word| quoted(word)).collect();
        formatter.write_str(&quoted.join(" "))
    }
}

/// `word` as one shell word: as it is when nothing in it is special, else in
/// single quotes (a quote inside written `'\''`).
pub fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./:=@%+,".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_string();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_quoted_only_where_the_shell_would_change_them() {
        let cases = [
            ("ceelo.c", "ceelo.c"),
            (
                "fixtures/ceelo/scripts/all-in.yaml",
                "fixtures/ceelo/scripts/all-in.yaml",
            ),
            ("my game.c", "'my game.c'"),
            ("", "''"),
            ("it's.c", r"'it'\''s.c'"),
            ("$HOME", "'$HOME'"),
            ("a;rm -rf ~", "'a;rm -rf ~'"),
            ("Päivi/peli.c", "'Päivi/peli.c'"),
        ];
        for (word, shown) in cases {
            assert_eq!(quoted(word), shown, "{word:?}");
        }
        let command = ShellCommand::new(["croupier", "run", "ceelo", "my game.c"]);
        assert_eq!(command.to_string(), "croupier run ceelo 'my game.c'");
        assert_eq!(
            command.in_folder("ada's work"),
            r"cd 'ada'\''s work' && croupier run ceelo 'my game.c'"
        );
    }
}
