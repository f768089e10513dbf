//! How a simulation's report prints what it counted: a table of counts with their share of
//! the games played, and the length of the games. Shared by the games whose reports count
//! wins, so that they all read alike.

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

/// The line on how many turns the games took.
pub fn turns_line(f: &mut fmt::Formatter<'_>, mean: f64, min: u32, max: u32) -> fmt::Result {
    writeln!(f, "turns per game: mean {mean:.2}, min {min}, max {max}")
}
