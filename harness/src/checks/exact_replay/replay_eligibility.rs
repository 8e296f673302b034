//! When a run's game can be compared with the reference's: croupier must
//! know every draw the program made (the seed shim's, the Java patch's or
//! the reference's own log).

use crate::script_run::ScriptRun;

/// Why `run` cannot be compared with the reference's game, if it cannot.
pub fn replay_skip_reason(run: &ScriptRun) -> Option<String> {
    if run.behaviour.draws.is_some() {
        return None;
    }
    Some(
        run.randomness
            .not_pinned_reason()
            .unwrap_or("croupier has no log of the program's draws")
            .to_string(),
    )
}
