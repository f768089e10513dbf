//! Keeping a run's processes in one tree that dies with it: a user and PID namespace per
//! run, entered between fork and exec.
//!
//! The child the grader starts (the *keeper*) makes the namespaces and forks their first
//! process (the *init*, PID 1 inside), which forks the program. When the program ends, the
//! init records its wait status in a page shared with the keeper and exits; the kernel then
//! kills every process left in the namespace, whatever session or group it moved to. The
//! keeper ends as the program did (the same exit code, or the same signal raised on
//! itself), so the grader sees the program's own ending. Killing the keeper's process
//! group, as the grader does at the end of every run, kills the init and so the whole tree.
//!
//! The program does not run as PID 1 itself: a namespace's first process ignores the
//! signals it has no handler for, so an `abort()` would not end it as it ends a program
//! anywhere else.
//!
//! Everything here runs in a child of a multi-threaded grader between fork and exec:
//! system calls only, no allocation, no lock.

use std::io;

/// What the init writes before it has seen the program end.
const NOT_YET: i32 = i32::MIN;

/// Whether this machine lets the grader make a user and PID namespace (tried once in a
/// child that does nothing else).
pub fn available() -> bool {
    // SAFETY: the child makes one system call and exits; the parent waits for it.
    unsafe {
        let child = libc::fork();
        if child == 0 {
            let made = libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWPID) == 0;
            libc::_exit(if made { 0 } else { 1 });
        }
        if child < 0 {
            return false;
        }
        let mut status = 0;
        while libc::waitpid(child, &mut status, 0) < 0 {
            if *libc::__errno_location() != libc::EINTR {
                return false;
            }
        }
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0
    }
}

/// Makes the namespaces and the keeper and init processes; returns in the program's
/// process, which goes on to exec. Never returns in the keeper or the init.
///
/// # Safety
/// Between fork and exec only.
pub unsafe fn enter() -> io::Result<()> {
    // SAFETY: system calls on values of this frame; the shared page outlives every use.
    unsafe {
        if libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWPID) != 0 {
            return Err(io::Error::last_os_error());
        }
        let page = libc::mmap(
            std::ptr::null_mut(),
            4096,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED | libc::MAP_ANONYMOUS,
            -1,
            0,
        );
        if page == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let slot = page.cast::<i32>();
        std::ptr::write_volatile(slot, NOT_YET);
        let init = libc::fork();
        if init < 0 {
            return Err(io::Error::last_os_error());
        }
        if init > 0 {
            keep(init, slot);
        }
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
        let program = libc::fork();
        if program < 0 {
            libc::_exit(127);
        }
        if program > 0 {
            reap(program, slot);
        }
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
    }
    Ok(())
}

/// Closes every descriptor: the keeper and the init hold no pipe open, so the grader's
/// `spawn` sees the program's exec, and its pipes end with the program's tree.
unsafe fn close_all() {
    // SAFETY: a plain system call.
    unsafe {
        libc::syscall(
            libc::SYS_close_range,
            0 as libc::c_uint,
            libc::c_uint::MAX,
            0,
        );
    }
}

/// The init: reaps every process of the namespace until the program ends, records how it
/// ended, and exits, which ends the namespace.
unsafe fn reap(program: libc::pid_t, slot: *mut i32) -> ! {
    // SAFETY: system calls; `slot` is the shared page.
    unsafe {
        close_all();
        loop {
            let mut status = 0;
            let pid = libc::waitpid(-1, &mut status, 0);
            if pid == program {
                std::ptr::write_volatile(slot, status);
                libc::_exit(0);
            }
            if pid < 0 && *libc::__errno_location() != libc::EINTR {
                libc::_exit(127);
            }
        }
    }
}

/// The keeper: waits for the init, then ends as the program did.
unsafe fn keep(init: libc::pid_t, slot: *mut i32) -> ! {
    // SAFETY: system calls; `slot` is the shared page.
    unsafe {
        close_all();
        let mut status = 0;
        while libc::waitpid(init, &mut status, 0) < 0 {
            if *libc::__errno_location() != libc::EINTR {
                libc::_exit(127);
            }
        }
        let recorded = std::ptr::read_volatile(slot);
        let status = if recorded == NOT_YET {
            status
        } else {
            recorded
        };
        if libc::WIFSIGNALED(status) {
            let signal = libc::WTERMSIG(status);
            let mut default: libc::sigaction = std::mem::zeroed();
            default.sa_sigaction = libc::SIG_DFL;
            libc::sigaction(signal, &default, std::ptr::null_mut());
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, signal);
            libc::sigprocmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
            libc::kill(libc::getpid(), signal);
            libc::_exit(128 + signal);
        }
        libc::_exit(libc::WEXITSTATUS(status));
    }
}
