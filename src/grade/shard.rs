//! Grading in shards: one class split into parts that run apart (on the nodes of a
//! cluster, in the jobs of a CI matrix) and are merged into the reports one run writes.
//!
//! `grade --shard K/N --report DIR` grades the submissions whose place in the class (in
//! the order `grade` finds them, by name) is K modulo N, whole, so that each is built
//! once, and keeps its journal and transcripts in `DIR/shards/K-of-N/` beside a manifest
//! (`shard.json`): the command, the folder it ran in, its submissions and cases. Shards
//! share nothing while they run but a read-only copy of the cases and submissions.
//!
//! `grade … --merge` (or `arbiter merge DIR`, which reruns the command a manifest
//! records) checks that every shard is there, from the same settings (the journal's
//! fingerprint) and complete, writes `DIR/journal.jsonl` and `DIR/transcripts/` from them,
//! and then reports as `--resume` does when nothing is left to run: the same reports an
//! unsharded run writes. A missing or unfinished shard is named with the command that
//! reruns it.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::grade::journal::{self, Fingerprint, Journal, Recorded, TRANSCRIPTS};

/// The folder of a report folder that holds the shards.
pub const SHARDS: &str = "shards";
/// A shard's manifest, in its folder.
pub const MANIFEST: &str = "shard.json";
/// What a shard is of: grading, or a tournament.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    #[default]
    Grade,
    Tournament,
}

impl Kind {
    /// The options of its command that a merge or a rerun replaces, each with whether it
    /// takes a value.
    fn replaced(self) -> &'static [(&'static str, bool)] {
        match self {
            Kind::Grade => &[
                ("--shard", true),
                ("--resume", false),
                ("--merge", false),
                ("--report", true),
            ],
            Kind::Tournament => &[
                ("--shard", true),
                ("--resume", true),
                ("--merge", false),
                ("--out", true),
            ],
        }
    }

    /// The options that put a run's results into `report`, going on from its journal.
    fn resumed(self, report: &Path) -> Vec<String> {
        let report = report.display().to_string();
        match self {
            Kind::Grade => vec!["--report".into(), report, "--resume".into()],
            Kind::Tournament => vec!["--resume".into(), report],
        }
    }

    /// The options that merge the shards in `report`.
    pub fn merged(self, report: &Path) -> Vec<String> {
        let option = match self {
            Kind::Grade => "--report",
            Kind::Tournament => "--out",
        };
        vec![
            option.into(),
            report.display().to_string(),
            "--merge".into(),
        ]
    }
}

/// Shard `index` of `count`, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl std::str::FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let wrong = || format!("{text:?}: a shard is K/N, K from 1 to N (--shard 2/8)");
        let (index, count) = text.split_once('/').ok_or_else(wrong)?;
        let index: usize = index.trim().parse().map_err(|_| wrong())?;
        let count: usize = count.trim().parse().map_err(|_| wrong())?;
        if index == 0 || index > count {
            return Err(wrong());
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// `K-of-N`, its folder's name.
    pub fn name(&self) -> String {
        format!("{}-of-{}", self.index, self.count)
    }

    /// Its folder in the report folder `report`.
    pub fn folder(&self, report: &Path) -> PathBuf {
        report.join(SHARDS).join(self.name())
    }

    /// Whether the submission at `position` in the class is this shard's.
    pub fn takes(&self, position: usize) -> bool {
        position % self.count == self.index - 1
    }

    fn from_name(name: &str) -> Option<Shard> {
        let (index, count) = name.split_once("-of-")?;
        format!("{index}/{count}").parse().ok()
    }
}

/// What a shard records of itself, beside its journal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    #[serde(default)]
    pub kind: Kind,
    pub shard: usize,
    pub of: usize,
    /// The arguments of `arbiter` that ran it, and the folder they ran in.
    pub command: Vec<String>,
    pub directory: String,
    /// Its submissions and the cases of the run, by name (grading).
    #[serde(default)]
    pub submissions: Vec<String>,
    #[serde(default)]
    pub cases: Vec<String>,
    /// Its games, by their place in the schedule (a tournament).
    #[serde(default)]
    pub games: Vec<usize>,
}

impl Manifest {
    /// The manifest of `shard` of this process's run (its arguments and folder), its work
    /// to be filled in.
    pub fn of_this_run(kind: Kind, shard: Shard) -> Manifest {
        Manifest {
            kind,
            shard: shard.index,
            of: shard.count,
            command: std::env::args().skip(1).collect(),
            directory: std::env::current_dir()
                .map(|dir| dir.display().to_string())
                .unwrap_or_default(),
            submissions: Vec::new(),
            cases: Vec::new(),
            games: Vec::new(),
        }
    }

    /// Writes it into the shard's folder (created if needed).
    pub fn write(&self, folder: &Path) -> Result<(), String> {
        std::fs::create_dir_all(folder)
            .map_err(|err| format!("{}: cannot create: {err}", folder.display()))?;
        let path = folder.join(MANIFEST);
        let text = serde_json::to_string_pretty(self).map_err(|err| err.to_string())?;
        std::fs::write(&path, text + "\n")
            .map_err(|err| format!("{}: cannot write: {err}", path.display()))
    }

    fn read(folder: &Path) -> Result<Manifest, String> {
        let path = folder.join(MANIFEST);
        let text = std::fs::read_to_string(&path)
            .map_err(|err| format!("{}: cannot read: {err}", path.display()))?;
        serde_json::from_str(&text)
            .map_err(|err| format!("{}: not a shard's manifest: {err}", path.display()))
    }

    /// Its command without the options a merge or a rerun replaces.
    pub fn base_command(&self) -> Vec<String> {
        let mut words = Vec::new();
        let mut skip_value = false;
        for word in &self.command {
            if skip_value {
                skip_value = false;
                continue;
            }
            let option = word.split('=').next().unwrap_or(word);
            if let Some(&(_, takes_value)) =
                (self.kind.replaced().iter()).find(|(name, _)| *name == option)
            {
                skip_value = takes_value && !word.contains('=');
                continue;
            }
            words.push(word.clone());
        }
        words
    }

    /// The shell command that runs this shard again into `report`, going on from its
    /// journal.
    pub fn rerun(&self, shard: Shard, report: &Path) -> String {
        let mut words = vec!["arbiter".to_string()];
        words.extend(self.base_command());
        words.extend(self.kind.resumed(report));
        words.extend([
            "--shard".to_string(),
            format!("{}/{}", shard.index, shard.count),
        ]);
        format!(
            "cd {} && {}",
            shell_words::quote(&self.directory),
            shell_words::join(words)
        )
    }
}

/// The shards in `report`, each with its manifest, checked to be all of one split: every
/// one of 1 to N there. The error names each missing shard with the command that runs it.
pub fn found(report: &Path) -> Result<Vec<(Shard, Manifest)>, String> {
    let folder = report.join(SHARDS);
    let entries = std::fs::read_dir(&folder).map_err(|err| {
        format!(
            "{}: no shards to merge ({err}): grade with --shard K/N --report {} first",
            folder.display(),
            report.display()
        )
    })?;
    let mut shards = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(shard) = Shard::from_name(&name) {
            shards.push((shard, Manifest::read(&entry.path())?));
        }
    }
    shards.sort_by_key(|(shard, _)| (shard.count, shard.index));
    let Some((first, manifest)) = shards.first().cloned() else {
        return Err(format!(
            "{}: no shards to merge: grade with --shard K/N --report {} first",
            folder.display(),
            report.display()
        ));
    };
    if let Some((other, _)) = shards.iter().find(|(shard, _)| shard.count != first.count) {
        return Err(format!(
            "{}: shards of two splits, {} and {}: remove the folders of the one not wanted",
            folder.display(),
            first.name(),
            other.name()
        ));
    }
    let present: HashSet<usize> = shards.iter().map(|(shard, _)| shard.index).collect();
    let missing: Vec<String> = (1..=first.count)
        .filter(|index| !present.contains(index))
        .map(|index| {
            let shard = Shard {
                index,
                count: first.count,
            };
            format!("shard {}: {}", shard.name(), manifest.rerun(shard, report))
        })
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "{} of {} shards missing in {}; run them, then merge again:\n{}",
            missing.len(),
            first.count,
            folder.display(),
            missing.join("\n")
        ));
    }
    Ok(shards)
}

/// Gathers the shards of `report` for a run with `settings` of `submissions` on `cases`:
/// checks them, then writes `report/journal.jsonl` of all their results and their
/// transcripts into `report/transcripts/`. Returns that journal, open, with the results
/// it holds, as [`Journal::resume`] would.
pub fn merge(
    report: &Path,
    settings: &Fingerprint,
    submissions: &[String],
    cases: &[String],
) -> Result<(Journal, Recorded), String> {
    let shards = found(report)?;
    let journals = read_journals(report, &shards)?;
    let mut gathered: Vec<journal::Kept> = Vec::new();
    let mut problems = Vec::new();
    let mut covered: HashSet<&str> = HashSet::new();
    for ((shard, manifest), read) in shards.iter().zip(journals) {
        let rerun = manifest.rerun(*shard, report);
        let Some((recorded_with, results)) = read else {
            problems.push(format!("shard {} has no journal: {rerun}", shard.name()));
            continue;
        };
        if recorded_with != *settings {
            problems.push(format!(
                "shard {} was graded with other settings ({}): grade it again with the same options as the others",
                shard.name(),
                journal::differences(&recorded_with, settings).join("; ")
            ));
            continue;
        }
        let wanted: HashSet<(&str, &str)> = (manifest.submissions.iter())
            .flat_map(|id| cases.iter().map(move |case| (id.as_str(), case.as_str())))
            .collect();
        let mut have: HashSet<(String, String)> = HashSet::new();
        for kept in results {
            let key = (kept.submission.as_str(), kept.result.case.as_str());
            if wanted.contains(&key) && have.insert((key.0.to_string(), key.1.to_string())) {
                gathered.push(kept);
            }
        }
        if have.len() < wanted.len() {
            problems.push(format!(
                "shard {} is not finished ({} of {} results): {rerun}",
                shard.name(),
                have.len(),
                wanted.len()
            ));
        }
        covered.extend(manifest.submissions.iter().map(String::as_str));
    }
    if problems.is_empty() {
        let absent: Vec<&str> = (submissions.iter())
            .filter(|id| !covered.contains(id.as_str()))
            .map(String::as_str)
            .collect();
        if !absent.is_empty() {
            problems.push(format!(
                "no shard graded {} of the class ({}): the class changed since the shards ran; grade the shards again",
                absent.len(),
                absent.iter().take(5).copied().collect::<Vec<_>>().join(", ")
            ));
        }
    }
    refuse(report, &problems)?;
    copy_transcripts(report, &shards)?;
    Journal::gathered(report, settings, gathered)
}

/// The refusal of a merge that found `problems`, each a line; none is no refusal.
pub fn refuse(report: &Path, problems: &[String]) -> Result<(), String> {
    if problems.is_empty() {
        return Ok(());
    }
    Err(format!(
        "cannot merge the shards in {}:\n{}",
        report.join(SHARDS).display(),
        problems.join("\n")
    ))
}

/// Each shard's journal, read on every core.
type Read = Option<(Fingerprint, Vec<journal::Kept>)>;
fn read_journals(report: &Path, shards: &[(Shard, Manifest)]) -> Result<Vec<Read>, String> {
    crate::parallel::map(shards, |(shard, _)| journal::results(&shard.folder(report)))
        .into_iter()
        .collect()
}

/// Copies each shard's transcripts into the report folder's, replacing what was there.
fn copy_transcripts(report: &Path, shards: &[(Shard, Manifest)]) -> Result<(), String> {
    journal::remove_transcripts(report)?;
    let target = report.join(TRANSCRIPTS);
    for (shard, _) in shards {
        let source = shard.folder(report).join(TRANSCRIPTS);
        if !source.is_dir() {
            continue;
        }
        for entry in walkdir::WalkDir::new(&source).min_depth(1) {
            let entry = entry.map_err(|err| format!("{}: cannot read: {err}", source.display()))?;
            let relative = entry.path().strip_prefix(&source).unwrap_or(entry.path());
            let to = target.join(relative);
            // A link costs nothing and leaves the shard whole for a merge again; a copy
            // where the two are on other file systems.
            let copied = if entry.file_type().is_dir() {
                std::fs::create_dir_all(&to)
            } else {
                std::fs::hard_link(entry.path(), &to)
                    .or_else(|_| std::fs::copy(entry.path(), &to).map(drop))
            };
            copied.map_err(|err| format!("{}: cannot write: {err}", to.display()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_k_of_n_and_takes_every_nth_submission() {
        let shard: Shard = "2/3".parse().unwrap();
        assert_eq!(shard, Shard { index: 2, count: 3 });
        assert_eq!(shard.name(), "2-of-3");
        let taken: Vec<usize> = (0..8).filter(|&at| shard.takes(at)).collect();
        assert_eq!(taken, [1, 4, 7]);
        for wrong in ["0/3", "4/3", "3", "a/b", "1/0"] {
            assert!(wrong.parse::<Shard>().is_err(), "{wrong}");
        }
        assert_eq!(Shard::from_name("2-of-3"), Some(shard));
    }

    #[test]
    fn a_rerun_replaces_the_shard_options() {
        let manifest = Manifest {
            kind: Kind::Grade,
            games: Vec::new(),
            shard: 2,
            of: 4,
            command: [
                "grade",
                "class",
                "--game",
                "concentration",
                "--report",
                "out",
                "--shard",
                "2/4",
                "-v",
            ]
            .map(String::from)
            .to_vec(),
            directory: "/course".to_string(),
            submissions: Vec::new(),
            cases: Vec::new(),
        };
        assert_eq!(
            manifest.base_command(),
            ["grade", "class", "--game", "concentration", "-v"]
        );
        let shard = Shard { index: 3, count: 4 };
        assert_eq!(
            manifest.rerun(shard, Path::new("/course/out")),
            "cd /course && arbiter grade class --game concentration -v --report /course/out --resume --shard 3/4"
        );
    }
}
