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
use super::poll_backoff::PollBackoff;
use super::precise_timers::PreciseTimers;
use super::run_error::RunError;
use super::run_spec::RunSpec;
use crate::transcript::{last_prompt, RunEnd, Transcript, TranscriptRecorder, Verdict};

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
    child: ChildProcess,
    detector: InputRequestDetector,
    recorder: TranscriptRecorder,
    /// Input accepted from the plan but not yet taken by the program's terminal or pipe.
    pending_input: Vec<u8>,
    started: Instant,
    deadline: Instant,
    /// When the program last printed or was sent something (for the quiet-period fallback).
    last_activity: Instant,
}

impl<'spec> Session<'spec> {
    pub fn start(spec: &'spec RunSpec) -> Result<Self, RunError> {
        let (stdio, ends) = ChildStdio::open(spec.driver)?;
        let started = Instant::now();
        let child = ChildProcess::spawn(spec, ends, stdio.is_terminal())?;
        let detector = InputRequestDetector::new(child.pid(), stdio.stdin_identity());
        Ok(Session {
            spec,
            stdio,
            child,
            detector,
            recorder: TranscriptRecorder::new(),
            pending_input: Vec::new(),
            started,
            deadline: started + spec.limits.wall,
            last_activity: started,
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
        let (verdict, detail) = judge(&ending, exit, self.spec);
        Ok(self.recorder.finish(RunEnd {
            verdict,
            exit_code: exit.code,
            signal: exit.signal,
            duration,
            detail,
        }))
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

/// The verdict and the sentence for a student, from why the loop stopped and how the process ended.
fn judge(ending: &Ending, exit: ProcessExit, spec: &RunSpec) -> (Verdict, String) {
    match ending {
        Ending::Exited => match (exit.code, exit.signal) {
            (Some(0), _) => (Verdict::Ok, "exited with code 0".to_string()),
            (Some(code), _) => (Verdict::Crash, format!("exited with code {code}")),
            (None, Some(signal)) => (Verdict::Crash, format!("killed by {}", signal_name(signal))),
            (None, None) => (Verdict::Crash, "ended without an exit code".to_string()),
        },
        Ending::WallDeadline => (
            Verdict::Timeout,
            format!(
                "wall deadline of {} passed",
                describe_duration(spec.limits.wall)
            ),
        ),
        Ending::OutputCap => (
            Verdict::OutputLimit,
            format!(
                "printed more than the output limit of {} bytes",
                spec.limits.output_bytes
            ),
        ),
        Ending::PlanExhausted { last_prompt } => (
            Verdict::NeedsMoreInput,
            format!("asked for input after the script's last line; its last prompt was: '{last_prompt}'"),
        ),
    }
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
    fn endings_become_verdicts_with_a_sentence() {
        let spec = RunSpec::new("/bin/true", "/");
        let exited = |code, signal| ProcessExit { code, signal };
        let killed = exited(None, Some(libc::SIGKILL));
        let table = [
            (Ending::Exited, exited(Some(0), None), Verdict::Ok, "exited with code 0"),
            (Ending::Exited, exited(Some(3), None), Verdict::Crash, "exited with code 3"),
            (
                Ending::Exited,
                exited(None, Some(libc::SIGSEGV)),
                Verdict::Crash,
                "killed by SIGSEGV",
            ),
            (Ending::WallDeadline, killed, Verdict::Timeout, "wall deadline of 10s passed"),
            (
                Ending::OutputCap,
                killed,
                Verdict::OutputLimit,
                "printed more than the output limit of 1048576 bytes",
            ),
            (
                Ending::PlanExhausted {
                    last_prompt: "Enter a wager: ".to_string(),
                },
                killed,
                Verdict::NeedsMoreInput,
                "asked for input after the script's last line; its last prompt was: 'Enter a wager: '",
            ),
        ];
        for (ending, exit, verdict, detail) in table {
            assert_eq!(judge(&ending, exit, &spec), (verdict, detail.to_string()));
        }
    }
}
