//! Running one untrusted program once, under limits, and reporting what it did.
//!
//! This module owns everything about a single execution of a student's program:
//! the fresh working directory, the cleaned environment, the resource limits,
//! feeding standard input, capturing standard output and standard error, the
//! wall-time and output limits, killing the program together with everything it
//! started, and classifying how it ended. It knows nothing about games, cases or
//! grading: callers decide what the bytes mean.
//!
//! # What a run looks like
//!
//! [`run`] takes an empty directory `arbiter-run-*` in [`std::env::temp_dir`]
//! (mode 0700; see [`super::scratch`]), starts the program there and empties the
//! directory of whatever the program left in it before returning, keeping it for
//! the thread's next run. The program is started as the
//! leader of a new process group (`setpgid(0, 0)`) and without a controlling
//! terminal (`TIOCNOTTY`, when the grader has one). When the run ends for any
//! reason, including a normal exit, the whole process group is killed with
//! `SIGKILL`, so background processes the program started do not outlive the
//! run.
//!
//! A new process group is used rather than a new session (`setsid`) because on
//! kernels with scheduler autogroups (the default on most distributions) every
//! new session gets its own scheduling group, and when the CPUs are busy with
//! other sessions' work that adds about a scheduler time slice to every start
//! (median start-to-exit of `/bin/true` measured here: 3.3 ms with `setsid`,
//! 1.0 ms with `setpgid`).
//!
//! The child sees:
//! - argv exactly as given in [`Program::argv`]. A first element without a `/`
//!   is looked up in the child's `PATH`; a relative path with a `/` is made
//!   absolute against the caller's current directory (the child itself runs in
//!   the temporary directory).
//! - an environment made only of `PATH=`[`DEFAULT_PATH`], `HOME=`(the working
//!   directory) and `LANG=C.UTF-8`, then [`Program::env`] in order (an entry can
//!   override any of the three).
//! - C standard output line-buffered and standard input unbuffered, where
//!   coreutils' `stdbuf` library is installed: `LD_PRELOAD` names it, with
//!   `_STDBUF_O=L` and `_STDBUF_I=0` (see [`line_buffering`]). A C program's
//!   output to a pipe is otherwise kept in its buffer until it exits, and lost
//!   when it crashes or is stopped, so what it printed before its input ran out
//!   would count as never printed. With unbuffered input the C library writes a
//!   pending prompt out before it waits for input, as at a terminal, and takes
//!   from the pipe only what the program reads, so
//!   [`RunOutcome::read_all_input`] tells a program stuck on a word it cannot
//!   read from one that reached the end of its input.
//! - the `stdin` bytes on standard input, followed by end of input.
//! - `RLIMIT_CORE` = 0 (no core files), `RLIMIT_AS` = [`Limits::memory`] when
//!   set, and `SIGKILL` as parent-death signal, so the program itself (not
//!   what it started) cannot outlive a grader that dies while waiting for it.
//!   File descriptors other than 0, 1 and 2 are not inherited.
//!
//! # Limits and what is kept
//!
//! - [`Limits::wall_time`] bounds the whole run; [`Limits::idle_time`], when set, also
//!   stops a run that has gone that long without progress: no byte of its input taken
//!   out of the pipe, nothing printed on standard output. Progress is measured by the
//!   program's own acts, not by arbiter's clock while it judged output, so what the
//!   program did meanwhile (output still in the pipe, input taken) is counted before a run
//!   is called idle.
//! - [`Limits::max_output`] counts **standard output only**: it is what graders
//!   compare, and its size is predictable from the expected output. As soon as
//!   more than `max_output` bytes have been read the group is killed and the run
//!   is [`Termination::OutputLimit`]; exactly `max_output` bytes are kept.
//! - Standard error is drained all the time (so a chatty program never blocks),
//!   but only its first [`STDERR_CAP`] bytes are kept; the rest is discarded and
//!   does not end the run. A program flooding standard error is stopped by the
//!   wall-time limit.
//! - Memory used by a run is bounded by `max_output + STDERR_CAP` plus one 64 KiB
//!   read buffer, whatever the program prints.
//!
//! # Mechanics
//!
//! Everything happens on the calling thread: the pipes are non-blocking and a
//! single `ppoll(2)` waits on standard output, standard error, standard input
//! (while there is input left to write) and a pidfd of the child, with the
//! remaining wall time as timeout. No thread is started and nothing polls with
//! sleeps. On
//! kernels without `pidfd_open` (before 5.3, or when it is filtered) the wait is
//! cut into 1 ms slices and `waitid(WNOWAIT)` checks for the exit.
//!
//! The parent keeps a duplicate of the read end of the child's standard input.
//! It lets [`RunOutcome::read_all_input`] be measured (`FIONREAD` on it at the
//! moment the exit or the exceeded limit is seen) and means a write can never fail with `EPIPE` or raise
//! `SIGPIPE` in the grader, whatever the child does with its input.
//!
//! # Failures
//!
//! [`run`] never panics and always returns a [`RunOutcome`]. Problems before the
//! program runs (empty argv, no temporary directory, pipe creation, `exec`
//! failure such as a missing or non-executable file, a failed `setrlimit`)
//! become [`Termination::FailedToStart`] with the OS message. If the exit status
//! cannot be collected (which happens when the host process sets `SIGCHLD` to
//! `SIG_IGN`) the run is [`Termination::StatusUnavailable`]. Failing to empty
//! the working directory is ignored after a second attempt that first makes
//! every directory in it writable; the leftover is an `arbiter-run-*` directory
//! in the temporary directory.
//!
//! # Not covered
//!
//! A process that leaves the group (`setsid` or `setpgid` in a grandchild)
//! escapes the final kill, and nothing here limits the number of processes,
//! CPU time (only wall time), disk usage or network access: those need cgroups
//! or namespaces around the grader. A process stuck in uninterruptible sleep
//! delays the return of [`run`] until it dies.

use crate::decode::Utf8Stream;
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::fs::{self, File};
use std::io::{self, PipeWriter, Read, Write};
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::time::{Duration, Instant};

use super::scratch::Scratch;
use super::waiting;
use crate::conversation::{Interlocutor, Reply};
use crate::interrupt;
pub use crate::process::signal_name;
use crate::process::{self, kill_group, pidfd_open, poll_entry, ppoll, set_nonblocking};
use crate::sandbox::{
    Confinement, Paths,
    tree::{self, Tree},
};
use crate::spawn;

/// The kind of folder a run works in (see [`Scratch`]).
const RUN_FOLDER: &str = "arbiter-run-";

/// How many bytes of standard error a run keeps; the rest is read and dropped.
pub const STDERR_CAP: usize = 64 * 1024;

/// `PATH` given to every program unless [`Program::env`] overrides it.
pub const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// Size of one read or write on a pipe (the default Linux pipe capacity).
const CHUNK: usize = 64 * 1024;
/// Reads per pipe per wake-up, so one busy pipe cannot starve the deadline check.
const READS_PER_WAKEUP: usize = 4;
/// Reads per pipe after the child is gone, to collect what is still buffered.
const DRAIN_READS: usize = 64;
/// Wait slice when no pidfd is available, and pause after an unexpected poll error.
const FALLBACK_TICK: Duration = Duration::from_millis(1);
/// Longest single poll; the loop simply waits again (keeps the timespec sane).
const MAX_POLL: Duration = Duration::from_secs(3600);

/// Resource limits for one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time from just before the program is started. When it runs
    /// out the process group is killed and the run is [`Termination::TimedOut`].
    pub wall_time: Duration,
    /// Wall-clock time the program may go without making progress: taking bytes of
    /// its input out of the pipe, or printing on standard output. When set, a run
    /// that waits on nothing for this long is [`Termination::TimedOut`] before its
    /// `wall_time`; one that keeps reading and printing is held only by its
    /// `wall_time`, its CPU time and its output, so a loaded machine that slows it
    /// down does not stop it.
    pub idle_time: Option<Duration>,
    /// Most bytes of **standard output** kept. One byte more ends the run with
    /// [`Termination::OutputLimit`]. Standard error has its own fixed
    /// [`STDERR_CAP`] and never ends a run.
    pub max_output: u64,
    /// Address-space limit in bytes (`RLIMIT_AS`), if any. Allocations beyond
    /// it fail inside the program, which then usually exits non-zero or
    /// crashes. It counts reserved address space, not resident memory, so
    /// leave room for runtimes that reserve a lot up front.
    pub memory: Option<u64>,
    /// CPU time of each process of the run (`RLIMIT_CPU`, whole seconds rounded
    /// up), if any: a program that spins on every core reaches it before the
    /// wall time, and its run is [`Termination::CpuTimeOut`].
    pub cpu_time: Option<Duration>,
}

/// The program to run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Program {
    /// Program (first element) and its arguments, passed to the child as is.
    pub argv: Vec<OsString>,
    /// Variables added, in order, to the cleaned environment described in the
    /// module documentation. Later entries override earlier ones.
    pub env: Vec<(OsString, OsString)>,
    /// Confined ([`crate::sandbox`]) to these paths besides the system, the
    /// working folder, the program's own folder and the folders of the
    /// arguments that name files; `None` runs it unconfined (the grader's own
    /// tools).
    pub confined: Option<Paths>,
    /// Libraries preloaded into it after coreutils' line-buffering one, in order (see
    /// [`super::preload`]).
    pub preload: Vec<PathBuf>,
    /// Its standard output is decoded to UTF-8 as it arrives ([`crate::decode`]): a
    /// student's program, whose output is read as text; other runs keep their bytes.
    pub decoded: bool,
}

impl Program {
    /// A program with these arguments and no extra environment.
    pub fn new<I, S>(argv: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        Program {
            argv: argv.into_iter().map(Into::into).collect(),
            env: Vec::new(),
            confined: None,
            preload: Vec::new(),
            decoded: false,
        }
    }

    /// The same program, its standard output decoded to UTF-8 as it arrives.
    pub fn decoding(mut self) -> Self {
        self.decoded = true;
        self
    }

    /// Preloads `library` into the program (and lets a confined one read it).
    pub fn preloading(mut self, library: &Path) -> Self {
        self.preload.push(library.to_path_buf());
        self.also_allowing(Paths {
            read: vec![library.to_path_buf()],
            write: Vec::new(),
        })
    }

    /// Lets a confined program also touch `paths` (an unconfined one touches anything).
    pub fn also_allowing(mut self, paths: Paths) -> Self {
        if let Some(confined) = &mut self.confined {
            confined.read.extend(paths.read);
            confined.write.extend(paths.write);
        }
        self
    }

    /// The same program, confined to `paths` besides what every run gets.
    pub fn confined_to(mut self, paths: Paths) -> Self {
        self.confined = Some(paths);
        self
    }

    /// Adds environment variables, in order.
    pub fn with_envs(mut self, env: Vec<(OsString, OsString)>) -> Self {
        self.env.extend(env);
        self
    }

    /// Adds one environment variable.
    pub fn with_env(mut self, key: impl Into<OsString>, value: impl Into<OsString>) -> Self {
        self.env.push((key.into(), value.into()));
        self
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Termination {
    /// The program exited by itself with this code.
    Exited(i32),
    /// The program was ended by a signal it did not get from us (a crash, an
    /// `abort`, a `kill` it sent itself, or the kernel).
    Signaled {
        /// Signal number.
        signal: i32,
        /// Its name, e.g. `"SIGSEGV"` (see [`signal_name`]).
        name: &'static str,
    },
    /// The wall-time limit ran out and the process group was killed.
    TimedOut,
    /// The program used up its CPU time (`SIGXCPU`).
    CpuTimeOut,
    /// arbiter was asked to stop (`SIGINT`, `SIGTERM`) and stopped the run.
    Interrupted,
    /// Standard output exceeded [`Limits::max_output`] and the process group
    /// was killed (or the program had already exited with more output than the
    /// limit; the kept output is truncated either way).
    OutputLimit,
    /// The program had read all of its input and printed all that could count, and was
    /// still running: it was stopped ([`run_until`]).
    StoppedOnceDone,
    /// The program could not be started; the message comes from the OS.
    FailedToStart(String),
    /// The program ran but its exit status could not be collected, which
    /// happens only when the host process has set `SIGCHLD` to `SIG_IGN`.
    StatusUnavailable(String),
}

impl Termination {
    /// True for a normal exit with code 0.
    pub fn is_success(&self) -> bool {
        matches!(self, Termination::Exited(0))
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Termination::Exited(code) => write!(f, "exited with code {code}"),
            Termination::Signaled { signal, name } => {
                write!(f, "killed by signal {name} ({signal})")
            }
            Termination::TimedOut => f.write_str("exceeded the time limit"),
            Termination::CpuTimeOut => f.write_str("exceeded the CPU time limit"),
            Termination::Interrupted => f.write_str("stopped: arbiter was interrupted"),
            Termination::OutputLimit => f.write_str("exceeded the output limit"),
            Termination::StoppedOnceDone => {
                f.write_str("stopped once its input was read and its output complete")
            }
            Termination::FailedToStart(msg) => write!(f, "failed to start: {msg}"),
            Termination::StatusUnavailable(msg) => write!(f, "exit status unavailable: {msg}"),
        }
    }
}

/// Everything observed about one run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunOutcome {
    /// Standard output, at most [`Limits::max_output`] bytes.
    pub stdout: Vec<u8>,
    /// Standard error, at most [`STDERR_CAP`] bytes (the beginning).
    pub stderr: Vec<u8>,
    /// How the run ended.
    pub status: Termination,
    /// Wall time from just before the start to the moment the exit or the
    /// exceeded limit was seen; zero-ish when the program failed to start.
    pub elapsed: Duration,
    /// Whether all of the input was written and then taken out of the pipe by
    /// the program (or the processes it started) before the run ended, i.e.
    /// its next read would have returned end of input. True for empty input.
    /// Bytes a program pulled into its own buffer count as read.
    pub read_all_input: bool,
    /// How many bytes of its input the program (or the processes it started) took out of
    /// the pipe. A C program reads its input unbuffered (see [`line_buffering`]), so this
    /// is where its reading stopped; a program that reads ahead into a buffer of its own
    /// (Python) took more than it used.
    pub input_taken: usize,
    /// On [`Termination::TimedOut`]: how long nothing had been printed (on
    /// standard output or standard error) when the program was killed,
    /// counted from the start if it never printed. `None` otherwise.
    pub quiet_before_timeout: Option<Duration>,
    /// The files in its working folder when it ended (see [`run_in`]).
    pub files: BTreeMap<String, Vec<u8>>,
    /// The legacy encoding its standard output was decoded from (see [`crate::decode`]),
    /// `None` when it printed UTF-8.
    pub decoded_from: Option<&'static str>,
}

impl RunOutcome {
    fn failed(message: String, elapsed: Duration) -> Self {
        RunOutcome {
            stdout: Vec::new(),
            stderr: Vec::new(),
            status: Termination::FailedToStart(message),
            elapsed,
            read_all_input: false,
            input_taken: 0,
            quiet_before_timeout: None,
            files: BTreeMap::new(),
            decoded_from: None,
        }
    }
}

/// Runs `program` once with `stdin` as its input under `limits`.
///
/// Blocks until the program has ended (by itself or killed) and its working
/// directory has been removed. Never panics; see the module documentation.
pub fn run(program: &Program, stdin: &[u8], limits: &Limits) -> RunOutcome {
    run_until(program, stdin, limits, &|_| false)
}

/// How long a run whose input is all written must have printed nothing before it is
/// asked whether it is done: a program that has just read its last line usually prints
/// its last screen and then stops or waits.
const QUIET_BEFORE_DONE_CHECK: Duration = Duration::from_micros(500);
const QUIET_BEFORE_DONE_CHECK_AT_MOST: Duration = Duration::from_millis(20);
/// A run that keeps printing is asked again once its output has grown by half since the
/// last check, and never before it holds this much: a check reads the whole output, so the
/// checks of a program that floods its output cost about twice the last one in all.
const GROWTH_BEFORE_DONE_CHECK: usize = 16 * 1024;
/// How often a run that has not taken all of its input is looked at again for a check.
const INPUT_LEFT_LOOK: Duration = Duration::from_millis(10);

/// When to ask whether a run is done: only when it printed something since the last
/// check, and then once it has been quiet for a moment or its output has grown by half.
struct DoneChecks {
    /// The output's length at the last check, if there was one.
    checked: Option<usize>,
    /// How long the program must have been quiet: twice as long after each check that
    /// found it not done, up to [`QUIET_BEFORE_DONE_CHECK_AT_MOST`], since a program that
    /// pauses between turns (`os.system("clear")` starts a shell) is quiet often.
    quiet: Duration,
    /// While the program has not taken all of its input, the next look.
    not_before: Option<Instant>,
}

impl Default for DoneChecks {
    fn default() -> Self {
        DoneChecks {
            checked: None,
            quiet: QUIET_BEFORE_DONE_CHECK,
            not_before: None,
        }
    }
}

impl DoneChecks {
    /// The moment of the next check, if one is due: `None` while the input is not all
    /// written or nothing new was printed since the last check.
    fn next(&self, input_written: bool, printed: usize, last_output: Instant) -> Option<Instant> {
        if !input_written || self.checked == Some(printed) {
            return None;
        }
        let checked = self.checked.unwrap_or(0);
        let at = if printed >= (checked + checked / 2).max(GROWTH_BEFORE_DONE_CHECK) {
            last_output
        } else {
            last_output + self.quiet
        };
        Some(self.not_before.map_or(at, |not_before| at.max(not_before)))
    }

    /// A check found the run not done with `printed` bytes of output.
    fn checked(&mut self, printed: usize) {
        self.checked = Some(printed);
        self.quiet = (self.quiet * 2).min(QUIET_BEFORE_DONE_CHECK_AT_MOST);
        self.not_before = None;
    }

    /// Its input is not all taken yet: look again in a while.
    fn input_left(&mut self, now: Instant) {
        self.not_before = Some(now + INPUT_LEFT_LOOK);
    }
}

/// The last moment a run made progress, and how much of its input it had taken then.
struct Progress {
    at: Instant,
    input_taken: usize,
}

impl Progress {
    fn new(start: Instant) -> Self {
        Progress {
            at: start,
            input_taken: 0,
        }
    }

    /// Counts the input taken out of the pipe (`written` less `unread`) as progress when
    /// it grew.
    fn saw_input(&mut self, written: usize, unread: Option<usize>, now: Instant) {
        let taken = written.saturating_sub(unread.unwrap_or(0));
        if taken > self.input_taken {
            self.input_taken = taken;
            self.at = now;
        }
    }
}

/// Runs `program` as [`run`] does, and also stops it, as
/// [`Termination::StoppedOnceDone`], once all of its input is read and `done` says of
/// the output so far that nothing the program prints next can change its result (asked at
/// most every 10 ms). A program that loops at end of input is then not waited for until
/// the time limit.
pub fn run_until(
    program: &Program,
    stdin: &[u8],
    limits: &Limits,
    done: &dyn Fn(&[u8]) -> bool,
) -> RunOutcome {
    run_in(program, stdin, &BTreeMap::new(), limits, done)
}

/// Whether a run is done, asked of its output so far (see [`run_until`]).
type Done<'a> = &'a dyn Fn(&[u8]) -> bool;

/// What a run reads: a script written at once, or a conversation.
enum Input<'a> {
    /// The script is written as fast as the program takes it, then its input is closed;
    /// `done` is asked, once it is all taken, whether the run is done (see [`run_until`]).
    Script {
        bytes: &'a [u8],
        done: &'a dyn Fn(&[u8]) -> bool,
    },
    /// Each time the program waits for its input (see [`super::waiting`]), the
    /// interlocutor says what comes next; once it has closed the input, `done` (if any)
    /// is asked as for a script.
    Conversation {
        interlocutor: &'a mut dyn Interlocutor,
        done: Option<Done<'a>>,
    },
}

/// Runs `program` as [`run_in`] does, but with a conversation for its input: each time
/// it waits for its input (blocked reading it, as the kernel shows, with nothing left in
/// the pipe: not a guess from a pause), `interlocutor` is asked what to say, with what the
/// program printed so far. A program that computes before its prompt, or prints a prompt
/// and reads a while later, is answered the same way.
pub fn converse(
    program: &Program,
    files: &BTreeMap<String, Vec<u8>>,
    limits: &Limits,
    interlocutor: &mut dyn Interlocutor,
) -> RunOutcome {
    let input = Input::Conversation {
        interlocutor,
        done: None,
    };
    run_with(program, input, files, limits)
}

/// Runs `program` as [`converse`] does, and also stops it as [`run_until`] does once
/// `interlocutor` has closed its input and `done` says the output is all that counts.
pub fn converse_until(
    program: &Program,
    files: &BTreeMap<String, Vec<u8>>,
    limits: &Limits,
    interlocutor: &mut dyn Interlocutor,
    done: &dyn Fn(&[u8]) -> bool,
) -> RunOutcome {
    let input = Input::Conversation {
        interlocutor,
        done: Some(done),
    };
    run_with(program, input, files, limits)
}

/// The most a working folder's files are read back, each and in all: a program that fills
/// its folder does not fill arbiter's memory.
const FILE_KEPT: usize = 1 << 20;
const FILES_KEPT: usize = 16;

/// Runs `program` as [`run_until`] does, in a working folder that starts with `files`
/// (by name, such as a case's statistics file), and keeps what the folder's files hold
/// when it ends (at most 16 files of at most 1 MiB each).
pub fn run_in(
    program: &Program,
    stdin: &[u8],
    files: &BTreeMap<String, Vec<u8>>,
    limits: &Limits,
    done: &dyn Fn(&[u8]) -> bool,
) -> RunOutcome {
    let input = Input::Script { bytes: stdin, done };
    run_with(program, input, files, limits)
}

/// Runs `program` on `input` in a working folder that starts with `files`.
fn run_with(
    program: &Program,
    input: Input<'_>,
    files: &BTreeMap<String, Vec<u8>>,
    limits: &Limits,
) -> RunOutcome {
    let Some(first) = program.argv.first() else {
        return RunOutcome::failed("empty argument list".to_owned(), Duration::ZERO);
    };
    let executable = match resolve_program(first) {
        Ok(path) => path,
        Err(err) => {
            return RunOutcome::failed(
                format!("cannot resolve {}: {err}", Path::new(first).display()),
                Duration::ZERO,
            );
        }
    };
    let workdir = match Scratch::take(RUN_FOLDER) {
        Ok(dir) => dir,
        Err(err) => {
            return RunOutcome::failed(
                format!("cannot create a working directory: {err}"),
                Duration::ZERO,
            );
        }
    };
    for (name, bytes) in files {
        if let Err(err) = fs::write(workdir.path().join(name), bytes) {
            return RunOutcome::failed(
                format!("cannot give the program its file {name}: {err}"),
                Duration::ZERO,
            );
        }
    }
    let mut outcome = supervise(program, &executable, input, limits, workdir.path());
    outcome.files = files_left(workdir.path());
    workdir.give_back(&[]);
    outcome
}

/// The regular files of a working folder, as far as [`FILE_KEPT`] and [`FILES_KEPT`] allow.
fn files_left(folder: &Path) -> BTreeMap<String, Vec<u8>> {
    let Ok(entries) = fs::read_dir(folder) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let mut bytes = Vec::new();
            fs::File::open(entry.path())
                .ok()?
                .take(FILE_KEPT as u64)
                .read_to_end(&mut bytes)
                .ok()?;
            Some((name, bytes))
        })
        .take(FILES_KEPT)
        .collect()
}

/// Why the supervision loop stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    Interrupted,
    Exited,
    TimedOut,
    OutputLimit,
    Done,
}

fn supervise(
    program: &Program,
    executable: &OsStr,
    input: Input<'_>,
    limits: &Limits,
    dir: &Path,
) -> RunOutcome {
    // The parent keeps a copy of the read end of standard input (close-on-exec) for
    // FIONREAD, and so that writes never hit EPIPE.
    let pipes = (|| {
        let (stdin_reader, stdin_writer) = io::pipe()?;
        let stdin_probe = stdin_reader.try_clone()?;
        Ok::<_, io::Error>((
            stdin_reader,
            stdin_writer,
            stdin_probe,
            io::pipe()?,
            io::pipe()?,
        ))
    })();
    let (stdin_reader, stdin_writer, stdin_probe, (stdout, stdout_writer), (stderr, stderr_writer)) =
        match pipes {
            Ok(pipes) => pipes,
            Err(err) => {
                return RunOutcome::failed(format!("cannot create a pipe: {err}"), Duration::ZERO);
            }
        };
    let stdio = [
        OwnedFd::from(stdin_reader),
        OwnedFd::from(stdout_writer),
        OwnedFd::from(stderr_writer),
    ];
    let start = Instant::now();
    let started = start_program(program, executable, dir, limits, &stdio);
    drop(stdio);
    let mut started = match started {
        Ok(started) => started,
        Err(message) => return RunOutcome::failed(message, start.elapsed()),
    };
    let pid = started.pid;

    let stdout = File::from(OwnedFd::from(stdout));
    let stderr = File::from(OwnedFd::from(stderr));
    let nonblocking = set_nonblocking(stdout.as_raw_fd())
        .and_then(|()| set_nonblocking(stderr.as_raw_fd()))
        .and_then(|()| set_nonblocking(stdin_writer.as_raw_fd()));
    if let Err(err) = nonblocking {
        kill_group(pid);
        let _ = started.wait();
        return RunOutcome::failed(format!("cannot set up pipes: {err}"), start.elapsed());
    }

    let cap = usize::try_from(limits.max_output).unwrap_or(usize::MAX);
    let mut out = Capture::new(stdout, cap);
    if program.decoded {
        out = out.decoded();
    }
    let mut err = Capture::new(stderr, STDERR_CAP);
    let (script, done, mut interlocutor) = match input {
        Input::Script { bytes, done } => (bytes, Some(done), None),
        Input::Conversation { interlocutor, done } => (&[][..], done, Some(interlocutor)),
    };
    let mut feeder = Feeder {
        pipe: Some(stdin_writer),
        data: Cow::Borrowed(script),
        written: 0,
        closing: interlocutor.is_none(),
    };
    feeder.pump();
    let watch = interlocutor
        .is_some()
        .then(|| waiting::Watch::new(pid, &stdin_probe, started.tree.is_some()))
        .flatten();
    let mut looks = Looks::default();

    let pidfd = pidfd_open(pid);
    let deadline = start.checked_add(limits.wall_time);
    let mut scratch = vec![0u8; CHUNK];
    let mut last_output = start;
    let mut progress = Progress::new(start);
    let mut done_checks = DoneChecks::default();

    let stop = loop {
        let now = Instant::now();
        let mut remaining = match deadline {
            Some(deadline) => deadline.saturating_duration_since(now),
            None => MAX_POLL,
        };
        if remaining.is_zero() {
            break Stop::TimedOut;
        }
        if let Some(idle) = limits.idle_time {
            let mut left = (progress.at + idle).saturating_duration_since(now);
            if left.is_zero() {
                // What the program did while arbiter was busy elsewhere counts: its output
                // still in the pipe, the input it took.
                if out.pump(&mut scratch, READS_PER_WAKEUP) {
                    last_output = now;
                    progress.at = now;
                }
                progress.saw_input(feeder.written, unread_bytes(&stdin_probe), now);
                left = (progress.at + idle).saturating_duration_since(now);
                if left.is_zero() {
                    break Stop::TimedOut;
                }
            }
            remaining = remaining.min(left);
        }
        let wait = if pidfd.is_some() {
            remaining.min(MAX_POLL)
        } else {
            remaining.min(FALLBACK_TICK)
        };
        // Once the input is all written, wake up to ask whether the run is done.
        let wait = match done_checks.next(feeder.done(), out.buf.len(), last_output) {
            Some(at) => wait.min(at.saturating_duration_since(now)),
            None => wait,
        };
        // In a conversation, wake up to look whether the program waits for its input.
        let wait = match watch.is_some() && feeder.idle() {
            true => wait.min(looks.next.saturating_duration_since(now)),
            false => wait,
        };

        let mut fds = [
            poll_entry(out.raw_fd(), libc::POLLIN),
            poll_entry(err.raw_fd(), libc::POLLIN),
            poll_entry(feeder.raw_fd(), libc::POLLOUT),
            poll_entry(pidfd.as_ref().map_or(-1, |fd| fd.as_raw_fd()), libc::POLLIN),
            poll_entry(interrupt::wake_fd(), libc::POLLIN),
        ];
        let polled = match ppoll(&mut fds, wait) {
            Ok(()) => true,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => {
                // Not expected (ENOMEM); try every pipe without blocking.
                std::thread::sleep(FALLBACK_TICK);
                for entry in &mut fds {
                    entry.revents = if entry.fd >= 0 { entry.events } else { 0 };
                }
                false
            }
        };

        if fds[0].revents != 0 && out.pump(&mut scratch, READS_PER_WAKEUP) {
            last_output = Instant::now();
            progress.at = last_output;
            looks.soon(last_output);
        }
        if fds[1].revents != 0 && err.pump(&mut scratch, READS_PER_WAKEUP) {
            last_output = Instant::now();
        }
        if fds[2].revents != 0 {
            feeder.pump();
            // Room in the pipe: the program took some of its input.
            progress.at = Instant::now();
        }
        if out.exceeded {
            break Stop::OutputLimit;
        }
        if interrupt::requested() {
            break Stop::Interrupted;
        }
        let exited = match &pidfd {
            Some(_) if polled => fds[3].revents != 0,
            _ => has_exited(pid),
        };
        if exited {
            break Stop::Exited;
        }
        let now = Instant::now();
        if let (Some(watch), Some(interlocutor)) = (&watch, interlocutor.as_mut())
            && feeder.idle()
            && now >= looks.next
        {
            looks.looked(now);
            let unread = unread_bytes(&stdin_probe);
            if unread == Some(0) && watch.state() == waiting::State::Waiting {
                // Its question is all printed before it reads: what is still in the pipe
                // belongs to it.
                out.pump(&mut scratch, DRAIN_READS);
                match interlocutor.reply(&out.buf) {
                    Reply::Say(bytes) => feeder.say(&bytes),
                    Reply::Close => feeder.close(),
                    Reply::Stop => break Stop::Done,
                }
                progress.at = now;
                looks.soon(now);
            }
        }
        if let Some(done) = done
            && done_checks
                .next(feeder.done(), out.buf.len(), last_output)
                .is_some_and(|at| now >= at)
        {
            let unread = unread_bytes(&stdin_probe);
            progress.saw_input(feeder.written, unread, now);
            if unread == Some(0) {
                done_checks.checked(out.buf.len());
                if done(&out.buf) {
                    break Stop::Done;
                }
            } else {
                done_checks.input_left(now);
            }
        }
    };

    // The child (or the group, if it was killed) is about to stop touching the
    // pipe, so whatever is unread now stays unread.
    let unread = unread_bytes(&stdin_probe);
    let read_all_input = feeder.done() && unread == Some(0);
    let input_taken = feeder.written.saturating_sub(unread.unwrap_or(0));
    let stopped_at = Instant::now();
    // Killing before reaping: the zombie keeps the pid and group id reserved. A run in its
    // own namespace is ended with its init, which is reaped only once every process of
    // the run has ended: none is still dying when `run` returns.
    kill_group(pid);
    drop(feeder);
    let waited = started.wait();
    drop(stdin_probe);

    // Output the program wrote just before it ended is still in the pipes.
    if !out.exceeded {
        out.pump(&mut scratch, DRAIN_READS);
    }
    err.pump(&mut scratch, DRAIN_READS);

    let status = match stop {
        Stop::Interrupted => Termination::Interrupted,
        Stop::TimedOut => Termination::TimedOut,
        Stop::OutputLimit => Termination::OutputLimit,
        Stop::Done => Termination::StoppedOnceDone,
        Stop::Exited if out.exceeded => Termination::OutputLimit,
        Stop::Exited => match &waited {
            Ok((status, _)) => classify(*status),
            Err(e) => Termination::StatusUnavailable(e.to_string()),
        },
    };
    // RLIMIT_CPU holds each process to the limit; a program that spins in several and
    // waits for them is held to it in all.
    let cpu = waited.as_ref().map_or(Duration::ZERO, |(_, cpu)| *cpu);
    let status = match status {
        Termination::Exited(_) | Termination::TimedOut
            if limits.cpu_time.is_some_and(|limit| cpu > limit) =>
        {
            Termination::CpuTimeOut
        }
        status => status,
    };
    let quiet_before_timeout =
        (stop == Stop::TimedOut).then(|| stopped_at.saturating_duration_since(last_output));

    let decoded_from = out.finish();
    RunOutcome {
        stdout: out.buf,
        stderr: err.buf,
        status,
        elapsed: stopped_at.saturating_duration_since(start),
        read_all_input,
        input_taken,
        quiet_before_timeout,
        files: BTreeMap::new(),
        decoded_from,
    }
}

/// A program started: its process ID, and its namespaces' tree when it has one.
struct Started {
    pid: libc::pid_t,
    tree: Option<Tree>,
}

impl Started {
    /// Waits for the run to end: how the program ended and the CPU time of all it ran.
    fn wait(&mut self) -> io::Result<(ExitStatus, Duration)> {
        match &mut self.tree {
            Some(tree) => tree.wait(),
            None => process::wait_with_cpu(self.pid),
        }
    }
}

/// Starts `program` in `dir` with `stdio` as its standard input, output and error, or
/// says why it could not start. None of these copies the grader's memory: a run without
/// namespaces is started as [`crate::spawn`] does, one with them as [`tree::spawn`] does.
fn start_program(
    program: &Program,
    executable: &OsStr,
    dir: &Path,
    limits: &Limits,
    stdio: &[OwnedFd; 3],
) -> Result<Started, String> {
    let mut env = vec![
        (OsString::from("PATH"), OsString::from(DEFAULT_PATH)),
        (OsString::from("HOME"), dir.as_os_str().to_owned()),
        (OsString::from("LANG"), OsString::from("C.UTF-8")),
    ];
    env.extend(
        line_buffering()
            .into_iter()
            .filter(|(key, _)| *key != "LD_PRELOAD")
            .map(|(k, v)| (k.into(), v.into())),
    );
    let preload: Vec<&OsStr> = (line_buffering().into_iter())
        .filter(|(key, _)| *key == "LD_PRELOAD")
        .map(|(_, library)| OsStr::new(library))
        .chain(program.preload.iter().map(|library| library.as_os_str()))
        .collect();
    if !preload.is_empty() {
        env.push(("LD_PRELOAD".into(), preload.join(OsStr::new(" "))));
    }
    // A confined program may write only in its folder: its temporary files go there
    // (a compiler's intermediate files, Python's `tempfile`).
    if program.confined.is_some() {
        env.push(("TMPDIR".into(), dir.as_os_str().to_owned()));
    }
    env.extend(program.env.iter().cloned());
    let launch = spawn::Launch {
        program: executable,
        argv: &program.argv,
        env: &env,
        dir,
        stdio: [&stdio[0], &stdio[1], &stdio[2]],
    };
    let memory = limits.memory;
    let cpu_seconds =
        (limits.cpu_time).map(|cpu| cpu.as_secs() + u64::from(cpu.subsec_nanos() > 0));
    let confinement = match &program.confined {
        Some(paths) => match Confinement::new(&run_paths(paths, program, executable, dir)) {
            Ok(confinement) => Some(confinement),
            Err(err) => return Err(format!("cannot confine the program: {err}")),
        },
        None => None,
    };
    let confine_program = || match &confinement {
        // SAFETY: called only in the program's process before its exec.
        Some(confinement) => unsafe { confinement.enter() },
        None => Ok(()),
    };
    if confinement.as_ref().is_some_and(Confinement::in_namespace) {
        let confine = || process::confine_child(memory, cpu_seconds, None);
        // SAFETY: `confine_child` and `Confinement::enter` only make system calls on
        // values they hold, and neither allocates nor takes locks.
        let started = spawn::Ready::new(&launch)
            .and_then(|ready| unsafe { tree::spawn(&ready, &confine, &confine_program) });
        return match started {
            Ok(tree) => Ok(Started {
                pid: tree.pid(),
                tree: Some(tree),
            }),
            Err(err) => Err(err.to_string()),
        };
    }
    let parent = std::process::id() as libc::pid_t;
    let prepare = || {
        process::confine_child(memory, cpu_seconds, Some(parent))?;
        confine_program()
    };
    // SAFETY: as above.
    match unsafe { spawn::spawn(&launch, &prepare) } {
        Ok(pid) => Ok(Started { pid, tree: None }),
        Err(err) => Err(err.to_string()),
    }
}

/// Where Debian-like systems (and builds of coreutils from source) keep the library
/// behind `stdbuf`.
const STDBUF_LIBRARIES: [&str; 3] = [
    "/usr/libexec/coreutils/libstdbuf.so",
    "/usr/lib/coreutils/libstdbuf.so",
    "/usr/local/libexec/coreutils/libstdbuf.so",
];

/// The variables that make a program's C standard output line-buffered and its standard
/// input unbuffered, as `stdbuf -oL -i0` does; none where the library is not installed.
pub fn line_buffering() -> Vec<(&'static str, &'static str)> {
    static FOUND: std::sync::OnceLock<Option<&'static str>> = std::sync::OnceLock::new();
    let found = FOUND.get_or_init(|| {
        STDBUF_LIBRARIES
            .into_iter()
            .find(|path| Path::new(path).is_file())
    });
    match found {
        Some(library) => vec![
            ("LD_PRELOAD", *library),
            ("_STDBUF_I", "0"),
            ("_STDBUF_O", "L"),
        ],
        None => Vec::new(),
    }
}

/// Makes a relative path containing `/` absolute; leaves bare names for `PATH`.
/// What a confined run may touch: `given`, plus its working folder to write in, and to
/// read, the folder of its program (found on its `PATH`) and of each absolute argument
/// that names a file or folder (a Python program's script, a `--cmd` command's `{dir}`).
fn run_paths(given: &Paths, program: &Program, executable: &OsStr, dir: &Path) -> Paths {
    let mut paths = given.clone();
    paths.write.push(dir.to_path_buf());
    let search = (program.env.iter().rev())
        .find(|(key, _)| key == "PATH")
        .map_or_else(|| OsString::from(DEFAULT_PATH), |(_, value)| value.clone());
    let found = if executable.as_bytes().contains(&b'/') {
        Some(PathBuf::from(executable))
    } else {
        std::env::split_paths(&search)
            .map(|folder| folder.join(executable))
            .find(|path| path.is_file())
    };
    // Only absolute ones: a relative argument means a path in the run's own folder, and
    // resolved here it would name one beside the grader (`cases`, `golden`).
    let arguments = (program.argv[1..].iter())
        .map(PathBuf::from)
        .filter(|path| path.is_absolute());
    for path in found.into_iter().chain(arguments) {
        let Ok(real) = fs::canonicalize(&path) else {
            continue;
        };
        // arbiter itself, run on purpose (a `--cmd` that plays the reference engine), may be
        // read by its run; everywhere else it is hidden (see `crate::sandbox::files`).
        if crate::sandbox::files::own_files().contains(&real) {
            paths.read.push(real.clone());
        }
        let folder = if real.is_dir() {
            real
        } else {
            match real.parent() {
                Some(parent) => parent.to_path_buf(),
                None => continue,
            }
        };
        // A program installed under a prefix (`/opt/python/bin/python3`) reads its
        // libraries beside `bin`.
        let folder = match folder.file_name() {
            Some(name) if name == "bin" => {
                folder.parent().map_or(folder.clone(), Path::to_path_buf)
            }
            _ => folder,
        };
        if folder != Path::new("/") {
            paths.read.push(folder);
        }
    }
    paths
}

fn resolve_program(program: &OsStr) -> io::Result<OsString> {
    let path = Path::new(program);
    if path.is_relative() && program.as_bytes().contains(&b'/') {
        Ok(std::path::absolute(path)?.into_os_string())
    } else {
        Ok(program.to_owned())
    }
}

fn classify(status: ExitStatus) -> Termination {
    if let Some(code) = status.code() {
        Termination::Exited(code)
    } else if status.signal() == Some(libc::SIGXCPU) {
        Termination::CpuTimeOut
    } else if let Some(signal) = status.signal() {
        Termination::Signaled {
            signal,
            name: signal_name(signal),
        }
    } else {
        Termination::StatusUnavailable(format!("unrecognized wait status {status:?}"))
    }
}

/// One output pipe and the bytes kept from it.
struct Capture {
    pipe: Option<File>,
    buf: Vec<u8>,
    cap: usize,
    /// More than `cap` bytes arrived.
    exceeded: bool,
    /// Turns what arrives into UTF-8 before it is kept (standard output only).
    decoder: Option<Utf8Stream>,
}

impl Capture {
    fn new(pipe: File, cap: usize) -> Self {
        Capture {
            pipe: Some(pipe),
            buf: Vec::new(),
            cap,
            exceeded: false,
            decoder: None,
        }
    }

    /// The capture keeping what arrives as UTF-8, whatever the encoding it arrives in.
    fn decoded(self) -> Self {
        Capture {
            decoder: Some(Utf8Stream::default()),
            ..self
        }
    }

    /// Keeps what the decoder held back; the encoding the output was decoded from.
    fn finish(&mut self) -> Option<&'static str> {
        let mut decoder = self.decoder.take()?;
        let mut rest = Vec::new();
        decoder.finish(&mut rest);
        self.keep_decoded(&rest);
        decoder.encoding()
    }

    fn raw_fd(&self) -> RawFd {
        self.pipe.as_ref().map_or(-1, AsRawFd::as_raw_fd)
    }

    /// Reads at most `max_reads` chunks without blocking; true if any byte came.
    /// End of file or a read error closes the pipe.
    fn pump(&mut self, scratch: &mut [u8], max_reads: usize) -> bool {
        let mut got = false;
        let mut reads = 0;
        while reads < max_reads {
            let Some(pipe) = self.pipe.as_mut() else {
                break;
            };
            match pipe.read(scratch) {
                Ok(0) => self.pipe = None,
                Ok(n) => {
                    reads += 1;
                    got = true;
                    self.keep(&scratch[..n]);
                    if n < scratch.len() {
                        break; // the pipe is empty now
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                Err(_) => self.pipe = None,
            }
        }
        got
    }

    fn keep(&mut self, data: &[u8]) {
        match self.decoder.as_mut() {
            Some(decoder) => {
                let mut text = Vec::with_capacity(data.len());
                decoder.push(data, &mut text);
                self.keep_decoded(&text);
            }
            None => self.keep_decoded(data),
        }
    }

    fn keep_decoded(&mut self, data: &[u8]) {
        let room = self.cap - self.buf.len();
        if data.len() > room {
            self.exceeded = true;
        }
        let take = &data[..data.len().min(room)];
        if take.is_empty() {
            return;
        }
        let needed = self.buf.len() + take.len();
        if needed > self.buf.capacity() {
            // Grow geometrically, but never past the cap.
            let target = needed
                .max(self.buf.capacity().saturating_mul(2))
                .min(self.cap);
            self.buf.reserve_exact(target - self.buf.len());
        }
        self.buf.extend_from_slice(take);
    }
}

/// The write end of the child's standard input and the bytes still to send.
struct Feeder<'a> {
    pipe: Option<PipeWriter>,
    data: Cow<'a, [u8]>,
    written: usize,
    /// Whether the input ends once `data` is written (a script, or a conversation that
    /// said so).
    closing: bool,
}

impl Feeder<'_> {
    /// The pipe while there is something to write to it.
    fn raw_fd(&self) -> RawFd {
        match self.idle() {
            true => -1,
            false => self.pipe.as_ref().map_or(-1, AsRawFd::as_raw_fd),
        }
    }

    /// Everything is written and the input is closed.
    fn done(&self) -> bool {
        self.written == self.data.len() && self.closing
    }

    /// Everything said so far is written, and the input stays open for more.
    fn idle(&self) -> bool {
        self.written == self.data.len() && !self.closing && self.pipe.is_some()
    }

    /// Adds `bytes` to what is written.
    fn say(&mut self, bytes: &[u8]) {
        self.data.to_mut().extend_from_slice(bytes);
        self.pump();
    }

    /// Ends the input once what was said is written.
    fn close(&mut self) {
        self.closing = true;
        self.pump();
    }

    /// Writes until the pipe is full; closes it (end of input) once everything
    /// is written and the input ends, or on an error.
    fn pump(&mut self) {
        while let Some(pipe) = self.pipe.as_mut() {
            if self.written == self.data.len() {
                if self.closing {
                    self.pipe = None;
                }
                break;
            }
            let end = self.data.len().min(self.written + CHUNK);
            match pipe.write(&self.data[self.written..end]) {
                Ok(0) => self.pipe = None,
                Ok(n) => self.written += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                Err(_) => self.pipe = None,
            }
        }
    }
}

/// When a conversation looks next whether its program waits: at once after it printed or
/// was answered (a program usually reads right after its prompt), then less and less often
/// while it computes or sleeps.
struct Looks {
    next: Instant,
    interval: Duration,
    /// Looks since the program printed or was answered.
    quick: u32,
}

/// Looks made at once, one after the other, after the program printed or was answered,
/// before the looks wait: a program that printed its question is usually about to read
/// it, a few microseconds later, and a wait of 20 µs (which the kernel rounds up by its
/// timer slack) would cost more than the looks. Measured: 1.9x to 2.0x piping instead of 2.2x.
const QUICK_LOOKS: u32 = 4;

/// The wait after the quick looks that found the program busy, doubled after each, and the
/// longest.
const LOOK_AGAIN_AFTER: Duration = Duration::from_micros(20);
const LOOK_AT_MOST_EVERY: Duration = Duration::from_millis(20);

impl Default for Looks {
    fn default() -> Self {
        Looks {
            next: Instant::now(),
            interval: Duration::ZERO,
            quick: 0,
        }
    }
}

impl Looks {
    fn soon(&mut self, now: Instant) {
        self.interval = Duration::ZERO;
        self.quick = 0;
        self.next = now;
    }

    fn looked(&mut self, now: Instant) {
        self.quick += 1;
        if self.quick <= QUICK_LOOKS {
            self.next = now;
            return;
        }
        self.interval = (self.interval * 2).clamp(LOOK_AGAIN_AFTER, LOOK_AT_MOST_EVERY);
        self.next = now + self.interval;
    }
}

/// What `program` printed, run with no input and generous limits: for the tests of what
/// changes a run's environment (instant sleeps, a fixed chance).
#[cfg(test)]
pub(crate) fn printed(program: Program) -> String {
    let limits = Limits {
        wall_time: Duration::from_secs(20),
        idle_time: None,
        max_output: 1 << 16,
        memory: None,
        cpu_time: None,
    };
    String::from_utf8_lossy(&run(&program, b"", &limits).stdout).into_owned()
}

/// Whether the child has ended, without reaping it. Used without a pidfd.
fn has_exited(pid: libc::pid_t) -> bool {
    // SAFETY: siginfo_t is plain data; all-zero is a valid value.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    // SAFETY: waitid writes into `info`, which lives across the call.
    let rc = unsafe {
        libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
        )
    };
    if rc != 0 {
        // ECHILD: it can no longer be waited for (SIGCHLD ignored); stop.
        return io::Error::last_os_error().kind() != io::ErrorKind::Interrupted;
    }
    // SAFETY: after a successful waitid, si_pid is set (0 if nothing changed).
    unsafe { info.si_pid() != 0 }
}

/// Bytes sitting unread in the pipe `fd` belongs to.
fn unread_bytes(fd: &impl AsRawFd) -> Option<usize> {
    let mut count: libc::c_int = 0;
    // SAFETY: FIONREAD writes one int into `count`.
    let rc = unsafe { libc::ioctl(fd.as_raw_fd(), libc::FIONREAD, &mut count) };
    if rc < 0 {
        None
    } else {
        usize::try_from(count).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;
    use std::process::Command;

    fn limits(wall_ms: u64, max_output: u64) -> Limits {
        Limits {
            wall_time: Duration::from_millis(wall_ms),
            idle_time: None,
            max_output,
            memory: None,
            cpu_time: None,
        }
    }

    fn sh(script: &str) -> Program {
        Program::new(["sh", "-c", script])
    }

    /// Compiles a C program into `dir`, or None (with a message) without `cc`.
    fn compile_c(dir: &Path, name: &str, source: &str) -> Option<PathBuf> {
        let src = dir.join(format!("{name}.c"));
        let exe = dir.join(name);
        fs::write(&src, source).unwrap();
        match Command::new("cc")
            .arg("-O0")
            .arg("-o")
            .arg(&exe)
            .arg(&src)
            .output()
        {
            Ok(out) if out.status.success() => Some(exe),
            Ok(out) => {
                eprintln!(
                    "skipping: cc failed: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
                None
            }
            Err(e) => {
                eprintln!("skipping: no C compiler ({e})");
                None
            }
        }
    }

    #[test]
    fn a_run_that_is_done_is_stopped_once_its_input_is_read() {
        let done = |output: &[u8]| output.ends_with(b"done\n");
        // Reads its input, says it is done, and spins.
        let spinner = sh("cat >/dev/null; echo done; while :; do :; done");
        let out = run_until(&spinner, b"1\n2\n", &limits(5000, 4096), &done);
        assert_eq!(out.status, Termination::StoppedOnceDone);
        assert!(out.read_all_input);
        assert!(out.elapsed < Duration::from_secs(2), "{:?}", out.elapsed);
        assert_eq!(out.stdout, b"done\n");
        // Not done: waited for until the time limit.
        let out = run_until(&spinner, b"1\n", &limits(300, 4096), &|_| false);
        assert_eq!(out.status, Termination::TimedOut);
        // Done, but its input not all read: a program stuck before the end is its own.
        let stuck = sh("echo done; while :; do :; done");
        let out = run_until(&stuck, &[b'x'; 100_000], &limits(300, 4096), &done);
        assert_eq!(out.status, Termination::TimedOut);
        assert!(!out.read_all_input);
    }

    /// Answers each question by its last word, and keeps what it was asked.
    struct Answers {
        answers: Vec<(&'static str, Reply)>,
        asked: Vec<String>,
        told: usize,
    }

    impl Answers {
        fn new(answers: Vec<(&'static str, Reply)>) -> Answers {
            Answers {
                answers,
                asked: Vec::new(),
                told: 0,
            }
        }
    }

    impl Interlocutor for Answers {
        fn reply(&mut self, output: &[u8]) -> Reply {
            let question = String::from_utf8_lossy(&output[self.told..]).to_string();
            self.told = output.len();
            self.asked.push(question.clone());
            (self.answers.iter())
                .find(|(ends, _)| question.trim_end().ends_with(ends))
                .map_or(Reply::Close, |(_, reply)| reply.clone())
        }
    }

    fn say(text: &str) -> Reply {
        Reply::Say(text.as_bytes().to_vec())
    }

    #[test]
    fn a_conversation_answers_each_question_when_the_program_reads() {
        let script = "printf 'name? '; read a; echo \"hi $a\"; \
                      i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done; \
                      printf 'age? '; sleep 0.3; read b; echo \"$b ok\"; \
                      printf 'more? '; read c || echo end";
        for confined in [false, true] {
            let mut program = sh(script);
            if confined {
                program = program.confined_to(Paths::default());
            }
            let mut answers = Answers::new(vec![("name?", say("Ann\n")), ("age?", say("7\n"))]);
            let out = converse(
                &program,
                &BTreeMap::new(),
                &limits(5000, 4096),
                &mut answers,
            );
            assert_eq!(out.status, Termination::Exited(0), "{out:?}");
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                "name? hi Ann\nage? 7 ok\nmore? end\n"
            );
            // Asked once each: the computing before the second question and the pause
            // before its read are not taken for waiting.
            assert_eq!(
                answers.asked,
                ["name? ", "hi Ann\nage? ", "7 ok\nmore? "],
                "confined: {confined}"
            );
            assert!(out.read_all_input);
        }
    }

    #[test]
    fn a_c_program_is_answered_in_scanf() {
        let dir = Scratch::take(RUN_FOLDER).unwrap();
        let source = "#include <stdio.h>\nint main(void) { int a, b;\n\
                      printf(\"first: \"); scanf(\"%d\", &a);\n\
                      printf(\"second: \"); scanf(\"%d\", &b);\n\
                      printf(\"%d\\n\", a + b); return 0; }\n";
        let Some(exe) = compile_c(dir.path(), "sum", source) else {
            return;
        };
        let mut answers = Answers::new(vec![("first:", say("2\n")), ("second:", say("40\n"))]);
        let out = converse(
            &Program::new([&exe]),
            &BTreeMap::new(),
            &limits(5000, 4096),
            &mut answers,
        );
        assert_eq!(out.status, Termination::Exited(0));
        assert_eq!(out.stdout, b"first: second: 42\n");
        assert_eq!(answers.asked, ["first: ", "second: "]);
    }

    #[test]
    fn a_conversation_can_stop_the_run() {
        let mut answers = Answers::new(vec![("go?", Reply::Stop)]);
        let program = sh("printf 'go? '; read a; echo never");
        let out = converse(
            &program,
            &BTreeMap::new(),
            &limits(5000, 4096),
            &mut answers,
        );
        assert_eq!(out.status, Termination::StoppedOnceDone);
        assert_eq!(out.stdout, b"go? ");
    }

    #[test]
    fn python_is_answered_in_input() {
        let mut answers = Answers::new(vec![("a?", say("1\n")), ("b?", say("2\n"))]);
        let program = Program::new(["python3", "-c", "print(input('a? ')); print(input('b? '))"]);
        let out = converse(
            &program,
            &BTreeMap::new(),
            &limits(5000, 4096),
            &mut answers,
        );
        if matches!(out.status, Termination::FailedToStart(_)) {
            return; // no Python here
        }
        assert_eq!(out.stdout, b"a? 1\nb? 2\n");
        assert_eq!(answers.asked.len(), 2);
    }

    #[test]
    fn what_a_c_program_printed_before_it_crashed_is_kept() {
        if line_buffering().is_empty() {
            eprintln!("skipping: no stdbuf library on this machine");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let source = r#"
            #include <stdio.h>
            int main(void) {
                printf("a whole line\n");
                printf("Please input 1st card: ");
                char c;
                while (scanf(" %c", &c) == 1) {}
                *(volatile int *)0 = 1;
                return 0;
            }
        "#;
        let Some(exe) = compile_c(dir.path(), "crash", source) else {
            return;
        };
        let out = run(&Program::new([exe]), b"x\n", &limits(5000, 4096));
        assert!(
            matches!(out.status, Termination::Signaled { .. }),
            "{:?}",
            out.status
        );
        // As at a terminal: the line was written when its newline came, and the prompt
        // when the program waited for input, both before the crash.
        assert_eq!(out.stdout, b"a whole line\nPlease input 1st card: ");
    }

    /// True once `pid` no longer exists or is a zombie; waits up to 2 s.
    fn process_gone(pid: libc::pid_t) -> bool {
        let until = Instant::now() + Duration::from_secs(2);
        loop {
            // SAFETY: signal 0 only checks for existence.
            let alive = unsafe { libc::kill(pid, 0) } == 0;
            let zombie = fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|s| {
                    s.rsplit_once(')')
                        .map(|(_, rest)| rest.trim_start().starts_with('Z'))
                })
                .unwrap_or(false);
            if !alive || zombie {
                return true;
            }
            if Instant::now() > until {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn cat_echoes_exact_bytes() {
        let input: Vec<u8> = (0..=255u8).chain(b"line\n\0end".iter().copied()).collect();
        let out = run(&Program::new(["cat"]), &input, &limits(5000, 1 << 20));
        assert_eq!(out.status, Termination::Exited(0));
        assert_eq!(out.stdout, input);
        assert!(out.stderr.is_empty());
        assert!(out.read_all_input);
        assert_eq!(out.quiet_before_timeout, None);
    }

    #[test]
    fn large_input_through_cat_does_not_deadlock() {
        let input: Vec<u8> = (0..3_000_000u32).map(|i| (i % 251) as u8).collect();
        let out = run(&Program::new(["cat"]), &input, &limits(10_000, 4 << 20));
        assert_eq!(out.status, Termination::Exited(0));
        assert!(out.stdout == input, "output differs from input");
        assert!(out.read_all_input);
    }

    #[test]
    fn cat_ends_at_end_of_input() {
        let out = run(&sh("cat; cat; echo end"), b"a\nb\n", &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert_eq!(out.stdout, b"a\nb\nend\n");
        assert!(out.read_all_input);
        assert!(out.elapsed < Duration::from_secs(2));
    }

    #[test]
    fn program_ignoring_small_input_exits_zero() {
        let out = run(&Program::new(["true"]), b"unread\n", &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert!(!out.read_all_input, "input was left in the pipe");
    }

    #[test]
    fn program_ignoring_large_input_is_not_blocked() {
        let input = vec![b'x'; 1 << 20];
        let out = run(&Program::new(["true"]), &input, &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert!(!out.read_all_input);
        assert!(out.elapsed < Duration::from_secs(2), "{:?}", out.elapsed);
    }

    #[test]
    fn empty_input_counts_as_read() {
        let out = run(&Program::new(["true"]), b"", &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert!(out.read_all_input);
    }

    #[test]
    fn exit_code_is_reported() {
        let out = run(&sh("echo partial; exit 3"), b"", &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(3));
        assert_eq!(out.stdout, b"partial\n");
    }

    #[test]
    fn segfault_is_reported_as_sigsegv() {
        let dir = Scratch::take(RUN_FOLDER).unwrap();
        let source = "int main(void) { volatile int *p = 0; *p = 1; return 0; }\n";
        let Some(exe) = compile_c(dir.path(), "segv", source) else {
            return;
        };
        let out = run(&Program::new([exe]), b"", &limits(5000, 1024));
        assert_eq!(
            out.status,
            Termination::Signaled {
                signal: libc::SIGSEGV,
                name: "SIGSEGV"
            }
        );
    }

    #[test]
    fn abort_is_reported_as_sigabrt() {
        let out = run(&sh("kill -ABRT $$"), b"", &limits(5000, 1024));
        assert_eq!(
            out.status,
            Termination::Signaled {
                signal: libc::SIGABRT,
                name: "SIGABRT"
            }
        );
        assert_eq!(out.status.to_string(), "killed by signal SIGABRT (6)");
    }

    #[test]
    fn spinning_after_end_of_input_times_out_with_input_read() {
        let program = sh("cat >/dev/null; echo ready; while :; do :; done");
        let out = run(&program, b"1 2\n3 4\n", &limits(300, 1024));
        assert_eq!(out.status, Termination::TimedOut);
        assert_eq!(out.stdout, b"ready\n");
        assert!(out.read_all_input);
        let quiet = out.quiet_before_timeout.unwrap();
        assert!(quiet > Duration::from_millis(150), "quiet {quiet:?}");
        assert!(quiet <= out.elapsed);
        assert!(out.elapsed >= Duration::from_millis(300));
        assert!(
            out.elapsed < Duration::from_millis(1500),
            "{:?}",
            out.elapsed
        );
    }

    #[test]
    fn program_that_never_reads_times_out_with_input_unread() {
        let out = run(&Program::new(["sleep", "10"]), b"4 5\n", &limits(300, 1024));
        assert_eq!(out.status, Termination::TimedOut);
        assert!(!out.read_all_input);
        assert!(out.quiet_before_timeout.unwrap() >= Duration::from_millis(300));
    }

    #[test]
    fn endless_output_hits_the_limit_quickly() {
        let cap = 100_000;
        let out = run(&Program::new(["yes"]), b"", &limits(10_000, cap));
        assert_eq!(out.status, Termination::OutputLimit);
        assert_eq!(out.stdout.len() as u64, cap);
        assert!(out.stdout.chunks(2).all(|pair| pair == b"y\n"));
        assert!(out.elapsed < Duration::from_secs(2), "{:?}", out.elapsed);
        assert!(out.stdout.capacity() as u64 <= cap);
    }

    #[test]
    fn output_limit_boundary() {
        let exact = run(&sh("printf abc"), b"", &limits(5000, 3));
        assert_eq!(exact.status, Termination::Exited(0));
        assert_eq!(exact.stdout, b"abc");
        let over = run(&sh("printf abc"), b"", &limits(5000, 2));
        assert_eq!(over.status, Termination::OutputLimit);
        assert_eq!(over.stdout, b"ab");
    }

    #[test]
    fn stderr_flood_is_drained_and_capped() {
        let program = sh("head -c 10000000 /dev/zero >&2; echo done");
        let out = run(&program, b"", &limits(10_000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert_eq!(out.stdout, b"done\n");
        assert_eq!(out.stderr.len(), STDERR_CAP);
        assert!(out.stderr.iter().all(|&b| b == 0));
    }

    fn parse_pid(stdout: &[u8]) -> libc::pid_t {
        String::from_utf8_lossy(stdout)
            .lines()
            .next()
            .and_then(|line| line.trim().parse().ok())
            .unwrap_or_else(|| panic!("no pid in {stdout:?}"))
    }

    #[test]
    fn grandchild_is_killed_on_timeout() {
        let program = sh("sleep 1000 & echo $!; while :; do :; done");
        let out = run(&program, b"", &limits(300, 1024));
        assert_eq!(out.status, Termination::TimedOut);
        let pid = parse_pid(&out.stdout);
        assert!(process_gone(pid), "grandchild {pid} survived");
    }

    #[test]
    fn grandchild_holding_stdout_does_not_delay_a_normal_exit() {
        let out = run(&sh("sleep 1000 & echo $!"), b"", &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert!(out.elapsed < Duration::from_secs(2), "{:?}", out.elapsed);
        let pid = parse_pid(&out.stdout);
        assert!(process_gone(pid), "grandchild {pid} survived");
    }

    #[test]
    fn memory_limit_is_applied() {
        let mut lim = limits(5000, 1024);
        lim.memory = Some(256 << 20);
        let out = run(&sh("ulimit -v"), b"", &lim);
        assert_eq!(out.status, Termination::Exited(0));
        assert_eq!(out.stdout, b"262144\n");
    }

    #[test]
    fn memory_hog_fails_under_the_limit() {
        let dir = Scratch::take(RUN_FOLDER).unwrap();
        let source = r#"
            #include <stdlib.h>
            #include <string.h>
            int main(void) {
                size_t chunk = (size_t)64 << 20;
                for (int i = 0; i < 32; i++) {          /* 2 GiB in total */
                    char *p = malloc(chunk);
                    if (p == NULL) return 2;
                    memset(p, 1, chunk);
                }
                return 0;
            }
        "#;
        let Some(exe) = compile_c(dir.path(), "hog", source) else {
            return;
        };
        let mut lim = limits(10_000, 1024);
        lim.memory = Some(256 << 20);
        let out = run(&Program::new([exe]), b"", &lim);
        assert!(
            matches!(out.status, Termination::Exited(c) if c != 0)
                || matches!(out.status, Termination::Signaled { .. }),
            "{:?}",
            out.status
        );
    }

    #[test]
    fn missing_program_fails_to_start() {
        let out = run(
            &Program::new(["/nonexistent/student-game"]),
            b"x",
            &limits(300, 1024),
        );
        match &out.status {
            Termination::FailedToStart(msg) => assert!(msg.contains("No such file"), "{msg}"),
            other => panic!("unexpected {other:?}"),
        }
        let out = run(
            &Program::new(["no-such-program-anywhere"]),
            b"",
            &limits(300, 1024),
        );
        assert!(matches!(out.status, Termination::FailedToStart(_)));
        let out = run(&Program::default(), b"", &limits(300, 1024));
        assert!(matches!(out.status, Termination::FailedToStart(_)));
    }

    #[test]
    fn a_script_without_an_interpreter_line_runs_in_the_shell() {
        let dir = Scratch::take(RUN_FOLDER).unwrap();
        let file = dir.path().join("game");
        fs::write(&file, "read a; echo \"got $a\" \"$1\"\n").unwrap();
        fs::set_permissions(&file, fs::Permissions::from_mode(0o755)).unwrap();
        for confined in [false, true] {
            let mut program = Program::new([file.as_os_str(), OsStr::new("one")]);
            if confined {
                program = program.confined_to(Paths {
                    read: vec![dir.path().to_path_buf()],
                    write: Vec::new(),
                });
            }
            let out = run(&program, b"x\n", &limits(5000, 1024));
            assert_eq!(out.status, Termination::Exited(0), "confined: {confined}");
            assert_eq!(out.stdout, b"got x one\n", "confined: {confined}");
        }
    }

    #[test]
    fn non_executable_program_fails_to_start() {
        let dir = Scratch::take(RUN_FOLDER).unwrap();
        let file = dir.path().join("game");
        fs::write(&file, "#!/bin/sh\necho hi\n").unwrap();
        fs::set_permissions(&file, fs::Permissions::from_mode(0o644)).unwrap();
        let out = run(&Program::new([&file]), b"", &limits(300, 1024));
        match &out.status {
            Termination::FailedToStart(msg) => assert!(msg.contains("Permission denied"), "{msg}"),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn relative_paths_are_resolved_against_the_callers_directory() {
        let cwd = std::env::current_dir().unwrap();
        assert_eq!(
            resolve_program(OsStr::new("./game")).unwrap(),
            cwd.join("game").into_os_string()
        );
        assert_eq!(
            resolve_program(OsStr::new("cat")).unwrap(),
            OsString::from("cat")
        );
        assert_eq!(
            resolve_program(OsStr::new("/bin/cat")).unwrap(),
            OsString::from("/bin/cat")
        );
    }

    #[test]
    fn working_directory_is_empty_private_and_emptied() {
        let folder = || {
            let out = run(
                &sh("pwd; ls -A; echo \"$HOME\"; stat -c %a .; touch made; chmod 755 ."),
                b"",
                &limits(5000, 4096),
            );
            assert_eq!(out.status, Termination::Exited(0));
            let text = String::from_utf8(out.stdout).unwrap();
            let lines: Vec<String> = text.lines().map(str::to_owned).collect();
            assert_eq!(lines.len(), 3, "directory was not empty: {text:?}");
            assert_eq!(lines[0], lines[1], "HOME is not the working directory");
            assert_eq!(lines[2], "700");
            assert!(Path::new(&lines[0]).starts_with(std::env::temp_dir()));
            PathBuf::from(&lines[0])
        };
        // Two runs on one thread: the second finds the folder as the first did.
        let dir = std::thread::spawn(move || {
            let first = folder();
            assert_eq!(folder(), first);
            first
        })
        .join()
        .unwrap();
        assert!(!dir.exists(), "{} was not removed", dir.display());
    }

    #[test]
    fn hostile_directory_permissions_do_not_prevent_cleanup() {
        let script = "pwd; mkdir -p a/b; touch a/b/f; chmod 000 a/b; chmod 500 a; ln -s / link";
        let dir = std::thread::spawn(|| {
            let out = run(&sh(script), b"", &limits(5000, 4096));
            assert_eq!(out.status, Termination::Exited(0));
            let dir = PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
            let left: Vec<_> = fs::read_dir(&dir).unwrap().collect();
            assert!(left.is_empty(), "{} was not emptied", dir.display());
            dir
        })
        .join()
        .unwrap();
        assert!(!dir.exists(), "{} was not removed", dir.display());
    }

    #[test]
    fn environment_is_minimal_plus_extras() {
        let program = Program::new(["env"]).with_env("GAME_SEED", "42");
        let out = run(&program, b"", &limits(5000, 4096));
        assert_eq!(out.status, Termination::Exited(0));
        let text = String::from_utf8(out.stdout).unwrap();
        let mut vars: Vec<&str> = text.lines().collect();
        let buffering: Vec<String> = (line_buffering().into_iter())
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        vars.retain(|var| !buffering.iter().any(|b| b == var));
        vars.sort_unstable();
        assert_eq!(vars.len(), 4, "{vars:?}");
        assert_eq!(vars[0], "GAME_SEED=42");
        assert!(vars[1].starts_with("HOME=") && vars[1].contains("arbiter-run-"));
        assert_eq!(vars[2], "LANG=C.UTF-8");
        assert_eq!(vars[3], format!("PATH={DEFAULT_PATH}"));

        let program = Program::new(["env"]).with_env("PATH", "/bin");
        let out = run(&program, b"", &limits(5000, 4096));
        assert!(
            String::from_utf8(out.stdout)
                .unwrap()
                .contains("PATH=/bin\n")
        );
    }

    #[test]
    fn only_standard_descriptors_are_inherited() {
        // A descriptor without close-on-exec in the grader must not reach the child.
        let null = File::open("/dev/null").unwrap();
        // SAFETY: dup of a descriptor we own; the copy is closed below.
        let leaky = unsafe { libc::dup(null.as_raw_fd()) };
        assert!(leaky >= 0);
        let out = run(
            &Program::new(["ls", "/proc/self/fd"]),
            b"",
            &limits(5000, 4096),
        );
        // SAFETY: closing the descriptor dup returned above.
        unsafe { libc::close(leaky) };
        assert_eq!(out.status, Termination::Exited(0));
        // 0, 1, 2 and the directory ls itself opened.
        let fds: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
        assert_eq!(fds.len(), 4, "{fds:?}");
    }

    #[test]
    fn no_controlling_terminal() {
        // Meaningful when the tests run on a terminal (e.g. under `script`).
        let program = sh("if true 2>/dev/null >/dev/tty; then echo tty; else echo none; fi");
        let out = run(&program, b"", &limits(5000, 1024));
        assert_eq!(out.status, Termination::Exited(0));
        assert_eq!(out.stdout, b"none\n");
    }

    /// `cargo test --release -- --ignored --nocapture overhead`
    ///
    /// The two kinds of run alternate so that both see the same machine load.
    #[test]
    #[ignore = "timing measurement, run by hand"]
    fn overhead_versus_plain_command() {
        const RUNS: usize = 500;
        let program = Program::new(["/bin/true"]);
        let lim = limits(5000, 1 << 20);
        for _ in 0..20 {
            let _ = run(&program, b"", &lim);
            let _ = Command::new("/bin/true").output();
        }
        let mut ours = Vec::with_capacity(RUNS);
        let mut plain = Vec::with_capacity(RUNS);
        for _ in 0..RUNS {
            let t = Instant::now();
            let out = run(&program, b"", &lim);
            ours.push(t.elapsed());
            assert_eq!(out.status, Termination::Exited(0));
            let t = Instant::now();
            let out = Command::new("/bin/true").output().unwrap();
            plain.push(t.elapsed());
            assert!(out.status.success());
        }
        let summary = |times: &mut Vec<Duration>| {
            times.sort_unstable();
            let mean = times.iter().sum::<Duration>() / RUNS as u32;
            (mean, times[RUNS / 2])
        };
        let (ours_mean, ours_median) = summary(&mut ours);
        let (plain_mean, plain_median) = summary(&mut plain);
        println!(
            "{RUNS} runs of /bin/true: run() mean {ours_mean:?} median {ours_median:?}; \
             Command::output() mean {plain_mean:?} median {plain_median:?}"
        );
    }
}
