//! `arbiter check`: replay cases in-process and compare them with their goldens.

use std::path::PathBuf;

use crate::cli::{Failure, no_cases_found, stdout_colour};
use crate::harness::case::{self, Case, CaseError, GoldenRoot};
use crate::harness::{self, Verdict, diff};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Cases to check: folders, .case files or .in files [default: cases]
    #[arg(value_name = "CASE")]
    paths: Vec<PathBuf>,
    /// Write the goldens that are missing or differ, and list them
    #[arg(long)]
    bless: bool,
    /// Read goldens from DIR/<game>/<name>.out instead of golden/ beside cases/
    #[arg(long, value_name = "DIR")]
    golden: Option<PathBuf>,
}

/// Counts for the closing line.
#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    written: usize,
    broken: usize,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let paths = if args.paths.is_empty() {
        vec![PathBuf::from("cases")]
    } else {
        args.paths.clone()
    };
    let goldens = args
        .golden
        .clone()
        .map_or(GoldenRoot::BesideCases, GoldenRoot::Folder);
    let found = case::find(&paths).map_err(|err| Failure::Input(err.to_string()))?;
    if found.is_empty() {
        return Err(no_cases_found(&paths));
    }

    let mut tally = Tally::default();
    for settings in &found {
        let outcome = case::load(settings, &goldens)
            .and_then(|case| check_one(&case, args.bless, &mut tally));
        if let Err(err) = outcome {
            tally.broken += 1;
            eprintln!("error: {err}");
        }
    }

    let broken = match tally.broken {
        0 => String::new(),
        n => format!(", {n} could not be checked"),
    };
    if args.bless {
        println!(
            "{} unchanged, {} written{broken}",
            tally.passed, tally.written
        );
    } else {
        println!("{} passed, {} failed{broken}", tally.passed, tally.failed);
    }
    if tally.broken > 0 {
        Err(Failure::Input(format!(
            "{} case(s) could not be checked: fix the files named above",
            tally.broken
        )))
    } else if tally.failed > 0 {
        Err(Failure::Differences)
    } else {
        Ok(())
    }
}

fn check_one(case: &Case, bless: bool, tally: &mut Tally) -> Result<(), CaseError> {
    let checked = harness::check(case)?;
    match (&checked.verdict, bless) {
        (Verdict::Pass, _) => tally.passed += 1,
        (verdict, true) => {
            harness::bless(case, &checked.transcript)?;
            let why = if matches!(verdict, Verdict::NoGolden) {
                "new"
            } else {
                "changed"
            };
            println!("wrote {} ({why})", case.golden_path.display());
            tally.written += 1;
        }
        (Verdict::NoGolden, false) => {
            return Err(CaseError {
                path: case.golden_path.clone(),
                message: format!(
                    "no golden for case {}: review the transcript (arbiter replay {}) and write it with --bless",
                    case.id,
                    case.settings_path.display()
                ),
            });
        }
        (Verdict::Differs(difference), false) => {
            tally.failed += 1;
            let expected = checked.golden.as_deref().unwrap_or_default();
            println!(
                "FAIL {} ({}): first difference at line {}, column {}",
                case.id, case.description, difference.line, difference.column
            );
            print!(
                "{}",
                diff::unified(
                    expected,
                    &checked.transcript.output,
                    &case.golden_path.display().to_string(),
                    "actual",
                    stdout_colour(),
                )
            );
        }
    }
    Ok(())
}
