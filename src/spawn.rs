//! Starting a program without copying the grader's memory.
//!
//! A `fork` copies the page tables of the whole grader, and afterwards every page either
//! side writes faults and is copied. With a class's results in memory and two workers
//! starting programs all the time, that was most of arbiter's own cost per run (see
//! docs/benchmarks.md, "arbiter's own cost per run"). [`spawn`] starts the child as glibc's
//! `posix_spawn` does, with `clone(CLONE_VM | CLONE_VFORK)`: the child runs on a stack of
//! its own inside the grader's memory until it calls `execve`, while the calling thread
//! waits for that moment. Unlike `posix_spawn`, it runs arbiter's own preparation (process
//! group, limits, parent-death signal) in the child before the exec.
//!
//! What the child may do before exec is what a child of `fork` may do in a multi-threaded
//! program, and less: system calls only, no allocation, no lock, and no write to memory
//! the grader uses (it shares that memory). Its signal handlers are reset to the default
//! first, so that no handler of the grader runs on its stack.
//!
//! A run that makes namespaces (the confined runs of [`crate::sandbox`]) cannot share the
//! grader's memory (`unshare(CLONE_NEWUSER)` refuses a process that does) and is started
//! with `fork`, by [`std::process::Command`].

use std::ffi::{CString, OsStr, OsString};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::atomic::{AtomicI32, Ordering};

/// The child's stack until it executes the program: the preparation is a few system calls.
pub(crate) const STACK: usize = 128 * 1024;

/// What [`spawn`] starts.
pub struct Launch<'a> {
    /// The program as given: a path, or a name looked up in the `PATH` of `env`.
    pub program: &'a OsStr,
    /// The argument list, `argv[0]` first.
    pub argv: &'a [OsString],
    /// The whole environment, in order; a later entry overrides an earlier one.
    pub env: &'a [(OsString, OsString)],
    /// The working directory.
    pub dir: &'a Path,
    /// Standard input, output and error of the child.
    pub stdio: [&'a OwnedFd; 3],
}

/// Starts `launch` and returns the child's process ID once it has executed the program;
/// `prepare` runs in the child just before the exec.
///
/// An error is the child's (a failed `prepare`, a program that is not found or cannot be
/// executed), reported as `Command::spawn` reports it; the child has then been reaped.
///
/// # Safety
/// `prepare` runs in a child that shares the caller's memory while the calling thread is
/// suspended: it may make system calls on values it holds, and nothing else (no
/// allocation, no lock, no write to memory it does not own).
pub unsafe fn spawn(
    launch: &Launch,
    prepare: &(dyn Fn() -> io::Result<()> + Sync),
) -> io::Result<libc::pid_t> {
    let ready = Ready::new(launch)?;
    let stack = Mapping::new(STACK)?;
    let child = Child {
        ready: &ready,
        prepare,
        error: AtomicI32::new(0),
    };
    let blocked = Blocked::all();
    // SAFETY: the child only reads `child` and `blocked` and writes the atomic `error`;
    // the calling thread is suspended until the child has executed the program or exited
    // (CLONE_VFORK), so everything it uses outlives its use.
    let pid = unsafe {
        libc::clone(
            start,
            stack.top(),
            libc::CLONE_VM | libc::CLONE_VFORK | libc::SIGCHLD,
            (&raw const child).cast_mut().cast(),
        )
    };
    let clone_error = io::Error::last_os_error();
    drop(blocked);
    if pid < 0 {
        return Err(clone_error);
    }
    match child.error.load(Ordering::Acquire) {
        0 => Ok(pid),
        errno => {
            // The child exited: reaped, its ending is the error.
            let _ = crate::process::wait_with_cpu(pid);
            Err(io::Error::from_raw_os_error(errno))
        }
    }
}

/// Everything [`start`] reads, prepared by the parent.
struct Child<'a> {
    ready: &'a Ready,
    prepare: &'a (dyn Fn() -> io::Result<()> + Sync),
    /// The errno of the step that failed; 0 while none has.
    error: AtomicI32,
}

/// The child of [`spawn`]. Returns only by exiting.
extern "C" fn start(argument: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `argument` is the parent's `Child`, alive while the parent is suspended.
    let child = unsafe { &*argument.cast::<Child>() };
    // SAFETY: in a child that shares the parent's memory, before exec.
    let errno = unsafe { child.ready.exec(child.prepare) };
    child.error.store(errno, Ordering::Release);
    // SAFETY: ends the child without running anything of the parent's.
    unsafe { libc::_exit(127) }
}

/// A launch made ready for a child that may not allocate: every string and pointer the
/// child uses, made by the parent.
pub struct Ready {
    /// The paths to try executing, in order, as `execvp` tries them.
    candidates: Vec<CString>,
    dir: CString,
    /// Standard input, output and error, copied above 2 (close-on-exec): moving them to
    /// 0, 1 and 2 in order cannot overwrite one not yet moved.
    stdio: [OwnedFd; 3],
    argv: Vec<*const libc::c_char>,
    /// For each candidate, the arguments that run it as a shell script (`/bin/sh`, the
    /// candidate, the rest of `argv`): a file with no `#!` line is one, as `execvp` runs it.
    script_argv: Vec<Vec<*const libc::c_char>>,
    env: Vec<*const libc::c_char>,
    /// The strings `argv`, `script_argv` and `env` point into.
    _strings: (Vec<CString>, Vec<CString>, CString),
}

// SAFETY: the pointers point into the strings `Ready` owns, which are never changed.
unsafe impl Sync for Ready {}

impl Ready {
    /// Prepares `launch`: its strings, its program's candidate paths, its descriptors.
    pub fn new(launch: &Launch) -> io::Result<Ready> {
        let argv = launch
            .argv
            .iter()
            .map(|arg| c_string(arg))
            .collect::<io::Result<Vec<_>>>()?;
        let env = environment(launch.env)?;
        let copy = |fd: &OwnedFd| -> io::Result<OwnedFd> {
            // SAFETY: F_DUPFD_CLOEXEC on a descriptor the caller holds open.
            let copy = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 3) };
            if copy < 0 {
                return Err(io::Error::last_os_error());
            }
            // SAFETY: `copy` is a new descriptor owned by nobody else.
            Ok(unsafe { OwnedFd::from_raw_fd(copy) })
        };
        let candidates = candidates(launch.program, launch.env)?;
        let shell = CString::from(c"/bin/sh");
        let script_argv = (candidates.iter())
            .map(|candidate| {
                [shell.as_ptr(), candidate.as_ptr()]
                    .into_iter()
                    .chain(argv.iter().skip(1).map(|arg| arg.as_ptr()))
                    .chain(std::iter::once(std::ptr::null()))
                    .collect()
            })
            .collect();
        Ok(Ready {
            dir: c_string(launch.dir.as_os_str())?,
            stdio: [
                copy(launch.stdio[0])?,
                copy(launch.stdio[1])?,
                copy(launch.stdio[2])?,
            ],
            argv: pointers(&argv),
            script_argv,
            env: pointers(&env),
            candidates,
            _strings: (argv, env, shell),
        })
    }

    /// In the child: resets the signals the parent handles and unblocks every signal (as
    /// `Command` does), takes its standard streams, enters its
    /// directory, runs `prepare` and executes the program. Returns the errno of the step
    /// that failed.
    ///
    /// # Safety
    /// In a child before exec, which may share the parent's memory: system calls only.
    pub(crate) unsafe fn exec(&self, prepare: &(dyn Fn() -> io::Result<()> + Sync)) -> i32 {
        let errno = || {
            io::Error::last_os_error()
                .raw_os_error()
                .unwrap_or(libc::EINVAL)
        };
        // SAFETY: system calls on values of this frame and of `self`.
        unsafe {
            reset_signals();
            for (target, fd) in self.stdio.iter().enumerate() {
                if libc::dup2(fd.as_raw_fd(), target as RawFd) < 0 {
                    return errno();
                }
            }
            if libc::chdir(self.dir.as_ptr()) != 0 {
                return errno();
            }
            if let Err(err) = prepare() {
                return err.raw_os_error().unwrap_or(libc::EINVAL).max(1);
            }
            let mut error = libc::ENOENT;
            for (path, script_argv) in self.candidates.iter().zip(&self.script_argv) {
                libc::execve(path.as_ptr(), self.argv.as_ptr(), self.env.as_ptr());
                let mut failed = errno();
                if failed == libc::ENOEXEC {
                    libc::execve(c"/bin/sh".as_ptr(), script_argv.as_ptr(), self.env.as_ptr());
                    failed = errno();
                }
                // As execvp: a denied candidate is remembered, and the search goes on.
                if failed == libc::EACCES {
                    error = failed;
                } else if failed != libc::ENOENT && failed != libc::ENOTDIR {
                    return failed;
                }
            }
            error
        }
    }
}

/// Every signal blocked on the calling thread until dropped, which restores the mask it
/// had: a child started meanwhile runs no handler of the parent's before it has reset them.
pub(crate) struct Blocked {
    before: libc::sigset_t,
}

impl Blocked {
    pub(crate) fn all() -> Blocked {
        // SAFETY: sigset_t is plain data, filled in by the calls.
        unsafe {
            let mut all: libc::sigset_t = std::mem::zeroed();
            let mut before: libc::sigset_t = std::mem::zeroed();
            libc::sigfillset(&mut all);
            libc::pthread_sigmask(libc::SIG_BLOCK, &all, &mut before);
            Blocked { before }
        }
    }
}

impl Drop for Blocked {
    fn drop(&mut self) {
        // SAFETY: restores the mask read in `all`.
        unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &self.before, std::ptr::null_mut()) };
    }
}

/// In a child: every handled signal back to its default action, SIGPIPE too (the grader
/// ignores it, as every Rust program does, and a program expects its default, as `Command`
/// gives it), and nothing blocked (as `Command` gives it).
///
/// # Safety
/// In a child before exec: system calls only.
pub(crate) unsafe fn reset_signals() {
    // SAFETY: system calls on values of this frame.
    unsafe {
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        for signal in 1..libc::SIGRTMAX() {
            let mut current: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(signal, std::ptr::null(), &mut current) != 0 {
                continue;
            }
            let handled = current.sa_sigaction != libc::SIG_DFL
                && (current.sa_sigaction != libc::SIG_IGN || signal == libc::SIGPIPE);
            if handled {
                libc::sigaction(signal, &default, std::ptr::null_mut());
            }
        }
        let mut none: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut none);
        libc::pthread_sigmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
    }
}

/// Memory mapped for children's stacks (and, for a namespace's init, what it reports):
/// mapped for one run, unmapped when dropped.
pub(crate) struct Mapping {
    base: *mut libc::c_void,
    size: usize,
}

impl Mapping {
    pub(crate) fn new(size: usize) -> io::Result<Mapping> {
        // SAFETY: a fresh anonymous mapping.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                size,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_STACK,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(Mapping { base, size })
    }

    /// The address `offset` bytes in; a stack that ends there grows down from it.
    pub(crate) fn at(&self, offset: usize) -> *mut libc::c_void {
        assert!(offset <= self.size, "{offset} is beyond the mapping");
        // SAFETY: within the mapping, or one past its end.
        unsafe { self.base.cast::<u8>().add(offset).cast() }
    }

    /// The stack that ends at the mapping's end grows down from here.
    fn top(&self) -> *mut libc::c_void {
        self.at(self.size)
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `new`, no longer used by any child.
        unsafe { libc::munmap(self.base, self.size) };
    }
}

fn c_string(text: &OsStr) -> io::Result<CString> {
    CString::new(text.as_bytes()).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{} holds a NUL byte", text.to_string_lossy()),
        )
    })
}

/// A null-terminated array of pointers to `strings`, which must outlive it.
fn pointers(strings: &[CString]) -> Vec<*const libc::c_char> {
    strings
        .iter()
        .map(|text| text.as_ptr())
        .chain(std::iter::once(std::ptr::null()))
        .collect()
}

/// `KEY=VALUE` for each variable, a later entry replacing an earlier one of the same name
/// where the earlier stood.
fn environment(env: &[(OsString, OsString)]) -> io::Result<Vec<CString>> {
    let mut merged: Vec<(&OsStr, &OsStr)> = Vec::with_capacity(env.len());
    for (key, value) in env {
        match merged.iter_mut().find(|(seen, _)| *seen == key.as_os_str()) {
            Some(entry) => entry.1 = value,
            None => merged.push((key, value)),
        }
    }
    merged
        .into_iter()
        .map(|(key, value)| {
            let mut entry = key.as_bytes().to_vec();
            entry.push(b'=');
            entry.extend_from_slice(value.as_bytes());
            c_string(OsStr::from_bytes(&entry))
        })
        .collect()
}

/// The paths `execvp` would try for `program` under the `PATH` of `env`.
fn candidates(program: &OsStr, env: &[(OsString, OsString)]) -> io::Result<Vec<CString>> {
    if program.is_empty() {
        return Err(io::Error::from_raw_os_error(libc::ENOENT));
    }
    if program.as_bytes().contains(&b'/') {
        return Ok(vec![c_string(program)?]);
    }
    let path = env
        .iter()
        .rev()
        .find(|(key, _)| key == "PATH")
        .map_or(OsStr::new(""), |(_, value)| value.as_os_str());
    path.as_bytes()
        .split(|&byte| byte == b':')
        .map(|folder| {
            let folder = if folder.is_empty() { b"." } else { folder };
            c_string(
                Path::new(OsStr::from_bytes(folder))
                    .join(program)
                    .as_os_str(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    fn variables(pairs: &[(&str, &str)]) -> Vec<(OsString, OsString)> {
        pairs
            .iter()
            .map(|(key, value)| (key.into(), value.into()))
            .collect()
    }

    #[test]
    fn a_later_variable_replaces_an_earlier_one_in_place() {
        let env = environment(&variables(&[
            ("PATH", "/bin"),
            ("HOME", "/h"),
            ("PATH", "/x"),
        ]))
        .unwrap();
        let env: Vec<&CStr> = env.iter().map(CString::as_c_str).collect();
        assert_eq!(env, [c"PATH=/x", c"HOME=/h"]);
    }

    #[test]
    fn a_name_is_looked_up_in_each_folder_of_path() {
        let found = candidates(
            OsStr::new("game"),
            &variables(&[("PATH", "/usr/bin::/bin")]),
        )
        .unwrap();
        let found: Vec<&CStr> = found.iter().map(CString::as_c_str).collect();
        assert_eq!(found, [c"/usr/bin/game", c"./game", c"/bin/game"]);
        let path = candidates(OsStr::new("./game"), &[]).unwrap();
        assert_eq!(path[0].as_c_str(), c"./game");
    }
}
