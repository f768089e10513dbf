//! The grading run's journal (see [`crate::journal`]): every result written to disk the
//! moment it is known, so that an interrupted run keeps all it finished, and `--resume`
//! can skip it.
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
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::grade::compare::Comparison;
use crate::grade::verdict::CaseResult;
use crate::journal;

pub use crate::journal::FILE_NAME;
const KIND: &str = "arbiter grade";

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
    /// Whether every case was compared with its golden (`--all-cases`), rather than those that
    /// use chance with each program's own chance.
    #[serde(default)]
    pub exact: bool,
    /// The choices of the dialect pinned with `--dialect`, as `name=value, …`.
    #[serde(default)]
    pub dialect: String,
    /// The answers taught with `--answer`, as `PATTERN=TEXT`.
    #[serde(default)]
    pub answers: Vec<String>,
}

#[derive(Serialize, Deserialize)]
struct Entry {
    submission: String,
    result: CaseResult,
    /// How the submission ran (`compiled from game.c with cc`), for a run that reports it
    /// without building it again (`--resume`, a merge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    how: Option<String>,
}

/// What a journal recorded: results by submission, then by case, and how each submission
/// ran.
#[derive(Debug, Default)]
pub struct Recorded {
    pub results: HashMap<String, HashMap<String, CaseResult>>,
    pub how: HashMap<String, String>,
}

impl Recorded {
    pub fn new() -> Recorded {
        Recorded::default()
    }
}

/// The folder of the report folder where the transcripts of failed cases are kept.
pub const TRANSCRIPTS: &str = "transcripts";

/// Removes the transcripts kept in the report folder `folder`, if there are any.
pub fn remove_transcripts(folder: &Path) -> Result<(), String> {
    let transcripts = folder.join(TRANSCRIPTS);
    match std::fs::remove_dir_all(&transcripts) {
        Err(err) if err.kind() != std::io::ErrorKind::NotFound => {
            Err(format!("{}: cannot remove: {err}", transcripts.display()))
        }
        _ => Ok(()),
    }
}

/// An open journal, appended to as results come, and the report folder it is in.
pub struct Journal(journal::Journal, PathBuf);

impl Journal {
    /// Starts a new journal in `folder` (created if needed), replacing any old one, and
    /// removes the transcripts an earlier run left there: a case that now fails without a
    /// run (a build error) must not show another run's output.
    pub fn start(folder: &Path, settings: &Fingerprint) -> Result<Journal, String> {
        remove_transcripts(folder)?;
        journal::Journal::write::<_, Entry>(folder, KIND, settings, &[])
            .map(|journal| Journal(journal, folder.to_path_buf()))
    }

    /// Reopens the journal in `folder` to go on with it: returns it with the results it
    /// holds. Without a journal there, starts a new one. A journal written with other
    /// settings, or not a journal at all, is an error.
    pub fn resume(folder: &Path, settings: &Fingerprint) -> Result<(Journal, Recorded), String> {
        let Some(contents) = journal::read::<Fingerprint, Entry>(folder, KIND)? else {
            return Ok((Journal::start(folder, settings)?, Recorded::new()));
        };
        if contents.settings != *settings {
            return Err(format!(
                "{}: was written with other settings ({}), so its results do not hold for this run: give the same options, or grade without --resume",
                folder.join(FILE_NAME).display(),
                differences(&contents.settings, settings).join("; ")
            ));
        }
        let journal = journal::Journal::write(folder, KIND, settings, &contents.entries)?;
        let mut recorded = Recorded::new();
        for entry in contents.entries {
            if let Some(how) = entry.how {
                recorded.how.insert(entry.submission.clone(), how);
            }
            recorded
                .results
                .entry(entry.submission)
                .or_default()
                .insert(entry.result.case.clone(), entry.result);
        }
        Ok((Journal(journal, folder.to_path_buf()), recorded))
    }

    /// Writes what a program printed on a case that it did not pass, where the HTML report
    /// finds it ([`crate::grade::report::transcript_path`]).
    pub fn keep_transcript(
        &self,
        submission: &str,
        case: &str,
        transcript: &[u8],
    ) -> Result<(), String> {
        let path = crate::grade::report::transcript_path(&self.1, submission, case);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|err| format!("{}: cannot create: {err}", parent.display()))?;
        }
        std::fs::write(&path, crate::grade::report::packed_transcript(transcript))
            .map_err(|err| format!("{}: cannot write: {err}", path.display()))
    }

    /// Appends one result, in one write, with how its submission ran when known.
    pub fn record(
        &mut self,
        submission: &str,
        result: &CaseResult,
        how: Option<&str>,
    ) -> Result<(), String> {
        self.0.record(&Entry {
            submission: submission.to_string(),
            result: result.clone(),
            how: how.map(str::to_string),
        })
    }
}

/// The settings and the results of the journal in `folder`, by submission, in the order
/// recorded; `Ok(None)` when there is none.
pub fn results(folder: &Path) -> Result<Option<(Fingerprint, Vec<Kept>)>, String> {
    Ok(
        journal::read::<Fingerprint, Entry>(folder, KIND)?.map(|contents| {
            let results = (contents.entries.into_iter())
                .map(|entry| Kept {
                    submission: entry.submission,
                    result: entry.result,
                    how: entry.how,
                })
                .collect();
            (contents.settings, results)
        }),
    )
}

/// One result as a journal keeps it.
pub struct Kept {
    pub submission: String,
    pub result: CaseResult,
    pub how: Option<String>,
}

impl Journal {
    /// Writes a journal of `results` in `folder`, replacing any there, what a run that
    /// recorded them would have left, and keeps it open: with the results, as
    /// [`Journal::resume`] would read them back.
    pub fn gathered(
        folder: &Path,
        settings: &Fingerprint,
        results: Vec<Kept>,
    ) -> Result<(Journal, Recorded), String> {
        let entries: Vec<Entry> = (results.into_iter())
            .map(|kept| Entry {
                submission: kept.submission,
                result: kept.result,
                how: kept.how,
            })
            .collect();
        let journal = journal::Journal::write(folder, KIND, settings, &entries)?;
        let mut recorded = Recorded::new();
        for entry in entries {
            if let Some(how) = entry.how {
                recorded.how.insert(entry.submission.clone(), how);
            }
            (recorded.results.entry(entry.submission).or_default())
                .insert(entry.result.case.clone(), entry.result);
        }
        Ok((Journal(journal, folder.to_path_buf()), recorded))
    }
}

/// The settings that differ, as `name: was → is`.
pub fn differences(was: &Fingerprint, is: &Fingerprint) -> Vec<String> {
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
    use std::fs;

    fn settings() -> Fingerprint {
        Fingerprint {
            game: "concentration".into(),
            comparison: Comparison::default(),
            timeout_seconds: 10.0,
            max_output: 1 << 20,
            memory_limit: Some(2 << 30),
            method: "detect".into(),
            exact: false,
            dialect: String::new(),
            answers: Vec::new(),
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
            .record("alice", &result("g/a", Verdict::Pass), None)
            .unwrap();
        journal
            .record("alice", &result("g/b", Verdict::Crashed), None)
            .unwrap();
        journal
            .record("bob", &result("g/a", Verdict::Missing), None)
            .unwrap();
        drop(journal);

        let (mut journal, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert_eq!(recorded.results.len(), 2);
        assert_eq!(recorded.results["alice"]["g/b"].verdict, Verdict::Crashed);
        assert_eq!(recorded.results["bob"]["g/a"].verdict, Verdict::Missing);
        journal
            .record("bob", &result("g/b", Verdict::Pass), None)
            .unwrap();
        drop(journal);
        let (_, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert_eq!(recorded.results["bob"].len(), 2);

        let _ = Journal::start(dir.path(), &settings()).unwrap();
        let (_, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert!(
            recorded.results.is_empty(),
            "a new run starts a new journal"
        );
    }

    #[test]
    fn transcripts_are_kept_for_a_resumed_run_and_removed_for_a_new_one() {
        let dir = tempfile::tempdir().unwrap();
        let journal = Journal::start(dir.path(), &settings()).unwrap();
        journal.keep_transcript("a/b", "g/c", b"shown").unwrap();
        let kept = dir.path().join("transcripts/a_b/c.txt.gz");
        let read = crate::grade::report::kept_transcript(dir.path(), "a/b", "g/c").unwrap();
        assert_eq!(read.printed, b"shown");
        assert_eq!(fs::read(&kept).unwrap(), read.packed);
        assert_eq!(&read.packed[..2], [0x1f, 0x8b], "gzip");
        drop(journal);
        let _ = Journal::resume(dir.path(), &settings()).unwrap();
        assert!(kept.is_file());
        let _ = Journal::start(dir.path(), &settings()).unwrap();
        assert!(!dir.path().join("transcripts").exists());
    }

    #[test]
    fn a_partial_last_line_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let mut journal = Journal::start(dir.path(), &settings()).unwrap();
        journal
            .record("alice", &result("g/a", Verdict::Pass), None)
            .unwrap();
        drop(journal);
        let path = dir.path().join(FILE_NAME);
        let mut text = fs::read_to_string(&path).unwrap();
        text.push_str("{\"submission\":\"alice\",\"res");
        fs::write(&path, text).unwrap();
        let (_, recorded) = Journal::resume(dir.path(), &settings()).unwrap();
        assert_eq!(recorded.results["alice"].len(), 1);
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
        assert!(recorded.results.is_empty());
        assert!(empty.path().join(FILE_NAME).is_file());
    }
}
