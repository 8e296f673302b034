//! The rlimits a program starts under, computed before the fork and set between fork and exec
//! with nothing but setrlimit (async-signal-safe).

use std::io;

use super::run_spec::RunLimits;

/// The stack a program gets: the usual default, whatever croupier's own is.
const STACK_BYTES: u64 = 8 << 20;

/// One rlimit to set: soft and hard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ResourceLimit {
    resource: libc::__rlimit_resource_t,
    soft: u64,
    hard: u64,
}

/// Every rlimit of a run, ready to apply in the child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct ResourceLimits {
    limits: [ResourceLimit; 7],
    count: usize,
}

impl ResourceLimits {
    /// `limits` as rlimits. `address_space` is false for a JVM; `processes_already` is how many
    /// processes the program's user has before it starts (0 for a run's own user).
    pub fn new(limits: &RunLimits, address_space: bool, processes_already: u64) -> Self {
        // RLIMIT_CPU counts whole seconds: the kernel sends SIGXCPU at the soft limit, SIGKILL a
        // second later for a program that ignores it.
        let cpu_seconds = limits.cpu.as_secs() + u64::from(limits.cpu.subsec_nanos() > 0);
        let cpu_seconds = cpu_seconds.max(1);
        let both = |resource, value| ResourceLimit {
            resource,
            soft: value,
            hard: value,
        };
        let mut all = [both(libc::RLIMIT_CORE, 0); 7];
        let mut count = 1;
        let mut push = |limit| {
            all[count] = limit;
            count += 1;
        };
        push(ResourceLimit {
            resource: libc::RLIMIT_CPU,
            soft: cpu_seconds,
            hard: cpu_seconds + 1,
        });
        push(both(libc::RLIMIT_FSIZE, limits.file_size));
        push(both(libc::RLIMIT_NOFILE, limits.open_files));
        push(both(
            libc::RLIMIT_NPROC,
            processes_already.saturating_add(limits.processes),
        ));
        push(both(
            libc::RLIMIT_STACK,
            STACK_BYTES.min(limits.address_space),
        ));
        if address_space {
            push(both(libc::RLIMIT_AS, limits.address_space));
        }
        ResourceLimits { limits: all, count }
    }

    /// Sets each limit on the calling process; never raises one above croupier's own hard limit.
    /// Runs between fork and exec.
    pub fn apply(&self) -> io::Result<()> {
        for limit in &self.limits[..self.count] {
            let mut current = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            // SAFETY: getrlimit writes one rlimit through the pointer, which outlives the call.
            if unsafe { libc::getrlimit(limit.resource, &mut current) } != 0 {
                return Err(io::Error::last_os_error());
            }
            let hard = limit.hard.min(current.rlim_max);
            let wanted = libc::rlimit {
                rlim_cur: limit.soft.min(hard),
                rlim_max: hard,
            };
            // SAFETY: setrlimit reads one rlimit through the pointer, which outlives the call.
            if unsafe { libc::setrlimit(limit.resource, &wanted) } != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        Ok(())
    }

    #[cfg(test)]
    fn get(&self, resource: libc::__rlimit_resource_t) -> Option<(u64, u64)> {
        self.limits[..self.count]
            .iter()
            .find(|limit| limit.resource == resource)
            .map(|limit| (limit.soft, limit.hard))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn limits_become_rlimits() {
        let limits = RunLimits {
            cpu: Duration::from_millis(1500),
            address_space: 64 << 20,
            file_size: 1 << 20,
            open_files: 16,
            processes: 8,
            ..RunLimits::default()
        };
        let native = ResourceLimits::new(&limits, true, 0);
        let table = [
            (libc::RLIMIT_CORE, Some((0, 0))),
            (libc::RLIMIT_CPU, Some((2, 3))),
            (libc::RLIMIT_FSIZE, Some((1 << 20, 1 << 20))),
            (libc::RLIMIT_NOFILE, Some((16, 16))),
            (libc::RLIMIT_NPROC, Some((8, 8))),
            (libc::RLIMIT_STACK, Some((8 << 20, 8 << 20))),
            (libc::RLIMIT_AS, Some((64 << 20, 64 << 20))),
        ];
        for (resource, expected) in table {
            assert_eq!(native.get(resource), expected, "resource {resource}");
        }
        let jvm = ResourceLimits::new(&limits, false, 100);
        assert_eq!(jvm.get(libc::RLIMIT_AS), None);
        assert_eq!(jvm.get(libc::RLIMIT_NPROC), Some((108, 108)));
    }
}
