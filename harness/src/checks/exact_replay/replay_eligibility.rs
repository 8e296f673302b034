//! When a run's game can be compared with the reference's: whose draws
//! croupier controlled, whether the spec fixes the draw, and whether the
//! script's rigged draws covered the whole game on both sides.

use super::ReplayGame;
use crate::build::RunnableKind;
use crate::shim::Randomness;

/// The game to compare the student's run in, or why it cannot be compared
/// with the reference's (the reference's own side is `reference_skip_reason`).
pub fn comparable_game(
    game: Option<ReplayGame>,
    kind: &RunnableKind,
    randomness: &Randomness,
    dice: &[u32],
) -> Result<ReplayGame, String> {
    match student_skip_reason(game, kind, randomness, dice) {
        Some(reason) => Err(reason),
        None => game.ok_or_else(|| NO_EVENT_READER.to_string()),
    }
}

const NO_EVENT_READER: &str = "croupier cannot read this assignment's games as events yet";

fn student_skip_reason(
    game: Option<ReplayGame>,
    kind: &RunnableKind,
    randomness: &Randomness,
    dice: &[u32],
) -> Option<String> {
    // The reference itself is compared with a second play of its own: its
    // arguments pin its draws, so the two must be the same game (a check
    // that the script and the reference game are deterministic).
    let not_pinned = randomness.not_pinned_reason();
    match kind {
        RunnableKind::NativeFromC | RunnableKind::Reference => {}
        // Java draws reach croupier through its java.util.Random patch only.
        RunnableKind::Java => {
            if let Some(reason) = not_pinned {
                return Some(reason.to_string());
            }
        }
        RunnableKind::Other => {
            return Some(not_pinned.map_or_else(
                || "croupier did not build this program from C sources".to_string(),
                str::to_string,
            ))
        }
    }
    let Some(game) = game else {
        return Some(NO_EVENT_READER.to_string());
    };
    if *kind == RunnableKind::Reference {
        return None;
    }
    if *kind == RunnableKind::Java && game.spec_fixes_the_draw() {
        return Some(
            "the spec fixes this game's draws as glibc's, which a Java program does not make"
                .to_string(),
        );
    }
    // Without rigged draws, War and the jawbone need nothing from the shim:
    // their specs fix the seeding and the draw, and glibc is glibc even when
    // linked statically.
    if let (Some(reason), false) = (not_pinned, dice.is_empty() && game.spec_fixes_the_draw()) {
        return Some(reason.to_string());
    }
    if game.spec_fixes_the_draw() {
        return None;
    }
    if dice.is_empty() {
        return Some(
            "this script does not rig the game's draws (no `dice:`), and the spec leaves how a \
             random number becomes a die face to each program, so only a fully rigged game can \
             be compared with the reference's"
                .to_string(),
        );
    }
    if randomness.dice_ran_out() {
        return Some(format!(
            "the program drew more than the script's {} rigged draws, so the rest of its game \
             came from its own mapping of the seeded generator",
            dice.len()
        ));
    }
    None
}

/// Why the reference's run of a script cannot serve as the one to compare
/// with: it drew past the script's rigged draws, where the spec lets a
/// correct program turn the remaining draws into other faces.
pub fn reference_skip_reason(
    game: ReplayGame,
    reference_draws: Option<usize>,
    dice: &[u32],
) -> Option<String> {
    if game.spec_fixes_the_draw() {
        return None;
    }
    let draws = reference_draws?;
    (draws > dice.len()).then(|| {
        format!(
            "the script rigs {} draws but the reference's game drew {draws}, so the script does \
             not rig the whole game (a script to fix, not the program)",
            dice.len()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shim::DrawReport;

    fn shimmed(used: usize, ran_out: bool) -> Randomness {
        Randomness::Shimmed {
            pinned_seed: Some(7),
            draws: DrawReport {
                loaded: true,
                rigged_draws_used: used,
                dice_ran_out: ran_out,
                draws: Vec::new(),
            },
        }
    }

    fn not_pinned(reason: &str) -> Randomness {
        Randomness::NotPinned {
            reason: reason.to_string(),
        }
    }

    #[test]
    fn each_run_is_compared_or_skipped_with_its_reason() {
        use ReplayGame::{Ceelo, Craps, Jawbone, Ludo, War};
        use RunnableKind::{Java, NativeFromC, Other, Reference};
        let rigged: &[u32] = &[6, 6, 6];
        let java = "the program made no java.util.Random";
        let statically = "the program is statically linked";
        /// The game, the program's kind, its draws, the script's dice, and
        /// the start of the reason it is skipped (None: it is compared).
        type Case<'a> = (
            Option<ReplayGame>,
            RunnableKind,
            Randomness,
            &'a [u32],
            Option<&'a str>,
        );
        let table: Vec<Case> = vec![
            (Some(War), NativeFromC, shimmed(0, false), &[], None),
            (Some(Jawbone), NativeFromC, shimmed(0, false), &[], None),
            (Some(War), NativeFromC, not_pinned(statically), &[], None),
            (
                Some(Jawbone),
                NativeFromC,
                not_pinned(statically),
                rigged,
                Some(statically),
            ),
            (Some(Jawbone), NativeFromC, shimmed(3, true), rigged, None),
            (Some(Ceelo), NativeFromC, shimmed(3, false), rigged, None),
            (Some(Ludo), NativeFromC, shimmed(2, false), rigged, None),
            (
                Some(Ceelo),
                NativeFromC,
                shimmed(0, false),
                &[],
                Some("this script does not rig"),
            ),
            (
                Some(Ludo),
                NativeFromC,
                shimmed(3, true),
                rigged,
                Some("the program drew more than the script's 3"),
            ),
            (
                Some(Ceelo),
                NativeFromC,
                not_pinned(statically),
                rigged,
                Some(statically),
            ),
            (Some(War), Java, not_pinned(java), &[], Some(java)),
            (None, Java, not_pinned(java), rigged, Some(java)),
            // exact-replay judges Java Craps: the patch rigged every draw.
            (Some(Craps), Java, shimmed(3, false), rigged, None),
            (Some(Craps), Java, not_pinned(java), rigged, Some(java)),
            (
                Some(Craps),
                Java,
                shimmed(3, true),
                rigged,
                Some("the program drew more than the script's 3"),
            ),
            (
                Some(Craps),
                Java,
                shimmed(0, false),
                &[],
                Some("this script does not rig"),
            ),
            (
                Some(War),
                Java,
                shimmed(0, false),
                &[],
                Some("the spec fixes this game's draws"),
            ),
            (
                Some(Ceelo),
                Other,
                not_pinned("croupier did not build"),
                rigged,
                Some("croupier did not build"),
            ),
            (
                Some(War),
                Reference,
                Randomness::Reference {
                    draws: DrawReport::default(),
                },
                &[],
                None,
            ),
            (
                Some(Ceelo),
                Reference,
                Randomness::Reference {
                    draws: DrawReport::default(),
                },
                rigged,
                None,
            ),
            // The reference against itself: its own arguments pin every draw.
            (
                Some(Ludo),
                Reference,
                Randomness::Reference {
                    draws: DrawReport::default(),
                },
                &[],
                None,
            ),
            (
                None,
                NativeFromC,
                shimmed(0, false),
                &[],
                Some("croupier cannot read"),
            ),
        ];
        for (game, kind, randomness, dice, expected) in table {
            let compared = comparable_game(game, &kind, &randomness, dice);
            match (&compared, expected) {
                (Ok(compared), None) => assert_eq!(Some(*compared), game),
                (Err(reason), Some(start)) if reason.starts_with(start) => {}
                _ => panic!("{game:?} {kind:?} {randomness:?} {dice:?}: got {compared:?}, expected {expected:?}"),
            }
        }
    }

    #[test]
    fn the_reference_must_not_draw_past_the_rigged_list() {
        let dice = [1, 2, 3, 4, 5, 6];
        let table = [
            (ReplayGame::Ceelo, Some(6), false),
            (ReplayGame::Ceelo, Some(3), false),
            (ReplayGame::Ceelo, Some(9), true),
            (ReplayGame::Ludo, Some(7), true),
            (ReplayGame::Jawbone, Some(70), false),
            (ReplayGame::War, None, false),
        ];
        for (game, draws, skipped) in table {
            let reason = reference_skip_reason(game, draws, &dice);
            assert_eq!(reason.is_some(), skipped, "{game:?} {draws:?}: {reason:?}");
        }
    }
}
