//! Integration tests of the `croupier` binary, driven as users drive it.

mod adversarial;
mod assignment_file;
mod bad_inputs;
mod build_failure_report;
mod ceelo_checks;
pub mod corpus;
mod craps_checks;
mod driver;
mod exact_replay;
mod forged_draw_log;
mod grade;
mod handin;
mod heldout;
mod html_report;
mod jawbone_checks;
mod ludo_checks;
mod person_driver;
mod reference_snapshots;
mod rewording;
mod rule_variants;
mod scores;
mod scripts_by_meaning;
mod shim;
mod support;
mod verify_saved;
mod war_checks;
mod wording_property;
