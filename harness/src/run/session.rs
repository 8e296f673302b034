//! One run from start to end: wait for the program, record its output, answer each input request
//! from the plan, and stop at exit, at a limit, or when the plan runs out.

use std::io;
use std::time::{Duration, Instant};

use nix::poll::{ppoll, PollFd, PollFlags};
use nix::sys::signal::Signal;
use nix::sys::time::TimeSpec;

use super::child_process::{ChildProcess, ProcessExit};
use super::child_stdio::ChildStdio;
use super::input_plan::InputPlan;
use super::input_request::InputRequestDetector;
use super::launch_plan::{is_jvm, LaunchPlan};
use super::poll_backoff::PollBackoff;
use super::precise_timers::PreciseTimers;
use super::proc_stat::parse_virtual_memory;
use super::run_error::RunError;
use super::run_spec::RunSpec;
use super::run_supervisor::{supervise_runs, ActiveRun};
use crate::transcript::{
    last_prompt, Chunk, RunEnd, TimeoutKind, Transcript, TranscriptRecorder, Verdict,
};

/// How often the program's address space is looked at while it runs, to tell a failed
/// allocation near the memory limit from any other crash.
const MEMORY_SAMPLE_INTERVAL: Duration = Duration::from_millis(2);
/// The share of the memory limit from which a crash counts as running out of memory.
const NEAR_MEMORY_LIMIT_PERCENT: u64 = 80;

/// Why the driving loop stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Ending {
    Exited,
    WallDeadline,
    OutputCap,
    PlanExhausted { last_prompt: String },
}

/// A started program and everything croupier keeps about it while it runs.
#[derive(Debug)]
pub(super) struct Session<'spec> {
    spec: &'spec RunSpec,
    stdio: ChildStdio,
    /// Dropped (every process killed) before the run account and the registration below.
    child: ChildProcess,
    _active: ActiveRun,
    plan: LaunchPlan,
    detector: InputRequestDetector,
    recorder: TranscriptRecorder,
    /// Input accepted from the plan but not yet taken by the program's terminal or pipe.
    pending_input: Vec<u8>,
    started: Instant,
    deadline: Instant,
    /// When the program last printed or was sent something (for the quiet-period fallback).
    last_activity: Instant,
    /// The largest address space seen, and when it was last looked at.
    peak_virtual_memory: u64,
    last_memory_sample: Instant,
}

impl<'spec> Session<'spec> {
    pub fn start(spec: &'spec RunSpec) -> Result<Self, RunError> {
        supervise_runs();
        let plan = LaunchPlan::prepare(spec)?;
        let (stdio, ends) = ChildStdio::open(spec.driver)?;
        let started = Instant::now();
        let child = ChildProcess::spawn(spec, &plan, ends, stdio.is_terminal())?;
        let active = ActiveRun::register(child.pid(), plan.run_uid(), spec.working_dir.clone());
        let detector = InputRequestDetector::new(child.pid(), stdio.stdin_identity());
        Ok(Session {
            spec,
            stdio,
            child,
            _active: active,
            plan,
            detector,
            recorder: TranscriptRecorder::new(),
            pending_input: Vec::new(),
            started,
            deadline: started + spec.limits.wall,
            last_activity: started,
            peak_virtual_memory: 0,
            last_memory_sample: started,
        })
    }

    /// Drives the program to its end and returns the transcript. Whatever happens, every process
    /// of the run is dead and reaped when this returns.
    pub fn drive(mut self, plan: &mut dyn InputPlan) -> Result<Transcript, RunError> {
        let ending = self.play(plan)?;
        let duration = self.started.elapsed();
        let exit = self.child.terminate().map_err(|source| RunError::Contact {
            action: "waiting for it to end",
            source,
        })?;
        let containment = self.plan.containment.clone();
        let memory_limit = (!is_jvm(self.spec)).then_some(self.spec.limits.address_space);
        let peak_memory = self.peak_virtual_memory.max(exit.peak_resident_bytes);
        let mut transcript = self.recorder.finish(RunEnd {
            verdict: Verdict::Ok,
            exit_code: exit.code,
            signal: exit.signal,
            duration,
            detail: String::new(),
            timeout: None,
            containment,
        });
        let signs = EndSigns {
            memory_limit,
            peak_memory,
            out_of_memory_error: mentions_out_of_memory_error(&transcript.chunks),
        };
        let (verdict, detail, timeout) = judge(&ending, exit, self.spec, &signs);
        transcript.end.verdict = verdict;
        transcript.end.detail = detail;
        transcript.end.timeout = timeout;
        Ok(transcript)
    }

    /// Notes the program's address space, at most every [`MEMORY_SAMPLE_INTERVAL`].
    fn sample_memory(&mut self, now: Instant) {
        if now.duration_since(self.last_memory_sample) < MEMORY_SAMPLE_INTERVAL {
            return;
        }
        self.last_memory_sample = now;
        let pid = self.child.pid().as_raw();
        if let Some(bytes) = std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .ok()
            .and_then(|stat| parse_virtual_memory(&stat))
        {
            self.peak_virtual_memory = self.peak_virtual_memory.max(bytes);
        }
    }

    fn play(&mut self, plan: &mut dyn InputPlan) -> Result<Ending, RunError> {
        let _precise_timers = PreciseTimers::for_this_thread();
        let mut backoff = PollBackoff::new();
        loop {
            if self.drain_output()? {
                return Ok(Ending::OutputCap);
            }
            if self.child.has_exited() {
                // Output written before the exit is all readable now.
                return Ok(if self.drain_output()? {
                    Ending::OutputCap
                } else {
                    Ending::Exited
                });
            }
            self.stdio.write_input(&mut self.pending_input)?;
            let now = Instant::now();
            if self.pending_input.is_empty()
                && self.stdio.unread_input() == 0
                && self.detector.is_waiting(now, self.last_activity)
            {
                if self.drain_output()? {
                    return Ok(Ending::OutputCap);
                }
                let shown = self.recorder.output_since_last_input();
                let Some(line) = plan.next_input(&shown) else {
                    return Ok(Ending::PlanExhausted {
                        last_prompt: last_prompt(&shown).to_string(),
                    });
                };
                self.recorder.push_input(&line);
                self.pending_input.extend_from_slice(line.as_bytes());
                self.pending_input.push(b'\n');
                self.detector.mark_answered();
                self.stdio.write_input(&mut self.pending_input)?;
                self.last_activity = Instant::now();
                backoff.reset();
                continue;
            }
            if now >= self.deadline {
                return Ok(Ending::WallDeadline);
            }
            self.sample_memory(now);
            let wait = backoff.next_wait().min(self.deadline - now);
            if self.wait_for_activity(wait)? {
                backoff.reset();
            }
        }
    }

    /// Reads the output that is ready; true when it went over the output cap.
    fn drain_output(&mut self) -> Result<bool, RunError> {
        let drained = self
            .stdio
            .drain_output(&mut self.recorder, self.spec.limits.output_bytes)?;
        if drained.bytes > 0 {
            self.last_activity = Instant::now();
        }
        Ok(drained.over_cap)
    }

    /// Sleeps until output arrives, the program exits, pending input can be written, or `wait`
    /// passes; true when something happened.
    fn wait_for_activity(&mut self, wait: Duration) -> Result<bool, RunError> {
        let mut fds: Vec<PollFd<'_>> = self
            .stdio
            .open_outputs()
            .map(|fd| PollFd::new(fd, PollFlags::POLLIN))
            .collect();
        if let Some(exit_notice) = self.child.exit_notice() {
            fds.push(PollFd::new(exit_notice, PollFlags::POLLIN));
        }
        if !self.pending_input.is_empty() {
            fds.push(PollFd::new(self.stdio.input_fd(), PollFlags::POLLOUT));
        }
        match ppoll(&mut fds, Some(TimeSpec::from_duration(wait)), None) {
            Ok(ready) => Ok(ready > 0),
            Err(nix::errno::Errno::EINTR) => Ok(false),
            Err(errno) => Err(RunError::Contact {
                action: "waiting for it",
                source: io::Error::from(errno),
            }),
        }
    }
}

/// What else the end of a run tells about why the program ended.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct EndSigns {
    /// RLIMIT_AS, for a native program.
    memory_limit: Option<u64>,
    /// The largest address space or resident set seen.
    peak_memory: u64,
    /// A JVM said `java.lang.OutOfMemoryError`.
    out_of_memory_error: bool,
}

/// The verdict, the sentence for a student and the clock that ran out, from why the loop stopped
/// and how the process ended.
fn judge(
    ending: &Ending,
    exit: ProcessExit,
    spec: &RunSpec,
    signs: &EndSigns,
) -> (Verdict, String, Option<TimeoutKind>) {
    let limits = &spec.limits;
    match ending {
        Ending::Exited => {
            if exit.code == Some(0) {
                return (Verdict::Ok, "exited with code 0".to_string(), None);
            }
            let crash = match (exit.code, exit.signal) {
                (Some(code), _) => format!("exited with code {code}"),
                (None, Some(signal)) => format!("killed by {}", signal_name(signal)),
                (None, None) => "ended without an exit code".to_string(),
            };
            let cpu_used_up = exit.signal == Some(libc::SIGXCPU)
                || (exit.signal == Some(libc::SIGKILL) && exit.cpu_time >= limits.cpu);
            if cpu_used_up {
                let detail = format!(
                    "used up its CPU time limit of {} ({crash})",
                    describe_duration(limits.cpu)
                );
                return (Verdict::Timeout, detail, Some(TimeoutKind::Cpu));
            }
            if signs.out_of_memory_error {
                let detail = format!("ran out of memory: java.lang.OutOfMemoryError ({crash})");
                return (Verdict::MemoryLimit, detail, None);
            }
            if let Some(limit) = signs.memory_limit {
                if signs.peak_memory >= limit / 100 * NEAR_MEMORY_LIMIT_PERCENT {
                    let detail = format!(
                        "ran out of memory: it used close to its limit of {}, then {crash}",
                        describe_bytes(limit)
                    );
                    return (Verdict::MemoryLimit, detail, None);
                }
            }
            match exit.signal {
                // croupier sends SIGKILL only after the loop ends: this one came from elsewhere.
                Some(libc::SIGKILL) => (
                    Verdict::MemoryLimit,
                    format!("{crash}, which croupier did not send: most likely the system's out-of-memory killer"),
                    None,
                ),
                Some(libc::SIGXFSZ) => (
                    Verdict::Crash,
                    format!(
                        "{crash}: it wrote a file past the file size limit of {}",
                        describe_bytes(limits.file_size)
                    ),
                    None,
                ),
                _ => (Verdict::Crash, crash, None),
            }
        }
        Ending::WallDeadline => (
            Verdict::Timeout,
            format!("wall deadline of {} passed", describe_duration(limits.wall)),
            Some(TimeoutKind::Wall),
        ),
        Ending::OutputCap => (
            Verdict::OutputLimit,
            format!(
                "printed more than the output limit of {} bytes",
                limits.output_bytes
            ),
            None,
        ),
        Ending::PlanExhausted { last_prompt } => (
            Verdict::NeedsMoreInput,
            format!("asked for input after the script's last line; its last prompt was: '{last_prompt}'"),
            None,
        ),
    }
}

/// Whether the output holds a JVM's report of a failed allocation.
fn mentions_out_of_memory_error(chunks: &[Chunk]) -> bool {
    const NEEDLE: &[u8] = b"java.lang.OutOfMemoryError";
    chunks.iter().any(|chunk| match chunk {
        Chunk::Output { bytes, .. } => bytes.windows(NEEDLE.len()).any(|window| window == NEEDLE),
        Chunk::Input { .. } => false,
    })
}

/// "64 MiB", "1.5 KiB", "100 bytes".
fn describe_bytes(bytes: u64) -> String {
    const UNITS: [(&str, u64); 3] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)];
    for (unit, size) in UNITS {
        if bytes >= size {
            let value = bytes as f64 / size as f64;
            return if bytes % size == 0 {
                format!("{} {unit}", bytes / size)
            } else {
                format!("{value:.1} {unit}")
            };
        }
    }
    format!("{bytes} bytes")
}

fn signal_name(signal: i32) -> String {
    Signal::try_from(signal)
        .map(|known| known.as_str().to_string())
        .unwrap_or_else(|_| format!("signal {signal}"))
}

/// "10s", "1.5s", "250ms": how a limit reads in a message.
fn describe_duration(duration: Duration) -> String {
    let millis = duration.as_millis();
    if millis >= 1000 && millis % 1000 == 0 {
        format!("{}s", millis / 1000)
    } else if millis >= 1000 {
        format!("{}s", duration.as_secs_f64())
    } else {
        format!("{millis}ms")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_people_write_limits() {
        let table = [
            (Duration::from_secs(10), "10s"),
            (Duration::from_millis(1500), "1.5s"),
            (Duration::from_millis(250), "250ms"),
        ];
        for (duration, text) in table {
            assert_eq!(describe_duration(duration), text);
        }
    }

    #[test]
    fn sizes_read_as_people_write_limits() {
        let table = [
            (64 << 20, "64 MiB"),
            (1536, "1.5 KiB"),
            (100, "100 bytes"),
            (2 << 30, "2 GiB"),
        ];
        for (bytes, text) in table {
            assert_eq!(describe_bytes(bytes), text);
        }
    }

    #[test]
    fn endings_become_verdicts_with_a_sentence() {
        let mut spec = RunSpec::new("/bin/true", "/");
        spec.limits.address_space = 64 << 20;
        spec.limits.cpu = Duration::from_secs(2);
        spec.limits.file_size = 1 << 20;
        let exited = |code, signal| ProcessExit {
            code,
            signal,
            ..ProcessExit::default()
        };
        let killed = exited(None, Some(libc::SIGKILL));
        let spun = ProcessExit {
            cpu_time: Duration::from_millis(2500),
            ..killed
        };
        let calm = EndSigns::default();
        let near_limit = EndSigns {
            memory_limit: Some(64 << 20),
            peak_memory: 60 << 20,
            out_of_memory_error: false,
        };
        let far_from_limit = EndSigns {
            peak_memory: 3 << 20,
            ..near_limit
        };
        let jvm_out_of_memory = EndSigns {
            out_of_memory_error: true,
            ..calm
        };
        let segv = exited(None, Some(libc::SIGSEGV));
        let table = [
            (Ending::Exited, exited(Some(0), None), calm, Verdict::Ok, "exited with code 0", None),
            (Ending::Exited, exited(Some(3), None), calm, Verdict::Crash, "exited with code 3", None),
            (Ending::Exited, segv, far_from_limit, Verdict::Crash, "killed by SIGSEGV", None),
            (
                Ending::Exited,
                segv,
                near_limit,
                Verdict::MemoryLimit,
                "ran out of memory: it used close to its limit of 64 MiB, then killed by SIGSEGV",
                None,
            ),
            (
                Ending::Exited,
                exited(Some(1), None),
                jvm_out_of_memory,
                Verdict::MemoryLimit,
                "ran out of memory: java.lang.OutOfMemoryError (exited with code 1)",
                None,
            ),
            (
                Ending::Exited,
                exited(None, Some(libc::SIGXCPU)),
                calm,
                Verdict::Timeout,
                "used up its CPU time limit of 2s (killed by SIGXCPU)",
                Some(TimeoutKind::Cpu),
            ),
            (
                Ending::Exited,
                spun,
                calm,
                Verdict::Timeout,
                "used up its CPU time limit of 2s (killed by SIGKILL)",
                Some(TimeoutKind::Cpu),
            ),
            (
                Ending::Exited,
                killed,
                calm,
                Verdict::MemoryLimit,
                "killed by SIGKILL, which croupier did not send: most likely the system's out-of-memory killer",
                None,
            ),
            (
                Ending::Exited,
                exited(None, Some(libc::SIGXFSZ)),
                calm,
                Verdict::Crash,
                "killed by SIGXFSZ: it wrote a file past the file size limit of 1 MiB",
                None,
            ),
            (
                Ending::WallDeadline,
                killed,
                calm,
                Verdict::Timeout,
                "wall deadline of 10s passed",
                Some(TimeoutKind::Wall),
            ),
            (
                Ending::OutputCap,
                killed,
                calm,
                Verdict::OutputLimit,
                "printed more than the output limit of 1048576 bytes",
                None,
            ),
            (
                Ending::PlanExhausted {
                    last_prompt: "Enter a wager: ".to_string(),
                },
                killed,
                calm,
                Verdict::NeedsMoreInput,
                "asked for input after the script's last line; its last prompt was: 'Enter a wager: '",
                None,
            ),
        ];
        for (ending, exit, signs, verdict, detail, timeout) in table {
            assert_eq!(
                judge(&ending, exit, &spec, &signs),
                (verdict, detail.to_string(), timeout),
                "{ending:?} {exit:?}"
            );
        }
    }

    #[test]
    fn a_jvm_out_of_memory_report_is_found_in_the_output() {
        let output = |bytes: &[u8]| Chunk::Output {
            stream: crate::transcript::Stream::Stderr,
            bytes: bytes.to_vec(),
        };
        let chunks = [output(
            b"Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n",
        )];
        assert!(mentions_out_of_memory_error(&chunks));
        assert!(!mentions_out_of_memory_error(&[output(b"OutOfMemory")]));
    }
}
