//! The journal: every result of a grading run written to disk the moment it is known, so
//! that an interrupted run keeps all it finished, and `--resume` can skip it.
//!
//! The journal is `journal.jsonl` in the report folder, one JSON object per line:
//!
//! ```text
//! {"journal":"arbiter grade","version":1,"settings":{"game":"concentration",...}}
//! {"submission":"alice","result":{"case":"concentration/quit","verdict":"pass",...}}
//! ```
//!
//! The first line holds the settings that decide a result (game, comparison options,
//! limits, how submissions are run); a journal written with other settings is not resumed,
//! since its results would not be those of this run. Each later line is one submission's
//! result on one case, written with a single `write` as soon as the case is graded. A run
//! killed mid-write leaves at most a partial last line, which `--resume` drops.
//!
//! Resuming trusts what is recorded: grade again without `--resume` after changing
//! submissions or goldens.

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::grade::compare::Comparison;
use crate::grade::verdict::CaseResult;

/// The journal's file name in the report folder.
pub const FILE_NAME: &str = "journal.jsonl";
const KIND: &str = "arbiter grade";
const VERSION: u32 = 1;

/// What decides a result, besides the submission and the case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fingerprint {
    pub game: String,
    pub comparison: Comparison,
    pub timeout_seconds: f64,
    pub max_output: u64,
    pub memory_limit: Option<u64>,
    /// How submissions are run: `detect` with the build command, `--cmd` and its command,
    /// or `outputs`.
    pub method: String,
}

#[derive(Serialize, Deserialize)]
struct Header {
    journal: String,
    version: u32,
    settings: Fingerprint,
}

#[derive(Serialize, Deserialize)]
struct Entry {
    submission: String,
    result: CaseResult,
}

/// Results already recorded: by submission, then by case.
pub type Recorded = HashMap<String, HashMap<String, CaseResult>>;

/// An open journal, appended to as results come.
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Starts a new journal in `folder` (created if needed), replacing any old one.
    pub fn start(folder: &Path, settings: &Fingerprint) -> Result<Journal, String> {
        Journal::write_new(folder, settings, &[])
    }

    /// Reopens the journal in `folder` to go on with it: returns it with the results it
    /// holds. Without a journal there, starts a new one. A journal written with other
    /// settings, or not a journal at all, is an error.
    pub fn resume(folder: &Path, settings: &Fingerprint) -> Result<(Journal, Recorded), String> {
        let path = folder.join(FILE_NAME);
        let text = match fs::read(&path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                return Ok((Journal::start(folder, settings)?, Recorded::new()));
            }
            Err(err) => return Err(format!("{}: cannot read: {err}", path.display())),
        };
        let mut lines = text.split_inclusive('\n');
        let header: Header = lines
            .next()
            .and_then(|line| serde_json::from_str(line).ok())
            .filter(|header: &Header| header.journal == KIND)
            .ok_or_else(|| {
                format!(
                    "{}: not a journal of arbiter grade: remove it, or grade without --resume",
                    path.display()
                )
            })?;
        if header.version != VERSION {
            return Err(format!(
                "{}: a journal of another version of arbiter ({}): grade without --resume",
                path.display(),
                header.version
            ));
        }
        if header.settings != *settings {
            return Err(format!(
                "{}: was written with other settings ({}), so its results do not hold for this run: give the same options, or grade without --resume",
                path.display(),
                differences(&header.settings, settings).join("; ")
            ));
        }
        let mut entries = Vec::new();
        for (index, line) in lines.enumerate() {
            match serde_json::from_str::<Entry>(line) {
                Ok(entry) => entries.push(entry),
                // A run killed mid-write leaves a partial last line: that result is redone.
                Err(_) if !line.ends_with('\n') => break,
                Err(err) => {
                    return Err(format!(
                        "{}: line {}: {err}: remove the journal, or grade without --resume",
                        path.display(),
                        index + 2
                    ));
                }
            }
        }
        let journal = Journal::write_new(folder, settings, &entries)?;
        let mut recorded = Recorded::new();
        for entry in entries {
            recorded
                .entry(entry.submission)
                .or_default()
                .insert(entry.result.case.clone(), entry.result);
        }
        Ok((journal, recorded))
    }

    /// Writes a journal holding `entries`, replacing the old one only once it is complete.
    fn write_new(
        folder: &Path,
        settings: &Fingerprint,
        entries: &[Entry],
    ) -> Result<Journal, String> {
        fs::create_dir_all(folder)
            .map_err(|err| format!("{}: cannot create the folder: {err}", folder.display()))?;
        let path = folder.join(FILE_NAME);
        let fresh = folder.join(format!("{FILE_NAME}.new"));
        let header = Header {
            journal: KIND.to_string(),
            version: VERSION,
            settings: settings.clone(),
        };
        let mut text = line(&header);
        for entry in entries {
            text.push_str(&line(entry));
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

    /// Appends one result, in one write.
    pub fn record(&mut self, submission: &str, result: &CaseResult) -> Result<(), String> {
        let entry = Entry {
            submission: submission.to_string(),
            result: result.clone(),
        };
        self.file
            .write_all(line(&entry).as_bytes())
            .map_err(|err| format!("{}: cannot write: {err}", self.path.display()))
    }
}

fn line(value: &impl Serialize) -> String {
    let mut text = serde_json::to_string(value).expect("journal entries serialise");
    text.push('\n');
    text
}

/// The settings that differ, as `name: was → is`.
fn differences(was: &Fingerprint, is: &Fingerprint) -> Vec<String> {
    let mut found = Vec::new();
    let mut compare = |name: &str, a: String, b: String| {
        if a != b {
            found.push(format!("{name}: {a} then, {b} now"));
        }
    };
    compare("game", was.game.clone(), is.game.clone());
    compare(
        "comparison",
        was.comparison.to_string(),
        is.comparison.to_string(),
    );
    compare(
        "timeout",
        format!("{} s", was.timeout_seconds),
        format!("{} s", is.timeout_seconds),
    );
    compare(
        "max-output",
        was.max_output.to_string(),
        is.max_output.to_string(),
    );
    compare(
        "memory-limit",
        format!("{:?}", was.memory_limit),
        format!("{:?}", is.memory_limit),
    );
    compare("how submissions run", was.method.clone(), is.method.clone());
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::verdict::Verdict;

    fn settings() -> Fingerprint {
        Fingerprint {
            game: "concentration".into(),
            comparison: Comparison::default(),
            timeout_seconds: 10.0,
            max_output: 1 << 20,
            memory_limit: Some(2 << 30),
            method: "detect".into(),
        }
    }

    fn result(case: &str, verdict: Verdict) -> CaseResult {
        CaseResult::without_run(case, verdict, String::new())
    }

    #[test]
    fn results_survive_and_resume() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::start(dir.path(), &settings()).unwrap();
        journal
            .record("alice", &result("g/a", Verdict::Pass))
            .unwrap();
        journal
            .record("alice", &result("g/b", Verdict::Crashed))
            .unwrap();
        journal
            .record("bob", &result("g/a", Verdict::Missing))
            .unwrap();
        drop(journal);

        let (mut journal, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert_eq!(recorded.len(), 2);
        assert_eq!(recorded["alice"]["g/b"].verdict, Verdict::Crashed);
        assert_eq!(recorded["bob"]["g/a"].verdict, Verdict::Missing);
        journal
            .record("bob", &result("g/b", Verdict::Pass))
            .unwrap();
        drop(journal);
        let (_, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert_eq!(recorded["bob"].len(), 2);

        let _ = Journal::start(dir.path(), &settings()).unwrap();
        let (_, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert!(recorded.is_empty(), "a new run starts a new journal");
    }

    #[test]
    fn a_partial_last_line_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::start(dir.path(), &settings()).unwrap();
        journal
            .record("alice", &result("g/a", Verdict::Pass))
            .unwrap();
        drop(journal);
        let path = dir.path().join(FILE_NAME);
        let mut text = fs::read_to_string(&path).unwrap();
        text.push_str("{\"submission\":\"alice\",\"res");
        fs::write(&path, text).unwrap();
        let (_, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert_eq!(recorded["alice"].len(), 1);
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.ends_with("}\n"), "the partial line is gone: {text}");
    }

    #[test]
    fn other_settings_or_other_files_are_not_resumed() {
        let dir = tempfile::tempdir().unwrap();
        let _ = Journal::start(dir.path(), &settings()).unwrap();
        let mut other = settings();
        other.comparison.ignore_case = true;
        other.timeout_seconds = 0.5;
        let err = Journal::resume(dir.path(), &other).err().unwrap();
        assert!(err.contains("was written with other settings"), "{err}");
        assert!(
            err.contains("comparison: exact (byte for byte) then, ignore-case now"),
            "{err}"
        );
        assert!(err.contains("timeout: 10 s then, 0.5 s now"), "{err}");

        fs::write(dir.path().join(FILE_NAME), "hello\n").unwrap();
        let err = Journal::resume(dir.path(), &settings()).err().unwrap();
        assert!(err.contains("not a journal of arbiter grade"), "{err}");

        let empty = tempfile::tempdir().unwrap();
        let (_, recorded) = Journal::resume(empty.path(), &settings()).unwrap();
        assert!(recorded.is_empty());
        assert!(empty.path().join(FILE_NAME).is_file());
    }
}
