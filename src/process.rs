//! Low-level control of the untrusted processes arbiter starts: confining a child between
//! fork and exec (process group, terminal, parent-death signal, limits), waiting on pipes
//! with a deadline, killing a whole group, naming the signal that ended a process, and
//! keeping a pair of processes that talk to each other on one CPU.
//!
//! The grader's one-shot runs ([`crate::grade::run`]) and the bot hosts
//! ([`crate::bots::external`]) both start untrusted code this way.

use std::io;
use std::os::fd::{FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::ExitStatusExt;
use std::time::Duration;

/// Name of a Linux signal, such as `"SIGSEGV"` for 11; `"SIGRT"` for real-time
/// signals and `"UNKNOWN"` for numbers that are not signals.
pub fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGSTKFLT => "SIGSTKFLT",
        libc::SIGCHLD => "SIGCHLD",
        libc::SIGCONT => "SIGCONT",
        libc::SIGSTOP => "SIGSTOP",
        libc::SIGTSTP => "SIGTSTP",
        libc::SIGTTIN => "SIGTTIN",
        libc::SIGTTOU => "SIGTTOU",
        libc::SIGURG => "SIGURG",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGVTALRM => "SIGVTALRM",
        libc::SIGPROF => "SIGPROF",
        libc::SIGWINCH => "SIGWINCH",
        libc::SIGIO => "SIGIO",
        libc::SIGPWR => "SIGPWR",
        libc::SIGSYS => "SIGSYS",
        32..=64 => "SIGRT",
        _ => "UNKNOWN",
    }
}

/// What a signal usually means when it ends a student's program, as a clause to append
/// to its name (`": an invalid memory access (…)"`), or `""`.
pub fn signal_hint(name: &str) -> &'static str {
    match name {
        "SIGSEGV" => {
            ": an invalid memory access (a null or dangling pointer, an index out of bounds)"
        }
        "SIGBUS" => ": an invalid memory access",
        "SIGABRT" => {
            ": the program aborted (a failed assert, or a corrupted heap detected by free)"
        }
        "SIGFPE" => ": an arithmetic error, such as an integer division by zero",
        "SIGILL" => ": an illegal instruction",
        "SIGKILL" => ": killed from outside, or by the kernel when memory ran out",
        "SIGXFSZ" => ": the program wrote a file larger than allowed",
        _ => "",
    }
}

/// Confines a child between fork and exec: a new process group, no terminal, death with
/// its parent (which must still be `parent`, when given: a namespace's init cannot see
/// its parent's pid), no core files, `RLIMIT_AS` = `memory` and `RLIMIT_CPU` =
/// `cpu_seconds` when given, and every
/// inherited descriptor above 2 closed at exec.
///
/// Async-signal-safe calls only, no allocation (`io::Error::last_os_error` stores the errno
/// inline), so it may run in `CommandExt::pre_exec`, or in a child that shares the grader's
/// memory until its exec ([`crate::spawn`]).
pub fn confine_child(
    memory: Option<u64>,
    cpu_seconds: Option<u64>,
    parent: Option<libc::pid_t>,
) -> io::Result<()> {
    // SAFETY: plain system calls whose arguments live on this stack frame.
    unsafe {
        if libc::setpgid(0, 0) < 0 {
            return Err(io::Error::last_os_error());
        }
        // Give up the grader's terminal, if any, so the program cannot read
        // or write it through /dev/tty (ENXIO without a terminal: nothing to do).
        let tty = libc::open(
            c"/dev/tty".as_ptr(),
            libc::O_RDWR | libc::O_NOCTTY | libc::O_NONBLOCK | libc::O_CLOEXEC,
        );
        if tty >= 0 {
            libc::ioctl(tty, libc::TIOCNOTTY);
            libc::close(tty);
        }
        // Die with the grader; if it is already gone, do not start at all.
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
        if parent.is_some_and(|parent| libc::getppid() != parent) {
            return Err(io::Error::from_raw_os_error(libc::ESRCH));
        }
        let no_core = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // Best effort: a failure only means a possible core file in the temp dir.
        libc::setrlimit(libc::RLIMIT_CORE, &no_core);
        if let Some(bytes) = memory {
            let mut current = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            let hard = if libc::getrlimit(libc::RLIMIT_AS, &mut current) == 0 {
                current.rlim_max
            } else {
                libc::RLIM_INFINITY
            };
            let value = bytes.min(hard);
            let limit = libc::rlimit {
                rlim_cur: value,
                rlim_max: value,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        if let Some(seconds) = cpu_seconds {
            // The hard limit a second later kills a program that ignores SIGXCPU.
            let limit = libc::rlimit {
                rlim_cur: seconds,
                rlim_max: seconds.saturating_add(1),
            };
            if libc::setrlimit(libc::RLIMIT_CPU, &limit) != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        // Stray inherited descriptors become close-on-exec (Linux 5.11+; on older
        // kernels this fails harmlessly). std's own error pipe already is.
        libc::syscall(
            libc::SYS_close_range,
            3 as libc::c_uint,
            libc::c_uint::MAX,
            libc::CLOSE_RANGE_CLOEXEC,
        );
    }
    Ok(())
}

/// A `pollfd` asking for `events` on `fd`.
pub fn poll_entry(fd: RawFd, events: libc::c_short) -> libc::pollfd {
    // A negative fd is ignored by poll and gets revents = 0.
    libc::pollfd {
        fd,
        events,
        revents: 0,
    }
}

/// `ppoll(2)` on `fds` for at most `timeout`; the signal mask is left alone.
pub fn ppoll(fds: &mut [libc::pollfd], timeout: Duration) -> io::Result<()> {
    let ts = libc::timespec {
        tv_sec: timeout.as_secs() as libc::time_t,
        tv_nsec: timeout.subsec_nanos() as libc::c_long,
    };
    // SAFETY: `fds` is a valid slice of pollfd, `ts` lives across the call,
    // and a null signal mask means "leave the mask alone".
    let rc = unsafe {
        libc::ppoll(
            fds.as_mut_ptr(),
            fds.len() as libc::nfds_t,
            &ts,
            std::ptr::null(),
        )
    };
    if rc < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// Sets `O_NONBLOCK` on `fd`.
pub fn set_nonblocking(fd: RawFd) -> io::Result<()> {
    // SAFETY: fcntl on a descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags < 0 || libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK) < 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// A descriptor that becomes readable when the process `pid` ends (Linux 5.3+).
pub fn pidfd_open(pid: libc::pid_t) -> Option<OwnedFd> {
    // SAFETY: pidfd_open takes a pid and flags; the result is a new descriptor
    // (always close-on-exec) that we take ownership of.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if fd < 0 {
        None
    } else {
        // SAFETY: `fd` was just returned by the kernel and is owned by no one else.
        Some(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
    }
}

/// SIGKILL to the child's process group and to the child itself (in case it
/// left the group). Errors (nothing left to kill) are irrelevant.
pub fn kill_group(pid: libc::pid_t) {
    // SAFETY: plain system calls. The child is not reaped yet, so neither its
    // pid nor its group id can have been reused.
    unsafe {
        libc::killpg(pid, libc::SIGKILL);
        libc::kill(pid, libc::SIGKILL);
    }
}

/// Reaps the child `pid`: its wait status, and the CPU time (user and system) it and
/// every process it reaped, and they reaped in turn, used (the whole tree of a run, as far
/// as it was waited for).
pub fn wait_with_cpu(pid: libc::pid_t) -> io::Result<(std::process::ExitStatus, Duration)> {
    let mut status = 0;
    // SAFETY: rusage is plain data; all-zero is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 writes into `status` and `usage`, which live across the call.
        let rc = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if rc == pid {
            break;
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
    let seconds = |time: libc::timeval| {
        Duration::new(
            time.tv_sec.max(0) as u64,
            (time.tv_usec.max(0) as u32) * 1000,
        )
    };
    let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    Ok((std::process::ExitStatus::from_raw(status), cpu))
}

/// Pins the calling thread, and so every process it starts from now on, to the `index`-th
/// CPU this process may run on (counting round, so any index is valid).
///
/// Two processes that hand a request back and forth through pipes wait for each other,
/// so they never need two CPUs at once; on the same CPU each hand-over is a plain context
/// switch, while across CPUs it costs a wake-up of the other CPU, which on virtual
/// machines is ten times slower (see docs/benchmarks.md). Returns false, and changes
/// nothing, if the affinity cannot be read or set.
pub fn pin_current_thread(index: usize) -> bool {
    // SAFETY: cpu_set_t is plain data; all-zero is an empty set.
    let mut allowed: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    let size = std::mem::size_of::<libc::cpu_set_t>();
    // SAFETY: the set lives across the call and `size` is its size.
    if unsafe { libc::sched_getaffinity(0, size, &mut allowed) } != 0 {
        return false;
    }
    let cpus: Vec<usize> = (0..libc::CPU_SETSIZE as usize)
        // SAFETY: `cpu` is below CPU_SETSIZE.
        .filter(|&cpu| unsafe { libc::CPU_ISSET(cpu, &allowed) })
        .collect();
    if cpus.is_empty() {
        return false;
    }
    // SAFETY: as above.
    let mut one: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: the chosen CPU is below CPU_SETSIZE.
    unsafe { libc::CPU_SET(cpus[index % cpus.len()], &mut one) };
    // SAFETY: pid 0 is the calling thread; the set lives across the call.
    unsafe { libc::sched_setaffinity(0, size, &one) == 0 }
}

/// The CPUs this thread may run on.
pub fn allowed_cpus() -> Vec<usize> {
    // SAFETY: cpu_set_t is plain data; all-zero is an empty set.
    let mut allowed: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    let size = std::mem::size_of::<libc::cpu_set_t>();
    // SAFETY: the set lives across the call and `size` is its size.
    if unsafe { libc::sched_getaffinity(0, size, &mut allowed) } != 0 {
        return Vec::new();
    }
    (0..libc::CPU_SETSIZE as usize)
        // SAFETY: `cpu` is below CPU_SETSIZE.
        .filter(|&cpu| unsafe { libc::CPU_ISSET(cpu, &allowed) })
        .collect()
}

/// Pins the calling thread, and so every process it starts from now on, to CPU `cpu`;
/// false, changing nothing, if that fails.
pub fn pin_current_thread_to(cpu: usize) -> bool {
    pin_process(cpu).is_ok()
}

/// Pins the calling process (thread) to CPU `cpu`. Async-signal-safe and allocation-free,
/// for `CommandExt::pre_exec`.
pub fn pin_process(cpu: usize) -> io::Result<()> {
    pin_other(0, cpu)
}

/// Pins the process (main thread) `pid`, or the caller for 0, to CPU `cpu`.
/// Async-signal-safe and allocation-free.
pub fn pin_other(pid: libc::pid_t, cpu: usize) -> io::Result<()> {
    // SAFETY: cpu_set_t is plain data; all-zero is an empty set.
    let mut one: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    if cpu >= libc::CPU_SETSIZE as usize {
        return Err(io::Error::from_raw_os_error(libc::EINVAL));
    }
    // SAFETY: `cpu` is below CPU_SETSIZE.
    unsafe { libc::CPU_SET(cpu, &mut one) };
    // SAFETY: the set lives across the call.
    if unsafe { libc::sched_setaffinity(pid, std::mem::size_of::<libc::cpu_set_t>(), &one) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Clears close-on-exec on `fd`, so the program about to be executed inherits it.
/// Async-signal-safe, for `CommandExt::pre_exec`.
pub fn inherit(fd: RawFd) -> io::Result<()> {
    // SAFETY: fcntl on a descriptor the caller holds.
    if unsafe { libc::fcntl(fd, libc::F_SETFD, 0) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signal_names() {
        assert_eq!(signal_name(libc::SIGSEGV), "SIGSEGV");
        assert_eq!(signal_name(libc::SIGFPE), "SIGFPE");
        assert_eq!(signal_name(libc::SIGBUS), "SIGBUS");
        assert_eq!(signal_name(libc::SIGILL), "SIGILL");
        assert_eq!(signal_name(libc::SIGKILL), "SIGKILL");
        assert_eq!(signal_name(libc::SIGTERM), "SIGTERM");
        assert_eq!(signal_name(40), "SIGRT");
        assert_eq!(signal_name(0), "UNKNOWN");
    }

    #[test]
    fn pinning_keeps_the_thread_runnable() {
        std::thread::spawn(|| {
            assert!(pin_current_thread(7));
            // SAFETY: sched_getcpu takes no arguments.
            assert!(unsafe { libc::sched_getcpu() } >= 0);
        })
        .join()
        .unwrap();
    }
}
