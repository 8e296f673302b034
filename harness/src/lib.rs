//! croupier: drives console game programs through YAML scripts, records what
//! they print, and judges it against the rules of the game.

pub mod assignment;
pub mod behaviour;
pub mod build;
pub mod checker;
pub mod checks;
pub mod cli;
pub mod commands;
pub mod expected_play;
pub mod grading;
pub mod limits;
pub mod points;
pub mod raw_scalar;
pub mod reading;
pub mod report;
pub mod run;
pub mod saved_transcript;
pub mod script;
pub mod script_lint;
pub mod script_notes;
pub mod script_run;
pub mod script_selection;
pub mod shell_command;
pub mod shim;
pub mod stale_temp_files;
pub mod submission;
pub mod transcript;
pub mod yaml_field;
