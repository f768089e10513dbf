//! The private folders runs work in, kept for the next run on the same thread.
//!
//! Every run gets a folder of its own (its working folder, and the instant sleeps' folder
//! where they are on). Making and removing a folder on a disk file system costs a new
//! inode each time, which was a third of arbiter's own CPU per run (see docs/benchmarks.md,
//! "arbiter's own cost per run"). So a folder a run is done with is emptied and kept for
//! the thread's next run of the same kind instead: the next run finds it as a new one
//! would be, private (mode 0700, the grader's own) and empty but for what its owner keeps
//! in it (a file of exactly the content it wrote). A folder that cannot be brought back to
//! that is removed, and the next run makes a new one. Whatever a thread keeps is removed
//! when the thread ends.

use std::cell::RefCell;
use std::fs;
use std::io::{self, Read};
use std::os::fd::AsRawFd;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// The most folders a thread keeps, one of each kind in use.
const KEPT_PER_THREAD: usize = 4;

thread_local! {
    static SPARE: RefCell<Vec<Scratch>> = const { RefCell::new(Vec::new()) };
}

/// A private folder in [`std::env::temp_dir`], named `<prefix><pid>-<n>-<nanos>`; removed
/// with its contents when dropped, unless given back for the next run.
#[derive(Debug)]
pub struct Scratch {
    path: PathBuf,
    prefix: &'static str,
}

impl Scratch {
    /// A private, empty folder of this kind: one this thread gave back, or a new one.
    pub fn take(prefix: &'static str) -> io::Result<Scratch> {
        let spare = SPARE.with(|spare| {
            let mut spare = spare.borrow_mut();
            let index = spare.iter().position(|folder| folder.prefix == prefix)?;
            Some(spare.swap_remove(index))
        });
        match spare {
            Some(folder) => Ok(folder),
            None => Scratch::create(prefix),
        }
    }

    fn create(prefix: &'static str) -> io::Result<Scratch> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let base = std::env::temp_dir();
        let mut last_error = None;
        for _ in 0..16 {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos());
            let name = format!(
                "{prefix}{}-{}-{nanos:08x}",
                std::process::id(),
                COUNTER.fetch_add(1, Ordering::Relaxed)
            );
            let path = base.join(name);
            match fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => return Ok(Scratch { path, prefix }),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last_error.unwrap_or_else(|| io::Error::other("no free directory name")))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Removes the folders this thread kept for its next runs. A thread that ends calls it
    /// last: the thread-locals of a scoped thread are dropped only after the thread that
    /// waits for it has gone on, which may be to exit.
    pub fn remove_kept() {
        let kept = SPARE.with(|spare| std::mem::take(&mut *spare.borrow_mut()));
        drop(kept);
    }

    /// Empties the folder, but for the files of `keep` that still hold exactly their
    /// content, and keeps it for this thread's next run of its kind; removes it when it
    /// cannot be made private and empty again.
    pub fn give_back(self, keep: &[(&str, &[u8])]) {
        if !self.empty_but(keep) {
            return; // dropped: removed
        }
        SPARE.with(|spare| {
            let mut spare = spare.borrow_mut();
            if spare.len() < KEPT_PER_THREAD {
                spare.push(self);
            }
        });
    }

    /// Whether the folder is now private and holds only the files of `keep`, as they were.
    fn empty_but(&self, keep: &[(&str, &[u8])]) -> bool {
        // The folder itself, not a link put in its place, still the grader's and private.
        let Ok(meta) = fs::symlink_metadata(&self.path) else {
            return false;
        };
        // SAFETY: getuid has no preconditions.
        let uid = unsafe { libc::getuid() };
        if !meta.is_dir() || meta.uid() != uid {
            return false;
        }
        if meta.permissions().mode() & 0o7777 != 0o700
            && fs::set_permissions(&self.path, fs::Permissions::from_mode(0o700)).is_err()
        {
            return false;
        }
        let Ok(entries) = fs::read_dir(&self.path) else {
            return false;
        };
        for entry in entries {
            let Ok(entry) = entry else {
                return false;
            };
            let name = entry.file_name();
            let kept = keep
                .iter()
                .find(|(kept, _)| name.to_str() == Some(kept))
                .is_some_and(|(_, content)| holds(&entry.path(), content));
            if kept {
                continue;
            }
            let path = entry.path();
            let removed = match entry.file_type() {
                Ok(kind) if kind.is_dir() => remove_tree(&path),
                _ => fs::remove_file(&path).is_ok(),
            };
            if !removed {
                return false;
            }
        }
        true
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        remove_tree(&self.path);
    }
}

/// Whether `path` is a regular file (not a link to one) holding exactly `content`.
fn holds(path: &Path, content: &[u8]) -> bool {
    let Ok(file) = fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)
    else {
        return false;
    };
    let is_file = file.metadata().is_ok_and(|meta| meta.is_file());
    let mut found = Vec::with_capacity(content.len());
    is_file
        && file
            .take(content.len() as u64 + 1)
            .read_to_end(&mut found)
            .is_ok()
        && found == content
}

/// Removes `path` and everything below it, even directories a program made unreadable.
fn remove_tree(path: &Path) -> bool {
    if fs::remove_dir_all(path).is_ok() {
        return true;
    }
    make_dirs_writable(path, 0);
    fs::remove_dir_all(path).is_ok()
}

/// chmod 0700 on `dir` and every directory below it, never following symlinks.
fn make_dirs_writable(dir: &Path, depth: usize) {
    if depth > 256 {
        return;
    }
    let Ok(handle) = fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_PATH | libc::O_NOFOLLOW | libc::O_DIRECTORY)
        .open(dir)
    else {
        return;
    };
    // fchmod does not work on O_PATH descriptors; its /proc link does.
    let link = format!("/proc/self/fd/{}", handle.as_raw_fd());
    let _ = fs::set_permissions(link, fs::Permissions::from_mode(0o700));
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
            make_dirs_writable(&entry.path(), depth + 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_given_back_comes_back_empty_but_for_what_is_kept() {
        std::thread::spawn(|| {
            let first = Scratch::take("arbiter-scratch-test-").unwrap();
            let path = first.path().to_path_buf();
            fs::write(path.join("kept"), b"module").unwrap();
            fs::write(path.join("changed"), b"edited").unwrap();
            fs::write(path.join("left"), b"x").unwrap();
            fs::create_dir_all(path.join("deep/er")).unwrap();
            fs::set_permissions(path.join("deep"), fs::Permissions::from_mode(0o000)).unwrap();
            std::os::unix::fs::symlink("/etc/passwd", path.join("link")).unwrap();
            fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
            first.give_back(&[("kept", b"module"), ("changed", b"original")]);

            let again = Scratch::take("arbiter-scratch-test-").unwrap();
            assert_eq!(again.path(), path);
            let mut names: Vec<String> = fs::read_dir(&path)
                .unwrap()
                .map(|entry| entry.unwrap().file_name().into_string().unwrap())
                .collect();
            names.sort();
            assert_eq!(names, ["kept"]);
            let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o700);
            // Another kind gets a folder of its own.
            let other = Scratch::take("arbiter-scratch-other-").unwrap();
            assert_ne!(other.path(), path);
            again.give_back(&[]);
            path
        })
        .join()
        .map(|path| assert!(!path.exists(), "kept after its thread ended"))
        .unwrap();
    }

    #[test]
    fn a_folder_replaced_by_a_link_is_not_kept() {
        let folder = Scratch::take("arbiter-scratch-link-").unwrap();
        let path = folder.path().to_path_buf();
        let elsewhere = Scratch::create("arbiter-scratch-elsewhere-").unwrap();
        fs::remove_dir(&path).unwrap();
        std::os::unix::fs::symlink(elsewhere.path(), &path).unwrap();
        folder.give_back(&[]);
        let next = Scratch::take("arbiter-scratch-link-").unwrap();
        assert_ne!(next.path(), path);
        assert!(elsewhere.path().is_dir());
        let _ = fs::remove_file(&path);
    }
}
