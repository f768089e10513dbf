//! Sleeps made instant: a spec that asks for pauses (Joker Twins' `time.sleep(2)` after
//! every turn) would make every graded game last minutes, and every run time out.
//!
//! A Python program's `time.sleep` returns at once through a `sitecustomize` module that
//! Python imports at start-up from the run's `PYTHONPATH`: a folder of its own for each run,
//! which also receives the total of the seconds the program asked for, so the report can
//! say it. A C or C++ program's `sleep`, `usleep`, `nanosleep` and relative
//! `clock_nanosleep` return at once through a small library on its `LD_PRELOAD` (see
//! [`super::preload`]); libfaketime would also do, where installed, but it changes the clock too, which a game
//! that seeds from `time()` should keep. The output is unchanged: the program prints
//! exactly what it would, only sooner.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::grade::run::Program;
use crate::grade::scratch::Scratch;
use crate::sandbox::Paths;

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

/// The preloaded library: each call adds what it was asked to the total, writes the total
/// to the file `$ARBITER_SLEEP_RECORD`, and returns as if the time had passed.
const PRELOAD_C: &str = r#"#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double total;

static void asked(double seconds) {
    total += seconds;
    const char *path = getenv("ARBITER_SLEEP_RECORD");
    if (path == NULL) return;
    FILE *out = fopen(path, "w");
    if (out == NULL) return;
    fprintf(out, "%.9g", total);
    fclose(out);
}

unsigned int sleep(unsigned int seconds) {
    asked(seconds);
    return 0;
}

int usleep(useconds_t microseconds) {
    asked(microseconds / 1e6);
    return 0;
}

int nanosleep(const struct timespec *request, struct timespec *remaining) {
    if (request == NULL || request->tv_sec < 0 || request->tv_nsec < 0 ||
        request->tv_nsec > 999999999) {
        errno = EINVAL;
        return -1;
    }
    asked(request->tv_sec + request->tv_nsec / 1e9);
    if (remaining != NULL) {
        remaining->tv_sec = 0;
        remaining->tv_nsec = 0;
    }
    return 0;
}

int clock_nanosleep(clockid_t clock, int flags, const struct timespec *request,
                    struct timespec *remaining) {
    (void) clock;
    if (request == NULL || request->tv_nsec < 0 || request->tv_nsec > 999999999) return EINVAL;
    if (!(flags & TIMER_ABSTIME)) asked(request->tv_sec + request->tv_nsec / 1e9);
    if (remaining != NULL && !(flags & TIMER_ABSTIME)) {
        remaining->tv_sec = 0;
        remaining->tv_nsec = 0;
    }
    return 0;
}
"#;

/// The preloaded library, built on first use; `None` when no compiler could build it (C and
/// C++ programs then sleep for real).
fn preload_library() -> Option<&'static Path> {
    static BUILT: OnceLock<Option<PathBuf>> = OnceLock::new();
    BUILT.get_or_init(build_preload).as_deref()
}

fn build_preload() -> Option<PathBuf> {
    super::preload::build("instant-sleep", PRELOAD_C)
}

/// A run's folder for the instant sleeps.
pub struct InstantSleep {
    /// `None` once given back.
    dir: Option<Scratch>,
}

/// The module's file in the folder.
const MODULE: &str = "sitecustomize.py";

impl InstantSleep {
    /// A folder holding the module, emptied of the run's totals and kept for the thread's
    /// next run when dropped (see [`Scratch`]).
    pub fn new() -> io::Result<InstantSleep> {
        let dir = Scratch::take("arbiter-sleep-")?;
        let module = dir.path().join(MODULE);
        if fs::read(&module).ok().as_deref() != Some(SITECUSTOMIZE.as_bytes()) {
            fs::write(&module, SITECUSTOMIZE)?;
        }
        Ok(InstantSleep { dir: Some(dir) })
    }

    fn path(&self) -> &Path {
        self.dir.as_ref().map_or(Path::new(""), Scratch::path)
    }

    /// `program` with its sleeps made instant: the module first on Python's path, and the
    /// library preloaded (when it could be built), the folder of the totals writable.
    pub fn apply(&self, program: Program) -> Program {
        let program = program
            .with_env("PYTHONPATH", self.path())
            .also_allowing(Paths {
                read: Vec::new(),
                write: vec![self.path().to_path_buf()],
            });
        match preload_library() {
            Some(library) => program
                .with_env("ARBITER_SLEEP_RECORD", self.path().join("asked-native"))
                .preloading(library),
            None => program,
        }
    }

    /// The seconds the program asked to sleep, in all.
    pub fn asked(&self) -> f64 {
        ["asked", "asked-native"]
            .iter()
            .filter_map(|name| fs::read_to_string(self.path().join(name)).ok())
            .filter_map(|text| text.trim().parse::<f64>().ok())
            .filter(|seconds| seconds.is_finite())
            .sum()
    }
}

impl Drop for InstantSleep {
    fn drop(&mut self) {
        if let Some(dir) = self.dir.take() {
            dir.give_back(&[(MODULE, SITECUSTOMIZE.as_bytes())]);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::grade::run::printed;

    #[test]
    fn python_sleeps_return_at_once_and_are_added_up() {
        let Ok(sleep) = InstantSleep::new() else {
            return;
        };
        if std::process::Command::new("python3")
            .arg("--version")
            .output()
            .is_err()
        {
            return; // no Python here
        }
        let started = Instant::now();
        let output = printed(sleep.apply(Program::new([
            "python3",
            "-c",
            "import time\nprint('a')\ntime.sleep(2)\ntime.sleep(1.5)\nprint('b')\n\
             try:\n    time.sleep(-1)\nexcept ValueError as e:\n    print(e)",
        ])));
        assert!(started.elapsed().as_secs_f64() < 2.0);
        assert_eq!(output, "a\nb\nsleep length must be non-negative\n");
        assert_eq!(sleep.asked(), 3.5);
    }

    #[test]
    fn c_sleeps_return_at_once_and_are_added_up() {
        let Ok(sleep) = InstantSleep::new() else {
            return;
        };
        if preload_library().is_none() {
            return; // no C compiler here
        }
        let started = Instant::now();
        let output = printed(sleep.apply(Program::new(["sh", "-c", "sleep 3; echo done"])));
        assert!(started.elapsed().as_secs_f64() < 2.0);
        assert_eq!(output, "done\n");
        assert_eq!(sleep.asked(), 3.0);
    }
}
