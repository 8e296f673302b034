//! How an assignment's sources are built and run, per language, as command
//! templates: `{output}`, `{sources}` and `{main}` are filled in by the build.

use serde::Deserialize;

/// Commands to build C, C++ and Java submissions and to run a Java one, and which Java class
/// runs when a submission has several with `main`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BuildSettings {
    /// Build C: `{output}` is the executable, `{sources}` expands to every `.c` file.
    pub c: Vec<String>,
    /// Build C++: as `c`, `{sources}` every `.cpp`, `.cc`, `.cxx` or `.C` file.
    pub cpp: Vec<String>,
    /// Build Java: `{output}` is the classes folder.
    pub java: Vec<String>,
    /// Run Java: `{output}` is the classes folder, `{main}` the class with `main`.
    pub java_run: Vec<String>,
    /// The class to run (`CrapsGame`, `game.Craps`) when a Java submission declares several
    /// `main` methods; unset, the one whose file is named like the assignment.
    pub main: Option<String>,
}

impl Default for BuildSettings {
    fn default() -> Self {
        let words = |text: &str| text.split_whitespace().map(str::to_string).collect();
        BuildSettings {
            c: words("cc -std=gnu17 -O2 -o {output} {sources} -lm"),
            cpp: words("c++ -std=gnu++17 -O2 -o {output} {sources} -lm"),
            java: words("javac -encoding UTF-8 -nowarn -d {output} {sources}"),
            java_run: words("java -Xmx256m -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp {output} {main}"),
            main: None,
        }
    }
}
