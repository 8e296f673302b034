//! Problems with the values of a YAML file's fields, found while validating
//! what serde read, each placed at its line and column like serde's own
//! errors, and all of a file's listed at once.

mod field_locator;
mod field_problem;

pub use field_locator::{locate, Location, Spot};
pub use field_problem::{render_problems, FieldProblem, FieldProblems, LocatedProblem};
