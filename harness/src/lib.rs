//! croupier: drives console game programs through YAML scripts, records what
//! they print, and judges it against the rules of the game.

pub mod assignment;
pub mod build;
pub mod limits;
pub mod raw_scalar;
pub mod script;
pub mod submission;
