//! `arbiter play`: a game on standard input and output.

use std::io::IsTerminal;
use std::io::{self, BufWriter};
use std::path::PathBuf;

use crate::chance::Chance;
use crate::cli::{Failure, reading_for, seed_or_fresh, stdout, values};
use crate::console::{Console, Interrupted};
use crate::files::Files;
use crate::games::GameSetup;
use crate::rng::GameRng;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The seed of the game's random generator; without it one is drawn and printed on
    /// standard error
    #[arg(long, global = true, value_name = "N", allow_negative_numbers = true,
          value_parser = values::seed)]
    seed: Option<u64>,
    /// Play under another reading of the spec where it can be read two ways (repeatable;
    /// `arbiter games` lists each game's choices)
    #[arg(long, global = true, value_name = "NAME=VALUE")]
    dialect: Vec<String>,
    /// Play with one of the typical mistakes students make against the spec (`arbiter
    /// games` lists each game's; `arbiter audit` grades them)
    #[arg(long, global = true, value_name = "NAME")]
    mistake: Option<String>,
    #[command(subcommand)]
    game: GameSetup,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    args.game.prepare().map_err(Failure::Input)?;
    let mut reading = reading_for(&args.game, &args.dialect).map_err(Failure::Input)?;
    if let Some(name) = &args.mistake {
        let mistake = crate::mistakes::find(args.game.name(), args.game.mistakes(), name)
            .map_err(Failure::Input)?;
        reading = reading.with_mistake(mistake.name);
    }
    let seed = seed_or_fresh(args.seed);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    // At a terminal a person watches: pauses wait and the screen is cleared (Joker Twins).
    let live = io::stdout().is_terminal();
    let mut output = BufWriter::new(io::stdout().lock());
    // A game's files (Crazy Eights' statistics) are those of the current folder.
    let mut console = Console::new(&mut input, &mut output)
        .with_files(Files::on_disk(PathBuf::from(".")))
        .with_live(live);
    let played = args
        .game
        .play(
            &reading,
            &mut Chance::seeded(&mut GameRng::from_seed(seed)),
            &mut console,
        )
        .and_then(|()| Ok(console.flush()?));
    match played {
        Ok(()) => Ok(()),
        Err(Interrupted::EndOfInput(eof)) => Err(Failure::EndOfInput(eof.to_string())),
        Err(Interrupted::Output(err)) => {
            // The game is its printing: with standard output gone it stops, and the
            // closing of the run says whether that lost anything.
            stdout::stopped_by(&err);
            Ok(())
        }
    }
}
