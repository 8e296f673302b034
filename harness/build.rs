//! Embeds every assignment's `assignment.yaml` and default scripts from the
//! repository's `fixtures/` into the binary, so an installed croupier needs
//! no checkout.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const ASSIGNMENTS: [&str; 6] = ["ceelo", "war", "ludo", "jawbone", "craps", "sarlagiin"];

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("fixtures");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for assignment in ASSIGNMENTS {
        let folder = root.join(assignment);
        println!("cargo:rerun-if-changed={}", folder.display());
        files.push((
            format!("fixtures/{assignment}/assignment.yaml"),
            folder.join("assignment.yaml"),
        ));
        let scripts = folder.join("scripts");
        println!("cargo:rerun-if-changed={}", scripts.display());
        let mut names: Vec<String> = std::fs::read_dir(&scripts)
            .map(|entries| {
                entries
                    .filter_map(|entry| entry.ok())
                    .map(|entry| entry.file_name().to_string_lossy().into_owned())
                    .filter(|name| name.ends_with(".yaml"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        for name in names {
            files.push((
                format!("fixtures/{assignment}/scripts/{name}"),
                scripts.join(&name),
            ));
        }
    }
    let mut code = String::from("&[\n");
    for (shown, path) in files {
        let absolute = path.canonicalize().unwrap_or(path);
        println!("cargo:rerun-if-changed={}", absolute.display());
        writeln!(
            code,
            "    EmbeddedFile {{ path: {shown:?}, text: include_str!({:?}) }},",
            absolute.display().to_string()
        )
        .unwrap();
    }
    code.push(']');
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded_fixtures.rs");
    std::fs::write(out, code).unwrap();
}
