//! Computer-only Crazy Eights games with no transcript, for `arbiter simulate`.

use std::fmt;

use clap::Args;
use serde::Serialize;

use super::players::{Strategy, play_out};
use super::rules::{Ending, Game, SHUFFLE_PASSES, Seat, ordered_deck, shuffle};
use crate::games::tally;
use crate::rng::GameRng;

/// The options of `arbiter simulate crazy-eights`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The player in the user's seat, who moves first: `random` or `default`
    #[arg(long, value_name = "PLAYER", default_value = "default")]
    pub computer1: Strategy,
    /// The player in the computer's seat
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer2: Strategy,
    /// How each deck is shuffled: `uniform`, every order equally likely (what the spec's
    /// shuffle approximates, 51 draws), or `spec`, the spec's 100 passes of swaps (5,200
    /// draws, about four times slower)
    #[arg(long, value_enum, value_name = "SHUFFLE", default_value = "uniform")]
    pub shuffle: Shuffle,
}

/// How a simulated deck is shuffled.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shuffle {
    Uniform,
    Spec,
}

impl fmt::Display for Shuffle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Shuffle::Uniform => "uniform",
            Shuffle::Spec => "spec",
        })
    }
}

/// What a series of games came to. The same options and seed give the same report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    pub games: u64,
    pub computer1: String,
    pub computer2: String,
    pub shuffle: String,
    pub computer1_wins: u64,
    pub computer2_wins: u64,
    pub ties: u64,
    /// Games that ended on an empty stockpile rather than an empty hand.
    pub stock_endings: u64,
    pub computer1_points_mean: f64,
    pub computer2_points_mean: f64,
    pub turns_mean: f64,
    pub turns_min: u32,
    pub turns_max: u32,
}

/// Plays `games` games, each from a deck shuffled as `options.shuffle` says; game `i` is
/// seeded with `GameRng::series_seed(seed, i)`, so any one of them can be replayed alone.
pub fn run(options: &Options, games: u64, seed: u64) -> Report {
    let strategies = [options.computer1, options.computer2];
    let mut wins = [0u64; 2];
    let mut points = [0u64; 2];
    let (mut ties, mut stock_endings) = (0, 0);
    let mut turns = tally::Turns::default();
    let ordered = ordered_deck();
    for index in 0..games {
        let mut rng = GameRng::from_seed(GameRng::series_seed(seed, index));
        let mut deck = ordered;
        match options.shuffle {
            Shuffle::Uniform => rng.shuffle(&mut deck),
            Shuffle::Spec => shuffle(&mut deck, SHUFFLE_PASSES, &mut rng),
        }
        let mut game = Game::deal(&deck);
        if play_out(strategies, &mut game, &mut rng) == Ending::StockEmpty {
            stock_endings += 1;
        }
        match game.winner() {
            Some(seat) => wins[seat.index()] += 1,
            None => ties += 1,
        }
        for seat in [Seat::User, Seat::Computer] {
            points[seat.index()] += u64::from(game.points(seat));
        }
        turns.add(game.turns());
    }
    let mean = |total: u64| {
        if games == 0 {
            0.0
        } else {
            total as f64 / games as f64
        }
    };
    Report {
        game: "crazy-eights",
        seed,
        games,
        computer1: options.computer1.to_string(),
        computer2: options.computer2.to_string(),
        shuffle: options.shuffle.to_string(),
        computer1_wins: wins[0],
        computer2_wins: wins[1],
        ties,
        stock_endings,
        computer1_points_mean: mean(points[0]),
        computer2_points_mean: mean(points[1]),
        turns_mean: turns.mean(),
        turns_min: turns.min(),
        turns_max: turns.max(),
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "crazy-eights: {} games, seed {}, {} shuffle",
            self.games, self.seed, self.shuffle
        )?;
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
            (
                "ended by the empty stockpile".to_string(),
                self.stock_endings,
            ),
        ];
        tally::share_table(f, self.games, &rows)?;
        writeln!(
            f,
            "points left in hand: computer1 {:.2}, computer2 {:.2} (mean)",
            self.computer1_points_mean, self.computer2_points_mean
        )?;
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
            shuffle: Shuffle::Uniform,
        }
    }

    #[test]
    fn same_seed_same_report() {
        let a = run(&options("default", "random"), 100, 5);
        assert_eq!(a, run(&options("default", "random"), 100, 5));
        assert_eq!(a.computer1_wins + a.computer2_wins + a.ties, 100);
        assert_ne!(a, run(&options("default", "random"), 100, 6));
        let spec = Options {
            shuffle: Shuffle::Spec,
            ..options("default", "random")
        };
        assert_ne!(run(&spec, 100, 5), a, "another shuffle, other games");
    }

    #[test]
    fn default_beats_random_from_either_seat() {
        let first = run(&options("default", "random"), 400, 1);
        let second = run(&options("random", "default"), 400, 1);
        assert!(first.computer1_wins > first.computer2_wins, "{first:?}");
        assert!(second.computer2_wins > second.computer1_wins, "{second:?}");
    }
}
