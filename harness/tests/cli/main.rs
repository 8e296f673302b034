//! Integration tests of the `croupier` binary, driven as users drive it.

mod adversarial;
mod assignment_file;
mod bad_inputs;
mod ceelo_checks;
pub mod corpus;
mod craps_checks;
mod driver;
mod exact_replay;
mod grade;
mod html_report;
mod jawbone_checks;
mod ludo_checks;
mod reference_snapshots;
mod rewording;
mod scores;
mod script_lint;
mod scripts_by_meaning;
mod shim;
mod support;
mod war_checks;
mod wording_property;
