//! Which scripts run: `--scripts PATH` (a file or folder each time, `default`
//! for the built-in set) and `--script` naming one file or built-in script.

use std::path::{Path, PathBuf};

use crate::assignment::Assignment;
use crate::script::{Script, ScriptError};

#[derive(Debug, thiserror::Error)]
pub enum ScriptSelectionError {
    #[error("no script file or folder '{0}' (give a .yaml file, a folder of them, or `default`)")]
    Missing(PathBuf),
    #[error("'{0}' holds no .yaml scripts")]
    EmptyFolder(PathBuf),
    #[error("no script '{name}' for {assignment}; its built-in scripts are: {known}")]
    UnknownBuiltin {
        name: String,
        assignment: String,
        known: String,
    },
    #[error(transparent)]
    Script(#[from] ScriptError),
}

/// The scripts `--scripts` names, in order (a file, a folder of them, the name
/// of a built-in script, or `default`); none named means the defaults.
pub fn select_scripts(
    assignment: &Assignment,
    selections: &[String],
) -> Result<Vec<Script>, ScriptSelectionError> {
    let mut scripts = Vec::new();
    for script in select_each_script(assignment, selections)? {
        scripts.push(script?);
    }
    Ok(scripts)
}

/// As [`select_scripts`], each script read on its own: a script that cannot
/// be read is its own error, and the others are still read (`lint` reports
/// every script of a folder). A selection that names nothing is an error.
pub fn select_each_script(
    assignment: &Assignment,
    selections: &[String],
) -> Result<Vec<Result<Script, ScriptError>>, ScriptSelectionError> {
    if selections.is_empty() {
        return Ok(vec_of_each(assignment.default_scripts()));
    }
    let mut scripts = Vec::new();
    for selection in selections {
        if selection == "default" {
            scripts.extend(vec_of_each(assignment.default_scripts()));
            continue;
        }
        let path = Path::new(selection);
        if path.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|_| ScriptSelectionError::Missing(path.to_path_buf()))?
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|file| {
                    file.extension()
                        .is_some_and(|extension| extension == "yaml" || extension == "yml")
                })
                .collect();
            if files.is_empty() {
                return Err(ScriptSelectionError::EmptyFolder(path.to_path_buf()));
            }
            files.sort();
            scripts.extend(files.iter().map(|file| Script::load(file, assignment)));
        } else if path.is_file() {
            scripts.push(Script::load(path, assignment));
        } else {
            // A built-in script named as `run --script` names one.
            scripts.push(Ok(find_script(assignment, selection)?));
        }
    }
    Ok(scripts)
}

/// The built-in scripts are compiled in and tested: one that does not read
/// is croupier's bug, said as the error it is.
fn vec_of_each(scripts: Result<Vec<Script>, ScriptError>) -> Vec<Result<Script, ScriptError>> {
    match scripts {
        Ok(scripts) => scripts.into_iter().map(Ok).collect(),
        Err(error) => vec![Err(error)],
    }
}

/// One script: a file, or a built-in script by name or by its repository path.
pub fn find_script(
    assignment: &Assignment,
    name_or_path: &str,
) -> Result<Script, ScriptSelectionError> {
    let path = Path::new(name_or_path);
    if path.is_file() {
        return Ok(Script::load(path, assignment)?);
    }
    let builtins = assignment.default_scripts()?;
    let wanted = name_or_path.trim_end_matches(".yaml");
    if let Some(script) = builtins.iter().find(|script| {
        script.name == wanted
            || script.path == path
            || script.path.to_string_lossy().trim_end_matches(".yaml") == wanted
    }) {
        return Ok(script.clone());
    }
    if name_or_path.contains('/') || name_or_path.ends_with(".yaml") {
        return Err(ScriptSelectionError::Missing(path.to_path_buf()));
    }
    Err(ScriptSelectionError::UnknownBuiltin {
        name: name_or_path.to_string(),
        assignment: assignment.name.clone(),
        known: builtins
            .iter()
            .map(|script| script.name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    })
}
