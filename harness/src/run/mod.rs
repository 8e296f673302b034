//! Running a console program the way a person at a terminal would: start it under a PTY (or
//! pipes), send each input exactly when it asks for one, record everything, and end it, with
//! every process it started, at exit or at a limit.

mod child_process;
mod child_stdio;
mod input_plan;
mod input_request;
mod poll_backoff;
mod precise_timers;
mod proc_stat;
mod process_group;
mod run_error;
mod run_spec;
mod session;
mod task_probe;

pub use input_plan::InputPlan;
pub use run_error::RunError;
pub use run_spec::{DriverKind, RunLimits, RunSpec};

use crate::transcript::Transcript;

/// Runs `spec.program` to its end, answering its input requests from `plan`.
///
/// A misbehaving program (crash, timeout, flood, a request the plan cannot answer) gives a
/// transcript with that verdict; an error means croupier itself could not run it.
pub fn run(spec: &RunSpec, plan: &mut dyn InputPlan) -> Result<Transcript, RunError> {
    session::Session::start(spec)?.drive(plan)
}
