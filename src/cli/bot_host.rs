//! `arbiter bot-host LIBRARY SYMBOL`: the hidden subcommand arbiter re-executes itself as, to
//! run one external bot in a process of its own (see [`crate::bots::host`]). Not for people:
//! its standard input and output carry binary frames.

use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The shared library
    library: PathBuf,
    /// The function to call
    symbol: String,
    /// A shared-memory mailbox to hand requests and replies over, by descriptor
    #[arg(long, value_name = "FD")]
    mailbox: Option<i32>,
    /// Load and call the bot without confining this process (`--isolation off`)
    #[arg(long)]
    unconfined: bool,
}

pub fn run(args: &Args) -> ! {
    crate::bots::host::serve(&args.library, &args.symbol, args.mailbox, !args.unconfined)
}
