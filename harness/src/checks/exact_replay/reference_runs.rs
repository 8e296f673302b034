//! The reference's play of each script, made once per checker and shared by
//! every student it checks (grading runs students in parallel).

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use super::ReplayEventAt;
use crate::behaviour::Behaviour;

/// What exact replay needs of the reference's run of one script.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferencePlay {
    /// The transcript as a person saw it, for quoting its lines.
    pub text: String,
    pub events: Vec<ReplayEventAt>,
    /// Its dialogue and its draws.
    pub behaviour: Behaviour,
}

/// The reference's plays, by script. A script is played once even when many
/// threads ask for it at the same time: the first plays it, the others wait.
#[derive(Debug, Default)]
pub struct ReferenceRuns {
    plays: Mutex<HashMap<ScriptKey, Arc<PlaySlot>>>,
}

/// One script's play, filled by the first thread to ask for it.
type PlaySlot = OnceLock<Result<Arc<ReferencePlay>, String>>;

/// A script as the reference plays it: where it came from and its name
/// (two scripts of one name from different folders are different games).
type ScriptKey = (PathBuf, String);

impl ReferenceRuns {
    /// The reference's play of the script at `path` named `name`, made by
    /// `play` the first time it is asked for; `Err` says why the reference
    /// could not play it (remembered too: it would fail again).
    pub fn get_or_play(
        &self,
        path: PathBuf,
        name: String,
        play: impl FnOnce() -> Result<ReferencePlay, String>,
    ) -> Result<Arc<ReferencePlay>, String> {
        let slot = {
            // A panic while holding the lock leaves the map itself intact.
            let mut plays = self
                .plays
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            Arc::clone(plays.entry((path, name)).or_default())
        };
        slot.get_or_init(|| play().map(Arc::new)).clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn play_named(text: &str) -> ReferencePlay {
        ReferencePlay {
            text: text.to_string(),
            events: Vec::new(),
            behaviour: Behaviour::default(),
        }
    }

    #[test]
    fn each_script_is_played_once_across_threads() {
        let runs = ReferenceRuns::default();
        let plays = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..8 {
                scope.spawn(|| {
                    for script in ["a", "b"] {
                        let play = runs
                            .get_or_play(PathBuf::from(script), script.to_string(), || {
                                plays.fetch_add(1, Ordering::SeqCst);
                                std::thread::sleep(std::time::Duration::from_millis(20));
                                Ok(play_named(script))
                            })
                            .unwrap();
                        assert_eq!(play.text, script);
                    }
                });
            }
        });
        assert_eq!(plays.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn a_failed_play_is_remembered_with_its_reason() {
        let runs = ReferenceRuns::default();
        let first = runs.get_or_play(PathBuf::from("x"), "x".into(), || Err("no".into()));
        let second = runs.get_or_play(PathBuf::from("x"), "x".into(), || Ok(play_named("late")));
        assert_eq!(first, Err("no".to_string()));
        assert_eq!(second, Err("no".to_string()));
    }
}
