//! `arbiter merge DIR`: the reports of a class graded, or a tournament played, in shards
//! ([`crate::grade::shard`]), by the command the shards recorded, run once more with
//! `--merge`.

use std::path::PathBuf;

use clap::Parser;

use crate::cli::{Cli, Command, Failure};
use crate::grade::shard;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The report folder the shards were graded into (`--report DIR --shard K/N`)
    #[arg(value_name = "DIR")]
    pub report: PathBuf,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let report = std::path::absolute(&args.report)
        .map_err(|err| Failure::Input(format!("{}: {err}", args.report.display())))?;
    let shards = shard::found(&report).map_err(Failure::Input)?;
    let (_, manifest) = &shards[0];
    // The shards' paths are relative to the folder they ran in, when it is here too.
    let directory = PathBuf::from(&manifest.directory);
    if directory.is_dir() {
        std::env::set_current_dir(&directory).map_err(|err| {
            Failure::Input(format!("{}: cannot go to it: {err}", directory.display()))
        })?;
    }
    let mut words = vec!["arbiter".to_string()];
    words.extend(manifest.base_command());
    words.extend(manifest.kind.merged(&report));
    match Cli::try_parse_from(&words) {
        Ok(Cli {
            command: Command::Grade(grade),
        }) if manifest.kind == shard::Kind::Grade => super::grade::run(&grade),
        Ok(Cli {
            command: Command::Tournament(tournament),
        }) if manifest.kind == shard::Kind::Tournament => super::tournament::run(&tournament),
        Ok(_) => Err(Failure::Input(format!(
            "{}: its shards' command is not one that shards",
            report.display()
        ))),
        Err(err) => Err(Failure::Input(format!(
            "the shards' command no longer parses ({}): {}",
            shell_words::join(&words),
            err.to_string().lines().next().unwrap_or_default()
        ))),
    }
}
