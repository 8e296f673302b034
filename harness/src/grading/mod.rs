//! Grading a class: finding the students, slicing the class into shards,
//! grading them in parallel into a results folder a rerun resumes from, and
//! the gradebook over those results.

mod class_grader;
mod class_roster;
mod expected_outcomes;
mod gradebook;
mod grading_error;
mod grading_progress;
mod result_store;
mod shard;
mod student_name;

pub use class_grader::{ClassGrader, ClassRun};
pub use class_roster::{discover_class, Student};
pub use expected_outcomes::ExpectedOutcomes;
pub use gradebook::Gradebook;
pub use grading_error::GradingError;
pub use grading_progress::GradingProgress;
pub use result_store::{ResultStore, GRADEBOOK_FILE, REPORT_FILE};
pub use shard::Shard;
pub use student_name::escaped_name;
