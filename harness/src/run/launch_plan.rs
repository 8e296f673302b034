//! How a run's program is started: as which user (a run account of its own when croupier is
//! root), by which command (a copy it can reach, bubblewrap around it on request), under which
//! rlimits; and what that means for containment.

use std::ffi::OsString;
use std::path::PathBuf;

use super::bubblewrap::sandboxed_command;
use super::program_access::{reachable_command, COPIES};
use super::resource_limits::ResourceLimits;
use super::run_account::{can_switch_user, RunAccount};
use super::run_error::RunError;
use super::run_processes::count_user_tasks;
use super::run_spec::{RunSpec, Sandbox};
use crate::transcript::Containment;

/// Everything decided before the fork.
#[derive(Debug)]
pub(super) struct LaunchPlan {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    /// The whole environment of the program.
    pub env: Vec<(OsString, OsString)>,
    /// The user the program runs as; held (locked) until the plan is dropped.
    pub account: Option<RunAccount>,
    pub containment: Containment,
    pub rlimits: ResourceLimits,
}

impl LaunchPlan {
    pub fn prepare(spec: &RunSpec) -> Result<LaunchPlan, RunError> {
        let prepare_error = |source| RunError::Prepare {
            working_dir: spec.working_dir.clone(),
            source,
        };
        let (account, containment) = choose_account(spec);
        let (mut program, mut args, mut env) =
            (spec.program.clone(), spec.args.clone(), spec.env.clone());
        if let Some(held) = &account {
            let reachable = reachable_command(&program, &args, &env, &spec.working_dir)
                .map_err(prepare_error)?;
            // The shim's plan and report belong to this run's user alone (0600): no other run
            // reads another's plan or writes into its report.
            for file in &spec.shared_files {
                use std::os::unix::fs::PermissionsExt;
                std::os::unix::fs::chown(file, Some(held.uid), Some(held.gid))
                    .map_err(prepare_error)?;
                std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o600))
                    .map_err(prepare_error)?;
            }
            (program, args, env) = (reachable.program, reachable.args, reachable.env);
        }
        // croupier's own reference games are not sandboxed: bwrap sets no_new_privs, under which
        // they refuse to play.
        if spec.sandbox == Sandbox::Bubblewrap && !spec.trusted {
            let copies = spec.working_dir.join(COPIES);
            let sandboxed = sandboxed_command(
                &program,
                &args,
                &env,
                &spec.shared_files,
                &spec.working_dir,
                copies.exists().then_some(copies.as_path()),
                spec.limits.file_size,
            )?;
            (program, args, env) = (sandboxed.program, sandboxed.args, sandboxed.env);
        }
        // Without a user of its own the program shares croupier's process count.
        let processes_already = match &account {
            None if !can_switch_user() => count_user_tasks(nix::unistd::getuid().as_raw()),
            _ => 0,
        };
        let rlimits = ResourceLimits::new(&spec.limits, !is_jvm(spec), processes_already);
        Ok(LaunchPlan {
            program,
            args,
            env,
            account,
            containment,
            rlimits,
        })
    }

    /// The uid all of whose processes belong to this run, if there is one.
    pub fn run_uid(&self) -> Option<u32> {
        self.account
            .as_ref()
            .filter(|account| !account.is_shared())
            .map(|account| account.uid)
    }
}

/// A JVM reserves its whole heap at start and would not start under RLIMIT_AS; its memory limit
/// is its `-Xmx`.
pub(super) fn is_jvm(spec: &RunSpec) -> bool {
    spec.program.file_name().is_some_and(|name| name == "java")
}

fn choose_account(spec: &RunSpec) -> (Option<RunAccount>, Containment) {
    if spec.trusted {
        return (None, Containment::Trusted);
    }
    if !can_switch_user() {
        return (
            None,
            Containment::NotContained(
                "croupier did not run as root, so the program ran as your own user: it could \
                 signal croupier and your other programs, and the process limit counted all of \
                 your processes"
                    .to_string(),
            ),
        );
    }
    let account = match RunAccount::acquire() {
        Ok(account) => account,
        Err(reason) => return (None, not_contained_as_root(&reason)),
    };
    let owned = nix::unistd::chown(
        &spec.working_dir,
        Some(nix::unistd::Uid::from_raw(account.uid)),
        Some(nix::unistd::Gid::from_raw(account.gid)),
    );
    match owned {
        Ok(()) if account.is_shared() => {
            let reason = format!(
                "every uid of the range {} was held by another run, so the program ran as \
                 nobody (uid {}), shared with other runs: its process limit counted theirs too, \
                 and it could signal them",
                super::run_account::configured_range_text(),
                account.uid
            );
            (Some(account), Containment::NotContained(reason))
        }
        Ok(()) => (Some(account), Containment::Contained),
        Err(errno) => (
            None,
            not_contained_as_root(&format!(
                "the working directory could not be given to uid {}: {errno}",
                account.uid
            )),
        ),
    }
}

fn not_contained_as_root(reason: &str) -> Containment {
    Containment::NotContained(format!(
        "{reason}; so the program ran as root: its process limit did not apply and it could \
         signal croupier"
    ))
}
