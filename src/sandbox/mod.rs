//! Confinement of the untrusted programs arbiter runs: what this machine offers, and the
//! arrangement of each confined run.
//!
//! Three mechanisms, each usable without root and each optional, since a machine may lack
//! it (an older kernel, a container that forbids user namespaces):
//! - [`files`]: Landlock, for the files a run may read, execute and write, the signals it
//!   may send and the abstract sockets it may reach;
//! - [`tree`]: a user and PID namespace per run, so nothing a run starts outlives it and
//!   it keeps no privilege of the grader's user;
//! - [`syscalls`]: a seccomp filter against tracing other processes, sockets, and kernel
//!   interfaces that get around the rest.
//!
//! A bot host ([`crate::bots::host`]) is confined in the same way with two differences
//! ([`Subject::BotHost`]): it confines itself, before it loads its library, and may then
//! read only the system and that library; once the library is loaded, it may read nothing
//! more ([`seal_files`]). Instead of a namespace, its filter denies starting any process or
//! thread and running any program, so nothing it starts can outlive it.
//!
//! [`Available::probe`] finds out once which of them work here; every report says which
//! were in force, and `--isolation strict` refuses to run without all of them.

pub mod files;
pub mod syscalls;
pub mod tree;

use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::sync::OnceLock;

use seccompiler::BpfProgram;

pub use self::files::Paths;

/// How strictly runs are confined: `--isolation`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Isolation {
    /// Every protection this machine offers, and a line saying which
    #[default]
    Best,
    /// Every protection, or refuse to start
    Strict,
    /// No confinement, for programs the course trusts (said on the first line)
    Off,
}

/// What is confined: each gets the protections that suit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A student's program or its build, run by `grade`.
    Run,
    /// A bot host, in `tournament`, `play` and `simulate`.
    BotHost,
}

impl Isolation {
    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Isolation::Best => "best",
            Isolation::Strict => "strict",
            Isolation::Off => "off",
        }
    }
}

/// The protections this machine offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Available {
    /// The Landlock ABI version; 0 without Landlock.
    pub landlock: u32,
    /// User and PID namespaces.
    pub namespaces: bool,
    /// seccomp filters.
    pub seccomp: bool,
}

/// One protection, for reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Protection {
    /// Its name in reports: `files`, `signals`, `process tree`, `system calls`.
    pub name: &'static str,
    /// What it stops, in a few words.
    pub stops: &'static str,
    pub in_force: bool,
}

impl Available {
    /// What this machine offers, found out once.
    pub fn probe() -> Available {
        static PROBED: OnceLock<Available> = OnceLock::new();
        *PROBED.get_or_init(|| Available {
            landlock: files::kernel_abi(),
            namespaces: tree::available(),
            seccomp: syscalls::available(),
        })
    }

    /// Every protection `subject` gets, whether in force or not.
    pub fn protections(&self, subject: Subject) -> [Protection; 4] {
        let processes = match subject {
            Subject::Run => Protection {
                name: "process tree",
                stops: "processes that outlive their run, and the grader user's privileges (user and PID namespaces)",
                in_force: self.namespaces,
            },
            Subject::BotHost => Protection {
                name: "no processes",
                stops: "starting processes or threads, or running other programs (seccomp)",
                in_force: self.seccomp,
            },
        };
        [
            Protection {
                name: "files",
                stops: match subject {
                    Subject::Run => {
                        "reading or writing anything but the system, the submission and the run's folder (Landlock)"
                    }
                    Subject::BotHost => {
                        "reading anything but the system and the bot's library, then anything at all, and writing anything (Landlock)"
                    }
                },
                in_force: self.landlock >= 1,
            },
            Protection {
                name: "signals",
                stops: "signals and abstract sockets to processes outside the run (Landlock ABI 6)",
                in_force: self.landlock >= 6,
            },
            processes,
            Protection {
                name: "system calls",
                stops: "tracing other processes, sockets and the network (seccomp)",
                in_force: self.seccomp,
            },
        ]
    }

    /// The names of the protections `subject` would get that are missing here.
    pub fn missing(&self, subject: Subject) -> Vec<&'static str> {
        self.in_force(Isolation::Best, subject).1
    }

    /// The names of the protections `subject` gets under `isolation`, and of those it
    /// does not (all of them when it is off).
    pub fn in_force(
        &self,
        isolation: Isolation,
        subject: Subject,
    ) -> (Vec<&'static str>, Vec<&'static str>) {
        let off = isolation == Isolation::Off;
        let (on, missing): (Vec<Protection>, Vec<Protection>) = (self.protections(subject))
            .into_iter()
            .partition(|protection| protection.in_force && !off);
        let names = |protections: Vec<Protection>| protections.iter().map(|p| p.name).collect();
        (names(on), names(missing))
    }

    /// One line for the top of a report: `isolation: files, signals, process tree, system
    /// calls, CPU time` (for runs), with what is missing named.
    pub fn summary(&self, isolation: Isolation, subject: Subject) -> String {
        let (what, limit) = match subject {
            Subject::Run => ("runs", "CPU time"),
            Subject::BotHost => ("bot hosts", "move time"),
        };
        if isolation == Isolation::Off {
            return format!(
                "isolation: off (--isolation off): {what} are not confined, only limited"
            );
        }
        let (mut names, missing) = self.in_force(isolation, subject);
        names.push(limit);
        let mut line = format!("isolation: {}", names.join(", "));
        if !missing.is_empty() {
            line.push_str(&format!(
                "; missing on this machine: {} (see docs/isolation.md)",
                missing.join(", ")
            ));
        }
        line
    }

    /// Refuses to go on without every protection when `isolation` is strict.
    pub fn check(&self, isolation: Isolation, subject: Subject) -> Result<(), String> {
        let missing = self.missing(subject);
        let what = match subject {
            Subject::Run => "runs",
            Subject::BotHost => "bot hosts",
        };
        if isolation == Isolation::Strict && !missing.is_empty() {
            return Err(format!(
                "--isolation strict: this machine does not offer {} (see docs/isolation.md), so {what} cannot be confined fully; use a machine that does, or leave out --isolation strict",
                missing.join(", ")
            ));
        }
        Ok(())
    }
}

/// How the programs of one command were confined, for its reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Confined {
    pub level: Isolation,
    pub available: Available,
    pub subject: Subject,
}

/// [`Confined`] as `results.json` holds it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ConfinementReport {
    pub level: &'static str,
    pub in_force: Vec<&'static str>,
    pub missing: Vec<&'static str>,
}

impl Confined {
    /// `subject` confined at `level` on this machine.
    pub fn here(level: Isolation, subject: Subject) -> Confined {
        Confined {
            level,
            available: Available::probe(),
            subject,
        }
    }

    /// The first line of a report ([`Available::summary`]).
    pub fn line(&self) -> String {
        self.available.summary(self.level, self.subject)
    }

    /// The protections in force and missing, for `results.json`.
    pub fn report(&self) -> ConfinementReport {
        let (in_force, missing) = self.available.in_force(self.level, self.subject);
        ConfinementReport {
            level: self.level.name(),
            in_force,
            missing,
        }
    }
}

/// One run's confinement, made in the grader and entered by the child.
#[derive(Debug)]
pub struct Confinement {
    ruleset: Option<OwnedFd>,
    filter: Option<BpfProgram>,
    namespaces: bool,
}

impl Confinement {
    /// Every protection this machine offers, for a run that may touch `paths`.
    pub fn new(paths: &Paths) -> io::Result<Confinement> {
        Confinement::of(Subject::Run, paths)
    }

    /// Every protection this machine offers `subject`, which may touch `paths`.
    pub fn of(subject: Subject, paths: &Paths) -> io::Result<Confinement> {
        let available = Available::probe();
        let ruleset = match available.landlock {
            0 => None,
            version => Some(files::ruleset(paths, version)?),
        };
        let filter = if available.seccomp {
            Some(syscalls::filter(subject)?)
        } else {
            None
        };
        Ok(Confinement {
            ruleset,
            filter,
            namespaces: available.namespaces && subject == Subject::Run,
        })
    }

    /// Whether the run gets a namespace of its own (and so an init, see [`tree`]).
    pub fn in_namespace(&self) -> bool {
        self.namespaces
    }

    /// Confines the calling process, the child between fork and exec: no new privileges,
    /// the files, the system calls. The namespaces, when [`Confinement::in_namespace`],
    /// are made by [`tree::spawn`], which starts the child.
    ///
    /// # Safety
    /// Between fork and exec only: system calls on what `self` holds, no allocation.
    pub unsafe fn enter(&self) -> io::Result<()> {
        // SAFETY: see each call; all are plain system calls on data owned by `self`.
        unsafe {
            if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if let Some(ruleset) = &self.ruleset
                && libc::syscall(libc::SYS_landlock_restrict_self, ruleset.as_raw_fd(), 0) != 0
            {
                return Err(io::Error::last_os_error());
            }
            if let Some(filter) = &self.filter {
                let program = libc::sock_fprog {
                    len: filter.len() as libc::c_ushort,
                    filter: filter.as_ptr().cast_mut().cast::<libc::sock_filter>(),
                };
                let installed = libc::syscall(
                    libc::SYS_seccomp,
                    libc::SECCOMP_SET_MODE_FILTER,
                    0,
                    &program as *const libc::sock_fprog,
                );
                if installed != 0 {
                    return Err(io::Error::last_os_error());
                }
            }
        }
        Ok(())
    }
}

/// Takes from the calling process, once it is confined, the right to open any file at all:
/// a second Landlock layer that allows nothing. Files already open stay usable. Does
/// nothing without Landlock. Applies to the calling thread (and the threads it starts).
pub fn seal_files() -> io::Result<()> {
    match Available::probe().landlock {
        0 => Ok(()),
        version => {
            let sealed = files::ruleset_allowing_nothing(version)?;
            // SAFETY: a plain system call on a descriptor owned here.
            let restricted =
                unsafe { libc::syscall(libc::SYS_landlock_restrict_self, sealed.as_raw_fd(), 0) };
            match restricted {
                0 => Ok(()),
                _ => Err(io::Error::last_os_error()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVERYTHING: Available = Available {
        landlock: 7,
        namespaces: true,
        seccomp: true,
    };

    #[test]
    fn the_summary_names_what_is_in_force_and_what_is_missing() {
        assert_eq!(
            EVERYTHING.summary(Isolation::Best, Subject::Run),
            "isolation: files, signals, process tree, system calls, CPU time"
        );
        assert_eq!(
            EVERYTHING.summary(Isolation::Best, Subject::BotHost),
            "isolation: files, signals, no processes, system calls, move time"
        );
        let older = Available {
            landlock: 3,
            namespaces: false,
            ..EVERYTHING
        };
        assert_eq!(
            older.summary(Isolation::Best, Subject::Run),
            "isolation: files, system calls, CPU time; missing on this machine: signals, process tree (see docs/isolation.md)"
        );
        assert!(
            EVERYTHING
                .summary(Isolation::Off, Subject::Run)
                .starts_with("isolation: off")
        );
    }

    #[test]
    fn strict_refuses_to_start_without_every_protection() {
        assert_eq!(EVERYTHING.check(Isolation::Strict, Subject::Run), Ok(()));
        let bare = Available {
            landlock: 0,
            namespaces: false,
            seccomp: false,
        };
        assert_eq!(bare.check(Isolation::Best, Subject::Run), Ok(()));
        // A bot host needs no namespace: seccomp keeps it from starting processes.
        let no_namespaces = Available {
            namespaces: false,
            ..EVERYTHING
        };
        assert_eq!(
            no_namespaces.check(Isolation::Strict, Subject::BotHost),
            Ok(())
        );
        assert!(
            no_namespaces
                .check(Isolation::Strict, Subject::Run)
                .is_err()
        );
        let refused = bare.check(Isolation::Strict, Subject::Run).unwrap_err();
        assert!(
            refused.starts_with(
                "--isolation strict: this machine does not offer files, signals, process tree, system calls"
            ),
            "{refused}"
        );
    }
}
