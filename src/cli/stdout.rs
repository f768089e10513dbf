//! Standard output and standard error for every subcommand, where a closed pipe ends the
//! printing and never the work.
//!
//! `arbiter check | head -3` closes arbiter's standard output after three lines, while
//! arbiter may still have goldens, reports or journals to write. Rust's `print!` panics on
//! that closed pipe, and dying of SIGPIPE as `cat` does would lose the files too. So every
//! subcommand prints through [`print`]: the first failed write turns standard output off
//! for the rest of the run, the command finishes its work, and [`finish`] reports a failure
//! that was not a closed pipe (a full disk loses data the user asked for, so it is said on
//! standard error and the run exits 2). Messages to standard error go through [`warn`],
//! which never panics either: a closed standard error has no one left to tell.

use std::io::{self, Write};
use std::sync::Mutex;

/// Standard output's state: open, or why it stopped.
static STOPPED: Mutex<Option<Stop>> = Mutex::new(None);

#[derive(Debug)]
enum Stop {
    /// The reader went away: a closed pipe, the normal end of `| head`.
    Closed,
    /// Any other write error, which lost output the user asked for.
    Failed(String),
}

impl From<&io::Error> for Stop {
    fn from(err: &io::Error) -> Stop {
        if err.kind() == io::ErrorKind::BrokenPipe {
            Stop::Closed
        } else {
            Stop::Failed(err.to_string())
        }
    }
}

/// Writes `text` to standard output, unless standard output has stopped.
pub fn print(text: &str) {
    let mut stopped = STOPPED.lock().unwrap_or_else(|poison| poison.into_inner());
    if stopped.is_some() || text.is_empty() {
        return;
    }
    let mut out = io::stdout().lock();
    if let Err(err) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        *stopped = Some(Stop::from(&err));
    }
}

/// Writes `text` and a line ending to standard output.
pub fn println(text: &str) {
    print(&format!("{text}\n"));
}

/// Records a write error met by a command that writes standard output itself (a game's
/// console); a closed pipe is the quiet end of its printing.
pub fn stopped_by(err: &io::Error) {
    let mut stopped = STOPPED.lock().unwrap_or_else(|poison| poison.into_inner());
    if stopped.is_none() {
        *stopped = Some(Stop::from(err));
    }
}

/// Writes one line to standard error, ignoring a closed standard error.
pub fn warn(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// What standard output's end means for the run: `Err` with the message when output was
/// lost to something other than a closed pipe.
pub fn finish() -> Result<(), String> {
    let stopped = STOPPED.lock().unwrap_or_else(|poison| poison.into_inner());
    match &*stopped {
        Some(Stop::Failed(err)) => Err(format!(
            "could not write to standard output ({err}): what it printed is incomplete"
        )),
        _ => Ok(()),
    }
}
