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
//!
//! arbiter's own executable and library hold the reference engines, so they stay hidden
//! even where they lie beneath a readable folder (arbiter installed in `/usr/local/bin`):
//! such a folder is allowed entry by entry, all but the way to them.

use std::fs;
use std::io;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

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
    let mut readable = readable_system().to_vec();
    for path in &paths.read {
        // arbiter's own library, named as a bot on purpose, may be read by its own host.
        let given = fs::canonicalize(path).ok();
        let hidden: Vec<PathBuf> = (own_files().iter())
            .filter(|file| Some(*file) != given.as_ref())
            .cloned()
            .collect();
        allow_except(path, &hidden, &mut readable);
    }
    for path in readable {
        created = add(created, &path, read)?;
    }
    let mut writable = Vec::new();
    for path in WRITABLE_DEVICES
        .iter()
        .map(Path::new)
        .chain(paths.write.iter().map(PathBuf::as_path))
    {
        allow_except(path, own_files(), &mut writable);
    }
    for path in writable {
        created = add(created, &path, all)?;
    }
    Option::<OwnedFd>::from(created).ok_or_else(|| other("Landlock is not supported"))
}

/// A ruleset that handles every access and allows none: applied over another, it takes
/// away the right to open anything.
pub fn ruleset_allowing_nothing(version: u32) -> io::Result<OwnedFd> {
    let abi = abi_of(version);
    let created = (Ruleset::default().handle_access(AccessFs::from_all(abi)))
        .and_then(|ruleset| ruleset.create())
        .map_err(other)?;
    Option::<OwnedFd>::from(created).ok_or_else(|| other("Landlock is not supported"))
}

/// The system's readable paths, less arbiter's own files, found once.
fn readable_system() -> &'static [PathBuf] {
    static PATHS: OnceLock<Vec<PathBuf>> = OnceLock::new();
    PATHS.get_or_init(|| {
        let mut paths = Vec::new();
        let system = (SYSTEM_FOLDERS.iter().chain(&SYSTEM_CONFIGURATION)).chain(&READABLE_DEVICES);
        for path in system {
            allow_except(Path::new(path), own_files(), &mut paths);
        }
        paths
    })
}

/// arbiter's own executable, and its library where it is installed beside it or in
/// `../lib`, as real paths.
pub fn own_files() -> &'static [PathBuf] {
    static FILES: OnceLock<Vec<PathBuf>> = OnceLock::new();
    FILES.get_or_init(|| {
        let Some(executable) = std::env::current_exe().and_then(fs::canonicalize).ok() else {
            return Vec::new();
        };
        let folder = executable.parent().unwrap_or(Path::new("/")).to_path_buf();
        let libraries = [
            folder.join("libarbiter.so"),
            folder.join("../lib/libarbiter.so"),
        ];
        let libraries = libraries
            .into_iter()
            .filter_map(|path| fs::canonicalize(path).ok());
        std::iter::once(executable).chain(libraries).collect()
    })
}

/// Adds `path` to `into`, unless it is one of `hidden`; when one of `hidden` lies beneath
/// it, adds its entries instead, each the same way. Paths are taken as the real paths they
/// name. A symbolic link elsewhere to a hidden file leads nowhere: Landlock checks the
/// folders the file itself lies in. A path that does not exist is left out.
fn allow_except(path: &Path, hidden: &[PathBuf], into: &mut Vec<PathBuf>) {
    let Ok(real) = fs::canonicalize(path) else {
        return;
    };
    if hidden.contains(&real) {
        return;
    }
    if !hidden.iter().any(|file| file.starts_with(&real)) {
        into.push(real);
        return;
    }
    let Ok(entries) = fs::read_dir(&real) else {
        return;
    };
    for entry in entries.flatten() {
        allow_except(&entry.path(), hidden, into);
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hidden_file_is_left_out_of_the_folders_around_it() {
        let root = tempfile::tempdir().unwrap();
        let root = fs::canonicalize(root.path()).unwrap();
        for folder in ["usr/bin", "usr/lib", "usr/local/bin"] {
            fs::create_dir_all(root.join(folder)).unwrap();
        }
        for file in [
            "usr/bin/cc",
            "usr/local/bin/arbiter",
            "usr/local/bin/python3",
        ] {
            fs::write(root.join(file), "").unwrap();
        }
        std::os::unix::fs::symlink(
            root.join("usr/local/bin/arbiter"),
            root.join("usr/bin/judge"),
        )
        .unwrap();
        let hidden = [root.join("usr/local/bin/arbiter")];
        let mut allowed = Vec::new();
        allow_except(&root.join("usr"), &hidden, &mut allowed);
        allowed.sort();
        // The link in `usr/bin` does not matter: Landlock judges the file it leads to.
        let expected = ["usr/bin", "usr/lib", "usr/local/bin/python3"];
        assert_eq!(
            allowed,
            expected.map(|path| root.join(path)).to_vec(),
            "{allowed:?}"
        );
    }
}
