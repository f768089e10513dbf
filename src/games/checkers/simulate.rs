//! Computer-only Chinese Checker games with no transcript, for `arbiter simulate`.

use std::fmt;
use std::time::Duration;

use clap::Args;
use serde::Serialize;

use super::players::{Agent, Outcome, play_game};
use super::rules::Player;
use crate::bots::options::BotOptions;
use crate::bots::resolve::resolve;
use crate::bots::spec::BotSpec;
use crate::rng::GameRng;

/// The options of `arbiter simulate checkers`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Player A, blue (moving first) unless --swap: random, greedy, default, a C source
    /// (bot.c) or a shared library (bot.so, bot.so:SYMBOL)
    #[arg(long, value_name = "PLAYER", value_parser = BotSpec::parse)]
    pub blue: BotSpec,
    /// Player B, red unless --swap
    #[arg(long, value_name = "PLAYER", value_parser = BotSpec::parse)]
    pub red: BotSpec,
    /// Alternate colours: A plays blue in even-numbered games and red in odd-numbered ones
    #[arg(long)]
    pub swap: bool,
    #[command(flatten)]
    pub bots: BotOptions,
}

/// Time per move of one player over a series.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveTimes {
    pub moves: u64,
    pub mean_ms: f64,
    pub median_ms: f64,
    pub max_ms: f64,
}

impl MoveTimes {
    fn of(mut durations: Vec<Duration>) -> MoveTimes {
        durations.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let total: Duration = durations.iter().sum();
        MoveTimes {
            moves: durations.len() as u64,
            mean_ms: if durations.is_empty() {
                0.0
            } else {
                ms(total) / durations.len() as f64
            },
            median_ms: durations.get(durations.len() / 2).copied().map_or(0.0, ms),
            max_ms: durations.last().copied().map_or(0.0, ms),
        }
    }
}

/// What a series came to. A and B are the players named by `--blue` and `--red`, whatever
/// colour they had in a given game. The results depend only on the options and the seed;
/// the times are measured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    pub games: u64,
    pub a: String,
    pub b: String,
    pub swap: bool,
    pub a_wins: u64,
    pub b_wins: u64,
    pub draws: u64,
    pub blue_wins: u64,
    pub red_wins: u64,
    /// Games ended because a player gave no usable move (counted as a win for the other).
    pub faults: u64,
    /// Turns per game, both sides counted.
    pub turns_mean: f64,
    pub a_time: MoveTimes,
    pub b_time: MoveTimes,
}

/// Plays `games` games; game `i` is seeded with `GameRng::series_seed(seed, i)`. Each
/// player is made once and told when a new game starts. The error says why a bot cannot
/// play (it does not compile, it is not a library, …).
pub fn run(options: &Options, games: u64, seed: u64) -> Result<Report, String> {
    let cache = options.bots.cache();
    let hosting = options.bots.hosting()?;
    let make = |spec: &BotSpec| -> Result<Box<dyn Agent>, String> {
        let bot = resolve(spec, &cache)?;
        if bot.is_external() {
            options.bots.say_if_weaker();
        }
        Ok(bot.player(&spec.short_name(), &hosting))
    };
    let mut a = make(&options.blue)?;
    let mut b = make(&options.red)?;
    let builtin = |spec: &BotSpec| matches!(spec, BotSpec::Builtin(_));
    if !builtin(&options.blue) || !builtin(&options.red) {
        // A bot host and this thread hand every move back and forth: on one CPU, unless
        // there is a second one for the first external bot's host, which then spins for
        // its moves there (a second host stays on this thread's CPU: two spinning hosts
        // on one CPU would only hold each other up).
        // SAFETY: sched_getcpu takes no arguments.
        let cpu = usize::try_from(unsafe { libc::sched_getcpu() }).unwrap_or(0);
        let spare = crate::process::allowed_cpus()
            .into_iter()
            .find(|&other| other != cpu);
        if crate::process::pin_current_thread_to(cpu)
            && let Some(spare) = spare
        {
            let _ = a.spin_on(Some(spare)) || b.spin_on(Some(spare));
        }
    }
    let mut report = Report {
        game: "checkers",
        seed,
        games,
        a: options.blue.to_string(),
        b: options.red.to_string(),
        swap: options.swap,
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        blue_wins: 0,
        red_wins: 0,
        faults: 0,
        turns_mean: 0.0,
        a_time: MoveTimes::of(Vec::new()),
        b_time: MoveTimes::of(Vec::new()),
    };
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut turns = 0u64;
    for index in 0..games {
        let a_plays_blue = !(options.swap && index % 2 == 1);
        let (blue, red) = if a_plays_blue {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let mut rng = GameRng::from_seed(GameRng::series_seed(seed, index));
        let record = play_game(blue.as_mut(), red.as_mut(), &mut rng);

        let [blue_times, red_times] = record.durations;
        let (a_times, b_times) = if a_plays_blue {
            (blue_times, red_times)
        } else {
            (red_times, blue_times)
        };
        times[0].extend(a_times);
        times[1].extend(b_times);
        turns += record.turns.len() as u64;

        let winner = match record.outcome {
            Outcome::Won(player) => Some(player),
            Outcome::Draw => None,
            Outcome::Fault { side, .. } => {
                report.faults += 1;
                Some(side.opponent())
            }
        };
        match winner {
            None => report.draws += 1,
            Some(player) => {
                match player {
                    Player::Blue => report.blue_wins += 1,
                    Player::Red => report.red_wins += 1,
                }
                if (player == Player::Blue) == a_plays_blue {
                    report.a_wins += 1;
                } else {
                    report.b_wins += 1;
                }
            }
        }
    }
    report.turns_mean = turns as f64 / games.max(1) as f64;
    let [a_times, b_times] = times;
    report.a_time = MoveTimes::of(a_times);
    report.b_time = MoveTimes::of(b_times);
    Ok(report)
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let percent = |count: u64| 100.0 * count as f64 / self.games.max(1) as f64;
        let colours = if self.swap {
            ", colours alternating"
        } else {
            ""
        };
        writeln!(
            f,
            "checkers: {} games, seed {}{colours}",
            self.games, self.seed
        )?;
        let rows = [
            (format!("A ({})", self.a), self.a_wins, &self.a_time),
            (format!("B ({})", self.b), self.b_wins, &self.b_time),
        ];
        let width = rows
            .iter()
            .map(|(label, ..)| label.chars().count())
            .max()
            .unwrap_or(0)
            .max(22);
        writeln!(
            f,
            "{:<width$} {:>8} {:>8} {:>12} {:>12} {:>12}",
            "", "wins", "share", "mean ms", "median ms", "max ms"
        )?;
        for (label, wins, times) in rows {
            writeln!(
                f,
                "{label:<width$} {wins:>8} {:>7.2}% {:>12.3} {:>12.3} {:>12.3}",
                percent(wins),
                times.mean_ms,
                times.median_ms,
                times.max_ms
            )?;
        }
        writeln!(
            f,
            "{:<width$} {:>8} {:>7.2}%",
            "draws",
            self.draws,
            percent(self.draws)
        )?;
        writeln!(
            f,
            "blue wins {}, red wins {}, faults {}, turns per game: mean {:.1}",
            self.blue_wins, self.red_wins, self.faults, self.turns_mean
        )
    }
}
