//! The options javac always gets, whatever the assignment's command: a heap of its own and
//! nothing of the student's run during the build.

use std::path::Path;

/// The heap of javac's JVM (its address space is not limited: a JVM does not start under that).
const JAVAC_HEAP: &str = "-J-Xmx512m";

/// javac runs the annotation processors it finds on its class path, which by default is the
/// current folder: a submission holding `Evil.class` and
/// `META-INF/services/javax.annotation.processing.Processor` would run code during the build.
/// So javac gets `-proc:none` and, unless the assignment's command names one, a class path of
/// the (empty) output folder alone.
pub(super) fn without_student_code_in_javac(words: Vec<String>, output: &Path) -> Vec<String> {
    let Some((compiler, rest)) = words.split_first() else {
        return words;
    };
    let mut hardened = vec![compiler.clone()];
    if !rest.iter().any(|word| word.starts_with("-J-Xmx")) {
        hardened.push(JAVAC_HEAP.to_string());
    }
    if !rest.iter().any(|word| word.starts_with("-proc:")) {
        hardened.push("-proc:none".to_string());
    }
    let class_path_options = ["-cp", "-classpath", "--class-path"];
    if !rest
        .iter()
        .any(|word| class_path_options.contains(&word.as_str()))
    {
        hardened.push("-cp".to_string());
        hardened.push(output.display().to_string());
    }
    // An assignment's own `-proc:` is made `-proc:none` all the same.
    hardened.extend(rest.iter().map(|word| {
        if word.starts_with("-proc:") {
            "-proc:none".to_string()
        } else {
            word.clone()
        }
    }));
    hardened
}
