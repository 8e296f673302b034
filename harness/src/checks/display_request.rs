//! A program that tried to open a window (Swing, AWT, a GUI toolkit) where the assignment is a
//! console program: found in what it printed as it died, so the student reads that one cause
//! instead of a stack trace cut to its last lines.

use super::TranscriptLine;

/// What GUI toolkits print when there is no display to open a window on.
const NO_DISPLAY_SIGNS: [&str; 5] = [
    "java.awt.HeadlessException",
    "No X11 DISPLAY variable",
    "Can't connect to X11 window server",
    "cannot open display",
    "No available video device",
];

/// The first transcript line saying the program needed a display, if any.
pub fn display_request(text: &str) -> Option<TranscriptLine> {
    text.lines().enumerate().find_map(|(index, line)| {
        NO_DISPLAY_SIGNS
            .iter()
            .any(|sign| line.contains(sign))
            .then(|| TranscriptLine {
                number: index + 1,
                text: line.to_string(),
            })
    })
}

/// The sentence a student reads.
pub const OPENS_A_WINDOW: &str = "this program opens a window: the assignment is a console program (read the keyboard with Scanner or scanf, print to the console; no Swing, AWT or dialog boxes)";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_naming_the_missing_display_is_found() {
        let cases = [
            ("Welcome\nException in thread \"main\" java.awt.HeadlessException: \n\tat java.desktop/java.awt.GraphicsEnvironment.checkHeadless", Some(2)),
            ("Gtk-WARNING **: cannot open display: ", Some(1)),
            ("Welcome\nException in thread \"main\" java.lang.NullPointerException", None),
            ("the window of opportunity is closed", None),
        ];
        for (text, line) in cases {
            assert_eq!(
                display_request(text).map(|found| found.number),
                line,
                "{text}"
            );
        }
    }
}
