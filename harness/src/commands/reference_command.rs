//! `croupier __reference <game> [args]`: the built-in reference programs, so
//! `reference` needs no other binary installed.

use std::ffi::OsString;

use reference::program::run_with_args;

use super::Outcome;

pub fn play_reference(game: &str, args: Vec<OsString>) -> Outcome {
    let argv = std::iter::once(OsString::from(game)).chain(args);
    let code = match game {
        "ceelo" => run_with_args::<reference::ceelo::CeeloProgram>(argv),
        "war" => run_with_args::<reference::war::WarProgram>(argv),
        "ludo" => run_with_args::<reference::ludo::LudoProgram>(argv),
        "jawbone" => run_with_args::<reference::jawbone::JawboneProgram>(argv),
        "craps" => run_with_args::<reference::craps::CrapsProgram>(argv),
        other => {
            eprintln!("error: no reference game '{other}'");
            return Outcome::Exit(2);
        }
    };
    Outcome::Exit(if code == std::process::ExitCode::SUCCESS {
        0
    } else {
        1
    })
}
