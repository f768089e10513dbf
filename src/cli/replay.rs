//! `arbiter replay`: print the transcripts of cases.

use std::io::Write;
use std::path::PathBuf;

use crate::cli::Failure;
use crate::harness::{self, case};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Cases to replay: folders, .case files or .in files
    #[arg(required = true, value_name = "CASE")]
    paths: Vec<PathBuf>,
    /// Show each input line where the game read it, as a person at a terminal would see it
    #[arg(long)]
    echo: bool,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let found = case::find(&args.paths).map_err(|err| Failure::Input(err.to_string()))?;
    if found.is_empty() {
        return Err(Failure::Input(
            "no cases found in the paths given".to_string(),
        ));
    }
    let mut stdout = std::io::stdout().lock();
    let mut ended_early = Vec::new();
    let mut ends_line = true;
    for (index, settings) in found.iter().enumerate() {
        let case = case::load(settings, &case::GoldenRoot::BesideCases)
            .map_err(|err| Failure::Input(err.to_string()))?;
        let transcript =
            harness::replay(&case, args.echo).map_err(|err| Failure::Input(err.to_string()))?;
        let written = (|| {
            if found.len() > 1 {
                // A transcript usually ends at a prompt: close its line before the next header.
                let gap = match (index, ends_line) {
                    (0, _) => "",
                    (_, true) => "\n",
                    (_, false) => "\n\n",
                };
                writeln!(stdout, "{gap}==> {} <==", case.id)?;
            }
            stdout.write_all(&transcript.output)?;
            ends_line = transcript.output.last().is_none_or(|&b| b == b'\n');
            stdout.flush()
        })();
        written
            .map_err(|err| Failure::Input(format!("could not write to standard output: {err}")))?;
        if let Some(eof) = transcript.ended_early {
            ended_early.push(format!("{}: {eof}", case.id));
        }
    }
    match ended_early.len() {
        0 => Ok(()),
        1 => Err(Failure::EndOfInput(ended_early.remove(0))),
        _ => Err(Failure::EndOfInput(format!(
            "in {} cases the input ended before the game did:\n  {}",
            ended_early.len(),
            ended_early.join("\n  ")
        ))),
    }
}
