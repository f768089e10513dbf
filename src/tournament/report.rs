//! What a tournament came to, for people and for other tools: the standings table with the
//! crosstable and notes on the terminal, and in the output folder `results.json` (the
//! settings, every bot, the standings and every game), `standings.csv` and the HTML report
//! ([`super::html`]).

use std::fmt::Write as _;
use std::path::Path;

use serde::Serialize;

use super::Entrant;
use super::elo::{self, Rating, Score};
use super::game::{GameResult, TournamentGame};
use super::journal::Fingerprint;
use super::standings::{self, Standing};
use crate::games::checkers::players::FaultKind;
use crate::grade::limits::{format_seconds, format_size};
use crate::grade::report::csv::quote;
use crate::grade::report::plural;
use crate::sandbox::{Confined, ConfinementReport};

/// The tie-break rule, as reports state it.
pub const TIE_BREAK: &str = "points, then points in the games among the tied bots, then wins, \
                             then fewer violations; then a shared rank";

/// Whether a bot answered the same when asked its positions again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Determinism {
    /// Not asked again (a built-in player, a bot that could not start or ran out of time).
    Unchecked,
    /// Asked `positions` positions again, all answered the same.
    Same { positions: usize },
    /// Answered differently: in game `game`, `detail`.
    Differs { game: usize, detail: String },
}

/// Everything the reports show, computed once.
pub struct Summary<'a> {
    pub entrants: &'a [Entrant],
    pub games: &'a [TournamentGame],
    pub settings: &'a Fingerprint,
    /// Best first.
    pub standings: Vec<Standing>,
    /// By entrant.
    pub ratings: Vec<Rating>,
    /// By entrant.
    pub determinism: Vec<Determinism>,
    /// By entrant: points against each other entrant.
    pub cross: Vec<Vec<Option<u32>>>,
    /// How the bot hosts were confined.
    pub confined: Confined,
}

impl<'a> Summary<'a> {
    /// Standings, ratings, crosstable and determinism of `games`.
    pub fn new(
        entrants: &'a [Entrant],
        games: &'a [TournamentGame],
        settings: &'a Fingerprint,
        confined: Confined,
    ) -> Summary<'a> {
        let names: Vec<String> = entrants.iter().map(|e| e.name.clone()).collect();
        let index = |name: &str| names.iter().position(|n| n == name);
        let scores: Vec<Score> = games
            .iter()
            .filter_map(|game| {
                let a = index(&game.blue)?;
                let b = index(&game.red)?;
                let a_score = match game.result {
                    GameResult::Blue => 1.0,
                    GameResult::Red => 0.0,
                    GameResult::Draw => 0.5,
                    GameResult::None => return None,
                };
                Some(Score { a, b, a_score })
            })
            .collect();
        let mut determinism = vec![Determinism::Unchecked; entrants.len()];
        for game in games {
            for replay in game.replays.iter().filter(|r| r.positions > 0) {
                let Some(bot) = index(&replay.bot) else {
                    continue;
                };
                let slot = &mut determinism[bot];
                match (&replay.difference, &*slot) {
                    (_, Determinism::Differs { .. }) => {}
                    (Some(detail), _) => {
                        *slot = Determinism::Differs {
                            game: game.game,
                            detail: detail.clone(),
                        }
                    }
                    (None, Determinism::Same { positions }) => {
                        *slot = Determinism::Same {
                            positions: positions + replay.positions,
                        }
                    }
                    (None, Determinism::Unchecked) => {
                        *slot = Determinism::Same {
                            positions: replay.positions,
                        }
                    }
                }
            }
        }
        Summary {
            entrants,
            games,
            settings,
            standings: standings::standings(&names, games),
            ratings: elo::fit(entrants.len(), &scores),
            determinism,
            cross: standings::crosstable(&names, games),
            confined,
        }
    }

    /// The kinds of violation that occurred, in column order.
    pub fn kinds_seen(&self) -> Vec<usize> {
        (0..FaultKind::ALL.len())
            .filter(|&k| self.standings.iter().any(|s| s.violations[k] > 0))
            .collect()
    }

    /// The report for the terminal.
    pub fn terminal(&self) -> String {
        let mut out = self.heading();
        out.push('\n');
        out.push_str(&self.standings_text());
        out
    }

    /// What was played and how: the confinement, the bots, the games and the limits.
    pub fn heading(&self) -> String {
        let mut out = self.confined.line() + "\n";
        let s = self.settings;
        let _ = writeln!(
            out,
            "tournament: {} bots, {} games (two per pair, each bot blue once), seed {}",
            self.entrants.len(),
            self.games.len(),
            s.seed
        );
        let _ = writeln!(
            out,
            "limits per bot: {} per move, {} memory; a print {}",
            format_seconds(std::time::Duration::from_secs_f64(s.move_time_seconds)),
            format_size(s.memory_limit),
            if s.allow_prints {
                "is recorded and the game goes on"
            } else {
                "loses the game"
            }
        );
        out
    }

    /// The standings as the terminal shows them, and what follows them.
    fn standings_text(&self) -> String {
        let mut out = String::new();
        let kinds = self.kinds_seen();
        let width = self
            .standings
            .iter()
            .map(|s| s.name.chars().count())
            .max()
            .unwrap_or(3)
            .max(3);
        let _ = write!(
            out,
            "rank  {:<width$}  points   W   D   L         elo",
            "bot"
        );
        for &k in &kinds {
            let _ = write!(out, "  {}", FaultKind::ALL[k].as_str());
        }
        out.push('\n');
        for line in &self.standings {
            let rating = self.ratings[line.bot];
            let _ = write!(
                out,
                "{:<4}  {:<width$}  {:>6} {:>3} {:>3} {:>3}  {:>5.0} ± {:<3.0}",
                line.rank,
                line.name,
                line.points,
                line.wins,
                line.draws,
                line.losses,
                rating.elo,
                rating.margin
            );
            for &k in &kinds {
                let name = FaultKind::ALL[k].as_str();
                let count = line.violations[k];
                let shown = if count == 0 {
                    "-".to_string()
                } else {
                    count.to_string()
                };
                let _ = write!(out, "  {shown:>w$}", w = name.len());
            }
            out.push('\n');
        }
        let _ = writeln!(out, "\nties: {TIE_BREAK}");
        let _ = writeln!(
            out,
            "elo: ± is a 95% interval; the games do not settle the order of bots whose intervals \
             overlap"
        );
        out.push_str(&self.crosstable_text());
        out.push_str(&self.notes());
        out
    }

    fn crosstable_text(&self) -> String {
        let mut out =
            String::from("\ncrosstable: points of the row's bot against the column's (out of 4)\n");
        let order: Vec<usize> = self.standings.iter().map(|s| s.bot).collect();
        let width = order
            .iter()
            .map(|&b| self.entrants[b].name.chars().count())
            .max()
            .unwrap_or(3);
        let _ = write!(out, "{:>3}  {:<width$} ", "", "");
        for column in 1..=order.len() {
            let _ = write!(out, " {column:>2}");
        }
        out.push('\n');
        for (row_number, &row) in order.iter().enumerate() {
            let _ = write!(
                out,
                "{:>3}  {:<width$} ",
                row_number + 1,
                self.entrants[row].name
            );
            for &column in &order {
                let cell = match self.cross[row][column] {
                    _ if row == column => "·".to_string(),
                    Some(points) => points.to_string(),
                    None => " ".to_string(),
                };
                let _ = write!(out, " {cell:>2}");
            }
            out.push('\n');
        }
        out
    }

    /// The notes under the standings: bots that cannot play, bots that answered
    /// differently when asked again.
    pub fn notes(&self) -> String {
        let mut notes = Vec::new();
        for entrant in self.entrants {
            if let Err(why) = &entrant.bot {
                let mut lines = why.lines();
                let mut note = format!(
                    "{} cannot play: {}",
                    entrant.name,
                    lines.next().unwrap_or("")
                );
                for line in lines {
                    note.push_str("\n    ");
                    note.push_str(line);
                }
                notes.push(note);
            }
        }
        for (bot, determinism) in self.determinism.iter().enumerate() {
            if let Determinism::Differs { game, detail } = determinism {
                notes.push(format!(
                    "{} is nondeterministic: asked again the positions of game {game}, it \
                     answered differently ({detail}); a rerun may not give its results",
                    self.entrants[bot].name
                ));
            }
        }
        if notes.is_empty() {
            return String::new();
        }
        let mut out = String::from("\nnotes:\n");
        for note in notes {
            let _ = writeln!(out, "  {note}");
        }
        out
    }

    /// `standings.csv`: one row per bot, best first.
    pub fn csv(&self) -> String {
        let mut text = String::from("rank,bot,points,wins,draws,losses,elo,elo_margin");
        for kind in FaultKind::ALL {
            text.push(',');
            text.push_str(kind.as_str());
        }
        text.push_str(",deterministic\r\n");
        for line in &self.standings {
            let rating = self.ratings[line.bot];
            let mut fields = vec![
                line.rank.to_string(),
                line.name.clone(),
                line.points.to_string(),
                line.wins.to_string(),
                line.draws.to_string(),
                line.losses.to_string(),
                format!("{:.1}", rating.elo),
                format!("{:.1}", rating.margin),
            ];
            fields.extend(line.violations.iter().map(u32::to_string));
            fields.push(
                match self.determinism[line.bot] {
                    Determinism::Unchecked => "unchecked",
                    Determinism::Same { .. } => "yes",
                    Determinism::Differs { .. } => "no",
                }
                .to_string(),
            );
            let quoted: Vec<String> = fields.iter().map(|f| quote(f)).collect();
            text.push_str(&quoted.join(","));
            text.push_str("\r\n");
        }
        text
    }

    /// `results.json`.
    pub fn json(&self) -> String {
        #[derive(Serialize)]
        struct Settings<'s> {
            seed: u64,
            move_time_seconds: f64,
            memory_limit: u64,
            allow_prints: bool,
            points: Points,
            tie_break: &'s str,
        }
        #[derive(Serialize)]
        struct Points {
            win: u32,
            draw: u32,
            loss: u32,
        }
        #[derive(Serialize)]
        struct BotEntry<'s> {
            name: &'s str,
            spec: String,
            fingerprint: &'s str,
            error: Option<&'s str>,
            /// `true`, `false`, or `null` when not checked.
            deterministic: Option<bool>,
            determinism_note: Option<String>,
        }
        #[derive(Serialize)]
        struct Line<'s> {
            rank: usize,
            bot: &'s str,
            points: u32,
            wins: u32,
            draws: u32,
            losses: u32,
            elo: f64,
            elo_margin: f64,
            violations: std::collections::BTreeMap<&'static str, u32>,
        }
        #[derive(Serialize)]
        struct Results<'s> {
            tournament: Settings<'s>,
            isolation: ConfinementReport,
            bots: Vec<BotEntry<'s>>,
            standings: Vec<Line<'s>>,
            games: &'s [TournamentGame],
        }
        let s = self.settings;
        let results = Results {
            isolation: self.confined.report(),
            tournament: Settings {
                seed: s.seed,
                move_time_seconds: s.move_time_seconds,
                memory_limit: s.memory_limit,
                allow_prints: s.allow_prints,
                points: Points {
                    win: standings::WIN,
                    draw: standings::DRAW,
                    loss: 0,
                },
                tie_break: TIE_BREAK,
            },
            bots: self
                .entrants
                .iter()
                .zip(&self.determinism)
                .map(|(entrant, determinism)| BotEntry {
                    name: &entrant.name,
                    spec: entrant.spec.to_string(),
                    fingerprint: &entrant.fingerprint,
                    error: entrant.bot.as_ref().err().map(String::as_str),
                    deterministic: match determinism {
                        Determinism::Unchecked => None,
                        Determinism::Same { .. } => Some(true),
                        Determinism::Differs { .. } => Some(false),
                    },
                    determinism_note: match determinism {
                        Determinism::Unchecked => None,
                        Determinism::Same { positions } => Some(format!(
                            "{positions} position{} asked again, same answers",
                            plural(*positions)
                        )),
                        Determinism::Differs { game, detail } => {
                            Some(format!("game {game}: {detail}"))
                        }
                    },
                })
                .collect(),
            standings: self
                .standings
                .iter()
                .map(|line| Line {
                    rank: line.rank,
                    bot: &line.name,
                    points: line.points,
                    wins: line.wins,
                    draws: line.draws,
                    losses: line.losses,
                    elo: self.ratings[line.bot].elo,
                    elo_margin: self.ratings[line.bot].margin,
                    violations: FaultKind::ALL
                        .iter()
                        .zip(line.violations)
                        .map(|(kind, count)| (kind.as_str(), count))
                        .collect(),
                })
                .collect(),
            games: self.games,
        };
        serde_json::to_string_pretty(&results)
            .unwrap_or_else(|err| format!("{{\"error\":\"{err}\"}}"))
    }

    /// Writes `results.json`, `standings.csv` and the HTML report (`index.html`, and
    /// `games/<number>.html` for each game) into `folder`.
    pub fn write(&self, folder: &Path) -> Result<(), String> {
        std::fs::create_dir_all(folder.join("games"))
            .map_err(|err| format!("cannot create {}: {err}", folder.display()))?;
        let files = [
            ("results.json".to_string(), self.json()),
            ("standings.csv".to_string(), self.csv()),
        ];
        for (name, text) in files.into_iter().chain(super::html::pages(self)) {
            let path = folder.join(name);
            std::fs::write(&path, text)
                .map_err(|err| format!("cannot write {}: {err}", path.display()))?;
        }
        Ok(())
    }
}
