//! Computer-only Concentration games with no transcript, for `arbiter simulate`.

use std::fmt;

use clap::Args;
use serde::Serialize;

use super::players::{Strategy, play_out};
use super::rules::{Outcome, Seat};
use crate::games::tally;
use crate::rng::GameRng;

/// The options of `arbiter simulate concentration`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The player who moves first: `random` or `memory:K`
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer1: Strategy,
    /// The player who moves second
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer2: Strategy,
}

/// What a series of games came to. The same options and seed give the same report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    pub games: u64,
    pub computer1: String,
    pub computer2: String,
    pub computer1_wins: u64,
    pub computer2_wins: u64,
    pub ties: u64,
    pub turns_mean: f64,
    pub turns_min: u32,
    pub turns_max: u32,
}

/// Plays `games` games; game `i` is seeded with `GameRng::series_seed(seed, i)`, so any one
/// of them can be replayed alone.
pub fn run(options: &Options, games: u64, seed: u64) -> Report {
    let strategies = [options.computer1, options.computer2];
    let mut wins = [0u64; 2];
    let mut ties = 0;
    let mut turns = tally::Turns::default();
    for index in 0..games {
        let mut rng = GameRng::from_seed(GameRng::series_seed(seed, index));
        let game = play_out(strategies, &mut rng);
        match game.outcome() {
            Outcome::Win(seat) => wins[seat.index()] += 1,
            Outcome::Tie => ties += 1,
        }
        turns.add(game.turns());
    }
    Report {
        game: "concentration",
        seed,
        games,
        computer1: options.computer1.to_string(),
        computer2: options.computer2.to_string(),
        computer1_wins: wins[Seat::First.index()],
        computer2_wins: wins[Seat::Second.index()],
        ties,
        turns_mean: turns.mean(),
        turns_min: turns.min(),
        turns_max: turns.max(),
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "concentration: {} games, seed {}", self.games, self.seed)?;
        let rows = [
            (
                format!("computer1 ({}) wins", self.computer1),
                self.computer1_wins,
            ),
            (
                format!("computer2 ({}) wins", self.computer2),
                self.computer2_wins,
            ),
            ("ties".to_string(), self.ties),
        ];
        tally::share_table(f, self.games, &rows)?;
        tally::turns_line(f, self.turns_mean, self.turns_min, self.turns_max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(a: &str, b: &str) -> Options {
        Options {
            computer1: a.parse().unwrap(),
            computer2: b.parse().unwrap(),
        }
    }

    #[test]
    fn same_seed_same_report() {
        let a = run(&options("memory:10", "random"), 200, 5);
        let b = run(&options("memory:10", "random"), 200, 5);
        assert_eq!(a, b);
        assert_eq!(a.computer1_wins + a.computer2_wins + a.ties, 200);
        assert!(a.turns_min as f64 <= a.turns_mean && a.turns_mean <= a.turns_max as f64);
        let c = run(&options("memory:10", "random"), 200, 6);
        assert_ne!(a, c);
    }

    #[test]
    fn perfect_memory_beats_random() {
        let report = run(&options("memory:52", "random"), 300, 1);
        assert!(
            report.computer1_wins > 250,
            "perfect memory should win nearly always: {report:?}"
        );
    }
}
