//! What carries the shim's settings into a program: the preloaded C library,
//! or the patched `java.util.Random` given to the JVM.

use std::ffi::OsString;

use super::{JavaPatch, ShimLibrary};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShimHelper {
    /// `LD_PRELOAD`ed into a dynamically linked C program.
    Preload(ShimLibrary),
    /// `--patch-module java.base=...` on the JVM's command line.
    JavaPatch(JavaPatch),
}

/// The options that name the class path (or a jar) in a `java` command:
/// the patch goes just before the first of them.
const CLASS_PATH_OPTIONS: [&str; 4] = ["-cp", "-classpath", "--class-path", "-jar"];

impl ShimHelper {
    /// `args` of the program's command with the helper's options in place.
    pub fn program_args(&self, args: Vec<OsString>) -> Vec<OsString> {
        let ShimHelper::JavaPatch(patch) = self else {
            return args;
        };
        let at = java_option_place(&args).unwrap_or(0);
        let mut args = args;
        args.splice(at..at, patch.jvm_options());
        args
    }
}

/// Where JVM options go in a `java` command's arguments: before its class
/// path, if it names one.
pub fn java_option_place(args: &[OsString]) -> Option<usize> {
    args.iter().position(|arg| {
        CLASS_PATH_OPTIONS
            .iter()
            .any(|option| arg.to_str() == Some(option))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn the_patch_goes_before_the_class_path() {
        let helper = ShimHelper::JavaPatch(JavaPatch {
            classes: PathBuf::from("/cache/java-patch-1/classes"),
        });
        let words =
            |text: &str| -> Vec<OsString> { text.split_whitespace().map(OsString::from).collect() };
        let table = [
            (
                "-Xmx256m -cp /b/classes Main",
                "-Xmx256m --patch-module java.base=/cache/java-patch-1/classes -cp /b/classes Main",
            ),
            (
                "-jar game.jar",
                "--patch-module java.base=/cache/java-patch-1/classes -jar game.jar",
            ),
        ];
        for (args, expected) in table {
            assert_eq!(helper.program_args(words(args)), words(expected));
        }
        let preload = ShimHelper::Preload(ShimLibrary {
            path: PathBuf::from("/cache/shim-1/croupier_shim.so"),
        });
        assert_eq!(preload.program_args(words("-x")), words("-x"));
    }
}
