//! Sleeps made instant: a spec that asks for pauses (Joker Twins' `time.sleep(2)` after
//! every turn) would make every graded game last minutes, and every run time out.
//!
//! A Python program's `time.sleep` returns at once through a `sitecustomize` module that
//! Python imports at start-up from the run's `PYTHONPATH`: a folder of its own for each run,
//! which also receives the total of the seconds the program asked for, so the report can
//! say it. A C or C++ program's `sleep`, `usleep`, `nanosleep` and relative
//! `clock_nanosleep` return at once through a small library on its `LD_PRELOAD` (beside
//! coreutils' line-buffering one), built once with the system compiler from the source
//! below and kept in the temporary folder under a name that is the hash of its source;
//! libfaketime would also do, where installed, but it changes the clock too, which a game
//! that seeds from `time()` should keep. The output is unchanged: the program prints
//! exactly what it would, only sooner.

use std::ffi::{OsStr, OsString};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use crate::grade::run;
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

/// `arbiter-<uid>` in the temporary folder, made readable and writable by this user only,
/// or `None` when something else holds that name (another user's folder, a link): a
/// library another user could have planted is never preloaded into a run.
fn private_folder() -> Option<PathBuf> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt, PermissionsExt};
    // SAFETY: getuid cannot fail.
    let uid = unsafe { libc::getuid() };
    let folder = std::env::temp_dir().join(format!("arbiter-{uid}"));
    let _ = fs::DirBuilder::new().mode(0o700).create(&folder);
    let meta = fs::symlink_metadata(&folder).ok()?;
    let private = meta.is_dir() && meta.uid() == uid && meta.permissions().mode() & 0o077 == 0;
    private.then_some(folder)
}

fn build_preload() -> Option<PathBuf> {
    let hash = Sha256::digest(PRELOAD_C.as_bytes());
    let name: String = hash[..8].iter().map(|byte| format!("{byte:02x}")).collect();
    let library = private_folder()?.join(format!("instant-sleep-{name}.so"));
    if library.is_file() {
        return Some(library);
    }
    let dir = tempfile::Builder::new()
        .prefix("arbiter-sleep-build-")
        .tempdir()
        .ok()?;
    let source = dir.path().join("instant_sleep.c");
    fs::write(&source, PRELOAD_C).ok()?;
    let built = dir.path().join("instant_sleep.so");
    let compiler = std::env::var_os("CC").unwrap_or_else(|| "cc".into());
    let status = Command::new(compiler)
        .args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&built)
        .arg(&source)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    // Into place with a rename, so that a grading run beside this one never loads half a
    // library.
    (status.success() && fs::rename(&built, &library).is_ok()).then_some(library)
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

    /// The variables of a run: the module first on Python's path, and the library
    /// preloaded after coreutils' line-buffering one (when it could be built).
    pub fn env(&self) -> Vec<(OsString, OsString)> {
        let mut env = vec![("PYTHONPATH".into(), self.path().as_os_str().to_owned())];
        if let Some(library) = preload_library() {
            let mut preload: Vec<OsString> = (run::line_buffering().into_iter())
                .filter(|(key, _)| *key == "LD_PRELOAD")
                .map(|(_, value)| value.into())
                .collect();
            preload.push(library.as_os_str().to_owned());
            env.push(("LD_PRELOAD".into(), preload.join(OsStr::new(" "))));
            let record = self.path().join("asked-native");
            env.push(("ARBITER_SLEEP_RECORD".into(), record.into_os_string()));
        }
        env
    }

    /// What a confined run needs of it: the folder, where the totals are written, and the
    /// library.
    pub fn paths(&self) -> Paths {
        Paths {
            read: preload_library()
                .into_iter()
                .map(Path::to_path_buf)
                .collect(),
            write: vec![self.path().to_path_buf()],
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
    use std::process::Command;
    use std::time::Instant;

    use super::*;

    #[test]
    fn python_sleeps_return_at_once_and_are_added_up() {
        let Ok(sleep) = InstantSleep::new() else {
            return;
        };
        let started = Instant::now();
        let output = Command::new("python3")
            .args([
                "-c",
                "import time\nprint('a')\ntime.sleep(2)\ntime.sleep(1.5)\nprint('b')\n\
                 try:\n    time.sleep(-1)\nexcept ValueError as e:\n    print(e)",
            ])
            .envs(sleep.env())
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

    #[test]
    fn c_sleeps_return_at_once_and_are_added_up() {
        let Ok(sleep) = InstantSleep::new() else {
            return;
        };
        if preload_library().is_none() {
            return; // no C compiler here
        }
        let started = Instant::now();
        let output = Command::new("sh")
            .args(["-c", "sleep 3; echo done"])
            .envs(sleep.env())
            .output()
            .unwrap();
        assert!(started.elapsed().as_secs_f64() < 2.0);
        assert_eq!(String::from_utf8_lossy(&output.stdout), "done\n");
        assert_eq!(sleep.asked(), 3.0);
    }
}
