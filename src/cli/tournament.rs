//! `arbiter tournament`: bots against bots, every pair twice, and the standings.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::path::PathBuf;

use crate::cli::progress::Bar;

use crate::bots::options::BotOptions;
use crate::bots::resolve::{Bot, Library};
use crate::bots::spec::BotSpec;
use crate::cli::{Failure, seed_or_fresh, stdout, values};
use crate::interrupt::{self, Stopped};
use crate::sandbox::{Confined, Subject};
use crate::tournament::game::{GameResult, TournamentGame};
use crate::tournament::journal::{Fingerprint, Journal};
use crate::tournament::report::Summary;
use crate::tournament::{self, Schedule, Settings};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The bots: C sources (aiplayer_ID.c), shared libraries (bot.so, bot.so:SYMBOL) or
    /// built-in players (random, greedy, default)
    #[arg(value_name = "BOT", required = true, num_args = 2.., value_parser = BotSpec::parse)]
    bots: Vec<BotSpec>,
    /// How many games at once [default: the number of cores]
    #[arg(long, short = 'j', value_name = "N", allow_negative_numbers = true,
          value_parser = values::jobs)]
    jobs: Option<NonZeroUsize>,
    /// The seed of the tournament (built-in players use it); without it one is drawn and
    /// printed on standard error
    #[arg(long, value_name = "S", allow_negative_numbers = true, value_parser = values::seed)]
    seed: Option<u64>,
    /// Write results.json and standings.csv here, and journal.jsonl as games finish
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Go on with the tournament whose journal is in DIR, playing only the games it lacks
    /// (the same bots and settings), and write the results there
    #[arg(long, value_name = "DIR", conflicts_with = "out")]
    resume: Option<PathBuf>,
    #[command(flatten)]
    options: BotOptions,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    tournament::refuse_repeats(&args.bots).map_err(Failure::Input)?;
    let jobs = args
        .jobs
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get);
    let seed = match &args.resume {
        Some(folder) => {
            let recorded = Journal::settings(folder).map_err(Failure::Input)?.seed;
            if args.seed.is_some_and(|seed| seed != recorded) {
                return Err(Failure::Input(format!(
                    "--seed differs from the seed {recorded} the tournament in {} was started with",
                    folder.display()
                )));
            }
            recorded
        }
        None => seed_or_fresh(args.seed),
    };
    let hosting = args.options.hosting().map_err(Failure::Input)?;
    interrupt::install()
        .map_err(|err| Failure::Input(format!("cannot catch interrupts: {err}")))?;
    let bar = Bar::on_terminal("games");
    bar.message("building and loading the bots");
    let entrants = tournament::prepare(&args.bots, &args.options.cache(), &hosting, jobs)
        .map_err(Failure::Input)?;
    if interrupt::requested() {
        bar.finish();
        return Err(interrupted(args, false));
    }
    for entrant in &entrants {
        if let Ok(Bot::External(Library {
            rebuilt: Some(note),
            ..
        })) = &entrant.bot
        {
            stdout::warn(&format!("arbiter: {}: {note}", entrant.name));
        }
    }
    let fingerprint = Fingerprint {
        seed,
        move_time_seconds: args.options.move_time.as_secs_f64(),
        memory_limit: args.options.memory_limit,
        allow_prints: args.options.allow_prints,
        bots: entrants.iter().map(|e| e.identity()).collect(),
    };
    let folder = args.resume.as_ref().or(args.out.as_ref());
    let (mut journal, done) = match (&args.resume, folder) {
        (Some(folder), _) => {
            let (journal, done) = Journal::resume(folder, &fingerprint).map_err(Failure::Input)?;
            (Some(journal), done)
        }
        (None, Some(folder)) => (
            Some(Journal::start(folder, &fingerprint).map_err(Failure::Input)?),
            BTreeMap::new(),
        ),
        (None, None) => (None, BTreeMap::new()),
    };
    let schedule = Schedule::round_robin(entrants.len());
    let settings = Settings {
        seed,
        hosting,
        jobs,
    };
    bar.set_total(schedule.games.len(), done.len());
    bar.message("");
    let games = tournament::play(&entrants, &schedule, &settings, done, |game| {
        bar.advance(game_line(game));
        match journal.as_mut() {
            Some(journal) => journal.record(game),
            None => Ok(()),
        }
    })
    .map_err(|stopped| {
        bar.finish();
        match stopped {
            Stopped::Failed(message) => Failure::Input(message),
            Stopped::Interrupted => interrupted(args, true),
        }
    })?;
    bar.finish();

    let confined = Confined::here(args.options.isolation, Subject::BotHost);
    let summary = Summary::new(&entrants, &games, &fingerprint, confined);
    stdout::print(&summary.terminal());
    if let Some(folder) = folder {
        summary.write(folder).map_err(Failure::Input)?;
    }
    Ok(())
}

/// The failure of a tournament stopped by `SIGINT` or `SIGTERM`; `started` when games had
/// begun.
fn interrupted(args: &Args, started: bool) -> Failure {
    if !started {
        return Failure::Interrupted(
            "interrupted while the bots were built and loaded: no game was played; the same command starts again".to_string(),
        );
    }
    let stopped = "interrupted: every game in flight was stopped and its bot hosts killed";
    Failure::Interrupted(match (&args.resume, &args.out) {
        (Some(folder), _) => format!(
            "{stopped}; the games finished before are kept in {}: the same command plays the rest",
            folder.join("journal.jsonl").display()
        ),
        (None, Some(folder)) => format!(
            "{stopped}; the games finished before are kept in {}: the same command with --resume {} in place of --out plays the rest",
            folder.join("journal.jsonl").display(),
            folder.display()
        ),
        (None, None) => format!(
            "{stopped}; nothing was kept (no --out): start again, with --out DIR to be able to --resume"
        ),
    })
}

/// What the progress bar says of a finished game.
fn game_line(game: &TournamentGame) -> String {
    let result = match game.result {
        GameResult::Blue => format!("{} won", game.blue),
        GameResult::Red => format!("{} won", game.red),
        GameResult::Draw => "draw".to_string(),
        GameResult::None => "no game".to_string(),
    };
    format!("{} vs {}: {result}", game.blue, game.red)
}
