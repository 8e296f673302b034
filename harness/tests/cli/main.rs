//! Integration tests of the `croupier` binary, driven as users drive it.

mod bad_inputs;
pub mod corpus;
mod craps_checks;
mod driver;
mod reference_snapshots;
mod support;
