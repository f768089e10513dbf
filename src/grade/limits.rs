//! The limits a submission runs under, their defaults, and how sizes and durations are
//! written on the command line and in reports.
//!
//! Sizes are a number with an optional suffix `K`, `M` or `G` (powers of 1024; `KiB`,
//! `MB` and lower case are read too): `1048576`, `512K`, `1M`, `1.5G`. Durations are
//! seconds, decimals allowed, with an optional `s`: `10`, `0.5`, `2.5s`.

use std::time::Duration;

use crate::grade::run::{self, Limits, Program, Termination};

/// Wall time a run may take: `--timeout`.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
/// Standard output a run may print: `--max-output`.
pub const DEFAULT_MAX_OUTPUT: u64 = 1 << 20;
/// Address space a run may reserve: `--memory-limit`. Generous for a console game in C,
/// C++ or Python (an interpreter reserves a few tens of MiB), small enough that a runaway
/// allocation on every core cannot exhaust a grading machine.
pub const DEFAULT_MEMORY: u64 = 2 << 30;
/// The longest `--timeout` accepted: a day.
const MAX_TIMEOUT: Duration = Duration::from_secs(24 * 60 * 60);

/// How many times its golden's length a case's run may print when that is more than
/// `--max-output`: a case that plays a whole game in any layout prints a few hundred KiB
/// from the reference, and a program that is more talkative (a board after each refusal)
/// must not be stopped for it.
pub const OUTPUT_PER_GOLDEN: u64 = 4;

/// How many times `--timeout` a run may last in all while it keeps making progress
/// (reading its input, printing): only a program that trickles output for ever meets it.
pub const WALL_PER_TIMEOUT: u32 = 10;

/// The limits of one case's runs: the grading run's, with room for `OUTPUT_PER_GOLDEN`
/// times the case's golden (`golden_len` bytes) when that is more than its output limit,
/// and its CPU time and whole wall time grown in the same proportion: a case that plays a
/// whole game of 600 turns asks more of a program than one of a few turns. The time a run
/// may wait on nothing stays as given.
pub fn for_case(limits: &Limits, golden_len: usize) -> Limits {
    let room = (golden_len as u64).saturating_mul(OUTPUT_PER_GOLDEN);
    if room <= limits.max_output {
        return *limits;
    }
    let factor = room as f64 / limits.max_output.max(1) as f64;
    Limits {
        max_output: room,
        wall_time: limits.wall_time.mul_f64(factor),
        cpu_time: limits.cpu_time.map(|cpu| cpu.mul_f64(factor)),
        ..*limits
    }
}

/// The limits of the runs of a grading run, as the command line gave them: `timeout` is
/// how long a run may wait on nothing, and it may last `WALL_PER_TIMEOUT` times that in all.
pub fn limits(timeout: Duration, max_output: u64, memory: u64, cpu_time: Duration) -> Limits {
    Limits {
        wall_time: timeout.saturating_mul(WALL_PER_TIMEOUT),
        idle_time: Some(timeout),
        max_output,
        memory: Some(memory),
        cpu_time: Some(cpu_time),
    }
}

/// The time a run may wait on nothing under `limits`: what `--timeout` gave.
pub fn timeout(limits: &Limits) -> Duration {
    limits.idle_time.unwrap_or(limits.wall_time)
}

/// Refuses a memory limit under which no program can start: the dynamic loader itself
/// needs a few MiB, and a program that cannot be loaded crashes before its first line, so
/// every case would be blamed on the students. `true` is the smallest program a system has.
pub fn check_memory_floor(memory: u64) -> Result<(), String> {
    let probe = run::run(
        &Program::new(["true"]),
        b"",
        &Limits {
            cpu_time: None,
            wall_time: Duration::from_secs(10),
            idle_time: None,
            max_output: 1024,
            memory: Some(memory),
        },
    );
    match probe.status {
        Termination::Exited(0) => Ok(()),
        // No `true` to try: the runs will say what they meet.
        Termination::FailedToStart(_) => Ok(()),
        _ => Err(format!(
            "--memory-limit {}: no program can start under it (even `true` could not): C and C++ programs need about 16M, Python about 64M; the default is {}",
            format_size(memory),
            format_size(DEFAULT_MEMORY)
        )),
    }
}

/// Parses a size such as `512K` or `1.5M` into bytes; zero is refused.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let bad = || {
        format!("{text:?} is not a size: write bytes, or a number with K, M or G (512K, 1M, 2G)")
    };
    let trimmed = text.trim();
    let lower = trimmed.to_ascii_lowercase();
    let unit_at = lower
        .find(|ch: char| !ch.is_ascii_digit() && ch != '.')
        .unwrap_or(lower.len());
    let (number, unit) = lower.split_at(unit_at);
    let multiplier: u64 = match unit.trim() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        _ => return Err(bad()),
    };
    let bytes = if number.contains('.') {
        let value: f64 = number.parse().map_err(|_| bad())?;
        let bytes = (value * multiplier as f64).round();
        if !(bytes.is_finite() && bytes < u64::MAX as f64) {
            return Err(bad());
        }
        bytes as u64
    } else {
        let value: u64 = number.parse().map_err(|_| bad())?;
        value.checked_mul(multiplier).ok_or_else(bad)?
    };
    if bytes == 0 {
        return Err(format!("{text:?}: a size must be more than 0 bytes"));
    }
    Ok(bytes)
}

/// Parses seconds such as `10`, `0.5` or `2.5s`; zero and more than a day are refused.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let trimmed = text.trim();
    let number = trimmed.strip_suffix('s').unwrap_or(trimmed).trim();
    let bad = || format!("{text:?} is not a number of seconds (10, 0.5, 2.5s)");
    if number.starts_with('-') {
        return Err(format!(
            "{text:?}: a time limit must be more than 0 seconds"
        ));
    }
    if number.is_empty() || !number.chars().all(|ch| ch.is_ascii_digit() || ch == '.') {
        return Err(bad());
    }
    let seconds: f64 = number.parse().map_err(|_| bad())?;
    if seconds <= 0.0 {
        return Err(format!(
            "{text:?}: a time limit must be more than 0 seconds"
        ));
    }
    let duration = Duration::try_from_secs_f64(seconds).map_err(|_| bad())?;
    if duration > MAX_TIMEOUT {
        return Err(format!("{text:?}: a time limit can be a day at most"));
    }
    Ok(duration)
}

/// A size as people read it: `1 MiB`, `512 KiB`, `1.5 GiB`, `100 bytes`.
pub fn format_size(bytes: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    for (size, unit) in UNITS {
        if bytes >= size {
            let value = bytes as f64 / size as f64;
            return format!("{} {unit}", trim_decimals(value));
        }
    }
    match bytes {
        1 => "1 byte".to_string(),
        _ => format!("{bytes} bytes"),
    }
}

/// A duration in seconds as people read it: `10 s`, `0.5 s`, `1.25 s`.
pub fn format_seconds(duration: Duration) -> String {
    format!("{} s", trim_decimals(duration.as_secs_f64()))
}

/// A number with at most two decimals and no trailing zeros.
fn trim_decimals(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_take_binary_suffixes() {
        let cases = [
            ("1048576", 1 << 20),
            ("512K", 512 << 10),
            ("512k", 512 << 10),
            ("1M", 1 << 20),
            ("1MiB", 1 << 20),
            ("1 MB", 1 << 20),
            ("2G", 2 << 30),
            ("1.5M", 3 << 19),
            ("0.5K", 512),
            ("7b", 7),
        ];
        for (text, bytes) in cases {
            assert_eq!(parse_size(text), Ok(bytes), "{text}");
        }
    }

    #[test]
    fn a_case_with_a_long_golden_gets_room_for_four_of_it() {
        let given = limits(DEFAULT_TIMEOUT, 1 << 20, DEFAULT_MEMORY, DEFAULT_TIMEOUT);
        assert_eq!(for_case(&given, 1000), given);
        assert_eq!(for_case(&given, 1 << 18), given);
        let long = for_case(&given, 400_000);
        assert_eq!(long.max_output, 1_600_000);
        assert_eq!(
            (long.idle_time, long.memory),
            (given.idle_time, given.memory)
        );
        // Its CPU time and its whole wall time grow with its output.
        let factor = 1_600_000.0 / f64::from(1 << 20);
        assert_eq!(long.cpu_time, Some(DEFAULT_TIMEOUT.mul_f64(factor)));
        assert_eq!(long.wall_time, (DEFAULT_TIMEOUT * 10).mul_f64(factor));
        assert_eq!(timeout(&long), DEFAULT_TIMEOUT);
    }

    #[test]
    fn bad_sizes_say_how_to_write_one() {
        for text in [
            "",
            "M",
            "1T",
            "-1M",
            "1..5M",
            "lots",
            "1M2",
            "99999999999999999999G",
        ] {
            let err = parse_size(text).unwrap_err();
            assert!(err.contains("not a size"), "{text:?} gave {err}");
        }
        assert!(parse_size("0").unwrap_err().contains("more than 0"));
        assert!(parse_size("0.0001K").unwrap_err().contains("more than 0"));
    }

    #[test]
    fn seconds_take_decimals() {
        assert_eq!(parse_seconds("10"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_seconds("2.5s"), Ok(Duration::from_millis(2500)));
        for text in ["", "s", "1e3", "ten", "1.2.3", "nan", "inf"] {
            let err = parse_seconds(text).unwrap_err();
            assert!(
                err.contains("not a number of seconds"),
                "{text:?} gave {err}"
            );
        }
        assert!(parse_seconds("0").unwrap_err().contains("more than 0"));
        assert!(parse_seconds("-1").unwrap_err().contains("more than 0"));
        assert!(
            parse_seconds("86401")
                .unwrap_err()
                .contains("a day at most")
        );
    }

    #[test]
    fn sizes_and_seconds_read_back() {
        assert_eq!(format_size(1 << 20), "1 MiB");
        assert_eq!(format_size(3 << 19), "1.5 MiB");
        assert_eq!(format_size(2 << 30), "2 GiB");
        assert_eq!(format_size(512 << 10), "512 KiB");
        assert_eq!(format_size(1000), "1000 bytes");
        assert_eq!(format_size(1), "1 byte");
        assert_eq!(format_seconds(Duration::from_secs(10)), "10 s");
        assert_eq!(format_seconds(Duration::from_millis(500)), "0.5 s");
        assert_eq!(format_seconds(Duration::from_millis(1250)), "1.25 s");
        for text in ["1M", "1.5M", "2G", "512K"] {
            let bytes = parse_size(text).unwrap();
            assert_eq!(parse_size(&format_size(bytes)), Ok(bytes));
        }
    }
}
