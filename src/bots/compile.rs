//! Building a bot's C source into a shared library, once: the library is kept in a cache
//! folder under a name made from the SHA-256 of everything that decides it (the compile
//! command, the source, and the headers it includes from its own folder, and those they include), so an unchanged
//! bot is never compiled twice and a changed one never reuses a stale library.
//!
//! The cache is `--cache DIR` when given, else `$XDG_CACHE_HOME/arbiter/bots`, else
//! `~/.cache/arbiter/bots`. The compiler is `cc` (or `$CC`), run as the grader runs a
//! build: with a 60 s limit, confined ([`crate::sandbox`]) unless `--isolation off`. It
//! compiles a copy of the source and of the headers it includes from its folder, in a
//! folder of its own inside the cache, and may read nothing else but the system and write
//! nothing else: a bot cannot `#include` another bot or a file of the machine into the
//! error message, and its build cannot touch the cache. The library is then renamed into
//! place, so parallel runs never see half a library.
//!
//! Beside each library, `<name>.so.sha256` records the hash of the library's own bytes when
//! it was built. A library is reused only while its bytes still match it: one changed in
//! the cache since (by anyone) is built again, and the caller is told so.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use sha2::{Digest, Sha256};

use crate::grade::run::{self, Limits, Program, Termination};
use crate::sandbox::{Isolation, Paths};

/// The compile command's words after the compiler: `-O2 -shared -fPIC`, the output and
/// the source follow, then `-lm`.
pub const FLAGS: [&str; 3] = ["-O2", "-shared", "-fPIC"];
/// How long one compilation may take.
const COMPILE_TIME: Duration = Duration::from_secs(60);
/// Compiler messages kept in an error.
const MESSAGE_LINES: usize = 12;

/// The folder of compiled bots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cache {
    dir: PathBuf,
    /// How builds are confined.
    confinement: Isolation,
}

impl Cache {
    /// The cache in `dir`, whose builds are confined.
    pub fn new(dir: impl Into<PathBuf>) -> Cache {
        Cache {
            dir: dir.into(),
            confinement: Isolation::Best,
        }
    }

    /// The same cache, its builds confined as `confinement` says.
    pub fn confined(mut self, confinement: Isolation) -> Cache {
        self.confinement = confinement;
        self
    }

    /// `$XDG_CACHE_HOME/arbiter/bots`, else `~/.cache/arbiter/bots`, else a folder in the
    /// temporary folder.
    pub fn default_location() -> Cache {
        let base = std::env::var_os("XDG_CACHE_HOME")
            .filter(|value| !value.is_empty())
            .map(PathBuf::from)
            .or_else(|| {
                std::env::var_os("HOME")
                    .filter(|value| !value.is_empty())
                    .map(|home| PathBuf::from(home).join(".cache"))
            })
            .unwrap_or_else(std::env::temp_dir);
        Cache::new(base.join("arbiter").join("bots"))
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The library built from `source`, compiling it unless the cache holds it already,
    /// unchanged; with a note when a changed library was built again. The error is the
    /// compiler's message (its first lines), or why it could not run.
    pub fn library_for(&self, source: &Path) -> Result<(PathBuf, Option<String>), String> {
        let shown = source.display();
        let code = fs::read(source).map_err(|err| format!("cannot read {shown}: {err}"))?;
        let compiler = compiler();
        let digest = build_digest(&compiler, source, &code);
        let library = self.dir.join(format!("{digest}.so"));
        let record = self.dir.join(format!("{digest}.so.sha256"));
        let mut note = None;
        if library.is_file() {
            let recorded = fs::read_to_string(&record).unwrap_or_default();
            if file_hash(&library).is_some_and(|hash| hash == recorded.trim()) {
                return Ok((library, None));
            }
            note = Some(format!(
                "the cached library of {shown} ({}) was not the one built: built again",
                library.display()
            ));
        }
        fs::create_dir_all(&self.dir).map_err(|err| {
            format!(
                "cannot create the bot cache {}: {err} (choose another with --cache DIR)",
                self.dir.display()
            )
        })?;
        let build = tempfile::Builder::new()
            .prefix(".build-")
            .tempdir_in(&self.dir)
            .map_err(|err| {
                format!(
                    "cannot make a build folder in the bot cache {}: {err}",
                    self.dir.display()
                )
            })?;
        // The folder's real path: the confined compiler is allowed it by that path.
        let folder = fs::canonicalize(build.path()).map_err(|err| {
            format!(
                "cannot find the build folder {}: {err}",
                build.path().display()
            )
        })?;
        let copy = copy_for_build(source, &code, &folder)
            .map_err(|err| format!("cannot copy {shown} to build it: {err}"))?;
        let output = folder.join("bot.so");
        let mut argv = vec![compiler.clone()];
        argv.extend(FLAGS.iter().map(|flag| flag.to_string()));
        argv.push("-o".into());
        argv.push(output.display().to_string());
        argv.push(copy.display().to_string());
        argv.push("-lm".into());
        let limits = Limits {
            cpu_time: Some(COMPILE_TIME),
            wall_time: COMPILE_TIME,
            idle_time: None,
            max_output: 1 << 20,
            memory: None,
        };
        let mut program = Program::new(argv);
        if self.confinement != Isolation::Off {
            program = program.confined_to(Paths {
                read: vec![folder.clone()],
                write: vec![folder.clone()],
            });
        }
        let outcome = run::run(&program, b"", &limits);
        match &outcome.status {
            Termination::Exited(0) if output.is_file() => {
                let hash = file_hash(&output).unwrap_or_default();
                let record_partial = folder.join("bot.so.sha256");
                fs::write(&record_partial, format!("{hash}\n"))
                    .and_then(|()| fs::rename(&output, &library))
                    .and_then(|()| fs::rename(&record_partial, &record))
                    .map(|()| (library.clone(), note))
                    .map_err(|err| format!("cannot store the library of {shown}: {err}"))
            }
            Termination::FailedToStart(message) => Err(format!(
                "cannot run the C compiler {compiler} for {shown}: {message}"
            )),
            status => {
                let mut text = String::from_utf8_lossy(&outcome.stderr).into_owned();
                text.push_str(&String::from_utf8_lossy(&outcome.stdout));
                // The compiler names the copy; the reader knows the source.
                let text = text.replace(&copy.display().to_string(), &shown.to_string());
                Err(format!(
                    "{shown} did not compile ({compiler} {status}):\n{}",
                    first_lines(&text)
                ))
            }
        }
    }
}

/// Copies `source` (whose bytes are `code`) and the headers it includes from its folder
/// into `folder`, under the same names; returns the copy of the source. A header named by
/// a path that leaves the folder, or that does not exist, is not copied: the compiler then
/// says it is missing.
fn copy_for_build(source: &Path, code: &[u8], folder: &Path) -> std::io::Result<PathBuf> {
    let name = source.file_name().unwrap_or("bot.c".as_ref());
    let copy = folder.join(name);
    fs::write(&copy, code)?;
    let from = source.parent().unwrap_or(Path::new("."));
    for (relative, bytes) in local_headers(from, code) {
        let target = folder.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(&target, bytes)?;
    }
    Ok(copy)
}

/// The most headers a bot's build follows, so that headers that include each other in a
/// ring, or a generated forest of them, cannot make a build read without end.
const MAX_HEADERS: usize = 256;

/// The headers of `folder` that `code` includes with `#include "…"`, and those they include
/// in turn (a name is looked up beside the header that names it, then in `folder`), each
/// once, with their bytes. A header named by a path that leaves the folder, or that does not
/// exist, is left out: the compiler then says it is missing.
fn local_headers(folder: &Path, code: &[u8]) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut pending: Vec<(PathBuf, String)> = (local_includes(code).into_iter())
        .map(|name| (PathBuf::new(), name))
        .collect();
    pending.reverse();
    while let Some((beside, name)) = pending.pop() {
        if found.len() >= MAX_HEADERS {
            break;
        }
        let candidates = [beside.join(&name), PathBuf::from(&name)];
        let Some(relative) = candidates.into_iter().find(|relative| {
            (relative.components()).all(|part| matches!(part, std::path::Component::Normal(_)))
                && folder.join(relative).is_file()
        }) else {
            continue;
        };
        if found.iter().any(|(known, _)| *known == relative) {
            continue;
        }
        let Ok(bytes) = fs::read(folder.join(&relative)) else {
            continue;
        };
        let parent = relative.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut inner: Vec<(PathBuf, String)> = (local_includes(&bytes).into_iter())
            .map(|name| (parent.clone(), name))
            .collect();
        inner.reverse();
        pending.extend(inner);
        found.push((relative, bytes));
    }
    found
}

/// The SHA-256, in hex, of a file's bytes.
fn file_hash(path: &Path) -> Option<String> {
    let bytes = fs::read(path).ok()?;
    Some(
        Sha256::digest(bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
    )
}

/// `$CC` when set, else `cc`.
fn compiler() -> String {
    std::env::var("CC")
        .ok()
        .filter(|cc| !cc.trim().is_empty())
        .unwrap_or_else(|| "cc".to_string())
}

/// The SHA-256, in hex, of the build of `source` (whose bytes are `code`): the compiler and
/// flags, the source, and the headers it includes with `#include "…"` from its own folder.
fn build_digest(compiler: &str, source: &Path, code: &[u8]) -> String {
    let mut hash = Sha256::new();
    hash.update(b"arbiter bot build 1\0");
    hash.update(compiler.as_bytes());
    for flag in FLAGS {
        hash.update(b"\0");
        hash.update(flag.as_bytes());
    }
    hash.update(b"\0source\0");
    hash.update((code.len() as u64).to_le_bytes());
    hash.update(code);
    let folder = source.parent().unwrap_or(Path::new("."));
    for (header, bytes) in local_headers(folder, code) {
        hash.update(b"\0header\0");
        hash.update(header.as_os_str().as_encoded_bytes());
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(&bytes);
    }
    hash.finalize()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// The files named by `#include "…"` lines, in order.
fn local_includes(code: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(code)
        .lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix('#')?.trim_start();
            let rest = rest.strip_prefix("include")?.trim_start();
            let rest = rest.strip_prefix('"')?;
            rest.split_once('"').map(|(name, _)| name.to_string())
        })
        .collect()
}

fn first_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut kept = lines[..lines.len().min(MESSAGE_LINES)].join("\n");
    if lines.len() > MESSAGE_LINES {
        kept.push_str(&format!("\n… ({} more lines)", lines.len() - MESSAGE_LINES));
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_included_by_headers_are_followed_once_each() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("lib")).unwrap();
        fs::write(dir.path().join("bot.h"), "#include \"lib/moves.h\"\n").unwrap();
        // Beside the header that names it; a ring of includes ends.
        fs::write(dir.path().join("lib/moves.h"), "#include \"board.h\"\n").unwrap();
        fs::write(dir.path().join("lib/board.h"), "#include \"moves.h\"\n").unwrap();
        fs::write(dir.path().join("other.h"), "int unused;\n").unwrap();
        let code = b"#include \"bot.h\"\n#include \"../outside.h\"\n#include \"missing.h\"\n";
        let names: Vec<PathBuf> = (local_headers(dir.path(), code).into_iter())
            .map(|(name, _)| name)
            .collect();
        assert_eq!(
            names,
            [
                PathBuf::from("bot.h"),
                PathBuf::from("lib/moves.h"),
                PathBuf::from("lib/board.h")
            ]
        );
    }

    #[test]
    fn includes_are_found() {
        let code = b"#include <stdio.h>\n#include \"aiplayer_1.h\"\n  # include \"x/y.h\" // c\n";
        assert_eq!(local_includes(code), ["aiplayer_1.h", "x/y.h"]);
    }

    #[test]
    fn the_digest_follows_the_source_and_its_headers() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("aiplayer_1.c");
        let code =
            b"#include \"aiplayer_1.h\"\nint ai_player_1(int p, const int *b) { return N; }\n";
        fs::write(dir.path().join("aiplayer_1.h"), "#define N 1\n").unwrap();
        let first = build_digest("cc", &source, code);
        assert_eq!(first.len(), 64);
        assert_eq!(first, build_digest("cc", &source, code));
        assert_ne!(first, build_digest("gcc", &source, code));
        assert_ne!(first, build_digest("cc", &source, b"int x;\n"));
        fs::write(dir.path().join("aiplayer_1.h"), "#define N 2\n").unwrap();
        assert_ne!(first, build_digest("cc", &source, code));
    }
}
