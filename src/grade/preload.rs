//! Small C libraries preloaded into graded runs (`LD_PRELOAD`), each built once with the
//! system compiler from its source in arbiter and kept in a private temporary folder under
//! a name that is the hash of that source.
//!
//! Two use this: the instant sleeps ([`super::sleep`]) and the fixed chance of a rehearsed
//! conversation ([`super::rehearsal`]). A run's own list of libraries is kept on its
//! [`super::run::Program`] and joined, after coreutils' line-buffering one, into the one
//! `LD_PRELOAD` the run is started with.

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use sha2::{Digest, Sha256};

/// `arbiter-<uid>` in the temporary folder, made readable and writable by this user only,
/// or `None` when something else holds that name (another user's folder, a link): a
/// library another user could have planted is never preloaded into a run.
fn private_folder() -> Option<PathBuf> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt, PermissionsExt};
    // SAFETY: getuid cannot fail.
    let uid = unsafe { libc::getuid() };
    let folder = std::env::temp_dir().join(format!("arbiter-{uid}"));
    let _ = fs::DirBuilder::new().mode(0o700).create(&folder);
    let meta = fs::symlink_metadata(&folder).ok()?;
    let private = meta.is_dir() && meta.uid() == uid && meta.permissions().mode() & 0o077 == 0;
    private.then_some(folder)
}

/// The library `name` built from `source` (kept from an earlier build of the same source),
/// or `None` when no compiler could build it. Callers keep the answer in a `OnceLock`: it
/// costs a compiler run the first time.
pub fn build(name: &str, source: &str) -> Option<PathBuf> {
    let hash = Sha256::digest(source.as_bytes());
    let hash: String = hash[..8].iter().map(|byte| format!("{byte:02x}")).collect();
    let library = private_folder()?.join(format!("{name}-{hash}.so"));
    if library.is_file() {
        return Some(library);
    }
    let dir = tempfile::Builder::new()
        .prefix("arbiter-preload-build-")
        .tempdir()
        .ok()?;
    let source_path = dir.path().join(format!("{name}.c"));
    fs::write(&source_path, source).ok()?;
    let built = dir.path().join(format!("{name}.so"));
    let compiler = std::env::var_os("CC").unwrap_or_else(|| "cc".into());
    let status = Command::new(compiler)
        .args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&built)
        .arg(&source_path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    // Into place with a rename, so that a grading run beside this one never loads half a
    // library.
    (status.success() && fs::rename(&built, &library).is_ok()).then_some(library)
}
