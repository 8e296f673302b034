//! The rules of croupier's five assignments, written once: pure functions and
//! small state machines that the reference programs play with and the
//! harness judges transcripts with.

pub mod ceelo;
pub mod console;
pub mod craps;
pub mod game_args;
pub mod game_rules;
pub mod jawbone;
pub mod ludo;
pub mod program;
pub mod rng;
pub mod rule_values;
pub mod rules_file;
pub mod run_confinement;
pub mod war;
