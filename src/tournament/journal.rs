//! The tournament's journal (see [`crate::journal`]): every game written to
//! `journal.jsonl` in the output folder the moment it is finished, so an interrupted tournament keeps what it played, and
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
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::game::TournamentGame;
use crate::grade::shard;
use crate::journal::{self, Contents};

pub use crate::journal::FILE_NAME;
const KIND: &str = "arbiter tournament";

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

/// An open journal, appended to as games finish.
pub struct Journal(journal::Journal);

impl Journal {
    /// Starts a new journal in `folder` (created if needed), replacing any old one.
    pub fn start(folder: &Path, settings: &Fingerprint) -> Result<Journal, String> {
        journal::Journal::write::<_, TournamentGame>(folder, KIND, settings, &[]).map(Journal)
    }

    /// The settings recorded in the journal in `folder`, to resume with.
    pub fn settings(folder: &Path) -> Result<Fingerprint, String> {
        Ok(read(folder)?.settings)
    }

    /// Reopens the journal in `folder`, which must have been written with `settings`: the
    /// journal, and the games it holds by number.
    pub fn resume(
        folder: &Path,
        settings: &Fingerprint,
    ) -> Result<(Journal, BTreeMap<usize, TournamentGame>), String> {
        let contents = read(folder)?;
        if contents.settings != *settings {
            return Err(format!(
                "{} was written for other bots or settings ({}); run without --resume to start \
                 again",
                folder.join(FILE_NAME).display(),
                difference(&contents.settings, settings)
            ));
        }
        let journal = journal::Journal::write(folder, KIND, settings, &contents.entries)?;
        let games = contents
            .entries
            .into_iter()
            .map(|game| (game.game, game))
            .collect();
        Ok((Journal(journal), games))
    }

    /// Appends one game.
    pub fn record(&mut self, game: &TournamentGame) -> Result<(), String> {
        self.0.record(game)
    }
}

/// Gathers the shards of a tournament in `report` (see [`crate::grade::shard`]): checks
/// that every shard is there, played with `settings` and finished, then writes
/// `report/journal.jsonl` of all their games and returns them by number. The error names
/// each shard that is not ready with the command that reruns it.
pub fn merge(
    report: &Path,
    settings: &Fingerprint,
    games: usize,
) -> Result<BTreeMap<usize, TournamentGame>, String> {
    let shards = shard::found(report)?;
    let mut gathered = BTreeMap::new();
    let mut problems = Vec::new();
    for (shard, manifest) in &shards {
        let folder = shard.folder(report);
        let rerun = manifest.rerun(*shard, report);
        let contents = match journal::read::<Fingerprint, TournamentGame>(&folder, KIND)? {
            Some(contents) => contents,
            None => {
                problems.push(format!("shard {} has no journal: {rerun}", shard.name()));
                continue;
            }
        };
        if contents.settings != *settings {
            problems.push(format!(
                "shard {} was played with other bots or settings ({}): play it again with the same ones",
                shard.name(),
                difference(&contents.settings, settings)
            ));
            continue;
        }
        let before = gathered.len();
        for game in contents.entries {
            if manifest.games.contains(&game.game) {
                gathered.insert(game.game, game);
            }
        }
        let played = gathered.len() - before;
        if played < manifest.games.len() {
            problems.push(format!(
                "shard {} is not finished ({played} of {} games): {rerun}",
                shard.name(),
                manifest.games.len()
            ));
        }
    }
    if problems.is_empty() && gathered.len() < games {
        problems.push(format!(
            "the shards hold {} of the {games} games: the bots changed since they ran; play the shards again",
            gathered.len()
        ));
    }
    shard::refuse(report, &problems)?;
    let entries: Vec<&TournamentGame> = gathered.values().collect();
    journal::Journal::write(report, KIND, settings, &entries)?;
    Ok(gathered)
}

fn read(folder: &Path) -> Result<Contents<Fingerprint, TournamentGame>, String> {
    journal::read(folder, KIND)?.ok_or_else(|| {
        format!(
            "cannot resume from {}: there is no journal (--resume needs the folder an earlier --out wrote)",
            folder.join(FILE_NAME).display()
        )
    })
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
