//! The shim's shared library: compiled from the embedded C source with `cc`
//! on first use and kept in the build cache under the source's hash, so a new
//! croupier with a changed shim never loads an old one.

use std::path::{Path, PathBuf};

use super::cached_build::{build_into_cache, run_compiler, short_hash};
use super::ShimError;

/// The shim's C source, as compiled into croupier.
pub const SHIM_SOURCE: &str = include_str!("../../shim/croupier_shim.c");

const LIBRARY_NAME: &str = "croupier_shim.so";

/// A built shim, ready to preload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShimLibrary {
    pub path: PathBuf,
}

impl ShimLibrary {
    /// The shim in `cache_root`, compiled there first if it is not yet.
    pub fn ensure(cache_root: &Path) -> Result<ShimLibrary, ShimError> {
        let folder = cache_root.join(format!("shim-{}", source_hash()));
        let path = folder.join(LIBRARY_NAME);
        // The loader splits LD_PRELOAD at both, with no way to escape them.
        if path.to_string_lossy().contains([' ', ':']) {
            return Err(ShimError::UnpreloadablePath(path));
        }
        if !path.is_file() {
            compile_into(cache_root, &folder)?;
        }
        Ok(ShimLibrary { path })
    }
}

fn compile_into(cache_root: &Path, folder: &Path) -> Result<(), ShimError> {
    build_into_cache(
        cache_root,
        folder,
        ".building-shim-",
        LIBRARY_NAME,
        |staging| {
            let source = staging.join("croupier_shim.c");
            std::fs::write(&source, SHIM_SOURCE).map_err(|source| ShimError::Cache {
                path: folder.to_path_buf(),
                source,
            })?;
            let library = staging.join(LIBRARY_NAME);
            // -ldl: glibc before 2.34 keeps dlsym in libdl.
            let words = [
                "cc".as_ref(),
                "-shared".as_ref(),
                "-fPIC".as_ref(),
                "-O2".as_ref(),
                "-o".as_ref(),
                library.as_os_str(),
                source.as_os_str(),
                "-ldl".as_ref(),
            ];
            run_compiler(&words)
                .map_err(ShimError::Spawn)?
                .map_err(|(command, log)| ShimError::Compile { command, log })
        },
    )
}

fn source_hash() -> String {
    short_hash(&[SHIM_SOURCE.as_bytes()])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    /// Draws face index k (twice: through rand() and random()) for every k
    /// of `n`, as CROUPIER_DICE lists them, and checks each draw under the
    /// three usual mappings. Prints one line per disagreement.
    const MAPPING_PROBE: &str = r#"
#include <stdio.h>
#include <stdlib.h>
static int judge(const char *via, long r, int n, int k) {
    int modulo = (int)(r % n);
    int slice = (int)(r / (RAND_MAX / n + 1));
    int scaled = (int)(n * (r / (RAND_MAX + 1.0)));
    if (r < 0 || r > RAND_MAX || modulo != k || slice != k || scaled != k) {
        printf("%s n=%d k=%d r=%ld: %d %d %d\n", via, n, k, r, modulo, slice, scaled);
        return 1;
    }
    return 0;
}
int main(int argc, char **argv) {
    int n = atoi(argv[1]), wrong = 0;
    for (int k = 0; k < n; k++) {
        wrong += judge("rand", rand(), n, k);
        wrong += judge("random", random(), n, k);
    }
    rand(); /* one past the list */
    printf("%d wrong\n", wrong);
    return 0;
}
"#;

    fn compile_probe(folder: &Path) -> PathBuf {
        let source = folder.join("probe.c");
        std::fs::write(&source, MAPPING_PROBE).unwrap();
        let program = folder.join("probe");
        let status = Command::new("cc")
            .arg("-o")
            .arg(&program)
            .arg(&source)
            .status()
            .unwrap();
        assert!(status.success());
        program
    }

    #[test]
    fn every_rigged_face_shows_under_all_three_mappings() {
        let cache = tempfile::tempdir().unwrap();
        let work = tempfile::tempdir().unwrap();
        let library = ShimLibrary::ensure(cache.path()).unwrap();
        let probe = compile_probe(work.path());
        for sides in [6u32, 13, 100] {
            let dice: Vec<String> = (0..sides)
                .flat_map(|k| [k, k])
                .map(|k| k.to_string())
                .collect();
            let report = work.path().join(format!("draws-{sides}"));
            let plan = work.path().join(format!("plan-{sides}"));
            std::fs::write(
                &plan,
                format!(
                    "CROUPIER_PIN_SEED=1\nCROUPIER_SEED=7\nCROUPIER_DICE={}\nCROUPIER_SIDES={sides}\nCROUPIER_REPORT={}\n",
                    dice.join(","),
                    report.display()
                ),
            )
            .unwrap();
            std::fs::write(&report, b"").unwrap();
            let output = Command::new(&probe)
                .arg(sides.to_string())
                .env("LD_PRELOAD", &library.path)
                .env("CROUPIER_PLAN", &plan)
                .output()
                .unwrap();
            assert!(!plan.exists(), "the shim removes its plan once read");
            assert_eq!(
                String::from_utf8_lossy(&output.stdout),
                "0 wrong\n",
                "{sides} sides"
            );
            let logged = super::super::DrawReport::parse(&std::fs::read(&report).unwrap());
            assert!(logged.loaded && logged.dice_ran_out, "{sides} sides");
            // Every rigged draw, then the one past the list from glibc itself.
            let (past, served) = logged.draws.split_last().unwrap();
            let served: Vec<u32> = served.iter().map(|draw| draw.index).collect();
            let wanted: Vec<u32> = (0..sides).flat_map(|k| [k, k]).collect();
            assert_eq!(served, wanted, "{sides} sides");
            assert_eq!(logged.rigged_draws_used, wanted.len(), "{sides} sides");
            assert!(!past.rigged, "{sides} sides");
            assert_eq!(i64::from(past.index), past.value % i64::from(sides));
        }
    }

    #[test]
    fn a_cache_path_ld_preload_would_split_is_refused() {
        let parent = tempfile::tempdir().unwrap();
        for folder in ["with space", "with:colon"] {
            let error = ShimLibrary::ensure(&parent.path().join(folder)).unwrap_err();
            assert!(
                matches!(&error, ShimError::UnpreloadablePath(path) if path.to_string_lossy().contains(folder)),
                "{error}"
            );
        }
    }

    #[test]
    fn the_library_is_built_once_per_source() {
        let cache = tempfile::tempdir().unwrap();
        let first = ShimLibrary::ensure(cache.path()).unwrap();
        let built_at = std::fs::metadata(&first.path).unwrap().modified().unwrap();
        let second = ShimLibrary::ensure(cache.path()).unwrap();
        assert_eq!(first, second);
        assert_eq!(
            std::fs::metadata(&second.path).unwrap().modified().unwrap(),
            built_at
        );
        let folder = first.path.parent().unwrap().file_name().unwrap();
        assert_eq!(folder.to_string_lossy(), format!("shim-{}", source_hash()));
    }
}
