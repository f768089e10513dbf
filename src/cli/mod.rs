//! The command line: the argument definitions and how each subcommand's result becomes an
//! exit status.
//!
//! Exit statuses: 0 success; 1 a check found differences, or a submission did not pass
//! every case; 2 a usage or input error (bad arguments, unreadable or malformed files); 3
//! the input ended before the game did.

mod audit;
mod bot_host;
mod check;
mod games;
mod grade;
mod merge;
mod play;
mod progress;
mod replay;
pub mod similar;
mod simulate;
pub mod stdout;
mod tournament;
mod values;

use std::fmt;
use std::io::IsTerminal;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::dialect::Reading;
use crate::harness::diff::Colour;
use crate::rng::GameRng;

/// Reference engines, golden transcripts and grading for course console games.
#[derive(Parser, Debug)]
#[command(name = "arbiter", version, about, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// List the games with their options
    Games(games::Args),
    /// Play a game on standard input and output, exactly as its spec describes
    Play(play::Args),
    /// Print the transcripts of cases
    Replay(replay::Args),
    /// Replay cases and compare them with their golden transcripts
    Check(check::Args),
    /// Play computer-only games and report statistics
    Simulate(simulate::Args),
    /// Run student submissions on a game's cases and print a gradebook
    Grade(grade::Args),
    /// Play every pair of Chinese Checker bots twice and rank them
    Tournament(tournament::Args),
    /// Grade each of a game's typical mistakes as a student, and show which cases catch it
    Audit(audit::Args),
    /// Find the submissions of a class that share code, offline
    Similar(similar::Args),
    /// Write the reports of a class graded in shards (grade --shard K/N), once all are done
    Merge(merge::Args),
    /// Run one external bot for another arbiter process (internal)
    #[command(hide = true)]
    BotHost(bot_host::Args),
}

/// How a command ended, short of success.
#[derive(Debug)]
pub enum Failure {
    /// A check found differences, or a submission did not pass every case (exit 1); the
    /// details are already printed.
    Differences,
    /// Bad arguments or unusable files (exit 2).
    Input(String),
    /// The input ended before the game did (exit 3).
    EndOfInput(String),
    /// `SIGINT` or `SIGTERM` stopped the work (exit 130, as a shell reports an interrupt).
    Interrupted(String),
}

impl Failure {
    fn status(&self) -> u8 {
        match self {
            Failure::Differences => 1,
            Failure::Input(_) => 2,
            Failure::EndOfInput(_) => 3,
            Failure::Interrupted(_) => 130,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Differences => write!(f, "differences found"),
            Failure::Input(message)
            | Failure::EndOfInput(message)
            | Failure::Interrupted(message) => f.write_str(message),
        }
    }
}

/// Parses the command line, runs the command and returns its exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Games(args) => games::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Simulate(args) => simulate::run(&args),
        Command::Grade(args) => grade::run(&args),
        Command::Tournament(args) => tournament::run(&args),
        Command::Audit(args) => audit::run(&args),
        Command::Similar(args) => similar::run(&args),
        Command::Merge(args) => merge::run(&args),
        Command::BotHost(args) => bot_host::run(&args),
    };
    let printed = stdout::finish();
    if let Err(message) = &printed {
        stdout::warn(&format!("arbiter: {message}"));
    }
    match result {
        Ok(()) if printed.is_ok() => ExitCode::SUCCESS,
        Ok(()) => ExitCode::from(Failure::Input(String::new()).status()),
        Err(failure) => {
            if !matches!(failure, Failure::Differences) {
                stdout::warn(&format!("arbiter: {failure}"));
            }
            ExitCode::from(failure.status())
        }
    }
}

/// The error for case paths that hold no case.
fn no_cases_found(paths: &[std::path::PathBuf]) -> Failure {
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    Failure::Input(format!("no cases found in {}", names.join(", ")))
}

/// The reading named by `--dialect name=value` words, for a game.
fn reading_for(setup: &crate::games::GameSetup, words: &[String]) -> Result<Reading, String> {
    Reading::parse(setup.choices(), words).map_err(|err| format!("{}: {err}", setup.name()))
}

/// The seed given, or a fresh one, told on standard error so the run can be repeated.
fn seed_or_fresh(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        let seed = GameRng::fresh_seed();
        stdout::warn(&format!("seed: {seed}"));
        seed
    })
}

/// Colour for standard output: only on a terminal, and never when `NO_COLOR` is set.
fn stdout_colour() -> Colour {
    let wanted = std::io::stdout().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty());
    if wanted {
        Colour::Always
    } else {
        Colour::Never
    }
}
