//! `arbiter simulate`: computer-only games with no transcript, and their statistics.

use std::fmt::Display;

use serde::Serialize;

use crate::cli::{Failure, seed_or_fresh, stdout, values};
use crate::games::{SimulationSetup, checkers, concentration, crazy_eights, joker_twins, memoarr};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// How many games to play
    #[arg(long, global = true, value_name = "N", default_value_t = 1000,
          allow_negative_numbers = true, value_parser = values::at_least_one)]
    games: u64,
    /// The seed of the series; without it one is drawn and printed on standard error
    #[arg(long, global = true, value_name = "S", allow_negative_numbers = true,
          value_parser = values::seed)]
    seed: Option<u64>,
    /// Print one JSON object instead of a table
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    game: SimulationSetup,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let seed = seed_or_fresh(args.seed);
    match &args.game {
        SimulationSetup::Concentration(options) => emit(
            &concentration::simulate::run(options, args.games, seed),
            args.json,
        ),
        SimulationSetup::Checkers(options) => emit(
            &checkers::simulate::run(options, args.games, seed).map_err(Failure::Input)?,
            args.json,
        ),
        SimulationSetup::CrazyEights(options) => emit(
            &crazy_eights::simulate::run(options, args.games, seed),
            args.json,
        ),
        SimulationSetup::JokerTwins(options) => emit(
            &joker_twins::simulate::run(options, args.games, seed),
            args.json,
        ),
        SimulationSetup::Memoarr(options) => emit(
            &memoarr::simulate::run(options, args.games, seed).map_err(Failure::Input)?,
            args.json,
        ),
    }
}

fn emit<R: Serialize + Display>(report: &R, json: bool) -> Result<(), Failure> {
    if json {
        let text = serde_json::to_string(report)
            .map_err(|err| Failure::Input(format!("cannot encode the report: {err}")))?;
        stdout::println(&text);
    } else {
        stdout::print(&report.to_string());
    }
    Ok(())
}
