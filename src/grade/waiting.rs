//! Whether a run waits for its input: known from the kernel, not guessed from a pause.
//!
//! A conversation answers a program only when it is blocked reading its standard input: a
//! program that computes for two seconds before its prompt, or prints a prompt and reads a
//! second later, is answered the same way as one that reads at once. Linux shows it in
//! `/proc`: a task blocked in a system call has its number and arguments in
//! `/proc/PID/task/TID/syscall` (`0 0x0 …` is a `read` on descriptor 0; a running task's
//! says `running`), and the
//! descriptor's link names the pipe (`pipe:[INODE]`). Every process of the run counts (the
//! run's first process and all it started, as `/proc/PID/task/TID/children` lists them):
//! the run waits when none of its tasks is running and one of them is blocked reading the
//! run's input pipe, which holds nothing.

use std::cell::RefCell;
use std::fs;
use std::os::fd::AsRawFd;

/// Tasks followed at most, so that a fork bomb cannot make a look expensive.
const TASKS_AT_MOST: usize = 512;

/// What a look at a run found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Blocked reading its input, and nothing else of it is running.
    Waiting,
    /// Running, or blocked on something other than its input (a sleep, a child).
    Busy,
}

/// A run to look at: its first process and its input pipe.
#[derive(Debug)]
pub struct Watch {
    root: libc::pid_t,
    /// `pipe:[INODE]`, as a descriptor's link names the run's input pipe.
    pipe: String,
    /// Whether the first process is the init of the run's namespaces, which only starts
    /// the program and waits for it: the program is its one child.
    through_init: bool,
    /// The program's `stat`, `syscall` and `children` files, kept open once found: most
    /// runs are one process of one thread, told from these three reads alone.
    program_files: RefCell<Option<(libc::pid_t, [fs::File; 3])>>,
}

/// Reads a whole `/proc` file again from its start into `buf`: how many bytes it holds
/// (`None` when it cannot be read, or does not fit).
fn read_start(file: &fs::File, buf: &mut [u8]) -> Option<usize> {
    use std::os::unix::fs::FileExt;
    let read = file.read_at(buf, 0).ok()?;
    (read < buf.len()).then_some(read)
}

impl Watch {
    /// Watches the run whose first process is `root` and whose standard input is the pipe
    /// `input` (either end; both have the same inode); `None` when it cannot be told.
    /// With `through_init`, `root` is the init of the run's namespaces and the program its
    /// child.
    pub fn new(root: libc::pid_t, input: &impl AsRawFd, through_init: bool) -> Option<Watch> {
        // SAFETY: fstat fills `stat`, which lives across the call.
        let mut stat: libc::stat = unsafe { std::mem::zeroed() };
        if unsafe { libc::fstat(input.as_raw_fd(), &mut stat) } != 0 {
            return None;
        }
        Some(Watch {
            root,
            pipe: format!("pipe:[{}]", stat.st_ino),
            through_init,
            program_files: RefCell::new(None),
        })
    }

    /// The program's process: the first, or the init's one child.
    fn program(&self) -> Option<libc::pid_t> {
        if !self.through_init {
            return Some(self.root);
        }
        let root = self.root;
        let children = fs::read_to_string(format!("/proc/{root}/task/{root}/children")).ok()?;
        match children.split_whitespace().collect::<Vec<_>>()[..] {
            [only] => only.parse().ok(),
            _ => None,
        }
    }

    /// Whether the run waits for its input now. The caller checks that the pipe is empty.
    pub fn state(&self) -> State {
        self.alone().unwrap_or_else(|| self.every_task())
    }

    /// The state of a run that is one process of one thread, read from its kept files;
    /// `None` when it is not (or they cannot be read), for [`Watch::every_task`] to tell.
    fn alone(&self) -> Option<State> {
        if self.program_files.borrow().is_none() {
            let pid = self.program()?;
            let open = |name: &str| fs::File::open(format!("/proc/{pid}/task/{pid}/{name}"));
            let files = [
                open("stat").ok()?,
                open("syscall").ok()?,
                open("children").ok()?,
            ];
            *self.program_files.borrow_mut() = Some((pid, files));
        }
        let files = self.program_files.borrow();
        let (program, [stat, syscall, children]) = files.as_ref()?;
        let mut buf = [0u8; 512];
        // A running first thread is busy whatever the others do: one read says so.
        let read = read_start(syscall, &mut buf)?;
        let call = std::str::from_utf8(&buf[..read]).ok()?.to_string();
        if call.starts_with("running") {
            return Some(State::Busy);
        }
        // `stat`: the number of threads is the 20th field, the 18th after the name's `)`.
        let read = read_start(stat, &mut buf)?;
        let text = std::str::from_utf8(&buf[..read]).ok()?;
        let after_name = &text[text.rfind(')')? + 1..];
        if after_name.split_whitespace().nth(17)? != "1" {
            return None;
        }
        // A child of its own is looked at with every task.
        if read_start(children, &mut [0u8; 8])? != 0 {
            return None;
        }
        let reading = reading_from(&call).is_some_and(|fd| {
            fs::read_link(format!("/proc/{program}/fd/{fd}"))
                .is_ok_and(|link| link.as_os_str() == self.pipe.as_str())
        });
        Some(if reading { State::Waiting } else { State::Busy })
    }

    /// Whether the run waits for its input now, every process and thread looked at.
    fn every_task(&self) -> State {
        let mut reading = false;
        let mut pending = vec![self.root];
        let mut seen = 0;
        while let Some(pid) = pending.pop() {
            let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
                continue; // ended meanwhile
            };
            for task in tasks.flatten() {
                seen += 1;
                if seen > TASKS_AT_MOST {
                    return State::Busy;
                }
                let task = task.path();
                // A running task says so instead of a call; one that has ended (a zombie)
                // has no file to read, and holds nothing.
                let Ok(call) = fs::read_to_string(task.join("syscall")) else {
                    continue;
                };
                if call.starts_with("running") {
                    return State::Busy;
                }
                if let Ok(children) = fs::read_to_string(task.join("children")) {
                    pending.extend(
                        children
                            .split_whitespace()
                            .filter_map(|c| c.parse::<libc::pid_t>().ok()),
                    );
                }
                if let Some(fd) = reading_from(&call)
                    && fs::read_link(format!("/proc/{pid}/fd/{fd}"))
                        .is_ok_and(|link| link.as_os_str() == self.pipe.as_str())
                {
                    reading = true;
                }
            }
        }
        if reading { State::Waiting } else { State::Busy }
    }
}

/// The descriptor a task is blocked reading with `read` or `readv`, if it is, from its
/// `syscall` file.
fn reading_from(call: &str) -> Option<i32> {
    let mut fields = call.split_whitespace();
    let number: i64 = fields.next()?.parse().ok()?;
    if number != libc::SYS_read && number != libc::SYS_readv {
        return None;
    }
    let fd = fields.next()?.strip_prefix("0x")?;
    i32::from_str_radix(fd, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    /// Whether the run is seen waiting within `time`.
    fn waits_within(watch: &Watch, time: Duration) -> bool {
        let started = Instant::now();
        while started.elapsed() < time {
            if watch.state() == State::Waiting {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    }

    #[test]
    fn a_program_blocked_on_its_input_waits_and_one_that_sleeps_or_computes_does_not() {
        for (script, waits) in [
            ("read answer", true),
            // Reading in a child of the shell counts too.
            ("cat >/dev/null", true),
            ("sleep 10", false),
            ("while :; do :; done", false),
            // Reading something else is not waiting for its input.
            ("read answer </dev/zero; sleep 10", false),
        ] {
            let mut child = Command::new("sh")
                .args(["-c", script])
                .stdin(Stdio::piped())
                .spawn()
                .unwrap();
            let stdin = child.stdin.take().unwrap();
            let watch = Watch::new(child.id() as libc::pid_t, &stdin, false).unwrap();
            let time = Duration::from_millis(if waits { 5000 } else { 300 });
            assert_eq!(waits_within(&watch, time), waits, "{script}");
            let _ = child.kill();
            drop(stdin);
            let _ = child.wait();
        }
    }

    #[test]
    fn python_waits_in_input() {
        let Ok(mut child) = Command::new("python3")
            .args(["-c", "import time\ntime.sleep(0.2)\nprint(input('?'))"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
        else {
            return; // no Python here
        };
        let mut stdin = child.stdin.take().unwrap();
        let watch = Watch::new(child.id() as libc::pid_t, &stdin, false).unwrap();
        // Busy while it starts and sleeps, then waiting.
        assert_eq!(watch.state(), State::Busy);
        assert!(waits_within(&watch, Duration::from_secs(5)));
        stdin.write_all(b"yes\n").unwrap();
        drop(stdin);
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.stdout, b"?yes\n");
    }

    #[test]
    fn a_thread_that_computes_keeps_its_program_busy_while_another_reads() {
        let spinner = "import threading\nthreading.Thread(target=lambda: [0 for _ in iter(int, 1)], daemon=True).start()\ninput()";
        let Ok(mut child) = Command::new("python3")
            .args(["-c", spinner])
            .stdin(Stdio::piped())
            .spawn()
        else {
            return; // no Python here
        };
        let stdin = child.stdin.take().unwrap();
        let watch = Watch::new(child.id() as libc::pid_t, &stdin, false).unwrap();
        assert!(!waits_within(&watch, Duration::from_millis(500)));
        let _ = child.kill();
        drop(stdin);
        let _ = child.wait();
    }
}
