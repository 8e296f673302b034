//! Running a console program the way a person at a terminal would: start it under a PTY (or
//! pipes), send each input exactly when it asks for one, record everything, and end it, with
//! every process it started, at exit or at a limit.

mod bubblewrap;
mod build_account;
mod child_process;
mod child_stdio;
mod compiler_process;
mod input_plan;
mod input_request;
mod launch_plan;
mod poll_backoff;
mod precise_timers;
mod proc_stat;
mod program_access;
mod resource_limits;
mod run_account;
mod run_error;
mod run_processes;
mod run_spec;
mod run_supervisor;
mod session;
mod task_probe;

pub use bubblewrap::find_bubblewrap;
pub use build_account::{BuildAccount, BuildAccountError};
pub use compiler_process::{
    run_contained_compiler, CompilerCommand, CompilerContainment, CompilerEnd, CompilerLimits,
};
pub use input_plan::InputPlan;
pub use run_error::RunError;
pub use run_spec::{DriverKind, RunLimits, RunSpec, Sandbox};

use crate::transcript::Transcript;

/// Runs `spec.program` to its end, answering its input requests from `plan`.
///
/// A misbehaving program (crash, timeout, flood, a request the plan cannot answer) gives a
/// transcript with that verdict; an error means croupier itself could not run it.
pub fn run(spec: &RunSpec, plan: &mut dyn InputPlan) -> Result<Transcript, RunError> {
    session::Session::start(spec)?.drive(plan)
}
