//! `arbiter tournament`: bots against bots, every pair twice, and the standings.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::path::PathBuf;

use crate::cli::progress::Bar;

use crate::bots::options::BotOptions;
use crate::bots::resolve::{Bot, Library};
use crate::bots::spec::BotSpec;
use crate::cli::{Failure, seed_or_fresh, stdout, values};
use crate::grade::shard::{Kind, Manifest, SHARDS, Shard};
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
    /// Play only shard K of N of the games (every Nth pair, both its games), keeping its
    /// journal in DIR/shards/K-of-N/ for a merge; needs --seed, the same for every shard
    #[arg(long, value_name = "K/N", requires = "seed", conflicts_with = "merge")]
    shard: Option<Shard>,
    /// Merge the shards in DIR/shards/ (--out DIR) and write the standings of the whole
    /// tournament, playing nothing (`arbiter merge DIR` runs this with the shards' command)
    #[arg(long, requires = "out", conflicts_with = "resume")]
    merge: bool,
    #[command(flatten)]
    options: BotOptions,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    tournament::refuse_repeats(&args.bots).map_err(Failure::Input)?;
    let jobs = args
        .jobs
        .or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get);
    // A shard is given its seed (--shard needs --seed); the others resume with theirs.
    let seed = match args.resume.as_ref().filter(|_| args.shard.is_none()) {
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
    let schedule = Schedule::round_robin(entrants.len());
    let folder = args.resume.as_ref().or(args.out.as_ref());
    // A shard keeps its journal in a folder of its own.
    let journal_folder = match (args.shard, folder) {
        (Some(shard), Some(folder)) => Some(shard.folder(folder)),
        (Some(_), None) => {
            return Err(Failure::Input(
                "--shard needs --out DIR (or --resume DIR): the folder the shards are merged in"
                    .to_string(),
            ));
        }
        (None, folder) => folder.cloned(),
    };
    if let (Some(shard), Some(journal_folder)) = (args.shard, &journal_folder) {
        Manifest {
            games: schedule.shard(shard),
            ..Manifest::of_this_run(Kind::Tournament, shard)
        }
        .write(journal_folder)
        .map_err(Failure::Input)?;
    }
    let (mut journal, done) = match (&args.resume, &journal_folder) {
        (_, Some(folder)) if args.merge => {
            let done = tournament::journal::merge(folder, &fingerprint, schedule.games.len())
                .map_err(Failure::Input)?;
            stdout::println(&format!(
                "merged: {} games from {}",
                done.len(),
                folder.join(SHARDS).display()
            ));
            (None, done)
        }
        (Some(_), Some(folder))
            if args.shard.is_none() || folder.join(crate::journal::FILE_NAME).exists() =>
        {
            let (journal, done) = Journal::resume(folder, &fingerprint).map_err(Failure::Input)?;
            (Some(journal), done)
        }
        (_, Some(folder)) => (
            Some(Journal::start(folder, &fingerprint).map_err(Failure::Input)?),
            BTreeMap::new(),
        ),
        (_, None) => (None, BTreeMap::new()),
    };
    let settings = Settings {
        seed,
        hosting,
        jobs,
    };
    // A shard's bar counts its own games.
    let games = args
        .shard
        .map_or(schedule.games.len(), |shard| schedule.shard(shard).len());
    bar.set_total(games, done.len());
    bar.message("");
    let games = tournament::play(&entrants, &schedule, &settings, done, args.shard, |game| {
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

    if let (Some(shard), Some(folder)) = (args.shard, folder) {
        stdout::println(&format!(
            "shard {} of {} done: {} games; once every shard is done, `arbiter merge {}` writes the standings",
            shard.index,
            shard.count,
            games.len(),
            folder.display()
        ));
        return Ok(());
    }
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
            folder.join(crate::journal::FILE_NAME).display()
        ),
        (None, Some(folder)) => format!(
            "{stopped}; the games finished before are kept in {}: the same command with --resume {} in place of --out plays the rest",
            folder.join(crate::journal::FILE_NAME).display(),
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
