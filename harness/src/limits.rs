//! Resource limits as an assignment, a script or the command line states
//! them ("10s", "1MiB"), layered: command line over script over assignment.

use std::time::Duration;

use serde::Deserialize;

use crate::raw_scalar::RawScalar;

/// Limits where each is optional, so layers can be merged.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock deadline of one run.
    pub time: Option<Duration>,
    /// Bytes of output a run may print before it is stopped.
    pub output: Option<u64>,
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
        }
    }

    pub fn time_or_default(&self) -> Duration {
        self.time.unwrap_or(DEFAULT_TIME)
    }

    pub fn output_or_default(&self) -> u64 {
        self.output.unwrap_or(DEFAULT_OUTPUT)
    }
}

/// `limits:` as a script or `assignment.yaml` writes it.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLimits {
    pub time: Option<RawScalar>,
    pub output: Option<RawScalar>,
}

impl RawLimits {
    /// Parse each limit; the error names the field (`time`, `output`) and why.
    pub fn parse(self) -> Result<Limits, (&'static str, String)> {
        let time = self
            .time
            .map(|value| parse_duration(&value.into_text()))
            .transpose()
            .map_err(|reason| ("time", reason))?;
        let output = self
            .output
            .map(|value| parse_size(&value.into_text()))
            .transpose()
            .map_err(|reason| ("output", reason))?;
        Ok(Limits { time, output })
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
            output: None,
        };
        let assignment = Limits {
            time: Some(Duration::from_secs(10)),
            output: Some(99),
        };
        assert_eq!(
            script.over(assignment),
            Limits {
                time: Some(Duration::from_secs(3)),
                output: Some(99)
            }
        );
    }
}
