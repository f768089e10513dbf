//! The gradebook for people and for other tools.
//!
//! [`terminal`] prints the table (and with `-v` the details) on standard output; the others
//! are the files of `--report DIR`: [`json`] writes `results.json` (everything), [`csv`]
//! `grades.csv` (one row per student, for a gradebook import), [`junit`] `junit.xml`
//! (one test suite per submission, for CI dashboards), [`gradescope`]
//! `gradescope/<student>/results.json` (Gradescope's autograder results format) and
//! [`html`] `index.html` with a page per student, to browse. Every report records the
//! comparison options used.

pub mod csv;
pub mod gradescope;
pub mod html;
pub mod json;
pub mod junit;
pub mod terminal;

use std::fs;
use std::path::{Path, PathBuf};

use crate::grade::Gradebook;
use crate::grade::verdict::{CaseResult, Verdict};

/// Writes every report file into `folder` (created if needed) and returns their paths.
pub fn write_all(gradebook: &Gradebook, folder: &Path) -> Result<Vec<PathBuf>, String> {
    let mut written = Vec::new();
    let mut write = |relative: &str, contents: String| -> Result<(), String> {
        let path = folder.join(relative);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)
                .map_err(|err| format!("{}: cannot create: {err}", parent.display()))?;
        }
        fs::write(&path, contents)
            .map_err(|err| format!("{}: cannot write: {err}", path.display()))?;
        written.push(path);
        Ok(())
    };
    write("results.json", json::results(gradebook))?;
    write("grades.csv", csv::grades(gradebook))?;
    write("junit.xml", junit::report(gradebook))?;
    for graded in &gradebook.submissions {
        let relative = format!("gradescope/{}/results.json", folder_name(&graded.id));
        write(&relative, gradescope::results(gradebook, graded))?;
    }
    if let Some((similarity, _)) = &gradebook.similarity {
        write("similarity.csv", crate::similar::report::csv(similarity))?;
    }
    for (relative, contents) in html::pages(gradebook, folder) {
        write(&relative, contents)?;
    }
    Ok(written)
}

/// Where the report folder keeps what a submission printed on a case it did not pass:
/// `transcripts/<submission>/<case name>.txt.gz`. Gzip, because a game's transcript shows
/// its board again on every turn and so shrinks about fifteenfold: a class where half the
/// students fail a long game keeps tens of megabytes less (docs/benchmarks.md).
pub fn transcript_path(folder: &Path, submission: &str, case: &str) -> PathBuf {
    let name = case.rsplit('/').next().unwrap_or(case);
    folder
        .join(crate::grade::journal::TRANSCRIPTS)
        .join(folder_name(submission))
        .join(format!("{}.txt.gz", folder_name(name)))
}

/// `transcript` as [`transcript_path`] keeps it.
pub fn packed_transcript(transcript: &[u8]) -> Vec<u8> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    // Writing into memory cannot fail.
    let _ = encoder.write_all(transcript);
    encoder.finish().unwrap_or_default()
}

/// A transcript the report folder keeps: as kept (gzip) and as the program printed it.
pub struct KeptTranscript {
    pub packed: Vec<u8>,
    pub printed: Vec<u8>,
}

/// The transcript kept for `submission` on `case`, if there is one that reads back.
pub fn kept_transcript(folder: &Path, submission: &str, case: &str) -> Option<KeptTranscript> {
    use std::io::Read as _;
    let packed = fs::read(transcript_path(folder, submission, case)).ok()?;
    let mut printed = Vec::new();
    flate2::read::GzDecoder::new(packed.as_slice())
        .read_to_end(&mut printed)
        .ok()?;
    Some(KeptTranscript { packed, printed })
}

/// A submission's name as a folder name: its name unless that could leave the folder.
pub fn folder_name(id: &str) -> String {
    match id {
        "" | "." | ".." => "_".repeat(id.len().max(1)),
        _ => id.replace('/', "_"),
    }
}

/// A percentage with one decimal: `75.0%`.
pub fn percent_text(percent: f64) -> String {
    format!("{percent:.1}%")
}

/// The `s` of a plural, for `count` things.
pub fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// What the reports meant for students say of a case whose settings say `hidden: yes`.
pub const HIDDEN_CASE: &str = "a hidden case";

/// Everything a person needs to see about a case that did not pass, in plain text: the
/// verdict and why, the first difference, the diff and the beginning of standard error.
pub fn failure_text(result: &CaseResult) -> String {
    let mut text = match (&result.mismatch, result.verdict) {
        // A wrong output's reason is its first difference, shown next, unless it broke a
        // rule of the game, which comes first.
        (Some(_), Verdict::WrongOutput) if result.findings.is_empty() => {
            format!("{}\n", result.verdict)
        }
        _ => format!("{}: {}\n", result.verdict, result.detail),
    };
    for outcome in &result.outcomes {
        text.push_str(&format!("judged with its own chance: {outcome}\n"));
    }
    if let Some(mismatch) = &result.mismatch {
        if result.verdict != Verdict::WrongOutput {
            text.push_str("The output also differs from the expected transcript.\n");
        }
        text.push_str(&mismatch.summary());
        text.push_str(&mismatch.diff);
    }
    if let Some(stderr) = &result.stderr {
        text.push_str("standard error:\n");
        text.push_str(stderr);
        if !stderr.ends_with('\n') {
            text.push('\n');
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folder_names_stay_inside() {
        assert_eq!(folder_name("alice"), "alice");
        assert_eq!(folder_name(".."), "__");
        assert_eq!(folder_name("/work/x/.."), "_work_x_..");
        assert_eq!(percent_text(200.0 / 3.0), "66.7%");
    }
}
