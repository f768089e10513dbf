//! `arbiter replay`: print the transcripts of cases.

use std::io::Write;
use std::path::PathBuf;

use crate::cli::{Failure, no_cases_found, stdout};
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
    let found = case::find(&args.paths);
    if found.settings.is_empty() && found.problems.is_empty() {
        return Err(no_cases_found(&args.paths));
    }
    let mut problems: Vec<String> = found.problems.iter().map(ToString::to_string).collect();
    let mut out = std::io::stdout().lock();
    let mut ended_early = Vec::new();
    // Whether the last transcript printed ended its line; `None` before the first.
    let mut last_ended_line: Option<bool> = None;
    let several = found.settings.len() > 1;
    for settings in &found.settings {
        let replayed = case::load(settings, &case::GoldenRoot::BesideCases)
            .and_then(|case| Ok((harness::replay(&case, args.echo)?, case)));
        let (transcript, case) = match replayed {
            Ok(replayed) => replayed,
            Err(err) => {
                problems.push(err.to_string());
                continue;
            }
        };
        let written = (|| {
            if several {
                // A transcript usually ends at a prompt: close its line before the next header.
                let gap = match last_ended_line {
                    None => "",
                    Some(true) => "\n",
                    Some(false) => "\n\n",
                };
                writeln!(out, "{gap}==> {} <==", case.id)?;
            }
            out.write_all(&transcript.output)?;
            last_ended_line = Some(transcript.output.last().is_none_or(|&b| b == b'\n'));
            out.flush()
        })();
        if let Err(err) = written {
            // Replaying is printing: with standard output gone there is nothing left to do.
            stdout::stopped_by(&err);
            return Ok(());
        }
        if let Some(eof) = transcript.ended_early {
            ended_early.push(format!("{}: {eof}", case.id));
        }
    }
    if !problems.is_empty() {
        for problem in &problems {
            stdout::warn(&format!("error: {problem}"));
        }
        return Err(Failure::Input(format!(
            "{} case(s) could not be replayed: fix the files named above; the others were replayed",
            problems.len()
        )));
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
