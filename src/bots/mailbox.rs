//! A shared-memory mailbox between arbiter and a bot host, for a host that has a CPU of its
//! own: each side spins for a short while ([`SPIN`]) waiting for the other's frame, so a
//! hand-over costs no system call and no context switch, and only then falls back to the
//! pipes of [`super::protocol`], which stay the only channel for everything else (the move
//! time limit, the host's death, its prints, `DYING` and `LOAD_ERROR`).
//!
//! The mailbox is one page of a `memfd`, mapped shared by arbiter and inherited by the host
//! as a descriptor (named on its command line), which maps it too.
//!
//! ```text
//! offset    0  request   u32: sequence number of the last request, | ASLEEP
//! offset   64  reply     u32: sequence number of the last reply,   | ASLEEP
//! offset  128  frames    u32: requests in this message (1, or 2 with NEW_GAME first)
//! offset  132  spins     u32: whether the host spins (1) or sleeps at once (0)
//! offset  136  request words, 2 × 91 i32
//! offset 1024  reply words, 4 i32
//! ```
//!
//! A message and its answer share a sequence number (1, 2, … modulo 2³¹). The sender writes
//! the words, then swaps the new number into its sequence word (`Release`: the words are
//! visible before the number). The receiver spins on the sequence word (`Acquire`); when
//! [`SPIN`] runs out it sets [`ASLEEP`] on the old number with a compare-and-swap and blocks
//! on its pipe. The swap and the compare-and-swap act on the same word, so exactly one of
//! two things happens: the receiver sees the new number, or the sender sees `ASLEEP` in the
//! value it swapped out and sends the same frame through the pipe as well. No wake-up is
//! lost and no frame is read twice.
//!
//! Whatever the host does to the page (a bot may scribble on it) can only make it wrong
//! about its own game: arbiter reads the page with atomic loads only, so a racing writer is
//! not undefined behaviour, and a mangled sequence number just sends arbiter to the pipe,
//! where the move time limit applies as always.
//!
//! This module holds all the `unsafe` of the mailbox: the mapping and its lifetime.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use super::protocol::{self, REQUEST_WORDS, Reply, Request};
use crate::games::checkers::rules::BOARD_LEN;

/// How long a side spins for the other's frame before it blocks on its pipe. Long enough
/// for a fast bot's move and the other side's turn (a few µs each), short enough that a
/// slow bot's host soon stops burning its CPU.
pub const SPIN: Duration = Duration::from_micros(50);
/// Bit of a sequence word: the receiver gave up spinning and waits on its pipe.
pub const ASLEEP: u32 = 1 << 31;
/// Requests a message may hold.
pub const MAX_FRAMES: usize = 2;
const PAGE: usize = 4096;

/// An `AtomicU32` alone on its cache line.
#[repr(C, align(64))]
struct Line(AtomicU32);

/// The page.
#[repr(C)]
struct Shared {
    request: Line,
    reply: Line,
    frames: AtomicU32,
    spins: AtomicU32,
    request_words: [AtomicI32; MAX_FRAMES * REQUEST_WORDS],
    _gap: [u8; 1024 - 136 - 4 * MAX_FRAMES * REQUEST_WORDS],
    reply_words: [AtomicI32; 4],
}

const _: () = assert!(std::mem::size_of::<Shared>() <= PAGE);
const _: () = assert!(std::mem::offset_of!(Shared, reply_words) == 1024);

/// The sequence number after `seq` (never 0, never with [`ASLEEP`]).
pub fn next(seq: u32) -> u32 {
    seq % (ASLEEP - 1) + 1
}

/// A mapped mailbox.
pub struct Mailbox {
    shared: NonNull<Shared>,
    /// The memfd, kept by arbiter to hand to the host; the host closes its copy.
    fd: Option<OwnedFd>,
}

// SAFETY: the page is only accessed through atomics, from any thread.
unsafe impl Send for Mailbox {}
// SAFETY: as above.
unsafe impl Sync for Mailbox {}

impl Drop for Mailbox {
    fn drop(&mut self) {
        // SAFETY: the page was mapped by `map` with this size and nothing borrows it past
        // `self`.
        unsafe { libc::munmap(self.shared.as_ptr().cast(), PAGE) };
    }
}

impl Mailbox {
    /// A new, zeroed mailbox in a close-on-exec memfd.
    pub fn create() -> io::Result<Mailbox> {
        // SAFETY: memfd_create takes a NUL-terminated name and flags.
        let fd = unsafe { libc::memfd_create(c"arbiter-mailbox".as_ptr(), libc::MFD_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: a new descriptor nobody else owns.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        // SAFETY: ftruncate on our own descriptor.
        if unsafe { libc::ftruncate(fd.as_raw_fd(), PAGE as libc::off_t) } != 0 {
            return Err(io::Error::last_os_error());
        }
        let shared = map(fd.as_raw_fd())?;
        Ok(Mailbox {
            shared,
            fd: Some(fd),
        })
    }

    /// The host's side: maps the mailbox behind `fd`, then closes `fd`.
    pub fn open(fd: RawFd) -> io::Result<Mailbox> {
        // SAFETY: the descriptor was inherited for this purpose and is owned by nobody else.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let shared = map(fd.as_raw_fd())?;
        Ok(Mailbox { shared, fd: None })
    }

    /// The memfd, on arbiter's side.
    pub fn fd(&self) -> Option<RawFd> {
        self.fd.as_ref().map(AsRawFd::as_raw_fd)
    }

    fn shared(&self) -> &Shared {
        // SAFETY: the mapping lives as long as `self`, is page-aligned and large enough, and
        // all-zero bytes (a fresh memfd) are valid atomics.
        unsafe { self.shared.as_ref() }
    }

    /// Arbiter: whether the host spins for requests (it has a CPU of its own) or waits on
    /// its pipe at once (it shares the game's CPU). Read by the host at each message.
    pub fn set_host_spins(&self, spins: bool) {
        self.shared()
            .spins
            .store(u32::from(spins), Ordering::Relaxed);
    }

    /// Host: how long to spin for the next request.
    pub fn host_spin(&self) -> Duration {
        if self.shared().spins.load(Ordering::Relaxed) != 0 {
            SPIN
        } else {
            Duration::ZERO
        }
    }

    /// Arbiter: posts message `seq`, the requests `frames`. True if the host was asleep,
    /// in which case the caller must also write the frames to the request pipe.
    pub fn post_request(&self, seq: u32, frames: &[protocol::RequestBytes]) -> bool {
        let shared = self.shared();
        let count = frames.len().min(MAX_FRAMES);
        for (slot, chunk) in shared
            .request_words
            .iter()
            .zip(frames[..count].iter().flat_map(|f| f.chunks_exact(4)))
        {
            slot.store(
                i32::from_ne_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]),
                Ordering::Relaxed,
            );
        }
        shared.frames.store(count as u32, Ordering::Relaxed);
        post(&shared.request.0, seq)
    }

    /// Host: waits up to `spin` for message `seq`; its requests, in order, or `None` when
    /// the time ran out and the host must read the message from its pipe.
    pub fn wait_request(&self, seq: u32, spin: Duration) -> Option<([Request; MAX_FRAMES], usize)> {
        let shared = self.shared();
        if !wait(&shared.request.0, seq, spin) {
            return None;
        }
        let count = (shared.frames.load(Ordering::Relaxed) as usize).clamp(1, MAX_FRAMES);
        let empty = Request {
            kind: 0,
            player: 0,
            board: [0; BOARD_LEN],
        };
        let mut requests = [empty; MAX_FRAMES];
        for (index, request) in requests.iter_mut().enumerate().take(count) {
            let words = &shared.request_words[index * REQUEST_WORDS..(index + 1) * REQUEST_WORDS];
            request.kind = words[0].load(Ordering::Relaxed);
            request.player = words[1].load(Ordering::Relaxed);
            for (cell, word) in request.board.iter_mut().zip(&words[2..]) {
                *cell = word.load(Ordering::Relaxed);
            }
        }
        Some((requests, count))
    }

    /// Host: posts the answer to message `seq`. True if arbiter was asleep, in which case
    /// the caller must also write the reply to the reply pipe.
    pub fn post_reply(&self, seq: u32, reply: &Reply) -> bool {
        let shared = self.shared();
        let words = [reply.kind, reply.value, reply.flags, reply.errno];
        for (slot, word) in shared.reply_words.iter().zip(words) {
            slot.store(word, Ordering::Relaxed);
        }
        post(&shared.reply.0, seq)
    }

    /// Arbiter: waits up to `spin` for the answer to message `seq`, or `None` when the time
    /// ran out and arbiter must wait on the reply pipe.
    pub fn wait_reply(&self, seq: u32, spin: Duration) -> Option<Reply> {
        let shared = self.shared();
        if !wait(&shared.reply.0, seq, spin) {
            return None;
        }
        let word = |i: usize| shared.reply_words[i].load(Ordering::Relaxed);
        Some(Reply {
            kind: word(0),
            value: word(1),
            flags: word(2),
            errno: word(3),
        })
    }
}

/// Maps one shared page of `fd`.
fn map(fd: RawFd) -> io::Result<NonNull<Shared>> {
    // SAFETY: a new shared mapping of a descriptor we hold; the result is checked.
    let address = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            PAGE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED,
            fd,
            0,
        )
    };
    if address == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    NonNull::new(address.cast()).ok_or_else(|| io::Error::other("mmap returned null"))
}

/// Publishes `seq` in `word`; true if the receiver had gone to sleep on its pipe.
fn post(word: &AtomicU32, seq: u32) -> bool {
    // Release: the frame's words are visible before the number. Acquire: pairs with the
    // receiver's compare-and-swap, so its ASLEEP is seen if it came first.
    word.swap(seq, Ordering::AcqRel) & ASLEEP != 0
}

/// Spins up to `spin` for `seq` in `word`; false once the receiver has marked itself
/// asleep instead (the frame then comes through the pipe).
fn wait(word: &AtomicU32, seq: u32, spin: Duration) -> bool {
    let start = Instant::now();
    let mut rounds = 0u32;
    let mut current = word.load(Ordering::Acquire);
    while current != seq {
        rounds = rounds.wrapping_add(1);
        if rounds.is_multiple_of(64) && start.elapsed() >= spin {
            loop {
                if current == seq {
                    return true;
                }
                match word.compare_exchange_weak(
                    current,
                    current | ASLEEP,
                    Ordering::AcqRel,
                    Ordering::Acquire,
                ) {
                    Ok(_) => return false,
                    Err(now) => current = now,
                }
            }
        }
        std::hint::spin_loop();
        current = word.load(Ordering::Acquire);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::checkers::rules::Board;

    fn request(kind: i32, player: i32) -> protocol::RequestBytes {
        let mut board = *Board::initial().as_array();
        board[0] = player * 7;
        protocol::request(kind, player, &board)
    }

    #[test]
    fn sequence_numbers_wrap_without_zero_or_the_asleep_bit() {
        assert_eq!(next(0), 1);
        assert_eq!(next(1), 2);
        assert_eq!(next(ASLEEP - 1), 1);
    }

    #[test]
    fn messages_and_answers_arrive_in_order_through_memory() {
        let mailbox = Mailbox::create().unwrap();
        let host = Mailbox::open(
            // SAFETY: dup of a descriptor we own; `open` takes the copy.
            unsafe { libc::dup(mailbox.fd().unwrap()) },
        )
        .unwrap();
        let rounds = 20_000u32;
        let forever = Duration::from_secs(10);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                let mut seq = 0;
                for _ in 0..rounds {
                    seq = next(seq);
                    let (requests, count) = host.wait_request(seq, forever).unwrap();
                    let last = requests[count - 1];
                    assert_eq!(last.kind, protocol::MOVE);
                    assert_eq!(last.board[0], last.player * 7);
                    if count == 2 {
                        assert_eq!(requests[0].kind, protocol::NEW_GAME);
                    }
                    let reply = Reply {
                        kind: protocol::ANSWER,
                        value: last.player,
                        flags: count as i32,
                        errno: 0,
                    };
                    assert!(!host.post_reply(seq, &reply));
                }
            });
            let mut seq = 0;
            for round in 0..rounds {
                seq = next(seq);
                let player = (round % 1000) as i32;
                let mut frames = vec![request(protocol::MOVE, player)];
                if round % 3 == 0 {
                    frames.insert(0, request(protocol::NEW_GAME, 0));
                }
                assert!(!mailbox.post_request(seq, &frames));
                let reply = mailbox.wait_reply(seq, forever).unwrap();
                assert_eq!(reply.value, player);
                assert_eq!(reply.flags, frames.len() as i32);
            }
        });
    }

    #[test]
    fn a_slow_side_is_waited_for_on_the_pipe() {
        let mailbox = Mailbox::create().unwrap();
        // Nobody posts: the wait gives up after the spin and marks itself asleep…
        let start = Instant::now();
        assert!(mailbox.wait_reply(1, SPIN).is_none());
        assert!(start.elapsed() >= SPIN);
        // …so the sender sees it must use the pipe, and the next answer is spun for again.
        assert!(mailbox.wait_request(1, Duration::ZERO).is_none());
        assert!(mailbox.post_request(1, &[request(protocol::MOVE, 1)]));
        assert!(mailbox.post_reply(1, &Reply::decode(&[0; 16])));
        assert!(!mailbox.post_reply(2, &Reply::decode(&[0; 16])));
        assert!(mailbox.wait_reply(2, SPIN).is_some());
    }

    #[test]
    fn a_wake_up_is_never_lost_between_spinning_and_sleeping() {
        // The sender posts at every moment of the receiver's spin, including as it gives
        // up: each message is either seen in memory or sent through the "pipe" (a channel
        // here), never both and never neither.
        let mailbox = Mailbox::create().unwrap();
        let rounds = 2_000u32;
        let (pipe, pipe_end) = std::sync::mpsc::channel::<u32>();
        let (done, done_end) = std::sync::mpsc::channel::<()>();
        let mailbox = &mailbox;
        std::thread::scope(|scope| {
            scope.spawn(move || {
                let mut seq = 0;
                let mut slept = 0;
                for round in 0..rounds {
                    seq = next(seq);
                    let spin = Duration::from_micros(u64::from(round % 20));
                    if mailbox.wait_reply(seq, spin).is_none() {
                        let got = pipe_end.recv_timeout(Duration::from_secs(10));
                        assert_eq!(got, Ok(seq), "round {round}: a lost wake-up");
                        slept += 1;
                    }
                    done.send(()).unwrap();
                }
                assert!(pipe_end.try_recv().is_err(), "a frame sent twice");
                assert!(slept > 0, "the receiver never went to sleep");
            });
            let mut seq = 0;
            for round in 0..rounds {
                seq = next(seq);
                for _ in 0..(round % 7) * 50 {
                    std::hint::spin_loop();
                }
                if mailbox.post_reply(seq, &Reply::decode(&[1; 16])) {
                    pipe.send(seq).unwrap();
                }
                done_end.recv().unwrap();
            }
        });
    }
}
