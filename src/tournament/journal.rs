//! The tournament's journal: every game written to `journal.jsonl` in the output folder the
//! moment it is finished, so an interrupted tournament keeps what it played, and
//! `--resume DIR` plays only the rest.
//!
//! ```text
//! {"journal":"arbiter tournament","version":1,"settings":{"seed":7,"move_time_seconds":5.0,...,"bots":[...]}}
//! {"game":0,"blue":"forward","red":"segfault","seed":...,"result":"blue",...}
//! ```
//!
//! The first line holds what decides the results: the seed, the limits, the print policy
//! and every bot with the SHA-256 of its file. A journal written for other bots or settings
//! is refused rather than mixed in. Each later line is one game, written with a single
//! `write`; a run killed mid-write leaves at most a partial last line, which `--resume`
//! drops (it writes the journal again from what it kept, then appends).

use std::collections::BTreeMap;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::game::TournamentGame;

/// The journal's file name in the output folder.
pub const FILE_NAME: &str = "journal.jsonl";
const KIND: &str = "arbiter tournament";
const VERSION: u32 = 1;

/// A bot as the journal identifies it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotIdentity {
    pub name: String,
    /// As named on the command line.
    pub spec: String,
    /// `builtin`, or the SHA-256 of the file named.
    pub fingerprint: String,
}

/// What decides a tournament's results.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fingerprint {
    pub seed: u64,
    pub move_time_seconds: f64,
    pub memory_limit: u64,
    pub allow_prints: bool,
    pub bots: Vec<BotIdentity>,
}

#[derive(Serialize, Deserialize)]
struct Header {
    journal: String,
    version: u32,
    settings: Fingerprint,
}

/// An open journal, appended to as games finish.
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Starts a new journal in `folder` (created if needed), replacing any old one.
    pub fn start(folder: &Path, settings: &Fingerprint) -> Result<Journal, String> {
        fs::create_dir_all(folder)
            .map_err(|err| format!("cannot create {}: {err}", folder.display()))?;
        let path = folder.join(FILE_NAME);
        let header = Header {
            journal: KIND.to_string(),
            version: VERSION,
            settings: settings.clone(),
        };
        let mut line = serde_json::to_string(&header).map_err(|err| err.to_string())?;
        line.push('\n');
        fs::write(&path, line).map_err(|err| format!("cannot write {}: {err}", path.display()))?;
        Journal::open(path)
    }

    fn open(path: PathBuf) -> Result<Journal, String> {
        let file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(|err| format!("cannot open {}: {err}", path.display()))?;
        Ok(Journal { file, path })
    }

    /// The settings recorded in the journal in `folder`, to resume with.
    pub fn settings(folder: &Path) -> Result<Fingerprint, String> {
        let (header, _) = read(folder)?;
        Ok(header.settings)
    }

    /// Reopens the journal in `folder`, which must have been written with `settings`: the
    /// journal, and the games it holds by number.
    pub fn resume(
        folder: &Path,
        settings: &Fingerprint,
    ) -> Result<(Journal, BTreeMap<usize, TournamentGame>), String> {
        let (header, games) = read(folder)?;
        if header.settings != *settings {
            return Err(format!(
                "{} was written for other bots or settings ({}); run without --resume to start \
                 again",
                folder.join(FILE_NAME).display(),
                difference(&header.settings, settings)
            ));
        }
        // Written again whole, so a line cut short by the interruption is not continued.
        let mut journal = Journal::start(folder, settings)?;
        for game in games.values() {
            journal.record(game)?;
        }
        Ok((journal, games))
    }

    /// Appends one game.
    pub fn record(&mut self, game: &TournamentGame) -> Result<(), String> {
        let mut line = serde_json::to_string(game).map_err(|err| err.to_string())?;
        line.push('\n');
        self.file
            .write_all(line.as_bytes())
            .map_err(|err| format!("cannot write {}: {err}", self.path.display()))
    }
}

fn read(folder: &Path) -> Result<(Header, BTreeMap<usize, TournamentGame>), String> {
    let path = folder.join(FILE_NAME);
    let text = fs::read_to_string(&path).map_err(|err| {
        format!(
            "cannot resume from {}: {err} (--resume needs the folder an earlier --out wrote)",
            path.display()
        )
    })?;
    let mut lines = text.lines();
    let header: Header = lines
        .next()
        .and_then(|line| serde_json::from_str(line).ok())
        .filter(|header: &Header| header.journal == KIND && header.version == VERSION)
        .ok_or_else(|| format!("{} is not a tournament journal", path.display()))?;
    let mut games = BTreeMap::new();
    for line in lines {
        // A line cut short by an interruption is dropped; the game is played again.
        if let Ok(game) = serde_json::from_str::<TournamentGame>(line) {
            games.insert(game.game, game);
        }
    }
    Ok((header, games))
}

/// What differs between two settings, for the refusal message.
fn difference(old: &Fingerprint, new: &Fingerprint) -> String {
    if old.bots != new.bots {
        let names = |f: &Fingerprint| {
            f.bots
                .iter()
                .map(|b| b.name.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        };
        if names(old) == names(new) {
            "a bot's file changed".to_string()
        } else {
            format!("bots then: {}", names(old))
        }
    } else if old.seed != new.seed {
        format!("seed then: {}", old.seed)
    } else {
        "the move time, memory limit or print policy changed".to_string()
    }
}
