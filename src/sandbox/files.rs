//! What a confined program may touch on disk: a Landlock ruleset built in the grader for
//! each run, applied by the program itself between fork and exec.
//!
//! A run may read and execute the system's program and library folders, the few files of
//! `/etc` that the dynamic loader, the C library and Python read, the harmless devices, and
//! the folders it was given (its submission, its program's installation); it may write
//! only in the folders it was given to write (its run folder). Everything else is denied:
//! cases, goldens, reports, other submissions, home folders, `/tmp`, `/dev/shm`, `/proc`
//! and `/sys`. The same ruleset scopes signals and abstract Unix sockets to the run's own
//! processes (Landlock ABI 6), and, from ABI 4, denies TCP.

use std::io;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};

use landlock::{
    ABI, Access, AccessFs, AccessNet, BitFlags, PathBeneath, PathFd, Ruleset, RulesetAttr,
    RulesetCreatedAttr, Scope,
};

/// Folders every program may read and execute from.
const SYSTEM_FOLDERS: [&str; 7] = [
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
];

/// Files and folders of `/etc` the loader, the C library and Python read.
const SYSTEM_CONFIGURATION: [&str; 9] = [
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/etc/nsswitch.conf",
    "/etc/passwd",
    "/etc/group",
    "/etc/alternatives",
    "/etc/python3",
];

/// Devices any program may read.
const READABLE_DEVICES: [&str; 3] = ["/dev/zero", "/dev/urandom", "/dev/random"];

/// Devices any program may write.
const WRITABLE_DEVICES: [&str; 2] = ["/dev/null", "/dev/full"];

/// What a run may touch besides the system: folders (or files) to read and execute, and
/// folders to write in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paths {
    pub read: Vec<PathBuf>,
    pub write: Vec<PathBuf>,
}

/// The Landlock ABI the kernel offers, 0 without Landlock.
pub fn kernel_abi() -> u32 {
    const LANDLOCK_CREATE_RULESET_VERSION: libc::c_uint = 1;
    // SAFETY: the version query takes no attribute and writes nothing.
    let version = unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<libc::c_void>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    };
    u32::try_from(version).unwrap_or(0)
}

fn abi_of(version: u32) -> ABI {
    match version {
        0 => ABI::Unsupported,
        1 => ABI::V1,
        2 => ABI::V2,
        3 => ABI::V3,
        4 => ABI::V4,
        5 => ABI::V5,
        _ => ABI::V6,
    }
}

/// The ruleset of a run, ready for `landlock_restrict_self` in the child. Paths that do
/// not exist are left out (a system without `/lib32`).
pub fn ruleset(paths: &Paths, version: u32) -> io::Result<OwnedFd> {
    let abi = abi_of(version);
    let all = AccessFs::from_all(abi);
    let read = AccessFs::from_read(abi);
    let mut ruleset = Ruleset::default().handle_access(all).map_err(other)?;
    if version >= 4 {
        ruleset = ruleset
            .handle_access(AccessNet::from_all(abi))
            .map_err(other)?;
    }
    if version >= 6 {
        ruleset = ruleset.scope(Scope::from_all(abi)).map_err(other)?;
    }
    let mut created = ruleset.create().map_err(other)?;
    let system = (SYSTEM_FOLDERS.iter().chain(&SYSTEM_CONFIGURATION))
        .chain(&READABLE_DEVICES)
        .map(PathBuf::from)
        .chain(paths.read.iter().cloned());
    for path in system {
        created = add(created, &path, read)?;
    }
    let devices = WRITABLE_DEVICES.iter().map(PathBuf::from);
    for path in devices.chain(paths.write.iter().cloned()) {
        created = add(created, &path, all)?;
    }
    Option::<OwnedFd>::from(created).ok_or_else(|| other("Landlock is not supported"))
}

/// Adds `access` beneath `path`, if it exists (a file gets the rights a file can have).
fn add(
    created: landlock::RulesetCreated,
    path: &Path,
    access: BitFlags<AccessFs>,
) -> io::Result<landlock::RulesetCreated> {
    let Ok(fd) = PathFd::new(path) else {
        return Ok(created);
    };
    let access = if path.is_dir() {
        access
    } else {
        access & AccessFs::from_file(ABI::V6)
    };
    created
        .add_rule(PathBeneath::new(fd, access))
        .map_err(other)
}

fn other(err: impl std::fmt::Display) -> io::Error {
    io::Error::other(err.to_string())
}
