//! The bot host: the child process in which one external bot runs (`arbiter bot-host`, a
//! hidden subcommand that arbiter starts by re-executing itself).
//!
//! The host loads the bot's shared library, then answers [`super::protocol`] requests until
//! its standard input ends. It is started by [`super::external`] with the request pipe on
//! standard input, the reply pipe on standard output and a third pipe on standard error.
//! Before loading anything it moves the two protocol pipes to new descriptors and points
//! both standard output and standard error at the third pipe (made non-blocking, so a bot
//! that floods it is never stuck), and standard input at `/dev/null`: whatever the bot
//! prints lands there, where arbiter sees it, and can never corrupt a frame. After every
//! call the host flushes C's stdio buffers, so a `printf` without a newline is seen at once.
//!
//! For each move the bot gets a fresh copy of the board inside a zone of `-1` cells (off
//! the board, as the spec writes them) on both sides; afterwards the board and the zone are
//! compared with what was sent, so writing to the board or just past it is seen.
//!
//! At each new game the library's writable data (its static variables: the `.data` and
//! `.bss` of its writable segments, less the part made read-only after relocation) is
//! restored from a copy taken just after loading, and C's `rand` is reseeded as in a new
//! process, so every game starts from the same state whatever games the host played before:
//! this is what makes a tournament's results independent of which games a host happened to
//! play. Memory the bot allocated and kept in a static pointer is not freed by this; when the
//! host's address space has grown by more than a quarter of its limit since loading, it asks
//! (with [`super::protocol::RECYCLE`]) to be replaced by a fresh process.
//!
//! Unless arbiter runs with `--isolation off`, the host confines itself before it loads the
//! library ([`crate::sandbox`]): the library's initialisers and the bot may read the system
//! and the library alone, write nothing, start no process or thread, and signal no process
//! outside the host; once the library is loaded, the host may open no file at all.
//!
//! A fatal signal (`SIGSEGV`, `SIGABRT`, …) or an `exit` from the bot runs a handler that
//! sends a `DYING` frame with the signal and the bot's `errno` before the process ends, so
//! arbiter can tell an allocation that failed under the memory limit (`ENOMEM`) from any
//! other crash. The handler only makes async-signal-safe calls.

use std::ffi::{CString, c_int, c_void};
use std::fs::File;
use std::os::fd::{FromRawFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

use super::mailbox::{self, Mailbox};
use super::protocol::{self, Reply, Request};
use crate::games::checkers::rules::{BOARD_LEN, OFF_BOARD};
use crate::sandbox::{Confinement, Paths, Subject};

/// The signature of the spec's `int ai_player(int player, const int *board)`.
type BotFn = unsafe extern "C" fn(c_int, *const c_int) -> c_int;

/// Cells of `-1` on each side of the board a bot is given.
const MARGIN: usize = 32;
/// Signals whose default action ends the process, caught to report a crash first.
const FATAL_SIGNALS: [c_int; 7] = [
    libc::SIGSEGV,
    libc::SIGBUS,
    libc::SIGABRT,
    libc::SIGFPE,
    libc::SIGILL,
    libc::SIGSYS,
    libc::SIGTRAP,
];
/// Size of the alternate stack the crash handler runs on (a stack overflow leaves none).
const ALT_STACK: usize = 64 * 1024;

/// The reply pipe, for the crash handlers.
static REPLY_FD: AtomicI32 = AtomicI32::new(-1);
/// Set once the host ends by itself, so the `atexit` hook stays quiet.
static FINISHED: AtomicBool = AtomicBool::new(false);

/// Runs the host for `symbol` in the library at `library`; never returns. With `mailbox`, the
/// descriptor of a [`Mailbox`], requests and replies go through it when they come quickly,
/// and through the pipes otherwise. When `confined`, the host confines itself before it
/// loads the library, and seals itself off from every file once it is loaded.
pub fn serve(library: &Path, symbol: &str, mailbox: Option<RawFd>, confined: bool) -> ! {
    let mailbox = match mailbox.map(Mailbox::open) {
        None => None,
        Some(Ok(mailbox)) => Some(mailbox),
        // SAFETY: _exit ends the process at once.
        Some(Err(_)) => unsafe { libc::_exit(70) },
    };
    let (requests, replies) = match take_protocol_descriptors() {
        Ok(pair) => pair,
        // SAFETY: _exit ends the process at once.
        Err(_) => unsafe { libc::_exit(70) },
    };
    REPLY_FD.store(replies, Ordering::SeqCst);
    // SAFETY: both descriptors were just made by dup and are owned by nobody else.
    let mut requests = unsafe { File::from_raw_fd(requests) };
    // SAFETY: as above.
    let mut replies = unsafe { File::from_raw_fd(replies) };
    install_crash_reports();

    // Opened before the host is confined: /proc is out of its reach afterwards.
    let statm = File::open("/proc/self/statm").ok();
    // Once the library's initialisers have read what they could, nothing more is read.
    let seal = |bot: BotFn| {
        crate::sandbox::seal_files()
            .map(|()| bot)
            .map_err(|err| format!("cannot confine the bot host: {err}"))
    };
    let loaded = match confined {
        true => (confine(library).and_then(|()| load(library, symbol))).and_then(seal),
        false => load(library, symbol),
    };
    let bot = match loaded {
        Ok(bot) => bot,
        Err(message) => {
            let bytes = message.as_bytes();
            let header = Reply {
                kind: protocol::LOAD_ERROR,
                value: bytes.len() as i32,
                flags: 0,
                errno: 0,
            };
            let _ = protocol::write_frame(&mut replies, &header.encode());
            let _ = protocol::write_frame(&mut replies, bytes);
            finish(0);
        }
    };
    let pristine = Snapshot::take(bot as *const c_void);
    let start_size = statm.as_ref().and_then(address_space);
    let growth_limit = growth_limit();
    let mut flags = 0;
    let ready = Reply {
        kind: protocol::READY,
        value: 0,
        flags: 0,
        errno: 0,
    };
    if protocol::write_frame(&mut replies, &ready.encode()).is_err() {
        finish(0);
    }

    let mut frame = [0u8; protocol::REQUEST_BYTES];
    let mut seq = 0;
    let mut read = |requests: &mut File| -> Request {
        match protocol::read_frame(requests, &mut frame) {
            Ok(true) => protocol::decode_request(&frame),
            Ok(false) | Err(_) => finish(0),
        }
    };
    loop {
        // One message: its requests.
        let (batch, count) = match &mailbox {
            Some(mailbox) => {
                seq = mailbox::next(seq);
                match mailbox.wait_request(seq, mailbox.host_spin()) {
                    Some((batch, count)) => (batch, count),
                    None => {
                        // A message is a MOVE, after a NEW_GAME at the start of a game.
                        let first = read(&mut requests);
                        if first.kind == protocol::NEW_GAME {
                            ([first, read(&mut requests)], 2)
                        } else {
                            ([first, first], 1)
                        }
                    }
                }
            }
            None => {
                let request = read(&mut requests);
                ([request, request], 1)
            }
        };
        for request in &batch[..count] {
            match request.kind {
                protocol::NEW_GAME => {
                    pristine.restore();
                    // SAFETY: srand only sets libc's generator state; 1 is its state at start.
                    unsafe { libc::srand(1) };
                    let size = statm.as_ref().and_then(address_space);
                    if let (Some(start), Some(now)) = (start_size, size)
                        && now.saturating_sub(start) > growth_limit
                    {
                        flags |= protocol::RECYCLE;
                    }
                }
                protocol::MOVE => {
                    let (answer, wrote) = call(bot, request.player, &request.board);
                    let reply = Reply {
                        kind: protocol::ANSWER,
                        value: answer,
                        flags: flags | if wrote { protocol::WROTE_BOARD } else { 0 },
                        errno: 0,
                    };
                    let by_pipe = match &mailbox {
                        // Through the pipe too if arbiter stopped spinning for it.
                        Some(mailbox) => mailbox.post_reply(seq, &reply),
                        None => true,
                    };
                    if by_pipe && protocol::write_frame(&mut replies, &reply.encode()).is_err() {
                        finish(0);
                    }
                }
                _ => finish(71),
            }
        }
    }
}

/// One call of the bot on a fresh copy of `board`; the answer, and whether the bot wrote
/// to the board or the zone around it.
fn call(bot: BotFn, player: i32, board: &[i32; BOARD_LEN]) -> (i32, bool) {
    let mut zone = [OFF_BOARD; MARGIN + BOARD_LEN + MARGIN];
    zone[MARGIN..MARGIN + BOARD_LEN].copy_from_slice(board);
    let expected = zone;
    // SAFETY: errno is a thread-local int; clearing it lets a crash report tell whether an
    // allocation failed during this call.
    unsafe { *libc::__errno_location() = 0 };
    // The pointer is made from a mutable borrow, so a bot that writes through it (which
    // the spec forbids) does not break what the comparison below may assume.
    let board_pointer = zone[MARGIN..].as_mut_ptr();
    // SAFETY: calling the bot is the point of this process: the spec's contract is that it
    // reads 89 ints. Whatever it does instead is contained in this process.
    let answer = unsafe { bot(player, board_pointer) };
    // SAFETY: fflush(NULL) flushes every open output stream.
    unsafe { libc::fflush(std::ptr::null_mut()) };
    (answer, zone != expected)
}

/// Moves the request pipe (standard input) and the reply pipe (standard output) to new
/// close-on-exec descriptors, then points standard input at `/dev/null` and standard output
/// at standard error, the print pipe, which is made non-blocking.
fn take_protocol_descriptors() -> std::io::Result<(RawFd, RawFd)> {
    let error = std::io::Error::last_os_error;
    // SAFETY: plain descriptor system calls on the standard descriptors.
    unsafe {
        let requests = libc::fcntl(0, libc::F_DUPFD_CLOEXEC, 3);
        let replies = libc::fcntl(1, libc::F_DUPFD_CLOEXEC, 3);
        if requests < 0 || replies < 0 {
            return Err(error());
        }
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDONLY);
        if null < 0 || libc::dup2(null, 0) < 0 || libc::dup2(2, 1) < 0 {
            return Err(error());
        }
        libc::close(null);
        crate::process::set_nonblocking(2)?;
        Ok((requests, replies))
    }
}

/// Confines this process as a bot host ([`Subject::BotHost`]): it may read the system and
/// the library, and write nothing.
fn confine(library: &Path) -> Result<(), String> {
    let paths = Paths {
        read: vec![library.to_path_buf()],
        write: Vec::new(),
    };
    let confinement = Confinement::of(Subject::BotHost, &paths)
        .map_err(|err| format!("cannot confine the bot host: {err}"))?;
    // SAFETY: system calls on what `confinement` holds; the host has one thread.
    unsafe { confinement.enter() }.map_err(|err| format!("cannot confine the bot host: {err}"))
}

/// Opens the library and finds the function.
fn load(library: &Path, symbol: &str) -> Result<BotFn, String> {
    let path = CString::new(library.as_os_str().as_bytes())
        .map_err(|_| format!("{} has a NUL byte in its name", library.display()))?;
    let name = CString::new(symbol).map_err(|_| format!("{symbol:?} is not a function name"))?;
    // SAFETY: dlopen runs the library's initialisers; that is why this is a separate
    // process. RTLD_NOW resolves every symbol now, so a missing one is a load error here
    // rather than a crash in a game, and the data copied by `Snapshot` is final.
    let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    if handle.is_null() {
        return Err(format!("cannot load {}: {}", library.display(), dl_error()));
    }
    // SAFETY: dlsym on a valid handle with a NUL-terminated name.
    let address = unsafe { libc::dlsym(handle, name.as_ptr()) };
    if address.is_null() {
        return Err(format!("{} has no function {symbol}", library.display()));
    }
    // SAFETY: the spec fixes the function's signature; a library that lies about it can
    // only hurt this process.
    Ok(unsafe { std::mem::transmute::<*mut c_void, BotFn>(address) })
}

fn dl_error() -> String {
    // SAFETY: dlerror returns null or a NUL-terminated string valid until the next call.
    let message = unsafe { libc::dlerror() };
    if message.is_null() {
        "unknown error".to_string()
    } else {
        // SAFETY: checked non-null above.
        unsafe { std::ffi::CStr::from_ptr(message) }
            .to_string_lossy()
            .into_owned()
    }
}

/// The writable data of the library that holds a given address, and a copy of it.
struct Snapshot {
    ranges: Vec<(usize, Vec<u8>)>,
}

impl Snapshot {
    /// Copies the writable segments (less RELRO) of the object containing `address`.
    fn take(address: *const c_void) -> Snapshot {
        let mut search = Search {
            address: address as usize,
            ranges: Vec::new(),
        };
        // SAFETY: the callback only reads the program headers it is given.
        unsafe {
            libc::dl_iterate_phdr(Some(visit), (&mut search as *mut Search).cast());
        }
        let ranges = search
            .ranges
            .into_iter()
            .filter(|&(_, len)| len > 0)
            .map(|(start, len)| {
                // SAFETY: the range lies in a mapped, readable and writable segment.
                let bytes = unsafe { std::slice::from_raw_parts(start as *const u8, len) };
                (start, bytes.to_vec())
            })
            .collect();
        Snapshot { ranges }
    }

    /// Writes the copy back.
    fn restore(&self) {
        for (start, bytes) in &self.ranges {
            // SAFETY: the same writable range the copy was taken from.
            unsafe {
                std::ptr::copy_nonoverlapping(bytes.as_ptr(), *start as *mut u8, bytes.len())
            };
        }
    }
}

struct Search {
    address: usize,
    ranges: Vec<(usize, usize)>,
}

unsafe extern "C" fn visit(
    info: *mut libc::dl_phdr_info,
    _size: libc::size_t,
    data: *mut c_void,
) -> c_int {
    // SAFETY: dl_iterate_phdr passes a valid info and the pointer given to it.
    let (info, search) = unsafe { (&*info, &mut *(data as *mut Search)) };
    // SAFETY: dlpi_phdr points to dlpi_phnum program headers.
    let headers =
        unsafe { std::slice::from_raw_parts(info.dlpi_phdr, usize::from(info.dlpi_phnum)) };
    let base = info.dlpi_addr as usize;
    let contains = headers.iter().any(|h| {
        let start = base + h.p_vaddr as usize;
        h.p_type == libc::PT_LOAD && (start..start + h.p_memsz as usize).contains(&search.address)
    });
    if !contains {
        return 0;
    }
    let page = page_size();
    let read_only: Vec<(usize, usize)> = headers
        .iter()
        .filter(|h| h.p_type == libc::PT_GNU_RELRO)
        .map(|h| {
            let start = base + h.p_vaddr as usize;
            (
                start / page * page,
                (start + h.p_memsz as usize) / page * page,
            )
        })
        .collect();
    for h in headers {
        if h.p_type != libc::PT_LOAD || h.p_flags & libc::PF_W == 0 {
            continue;
        }
        let start = base + h.p_vaddr as usize;
        let end = start + h.p_memsz as usize;
        let mut pieces = vec![(start, end)];
        for &(ro_start, ro_end) in &read_only {
            pieces = pieces
                .into_iter()
                .flat_map(|(s, e)| {
                    [(s, e.min(ro_start)), (s.max(ro_end), e)]
                        .into_iter()
                        .filter(|(a, b)| a < b)
                })
                .collect();
        }
        search
            .ranges
            .extend(pieces.into_iter().map(|(s, e)| (s, e - s)));
    }
    1
}

fn page_size() -> usize {
    // SAFETY: sysconf takes a constant.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size).unwrap_or(4096).max(1)
}

/// The address space of this process in bytes, from `/proc/self/statm`.
fn address_space(statm: &File) -> Option<u64> {
    let mut buf = [0u8; 64];
    let n = statm.read_at(&mut buf, 0).ok()?;
    let text = std::str::from_utf8(&buf[..n]).ok()?;
    let pages: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(pages * page_size() as u64)
}

/// Growth of the address space over which the host asks to be replaced: a quarter of its
/// `RLIMIT_AS`, or 512 MiB without a limit.
fn growth_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into `limit`.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut limit) } == 0;
    if ok && limit.rlim_cur != libc::RLIM_INFINITY {
        limit.rlim_cur / 4
    } else {
        512 << 20
    }
}

/// Installs the crash handlers on an alternate stack, and the `atexit` hook.
fn install_crash_reports() {
    let stack = Box::leak(vec![0u8; ALT_STACK].into_boxed_slice());
    let alt = libc::stack_t {
        ss_sp: stack.as_mut_ptr().cast(),
        ss_flags: 0,
        ss_size: ALT_STACK,
    };
    // SAFETY: the stack is leaked, so it outlives every handler run; sigaction gets a fully
    // initialised struct.
    unsafe {
        libc::sigaltstack(&alt, std::ptr::null_mut());
        for signal in FATAL_SIGNALS {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_fatal_signal as *const () as libc::sighandler_t;
            action.sa_flags = libc::SA_ONSTACK;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
        libc::atexit(on_exit);
    }
}

/// Sends `DYING` for a fatal signal, then dies of it with the default action.
extern "C" fn on_fatal_signal(signal: c_int) {
    report_dying(signal);
    // SAFETY: async-signal-safe calls: back to the default action, unblock, raise.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, signal);
        libc::sigprocmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
        libc::raise(signal);
    }
}

/// Sends `DYING` when the bot calls `exit`.
extern "C" fn on_exit() {
    if !FINISHED.load(Ordering::SeqCst) {
        report_dying(0);
    }
}

/// Writes a `DYING` frame with the current `errno`; async-signal-safe.
fn report_dying(signal: c_int) {
    // SAFETY: reading errno is async-signal-safe.
    let errno = unsafe { *libc::__errno_location() };
    let frame = Reply {
        kind: protocol::DYING,
        value: signal,
        flags: 0,
        errno,
    }
    .encode();
    let fd = REPLY_FD.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: write is async-signal-safe; the frame lives on this stack.
        unsafe { libc::write(fd, frame.as_ptr().cast(), frame.len()) };
    }
}

/// Ends the host without running the bot's `atexit` handlers or flushing its streams.
fn finish(code: c_int) -> ! {
    FINISHED.store(true, Ordering::SeqCst);
    // SAFETY: _exit ends the process at once.
    unsafe { libc::_exit(code) }
}
