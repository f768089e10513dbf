//! `arbiter tournament`: bots against bots, every pair twice, and the standings.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::path::PathBuf;

use crate::cli::progress::Bar;

use crate::bots::options::BotOptions;
use crate::bots::resolve::{Bot, Library};
use crate::bots::spec::BotSpec;
use crate::cli::{Failure, seed_or_fresh, stdout, values};
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
    let isolation = args.options.isolation().map_err(Failure::Input)?;
    let bar = Bar::on_terminal("games");
    bar.message("building and loading the bots");
    let entrants = tournament::prepare(&args.bots, &args.options.cache(), &isolation, jobs)
        .map_err(Failure::Input)?;
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
        isolation,
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
    .map_err(Failure::Input)?;
    bar.finish();

    let summary = Summary::new(&entrants, &games, &fingerprint);
    stdout::print(&summary.terminal());
    if let Some(folder) = folder {
        summary.write(folder).map_err(Failure::Input)?;
    }
    Ok(())
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
