//! `SIGINT` and `SIGTERM` during long work (`grade`, `tournament`): every run and bot host
//! in flight is stopped at once (its whole tree killed, its folders removed), no new run or
//! game starts, the results finished before are kept in the journal, and arbiter exits with
//! 130 saying that `--resume` finishes the work.
//!
//! The handler only sets a flag and writes a byte to a pipe. Each wait on a run or a bot
//! host polls the pipe's read end, which is never drained, so every worker wakes at once.

use std::os::fd::RawFd;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

static REQUESTED: AtomicBool = AtomicBool::new(false);
static READ_END: AtomicI32 = AtomicI32::new(-1);
static WRITE_END: AtomicI32 = AtomicI32::new(-1);

extern "C" fn on_signal(_: libc::c_int) {
    REQUESTED.store(true, Ordering::SeqCst);
    let fd = WRITE_END.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: write is async-signal-safe; the byte lives in static memory.
        unsafe {
            libc::write(fd, b"!".as_ptr().cast(), 1);
        }
    }
}

/// Why long work (grading, a tournament) gave no result.
#[derive(Debug, PartialEq, Eq)]
pub enum Stopped {
    /// It could not start or go on: the message says why.
    Failed(String),
    /// `SIGINT` or `SIGTERM`: the work in flight was stopped, and the results finished
    /// before are in the journal.
    Interrupted,
}

/// Catches `SIGINT` and `SIGTERM` from now on (once; later calls do nothing).
pub fn install() -> std::io::Result<()> {
    if READ_END.load(Ordering::SeqCst) >= 0 {
        return Ok(());
    }
    let mut fds = [-1; 2];
    // SAFETY: pipe2 writes two descriptors into `fds`; sigaction gets a zeroed struct with
    // a plain `extern "C"` handler.
    unsafe {
        if libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        READ_END.store(fds[0], Ordering::SeqCst);
        WRITE_END.store(fds[1], Ordering::SeqCst);
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        for signal in [libc::SIGINT, libc::SIGTERM] {
            if libc::sigaction(signal, &action, std::ptr::null_mut()) != 0 {
                return Err(std::io::Error::last_os_error());
            }
        }
    }
    Ok(())
}

/// Whether a stop was asked for.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::SeqCst)
}

/// A descriptor that becomes readable when a stop is asked for; -1 before [`install`].
pub fn wake_fd() -> RawFd {
    READ_END.load(Ordering::SeqCst)
}
