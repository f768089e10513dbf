//! An external bot as a player: [`ExternalBot`] implements [`Agent`] by asking a bot host
//! ([`super::host`], a child process) over pipes, and turns everything the bot can do wrong
//! into a [`PlayerFault`].
//!
//! A host is started on the first move and kept for the next games (each game starts with
//! `NEW_GAME`, which resets the bot's static data), so a game costs one round trip per move
//! and nothing more. The host runs as the leader of its own process group, with the memory
//! limit as `RLIMIT_AS`, without a terminal, and dies with arbiter
//! ([`crate::process::confine_child`]); it confines itself before it loads the bot (see
//! [`super::host`]) unless [`Hosting::confinement`] is off. On `SIGINT` or `SIGTERM`
//! ([`crate::interrupt`]) a host being waited for is killed at once. It is replaced by a new one after it dies, after a
//! time-out (the whole group is killed), or when it asks to be because its memory grew.
//!
//! When the caller gives a host a CPU of its own ([`Agent::spin_on`]), the host is pinned
//! there and requests and replies go through a shared-memory [`Mailbox`] on which both sides
//! spin for [`mailbox::SPIN`] before falling back to the pipes: a move then costs no system
//! call on either side but one non-blocking read of the print pipe. Everything else (the
//! move time, crash reports, prints) still goes through the pipes, and is judged the same.
//!
//! What the bot did, in the order it is judged: died (`DYING` frame or end of the reply
//! pipe: [`PlayerFault::OutOfMemory`] when its last failed call said `ENOMEM`, else
//! [`PlayerFault::Killed`] or [`PlayerFault::Exited`]); no answer within the move time
//! ([`PlayerFault::TimedOut`]); wrote to the board ([`PlayerFault::ModifiedBoard`]); printed
//! ([`PlayerFault::Printed`]: a loss unless prints are allowed, in which case it is only
//! recorded, see [`Agent::take_tolerated`]); an answer that is not a move
//! ([`PlayerFault::IllegalMove`], completed by [`crate::games::checkers::players::checked_choice`]).

use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::mailbox::{self, Mailbox};
use super::protocol::{self, Reply};
use crate::games::checkers::players::{Agent, Excerpt, PlayerFault};
use crate::games::checkers::rules::{Game, Move, parse_code};
use crate::grade::run::DEFAULT_PATH;
use crate::interrupt;
use crate::process::{self, kill_group, pidfd_open, poll_entry, ppoll};
use crate::rng::GameRng;
use crate::sandbox::Isolation;

/// How long a host may take to load its library.
const LOAD_TIME: Duration = Duration::from_secs(10);
/// How long a host that announced its death may take to die before it is killed.
const DYING_TIME: Duration = Duration::from_secs(2);

/// How external bots run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    /// The arbiter executable, run as `arbiter bot-host LIBRARY SYMBOL`.
    pub host: PathBuf,
    /// Time per move.
    pub move_time: Duration,
    /// Address-space limit of a host, in bytes.
    pub memory: u64,
    /// Whether a print is only recorded (true) or loses the game (false, the default).
    pub allow_prints: bool,
    /// How hosts are confined (`--isolation`): off, or every protection this machine offers.
    pub confinement: Isolation,
}

impl Hosting {
    /// Hosting through this very executable, with the given limits and confinement.
    pub fn new(
        move_time: Duration,
        memory: u64,
        allow_prints: bool,
        confinement: Isolation,
    ) -> Result<Hosting, String> {
        let host = std::env::current_exe()
            .map_err(|err| format!("cannot find arbiter's own executable to host bots: {err}"))?;
        Ok(Hosting {
            host,
            move_time,
            memory,
            allow_prints,
            confinement,
        })
    }
}

/// A bot in a shared library, played in a host process.
pub struct ExternalBot {
    name: String,
    library: PathBuf,
    symbol: String,
    hosting: Hosting,
    host: Option<Host>,
    new_game: bool,
    tolerated: Vec<PlayerFault>,
    load_error: Option<String>,
    scratch: Vec<u8>,
    /// The CPU of its own the host runs on, handing moves over through a [`Mailbox`].
    spin_cpu: Option<usize>,
    /// Hosts get a mailbox (the player has been placed with [`Agent::spin_on`]).
    wants_mailbox: bool,
}

/// A running host.
struct Host {
    child: Child,
    pid: libc::pid_t,
    pidfd: Option<OwnedFd>,
    requests: File,
    replies: File,
    prints: File,
    /// The shared-memory mailbox, when the host has a CPU of its own.
    mailbox: Option<Mailbox>,
    /// The sequence number of the last message.
    seq: u32,
    /// The host asked to be replaced at the next game.
    recycle: bool,
    /// The process has been waited for: its pid may belong to another process now.
    reaped: bool,
}

impl Drop for Host {
    fn drop(&mut self) {
        if !self.reaped {
            kill_group(self.pid);
            let _ = self.child.wait();
        }
    }
}

impl ExternalBot {
    /// The function `symbol` of the library at `library`, called `name` in reports. Nothing
    /// starts until the first move (or [`ExternalBot::start`]).
    pub fn new(name: &str, library: PathBuf, symbol: &str, hosting: Hosting) -> ExternalBot {
        ExternalBot {
            name: name.to_string(),
            library,
            symbol: symbol.to_string(),
            hosting,
            host: None,
            new_game: true,
            tolerated: Vec::new(),
            load_error: None,
            scratch: vec![0; 4096],
            spin_cpu: None,
            wants_mailbox: false,
        }
    }

    /// Starts the host now, if it is not running: the error says why the library could not
    /// be loaded.
    pub fn start(&mut self) -> Result<(), String> {
        if self.host.is_none() {
            let host = self
                .spawn()
                .inspect_err(|err| self.load_error = Some(err.clone()))?;
            self.host = Some(host);
        }
        Ok(())
    }

    /// Why the host could not be started, after a [`PlayerFault::Unavailable`].
    pub fn load_error(&self) -> Option<&str> {
        self.load_error.as_deref()
    }

    /// The process id of the running host, if any (for tests).
    pub fn host_pid(&self) -> Option<u32> {
        self.host.as_ref().map(|host| host.pid as u32)
    }

    fn spawn(&self) -> Result<Host, String> {
        let mut command = Command::new(&self.hosting.host);
        command
            .arg("bot-host")
            .arg(&self.library)
            .arg(&self.symbol)
            .args((self.hosting.confinement == Isolation::Off).then_some("--unconfined"))
            .env_clear()
            .env("PATH", DEFAULT_PATH)
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mailbox = match self.wants_mailbox {
            true => Some(
                Mailbox::create()
                    .map_err(|err| format!("cannot make a mailbox for the bot host: {err}"))?,
            ),
            false => None,
        };
        if let Some(mailbox) = &mailbox {
            mailbox.set_host_spins(self.spin_cpu.is_some());
        }
        let mailbox_fd = mailbox.as_ref().and_then(Mailbox::fd);
        if let Some(fd) = mailbox_fd {
            command.arg("--mailbox").arg(fd.to_string());
        }
        let memory = Some(self.hosting.memory);
        let parent = std::process::id() as libc::pid_t;
        let cpu = self.spin_cpu;
        // SAFETY: `confine_child`, `inherit` and `pin_process` only make async-signal-safe
        // calls and do not allocate.
        unsafe {
            command.pre_exec(move || {
                process::confine_child(memory, None, Some(parent))?;
                if let Some(fd) = mailbox_fd {
                    process::inherit(fd)?;
                }
                if let Some(cpu) = cpu {
                    process::pin_process(cpu)?;
                }
                Ok(())
            });
        }
        let mut child = command.spawn().map_err(|err| {
            format!(
                "cannot start the bot host {}: {err}",
                self.hosting.host.display()
            )
        })?;
        let pid = child.id() as libc::pid_t;
        let (Some(requests), Some(replies), Some(prints)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            kill_group(pid);
            let _ = child.wait();
            return Err("the bot host's pipes are missing".to_string());
        };
        let mut host = Host {
            pidfd: pidfd_open(pid),
            child,
            pid,
            requests: File::from(OwnedFd::from(requests)),
            replies: File::from(OwnedFd::from(replies)),
            prints: File::from(OwnedFd::from(prints)),
            mailbox,
            seq: 0,
            recycle: false,
            reaped: false,
        };
        process::set_nonblocking(host.prints.as_raw_fd())
            .map_err(|err| format!("cannot set up the bot host's pipes: {err}"))?;
        let mut printed = Printed::default();
        let shown = self.library.display();
        match wait_reply(&mut host, LOAD_TIME, &mut printed, &mut Vec::new()) {
            Waited::Reply(reply) if reply.kind == protocol::READY => Ok(host),
            Waited::Reply(reply) if reply.kind == protocol::LOAD_ERROR => {
                let mut message = vec![0; usize::try_from(reply.value).unwrap_or(0).min(1 << 16)];
                let _ = protocol::read_frame(&mut host.replies, &mut message);
                Err(String::from_utf8_lossy(&message).into_owned())
            }
            Waited::TimedOut => Err(format!(
                "{shown} took more than {} s to load",
                LOAD_TIME.as_secs()
            )),
            Waited::Interrupted => Err(format!("{shown} was not loaded: arbiter was interrupted")),
            Waited::Reply(reply) => {
                let dying = (reply.kind == protocol::DYING).then_some(reply);
                let fault = bury(host, dying, self.hosting.memory);
                Err(format!("{shown} could not be loaded: {fault}"))
            }
            Waited::Closed => {
                let fault = bury(host, None, self.hosting.memory);
                Err(format!("{shown} could not be loaded: {fault}"))
            }
        }
    }

    /// Ends the host after it died or announced its death, and says what happened.
    fn died(&mut self, dying: Option<Reply>) -> PlayerFault {
        match self.host.take() {
            Some(host) => bury(host, dying, self.hosting.memory),
            None => PlayerFault::Crashed,
        }
    }
}

impl Agent for ExternalBot {
    fn choose(&mut self, game: &Game, _rng: &mut GameRng) -> Result<Move, PlayerFault> {
        if self.start().is_err() {
            return Err(PlayerFault::Unavailable);
        }
        let new_game = std::mem::take(&mut self.new_game);
        let host = self.host.as_mut().expect("started above");
        let request = protocol::request(protocol::MOVE, game.to_move as i32, game.board.as_array());
        let deadline = Instant::now() + self.hosting.move_time;
        host.seq = mailbox::next(host.seq);
        let reset = protocol::request(protocol::NEW_GAME, 0, game.board.as_array());
        let frames = [reset, request];
        let frames = if new_game { &frames[..] } else { &frames[1..] };
        let by_pipe = match &host.mailbox {
            // Through the pipe too if the host stopped spinning for it.
            Some(mailbox) => mailbox.post_request(host.seq, frames),
            None => true,
        };
        if by_pipe {
            let mut both = [0u8; 2 * protocol::REQUEST_BYTES];
            for (chunk, frame) in both.chunks_exact_mut(protocol::REQUEST_BYTES).zip(frames) {
                chunk.copy_from_slice(frame);
            }
            let sent = host
                .requests
                .write_all(&both[..frames.len() * protocol::REQUEST_BYTES]);
            if sent.is_err() {
                return Err(self.died(None));
            }
        }
        let mut printed = Printed::default();
        let spun = host
            .mailbox
            .as_ref()
            // Without a CPU of its own, the host is only marked as waited for on the pipe.
            .and_then(|mailbox| {
                let spin = match self.spin_cpu {
                    Some(_) => mailbox::SPIN,
                    None => Duration::ZERO,
                };
                mailbox.wait_reply(host.seq, spin)
            });
        let waited = match spun {
            Some(reply) => {
                // The host flushed the bot's prints before it posted the reply.
                drain(&mut host.prints, &mut printed, &mut self.scratch);
                Waited::Reply(reply)
            }
            None => {
                let remaining = deadline.saturating_duration_since(Instant::now());
                wait_reply(host, remaining, &mut printed, &mut self.scratch)
            }
        };
        let reply = match waited {
            Waited::Reply(reply) if reply.kind == protocol::ANSWER => reply,
            Waited::Reply(reply) if reply.kind == protocol::DYING => {
                return Err(self.died(Some(reply)));
            }
            Waited::Reply(_) | Waited::Closed => return Err(self.died(None)),
            // An interrupted game is never recorded: the fault does not matter.
            Waited::TimedOut | Waited::Interrupted => {
                self.host = None;
                return Err(PlayerFault::TimedOut);
            }
        };
        if reply.flags & protocol::RECYCLE != 0 {
            host.recycle = true;
        }
        if reply.flags & protocol::WROTE_BOARD != 0 {
            return Err(PlayerFault::ModifiedBoard);
        }
        if printed.bytes > 0 {
            let fault = PlayerFault::Printed {
                bytes: printed.bytes,
                start: Excerpt::of(&printed.start),
            };
            if !self.hosting.allow_prints {
                return Err(fault);
            }
            self.tolerated.push(fault);
        }
        parse_code(i64::from(reply.value)).map_err(|error| PlayerFault::IllegalMove {
            code: i64::from(reply.value),
            error,
        })
    }

    fn name(&self) -> String {
        self.name.clone()
    }

    fn new_game(&mut self) {
        if self.host.as_ref().is_some_and(|host| host.recycle) {
            self.host = None;
        }
        self.new_game = true;
    }

    fn take_tolerated(&mut self) -> Vec<PlayerFault> {
        std::mem::take(&mut self.tolerated)
    }

    /// Runs the host on CPU `cpu`, which the caller keeps free of its own thread (`Some`):
    /// moves are then handed over through a shared-memory [`Mailbox`] on which both sides
    /// spin for a few tens of µs before they block on the pipes. With `None`, the host moves
    /// to the caller's CPU and both sides wait on the pipes at once. A running host is
    /// moved, not replaced, unless it was started without a mailbox. Only the speed
    /// changes, never what the bot answers or how its faults are judged.
    fn spin_on(&mut self, cpu: Option<usize>) -> bool {
        self.wants_mailbox = true;
        self.spin_cpu = cpu;
        let Some(host) = &self.host else {
            return true;
        };
        let Some(mailbox) = &host.mailbox else {
            self.host = None;
            return true;
        };
        // SAFETY: sched_getcpu takes no arguments.
        let here = usize::try_from(unsafe { libc::sched_getcpu() }).unwrap_or(0);
        // A host that cannot be moved is replaced by one started in the right place.
        if process::pin_other(host.pid, cpu.unwrap_or(here)).is_err() {
            self.host = None;
            return true;
        }
        mailbox.set_host_spins(cpu.is_some());
        true
    }
}

/// What the bot printed during one call.
#[derive(Default)]
struct Printed {
    bytes: u64,
    start: Vec<u8>,
}

impl Printed {
    fn keep(&mut self, data: &[u8]) {
        self.bytes += data.len() as u64;
        let room = Excerpt::CAPACITY.saturating_sub(self.start.len());
        self.start.extend_from_slice(&data[..data.len().min(room)]);
    }
}

enum Waited {
    Reply(Reply),
    Closed,
    TimedOut,
    /// `SIGINT` or `SIGTERM` ([`interrupt`]): the host was killed, and what it was doing
    /// counts for nothing.
    Interrupted,
}

/// Waits up to `limit` for one reply frame, draining the print pipe meanwhile. On a
/// time-out the host's group is killed (the caller drops the host).
fn wait_reply(
    host: &mut Host,
    limit: Duration,
    printed: &mut Printed,
    scratch: &mut Vec<u8>,
) -> Waited {
    if scratch.len() < 4096 {
        scratch.resize(4096, 0);
    }
    let deadline = Instant::now() + limit;
    let mut frame = [0u8; protocol::REPLY_BYTES];
    let mut filled = 0;
    loop {
        let remaining = deadline.saturating_duration_since(Instant::now());
        if remaining.is_zero() {
            kill_group(host.pid);
            return Waited::TimedOut;
        }
        let mut fds = [
            poll_entry(host.replies.as_raw_fd(), libc::POLLIN),
            poll_entry(host.prints.as_raw_fd(), libc::POLLIN),
            poll_entry(interrupt::wake_fd(), libc::POLLIN),
        ];
        match ppoll(&mut fds, remaining) {
            Ok(()) => {}
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => std::thread::sleep(Duration::from_millis(1)),
        }
        if interrupt::requested() {
            kill_group(host.pid);
            return Waited::Interrupted;
        }
        if fds[1].revents != 0 {
            drain(&mut host.prints, printed, scratch);
        }
        if fds[0].revents != 0 {
            match host.replies.read(&mut frame[filled..]) {
                Ok(0) => return Waited::Closed,
                Ok(n) => {
                    filled += n;
                    if filled == frame.len() {
                        // The host writes the reply after the bot's prints, and poll
                        // reports every descriptor that is ready when it returns: prints
                        // made during the call were drained above.
                        return Waited::Reply(Reply::decode(&frame));
                    }
                }
                Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return Waited::Closed,
            }
        }
    }
}

/// Reads whatever the print pipe holds, without blocking.
fn drain(pipe: &mut File, printed: &mut Printed, scratch: &mut [u8]) {
    loop {
        match pipe.read(scratch) {
            Ok(0) => return,
            Ok(n) => printed.keep(&scratch[..n]),
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return,
        }
    }
}

/// Waits for a dying host to end (killing its group after [`DYING_TIME`]) and names the
/// fault from its `DYING` frame and its exit status.
fn bury(mut host: Host, dying: Option<Reply>, memory: u64) -> PlayerFault {
    if let Some(pidfd) = &host.pidfd {
        let mut fds = [poll_entry(pidfd.as_raw_fd(), libc::POLLIN)];
        let _ = ppoll(&mut fds, DYING_TIME);
    }
    kill_group(host.pid);
    let status = host.child.wait();
    host.reaped = true;
    if dying.is_some_and(|reply| reply.errno == libc::ENOMEM) {
        return PlayerFault::OutOfMemory { limit: memory };
    }
    if let Some(reply) = dying
        && reply.value > 0
    {
        return PlayerFault::Killed {
            signal: reply.value,
        };
    }
    use std::os::unix::process::ExitStatusExt;
    match status {
        Ok(status) => match (status.code(), status.signal()) {
            (Some(code), _) => PlayerFault::Exited { code },
            (None, Some(signal)) => PlayerFault::Killed { signal },
            _ => PlayerFault::Crashed,
        },
        Err(_) => PlayerFault::Crashed,
    }
}
