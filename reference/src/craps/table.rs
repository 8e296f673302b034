//! The players at the table and their bank rolls: who may play, who bets
//! against the shooter, how a pass moves the money, who shoots next, and
//! when one player has cleaned house.
//!
//! Bank rolls and bets are plain slices indexed by seat (the spec's
//! `bankRollArray` and `betAmountArray`), so the harness can judge the
//! numbers a transcript shows with the same functions.

use super::craps_rules::CrapsRules;
use super::pass::PassResult;

/// Why a number of players was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PlayerCountError {
    #[error("Please enter a number of players from {low} to {high}.")]
    OutOfRange { low: usize, high: usize },
}

/// Why a player name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerNameError {
    #[error("Please enter a name.")]
    Empty,
    /// Names tell players apart in every line, so no two may be alike.
    #[error("{0} is already playing; please enter a different name.")]
    Taken(String),
}

/// Why bank rolls and bets do not describe one pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    #[error("{bankrolls} bank rolls but {bets} bets")]
    LengthMismatch { bankrolls: usize, bets: usize },
    #[error("there is no player {0} to shoot")]
    NoSuchShooter(usize),
    #[error("the shooter cannot bet against themselves")]
    ShooterBetsAgainstSelf,
}

/// A number of players the table seats (two to six in the spec).
pub fn check_player_count(rules: &CrapsRules, count: i64) -> Result<usize, PlayerCountError> {
    usize::try_from(count)
        .ok()
        .filter(|count| rules.player_counts().contains(count))
        .ok_or(PlayerCountError::OutOfRange {
            low: rules.min_players,
            high: rules.max_players,
        })
}

/// A name is valid when it is not empty and no seated player has it
/// (compared without regard to case).
pub fn check_player_name(name: &str, seated: &[String]) -> Result<String, PlayerNameError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(PlayerNameError::Empty);
    }
    match seated.iter().find(|other| other.eq_ignore_ascii_case(name)) {
        Some(other) => Err(PlayerNameError::Taken(other.clone())),
        None => Ok(name.to_string()),
    }
}

/// The opponents asked for a bet, in seat order: everyone but the shooter,
/// skipping players at $0.
pub fn opponents_in_order(bankrolls: &[i64], shooter: usize) -> Vec<usize> {
    (0..bankrolls.len())
        .filter(|&seat| seat != shooter && bankrolls[seat] > 0)
        .collect()
}

/// The bank rolls after a pass. `bets[seat]` is what each opponent took of
/// the action (0 for the shooter and for those who did not bet). A winning
/// shooter collects every bet; a losing one pays each opponent their bet,
/// which is only the covered part of the shooter's own bet. Money is
/// neither made nor lost.
pub fn settle_pass(
    bankrolls: &[i64],
    shooter: usize,
    bets: &[i64],
    result: PassResult,
) -> Result<Vec<i64>, SettleError> {
    if bankrolls.len() != bets.len() {
        return Err(SettleError::LengthMismatch {
            bankrolls: bankrolls.len(),
            bets: bets.len(),
        });
    }
    if shooter >= bankrolls.len() {
        return Err(SettleError::NoSuchShooter(shooter));
    }
    if bets[shooter] != 0 {
        return Err(SettleError::ShooterBetsAgainstSelf);
    }
    let shooter_gains = match result {
        PassResult::ShooterWins => 1,
        PassResult::ShooterLoses => -1,
    };
    let covered: i64 = bets.iter().sum();
    let mut after = bankrolls.to_vec();
    for (seat, bankroll) in after.iter_mut().enumerate() {
        if seat == shooter {
            *bankroll += shooter_gains * covered;
        } else {
            *bankroll -= shooter_gains * bets[seat];
        }
    }
    Ok(after)
}

/// The players a pass cleaned out: money before it, none after.
pub fn cleaned_out(before: &[i64], after: &[i64]) -> Vec<usize> {
    before
        .iter()
        .zip(after)
        .enumerate()
        .filter(|&(_, (&had, &has))| had > 0 && has <= 0)
        .map(|(seat, _)| seat)
        .collect()
}

/// Who takes the dice from `current`: the next seat round the table that
/// still has money (`None` when nobody else has any).
pub fn next_shooter(bankrolls: &[i64], current: usize) -> Option<usize> {
    let seats = bankrolls.len();
    (1..seats)
        .map(|offset| (current + offset) % seats)
        .find(|&seat| bankrolls[seat] > 0)
}

/// The player who has cleaned house: the only one left with money.
pub fn game_winner(bankrolls: &[i64]) -> Option<usize> {
    let mut with_money = (0..bankrolls.len()).filter(|&seat| bankrolls[seat] > 0);
    match (with_money.next(), with_money.next()) {
        (Some(winner), None) => Some(winner),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::craps::betting::Action;

    const SPEC: CrapsRules = CrapsRules::SPEC;
    const MIN_BET: i64 = SPEC.minimum_bet;
    const STARTING_BANKROLL: i64 = SPEC.starting_bank;
    use crate::rng::{ChaChaSource, RandomSource};
    use PassResult::*;

    #[test]
    fn two_to_six_players() {
        let table = [
            (2, Ok(2)),
            (6, Ok(6)),
            (4, Ok(4)),
            (1, Err(PlayerCountError::OutOfRange { low: 2, high: 6 })),
            (7, Err(PlayerCountError::OutOfRange { low: 2, high: 6 })),
            (0, Err(PlayerCountError::OutOfRange { low: 2, high: 6 })),
            (-3, Err(PlayerCountError::OutOfRange { low: 2, high: 6 })),
        ];
        for (count, expected) in table {
            assert_eq!(check_player_count(&SPEC, count), expected, "{count}");
        }
    }

    #[test]
    fn names_are_not_empty_and_not_taken() {
        let seated = vec!["Bill".to_string()];
        let table = [
            ("Tony", Ok("Tony".to_string())),
            ("  Mary Ann ", Ok("Mary Ann".to_string())),
            ("", Err(PlayerNameError::Empty)),
            ("   ", Err(PlayerNameError::Empty)),
            ("bill", Err(PlayerNameError::Taken("Bill".to_string()))),
        ];
        for (name, expected) in table {
            assert_eq!(check_player_name(name, &seated), expected, "{name:?}");
        }
    }

    #[test]
    fn opponents_are_asked_in_seat_order_skipping_the_broke() {
        let table: &[(&[i64], usize, &[usize])] = &[
            (&[100, 100], 0, &[1]),
            (&[100, 100, 100, 100], 2, &[0, 1, 3]),
            (&[100, 0, 100, 0, 100], 0, &[2, 4]),
            (&[0, 150, 150], 2, &[1]),
        ];
        for &(bankrolls, shooter, expected) in table {
            assert_eq!(opponents_in_order(bankrolls, shooter), expected);
        }
    }

    #[test]
    fn passes_settle_between_shooter_and_opponents() {
        // Bank rolls, shooter, bets, result, bank rolls after.
        type SettleCase<'a> = (&'a [i64], usize, &'a [i64], PassResult, &'a [i64]);
        let table: &[SettleCase] = &[
            // The spec's example: $60 covered by $20 and $40.
            (
                &[100, 100, 100, 100],
                0,
                &[0, 20, 40, 0],
                ShooterWins,
                &[160, 80, 60, 100],
            ),
            (
                &[100, 100, 100, 100],
                0,
                &[0, 20, 40, 0],
                ShooterLoses,
                &[40, 120, 140, 100],
            ),
            // $100 bet, only $60 covered: the shooter loses $60, not $100.
            (
                &[100, 100, 100, 100],
                0,
                &[0, 20, 20, 20],
                ShooterLoses,
                &[40, 120, 120, 120],
            ),
            // The two-player sample: all in, the shooter takes the pot.
            (&[100, 100], 0, &[0, 100], ShooterWins, &[200, 0]),
            (&[30, 170], 1, &[30, 0], ShooterWins, &[0, 200]),
        ];
        for &(bankrolls, shooter, bets, result, expected) in table {
            let after = settle_pass(bankrolls, shooter, bets, result).unwrap();
            assert_eq!(after, expected, "{bankrolls:?} {bets:?} {result:?}");
            assert_eq!(after.iter().sum::<i64>(), bankrolls.iter().sum::<i64>());
        }
    }

    #[test]
    fn settling_refuses_bets_that_describe_no_pass() {
        let table: &[(&[i64], usize, &[i64], SettleError)] = &[
            (
                &[100, 100],
                0,
                &[0, 10, 10],
                SettleError::LengthMismatch {
                    bankrolls: 2,
                    bets: 3,
                },
            ),
            (&[100, 100], 2, &[0, 10], SettleError::NoSuchShooter(2)),
            (
                &[100, 100],
                0,
                &[10, 10],
                SettleError::ShooterBetsAgainstSelf,
            ),
        ];
        for &(bankrolls, shooter, bets, error) in table {
            assert_eq!(
                settle_pass(bankrolls, shooter, bets, ShooterWins),
                Err(error)
            );
        }
    }

    #[test]
    fn random_games_conserve_money_and_end_with_one_winner() {
        for seed in 0..50 {
            let mut chance = ChaChaSource::new(seed);
            let players = 2 + chance.below(5) as usize;
            let mut bankrolls = vec![STARTING_BANKROLL; players];
            let total = STARTING_BANKROLL * players as i64;
            let mut shooter = 0;
            let mut passes = 0;
            while game_winner(&bankrolls).is_none() {
                passes += 1;
                assert!(passes < 100_000, "seed {seed} never ends");
                let steps = |limit: i64, chance: &mut ChaChaSource| {
                    MIN_BET * (1 + i64::from(chance.below((limit / MIN_BET) as u32)))
                };
                let mut action = Action::new(steps(bankrolls[shooter], &mut chance));
                let mut bets = vec![0; players];
                for seat in opponents_in_order(&bankrolls, shooter) {
                    if action.is_covered() {
                        break;
                    }
                    let limit = action.remaining().min(bankrolls[seat]);
                    bets[seat] = action
                        .take(&SPEC, steps(limit, &mut chance), bankrolls[seat])
                        .unwrap();
                }
                let result = if chance.below(2) == 0 {
                    ShooterWins
                } else {
                    ShooterLoses
                };
                let after = settle_pass(&bankrolls, shooter, &bets, result).unwrap();
                assert_eq!(after.iter().sum::<i64>(), total, "seed {seed}");
                assert!(after.iter().all(|&bankroll| bankroll >= 0), "{after:?}");
                for seat in cleaned_out(&bankrolls, &after) {
                    assert_eq!(after[seat], 0);
                    assert!(bankrolls[seat] > 0);
                }
                bankrolls = after;
                if game_winner(&bankrolls).is_some() {
                    break;
                }
                if bankrolls[shooter] == 0 || chance.below(2) == 0 {
                    shooter = next_shooter(&bankrolls, shooter).unwrap();
                }
            }
            let winner = game_winner(&bankrolls).unwrap();
            assert_eq!(bankrolls[winner], total, "seed {seed}");
        }
    }

    #[test]
    fn cleaned_out_players_are_named_once() {
        assert_eq!(cleaned_out(&[100, 100, 20], &[200, 0, 20]), [1]);
        // Already at $0 before the pass: not cleaned out again.
        assert_eq!(cleaned_out(&[180, 0, 20], &[200, 0, 0]), [2]);
        assert!(cleaned_out(&[100, 100], &[90, 110]).is_empty());
    }

    #[test]
    fn the_dice_pass_round_the_table_to_players_with_money() {
        let table: &[(&[i64], usize, Option<usize>)] = &[
            (&[100, 100, 100], 0, Some(1)),
            (&[100, 100, 100], 2, Some(0)),
            (&[100, 0, 100], 0, Some(2)),
            (&[0, 150, 0, 150], 3, Some(1)),
            (&[0, 200], 1, None),
        ];
        for &(bankrolls, current, expected) in table {
            assert_eq!(
                next_shooter(bankrolls, current),
                expected,
                "{bankrolls:?} {current}"
            );
        }
    }

    #[test]
    fn the_game_ends_when_one_player_holds_everything() {
        let table: &[(&[i64], Option<usize>)] = &[
            (&[200, 0], Some(0)),
            (&[0, 0, 300], Some(2)),
            (&[100, 100], None),
            (&[0, 150, 150], None),
        ];
        for &(bankrolls, expected) in table {
            assert_eq!(game_winner(bankrolls), expected, "{bankrolls:?}");
        }
    }
}
