//! croupier: drives console game programs through scripts and judges what they print.

pub mod run;
pub mod transcript;
