//! Resource limits as an assignment, a script or the command line states
//! them ("10s", "1MiB"), layered: command line over script over assignment.

use std::ffi::OsString;
use std::time::Duration;

use serde::Deserialize;

use crate::raw_scalar::RawScalar;
use crate::run::RunLimits;

/// Limits where each is optional, so layers can be merged.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock deadline of one run.
    pub time: Option<Duration>,
    /// Bytes of output a run may print before it is stopped.
    pub output: Option<u64>,
    /// CPU time of each process of the run (RLIMIT_CPU, whole seconds, rounded up).
    pub cpu: Option<Duration>,
    /// Memory: the address space of a native program (RLIMIT_AS), the heap of a JVM (`-Xmx`).
    pub memory: Option<u64>,
    /// Largest file the program may write (RLIMIT_FSIZE).
    pub file_size: Option<u64>,
    /// Descriptors the program may hold open (RLIMIT_NOFILE).
    pub open_files: Option<u64>,
    /// Processes and threads the program may have at once (RLIMIT_NPROC).
    pub processes: Option<u64>,
    /// Processor time judging one run may take (the checks not judged by then are not judged).
    pub judge_time: Option<Duration>,
}

/// Limits that apply when no layer sets one.
pub const DEFAULT_TIME: Duration = Duration::from_secs(10);
pub const DEFAULT_OUTPUT: u64 = 1 << 20;

impl Limits {
    /// `self` where set, else `fallback`.
    pub fn over(self, fallback: Limits) -> Limits {
        Limits {
            time: self.time.or(fallback.time),
            output: self.output.or(fallback.output),
            cpu: self.cpu.or(fallback.cpu),
            memory: self.memory.or(fallback.memory),
            file_size: self.file_size.or(fallback.file_size),
            open_files: self.open_files.or(fallback.open_files),
            processes: self.processes.or(fallback.processes),
            judge_time: self.judge_time.or(fallback.judge_time),
        }
    }

    pub fn judge_time_or_default(&self) -> Duration {
        self.judge_time.unwrap_or(crate::checks::DEFAULT_JUDGE_TIME)
    }

    pub fn time_or_default(&self) -> Duration {
        self.time.unwrap_or(DEFAULT_TIME)
    }

    pub fn output_or_default(&self) -> u64 {
        self.output.unwrap_or(DEFAULT_OUTPUT)
    }

    /// What the process driver enforces, each unset limit at the driver's default.
    pub fn run_limits(&self) -> RunLimits {
        let defaults = RunLimits::default();
        RunLimits {
            wall: self.time_or_default(),
            output_bytes: self.output_or_default(),
            cpu: self.cpu.unwrap_or(defaults.cpu),
            address_space: self.memory.unwrap_or(defaults.address_space),
            file_size: self.file_size.unwrap_or(defaults.file_size),
            open_files: self.open_files.unwrap_or(defaults.open_files),
            processes: self.processes.unwrap_or(defaults.processes),
        }
    }

    /// A JVM's arguments with the memory limit as its heap size: a JVM does not start under a
    /// small RLIMIT_AS, so the limit becomes `-Xmx` (replacing the run command's own) when a layer
    /// sets one; without one, the assignment's `build.java_run` keeps its `-Xmx`.
    pub fn java_heap_args(&self, args: &[OsString]) -> Vec<OsString> {
        let Some(memory) = self.memory else {
            return args.to_vec();
        };
        let heap = OsString::from(format!("-Xmx{}k", (memory / 1024).max(2048)));
        std::iter::once(heap)
            .chain(
                args.iter()
                    .filter(|arg| !arg.to_string_lossy().starts_with("-Xmx"))
                    .cloned(),
            )
            .collect()
    }
}

/// `limits:` as a script or `assignment.yaml` writes it.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLimits {
    pub time: Option<RawScalar>,
    pub output: Option<RawScalar>,
    pub cpu: Option<RawScalar>,
    pub memory: Option<RawScalar>,
    pub file_size: Option<RawScalar>,
    pub open_files: Option<RawScalar>,
    pub processes: Option<RawScalar>,
    pub judge_time: Option<RawScalar>,
}

impl RawLimits {
    /// Parse each limit; the errors name each wrong field (`time`,
    /// `output`, ...) and why, all of them.
    pub fn parse(self) -> Result<Limits, Vec<(&'static str, String)>> {
        let mut problems = Vec::new();
        let mut field = |name: &'static str,
                         value: Option<RawScalar>,
                         parse: fn(&str) -> Result<u64, String>| {
            value.and_then(|value| match parse(&value.into_text()) {
                Ok(parsed) => Some(parsed),
                Err(reason) => {
                    problems.push((name, reason));
                    None
                }
            })
        };
        let nanos = |text: &str| parse_duration(text).map(|duration| duration.as_nanos() as u64);
        let limits = Limits {
            time: field("time", self.time, nanos).map(Duration::from_nanos),
            output: field("output", self.output, parse_size),
            cpu: field("cpu", self.cpu, nanos).map(Duration::from_nanos),
            memory: field("memory", self.memory, parse_size),
            file_size: field("file_size", self.file_size, parse_size),
            open_files: field("open_files", self.open_files, parse_count),
            processes: field("processes", self.processes, parse_count),
            judge_time: field("judge_time", self.judge_time, nanos).map(Duration::from_nanos),
        };
        if problems.is_empty() {
            Ok(limits)
        } else {
            Err(problems)
        }
    }
}

/// A count of at least one ("64").
pub fn parse_count(text: &str) -> Result<u64, String> {
    let text = text.trim();
    match text.parse::<u64>() {
        Ok(count) if count >= 1 => Ok(count),
        _ => Err(format!("'{text}' is not a count of at least 1")),
    }
}

/// "10s", "500ms", "2m", or a bare number of seconds.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let (number, unit) = split_number(text);
    let value: f64 = number
        .parse()
        .map_err(|_| format!("'{text}' is not a duration (write e.g. 10s, 500ms, 2m)"))?;
    let seconds = match unit.trim() {
        "" | "s" | "sec" | "secs" => value,
        "ms" => value / 1000.0,
        "m" | "min" => value * 60.0,
        other => return Err(format!("'{other}' is not a time unit (use ms, s or m)")),
    };
    if !(seconds > 0.0 && seconds <= 24.0 * 3600.0) {
        return Err(format!("'{text}' must be above 0 and at most 24 hours"));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// "1MiB", "64KiB", "2MB", "1000" (bytes).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let (number, unit) = split_number(text);
    let value: f64 = number
        .parse()
        .map_err(|_| format!("'{text}' is not a size (write e.g. 1MiB, 64KiB, 4096)"))?;
    let scale: f64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "k" | "kb" => 1e3,
        "kib" => 1024.0,
        "m" | "mb" => 1e6,
        "mib" => 1024.0 * 1024.0,
        "g" | "gb" => 1e9,
        "gib" => 1024.0 * 1024.0 * 1024.0,
        other => {
            return Err(format!(
                "'{other}' is not a size unit (use B, KiB, MiB, GiB)"
            ))
        }
    };
    let bytes = value * scale;
    if !(bytes >= 1.0 && bytes < u64::MAX as f64) {
        return Err(format!("'{text}' must be at least one byte"));
    }
    Ok(bytes as u64)
}

fn split_number(text: &str) -> (&str, &str) {
    let end = text
        .find(|character: char| !(character.is_ascii_digit() || character == '.'))
        .unwrap_or(text.len());
    text.split_at(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_in_every_unit() {
        let cases = [
            ("10s", 10_000),
            ("500ms", 500),
            ("2m", 120_000),
            ("3", 3_000),
            ("1.5s", 1_500),
        ];
        for (text, millis) in cases {
            assert_eq!(
                parse_duration(text),
                Ok(Duration::from_millis(millis)),
                "{text}"
            );
        }
        for bad in ["", "ten", "10h", "0s", "-1s"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_parse_in_every_unit() {
        let cases = [
            ("1MiB", 1 << 20),
            ("64KiB", 65_536),
            ("2MB", 2_000_000),
            ("4096", 4096),
        ];
        for (text, bytes) in cases {
            assert_eq!(parse_size(text), Ok(bytes), "{text}");
        }
        for bad in ["", "lots", "1TiB", "0"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn layers_fill_only_what_is_unset() {
        let script = Limits {
            time: Some(Duration::from_secs(3)),
            memory: Some(1 << 20),
            ..Limits::default()
        };
        let assignment = Limits {
            time: Some(Duration::from_secs(10)),
            output: Some(99),
            memory: Some(2 << 20),
            processes: Some(5),
            ..Limits::default()
        };
        assert_eq!(
            script.over(assignment),
            Limits {
                time: Some(Duration::from_secs(3)),
                output: Some(99),
                memory: Some(1 << 20),
                processes: Some(5),
                ..Limits::default()
            }
        );
    }

    #[test]
    fn every_limit_parses_from_yaml_and_errors_name_the_field() {
        let raw: RawLimits = serde_yaml::from_str(
            "{time: 2s, output: 64KiB, cpu: 1, memory: 64MiB, file_size: 1MiB, open_files: 16, processes: 8, judge_time: 20s}",
        )
        .unwrap();
        assert_eq!(
            raw.parse(),
            Ok(Limits {
                time: Some(Duration::from_secs(2)),
                output: Some(65_536),
                cpu: Some(Duration::from_secs(1)),
                memory: Some(64 << 20),
                file_size: Some(1 << 20),
                open_files: Some(16),
                processes: Some(8),
                judge_time: Some(Duration::from_secs(20)),
            })
        );
        let table: [(&str, &[&str]); 5] = [
            ("{processes: 0}", &["processes"]),
            ("{open_files: many}", &["open_files"]),
            ("{memory: 0}", &["memory"]),
            ("{cpu: 10h}", &["cpu"]),
            // Every wrong limit is named, not only the first.
            (
                "{time: soon, memory: lots, processes: 0}",
                &["time", "memory", "processes"],
            ),
        ];
        for (yaml, fields) in table {
            let raw: RawLimits = serde_yaml::from_str(yaml).unwrap();
            let wrong: Vec<&str> = raw
                .parse()
                .unwrap_err()
                .iter()
                .map(|(field, _)| *field)
                .collect();
            assert_eq!(wrong, fields, "{yaml}");
        }
    }

    #[test]
    fn unset_limits_take_their_defaults() {
        let limits = Limits {
            cpu: Some(Duration::from_secs(2)),
            ..Limits::default()
        }
        .run_limits();
        assert_eq!(limits.cpu, Duration::from_secs(2));
        assert_eq!(limits.wall, DEFAULT_TIME);
        assert_eq!(limits.address_space, RunLimits::default().address_space);
        assert_eq!(limits.processes, RunLimits::default().processes);
    }

    #[test]
    fn a_memory_limit_replaces_the_jvm_heap_size() {
        let args: Vec<OsString> = ["-Xmx256m", "-Xss16m", "-cp", "classes", "Craps"]
            .map(OsString::from)
            .to_vec();
        assert_eq!(Limits::default().java_heap_args(&args), args);
        let limited = Limits {
            memory: Some(64 << 20),
            ..Limits::default()
        };
        assert_eq!(
            limited.java_heap_args(&args),
            ["-Xmx65536k", "-Xss16m", "-cp", "classes", "Craps"].map(OsString::from)
        );
    }
}
