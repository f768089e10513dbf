//! `arbiter replay`: print the transcripts of cases, or explain one program's transcript.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::cli::{Failure, no_cases_found, reading_for, stdout, stdout_colour};
use crate::dialect::Reading;
use crate::grade::cases;
use crate::harness::{self, case, diff};

/// The largest transcript `--against` reads: far beyond any game's, small enough to hold.
const MAX_AGAINST: u64 = 64 << 20;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Cases to replay: folders, .case files or .in files
    #[arg(required = true, value_name = "CASE")]
    paths: Vec<PathBuf>,
    /// Show each input line where the game read it, as a person at a terminal would see it
    #[arg(long)]
    echo: bool,
    /// A program's transcript of the case: replay the case with that program's own deal
    /// and computer moves, and print what it should have printed, or how it differs and
    /// the first rule it breaks
    #[arg(long, value_name = "FILE")]
    against: Option<PathBuf>,
    /// Replay under another reading of the spec (repeatable; `arbiter games` lists each
    /// game's choices); with --against, pins that choice instead of trying every reading
    #[arg(long, value_name = "NAME=VALUE")]
    dialect: Vec<String>,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    if let Some(file) = &args.against {
        return against(args, file);
    }
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
        let replayed = case::load(settings, &case::GoldenRoot::BesideCases).and_then(|case| {
            let reading =
                reading_for(&case.setup, &args.dialect).map_err(|message| case::CaseError {
                    path: case.settings_path.clone(),
                    message,
                })?;
            Ok((harness::replay_reading(&case, &reading, args.echo)?, case))
        });
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

/// `replay CASE --against FILE`.
fn against(args: &Args, file: &Path) -> Result<(), Failure> {
    let found = case::find(&args.paths)
        .all_or_problems()
        .map_err(Failure::Input)?;
    let [settings] = found.as_slice() else {
        return Err(Failure::Input(format!(
            "--against explains one program's transcript of one case: name one case, not {}",
            found.len()
        )));
    };
    let case = case::load(settings, &case::GoldenRoot::BesideCases)
        .map_err(|err| Failure::Input(err.to_string()))?;
    let pinned = reading_for(&case.setup, &args.dialect).map_err(Failure::Input)?;
    let readings = Reading::all(case.setup.choices(), &pinned);
    let program = read_transcript(file)?;
    // The case as grading judges it: against its golden, or the program's own chance.
    let selection =
        cases::select(std::slice::from_ref(&case), false, true).map_err(Failure::Input)?;
    let graded = &selection.cases[0];
    let expected = graded.expected_for(&program, &readings, true, |e| {
        e.output == program.as_slice()
    });
    let reading = expected.reading.clone();
    if expected.matched {
        let shown = if args.echo {
            let mut input =
                harness::open_input(&case).map_err(|err| Failure::Input(err.to_string()))?;
            harness::replay_guided(&case, &reading, &mut input, &program, true)
                .0
                .output
        } else {
            program
        };
        stdout::print(&String::from_utf8_lossy(&shown));
        if !reading.is_reference() {
            stdout::warn(&format!("matched under the reading {reading}"));
        }
        return Ok(());
    }
    let judged = expected.judged;
    let difference = diff::first_difference(&expected.output, &program);
    let mut report = String::new();
    for finding in &judged.findings {
        report.push_str(&format!("breaks the rules: {finding}\n"));
    }
    if let Some(difference) = difference {
        let under = if reading.is_reference() {
            String::new()
        } else {
            format!(" (closest reading: {reading})")
        };
        report.push_str(&format!(
            "differs from what it should have printed with its own chance{under}: first at line {}, column {}\n",
            difference.line, difference.column
        ));
        report.push_str(&diff::unified(
            &expected.output,
            &program,
            &graded.expected_name(&reading),
            &file.display().to_string(),
            stdout_colour(),
        ));
    }
    stdout::print(&report);
    Err(Failure::Differences)
}

/// A program's transcript, read whole up to [`MAX_AGAINST`] bytes.
fn read_transcript(file: &Path) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(MAX_AGAINST + 1).read_to_end(&mut bytes))
        .map_err(|err| Failure::Input(format!("{}: cannot read: {err}", file.display())))?;
    if bytes.len() as u64 > MAX_AGAINST {
        return Err(Failure::Input(format!(
            "{}: larger than 64 MiB, more than any transcript of these games",
            file.display()
        )));
    }
    Ok(bytes)
}
