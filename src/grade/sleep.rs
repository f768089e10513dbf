//! Sleeps made instant: a spec that asks for pauses (Joker Twins' `time.sleep(2)` after
//! every turn) would make every graded game last minutes, and every run time out.
//!
//! A Python program's `time.sleep` returns at once through a `sitecustomize` module that
//! Python imports at start-up from the run's `PYTHONPATH`: a folder of its own for each run,
//! which also receives the total of the seconds the program asked for, so the report can
//! say it. The output is unchanged: the program prints exactly what it would, only sooner.
//! C and C++ programs sleep for real.

use std::ffi::OsString;
use std::fs;
use std::io;

/// The module: `time.sleep` checks its argument as the real one does, adds it to the total
/// and writes the total beside itself, and returns.
const SITECUSTOMIZE: &str = r#"# Written by arbiter for one graded run: time.sleep returns at once, and the seconds
# asked for are added up in the file `asked` beside this module.
import time as _time


def _install():
    import os
    total = [0.0]
    record = os.path.join(os.path.dirname(os.path.abspath(__file__)), "asked")

    def sleep(seconds):
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(seconds).__name__)
        if seconds < 0:
            raise ValueError("sleep length must be non-negative")
        total[0] += seconds
        try:
            with open(record, "w") as out:
                out.write(repr(total[0]))
        except OSError:
            pass

    sleep.__doc__ = _time.sleep.__doc__
    _time.sleep = sleep


_install()
del _install
"#;

/// A run's folder for the instant `time.sleep`.
pub struct InstantSleep {
    dir: tempfile::TempDir,
}

impl InstantSleep {
    /// A folder holding the module, removed when dropped.
    pub fn new() -> io::Result<InstantSleep> {
        let dir = tempfile::Builder::new()
            .prefix("arbiter-sleep-")
            .tempdir()?;
        fs::write(dir.path().join("sitecustomize.py"), SITECUSTOMIZE)?;
        Ok(InstantSleep { dir })
    }

    /// The variable that puts the module first on Python's path.
    pub fn env(&self) -> (OsString, OsString) {
        ("PYTHONPATH".into(), self.dir.path().as_os_str().to_owned())
    }

    /// The seconds the program asked to sleep, in all.
    pub fn asked(&self) -> f64 {
        fs::read_to_string(self.dir.path().join("asked"))
            .ok()
            .and_then(|text| text.trim().parse().ok())
            .filter(|seconds: &f64| seconds.is_finite())
            .unwrap_or(0.0)
    }
}

#[cfg(test)]
mod tests {
    use std::process::Command;
    use std::time::Instant;

    use super::*;

    #[test]
    fn python_sleeps_return_at_once_and_are_added_up() {
        let Ok(sleep) = InstantSleep::new() else {
            return;
        };
        let (key, value) = sleep.env();
        let started = Instant::now();
        let output = Command::new("python3")
            .args([
                "-c",
                "import time\nprint('a')\ntime.sleep(2)\ntime.sleep(1.5)\nprint('b')\n\
                 try:\n    time.sleep(-1)\nexcept ValueError as e:\n    print(e)",
            ])
            .env(key, value)
            .output();
        let Ok(output) = output else {
            return; // no Python here
        };
        assert!(started.elapsed().as_secs_f64() < 2.0);
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            "a\nb\nsleep length must be non-negative\n"
        );
        assert_eq!(sleep.asked(), 3.5);
    }
}
