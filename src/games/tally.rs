//! How a simulation counts and prints what it counted: a table of counts with their share
//! of the games played, and the length of the games. Shared by the games whose reports
//! count wins, so that they all read alike.

use std::fmt;

/// The table: a heading, then each row's label, count, and share of `games`.
pub fn share_table(f: &mut fmt::Formatter<'_>, games: u64, rows: &[(String, u64)]) -> fmt::Result {
    writeln!(f, "{:<30} {:>10} {:>8}", "", "games", "share")?;
    for (label, count) in rows {
        let share = 100.0 * *count as f64 / games.max(1) as f64;
        writeln!(f, "{label:<30} {count:>10} {share:>7.2}%")?;
    }
    Ok(())
}

/// The turns of a series of games, counted as they end.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Turns {
    games: u64,
    total: u64,
    min: Option<u32>,
    max: u32,
}

impl Turns {
    /// Counts a game of `turns` turns.
    pub fn add(&mut self, turns: u32) {
        self.games += 1;
        self.total += u64::from(turns);
        self.min = Some(self.min.map_or(turns, |min| min.min(turns)));
        self.max = self.max.max(turns);
    }

    /// Turns per game on average; 0 before any game.
    pub fn mean(&self) -> f64 {
        self.total as f64 / self.games.max(1) as f64
    }

    /// The fewest turns a game took; 0 before any game.
    pub fn min(&self) -> u32 {
        self.min.unwrap_or(0)
    }

    /// The most turns a game took.
    pub fn max(&self) -> u32 {
        self.max
    }
}

/// The line on how many turns the games took.
pub fn turns_line(f: &mut fmt::Formatter<'_>, mean: f64, min: u32, max: u32) -> fmt::Result {
    writeln!(f, "turns per game: mean {mean:.2}, min {min}, max {max}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_are_counted_and_none_is_zero() {
        let mut turns = Turns::default();
        assert_eq!((turns.mean(), turns.min(), turns.max()), (0.0, 0, 0));
        for count in [12, 7, 20] {
            turns.add(count);
        }
        assert_eq!((turns.mean(), turns.min(), turns.max()), (13.0, 7, 20));
    }
}
