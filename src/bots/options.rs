//! The command-line options that say how external bots run, shared by `play checkers`,
//! `simulate checkers` and `tournament`.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use super::compile::Cache;
use super::external::Hosting;
use crate::grade::limits::{parse_seconds, parse_size};
use crate::sandbox::{Available, Confined, Isolation, Subject};

/// How external bots are built and run.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct BotOptions {
    /// Time an external bot may take per move, in seconds (decimals allowed); the spec's
    /// limit is 5 s
    #[arg(long, value_name = "SECONDS", default_value = "5", allow_negative_numbers = true,
          value_parser = parse_seconds)]
    pub move_time: Duration,
    /// Address space of an external bot's process, its host's own 6.5 MiB included
    /// (setrlimit RLIMIT_AS; K, M and G suffixes)
    #[arg(long, value_name = "SIZE", default_value = "1G", allow_negative_numbers = true,
          value_parser = parse_size)]
    pub memory_limit: u64,
    /// Record a bot's prints as a violation without making it lose the game [default: a
    /// print loses]
    #[arg(long)]
    pub allow_prints: bool,
    /// Where compiled bots are kept [default: $XDG_CACHE_HOME/arbiter/bots or
    /// ~/.cache/arbiter/bots]
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
    /// How bot hosts and bot builds are confined (see docs/isolation.md)
    #[arg(long, value_name = "LEVEL", default_value = "best")]
    pub isolation: Isolation,
}

impl BotOptions {
    /// How external bots run, through this executable; refuses `--isolation strict` on a
    /// machine that lacks a protection.
    pub fn hosting(&self) -> Result<Hosting, String> {
        Available::probe().check(self.isolation, Subject::BotHost)?;
        Hosting::new(
            self.move_time,
            self.memory_limit,
            self.allow_prints,
            self.isolation,
        )
    }

    /// Says on standard error, once, which protections bot hosts lack here, if any: `play`
    /// and `simulate`, whose standard output is a game or statistics, have no first line
    /// to say it on, and a weaker confinement is never silent.
    pub fn say_if_weaker(&self) {
        static SAID: std::sync::Once = std::sync::Once::new();
        let confined = Confined::here(self.isolation, Subject::BotHost);
        if !confined.report().missing.is_empty() {
            SAID.call_once(|| crate::cli::stdout::warn(&format!("arbiter: {}", confined.line())));
        }
    }

    /// The cache of compiled bots.
    pub fn cache(&self) -> Cache {
        self.cache
            .as_ref()
            .map_or_else(Cache::default_location, |dir| Cache::new(dir.clone()))
            .confined(self.isolation)
    }
}
