//! Keeping a run's processes in one tree that dies with it: a user and PID namespace per
//! run.
//!
//! The grader starts the namespaces' first process (the *init*, PID 1 inside) with
//! `clone(CLONE_NEWUSER | CLONE_NEWPID | CLONE_VM)`: it shares the grader's memory, so
//! starting it copies nothing (see [`crate::spawn`]), and it runs only system calls on a
//! stack of its own. The init starts the program the same way ([`crate::spawn::Ready`]),
//! confines it, and reaps every process of the namespace until the program ends; then it
//! records the program's wait status where the grader reads it and exits, and the kernel
//! kills every process left in the namespace, whatever session or group it moved to.
//! Killing the init's process group, as the grader does at the end of every run, kills the
//! whole tree, and the init is reaped only once every process in it has ended.
//!
//! The program does not run as PID 1 itself: a namespace's first process ignores the
//! signals it has no handler for, so an `abort()` would not end it as it ends a program
//! anywhere else.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::process::ExitStatus;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

use std::os::unix::process::ExitStatusExt;

use crate::process;
use crate::spawn::{self, Blocked, Mapping, Ready, STACK};

/// What the init writes before it has seen the program end.
const NOT_YET: i32 = i32::MIN;

/// Room for [`Report`] before the two stacks.
const PAGE: usize = 4096;

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

/// What the init tells the grader, in memory they share.
#[repr(C)]
struct Report {
    /// The errno of the step that failed before the program ran; 0 while none has.
    error: AtomicI32,
    /// The program's wait status once it has ended; [`NOT_YET`] before.
    status: AtomicI32,
}

/// A run started in namespaces of its own: the grader's child is its init.
pub struct Tree {
    init: libc::pid_t,
    /// The report and the stacks; `None` once the init is reaped.
    memory: Option<Mapping>,
}

impl Tree {
    /// The init's process ID: its process group holds the run.
    pub fn pid(&self) -> libc::pid_t {
        self.init
    }

    /// Waits for the run to end and returns how the program ended (its own wait status,
    /// or the init's when the init was killed before the program ended) and the CPU time
    /// of the whole tree.
    pub fn wait(&mut self) -> io::Result<(ExitStatus, Duration)> {
        let (status, cpu) = process::wait_with_cpu(self.init)?;
        let recorded = self.report().status.load(Ordering::Acquire);
        self.memory = None;
        let status = match recorded {
            NOT_YET => status,
            recorded => ExitStatus::from_raw(recorded),
        };
        Ok((status, cpu))
    }

    fn report(&self) -> &Report {
        let memory = self.memory.as_ref().expect("the init is not reaped yet");
        // SAFETY: the report was written at the start of the mapping in `spawn`.
        unsafe { &*memory.at(0).cast::<Report>() }
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        if self.memory.is_some() {
            // The init still uses the memory: end it first. Not yet reaped, its pid
            // cannot have been reused.
            process::kill_group(self.init);
            let _ = process::wait_with_cpu(self.init);
        }
    }
}

/// Starts `ready` in a user and PID namespace of its own: the init runs `confine` (for
/// itself and all it starts), then starts the program, which runs `confine_program` before
/// its exec. Returns once the program has executed, or with the error of the step that
/// failed.
///
/// # Safety
/// `confine` and `confine_program` run in children that share the caller's memory, while
/// the caller goes on: system calls on values they hold, and nothing else.
pub unsafe fn spawn(
    ready: &Ready,
    confine: &(dyn Fn() -> io::Result<()> + Sync),
    confine_program: &(dyn Fn() -> io::Result<()> + Sync),
) -> io::Result<Tree> {
    let memory = Mapping::new(PAGE + 2 * STACK)?;
    let report = memory.at(0).cast::<Report>();
    // SAFETY: the mapping is fresh, page-aligned and larger than a `Report`.
    unsafe {
        report.write(Report {
            error: AtomicI32::new(0),
            status: AtomicI32::new(NOT_YET),
        });
    }
    let mut ends = [0; 2];
    // SAFETY: pipe2 fills `ends`.
    if unsafe { libc::pipe2(ends.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: two new descriptors owned by nobody else.
    let (started, mut started_writer) = unsafe {
        (
            OwnedFd::from_raw_fd(ends[0]),
            Some(OwnedFd::from_raw_fd(ends[1])),
        )
    };
    let init = Init {
        ready,
        confine,
        confine_program,
        report,
        program_stack: memory.at(PAGE + 2 * STACK),
    };
    let blocked = Blocked::all();
    // SAFETY: the init reads `init` and `ready` only until the program has executed, which
    // the read below waits for; it writes only the report and its own stack, both in
    // `memory`, which the `Tree` keeps until the init is reaped.
    let pid = unsafe {
        libc::clone(
            start_init,
            memory.at(PAGE + STACK),
            libc::CLONE_VM | libc::CLONE_NEWUSER | libc::CLONE_NEWPID | libc::SIGCHLD,
            (&raw const init).cast_mut().cast(),
        )
    };
    let clone_error = io::Error::last_os_error();
    if pid < 0 {
        return Err(clone_error);
    }
    let mut tree = Tree {
        init: pid,
        memory: Some(memory),
    };
    // The write end closes in the init once the program has started, and in the program
    // at its exec: end of file here means both. Until then the init may fail a call and
    // write its errno, which is this thread's (the init shares its thread-local storage):
    // this thread only waits in read(2) meanwhile, with every signal still blocked, so
    // the read cannot fail and nothing here reads errno.
    started_writer.take();
    let mut byte = 0u8;
    // SAFETY: reads into one byte of this frame.
    unsafe { libc::read(started.as_raw_fd(), (&raw mut byte).cast(), 1) };
    drop(blocked);
    match tree.report().error.load(Ordering::Acquire) {
        0 => Ok(tree),
        errno => {
            tree.wait()?;
            Err(io::Error::from_raw_os_error(errno))
        }
    }
}

/// Everything the init reads before the program has executed.
struct Init<'a> {
    ready: &'a Ready,
    confine: &'a (dyn Fn() -> io::Result<()> + Sync),
    confine_program: &'a (dyn Fn() -> io::Result<()> + Sync),
    report: *mut Report,
    program_stack: *mut libc::c_void,
}

/// The init: confines itself, starts the program, then reaps every process of the
/// namespace until the program ends, records how it ended, and exits, which ends the
/// namespace.
extern "C" fn start_init(argument: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `argument` is the grader's `Init`, alive until the program has executed.
    let init = unsafe { &*argument.cast::<Init>() };
    // The report lives until the init is reaped; `init` only until the program has run.
    // SAFETY: see `spawn`.
    let report = unsafe { &*init.report };
    let fail = |errno: i32| -> ! {
        report.error.store(errno.max(1), Ordering::Release);
        // SAFETY: ends the init.
        unsafe { libc::_exit(127) }
    };
    // SAFETY: system calls on values of this frame, of `init` and of the report.
    unsafe {
        spawn::reset_signals();
        if let Err(err) = (init.confine)() {
            fail(err.raw_os_error().unwrap_or(libc::EINVAL));
        }
        let program = libc::clone(
            start_program,
            init.program_stack,
            libc::CLONE_VM | libc::CLONE_VFORK | libc::SIGCHLD,
            argument,
        );
        if program < 0 {
            fail(*libc::__errno_location());
        }
        // Every descriptor closes: the grader's read of `started` ends, and the pipes
        // end with the program's tree.
        libc::syscall(
            libc::SYS_close_range,
            0 as libc::c_uint,
            libc::c_uint::MAX,
            0,
        );
        if report.error.load(Ordering::Acquire) != 0 {
            libc::_exit(127);
        }
        loop {
            let mut status = 0;
            let pid = libc::waitpid(-1, &mut status, 0);
            if pid == program {
                report.status.store(status, Ordering::Release);
                libc::_exit(0);
            }
            if pid < 0 && *libc::__errno_location() != libc::EINTR {
                libc::_exit(127);
            }
        }
    }
}

/// The program's process until its exec: dies with the init, confines itself, executes.
extern "C" fn start_program(argument: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `argument` is the grader's `Init`; the init that shares it is suspended.
    let init = unsafe { &*argument.cast::<Init>() };
    // SAFETY: system calls; the report outlives the init.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
        let errno = init.ready.exec(init.confine_program);
        (*init.report).error.store(errno, Ordering::Release);
        libc::_exit(127)
    }
}
