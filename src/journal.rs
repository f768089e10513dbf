//! Journals: the results of a long run (a grading, a tournament) written to disk the moment
//! each is known, so an interrupted run keeps all it finished and `--resume` does only the
//! rest.
//!
//! A journal is `journal.jsonl` in the run's output folder, one JSON object per line:
//!
//! ```text
//! {"journal":"arbiter grade","version":1,"settings":{...}}
//! {...one entry...}
//! ```
//!
//! The first line names the kind of run and holds the settings that decide its results;
//! whoever resumes compares them with its own and refuses a journal written with others.
//! Each later line is one entry, appended with a single `write`, so a run killed mid-write
//! leaves at most a partial last line: reading drops it (that entry is redone), and
//! resuming writes the journal again whole before appending, so nothing is appended to a
//! cut line. What an entry is, and what settings are, is the caller's business.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The journal's file name in the output folder.
pub const FILE_NAME: &str = "journal.jsonl";
/// The format's version; a journal of another version is not resumed.
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Header<S> {
    journal: String,
    version: u32,
    settings: S,
}

/// What a journal on disk holds.
pub struct Contents<S, E> {
    pub settings: S,
    pub entries: Vec<E>,
}

/// An open journal, appended to as results come.
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Writes the journal of `kind` in `folder` (created if needed) with `settings` and
    /// `entries`, replacing any old one only once the new one is complete, and keeps it open
    /// for appending.
    pub fn write<S: Serialize, E: Serialize>(
        folder: &Path,
        kind: &str,
        settings: &S,
        entries: &[E],
    ) -> Result<Journal, String> {
        fs::create_dir_all(folder)
            .map_err(|err| format!("{}: cannot create the folder: {err}", folder.display()))?;
        let path = folder.join(FILE_NAME);
        let fresh = folder.join(format!("{FILE_NAME}.new"));
        let header = Header {
            journal: kind.to_string(),
            version: VERSION,
            settings,
        };
        let mut text = line(&header)?;
        for entry in entries {
            text.push_str(&line(entry)?);
        }
        fs::write(&fresh, text)
            .and_then(|()| fs::rename(&fresh, &path))
            .map_err(|err| format!("{}: cannot write: {err}", path.display()))?;
        let file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(|err| format!("{}: cannot open: {err}", path.display()))?;
        Ok(Journal { file, path })
    }

    /// Appends one entry, in one write.
    pub fn record<E: Serialize>(&mut self, entry: &E) -> Result<(), String> {
        self.file
            .write_all(line(entry)?.as_bytes())
            .map_err(|err| format!("{}: cannot write: {err}", self.path.display()))
    }
}

/// Reads the journal of `kind` in `folder`; `Ok(None)` when there is none. A file that is
/// not such a journal, one of another version, or a damaged line before the last is an
/// error that says what to do.
pub fn read<S: DeserializeOwned, E: DeserializeOwned>(
    folder: &Path,
    kind: &str,
) -> Result<Option<Contents<S, E>>, String> {
    let path = folder.join(FILE_NAME);
    let text = match fs::read(&path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(err) => return Err(format!("{}: cannot read: {err}", path.display())),
    };
    let mut lines = text.split_inclusive('\n');
    let header: Header<serde_json::Value> = lines
        .next()
        .and_then(|line| serde_json::from_str(line).ok())
        .filter(|header: &Header<serde_json::Value>| header.journal == kind)
        .ok_or_else(|| {
            format!(
                "{}: not a journal of {kind}: remove it, or run without --resume",
                path.display()
            )
        })?;
    if header.version != VERSION {
        return Err(format!(
            "{}: a journal of another version of arbiter ({}): run without --resume",
            path.display(),
            header.version
        ));
    }
    let settings = serde_json::from_value(header.settings).map_err(|err| {
        format!(
            "{}: its settings cannot be read ({err}): run without --resume",
            path.display()
        )
    })?;
    let mut entries = Vec::new();
    for (index, line) in lines.enumerate() {
        match serde_json::from_str::<E>(line) {
            Ok(entry) => entries.push(entry),
            // A run killed mid-write leaves a partial last line: that entry is redone.
            Err(_) if !line.ends_with('\n') => break,
            Err(err) => {
                return Err(format!(
                    "{}: line {}: {err}: remove the journal, or run without --resume",
                    path.display(),
                    index + 2
                ));
            }
        }
    }
    Ok(Some(Contents { settings, entries }))
}

fn line(value: &impl Serialize) -> Result<String, String> {
    let mut text = serde_json::to_string(value)
        .map_err(|err| format!("cannot encode a journal line: {err}"))?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_survive_a_partial_last_line() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::write(dir.path(), "test", &7u32, &[1u32, 2]).unwrap();
        journal.record(&3u32).unwrap();
        let path = dir.path().join(FILE_NAME);
        let mut text = fs::read_to_string(&path).unwrap();
        text.push_str("{\"cut");
        fs::write(&path, text).unwrap();
        let contents = read::<u32, u32>(dir.path(), "test").unwrap().unwrap();
        assert_eq!(contents.settings, 7);
        assert_eq!(contents.entries, [1, 2, 3]);
        assert!(!dir.path().join(format!("{FILE_NAME}.new")).exists());
    }

    #[test]
    fn missing_other_and_damaged_journals() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read::<u32, u32>(dir.path(), "test").unwrap().is_none());
        Journal::write(dir.path(), "grade", &1u32, &[1u32]).unwrap();
        let err = read::<u32, u32>(dir.path(), "test").err().unwrap();
        assert!(err.contains("not a journal of test"), "{err}");
        let path = dir.path().join(FILE_NAME);
        fs::write(
            &path,
            "{\"journal\":\"test\",\"version\":1,\"settings\":1}\nx\n2\n",
        )
        .unwrap();
        let err = read::<u32, u32>(dir.path(), "test").err().unwrap();
        assert!(err.contains("line 2"), "{err}");
        fs::write(
            &path,
            "{\"journal\":\"test\",\"version\":9,\"settings\":1}\n",
        )
        .unwrap();
        let err = read::<u32, u32>(dir.path(), "test").err().unwrap();
        assert!(err.contains("another version"), "{err}");
    }
}
