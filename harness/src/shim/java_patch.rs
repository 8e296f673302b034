//! The Java patch: croupier's own `java.util.Random` (pinned seeds, rigged
//! draws, a draw log, as the C shim gives glibc), compiled with `javac
//! --patch-module` on first use into the build cache, keyed by its source
//! and the JDK it was built for, and given to the JVM with `--patch-module
//! java.base=DIR`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::cached_build::{build_into_cache, run_compiler, short_hash};
use super::ShimError;

/// The patched class's source, as compiled into croupier.
pub const JAVA_RANDOM_SOURCE: &str = include_str!("../../shim/java/java/util/Random.java");

/// Where the source sits in the tree given to `javac --patch-module`.
const SOURCE_PATH: &str = "java/util/Random.java";
/// The compiled classes, under the cache folder: the JVM's patch directory.
const CLASSES: &str = "classes";
const CLASS_FILE: &str = "classes/java/util/Random.class";

/// A built patch, ready to give the JVM.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JavaPatch {
    /// The folder of patched `java.base` classes.
    pub classes: PathBuf,
}

impl JavaPatch {
    /// The patch in `cache_root` for the JDK whose launcher is `java`,
    /// compiled there first (with that JDK's `javac`) if it is not yet.
    pub fn ensure(cache_root: &Path, java: &Path) -> Result<JavaPatch, ShimError> {
        let jdk_home = jdk_home(java);
        // A class compiled against one JDK's java.base must not patch another's.
        let release = jdk_home
            .as_ref()
            .and_then(|home| std::fs::read(home.join("release")).ok())
            .unwrap_or_default();
        let folder = cache_root.join(format!(
            "java-patch-{}",
            short_hash(&[JAVA_RANDOM_SOURCE.as_bytes(), &release])
        ));
        let classes = folder.join(CLASSES);
        // --patch-module splits its paths at the path separator.
        if classes.to_string_lossy().contains(':') {
            return Err(ShimError::UnpatchablePath(classes));
        }
        if !folder.join(CLASS_FILE).is_file() {
            let javac = jdk_home
                .map(|home| home.join("bin").join("javac"))
                .filter(|javac| javac.is_file())
                .unwrap_or_else(|| PathBuf::from("javac"));
            compile_into(cache_root, &folder, &javac)?;
        }
        Ok(JavaPatch { classes })
    }

    /// The JVM options that load the patch.
    pub fn jvm_options(&self) -> [OsString; 2] {
        let mut module = OsString::from("java.base=");
        module.push(&self.classes);
        [OsString::from("--patch-module"), module]
    }
}

fn compile_into(cache_root: &Path, folder: &Path, javac: &Path) -> Result<(), ShimError> {
    build_into_cache(
        cache_root,
        folder,
        ".building-java-patch-",
        CLASS_FILE,
        |staging| {
            let sources = staging.join("src");
            let source = sources.join(SOURCE_PATH);
            let write = || -> std::io::Result<()> {
                std::fs::create_dir_all(source.parent().expect("the source has a folder"))?;
                std::fs::write(&source, JAVA_RANDOM_SOURCE)
            };
            write().map_err(|error| ShimError::Cache {
                path: folder.to_path_buf(),
                source: error,
            })?;
            let mut module = OsString::from("java.base=");
            module.push(&sources);
            let classes = staging.join(CLASSES);
            let words = [
                javac.as_os_str(),
                "-nowarn".as_ref(),
                "-encoding".as_ref(),
                "UTF-8".as_ref(),
                "--patch-module".as_ref(),
                module.as_os_str(),
                "-d".as_ref(),
                classes.as_os_str(),
                source.as_os_str(),
            ];
            run_compiler(&words)
                .map_err(ShimError::JavacSpawn)?
                .map_err(|(command, log)| ShimError::JavaCompile { command, log })
        },
    )
}

/// The JDK folder of the launcher `java` (a name on PATH or a path), through
/// its symlinks (`/usr/bin/java` -> `/usr/lib/jvm/<jdk>/bin/java`).
fn jdk_home(java: &Path) -> Option<PathBuf> {
    let launcher = if java.components().count() > 1 {
        java.to_path_buf()
    } else {
        let path = std::env::var_os("PATH").unwrap_or_default();
        std::env::split_paths(&path)
            .map(|folder| folder.join(java))
            .find(|candidate| candidate.is_file())?
    };
    let real = launcher.canonicalize().ok()?;
    Some(real.parent()?.parent()?.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shim::DrawReport;
    use std::process::Command;

    fn javac_missing() -> bool {
        Command::new("javac").arg("-version").output().is_err()
    }

    /// Compile `source` (class `name`) into `folder`.
    fn compile_program(folder: &Path, name: &str, source: &str) {
        let file = folder.join(format!("{name}.java"));
        std::fs::write(&file, source).unwrap();
        let status = Command::new("javac")
            .arg("-d")
            .arg(folder)
            .arg(&file)
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// A fresh cache with the patch built, and a folder with class `name`
    /// compiled from `source`; `None` (the test skips) without javac.
    fn patch_and_program(
        name: &str,
        source: &str,
    ) -> Option<(tempfile::TempDir, tempfile::TempDir, JavaPatch)> {
        if javac_missing() {
            eprintln!("skipped: javac is not installed");
            return None;
        }
        let cache = tempfile::tempdir().unwrap();
        let work = tempfile::tempdir().unwrap();
        let patch = JavaPatch::ensure(cache.path(), Path::new("java")).unwrap();
        compile_program(work.path(), name, source);
        Some((cache, work, patch))
    }

    /// Run class `name` from `folder` with the patch and these settings;
    /// its output and the draw log.
    fn run_patched(
        patch: &JavaPatch,
        folder: &Path,
        name: &str,
        settings: &[(&str, &str)],
    ) -> (String, DrawReport, String) {
        let report = folder.join(format!("draws-{}", settings.len()));
        std::fs::write(&report, b"").unwrap();
        let plan = folder.join(format!("plan-{}", settings.len()));
        let lines: String = settings
            .iter()
            .map(|(name, value)| format!("{name}={value}\n"))
            .collect();
        std::fs::write(
            &plan,
            format!("{lines}CROUPIER_REPORT={}\n", report.display()),
        )
        .unwrap();
        let output = Command::new("java")
            .args(patch.jvm_options())
            .arg("-cp")
            .arg(folder)
            .arg(name)
            .env("CROUPIER_PLAN", &plan)
            .output()
            .unwrap();
        assert!(!plan.exists(), "the patch removes its plan once read");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let log = std::fs::read(&report).unwrap_or_default();
        (
            String::from_utf8_lossy(&output.stdout).into_owned(),
            DrawReport::parse(&log),
            String::from_utf8_lossy(&log).into_owned(),
        )
    }

    const FACES: &str = r#"
import java.util.*;
import java.util.concurrent.ThreadLocalRandom;
public class Faces {
    public static void main(String[] args) {
        Random r = new Random();
        System.out.println(r.nextInt(6) + 1);
        System.out.println((int) (Math.random() * 6) + 1);
        System.out.println(r.nextInt(1, 7));
        System.out.println(ThreadLocalRandom.current().nextInt(1, 7));
        System.out.println(r.nextInt(100));
        System.out.println(r.nextInt(6) + 1);
        List<Integer> cards = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        Collections.shuffle(cards, new Random(5));
        List<Integer> sorted = new ArrayList<>(cards);
        Collections.sort(sorted);
        System.out.println(sorted);
        System.out.println(ThreadLocalRandom.current().nextInt(10, 20) / 10);
    }
}
"#;

    #[test]
    fn java_draws_show_the_rigged_faces_and_are_logged() {
        let Some((_cache, work, patch)) = patch_and_program("Faces", FACES) else {
            return;
        };
        let (output, report, log) = run_patched(
            &patch,
            work.path(),
            "Faces",
            &[
                ("CROUPIER_PIN_SEED", "1"),
                ("CROUPIER_SEED", "42"),
                ("CROUPIER_DICE", "2,4,5,0"),
                ("CROUPIER_SIDES", "6"),
            ],
        );
        // nextInt(6)+1, Math.random(), nextInt(1,7), ThreadLocalRandom's
        // nextInt(1,7): the four rigged faces; nextInt(100) passes through;
        // then the list has run out and seed 42's generator goes on.
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines[..4], ["3", "5", "6", "1"], "{output}");
        assert_eq!(lines[6], "[1, 2, 3, 4, 5]", "{output}");
        assert_eq!(lines[7], "1", "{output}");
        assert!(
            log.starts_with("L\nR 2 2\nR 4 4\nR 5 6\nR 0 1\nP "),
            "{log}"
        );
        assert!(report.loaded && report.dice_ran_out, "{log}");
        assert_eq!(report.rigged_draws_used, 4);
        let indexes: Vec<u32> = report.draws.iter().take(4).map(|draw| draw.index).collect();
        assert_eq!(indexes, [2, 4, 5, 0]);
        // nextInt(100) from the pinned LCG: seed 42's first 31-bit draw mod 100.
        let hundred = &report.draws[4];
        assert!(!hundred.rigged);
        assert_eq!(lines[4], hundred.value.to_string());
        assert_eq!(i64::from(hundred.index), hundred.value % 6);
        // After the list: `X`, then the draw the generator made.
        let after = log.split("X\n").nth(1).unwrap();
        assert!(after.starts_with("P "), "{log}");
    }

    const GOLDEN: &str = r#"
import java.util.*;
public class Golden {
    public static void main(String[] args) {
        Random pinned = new Random(System.nanoTime());
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < 6; i++) line.append(pinned.nextInt()).append(' ');
        Random dice = new Random();
        for (int i = 0; i < 12; i++) line.append(dice.nextInt(6) + 1).append(' ');
        Random doubles = new Random(1);
        for (int i = 0; i < 3; i++) line.append(Double.doubleToLongBits(doubles.nextDouble())).append(' ');
        System.out.println(line.toString().trim());
    }
}
"#;

    #[test]
    fn unrigged_draws_are_java_util_randoms_for_the_pinned_seed() {
        let Some((_cache, work, patch)) = patch_and_program("Golden", GOLDEN) else {
            return;
        };
        let (output, report, _) = run_patched(
            &patch,
            work.path(),
            "Golden",
            &[
                ("CROUPIER_PIN_SEED", "1"),
                ("CROUPIER_SEED", "42"),
                ("CROUPIER_SIDES", "6"),
            ],
        );
        // reference/src/rng/java_random.rs: seed 42's nextInt() and
        // nextInt(6)+1, and its nextDouble() bits.
        let golden_ints = "-1170105035 234785527 -1360544799 205897768 1325939940 -248792245";
        let golden_dice = "3 4 1 3 1 2 6 3 2 6 3 3";
        let golden_doubles = "4604728530581845079 4604329149490933249 4599233015213898676";
        assert_eq!(
            output.trim(),
            format!("{golden_ints} {golden_dice} {golden_doubles}")
        );
        assert!(report.loaded && !report.dice_ran_out);
        assert_eq!(report.draws.len(), 6 + 12 + 3);
        assert!(report.draws.iter().all(|draw| !draw.rigged));
        let faces: Vec<u32> = report.draws[6..18]
            .iter()
            .map(|draw| draw.index + 1)
            .collect();
        assert_eq!(faces, [3, 4, 1, 3, 1, 2, 6, 3, 2, 6, 3, 3]);
        // Without a seed to pin, `new Random(seed)` keeps its own seed.
        let (unpinned, report, _) = run_patched(&patch, work.path(), "Golden", &[]);
        assert_ne!(unpinned.split(' ').next(), output.split(' ').next());
        assert!(report.loaded && report.draws.iter().all(|draw| !draw.rigged));
    }

    #[test]
    fn the_patch_is_built_once_per_source_and_jdk() {
        if javac_missing() {
            eprintln!("skipped: javac is not installed");
            return;
        }
        let cache = tempfile::tempdir().unwrap();
        let first = JavaPatch::ensure(cache.path(), Path::new("java")).unwrap();
        let class = first.classes.join("java/util/Random.class");
        let built_at = std::fs::metadata(&class).unwrap().modified().unwrap();
        let second = JavaPatch::ensure(cache.path(), Path::new("java")).unwrap();
        assert_eq!(first, second);
        assert_eq!(
            std::fs::metadata(&class).unwrap().modified().unwrap(),
            built_at
        );
        let folder = first.classes.parent().unwrap().file_name().unwrap();
        assert!(folder.to_string_lossy().starts_with("java-patch-"));
        let colon = cache.path().join("with:colon");
        let error = JavaPatch::ensure(&colon, Path::new("java")).unwrap_err();
        assert!(matches!(error, ShimError::UnpatchablePath(_)), "{error}");
    }
}
